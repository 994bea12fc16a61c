//! The reverse table (followers by followee, partitioned by followee) and the three ways
//! of keeping it in step with the follows table: the application writing both (dual
//! write), an outbox row committed with the follow, or a change log filled by triggers on
//! the follows table (change data capture); the relay that copies the outbox or the log,
//! at least once and idempotently; and a follow's write in the global index, two
//! partitions committed one after the other (a two-phase commit's two steps).

use super::load::{Loader, Table, pages};
use super::node;
use super::state::{Cluster, StepDone, Written};
use crate::core::play::SyncMode;
use crate::core::play::report::{Query, Spread, Step};
use crate::playground::{Work, measure};

pub const CREATE_REVERSE: &str = "
CREATE TABLE IF NOT EXISTS followers_by_followee (
  followee_id INTEGER NOT NULL,
  follower_id INTEGER NOT NULL,
  created_at  INTEGER NOT NULL,
  PRIMARY KEY (followee_id, follower_id)
) WITHOUT ROWID;";

/// The outbox and the change log have the same shape: a sequence, +1 for a follow and -1
/// for an unfollow, the edge, and whether the relay has delivered it.
pub const CREATE_LOGS: &str = "
CREATE TABLE IF NOT EXISTS outbox (
  seq INTEGER PRIMARY KEY, op INTEGER NOT NULL, follower_id INTEGER NOT NULL,
  followee_id INTEGER NOT NULL, created_at INTEGER NOT NULL, sent INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS changes (
  seq INTEGER PRIMARY KEY, op INTEGER NOT NULL, follower_id INTEGER NOT NULL,
  followee_id INTEGER NOT NULL, created_at INTEGER NOT NULL, sent INTEGER NOT NULL DEFAULT 0);";

/// Change data capture: every insert and delete on the follows table lands in `changes`
/// in the same transaction, whoever wrote it.
pub const CREATE_CDC: &str = "
CREATE TRIGGER IF NOT EXISTS cdc_insert AFTER INSERT ON follows BEGIN
  INSERT INTO changes (op, follower_id, followee_id, created_at)
  VALUES (1, NEW.follower_id, NEW.followee_id, NEW.created_at);
END;
CREATE TRIGGER IF NOT EXISTS cdc_delete AFTER DELETE ON follows BEGIN
  INSERT INTO changes (op, follower_id, followee_id, created_at)
  VALUES (-1, OLD.follower_id, OLD.followee_id, OLD.created_at);
END;";
pub const DROP_CDC: &str = "DROP TRIGGER IF EXISTS cdc_insert; DROP TRIGGER IF EXISTS cdc_delete;";

/// What a relay run did.
#[derive(Debug, Clone, Default)]
pub struct Relayed {
    pub applied: u64,
    pub changed: u64,
    pub spreads: Vec<Spread>,
    /// The fault struck between applying and marking: delivered again next time.
    pub fault: bool,
}

impl Cluster {
    /// Runs `sql` on every partition at once.
    pub fn on_all(&self, sql: &'static str) -> rusqlite::Result<()> {
        let asked: Vec<_> = self.nodes.iter().map(|n| n.batch(sql)).collect();
        asked.into_iter().try_for_each(node::wait)
    }

    /// Rows of `table` on every partition together.
    pub fn rows(&self, table: Table) -> rusqlite::Result<u64> {
        Ok(self.per_partition(table)?.iter().sum())
    }

    /// Rows of `table` on each partition.
    pub fn per_partition(&self, table: Table) -> rusqlite::Result<Vec<u64>> {
        let sql = format!("SELECT count(*) FROM {}", table.name());
        let (counts, _) = self.scatter(&self.all(), move |c, _| {
            let exists: i64 = c.query_row(
                "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = ?1",
                [table.name()],
                |r| r.get(0),
            )?;
            if exists == 0 {
                return Ok(0u64);
            }
            c.query_row(&sql, [], |r| r.get::<_, i64>(0))
                .map(|n| n as u64)
        })?;
        Ok(counts.into_iter().map(|(_, n)| n).collect())
    }

    /// `reverse table on`: the table on every partition, filled from the follows table by
    /// followee (and bucket). Returns its rows.
    pub fn reverse_on(&mut self, work: &mut Work<'_>) -> rusqlite::Result<u64> {
        self.on_all(CREATE_REVERSE)?;
        let rows = self.refill(Table::Reverse, work)?;
        self.reverse = true;
        self.on_all(CREATE_LOGS)?;
        self.set_sync(self.sync)?;
        Ok(rows)
    }

    pub fn reverse_off(&mut self) -> rusqlite::Result<()> {
        self.on_all(
            "DROP TABLE IF EXISTS followers_by_followee; DROP TABLE IF EXISTS outbox; \
             DROP TABLE IF EXISTS changes; DROP TRIGGER IF EXISTS cdc_insert; \
             DROP TRIGGER IF EXISTS cdc_delete;",
        )?;
        self.reverse = false;
        self.marks.clear();
        Ok(())
    }

    /// Fills a table kept by followee from the follows table, replacing what it held.
    pub fn refill(&self, table: Table, work: &mut Work<'_>) -> rusqlite::Result<u64> {
        let mut loader = Loader::begin(&self.nodes, table, true)?;
        let filled = self.nodes.iter().try_for_each(|n| {
            pages(n, Table::Follows, |rows| {
                work.add(rows.len() as u64)?;
                rows.into_iter().try_for_each(|r| {
                    let p = match table {
                        Table::Reverse => self.route_by_followee(r.0, r.1),
                        _ => crate::core::partition::slot(r.1, self.n()),
                    };
                    loader.push(p, r)
                })
            })
        });
        match filled {
            Ok(()) => loader.commit(),
            Err(e) => {
                loader.rollback();
                Err(e)
            }
        }
    }

    /// `sync MODE`: change data capture needs its triggers, the others none.
    pub fn set_sync(&mut self, mode: SyncMode) -> rusqlite::Result<()> {
        if self.reverse {
            self.on_all(if mode == SyncMode::Cdc {
                CREATE_CDC
            } else {
                DROP_CDC
            })?;
        }
        self.sync = mode;
        Ok(())
    }

    /// Follow (`insert`) or unfollow on the follows table, and the reverse table as the
    /// sync mode says. Returns whether the follows table changed, with the steps.
    pub fn write_synced(
        &mut self,
        a: i64,
        b: i64,
        insert: bool,
        clock: u64,
    ) -> rusqlite::Result<Written> {
        let logged = self.reverse && self.sync == SyncMode::Outbox;
        let (changed, spread, query) = if logged {
            self.write_with_outbox(a, b, insert)?
        } else {
            let (n, s, q) = self.write_edge(a, b, insert)?;
            (n > 0, s, q)
        };
        let mut steps = vec![(spread, query)];
        let mut fault = false;
        if changed && self.reverse {
            let more = self.sync_reverse(a, b, insert, clock)?;
            steps.extend(more.steps);
            fault = more.fault;
        }
        Ok(Written {
            changed,
            steps,
            fault,
        })
    }

    /// After the table's write: the reverse table's, as the mode says. Dual write writes it
    /// now (unless the fault stops it in between); outbox and change capture leave a mark
    /// for the relay. Returns the steps and whether the fault struck.
    pub fn sync_reverse(
        &mut self,
        a: i64,
        b: i64,
        insert: bool,
        clock: u64,
    ) -> rusqlite::Result<Written> {
        let mut steps = Vec::new();
        let mut fault = false;
        match self.sync {
            SyncMode::DualWrite if self.fault => {
                self.fault = false;
                fault = true;
            }
            SyncMode::DualWrite => steps.push(self.apply_one(a, b, insert)?),
            SyncMode::Outbox | SyncMode::Cdc => {
                let p = self.route(a, b);
                let table = self.log_table();
                let seq = self.nodes[p as usize].call(move |c| {
                    c.query_row(&format!("SELECT max(seq) FROM {table}"), [], |r| {
                        r.get::<_, Option<i64>>(0)
                    })
                    .map(|s| s.unwrap_or(0))
                })?;
                self.marks.push_back((clock, p, seq));
            }
        }
        Ok(Written {
            changed: true,
            steps,
            fault,
        })
    }

    /// The follow and its outbox row in one transaction on the follow's partition.
    fn write_with_outbox(
        &mut self,
        a: i64,
        b: i64,
        insert: bool,
    ) -> rusqlite::Result<(bool, Spread, Option<Query>)> {
        let p = self.route(a, b);
        let (ran, wall) = self.scatter(&[p], move |c, _| {
            let tx = c.transaction()?;
            let sql = if insert {
                "INSERT OR IGNORE INTO follows (follower_id, followee_id, created_at) \
                 VALUES (?1, ?2, unixepoch())"
            } else {
                "DELETE FROM follows WHERE follower_id = ?1 AND followee_id = ?2"
            };
            let (done, mut q) = measure::exec(&tx, sql, [a, b]);
            let n = done?;
            if n > 0 {
                let start = std::time::Instant::now();
                tx.execute(
                    "INSERT INTO outbox (op, follower_id, followee_id, created_at) \
                     VALUES (?1, ?2, ?3, unixepoch())",
                    [if insert { 1 } else { -1 }, a, b],
                )?;
                q.sql = format!("{}; INSERT INTO outbox …", q.sql);
                q.micros += start.elapsed().as_micros() as u64;
            }
            tx.commit()?;
            Ok((n, q))
        })?;
        self.tally(&[p], true);
        let n = ran.first().map_or(0, |(_, (n, _))| *n);
        let queries: Vec<(u32, Query)> = ran.into_iter().map(|(p, (_, q))| (p, q)).collect();
        let (spread, query) = self.spread(Step::Write, &queries, wall);
        Ok((n > 0, spread, query))
    }

    /// The application's second write: the reverse table's row, on its own partition.
    fn apply_one(&mut self, a: i64, b: i64, insert: bool) -> rusqlite::Result<StepDone> {
        let p = self.route_by_followee(a, b);
        let (ran, wall) = self.scatter(&[p], move |c, _| {
            let sql = if insert {
                "INSERT OR IGNORE INTO followers_by_followee (followee_id, follower_id, created_at) \
                 VALUES (?2, ?1, unixepoch())"
            } else {
                "DELETE FROM followers_by_followee WHERE followee_id = ?2 AND follower_id = ?1"
            };
            let (done, q) = measure::exec(c, sql, [a, b]);
            done?;
            Ok(q)
        })?;
        self.tally(&[p], true);
        Ok(self.spread(Step::ReverseWrite, &ran, wall))
    }

    pub fn log_table(&self) -> &'static str {
        if self.sync == SyncMode::Cdc {
            "changes"
        } else {
            "outbox"
        }
    }

    /// Changes waiting in the outbox or log on every partition.
    pub fn waiting(&self) -> rusqlite::Result<u64> {
        if !self.reverse {
            return Ok(0);
        }
        let (n, _) = self.scatter(&self.all(), |c, _| {
            c.query_row(
                "SELECT (SELECT count(*) FROM outbox WHERE sent = 0) + \
                 (SELECT count(*) FROM changes WHERE sent = 0)",
                [],
                |r| r.get::<_, i64>(0),
            )
        })?;
        Ok(n.into_iter().map(|(_, v)| v.max(0) as u64).sum())
    }
}
