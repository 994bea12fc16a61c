//! Running a command: a line read into a command, the command bounded in time and in a
//! savepoint where it may be, dispatched to the code that does it, and every failure turned
//! into a report (never a panic).

use super::cancel::Cancel;
use super::cancel::is_interrupt;
use super::store::Playground;
use super::{generate, measure, schema};
use crate::core::play::report::{Note, Report};
use crate::core::play::{self, Command, Via};
use generate::Counting;

impl Playground {
    /// Reads and runs one line; every failure is a report, never a panic.
    pub fn run_line(&mut self, line: &str, progress: Counting<'_>) -> Report {
        if let Some(r) = self.run_chosen(line, &mut *progress) {
            return r;
        }
        self.run_parsed(line, progress)
    }

    /// A line of the follow graph's.
    pub(super) fn run_parsed(&mut self, line: &str, progress: Counting<'_>) -> Report {
        match play::parse(line) {
            Ok(cmd) => {
                let mut r = self.run(&cmd, progress);
                // A refused command ends with how it is written, as a mistyped one does.
                let word = line
                    .split_whitespace()
                    .next()
                    .unwrap_or("")
                    .to_ascii_lowercase();
                // Stopped or out of time: how it is written is not the problem.
                let stopped = r.notes.iter().any(|n| {
                    matches!(
                        n,
                        Note::Cancelled
                            | Note::Interrupted { .. }
                            | Note::WorkloadStopped { .. }
                            | Note::LeftAlone { .. }
                    )
                });
                // A statement SQLite or the guard refused was written as `sql` wants it: the
                // usage line would say nothing.
                let statement = r.notes.iter().any(|n| {
                    matches!(
                        n,
                        Note::SqlError { .. }
                            | Note::Refused { .. }
                            | Note::SchemaFixed { .. }
                            | Note::OneStatement
                    )
                });
                if r.failed()
                    && !stopped
                    && !statement
                    && let Some(c) = play::names().find(|c| *c == word)
                {
                    r.notes.push(Note::Usage(c));
                }
                r
            }
            Err(e) => {
                let mut r = Report::note(Note::Parse(e));
                r.explain = self.explain;
                r
            }
        }
    }

    /// What stops the running command from another thread.
    pub fn canceller(&self) -> Cancel {
        self.cancel.clone()
    }

    pub fn run(&mut self, cmd: &Command, progress: Counting<'_>) -> Report {
        self.clock += 1;
        self.cancel.clear();
        // Built-in commands are bounded like the learner's SQL (more loosely: a count over
        // tens of millions of edges takes seconds), and so is a workload, whatever its
        // size. Generating, indexing and moving whole tables are bounded by the size `gen`
        // accepts instead; `sql` sets its own deadline.
        let limit = (bounded(cmd) || matches!(cmd, Command::Workload { .. }))
            .then_some(self.limits.builtin);
        // A bounded command runs in a savepoint, so one stopped or failed half-way (after the
        // edge, before its counter) leaves the database and the counter queue as they were.
        let saved = bounded(cmd);
        let queued = saved.then(|| self.pending.clone());
        if let Some(limit) = limit {
            self.cancel.arm(limit);
        }
        let outcome = if saved {
            self.conn
                .execute_batch("SAVEPOINT builtin")
                .and_then(|()| self.dispatch(cmd, progress))
        } else {
            self.dispatch(cmd, progress)
        };
        // From here on nothing is interrupted: the rollback below must run whole, and the
        // counters and relay after it are not this command's to stop (a stop asked for
        // from here on stops them).
        self.cancel.disarm();
        let asked = self.cancel.cancelled();
        self.cancel.clear();
        if let Some(queued) = queued {
            let end = match &outcome {
                Ok(_) => "RELEASE builtin",
                Err(_) => {
                    self.pending = queued;
                    "ROLLBACK TO builtin; RELEASE builtin"
                }
            };
            // An interrupted write may have rolled back already, ending the savepoint.
            if !self.conn.is_autocommit() {
                let _ = self.conn.execute_batch(end);
            }
        }
        let mut r = match outcome {
            Ok(r) => r,
            Err(e) if is_interrupt(&e) && asked => {
                let mut r = Report::note(Note::Cancelled);
                r.notes.push(Note::Unchanged);
                r
            }
            Err(e) if is_interrupt(&e) => {
                let limit = limit.unwrap_or(self.limits.builtin);
                let mut r = Report::note(Note::Interrupted {
                    millis: limit.as_millis() as u64,
                });
                r.notes.push(Note::Unchanged);
                r
            }
            Err(e) => {
                let mut r = Report::note(sql_error(&e));
                r.notes.push(Note::Unchanged);
                r
            }
        };
        // Counter updates and relayed changes whose time has come land after the command,
        // as workers would.
        if let Err(e) = self.apply_due().and_then(|()| self.relay_due(&mut r)) {
            r.notes.push(Note::SqlError {
                message: e.to_string(),
            });
        }
        r.explain = self.explain;
        r
    }

    fn dispatch(&mut self, cmd: &Command, progress: Counting<'_>) -> rusqlite::Result<Report> {
        if let Some(done) = self.dispatch_parts(cmd, progress) {
            return done;
        }
        let parted = self.is_partitioned();
        Ok(match cmd {
            Command::Gen(g) => self.generate_graph(g, progress)?,
            Command::Follow { a, b } if parted => self.write_partitioned(*a, *b, true)?,
            Command::Follow { a, b } => self.follow(*a, *b)?,
            Command::Unfollow { a, b } if parted => self.write_partitioned(*a, *b, false)?,
            Command::Unfollow { a, b } => self.unfollow(*a, *b)?,
            Command::Following { user, limit, page } if parted => {
                self.list_partitioned(false, *user, *limit, *page, Via::Table)?
            }
            Command::Following { user, limit, page } => self.list(false, *user, *limit, *page)?,
            Command::Followers {
                user,
                limit,
                page,
                via,
            } if parted => self.list_partitioned(true, *user, *limit, *page, *via)?,
            Command::Followers {
                via: Via::Reverse | Via::Gsi,
                ..
            } => needs_partitions(),
            Command::Followers {
                user, limit, page, ..
            } => self.list(true, *user, *limit, *page)?,
            Command::ReverseIndex(on) if parted => self.reverse_index_parts(*on)?,
            Command::ReverseIndex(on) => self.reverse_index(*on)?,
            Command::Count { user } if parted => self.count_partitioned(*user)?,
            Command::Count { user } => self.count(*user)?,
            Command::CountersLag(lag) => self.set_lag(*lag)?,
            Command::RepairCounters if parted => self.repair_partitioned()?,
            Command::RepairCounters => self.repair()?,
            Command::Mutual { a, b } if parted => self.mutual_partitioned(*a, *b)?,
            Command::Mutual { a, b } => self.mutual(*a, *b)?,
            Command::Fof { .. } if parted => {
                let mut r = Report::note(Note::NotOnPartitions);
                r.notes.push(Note::Unchanged);
                r
            }
            Command::Fof { user, hops, limit } => self.fof(*user, *hops, *limit)?,
            Command::Sql(s) => {
                let mut r = self.sql(s);
                // The edges are in the partitions, which `sql` does not see.
                r.notes.extend(parted.then_some(Note::NotOnPartitions));
                r
            }
            Command::Explain(on) => {
                self.explain = *on;
                Report::note(Note::Explain(*on))
            }
            Command::Stats => self.stats()?,
            Command::Reset(_) => self.reset()?,
            // Carried out by `dispatch_parts`, above.
            Command::Partition { .. }
            | Command::Unpartition
            | Command::Hotspot
            | Command::Buckets(_)
            | Command::Workload { .. }
            | Command::ReverseTable(_)
            | Command::Sync(_)
            | Command::Fault
            | Command::Relay { .. }
            | Command::Reconcile
            | Command::Gsi(_)
            | Command::Load => Report::default(),
            Command::Help(topic) => match topic {
                Some(t) if play::commands::find(t).is_none() => {
                    Report::note(Note::Parse(play::ParseError::Unknown {
                        word: t.clone(),
                        near: None,
                    }))
                }
                _ => Report::note(Note::Help(topic.clone())),
            },
        })
    }

    /// The commands of part 2 (partitions, load, the second table, the global index); `None`
    /// for the others.
    fn dispatch_parts(
        &mut self,
        cmd: &Command,
        progress: Counting<'_>,
    ) -> Option<rusqlite::Result<Report>> {
        Some(match cmd {
            Command::Partition { n, by } => self.partition(*n, *by, progress),
            Command::Unpartition => self.unpartition(progress),
            Command::Hotspot => self.hotspot(),
            Command::Buckets(set) => self.buckets(*set),
            Command::Workload { ops, reads, seed } => self.workload(*ops, *reads, *seed, progress),
            Command::ReverseTable(on) => self.reverse_table(*on, progress),
            Command::Sync(mode) => self.sync(*mode),
            Command::Fault => self.fault(),
            Command::Relay { lag, replay } => self.relay_command(*lag, *replay),
            Command::Reconcile => self.reconcile(progress),
            Command::Gsi(on) => self.gsi(*on, progress),
            Command::Load => self.load(),
            _ => return None,
        })
    }

    /// Everything as a new playground: a scenario's first step starts from here.
    fn reset(&mut self) -> rusqlite::Result<Report> {
        let left = self.drop_partitions();
        schema::reset(&self.conn)?;
        self.pending.clear();
        self.lag = 0;
        self.relay_lag = 0;
        self.explain = true;
        let mut r = Report::note(Note::Reset);
        r.notes.extend(left.into_iter().map(|p| Note::LeftAlone {
            path: p.display().to_string(),
        }));
        Ok(r)
    }

    /// `gen`: into the one store, or straight into the partitions (whose reverse table and
    /// global index are then built again from the new edges).
    fn generate_graph(
        &mut self,
        g: &play::Gen,
        progress: Counting<'_>,
    ) -> rusqlite::Result<Report> {
        let limit = if self.on_disk {
            play::GEN_LIMIT_FILE
        } else {
            play::GEN_LIMIT_MEMORY
        };
        let edges = g.estimated_edges();
        if edges > limit {
            return Ok(Report::note(Note::GenTooBig {
                edges,
                limit,
                in_memory: !self.on_disk,
            }));
        }
        let start = std::time::Instant::now();
        let edges = match self.cluster.as_mut() {
            Some(c) => c.generate_fresh(&self.conn, g, progress, &self.cancel)?,
            None => generate::generate(&self.conn, g, progress, &self.cancel)?,
        };
        for (k, v) in [
            ("gen_avg", g.avg),
            ("gen_celebrities", g.celebrities),
            ("gen_max", g.max),
        ] {
            schema::set_meta(&self.conn, k, v as i64)?;
        }
        // The pages the load touched go back to the system.
        let _ = self.conn.execute_batch("PRAGMA shrink_memory");
        self.pending.clear();
        Ok(Report::note(Note::Generated {
            users: g.users,
            edges,
            millis: start.elapsed().as_millis() as u64,
        }))
    }

    fn reverse_index(&mut self, on: bool) -> rusqlite::Result<Report> {
        let had = schema::has_reverse(&self.conn)?;
        let sql = if on {
            schema::CREATE_REVERSE
        } else {
            schema::DROP_REVERSE
        };
        let start = std::time::Instant::now();
        if had != on {
            self.conn.execute_batch(sql)?;
        }
        let mut r = Report::note(Note::ReverseIndex {
            on,
            changed: had != on,
        });
        r.queries.push(crate::core::play::report::Query {
            sql: sql.to_string(),
            micros: start.elapsed().as_micros() as u64,
            ..Default::default()
        });
        // The plan the followers list (its first page) gets now, so the change is visible
        // at once.
        let probe = super::follow_sql::FOLLOWERS;
        let bind = [(":user", 1i64), (":limit", 20)];
        r.queries.push(crate::core::play::report::Query {
            sql: probe.to_string(),
            plan: measure::plan(&self.conn, probe, measure::named(&bind).as_slice())?,
            ..Default::default()
        });
        Ok(r)
    }
}

/// What a single store answers to a command that needs partitions.
fn needs_partitions() -> Report {
    let mut r = Report::note(Note::NeedsPartitions);
    r.notes.push(Note::Unchanged);
    r
}

/// Whether a command runs in a savepoint under the built-in time limit. Commands that move
/// many rows commit in steps of their own (and are stopped by the learner, not the clock).
fn bounded(cmd: &Command) -> bool {
    !matches!(
        cmd,
        Command::Gen(_)
            | Command::ReverseIndex(_)
            | Command::Reset(_)
            | Command::Sql(_)
            | Command::Partition { .. }
            | Command::Unpartition
            | Command::Buckets(_)
            | Command::Workload { .. }
            | Command::ReverseTable(_)
            | Command::Sync(_)
            | Command::Reconcile
            | Command::Gsi(_)
            | Command::Load
            | Command::Relay { .. }
    )
}

/// What an SQLite error says to the learner: a value past the playground's limit in a
/// sentence of its own, anything else in SQLite's words.
pub(super) fn sql_error(e: &rusqlite::Error) -> Note {
    match e {
        rusqlite::Error::SqliteFailure(f, _) if f.code == rusqlite::ErrorCode::TooBig => {
            Note::TooBig {
                bytes: super::guard::MAX_VALUE_BYTES as u64,
            }
        }
        _ => Note::SqlError {
            message: e.to_string(),
        },
    }
}
