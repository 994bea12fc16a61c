//! A defined playground tried on a scratch database before anything is kept: each table's
//! `CREATE TABLE` must make that one table (whose columns, as SQLite made them, the
//! definition then knows), each index must be one index on its table, and each command's
//! SQL must prepare.
//! The scratch connection has the playground's guard, so a course's SQL cannot ATTACH a
//! file, load an extension or run away, as the learner's cannot.

use std::sync::atomic::Ordering;

use rusqlite::Connection;

use super::cancel::Cancel;
use super::guard::Guard;
use crate::core::playdef::{Definition, Fault, Where};

/// Every fault SQLite finds in `d`'s tables, indexes and commands; each table it made gets
/// its columns.
pub fn try_sql(d: &mut Definition) -> Vec<(Where, Fault)> {
    let mut out = Vec::new();
    let guard = Guard::default();
    let mut conn = match Connection::open_in_memory() {
        Ok(c) => c,
        Err(e) => return vec![(Where::Table(String::new()), Fault::Sql(e.to_string()))],
    };
    if let Err(e) = guard.install(&mut conn, &Cancel::default()) {
        return vec![(Where::Table(String::new()), Fault::Sql(e.to_string()))];
    }
    for t in &mut d.tables {
        let at = || Where::Table(t.name.clone());
        if let Err(e) = run(&conn, &guard, &t.ddl, &["CREATE TABLE"]) {
            out.push((at(), e));
            continue;
        }
        match columns(&conn, &t.name) {
            None => out.push((at(), Fault::Makes(t.name.clone()))),
            Some(found) => t.columns = found,
        }
        for i in &t.indexes {
            let at = || Where::Index {
                table: t.name.clone(),
                index: i.name.clone(),
            };
            if let Err(e) = run(&conn, &guard, &i.ddl, INDEX) {
                out.push((at(), e));
            } else if !index_on(&conn, &i.name, &t.name) {
                out.push((at(), Fault::Makes(i.name.clone())));
            }
        }
    }
    // A command's SQL is held to what a learner's statement may do.
    guard.learner.store(true, Ordering::SeqCst);
    for c in &d.commands {
        for sql in &c.sql {
            if let Err(e) = conn.prepare(sql) {
                let why = guard.take_refused().unwrap_or_else(|| e.to_string());
                out.push((Where::Command(c.name.clone()), Fault::Sql(why)));
            }
        }
    }
    out
}

/// How an index's statement may start.
const INDEX: &[&str] = &["CREATE INDEX", "CREATE UNIQUE INDEX"];

/// Runs one statement of the kind `kinds` names (the guard refuses ATTACH and extensions;
/// a trigger, a view or a second statement after it is refused here).
fn run(conn: &Connection, guard: &Guard, sql: &str, kinds: &[&str]) -> Result<(), Fault> {
    let words = sql
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_uppercase();
    if !kinds.iter().any(|k| words.starts_with(k)) {
        return Err(Fault::Makes(words.chars().take(40).collect()));
    }
    let said = |e: rusqlite::Error| Fault::Sql(guard.take_refused().unwrap_or(e.to_string()));
    let mut stmt = conn.prepare(sql).map_err(said)?;
    stmt.raw_execute().map(|_| ()).map_err(said)
}

/// A table's columns in order, or `None` when there is no such table.
pub(super) fn columns(conn: &Connection, table: &str) -> Option<Vec<String>> {
    let mut stmt = conn
        .prepare("SELECT name FROM pragma_table_info(?1)")
        .ok()?;
    let names: Vec<String> = stmt
        .query_map([table], |r| r.get(0))
        .ok()?
        .filter_map(Result::ok)
        .collect();
    (!names.is_empty()).then_some(names)
}

fn index_on(conn: &Connection, index: &str, table: &str) -> bool {
    conn.query_row(
        "SELECT count(*) FROM sqlite_schema WHERE type = 'index' AND name = ?1 AND tbl_name = ?2",
        [index, table],
        |r| r.get::<_, i64>(0),
    )
    .is_ok_and(|n| n == 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::playdef::{Command, CommandParam, Index, ParamKind, Table};

    fn def(ddl: &str, index: &str, sql: &str) -> Definition {
        Definition {
            id: "orders".into(),
            title: None,
            text: Default::default(),
            lesson: None,
            at: (0, 0),
            tables: vec![Table {
                name: "orders".into(),
                ddl: ddl.into(),
                columns: vec![],
                indexes: vec![Index {
                    name: "by_customer".into(),
                    ddl: index.into(),
                    text: Default::default(),
                    on: true,
                }],
                generate: None,
                partition: None,
            }],
            commands: vec![Command {
                name: "orders-of".into(),
                params: vec![CommandParam {
                    name: "customer".into(),
                    kind: ParamKind::Int,
                    default: None,
                }],
                sql: vec![sql.into()],
                text: Default::default(),
                cursor: None,
            }],
        }
    }

    const TABLE: &str = "CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER)";
    const INDEX: &str = "CREATE INDEX by_customer ON orders (customer_id)";
    const QUERY: &str = "SELECT id FROM orders WHERE customer_id = :customer";

    #[test]
    fn sound_sql_prepares() {
        let mut d = def(TABLE, INDEX, QUERY);
        assert_eq!(try_sql(&mut d), vec![]);
        assert_eq!(d.tables[0].columns, ["id", "customer_id"]);
    }

    #[test]
    fn each_statement_is_held_to_what_it_is_written_for() {
        let t = || Where::Table("orders".into());
        let faults = try_sql(&mut def(
            "CREATE TABLE other (id INTEGER PRIMARY KEY, client INTEGER)",
            "CREATE INDEX other_ix ON other (id)",
            "SELECT missing FROM other",
        ));
        assert!(faults.contains(&(t(), Fault::Makes("orders".into()))));
        let ix = Where::Index {
            table: "orders".into(),
            index: "by_customer".into(),
        };
        assert!(
            faults.contains(&(ix, Fault::Makes("by_customer".into()))),
            "{faults:?}"
        );
        let cmd = faults
            .iter()
            .find(|(w, _)| *w == Where::Command("orders-of".into()));
        assert!(
            matches!(cmd, Some((_, Fault::Sql(m))) if m.contains("missing")),
            "{faults:?}"
        );
    }

    #[test]
    fn a_course_cannot_attach_a_file_hide_a_second_statement_or_plant_a_trigger() {
        let dir = tempfile::tempdir().expect("tempdir");
        let file = dir.path().join("planted.db");
        let attach = format!("ATTACH '{}' AS x", file.display());
        let table = || Where::Table("orders".into());
        let refused = |ddl: &str| {
            let faults = try_sql(&mut def(ddl, INDEX, QUERY));
            matches!(faults.first(), Some((w, Fault::Sql(_) | Fault::Makes(_))) if *w == table())
        };
        assert!(refused(&attach));
        assert!(!file.exists(), "nothing was made");
        // A table statement that is a table, then something else: refused whole.
        assert!(refused(&format!("{TABLE}; DROP TABLE orders")));
        assert!(refused(
            "CREATE TRIGGER t AFTER INSERT ON x BEGIN SELECT 1; END"
        ));
    }
}
