//! Runs one SQL statement and keeps what it cost: its query plan, SQLite's statement
//! counters (full-scan steps, VM steps, sorts, automatic indexes) and the time it took.

use std::time::Instant;

use rusqlite::types::ValueRef;
use rusqlite::{Connection, Params, StatementStatus};

use crate::core::play::report::Query;

/// Rows and columns of a result, as text.
pub struct Table {
    pub columns: Vec<String>,
    pub rows: Vec<Vec<String>>,
}

/// A value as the result table shows it.
pub fn text(v: ValueRef<'_>) -> String {
    match v {
        ValueRef::Null => "NULL".to_string(),
        ValueRef::Integer(i) => i.to_string(),
        ValueRef::Real(f) => f.to_string(),
        ValueRef::Text(t) => String::from_utf8_lossy(t).into_owned(),
        ValueRef::Blob(b) => format!("<{} bytes>", b.len()),
    }
}

/// The query plan of `sql` with these parameters, one line per step, indented by depth.
pub fn plan<P: Params>(conn: &Connection, sql: &str, params: P) -> rusqlite::Result<Vec<String>> {
    let mut stmt = conn.prepare(&format!("EXPLAIN QUERY PLAN {sql}"))?;
    let mut rows = stmt.query(params)?;
    let mut steps: Vec<(i64, i64, String)> = Vec::new();
    while let Some(r) = rows.next()? {
        steps.push((r.get(0)?, r.get(1)?, r.get(3)?));
    }
    // Depth from the parent ids: a step under another is indented one more.
    let mut out = Vec::new();
    let mut depth: Vec<(i64, usize)> = Vec::new();
    for (id, parent, detail) in steps {
        let d = depth
            .iter()
            .find(|(i, _)| *i == parent)
            .map_or(0, |(_, d)| d + 1);
        depth.push((id, d));
        out.push(format!("{}{detail}", "  ".repeat(d)));
    }
    Ok(out)
}

/// The plans of one connection's statements, kept until its schema changes (an index made
/// or dropped, a table made): with the planner's stability guarantee (guard) a statement's
/// plan is its own, whatever the values, so a further page does not ask for it again.
#[derive(Debug, Default)]
pub struct Plans {
    version: Option<i64>,
    by_sql: std::collections::HashMap<String, Vec<String>>,
}

impl Plans {
    /// The plan of `sql` on `conn`, asked of SQLite once per schema.
    pub fn of<P: Params>(&mut self, conn: &Connection, sql: &str, params: P) -> Vec<String> {
        let version = conn
            .prepare_cached("PRAGMA schema_version")
            .and_then(|mut s| s.query_row([], |r| r.get::<_, i64>(0)))
            .ok();
        if version.is_none() || version != self.version {
            self.by_sql.clear();
            self.version = version;
        }
        if let Some(p) = self.by_sql.get(sql) {
            return p.clone();
        }
        let p = plan(conn, sql, params).unwrap_or_default();
        if version.is_some() {
            self.by_sql.insert(sql.to_string(), p.clone());
        }
        p
    }
}

/// Runs `sql`, keeping up to `keep` rows (all are stepped through and counted).
pub fn run<P: Params + Copy>(
    conn: &Connection,
    sql: &str,
    params: P,
    keep: usize,
) -> rusqlite::Result<(Table, Query)> {
    // A statement EXPLAIN QUERY PLAN cannot take (an EXPLAIN of the learner's own) still runs.
    let plan = plan(conn, sql, params).unwrap_or_default();
    run_with(conn, sql, params, keep, plan)
}

/// `run` with the plan from `plans`: for the statements the built-in runs again and again.
pub fn run_planned(
    conn: &Connection,
    plans: &mut Plans,
    sql: &str,
    bind: &[(&str, i64)],
    keep: usize,
) -> rusqlite::Result<(Table, Query)> {
    let named = named(bind);
    let plan = plans.of(conn, sql, named.as_slice());
    run_with(conn, sql, named.as_slice(), keep, plan)
}

fn run_with<P: Params + Copy>(
    conn: &Connection,
    sql: &str,
    params: P,
    keep: usize,
    plan: Vec<String>,
) -> rusqlite::Result<(Table, Query)> {
    // Kept prepared on the connection: the next page's statement is the same text.
    let mut stmt = conn.prepare_cached(sql)?;
    let columns: Vec<String> = stmt.column_names().map(|s| s.to_string()).collect();
    let n = columns.len();
    let start = Instant::now();
    let mut kept = Vec::new();
    let mut count = 0u64;
    {
        let mut rows = stmt.query(params)?;
        while let Some(r) = rows.next()? {
            if kept.len() < keep {
                let mut row = Vec::with_capacity(n);
                for i in 0..n {
                    row.push(text(r.get_ref(i)?));
                }
                kept.push(row);
            }
            count += 1;
        }
    }
    let micros = start.elapsed().as_micros() as u64;
    let query = costed(&stmt, sql, plan, count, micros);
    Ok((
        Table {
            columns,
            rows: kept,
        },
        query,
    ))
}

/// `run` with the parameters a statement built at run time actually has, by name (`?1`).
pub fn run_named(
    conn: &Connection,
    sql: &str,
    bind: &[(&str, i64)],
    keep: usize,
) -> rusqlite::Result<(Table, Query)> {
    run(conn, sql, named(bind).as_slice(), keep)
}

/// Whole-number parameters by name, as rusqlite binds them.
pub fn named<'a>(bind: &'a [(&'a str, i64)]) -> Vec<(&'a str, &'a dyn rusqlite::ToSql)> {
    bind.iter()
        .map(|(n, v)| (*n, v as &dyn rusqlite::ToSql))
        .collect()
}

/// Runs a statement that changes rows, keeping its plan and cost; the number of rows it
/// changed is the first value.
pub fn exec<P: Params + Copy>(
    conn: &Connection,
    sql: &str,
    params: P,
) -> (rusqlite::Result<usize>, Query) {
    let plan = plan(conn, sql, params).unwrap_or_default();
    let mut query = Query {
        sql: sql.to_string(),
        plan,
        ..Query::default()
    };
    let mut stmt = match conn.prepare(sql) {
        Ok(s) => s,
        Err(e) => return (Err(e), query),
    };
    let start = Instant::now();
    let done = stmt.execute(params);
    query.micros = start.elapsed().as_micros() as u64;
    let counter = |s| u64::try_from(stmt.get_status(s)).unwrap_or(0);
    query.fullscan_steps = counter(StatementStatus::FullscanStep);
    query.vm_steps = counter(StatementStatus::VmStep);
    query.sorts = counter(StatementStatus::Sort);
    query.autoindex = counter(StatementStatus::AutoIndex);
    (done, query)
}

/// Runs a query whose first column is an id, keeping every id (for merging pages from
/// several partitions), with its cost; the plan only when `with_plan`.
pub fn ids<P: Params + Copy>(
    conn: &Connection,
    sql: &str,
    params: P,
    with_plan: bool,
) -> rusqlite::Result<(Vec<i64>, Query)> {
    let plan = if with_plan {
        plan(conn, sql, params).unwrap_or_default()
    } else {
        Vec::new()
    };
    let mut stmt = conn.prepare_cached(sql)?;
    let start = Instant::now();
    let mut out = Vec::new();
    {
        let mut rows = stmt.query(params)?;
        while let Some(r) = rows.next()? {
            out.push(r.get::<_, i64>(0)?);
        }
    }
    let micros = start.elapsed().as_micros() as u64;
    let query = costed(&stmt, sql, plan, out.len() as u64, micros);
    Ok((out, query))
}

/// What a statement that has just run cost, from SQLite's counters. They are read and reset,
/// so a cached statement does not carry its counts into its next run.
pub fn costed(
    stmt: &rusqlite::Statement<'_>,
    sql: &str,
    plan: Vec<String>,
    rows: u64,
    micros: u64,
) -> Query {
    let counter = |s| u64::try_from(stmt.reset_status(s)).unwrap_or(0);
    Query {
        sql: sql.to_string(),
        plan,
        fullscan_steps: counter(StatementStatus::FullscanStep),
        vm_steps: counter(StatementStatus::VmStep),
        sorts: counter(StatementStatus::Sort),
        autoindex: counter(StatementStatus::AutoIndex),
        rows,
        micros,
        partition: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plan_is_asked_again_once_the_schema_changes() {
        let conn = Connection::open_in_memory().expect("db");
        conn.execute_batch("CREATE TABLE t (a INTEGER, b INTEGER)")
            .expect("table");
        let mut plans = Plans::default();
        let sql = "SELECT b FROM t WHERE a = ?1";
        let bind = [("?1", 5i64)];
        let (_, q) = run_planned(&conn, &mut plans, sql, &bind, 10).expect("run");
        assert_eq!(q.plan, ["SCAN t"]);
        conn.execute_batch("CREATE INDEX t_a ON t (a)")
            .expect("index");
        let (_, q) = run_planned(&conn, &mut plans, sql, &bind, 10).expect("run");
        assert_eq!(q.plan, ["SEARCH t USING INDEX t_a (a=?)"]);
        conn.execute_batch("DROP INDEX t_a").expect("drop");
        let (_, q) = run_planned(&conn, &mut plans, sql, &bind, 10).expect("run");
        assert_eq!(q.plan, ["SCAN t"]);
    }
}
