//! One statement of a defined playground run on one connection: its `:name` parameters
//! bound from the command's values, its rows kept as values (so a scatter can merge them
//! by the statement's own order), its plan and its cost counters.

use std::time::Instant;

use rusqlite::Connection;
use rusqlite::types::Value;

use crate::core::play::report::Query;
use crate::core::playdef::line;
use crate::playground::measure;

/// What a statement gave: its columns, the rows kept, what it changed, and its cost.
#[derive(Debug, Clone, Default)]
pub struct Ran {
    pub columns: Vec<String>,
    pub rows: Vec<Vec<Value>>,
    pub changed: u64,
    pub query: Query,
}

/// Runs `sql` with `binds`, keeping up to `keep` rows (every row is stepped through and
/// counted). The statement is prepared once per connection and kept.
pub fn statement(
    conn: &Connection,
    sql: &str,
    binds: &[(String, line::Value)],
    keep: usize,
    with_plan: bool,
) -> rusqlite::Result<Ran> {
    let plan = if with_plan {
        explain(conn, sql, binds).unwrap_or_default()
    } else {
        Vec::new()
    };
    let mut stmt = conn.prepare_cached(sql)?;
    bind(&mut stmt, binds)?;
    let columns: Vec<String> = stmt.column_names().map(|s| s.to_string()).collect();
    let n = columns.len();
    let start = Instant::now();
    let mut rows = Vec::new();
    let mut count = 0u64;
    let mut changed = 0u64;
    if n == 0 {
        changed = stmt.raw_execute()? as u64;
    } else {
        let mut it = stmt.raw_query();
        while let Some(r) = it.next()? {
            if rows.len() < keep {
                let mut row = Vec::with_capacity(n);
                for i in 0..n {
                    row.push(r.get::<_, Value>(i)?);
                }
                rows.push(row);
            }
            count += 1;
        }
    }
    let micros = start.elapsed().as_micros() as u64;
    let query = measure::costed(&stmt, sql, plan, count, micros);
    // The bindings stay with a cached statement: cleared so none outlives its command.
    stmt.clear_bindings();
    Ok(Ran {
        columns,
        rows,
        changed,
        query,
    })
}

fn bind(
    stmt: &mut rusqlite::Statement<'_>,
    binds: &[(String, line::Value)],
) -> rusqlite::Result<()> {
    for (name, v) in binds {
        let Some(i) = stmt.parameter_index(&format!(":{name}"))? else {
            continue;
        };
        match v {
            line::Value::Int(n) => stmt.raw_bind_parameter(i, n)?,
            line::Value::Text(t) => stmt.raw_bind_parameter(i, t)?,
        }
    }
    Ok(())
}

/// The query plan, one line per step indented by depth, as the follow graph shows it.
fn explain(
    conn: &Connection,
    sql: &str,
    binds: &[(String, line::Value)],
) -> rusqlite::Result<Vec<String>> {
    let mut stmt = conn.prepare_cached(&format!("EXPLAIN QUERY PLAN {sql}"))?;
    bind(&mut stmt, binds)?;
    let mut steps: Vec<(i64, i64, String)> = Vec::new();
    {
        let mut rows = stmt.raw_query();
        while let Some(r) = rows.next()? {
            steps.push((r.get(0)?, r.get(1)?, r.get(3)?));
        }
    }
    stmt.clear_bindings();
    let mut out = Vec::new();
    let mut depth: Vec<(i64, usize)> = Vec::new();
    for (id, parent, detail) in steps {
        let d = (depth.iter())
            .find(|(i, _)| *i == parent)
            .map_or(0, |(_, d)| d + 1);
        depth.push((id, d));
        out.push(format!("{}{detail}", "  ".repeat(d)));
    }
    Ok(out)
}

/// A value as the result table shows it.
pub fn shown(v: &Value) -> String {
    measure::text(v.into())
}

/// Orders two values as SQLite does: NULL first, then numbers, then text, then blobs.
pub fn compare(a: &Value, b: &Value) -> std::cmp::Ordering {
    use std::cmp::Ordering;
    let rank = |v: &Value| match v {
        Value::Null => 0,
        Value::Integer(_) | Value::Real(_) => 1,
        Value::Text(_) => 2,
        Value::Blob(_) => 3,
    };
    let num = |v: &Value| match v {
        Value::Integer(i) => *i as f64,
        Value::Real(f) => *f,
        _ => 0.0,
    };
    match (a, b) {
        (Value::Integer(x), Value::Integer(y)) => x.cmp(y),
        (Value::Text(x), Value::Text(y)) => x.cmp(y),
        (Value::Blob(x), Value::Blob(y)) => x.cmp(y),
        _ if rank(a) != rank(b) => rank(a).cmp(&rank(b)),
        _ => num(a).partial_cmp(&num(b)).unwrap_or(Ordering::Equal),
    }
}

/// The plan of a statement whose parameters are not known (all NULL): what SQLite would
/// do, for showing what an index changed.
pub fn plan_only(conn: &Connection, sql: &str) -> rusqlite::Result<Vec<String>> {
    explain(conn, sql, &[])
}
