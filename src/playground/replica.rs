//! The playground's commands for the second copy of the edges: the reverse table and how
//! it is kept in step (`reverse table`, `sync`, `fault`, `relay`, `reconcile`), and the
//! global index by followee (`gsi`, `load`), with a follow's writes reported step by step.

use super::cancel::Work;
use super::cluster::Cluster;
use super::generate::Counting;
use super::store::Playground;
use crate::core::play::report::{Chart, ChartKind, Note, Report};
use crate::core::play::{Page, PartKey, SyncMode};

impl Playground {
    /// The cluster for a command that needs one, or the report saying it does.
    pub(super) fn parts(&mut self) -> Result<&mut Cluster, Box<Report>> {
        self.cluster.as_mut().ok_or_else(|| {
            let mut r = Report::note(Note::NeedsPartitions);
            r.notes.push(Note::Unchanged);
            Box::new(r)
        })
    }

    fn set_flag(&self, key: &str, value: i64) -> rusqlite::Result<()> {
        super::schema::set_meta(&self.conn, key, value)
    }

    /// A follow's writes on a partitioned store: the table (with the global index as a
    /// two-phase commit when there is one), then the reverse table as the sync mode says.
    /// Returns whether the table changed; the steps and notes go into `r`.
    pub(super) fn write_synced(
        &mut self,
        a: i64,
        b: i64,
        insert: bool,
        r: &mut Report,
    ) -> rusqlite::Result<bool> {
        let clock = self.clock;
        let Some(c) = self.cluster.as_mut() else {
            return Ok(false);
        };
        let changed = if c.gsi.is_some() {
            let outbox = c.reverse && c.sync == SyncMode::Outbox;
            let done = c.write_two_phase(a, b, insert, outbox)?;
            for (s, q) in done.steps {
                r.spreads.push(s);
                r.queries.extend(q);
            }
            r.notes.push(Note::TwoPhase {
                table: done.table,
                index: done.index,
            });
            if done.changed && c.reverse {
                // The table is written; the reverse table follows as the mode says.
                push_steps(r, c.sync_reverse(a, b, insert, clock)?, a, b);
            }
            done.changed
        } else {
            let done = c.write_synced(a, b, insert, clock)?;
            let changed = done.changed;
            push_steps(r, done, a, b);
            changed
        };
        // Held back by the relay's lag: how much waits. (Without a lag it runs right after.)
        if changed
            && self.relay_lag > 0
            && let Some(c) = self.cluster.as_ref()
            && c.reverse
            && c.sync != SyncMode::DualWrite
        {
            r.notes.push(Note::Waiting {
                waiting: c.waiting()?,
            });
        }
        Ok(changed)
    }

    /// After every command: the relay delivers what has waited `relay lag` commands.
    pub(super) fn relay_due(&mut self, r: &mut Report) -> rusqlite::Result<()> {
        let (clock, lag) = (self.clock, self.relay_lag);
        let Some(c) = self.cluster.as_mut() else {
            return Ok(());
        };
        if !c.reverse || c.sync == SyncMode::DualWrite || c.marks.is_empty() {
            return Ok(());
        }
        let done = c.relay(Some((clock, lag)))?;
        if done.applied > 0 {
            r.spreads.extend(done.spreads);
            r.notes.push(Note::Relayed {
                applied: done.applied,
                changed: done.changed,
                waiting: c.waiting()?,
            });
        }
        if done.fault {
            r.notes.push(Note::FaultRelay);
        }
        Ok(())
    }

    pub(super) fn reverse_table(
        &mut self,
        on: bool,
        progress: Counting<'_>,
    ) -> rusqlite::Result<Report> {
        let cancel = self.cancel.clone();
        let c = match self.parts() {
            Ok(c) => c,
            Err(r) => return Ok(*r),
        };
        let total = c.rows(super::cluster::Table::Follows)?;
        let mut work = Work::new(&cancel, progress, total);
        let rows = if on {
            c.reverse_on(&mut work)?
        } else {
            c.reverse_off()?;
            0
        };
        self.set_flag("reverse", on as i64)?;
        let mut r = Report::note(Note::ReverseTable { on, rows });
        if on && let Some(c) = &self.cluster {
            r.charts.push(Chart {
                kind: ChartKind::ReverseRows,
                values: c.per_partition(super::cluster::Table::Reverse)?,
            });
        }
        Ok(r)
    }

    pub(super) fn sync(&mut self, mode: SyncMode) -> rusqlite::Result<Report> {
        let c = match self.parts() {
            Ok(c) => c,
            Err(r) => return Ok(*r),
        };
        if !c.reverse {
            return Ok(needs_reverse());
        }
        // What the old mode left waiting is delivered first, so nothing is lost between.
        let flushed = c.relay(None)?;
        c.set_sync(mode)?;
        self.set_flag("sync", mode as i64)?;
        let mut r = Report::note(Note::SyncMode(mode));
        if flushed.applied > 0 {
            r.notes.push(Note::Relayed {
                applied: flushed.applied,
                changed: flushed.changed,
                waiting: 0,
            });
        }
        Ok(r)
    }

    pub(super) fn fault(&mut self) -> rusqlite::Result<Report> {
        let c = match self.parts() {
            Ok(c) => c,
            Err(r) => return Ok(*r),
        };
        if !c.reverse {
            return Ok(needs_reverse());
        }
        c.fault = true;
        Ok(Report::note(Note::FaultArmed))
    }

    /// `relay`: deliver everything now; `relay lag=N`: stay N commands behind from now on;
    /// `relay replay`: deliver the last batch again, to see that nothing changes.
    pub(super) fn relay_command(
        &mut self,
        lag: Option<u64>,
        replay: bool,
    ) -> rusqlite::Result<Report> {
        let c = match self.parts() {
            Ok(c) => c,
            Err(r) => return Ok(*r),
        };
        if !c.reverse {
            return Ok(needs_reverse());
        }
        if replay {
            if c.last_batch.is_empty() {
                return Ok(Report::note(Note::NothingToReplay));
            }
            let batch = c.last_batch.clone();
            let (applied, changed, spread) = c.apply(&batch)?;
            let mut r = Report::note(Note::Replayed { applied, changed });
            r.spreads.extend(spread);
            return Ok(r);
        }
        if let Some(lag) = lag {
            let waiting = c.waiting()?;
            self.relay_lag = lag;
            return Ok(Report::note(Note::RelayLag { lag, waiting }));
        }
        let done = c.relay(None)?;
        let waiting = c.waiting()?;
        let mut r = Report::note(Note::Relayed {
            applied: done.applied,
            changed: done.changed,
            waiting,
        });
        r.spreads = done.spreads;
        if done.fault {
            r.notes.push(Note::FaultRelay);
        }
        Ok(r)
    }

    pub(super) fn gsi(
        &mut self,
        on: Option<bool>,
        progress: Counting<'_>,
    ) -> rusqlite::Result<Report> {
        let cancel = self.cancel.clone();
        let c = match self.parts() {
            Ok(c) => c,
            Err(r) => return Ok(*r),
        };
        let Some(covering) = on else {
            c.gsi_off()?;
            self.set_flag("gsi", 0)?;
            return Ok(Report::note(Note::Gsi {
                on: false,
                covering: false,
                rows: 0,
            }));
        };
        if c.by != PartKey::Follower {
            let mut r = Report::note(Note::GsiNeedsFollower);
            r.notes.push(Note::Unchanged);
            return Ok(r);
        }
        let total = c.rows(super::cluster::Table::Follows)?;
        let mut work = Work::new(&cancel, progress, total);
        let rows = c.gsi_on(covering, &mut work)?;
        self.set_flag("gsi", 1 + covering as i64)?;
        Ok(Report::note(Note::Gsi {
            on: true,
            covering,
            rows,
        }))
    }

    /// `followers B` by the global index.
    pub(super) fn gsi_followers(
        &mut self,
        b: i64,
        limit: u64,
        page: Page,
    ) -> rusqlite::Result<Report> {
        let explain = self.explain;
        let c = match self.parts() {
            Ok(c) => c,
            Err(r) => return Ok(*r),
        };
        if c.gsi.is_none() {
            let mut r = Report::note(Note::Gsi {
                on: false,
                covering: false,
                rows: 0,
            });
            r.notes.push(Note::Unchanged);
            return Ok(r);
        }
        let found = c.gsi_followers(b, limit, page, explain)?;
        let mut r = Report {
            columns: vec!["follower_id".to_string(), "created_at".to_string()],
            rows: found
                .rows
                .iter()
                .take(super::graph::SHOWN)
                .map(|(f, at)| vec![f.to_string(), crate::core::clock::iso(*at)])
                .collect(),
            ..Report::default()
        };
        for (s, q) in found.steps {
            r.spreads.push(s);
            r.queries.extend(q);
        }
        r.notes.push(Note::Via(crate::core::play::Via::Gsi));
        match found.rows.last() {
            Some((last, _)) if found.rows.len() as u64 == limit => {
                r.notes.push(Note::NextCursor(*last))
            }
            _ => r.notes.push(Note::EndOfList),
        }
        Ok(r)
    }

    /// `load`: point lookups timed on every partition at once, turned into the requests a
    /// second each partition (one connection, one at a time) and all of them can serve.
    pub(super) fn load(&mut self) -> rusqlite::Result<Report> {
        let users = super::schema::meta(&self.conn, "users")?.unwrap_or(0);
        let c = match self.parts() {
            Ok(c) => c,
            Err(r) => return Ok(*r),
        };
        if users <= 0 {
            return Ok(Report::note(Note::NoUsers));
        }
        let costs = c.sample_lookups(users, 500)?;
        let lookups: u64 = costs.iter().map(|p| p.vm_steps).sum();
        let micros: u64 = costs.iter().map(|p| p.micros).sum();
        let nanos = (micros * 1000).checked_div(lookups).unwrap_or(0).max(1);
        let capacity: Vec<u64> = costs
            .iter()
            .map(|p| {
                (p.vm_steps * 1_000_000)
                    .checked_div(p.micros.max(1))
                    .unwrap_or(0)
            })
            .collect();
        let n = c.n();
        let mut r = Report::note(Note::Load {
            nanos,
            per_partition: 1_000_000_000 / nanos,
            total: capacity.iter().sum(),
            n,
        });
        r.charts.push(Chart {
            kind: ChartKind::Capacity,
            values: capacity,
        });
        Ok(r)
    }
}

fn needs_reverse() -> Report {
    let mut r = Report::note(Note::NeedsReverse);
    r.notes.push(Note::Unchanged);
    r
}

fn push_steps(r: &mut Report, done: super::cluster::Written, a: i64, b: i64) {
    for (s, q) in done.steps {
        r.spreads.push(s);
        r.queries.extend(q);
    }
    if done.fault {
        r.notes.push(Note::FaultHit { a, b });
    }
}
