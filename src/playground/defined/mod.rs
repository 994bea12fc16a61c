//! A playground a course defines, running: its tables made from the course's SQL on a
//! store of its own (in memory), `gen` filling them as the course says, its commands run
//! with their parameters bound, and, once partitioned, each statement routed to the
//! partition its key names or scattered to all. Every command reports what the follow
//! graph's do: rows, the SQL, the plan, the cost counters, the time and the partitions
//! touched, under the same guard, deadlines and cancel.

mod exec;
mod fill;
mod fold;
mod own;
mod route;
mod run;
mod split;
mod state;

use std::sync::Arc;

use rusqlite::Connection;

pub use state::Defined;

use super::cancel::Cancel;
use super::guard::Guard;
use crate::core::playdef::Definition;

impl Defined {
    /// A fresh playground of `d`: its tables and the indexes that start on, no rows. `cancel`
    /// is the playground's, so a stop reaches this one's statements.
    pub fn new(d: &Definition, cancel: &Cancel) -> rusqlite::Result<Defined> {
        let mut conn = Connection::open_in_memory()?;
        conn.execute_batch("PRAGMA journal_mode = MEMORY; PRAGMA synchronous = OFF;")?;
        let guard = Guard::default();
        guard.install(&mut conn, cancel)?;
        let on: Vec<String> = (d.tables.iter())
            .flat_map(|t| t.indexes.iter().filter(|i| i.on).map(|i| i.name.clone()))
            .collect();
        let interrupt = Arc::new(conn.get_interrupt_handle());
        cancel.set_handles(vec![Arc::clone(&interrupt)]);
        let mut def = d.clone();
        let p = Defined {
            def: d.clone(),
            conn,
            guard,
            cancel: cancel.clone(),
            interrupt,
            explain: true,
            split: None,
            on,
            plans: Default::default(),
        };
        p.conn.execute_batch(&p.schema_sql())?;
        // The columns as SQLite made them, for `partition N by COLUMN`.
        for t in &mut def.tables {
            t.columns = columns_of(&p.conn, &t.name)?;
        }
        Ok(Defined { def, ..p })
    }

    pub fn id(&self) -> &str {
        &self.def.id
    }

    pub fn definition(&self) -> &Definition {
        &self.def
    }

    /// Every table's statement, then the indexes that are on.
    fn schema_sql(&self) -> String {
        let mut out = String::new();
        for t in &self.def.tables {
            out.push_str(t.ddl.trim().trim_end_matches(';'));
            out.push_str(";\n");
        }
        for t in &self.def.tables {
            for i in t.indexes.iter().filter(|i| self.on.contains(&i.name)) {
                out.push_str(i.ddl.trim().trim_end_matches(';'));
                out.push_str(";\n");
            }
        }
        out
    }

    /// The tables (a split one with its partitions and key: `orders ×8 customer_id`) and
    /// their indexes that are on, for the side panel. Names only: no words to translate.
    pub fn schema_lines(&self) -> Vec<String> {
        let mut out = Vec::new();
        for t in &self.def.tables {
            match self
                .split
                .as_ref()
                .and_then(|s| s.key(&t.name).map(|k| (s.n(), k)))
            {
                Some((n, k)) => out.push(format!("{} ×{n} {k}", t.name)),
                None => out.push(t.name.clone()),
            }
            for i in t.indexes.iter().filter(|i| self.on.contains(&i.name)) {
                out.push(format!("  {}", i.name));
            }
        }
        out
    }
}

/// A table's columns, in order.
pub(super) fn columns_of(conn: &Connection, table: &str) -> rusqlite::Result<Vec<String>> {
    let mut stmt = conn.prepare("SELECT name FROM pragma_table_info(?1)")?;
    let names = stmt.query_map([table], |r| r.get(0))?;
    names.collect()
}

#[cfg(test)]
mod tests;
