//! Running a command: a line read into a command, the command bounded in time and in a
//! savepoint where it may be, dispatched to the code that does it, and every failure turned
//! into a report (never a panic).

use super::{BUILTIN_LIMIT, Cancel, Playground, generate, measure, schema};
use crate::core::play::{self, Command};
use crate::core::play_report::{Note, Report};
use generate::Progress;

impl Playground {
    /// Reads and runs one line; every failure is a report, never a panic.
    pub fn run_line(&mut self, line: &str, progress: Progress<'_>) -> Report {
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
                let stopped = r
                    .notes
                    .iter()
                    .any(|n| matches!(n, Note::Cancelled | Note::Interrupted { .. }));
                if r.failed()
                    && !stopped
                    && let Some(c) = play::COMMANDS.iter().find(|c| **c == word)
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

    pub fn run(&mut self, cmd: &Command, progress: Progress<'_>) -> Report {
        self.clock += 1;
        self.cancel.clear();
        // Built-in commands are bounded like the learner's SQL (more loosely: a count over
        // tens of millions of edges takes seconds). Generating and indexing are bounded by
        // the size `gen` accepts instead; `sql` sets its own deadline.
        let bounded = !matches!(
            cmd,
            Command::Gen(_) | Command::ReverseIndex(_) | Command::Reset | Command::Sql(_)
        );
        // A bounded command runs in a savepoint, so one stopped or failed half-way (after the
        // edge, before its counter) leaves the database and the counter queue as they were.
        let queued = bounded.then(|| self.pending.clone());
        if bounded {
            self.guard
                .set_deadline(Some(std::time::Instant::now() + BUILTIN_LIMIT));
        }
        let outcome = if bounded {
            self.conn
                .execute_batch("SAVEPOINT builtin")
                .and_then(|()| self.dispatch(cmd, progress))
        } else {
            self.dispatch(cmd, progress)
        };
        self.guard.set_deadline(None);
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
            Err(rusqlite::Error::SqliteFailure(f, _))
                if f.code == rusqlite::ErrorCode::OperationInterrupted
                    && self.cancel.cancelled() =>
            {
                let mut r = Report::note(Note::Cancelled);
                r.notes.push(Note::Unchanged);
                r
            }
            Err(rusqlite::Error::SqliteFailure(f, _))
                if f.code == rusqlite::ErrorCode::OperationInterrupted =>
            {
                let mut r = Report::note(Note::Interrupted {
                    millis: BUILTIN_LIMIT.as_millis() as u64,
                });
                r.notes.push(Note::Unchanged);
                r
            }
            Err(e) => {
                let mut r = Report::note(Note::SqlError {
                    message: e.to_string(),
                });
                r.notes.push(Note::Unchanged);
                r
            }
        };
        // Counter updates whose time has come land after the command, as a worker would.
        if let Err(e) = self.apply_due() {
            r.notes.push(Note::SqlError {
                message: e.to_string(),
            });
        }
        r.explain = self.explain;
        r
    }

    fn dispatch(&mut self, cmd: &Command, progress: Progress<'_>) -> rusqlite::Result<Report> {
        Ok(match cmd {
            Command::Gen(g) => {
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
                let edges = generate::generate(&self.conn, g, progress, &self.cancel)?;
                // The pages the load touched go back to the system.
                let _ = self.conn.execute_batch("PRAGMA shrink_memory");
                self.pending.clear();
                Report::note(Note::Generated {
                    users: g.users,
                    edges,
                    millis: start.elapsed().as_millis() as u64,
                })
            }
            Command::Follow { a, b } => self.follow(*a, *b)?,
            Command::Unfollow { a, b } => self.unfollow(*a, *b)?,
            Command::Following { user, limit, page } => self.list(false, *user, *limit, *page)?,
            Command::Followers { user, limit, page } => self.list(true, *user, *limit, *page)?,
            Command::ReverseIndex(on) => self.reverse_index(*on)?,
            Command::Count { user } => self.count(*user)?,
            Command::CountersLag(lag) => self.set_lag(*lag)?,
            Command::RepairCounters => self.repair()?,
            Command::Mutual { a, b } => self.mutual(*a, *b)?,
            Command::Fof { user, hops, limit } => self.fof(*user, *hops, *limit)?,
            Command::Sql(s) => self.sql(s),
            Command::Explain(on) => {
                self.explain = *on;
                Report::note(Note::Explain(*on))
            }
            Command::Stats => self.stats()?,
            Command::Reset => {
                // Everything as a new playground: a scenario's first step starts from here.
                schema::reset(&self.conn)?;
                self.pending.clear();
                self.lag = 0;
                self.explain = true;
                Report::note(Note::Reset)
            }
            Command::Help(topic) => match topic {
                Some(t) if !play::COMMANDS.contains(&t.as_str()) => {
                    Report::note(Note::Parse(play::ParseError::Unknown {
                        word: t.clone(),
                        near: None,
                    }))
                }
                _ => Report::note(Note::Help(topic.clone())),
            },
        })
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
        r.queries.push(crate::core::play_report::Query {
            sql: sql.to_string(),
            micros: start.elapsed().as_micros() as u64,
            ..Default::default()
        });
        // The plan the followers list gets now, so the change is visible at once.
        let probe =
            "SELECT follower_id FROM follows WHERE followee_id = ?1 ORDER BY follower_id LIMIT 20";
        r.queries.push(crate::core::play_report::Query {
            sql: probe.to_string(),
            plan: measure::plan(&self.conn, probe, [1])?,
            ..Default::default()
        });
        Ok(r)
    }
}
