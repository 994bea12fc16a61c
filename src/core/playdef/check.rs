//! The checks a defined playground passes before anything runs: names SQL can carry, no
//! name twice, every generated or partitioning column in its table, every reference to a
//! table and column that exists, limits in order, and every `:name` in a command's SQL a
//! parameter it declares. Each fault names where it is, for lint to point at.

use super::model::{Definition, Draw, Param, Table};

/// Where in a definition a fault is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Where {
    Table(String),
    Index { table: String, index: String },
    Column { table: String, column: String },
    Command(String),
}

#[derive(Debug, Clone, PartialEq)]
pub enum Fault {
    /// Not a name SQL and the command line can carry (`[a-z_][a-z0-9_]*`, or `-` between
    /// words for a command).
    BadName(String),
    Duplicate(String),
    /// A column the table's `columns` do not list.
    NoSuchColumn(String),
    NoSuchTable(String),
    /// A parameter whose limits are out of order, or whose default is outside them.
    Limits {
        min: i64,
        default: i64,
        max: i64,
    },
    /// A range whose `min` is above its `max`, or a Zipf exponent that is not positive.
    BadDraw,
    /// Partitions outside 1 to 64.
    Partitions(i64),
    /// `:name` in the SQL that the command does not declare.
    Undeclared(String),
    /// A declared parameter the SQL never uses.
    Unused(String),
    /// A cursor that is not one of the command's parameters.
    NoSuchCursor(String),
}

/// The most partitions a defined table may have (each one is a database on its own thread).
const MAX_PARTITIONS: i64 = 64;

/// Every fault of `d`, in the order it is written.
pub fn check(d: &Definition) -> Vec<(Where, Fault)> {
    let mut out = Vec::new();
    let mut seen: Vec<&str> = Vec::new();
    for t in &d.tables {
        let at = || Where::Table(t.name.clone());
        name(&t.name, false, at(), &mut out);
        if seen.contains(&t.name.as_str()) {
            out.push((at(), Fault::Duplicate(t.name.clone())));
        }
        seen.push(&t.name);
        table(d, t, &mut out);
    }
    let mut commands: Vec<&str> = Vec::new();
    for c in &d.commands {
        let at = || Where::Command(c.name.clone());
        name(&c.name, true, at(), &mut out);
        if commands.contains(&c.name.as_str()) {
            out.push((at(), Fault::Duplicate(c.name.clone())));
        }
        commands.push(&c.name);
        let used: Vec<String> = c.sql.iter().flat_map(|s| placeholders(s)).collect();
        for u in &used {
            if !c.params.iter().any(|(p, _)| p == u) {
                out.push((at(), Fault::Undeclared(u.clone())));
            }
        }
        for (p, _) in &c.params {
            name(p, false, at(), &mut out);
            if !used.contains(p) {
                out.push((at(), Fault::Unused(p.clone())));
            }
        }
        if let Some(cur) = &c.cursor
            && !c.params.iter().any(|(p, _)| p == cur)
        {
            out.push((at(), Fault::NoSuchCursor(cur.clone())));
        }
    }
    out
}

fn table(d: &Definition, t: &Table, out: &mut Vec<(Where, Fault)>) {
    let column = |c: &str| Where::Column {
        table: t.name.clone(),
        column: c.to_string(),
    };
    for i in &t.indexes {
        let at = Where::Index {
            table: t.name.clone(),
            index: i.name.clone(),
        };
        name(&i.name, false, at, out);
    }
    if let Some(g) = &t.generate {
        limits(&g.rows, Where::Table(t.name.clone()), out);
        for (c, draw) in &g.columns {
            if !t.columns.contains(c) {
                out.push((column(c), Fault::NoSuchColumn(c.clone())));
            }
            match draw {
                Draw::Uniform { min, max } if min > max => out.push((column(c), Fault::BadDraw)),
                Draw::Zipf { min, max, s } if min > max || *s <= 0.0 => {
                    out.push((column(c), Fault::BadDraw))
                }
                Draw::Time { step, .. } if *step <= 0 => out.push((column(c), Fault::BadDraw)),
                Draw::Ref { table, column: to } => match d.tables.iter().find(|x| &x.name == table)
                {
                    None => out.push((column(c), Fault::NoSuchTable(table.clone()))),
                    Some(x) if !x.columns.contains(to) => {
                        out.push((column(c), Fault::NoSuchColumn(to.clone())))
                    }
                    Some(_) => {}
                },
                _ => {}
            }
        }
    }
    if let Some(p) = &t.partition {
        if !t.columns.contains(&p.by) {
            out.push((column(&p.by), Fault::NoSuchColumn(p.by.clone())));
        }
        if !(1..=MAX_PARTITIONS).contains(&p.count) {
            out.push((Where::Table(t.name.clone()), Fault::Partitions(p.count)));
        }
    }
}

fn limits(p: &Param, at: Where, out: &mut Vec<(Where, Fault)>) {
    if !(p.min <= p.default && p.default <= p.max) {
        let (min, default, max) = (p.min, p.default, p.max);
        out.push((at, Fault::Limits { min, default, max }));
    }
}

/// A name SQL carries unquoted (and, for a command, the command line: words joined by `-`).
fn name(n: &str, command: bool, at: Where, out: &mut Vec<(Where, Fault)>) {
    let ok = n
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_lowercase() || c == '_')
        && n.chars().all(|c| {
            c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_' || (command && c == '-')
        })
        && !n.ends_with('-');
    if !ok {
        out.push((at, Fault::BadName(n.to_string())));
    }
}

/// The `:name` placeholders of a statement, in order, each once; text inside quotes ('...'
/// strings, "..." names) is not looked at.
pub fn placeholders(sql: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut quote: Option<char> = None;
    let mut chars = sql.chars().peekable();
    while let Some(c) = chars.next() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '\'' | '"') => quote = Some(c),
            (None, ':')
                if chars
                    .peek()
                    .is_some_and(|n| n.is_ascii_alphabetic() || *n == '_') =>
            {
                let mut n = String::new();
                while let Some(&d) = chars
                    .peek()
                    .filter(|d| d.is_ascii_alphanumeric() || **d == '_')
                {
                    n.push(d);
                    chars.next();
                }
                if !out.contains(&n) {
                    out.push(n);
                }
            }
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::model::*;
    use super::*;

    fn orders() -> Definition {
        Definition {
            id: "orders".into(),
            title: None,
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
                            ("customer_id".into(), Draw::Ref { table: "customers".into(), column: "id".into() }),
                            ("at".into(), Draw::Time { from: 1_700_000_000, step: 60 }),
                        ],
                    }),
                    partition: Some(Partition { by: "customer_id".into(), count: 8 }),
                },
            ],
            commands: vec![Command {
                name: "orders-of".into(),
                params: vec![("customer".into(), ParamKind::Int), ("after".into(), ParamKind::Int)],
                sql: vec!["SELECT id, at FROM orders WHERE customer_id = :customer AND at > :after ORDER BY at LIMIT 20".into()],
                text: Default::default(),
                cursor: Some("after".into()),
            }],
        }
    }

    #[test]
    fn a_sound_definition_has_no_fault() {
        assert_eq!(check(&orders()), vec![]);
    }

    #[test]
    fn each_fault_names_where_it_is() {
        let mut d = orders();
        d.tables[1].partition = Some(Partition {
            by: "shop_id".into(),
            count: 0,
        });
        if let Some(g) = d.tables[1].generate.as_mut() {
            g.columns[1].1 = Draw::Ref {
                table: "shops".into(),
                column: "id".into(),
            };
            g.rows.default = 0;
        }
        d.commands[0].sql[0] = "SELECT * FROM orders WHERE customer_id = :client".into();
        d.commands.push(d.commands[0].clone());
        let faults = check(&d);
        let col = |c: &str| Where::Column {
            table: "orders".into(),
            column: c.into(),
        };
        let cmd = Where::Command("orders-of".into());
        for want in [
            (col("customer_id"), Fault::NoSuchTable("shops".into())),
            (
                Where::Table("orders".into()),
                Fault::Limits {
                    min: 1,
                    default: 0,
                    max: 10_000_000,
                },
            ),
            (col("shop_id"), Fault::NoSuchColumn("shop_id".into())),
            (Where::Table("orders".into()), Fault::Partitions(0)),
            (cmd.clone(), Fault::Undeclared("client".into())),
            (cmd.clone(), Fault::Unused("customer".into())),
            (cmd.clone(), Fault::Duplicate("orders-of".into())),
        ] {
            assert!(faults.contains(&want), "{want:?} not in {faults:?}");
        }
    }

    #[test]
    fn placeholders_outside_quotes_each_once() {
        let sql = "SELECT ':not', \":neither\" FROM t WHERE a = :a AND b > :b_2 OR a = :a";
        assert_eq!(placeholders(sql), ["a", "b_2"]);
        assert!(placeholders("SELECT 1").is_empty());
    }

    #[test]
    fn names_sql_and_the_command_line_can_carry() {
        let mut d = orders();
        d.tables[0].name = "Customers".into();
        d.commands[0].name = "orders-".into();
        let faults = check(&d);
        assert!(faults.contains(&(
            Where::Table("Customers".into()),
            Fault::BadName("Customers".into())
        )));
        assert!(faults.contains(&(
            Where::Command("orders-".into()),
            Fault::BadName("orders-".into())
        )));
    }
}
