//! The relay: what waits in the outbox or the change log on each partition is read (all
//! partitions at once), applied to the reverse table on the partitions its rows live on,
//! and only then marked as sent, so a relay stopped in between delivers the same changes
//! again (at least once) and applying them again changes nothing (idempotent).

use super::Cluster;
use super::state::Change;
use super::sync::Relayed;
use crate::core::play::report::{Query, Spread, Step};

impl Cluster {
    /// Delivers what waits in the outbox or log: everything (`now` = `None`), or what was
    /// written at least `lag` commands before `now`.
    pub fn relay(&mut self, now: Option<(u64, u64)>) -> rusqlite::Result<Relayed> {
        let table = self.log_table();
        // The highest sequence due on each partition.
        let mut upto: Vec<Option<i64>> = vec![None; self.nodes.len()];
        match now {
            None => {
                upto = vec![Some(i64::MAX); self.nodes.len()];
                self.marks.clear();
            }
            Some((clock, lag)) => {
                while let Some(&(at, p, seq)) = self.marks.front() {
                    if at + lag > clock {
                        break;
                    }
                    let u = &mut upto[p as usize];
                    *u = Some(u.map_or(seq, |x| x.max(seq)));
                    self.marks.pop_front();
                }
            }
        }
        let parts: Vec<u32> = (0..self.n())
            .filter(|p| upto[*p as usize].is_some())
            .collect();
        let mut out = Relayed::default();
        if parts.is_empty() || !self.reverse {
            return Ok(out);
        }
        let limits: Vec<i64> = upto.iter().map(|u| u.unwrap_or(0)).collect();
        let sql = format!(
            "SELECT op, follower_id, followee_id, created_at FROM {table} \
             WHERE sent = 0 AND seq <= ?1 ORDER BY seq"
        );
        let (read, wall) = self.scatter(&parts, move |c, p| {
            let mut stmt = c.prepare(&sql)?;
            let start = std::time::Instant::now();
            let rows = stmt
                .query_map([limits[p as usize]], |r| {
                    Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?))
                })?
                .collect::<rusqlite::Result<Vec<Change>>>()?;
            let q = Query {
                sql: sql.clone(),
                rows: rows.len() as u64,
                micros: start.elapsed().as_micros() as u64,
                ..Query::default()
            };
            Ok((rows, q))
        })?;
        let batch: Vec<Change> = read
            .iter()
            .flat_map(|(_, (rows, _))| rows.clone())
            .collect();
        let queries: Vec<(u32, Query)> = read.iter().map(|(p, (_, q))| (*p, q.clone())).collect();
        out.spreads.push(self.spread(Step::Relay, &queries, wall).0);
        let (applied, changed, spread) = self.apply(&batch)?;
        out.applied = applied;
        out.changed = changed;
        out.spreads.extend(spread);
        self.last_batch = batch;
        if self.fault {
            // Applied, not yet marked: the next run delivers the same changes again.
            self.fault = false;
            out.fault = true;
            return Ok(out);
        }
        let marks: Vec<(u32, i64)> = read
            .iter()
            .map(|(p, _)| (*p, upto[*p as usize].unwrap_or(0)))
            .collect();
        let mark_sql = format!("UPDATE {table} SET sent = 1 WHERE sent = 0 AND seq <= ?1");
        for (p, seq) in marks {
            let sql = mark_sql.clone();
            self.nodes[p as usize].call(move |c| c.execute(&sql, [seq]).map(|_| ()))?;
        }
        Ok(out)
    }

    /// Applies changes to the reverse table, each on its partition: a follow is an insert
    /// that ignores a row already there, an unfollow a delete of what may be gone, so
    /// applying a change twice changes nothing the second time.
    pub fn apply(&mut self, batch: &[Change]) -> rusqlite::Result<(u64, u64, Option<Spread>)> {
        if batch.is_empty() {
            return Ok((0, 0, None));
        }
        let mut per: Vec<Vec<Change>> = vec![Vec::new(); self.nodes.len()];
        for ch in batch {
            per[self.route_by_followee(ch.1, ch.2) as usize].push(*ch);
        }
        let parts: Vec<u32> = (0..self.n())
            .filter(|p| !per[*p as usize].is_empty())
            .collect();
        let per = std::sync::Arc::new(per);
        let (ran, wall) = self.scatter(&parts, move |c, p| {
            let start = std::time::Instant::now();
            let tx = c.transaction()?;
            let mut changed = 0u64;
            for &(op, a, b, at) in &per[p as usize] {
                changed += if op > 0 {
                    tx.execute(
                        "INSERT OR IGNORE INTO followers_by_followee \
                         (followee_id, follower_id, created_at) VALUES (?1, ?2, ?3)",
                        [b, a, at],
                    )?
                } else {
                    tx.execute(
                        "DELETE FROM followers_by_followee WHERE followee_id = ?1 AND follower_id = ?2",
                        [b, a],
                    )?
                } as u64;
            }
            tx.commit()?;
            Ok(Query {
                sql: "INSERT OR IGNORE INTO followers_by_followee … / DELETE …".to_string(),
                rows: changed,
                micros: start.elapsed().as_micros() as u64,
                ..Query::default()
            })
        })?;
        self.tally(&parts, true);
        let changed = ran.iter().map(|(_, q)| q.rows).sum();
        let spread = self.spread(Step::ReverseWrite, &ran, wall).0;
        Ok((batch.len() as u64, changed, Some(spread)))
    }
}
