//! `stats`: how big each table and index of the playground is, in rows and in bytes (from
//! SQLite's `dbstat` virtual table, page by page); and the playground's whole condition, to
//! tell that `reset` leaves nothing behind.

use super::store::Playground;
use crate::core::play::report::{Note, Report, Size};

impl Playground {
    pub(super) fn stats(&mut self) -> rusqlite::Result<Report> {
        let mut sizes = sizes_in(&self.conn)?;
        if let Some(c) = &self.cluster {
            sizes.extend(partition_sizes(c)?);
        }
        Ok(Report::note(Note::Stats(sizes)))
    }
}

/// Everything that decides what the next command shows: the schema, the edges, and every
/// setting a command can change. Two playgrounds in the same condition answer alike.
#[derive(Debug, Clone, PartialEq)]
pub struct Condition {
    pub schema: Vec<String>,
    pub edges: u64,
    pub counters: u64,
    pub lag: u64,
    pub pending: usize,
    pub explain: bool,
    /// Partitions there are (0: the one store), and the relay's lag.
    pub partitions: u32,
    pub relay_lag: u64,
}

impl Playground {
    pub fn condition(&self) -> rusqlite::Result<Condition> {
        let count = |t: &str| {
            self.conn
                .query_row(&format!("SELECT count(*) FROM {t}"), [], |r| {
                    r.get::<_, i64>(0)
                })
                .map(|n| n as u64)
        };
        Ok(Condition {
            schema: self.schema_lines(),
            edges: self.edge_total()?,
            counters: count("follower_counts")?,
            lag: self.lag,
            pending: self.pending.len(),
            explain: self.explain,
            partitions: self.cluster.as_ref().map_or(0, |c| c.n()),
            relay_lag: self.relay_lag,
        })
    }
}

/// Each table and index of one database: its rows (an index has a row per row of its
/// table) and its bytes, from `dbstat` page by page.
pub(super) fn sizes_in(conn: &rusqlite::Connection) -> rusqlite::Result<Vec<Size>> {
    let mut stmt = conn.prepare(
        "SELECT s.name, m.type, m.tbl_name, sum(s.pgsize) FROM dbstat s \
         JOIN sqlite_schema m ON m.name = s.name \
         WHERE s.name NOT LIKE 'sqlite_%' GROUP BY s.name ORDER BY m.tbl_name, m.type DESC",
    )?;
    let found: Vec<(String, String, String, i64)> = stmt
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))?
        .collect::<rusqlite::Result<_>>()?;
    let mut sizes = Vec::with_capacity(found.len());
    for (name, kind, table, bytes) in found {
        let rows: i64 = conn.query_row(
            &format!("SELECT count(*) FROM \"{}\"", table.replace('"', "\"\"")),
            [],
            |r| r.get(0),
        )?;
        sizes.push(Size {
            name,
            kind,
            rows: Some(rows as u64),
            bytes: bytes as u64,
        });
    }
    Ok(sizes)
}

/// The tables and indexes of every partition added up, named `name ×N`.
fn partition_sizes(c: &super::cluster::Cluster) -> rusqlite::Result<Vec<Size>> {
    let (per, _) = c.scatter(&c.all(), |conn, _| sizes_in(conn))?;
    let mut sizes: Vec<Size> = Vec::new();
    for (_, found) in per {
        for one in found {
            let name = format!("{} ×{}", one.name, c.n());
            match sizes.iter_mut().find(|s| s.name == name) {
                Some(s) => {
                    s.rows = Some(s.rows.unwrap_or(0) + one.rows.unwrap_or(0));
                    s.bytes += one.bytes;
                }
                None => sizes.push(Size { name, ..one }),
            }
        }
    }
    Ok(sizes)
}
