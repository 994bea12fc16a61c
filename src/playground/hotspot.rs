//! The playground's commands about load on a partitioned store: `hotspot` (rows, reads and
//! writes per partition as bars, and the hottest partition's share), `buckets` (spreading
//! big accounts), `workload` (a seeded mix of reads and follows with the generator's skew)
//! and `reconcile` (the two tables and the counters made to agree).

use std::time::Instant;

use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};

use super::cancel::is_interrupt;
use super::cluster::{Buckets, Source, Table};
use super::generate::{Counting, Skew};
use super::schema;
use super::store::Playground;
use crate::core::play::report::{Chart, ChartKind, Note, Report};
use crate::core::play::{Gen, Page};

/// Accounts counted per step when the counters are compared with the edges.
const COUNTER_RANGE: i64 = 50_000;

/// Who a workload's operations are about: a celebrity as often as celebrities are
/// followed (celebrity k with weight 1/k, as its followers are max/k), otherwise an
/// ordinary account with the generator's skew.
struct Targets {
    skew: Skew,
    celebrities: u64,
    p_celeb: f64,
    harmonic: f64,
}

impl Targets {
    fn new(g: &Gen) -> Targets {
        let weight: f64 = (1..=g.celebrities).map(|k| g.max as f64 / k as f64).sum();
        Targets {
            skew: Skew::new(g),
            celebrities: g.celebrities,
            p_celeb: weight / (weight + (g.users * g.avg) as f64).max(1.0),
            harmonic: (1..=g.celebrities).map(|k| 1.0 / k as f64).sum(),
        }
    }

    fn draw(&self, rng: &mut ChaCha8Rng) -> i64 {
        if self.celebrities == 0 || rng.random::<f64>() >= self.p_celeb {
            return self.skew.ordinary(rng);
        }
        let mut x = rng.random::<f64>() * self.harmonic;
        let mut k = 1;
        while k < self.celebrities && x > 1.0 / k as f64 {
            x -= 1.0 / k as f64;
            k += 1;
        }
        k as i64
    }
}

/// A chart, with its hottest partition said in words after it.
pub(super) fn charted(r: &mut Report, kind: ChartKind, values: Vec<u64>) {
    let chart = Chart {
        kind: kind.clone(),
        values,
    };
    if let Some((partition, permille)) = chart.hottest() {
        r.notes.push(Note::Hottest {
            kind,
            partition,
            permille,
            n: chart.values.len() as u32,
        });
    }
    r.charts.push(chart);
}

impl Playground {
    pub(super) fn hotspot(&mut self) -> rusqlite::Result<Report> {
        let c = match self.parts() {
            Ok(c) => c,
            Err(r) => return Ok(*r),
        };
        let mut r = Report::default();
        charted(&mut r, ChartKind::Rows, c.per_partition(Table::Follows)?);
        if c.reverse {
            charted(
                &mut r,
                ChartKind::ReverseRows,
                c.per_partition(Table::Reverse)?,
            );
        }
        if c.reads.iter().any(|v| *v > 0) {
            charted(&mut r, ChartKind::Reads, c.reads.clone());
        }
        if c.writes.iter().any(|v| *v > 0) {
            charted(&mut r, ChartKind::Writes, c.writes.clone());
        }
        Ok(r)
    }

    /// `buckets K for accounts over T followers` (from the counters), or `buckets off`.
    pub(super) fn buckets(&mut self, set: Option<(u32, u64)>) -> rusqlite::Result<Report> {
        let cancel = self.cancel.clone();
        let accounts: std::collections::HashSet<i64> = match set {
            Some((_, over)) => self
                .conn
                .prepare("SELECT user_id FROM follower_counts WHERE followers > ?1")?
                .query_map([over as i64], |r| r.get(0))?
                .collect::<rusqlite::Result<_>>()?,
            None => Default::default(),
        };
        let c = match self.parts() {
            Ok(c) => c,
            Err(r) => return Ok(*r),
        };
        if c.followee_tables().is_empty() {
            let mut r = Report::note(Note::BucketsNeedFollowee);
            r.notes.push(Note::Unchanged);
            return Ok(r);
        }
        let count = accounts.len() as u64;
        let new = set.map(|(k, over)| Buckets { k, over, accounts });
        let moved = c.set_buckets(new, &cancel)?;
        let tables = c.followee_tables();
        let tx = self.conn.unchecked_transaction()?;
        tx.execute_batch("DROP TABLE IF EXISTS bucketed_accounts")?;
        if let Some(b) = self.cluster.as_ref().and_then(|c| c.buckets.as_ref()) {
            tx.execute_batch(schema::CREATE_BUCKETED)?;
            let mut ins = tx.prepare("INSERT INTO bucketed_accounts (account) VALUES (?1)")?;
            for a in &b.accounts {
                ins.execute([a])?;
            }
        }
        let (k, over) = set.unwrap_or((0, 0));
        schema::set_meta(&tx, "buckets_k", i64::from(k))?;
        schema::set_meta(&tx, "buckets_over", over as i64)?;
        tx.commit()?;
        let mut r = Report::note(match set {
            Some((k, over)) => Note::Bucketed {
                k,
                over,
                accounts: count,
                moved,
            },
            None => Note::BucketsOff { moved },
        });
        if let Some(c) = &self.cluster {
            for t in tables {
                let kind = if t == Table::Follows {
                    ChartKind::Rows
                } else {
                    ChartKind::ReverseRows
                };
                charted(&mut r, kind, c.per_partition(t)?);
            }
        }
        Ok(r)
    }

    /// `workload`: `ops` operations, `reads` in a hundred of them reads (followers' first
    /// page four times in five, a count otherwise), the rest follows; the accounts read
    /// and followed are drawn with the generator's skew, celebrities included.
    pub(super) fn workload(
        &mut self,
        ops: u64,
        reads: u64,
        seed: u64,
        progress: Counting<'_>,
    ) -> rusqlite::Result<Report> {
        let m = |k: &str| schema::meta(&self.conn, k).map(|v| v.unwrap_or(0).max(0) as u64);
        let g = Gen {
            users: m("users")?,
            avg: m("gen_avg")?,
            celebrities: m("gen_celebrities")?,
            max: m("gen_max")?,
            seed,
        };
        if g.users < 2 {
            return Ok(Report::note(Note::NoUsers));
        }
        let Some(c) = self.cluster.as_mut() else {
            return self.parts().map(|_| Report::default()).or_else(|r| Ok(*r));
        };
        c.reads.iter_mut().for_each(|v| *v = 0);
        c.writes.iter_mut().for_each(|v| *v = 0);
        let targets = Targets::new(&g);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let (mut n_reads, mut n_writes) = (0u64, 0u64);
        let start = Instant::now();
        let step = (ops / 100).max(1);
        let mut done = 0;
        while done < ops {
            // Every operation looks for a stop: at the deadline the workload ends here,
            // with what it did so far (each operation is committed as it goes).
            let one = self
                .cancel
                .check()
                .and_then(|()| self.workload_op(&g, &targets, &mut rng, reads));
            match one {
                Ok(true) => n_reads += 1,
                Ok(false) => n_writes += 1,
                Err(e) if is_interrupt(&e) && self.cancel.stopping() => break,
                Err(e) => return Err(e),
            }
            done += 1;
            if done % step == 0 {
                progress(done, ops);
            }
        }
        let millis = start.elapsed().as_millis() as u64;
        let mut r = Report::note(Note::Workload {
            ops: done,
            reads: n_reads,
            writes: n_writes,
            millis,
        });
        if done < ops {
            r.notes.push(Note::WorkloadStopped {
                done,
                ops,
                millis: self.limits.builtin.as_millis() as u64,
                asked: self.cancel.cancelled(),
            });
        }
        if let Some(c) = &self.cluster {
            let (rd, wr) = (c.reads.clone(), c.writes.clone());
            charted(&mut r, ChartKind::Reads, rd);
            charted(&mut r, ChartKind::Writes, wr);
        }
        Ok(r)
    }

    /// One operation of a workload: a read (true) or a follow, about an account drawn with
    /// the generator's skew.
    fn workload_op(
        &mut self,
        g: &Gen,
        targets: &Targets,
        rng: &mut ChaCha8Rng,
        reads: u64,
    ) -> rusqlite::Result<bool> {
        let target = targets.draw(rng);
        if rng.random_range(0..100) < reads {
            let c = self
                .cluster
                .as_mut()
                .ok_or_else(super::cancel::interrupted)?;
            if rng.random_range(0..5) < 4 {
                let source = if c.reverse {
                    Source::Reverse
                } else {
                    Source::Follows
                };
                c.list(true, target, 20, Page::First, source, false)?;
            } else {
                c.count(target)?;
            }
            return Ok(true);
        }
        let a = rng.random_range(1..=g.users as i64);
        if a != target {
            let mut sink = Report::default();
            if self.write_synced(a, target, true, &mut sink)? {
                self.counter_change(target, 1)?;
            }
        }
        Ok(false)
    }

    /// Every counter compared with the edges, a range of accounts at a time, and set right.
    /// Returns the counters fixed and by how much they were off in all.
    fn recount(&mut self) -> rusqlite::Result<(u64, u64)> {
        let users = schema::meta(&self.conn, "users")?.unwrap_or(0);
        let (mut fixed, mut drift) = (0u64, 0u64);
        let tx = self.conn.unchecked_transaction()?;
        let mut lo = 1;
        while lo <= users {
            self.cancel.check()?;
            let hi = (lo + COUNTER_RANGE - 1).min(users);
            let counted = self
                .cluster
                .as_ref()
                .ok_or_else(super::cancel::interrupted)?
                .followers_in(lo, hi)?;
            let mut truth = vec![0i64; (hi - lo + 1) as usize];
            for (id, n) in counted {
                truth[(id - lo) as usize] = n;
            }
            let mut stmt =
                tx.prepare_cached("SELECT followers FROM follower_counts WHERE user_id = ?1")?;
            let mut set = tx.prepare_cached(
                "INSERT INTO follower_counts (user_id, followers) VALUES (?1, ?2) \
                 ON CONFLICT (user_id) DO UPDATE SET followers = excluded.followers",
            )?;
            for (i, want) in truth.iter().enumerate() {
                let id = lo + i as i64;
                let have: i64 = stmt.query_row([id], |r| r.get(0)).unwrap_or(0);
                if have != *want {
                    set.execute([id, *want])?;
                    fixed += 1;
                    drift += have.abs_diff(*want);
                }
            }
            lo = hi + 1;
        }
        tx.commit()?;
        self.pending.clear();
        Ok((fixed, drift))
    }

    /// `repair counters` on a partitioned store.
    pub(super) fn repair_partitioned(&mut self) -> rusqlite::Result<Report> {
        let (users, drift) = self.recount()?;
        Ok(Report::note(Note::Repaired { users, drift }))
    }

    /// `reconcile`: the reverse table repaired against the follows table (when there is
    /// one), then every counter against the edges, a range of accounts at a time.
    pub(super) fn reconcile(&mut self, progress: Counting<'_>) -> rusqlite::Result<Report> {
        let cancel = self.cancel.clone();
        let c = match self.parts() {
            Ok(c) => c,
            Err(r) => return Ok(*r),
        };
        let mut r = Report::default();
        let (mut missing, mut extra) = (0, 0);
        if c.reverse {
            let total = c.rows(Table::Follows)? + c.rows(Table::Reverse)?;
            let mut work = super::Work::new(&cancel, progress, total);
            let found = c.reconcile(&mut work)?;
            missing = found.missing.iter().sum();
            extra = found.extra.iter().sum();
            r.columns = ["partition", "missing", "extra"].map(String::from).to_vec();
            r.own_columns = true;
            r.rows = (0..found.missing.len())
                .filter(|p| found.missing[*p] + found.extra[*p] > 0)
                .map(|p| {
                    vec![
                        format!("p{p}"),
                        found.missing[p].to_string(),
                        found.extra[p].to_string(),
                    ]
                })
                .collect();
            r.spreads.push(found.spread);
        }
        let (fixed, _) = self.recount()?;
        r.notes.push(Note::Reconciled {
            missing,
            extra,
            counters: fixed,
        });
        Ok(r)
    }
}
