//! `reconcile`: the follows table and the reverse table compared row by row, and repaired.
//! Each table is read a page at a time on every partition and each page's rows are looked
//! up in the other table's partitions (all at once), so memory stays at a few pages
//! whatever the size: rows missing from the reverse table are inserted, rows it has that
//! the follows table lacks are deleted, both counted per partition.

use std::sync::Arc;
use std::time::Instant;

use super::Cluster;
use super::load::{Row, Table, pages};
use super::state::Change;
use crate::core::play::report::{PartCost, Spread, Step};
use crate::playground::Work;

/// What the comparison found, per partition of the reverse table.
#[derive(Debug, Clone, Default)]
pub struct Compared {
    pub missing: Vec<u64>,
    pub extra: Vec<u64>,
    pub spread: Spread,
}

impl Cluster {
    pub fn reconcile(&mut self, work: &mut Work<'_>) -> rusqlite::Result<Compared> {
        let n = self.n() as usize;
        let start = Instant::now();
        let mut scanned = vec![0u64; n];
        let mut spent = vec![0u64; n];
        let mut fixes: Vec<Change> = Vec::new();
        let mut out = Compared {
            missing: vec![0; n],
            extra: vec![0; n],
            ..Compared::default()
        };
        // Every edge of the table, looked for in the reverse table.
        for (i, node) in self.nodes.iter().enumerate() {
            let began = Instant::now();
            pages(node, Table::Follows, |rows| {
                work.add(rows.len() as u64)?;
                scanned[i] += rows.len() as u64;
                let lost = self.absent(rows, Table::Reverse)?;
                for r in lost {
                    out.missing[self.route_by_followee(r.0, r.1) as usize] += 1;
                    fixes.push((1, r.0, r.1, r.2));
                }
                Ok(())
            })?;
            spent[i] += began.elapsed().as_micros() as u64;
        }
        // Every row of the reverse table, looked for in the table.
        for (i, node) in self.nodes.iter().enumerate() {
            let began = Instant::now();
            pages(node, Table::Reverse, |rows| {
                work.add(rows.len() as u64)?;
                scanned[i] += rows.len() as u64;
                for r in self.absent(rows, Table::Follows)? {
                    out.extra[i] += 1;
                    fixes.push((-1, r.0, r.1, r.2));
                }
                Ok(())
            })?;
            spent[i] += began.elapsed().as_micros() as u64;
        }
        out.spread = Spread {
            step: Step::Compare,
            of: self.n(),
            parts: scanned
                .iter()
                .enumerate()
                .map(|(p, rows)| PartCost {
                    partition: p as u32,
                    rows: *rows,
                    micros: spent[p],
                    ..PartCost::default()
                })
                .collect(),
            wall_micros: start.elapsed().as_micros() as u64,
        };
        self.apply(&fixes)?;
        Ok(out)
    }

    /// The rows of `rows` that `table` lacks, looked up on the partitions it keeps them on.
    fn absent(&self, rows: Vec<Row>, table: Table) -> rusqlite::Result<Vec<Row>> {
        let mut per: Vec<Vec<Row>> = vec![Vec::new(); self.nodes.len()];
        for r in rows {
            let p = match table {
                Table::Follows => self.route(r.0, r.1),
                _ => self.route_by_followee(r.0, r.1),
            };
            per[p as usize].push(r);
        }
        let parts: Vec<u32> = (0..self.n())
            .filter(|p| !per[*p as usize].is_empty())
            .collect();
        let per = Arc::new(per);
        let sql = match table {
            Table::Follows => "SELECT 1 FROM follows WHERE follower_id = ?1 AND followee_id = ?2",
            _ => "SELECT 1 FROM followers_by_followee WHERE followee_id = ?2 AND follower_id = ?1",
        };
        let (found, _) = self.scatter(&parts, move |c, p| {
            let mut stmt = c.prepare_cached(sql)?;
            let mut lost = Vec::new();
            for r in &per[p as usize] {
                if !stmt.exists([r.0, r.1])? {
                    lost.push(*r);
                }
            }
            Ok(lost)
        })?;
        Ok(found.into_iter().flat_map(|(_, l)| l).collect())
    }

    /// Followers per account for accounts `lo..=hi`, from the reverse table when there is
    /// one (a range of its key), else from the table's partitions.
    pub fn followers_in(&self, lo: i64, hi: i64) -> rusqlite::Result<Vec<(i64, i64)>> {
        let sql = if self.reverse {
            "SELECT followee_id, count(*) FROM followers_by_followee \
             WHERE followee_id BETWEEN ?1 AND ?2 GROUP BY followee_id"
        } else {
            "SELECT followee_id, count(*) FROM follows \
             WHERE followee_id BETWEEN ?1 AND ?2 GROUP BY followee_id"
        };
        let (ran, _) = self.scatter(&self.all(), move |c, _| {
            let mut stmt = c.prepare_cached(sql)?;
            let rows = stmt.query_map([lo, hi], |r| Ok((r.get(0)?, r.get(1)?)))?;
            rows.collect::<rusqlite::Result<Vec<(i64, i64)>>>()
        })?;
        let mut all: Vec<(i64, i64)> = ran.into_iter().flat_map(|(_, r)| r).collect();
        all.sort_unstable();
        // An account split over buckets has a count on each of its partitions.
        let mut out: Vec<(i64, i64)> = Vec::with_capacity(all.len());
        for (id, n) in all {
            match out.last_mut() {
                Some((last, total)) if *last == id => *total += n,
                _ => out.push((id, n)),
            }
        }
        Ok(out)
    }
}
