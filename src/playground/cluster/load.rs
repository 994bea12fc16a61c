//! Filling partitions: rows go in batches to each partition's thread, inside one
//! transaction per partition that is committed only once every row is in, so a stop or an
//! error rolls every partition back. And reading a table out of a partition page by page
//! (keyset on its key), so the same partitions can be read and written in one move
//! without a thread waiting on itself, and memory stays flat whatever the size.

use std::collections::VecDeque;
use std::sync::mpsc::Receiver;

use super::node::{self, Node};

/// (follower, followee, created_at).
pub type Row = (i64, i64, i64);

/// Rows per batch and batches in flight per partition: enough to keep every partition
/// busy, few enough to hold memory to a few MB.
const BATCH: usize = 4096;
const IN_FLIGHT: usize = 4;

/// The tables rows are loaded into, with their key order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Table {
    Follows,
    Reverse,
    /// The covering global index (with `created_at`).
    Gsi,
    /// The global index of keys only: a lookup goes back to the table for the rest.
    GsiKeys,
}

impl Table {
    pub fn name(self) -> &'static str {
        match self {
            Table::Follows => "follows",
            Table::Reverse => "followers_by_followee",
            Table::Gsi | Table::GsiKeys => "gsi_by_followee",
        }
    }

    fn insert(self) -> &'static str {
        match self {
            Table::Follows => {
                "INSERT INTO follows (follower_id, followee_id, created_at) VALUES (?1, ?2, ?3)"
            }
            Table::Reverse => {
                "INSERT OR REPLACE INTO followers_by_followee (follower_id, followee_id, created_at) \
                 VALUES (?1, ?2, ?3)"
            }
            Table::Gsi => {
                "INSERT OR REPLACE INTO gsi_by_followee (follower_id, followee_id, created_at) \
                 VALUES (?1, ?2, ?3)"
            }
            Table::GsiKeys => {
                "INSERT OR REPLACE INTO gsi_by_followee (follower_id, followee_id) VALUES (?1, ?2)"
            }
        }
    }

    /// One page after a key, in key order; the key's first column first.
    fn page(self) -> &'static str {
        match self {
            Table::Follows => {
                "SELECT follower_id, followee_id, created_at FROM follows \
                 WHERE (follower_id, followee_id) > (?1, ?2) \
                 ORDER BY follower_id, followee_id LIMIT ?3"
            }
            Table::Reverse => {
                "SELECT follower_id, followee_id, created_at FROM followers_by_followee \
                 WHERE (followee_id, follower_id) > (?1, ?2) \
                 ORDER BY followee_id, follower_id LIMIT ?3"
            }
            Table::Gsi | Table::GsiKeys => {
                "SELECT follower_id, followee_id, 0 FROM gsi_by_followee \
                 WHERE (followee_id, follower_id) > (?1, ?2) \
                 ORDER BY followee_id, follower_id LIMIT ?3"
            }
        }
    }

    /// A row's key in this table's order.
    fn key(self, r: &Row) -> (i64, i64) {
        match self {
            Table::Follows => (r.0, r.1),
            _ => (r.1, r.0),
        }
    }
}

pub struct Loader<'a> {
    nodes: &'a [Node],
    table: Table,
    batches: Vec<Vec<Row>>,
    in_flight: Vec<VecDeque<Receiver<rusqlite::Result<()>>>>,
    pub rows: u64,
}

impl<'a> Loader<'a> {
    /// Opens a transaction on every partition; `clear` empties the table first.
    pub fn begin(nodes: &'a [Node], table: Table, clear: bool) -> rusqlite::Result<Loader<'a>> {
        let loader = Loader {
            nodes,
            table,
            batches: vec![Vec::new(); nodes.len()],
            in_flight: (0..nodes.len()).map(|_| VecDeque::new()).collect(),
            rows: 0,
        };
        let sql = if clear {
            match table {
                Table::Follows => "BEGIN; DELETE FROM follows;",
                Table::Reverse => "BEGIN; DELETE FROM followers_by_followee;",
                Table::Gsi | Table::GsiKeys => "BEGIN; DELETE FROM gsi_by_followee;",
            }
        } else {
            "BEGIN"
        };
        let began: Vec<_> = nodes.iter().map(|n| n.batch(sql)).collect();
        let mut failed = None;
        for rx in began {
            if let Err(e) = node::wait(rx) {
                failed = failed.or(Some(e));
            }
        }
        match failed {
            None => Ok(loader),
            Some(e) => {
                loader.rollback();
                Err(e)
            }
        }
    }

    /// Runs `sql` with one text parameter on every partition, inside the load's
    /// transactions (a delete of the rows about to be loaded again elsewhere).
    pub fn exec_all(&self, sql: String, param: String) -> rusqlite::Result<()> {
        let asked: Vec<_> = self
            .nodes
            .iter()
            .map(|n| {
                let (sql, param) = (sql.clone(), param.clone());
                n.ask(move |c| c.execute(&sql, [param]).map(|_| ()))
            })
            .collect();
        asked.into_iter().try_for_each(node::wait)
    }

    pub fn push(&mut self, p: u32, row: Row) -> rusqlite::Result<()> {
        let b = &mut self.batches[p as usize];
        b.push(row);
        self.rows += 1;
        if b.len() >= BATCH {
            self.flush(p as usize)?;
        }
        Ok(())
    }

    fn flush(&mut self, p: usize) -> rusqlite::Result<()> {
        let rows = std::mem::take(&mut self.batches[p]);
        if rows.is_empty() {
            return Ok(());
        }
        let sql = self.table.insert();
        let keys_only = self.table == Table::GsiKeys;
        let rx = self.nodes[p].ask(move |c| {
            let mut stmt = c.prepare_cached(sql)?;
            for (a, b, at) in rows {
                if keys_only {
                    stmt.execute([a, b])?;
                } else {
                    stmt.execute([a, b, at])?;
                }
            }
            Ok(())
        });
        self.in_flight[p].push_back(rx);
        while self.in_flight[p].len() > IN_FLIGHT {
            if let Some(rx) = self.in_flight[p].pop_front() {
                node::wait(rx)?;
            }
        }
        Ok(())
    }

    /// Every row written: commits every partition.
    pub fn commit(mut self) -> rusqlite::Result<u64> {
        let written = (0..self.nodes.len())
            .try_for_each(|p| self.flush(p))
            .and_then(|()| self.drain());
        if let Err(e) = written {
            self.rollback();
            return Err(e);
        }
        let done: Vec<_> = self.nodes.iter().map(|n| n.batch("COMMIT")).collect();
        for rx in done {
            node::wait(rx)?;
        }
        Ok(self.rows)
    }

    fn drain(&mut self) -> rusqlite::Result<()> {
        let mut first = Ok(());
        for q in &mut self.in_flight {
            while let Some(rx) = q.pop_front() {
                if let Err(e) = node::wait(rx) {
                    first = first.and(Err(e));
                }
            }
        }
        first
    }

    /// Gives up: every partition back to before `begin`.
    pub fn rollback(mut self) {
        let _ = self.drain();
        let undone: Vec<_> = self.nodes.iter().map(|n| n.batch("ROLLBACK")).collect();
        for rx in undone {
            // Already rolled back by an interrupt: nothing to undo.
            let _ = node::wait(rx);
        }
    }
}

/// Every row of `table` on `node`, in key order, a page at a time; the next page is asked
/// for while this one is handled.
pub fn pages(
    node: &Node,
    table: Table,
    mut each: impl FnMut(Vec<Row>) -> rusqlite::Result<()>,
) -> rusqlite::Result<()> {
    let ask = |after: (i64, i64)| {
        node.ask(move |c| {
            let mut stmt = c.prepare_cached(table.page())?;
            let rows = stmt.query_map([after.0, after.1, BATCH as i64], |r| {
                Ok((r.get(0)?, r.get(1)?, r.get(2)?))
            })?;
            rows.collect::<rusqlite::Result<Vec<Row>>>()
        })
    };
    let mut next = ask((i64::MIN, i64::MIN));
    loop {
        let page = node::wait(next)?;
        let Some(last) = page.last() else {
            return Ok(());
        };
        let full = page.len() == BATCH;
        next = ask(table.key(last));
        each(page)?;
        if !full {
            // The page asked for in advance is empty; its answer is not needed.
            return Ok(());
        }
    }
}
