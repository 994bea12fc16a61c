//! `partition`, `unpartition` and `hotspot` on a defined playground: its tables moved onto
//! `n` partitions, each a SQLite database on its own thread as the follow graph's are,
//! every table split by its key (by the hash the follow graph routes by) or copied whole
//! to each partition; back into the one store; and how evenly the rows, reads and writes
//! fall.

use std::sync::Arc;

use rusqlite::types::Value;

use super::route::slot_of;
use super::state::{Defined, Split};
use crate::core::play::defnote::DefNote;
use crate::core::play::report::{ChartKind, Note, Report};
use crate::playground::cluster::{Node, wait};
use crate::playground::generate::Counting;

/// Rows sent to a partition at a time while moving.
const BATCH: usize = 8192;

type Keys = Vec<(String, Option<String>)>;

impl Defined {
    /// How the tables are split now: partitions and each table's key.
    pub(super) fn split_keys(&self) -> Option<(u32, Keys)> {
        self.split.as_ref().map(|s| (s.n(), s.keys.clone()))
    }

    /// `partition N by COLUMN` (every table that has the column is split by it, the others
    /// copied), or `partition` as the course declares it.
    pub(super) fn partition(
        &mut self,
        asked: Option<(u32, String)>,
        progress: Counting<'_>,
    ) -> rusqlite::Result<Report> {
        let (n, keys): (u32, Keys) = match asked {
            Some((n, column)) => {
                let keys = (self.def.tables.iter())
                    .map(|t| {
                        (
                            t.name.clone(),
                            t.columns.contains(&column).then(|| column.clone()),
                        )
                    })
                    .collect();
                (n, keys)
            }
            None => {
                let n = (self.def.tables.iter())
                    .find_map(|t| t.partition.as_ref().map(|p| p.count as u32))
                    .unwrap_or(1);
                let keys = (self.def.tables.iter())
                    .map(|t| (t.name.clone(), t.partition.as_ref().map(|p| p.by.clone())))
                    .collect();
                (n, keys)
            }
        };
        let start = std::time::Instant::now();
        self.unsplit_quietly()?;
        let rows = self.split_into(n, keys.clone(), progress)?;
        let millis = start.elapsed().as_millis() as u64;
        Ok(Report::note(Note::Defined(DefNote::Partitioned {
            n,
            tables: keys,
            rows,
            millis,
        })))
    }

    pub(super) fn unpartition(&mut self) -> rusqlite::Result<Report> {
        let start = std::time::Instant::now();
        let rows = self.unsplit_quietly()?;
        let millis = start.elapsed().as_millis() as u64;
        Ok(Report::note(Note::Defined(DefNote::Unpartitioned {
            rows,
            millis,
        })))
    }

    /// Moves every row from the one store onto `n` new partitions; returns the rows moved.
    pub(super) fn split_into(
        &mut self,
        n: u32,
        keys: Keys,
        progress: Counting<'_>,
    ) -> rusqlite::Result<u64> {
        self.plans.clear();
        let schema = self.schema_sql();
        let nodes = (0..n)
            .map(|_| Node::open_with(None, true, &self.cancel, &schema))
            .collect::<rusqlite::Result<Vec<Node>>>()?;
        let mut handles = vec![Arc::clone(&self.interrupt)];
        handles.extend(nodes.iter().map(|x| Arc::clone(&x.interrupt)));
        self.cancel.set_handles(handles);
        let total: u64 = (self.def.tables.iter())
            .map(|t| self.count(&t.name))
            .sum::<rusqlite::Result<u64>>()?;
        let mut work = crate::playground::cancel::Work::new(&self.cancel, progress, total);
        let mut moved = 0;
        for (table, key) in &keys {
            let columns = super::columns_of(&self.conn, table)?;
            let at = key
                .as_ref()
                .and_then(|k| columns.iter().position(|c| c == k));
            let insert = format!(
                "INSERT INTO {table} ({}) VALUES ({})",
                columns.join(", "),
                vec!["?"; columns.len()].join(", ")
            );
            let mut batches: Vec<Vec<Vec<Value>>> = vec![Vec::new(); n as usize];
            let mut stmt = self
                .conn
                .prepare(&format!("SELECT {} FROM {table}", columns.join(", ")))?;
            let mut rows = stmt.query([])?;
            let mut pending = Vec::new();
            while let Some(r) = rows.next()? {
                let row: Vec<Value> = (0..columns.len())
                    .map(|i| r.get::<_, Value>(i))
                    .collect::<rusqlite::Result<_>>()?;
                match at {
                    Some(i) => batches[slot_of(&row[i], n) as usize].push(row),
                    None => batches.iter_mut().for_each(|b| b.push(row.clone())),
                }
                moved += 1;
                if moved % BATCH as u64 == 0 {
                    pending.extend(send(&nodes, &mut batches, &insert));
                    work.add(BATCH as u64)?;
                }
            }
            pending.extend(send(&nodes, &mut batches, &insert));
            for rx in pending {
                wait(rx)?;
            }
        }
        for (table, _) in &keys {
            self.conn.execute_batch(&format!("DELETE FROM {table}"))?;
        }
        self.split = Some(Split {
            nodes,
            keys,
            reads: vec![0; n as usize],
            writes: vec![0; n as usize],
        });
        Ok(moved)
    }

    /// Moves every row back into the one store and closes the partitions; the rows moved.
    pub(super) fn unsplit_quietly(&mut self) -> rusqlite::Result<u64> {
        let Some(split) = self.split.take() else {
            return Ok(0);
        };
        self.plans.clear();
        self.cancel.set_handles(vec![Arc::clone(&self.interrupt)]);
        let mut moved = 0;
        for (table, key) in &split.keys {
            let columns = super::columns_of(&self.conn, table)?;
            // A copied table is whole on every partition: the first one's copy is the table.
            let from: Vec<&Node> = match key {
                Some(_) => split.nodes.iter().collect(),
                None => split.nodes.iter().take(1).collect(),
            };
            let select = format!("SELECT {} FROM {table}", columns.join(", "));
            let insert = format!(
                "INSERT INTO {table} ({}) VALUES ({})",
                columns.join(", "),
                vec!["?"; columns.len()].join(", ")
            );
            let tx = self.conn.unchecked_transaction()?;
            {
                let mut stmt = tx.prepare(&insert)?;
                for node in from {
                    let (sql, width) = (select.clone(), columns.len());
                    let rows = node.call(move |c| {
                        let mut s = c.prepare(&sql)?;
                        let mut out = Vec::new();
                        let mut it = s.query([])?;
                        while let Some(r) = it.next()? {
                            out.push(
                                (0..width)
                                    .map(|i| r.get::<_, Value>(i))
                                    .collect::<rusqlite::Result<Vec<Value>>>()?,
                            );
                        }
                        Ok(out)
                    })?;
                    for row in rows {
                        stmt.execute(rusqlite::params_from_iter(row.iter()))?;
                        moved += 1;
                    }
                }
            }
            tx.commit()?;
        }
        Ok(moved)
    }

    /// Rows of each split table, and the reads and writes, per partition.
    pub(super) fn hotspot(&mut self) -> rusqlite::Result<Report> {
        let Some(split) = &self.split else {
            let mut r = Report::note(Note::NeedsPartitions);
            r.notes.push(Note::Unchanged);
            return Ok(r);
        };
        let mut r = Report::default();
        for (table, key) in &split.keys {
            if key.is_none() {
                continue;
            }
            let mut values = Vec::new();
            for node in &split.nodes {
                let sql = format!("SELECT count(*) FROM {table}");
                values.push(
                    node.call(move |c| c.query_row(&sql, [], |r| r.get::<_, i64>(0)))? as u64,
                );
            }
            crate::playground::hotspot::charted(
                &mut r,
                ChartKind::TableRows(table.clone()),
                values,
            );
        }
        let (reads, writes) = (split.reads.clone(), split.writes.clone());
        if reads.iter().any(|v| *v > 0) {
            crate::playground::hotspot::charted(&mut r, ChartKind::Reads, reads);
        }
        if writes.iter().any(|v| *v > 0) {
            crate::playground::hotspot::charted(&mut r, ChartKind::Writes, writes);
        }
        Ok(r)
    }

    fn count(&self, table: &str) -> rusqlite::Result<u64> {
        self.conn
            .query_row(&format!("SELECT count(*) FROM {table}"), [], |r| {
                r.get::<_, i64>(0)
            })
            .map(|n| n as u64)
    }
}

/// Hands each partition its batch of rows, inserted in one transaction there.
fn send(
    nodes: &[Node],
    batches: &mut [Vec<Vec<Value>>],
    insert: &str,
) -> Vec<std::sync::mpsc::Receiver<rusqlite::Result<()>>> {
    let mut out = Vec::new();
    for (node, batch) in nodes.iter().zip(batches.iter_mut()) {
        if batch.is_empty() {
            continue;
        }
        let rows = std::mem::take(batch);
        let sql = insert.to_string();
        out.push(node.ask(move |c| {
            let tx = c.unchecked_transaction()?;
            {
                let mut stmt = tx.prepare_cached(&sql)?;
                for row in &rows {
                    stmt.execute(rusqlite::params_from_iter(row.iter()))?;
                }
            }
            tx.commit()
        }));
    }
    out
}
