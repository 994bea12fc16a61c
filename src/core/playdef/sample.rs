//! A small definition for tests: customers and their orders, partitioned by customer, with
//! an index by customer that starts off and a paging command.

use super::model::*;

pub fn orders() -> Definition {
    Definition {
        id: "orders".into(),
        title: None,
        text: Default::default(),
        lesson: None,
        at: (0, 0),
        tables: vec![
            Table {
                name: "customers".into(),
                ddl: "CREATE TABLE customers (id INTEGER PRIMARY KEY)".into(),
                columns: vec!["id".into()],
                indexes: vec![],
                generate: Some(Generate {
                    rows: Param { name: "customers".into(), default: 1000, min: 1, max: 1_000_000 },
                    columns: vec![("id".into(), Draw::Sequence { from: 1 })],
                }),
                partition: None,
            },
            Table {
                name: "orders".into(),
                ddl: "CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER, at INTEGER)"
                    .into(),
                columns: vec!["id".into(), "customer_id".into(), "at".into()],
                indexes: vec![Index {
                    name: "by_customer".into(),
                    ddl: "CREATE INDEX by_customer ON orders (customer_id, at)".into(),
                    text: Default::default(),
                    on: false,
                }],
                generate: Some(Generate {
                    rows: Param { name: "orders".into(), default: 10_000, min: 1, max: 10_000_000 },
                    columns: vec![
                        ("id".into(), Draw::Sequence { from: 1 }),
                        ("customer_id".into(), Draw::Ref { table: "customers".into(), column: "id".into(), skew: Some(1.1) }),
                        ("at".into(), Draw::Time { from: 1_700_000_000, step: 60 }),
                    ],
                }),
                partition: Some(Partition { by: "customer_id".into(), count: 8 }),
            },
        ],
        commands: vec![Command {
            name: "orders-of".into(),
            params: vec![
                CommandParam { name: "customer".into(), kind: ParamKind::Int, default: None },
                CommandParam { name: "after".into(), kind: ParamKind::Int, default: Some("0".into()) },
            ],
            sql: vec!["SELECT id, at FROM orders WHERE customer_id = :customer AND at > :after ORDER BY at LIMIT 20".into()],
            text: Default::default(),
            cursor: Some(Cursor { param: "after".into(), column: "at".into(), next: None }),
        }],
    }
}
