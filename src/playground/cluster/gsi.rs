//! A global secondary index by followee (the case study of lesson M13.07): the follows table stays split by
//! follower, and the index, split by followee, lives on the same nodes as its own table. A
//! follow writes two partitions as the two steps of a two-phase commit; a lookup by
//! followee asks one index partition and, unless the index covers the columns asked for,
//! goes back to the table's partitions for each row (a scatter of batched point lookups).

use super::load::Table;
use super::{Cluster, StepDone};
use crate::core::partition;
use crate::core::play::Page;
use crate::core::play::report::{PartCost, Query, Step};
use crate::playground::{Work, measure};

/// The index table: keys only, or covering (with `created_at`, so a lookup needs nothing
/// from the table).
fn create(covering: bool) -> &'static str {
    if covering {
        "DROP TABLE IF EXISTS gsi_by_followee;
         CREATE TABLE gsi_by_followee (
           followee_id INTEGER NOT NULL, follower_id INTEGER NOT NULL,
           created_at INTEGER NOT NULL, PRIMARY KEY (followee_id, follower_id)) WITHOUT ROWID;"
    } else {
        "DROP TABLE IF EXISTS gsi_by_followee;
         CREATE TABLE gsi_by_followee (
           followee_id INTEGER NOT NULL, follower_id INTEGER NOT NULL,
           PRIMARY KEY (followee_id, follower_id)) WITHOUT ROWID;"
    }
}

/// A page of followers with the time each followed.
pub struct Found {
    pub rows: Vec<(i64, i64)>,
    pub steps: Vec<StepDone>,
}

/// A follow written as a two-phase commit: whether the table changed, the steps, and the
/// table's and the index's partitions.
pub struct TwoPhase {
    pub changed: bool,
    pub steps: Vec<StepDone>,
    pub table: u32,
    pub index: u32,
}

impl Cluster {
    /// `gsi on followee [covering]`: the index built from the table. Returns its rows.
    pub fn gsi_on(&mut self, covering: bool, work: &mut Work<'_>) -> rusqlite::Result<u64> {
        self.on_all(create(covering))?;
        let table = if covering { Table::Gsi } else { Table::GsiKeys };
        match self.refill(table, work) {
            Ok(rows) => {
                self.gsi = Some(covering);
                Ok(rows)
            }
            Err(e) => {
                let _ = self.on_all("DROP TABLE IF EXISTS gsi_by_followee");
                Err(e)
            }
        }
    }

    pub fn gsi_off(&mut self) -> rusqlite::Result<()> {
        self.on_all("DROP TABLE IF EXISTS gsi_by_followee")?;
        self.gsi = None;
        Ok(())
    }

    /// A follow or unfollow in the table's partition and the index's, as a two-phase
    /// commit: both write inside an open transaction (prepare), then both commit. Returns
    /// whether the table changed, the two steps, and the two partitions.
    pub fn write_two_phase(
        &mut self,
        a: i64,
        b: i64,
        insert: bool,
        outbox: bool,
    ) -> rusqlite::Result<TwoPhase> {
        let covering = self.gsi == Some(true);
        let (pt, pi) = (self.route(a, b), partition::slot(b, self.n()));
        let parts: Vec<u32> = if pt == pi { vec![pt] } else { vec![pt, pi] };
        // Prepare: each partition opens a transaction and writes its row.
        let prepared = self.scatter(&parts, move |c, p| {
            c.execute_batch("BEGIN IMMEDIATE")?;
            let mut out = Vec::new();
            if p == pt {
                let sql = if insert {
                    "INSERT OR IGNORE INTO follows (follower_id, followee_id, created_at) \
                     VALUES (?1, ?2, unixepoch())"
                } else {
                    "DELETE FROM follows WHERE follower_id = ?1 AND followee_id = ?2"
                };
                let (done, q) = measure::exec(c, sql, [a, b]);
                let n = done?;
                if outbox && n > 0 {
                    c.execute(
                        "INSERT INTO outbox (op, follower_id, followee_id, created_at) \
                         VALUES (?1, ?2, ?3, unixepoch())",
                        [if insert { 1 } else { -1 }, a, b],
                    )?;
                }
                out.push((Step::Write, n, q));
            }
            if p == pi {
                let sql = match (insert, covering) {
                    (true, true) => {
                        "INSERT OR IGNORE INTO gsi_by_followee (followee_id, follower_id, created_at) \
                         VALUES (?2, ?1, unixepoch())"
                    }
                    (true, false) => {
                        "INSERT OR IGNORE INTO gsi_by_followee (followee_id, follower_id) \
                         VALUES (?2, ?1)"
                    }
                    (false, _) => {
                        "DELETE FROM gsi_by_followee WHERE followee_id = ?2 AND follower_id = ?1"
                    }
                };
                let (done, q) = measure::exec(c, sql, [a, b]);
                out.push((Step::IndexWrite, done?, q));
            }
            Ok(out)
        });
        let (prepared, wall) = match prepared {
            Ok(p) => p,
            Err(e) => {
                let _ = self.scatter(&parts, |c, _| c.execute_batch("ROLLBACK"));
                return Err(e);
            }
        };
        // Commit: both, once both are prepared.
        let (_, commit_wall) = self.scatter(&parts, |c, _| c.execute_batch("COMMIT"))?;
        self.tally(&parts, true);
        let mut changed = false;
        let mut steps = Vec::new();
        for (p, writes) in prepared {
            for (step, n, q) in writes {
                if step == Step::Write {
                    changed = n > 0;
                }
                let (spread, query) = self.spread(step, &[(p, q)], wall + commit_wall);
                steps.push((spread, query));
            }
        }
        steps.sort_by_key(|(s, _)| s.step != Step::Write);
        Ok(TwoPhase {
            changed,
            steps,
            table: pt,
            index: pi,
        })
    }

    /// `followers B` by the global index: one index partition, then, without covering,
    /// the table's partitions for `created_at`.
    pub fn gsi_followers(
        &mut self,
        b: i64,
        limit: u64,
        page: Page,
        with_plan: bool,
    ) -> rusqlite::Result<Found> {
        let covering = self.gsi == Some(true);
        let pi = partition::slot(b, self.n());
        let (after, skip) = match page {
            Page::After(a) => (a, 0),
            Page::Offset(o) => (i64::MIN, o as i64),
            Page::First => (i64::MIN, 0),
        };
        let sql = if covering {
            "SELECT follower_id, created_at FROM gsi_by_followee \
             WHERE followee_id = ?1 AND follower_id > ?2 ORDER BY follower_id LIMIT ?3 OFFSET ?4"
        } else {
            "SELECT follower_id, 0 FROM gsi_by_followee \
             WHERE followee_id = ?1 AND follower_id > ?2 ORDER BY follower_id LIMIT ?3 OFFSET ?4"
        };
        let (ran, wall) = self.scatter(&[pi], move |c, _| {
            pairs(c, sql, &[b, after, limit as i64, skip], with_plan)
        })?;
        self.tally(&[pi], false);
        let mut rows = Vec::new();
        let mut queries = Vec::new();
        for (p, (r, q)) in ran {
            rows = r;
            queries.push((p, q));
        }
        let mut steps = vec![self.spread(Step::IndexRead, &queries, wall)];
        if !covering && !rows.is_empty() {
            let (times, step) =
                self.back_to_table(b, rows.iter().map(|r| r.0).collect(), with_plan)?;
            rows = times;
            steps.push(step);
        }
        Ok(Found { rows, steps })
    }

    /// Each follower's row fetched from the table's partition it routes to, in one batch
    /// per partition (`IN`), all partitions at once.
    fn back_to_table(
        &mut self,
        b: i64,
        followers: Vec<i64>,
        with_plan: bool,
    ) -> rusqlite::Result<(Pairs, StepDone)> {
        let n = self.n();
        let mut per: Vec<Vec<i64>> = vec![Vec::new(); n as usize];
        for f in &followers {
            per[self.route(*f, b) as usize].push(*f);
        }
        let parts: Vec<u32> = (0..n).filter(|p| !per[*p as usize].is_empty()).collect();
        let per = std::sync::Arc::new(per);
        let (ran, wall) = self.scatter(&parts, move |c, p| {
            let ids = &per[p as usize];
            let marks = vec!["?"; ids.len()].join(", ");
            let sql = format!(
                "SELECT follower_id, created_at FROM follows \
                 WHERE follower_id IN ({marks}) AND followee_id = ?"
            );
            let mut values: Vec<i64> = ids.clone();
            values.push(b);
            pairs(c, &sql, &values, with_plan)
        })?;
        self.tally(&parts, false);
        let mut rows = Vec::with_capacity(followers.len());
        let mut queries = Vec::new();
        for (p, (r, q)) in ran {
            rows.extend(r);
            queries.push((p, q));
        }
        rows.sort_unstable();
        Ok((rows, self.spread(Step::BackToTable, &queries, wall)))
    }

    /// Mean time of `count` point lookups on each partition, all partitions at once: by
    /// the global index when there is one, else by the table's own key.
    pub fn sample_lookups(&self, users: i64, count: u32) -> rusqlite::Result<Vec<PartCost>> {
        let n = self.n();
        let by_index = self.gsi.is_some();
        let by = self.by;
        let (ran, _) = self.scatter(&self.all(), move |c, p| {
            // Accounts whose lookups land on this partition.
            let mine: Vec<i64> = (1..=users)
                .filter(|u| partition::slot(*u, n) == p)
                .take(count as usize)
                .collect();
            let sql = if by_index {
                "SELECT follower_id FROM gsi_by_followee WHERE followee_id = ?1 LIMIT 20"
            } else if by == crate::core::play::PartKey::Follower {
                "SELECT followee_id FROM follows WHERE follower_id = ?1 LIMIT 20"
            } else {
                "SELECT follower_id FROM follows WHERE followee_id = ?1 LIMIT 20"
            };
            let mut stmt = c.prepare_cached(sql)?;
            let start = std::time::Instant::now();
            let mut rows = 0u64;
            for u in &mine {
                let mut q = stmt.query([u])?;
                while q.next()?.is_some() {
                    rows += 1;
                }
            }
            Ok(PartCost {
                partition: p,
                rows,
                micros: start.elapsed().as_micros() as u64,
                vm_steps: mine.len() as u64,
                fullscan_steps: 0,
            })
        })?;
        Ok(ran.into_iter().map(|(_, c)| c).collect())
    }
}

/// (follower, created_at) rows.
type Pairs = Vec<(i64, i64)>;

/// Runs a query of (id, value) pairs with its cost.
fn pairs(
    c: &rusqlite::Connection,
    sql: &str,
    values: &[i64],
    with_plan: bool,
) -> rusqlite::Result<(Pairs, Query)> {
    let params = rusqlite::params_from_iter(values.iter());
    let plan = if with_plan {
        measure::plan(c, sql, rusqlite::params_from_iter(values.iter())).unwrap_or_default()
    } else {
        Vec::new()
    };
    let mut stmt = c.prepare(sql)?;
    let start = std::time::Instant::now();
    let rows = stmt
        .query_map(params, |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<rusqlite::Result<Vec<(i64, i64)>>>()?;
    let micros = start.elapsed().as_micros() as u64;
    let q = measure::costed(&stmt, sql, plan, rows.len() as u64, micros);
    Ok((rows, q))
}
