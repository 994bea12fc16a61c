//! Unit tests of a definition's checks: each fault at the place it is about.

use super::super::model::*;
use super::super::sample::orders;
use super::*;

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
            skew: None,
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
fn a_reference_needs_a_sequence_and_names_need_their_own_words() {
    let mut d = orders();
    if let Some(g) = d.tables[0].generate.as_mut() {
        g.columns[0].1 = Draw::Uniform { min: 1, max: 9 };
    }
    d.commands[0].name = "gen".into();
    d.commands[0].params[1].default = Some("soon".into());
    d.tables[1].partition = Some(Partition {
        by: "customer_id".into(),
        count: 8,
    });
    d.tables[0].partition = Some(Partition {
        by: "id".into(),
        count: 4,
    });
    d.id = BUILT_IN.into();
    let faults = check(&d);
    let col = Where::Column {
        table: "orders".into(),
        column: "customer_id".into(),
    };
    for want in [
        (col, Fault::RefNotSequence("customers.id".into())),
        (Where::Command("gen".into()), Fault::Reserved("gen".into())),
        (
            Where::Command("gen".into()),
            Fault::BadDefault("soon".into()),
        ),
        (
            Where::Table("orders".into()),
            Fault::PartitionCounts { first: 4, other: 8 },
        ),
        (Where::Playground, Fault::Reserved(BUILT_IN.into())),
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

#[test]
fn a_cursor_s_next_page_is_a_command_that_takes_it() {
    let mut d = orders();
    let first = d.commands[0].clone();
    let cursor = first.cursor.clone().expect("the sample pages");
    d.commands[0].cursor = Some(Cursor {
        next: Some("orders-later".into()),
        ..cursor.clone()
    });
    let cmd = Where::Command(first.name.clone());
    assert!(check(&d).contains(&(cmd.clone(), Fault::NoSuchNext("orders-later".into()))));
    // The next page's command has the cursor's parameter: a first page may leave it out.
    let mut later = first.clone();
    later.name = "orders-later".into();
    d.commands.push(later);
    d.commands[0].params.retain(|p| p.name != cursor.param);
    d.commands[0].sql[0] = d.commands[0].sql[0].replace(&format!(":{}", cursor.param), "0");
    assert_eq!(check(&d), vec![]);
    // Named for the next page, the cursor's parameter must be one of that command's.
    d.commands[1].params.retain(|p| p.name != cursor.param);
    assert!(check(&d).contains(&(cmd, Fault::NoSuchCursor(cursor.param.clone()))));
}
