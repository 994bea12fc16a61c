//! The playground edge store: the follow graph of lesson M13.04 on a real SQLite database of
//! its own (in memory, or a file given with `--db`, never the progress file). Each command
//! gives a `Report` with the first rows of its result and, for every statement it ran, the
//! SQL, SQLite's query plan and its cost counters, so the learner sees the cost as well as
//! the answer.

mod counters;
mod generate;
mod graph;
mod guard;
mod measure;
mod message;
mod schema;
mod sql;
mod stats;

use std::collections::VecDeque;
use std::path::{Path, PathBuf};

use rusqlite::Connection;

use crate::core::play::{self, Command};
use crate::core::play_report::{Note, Report};
pub use generate::Progress;
use guard::Guard;

#[derive(Debug, thiserror::Error)]
pub enum PlayError {
    #[error("cannot open the playground database {path}: {source}")]
    Open {
        path: PathBuf,
        source: rusqlite::Error,
    },
    /// The file is a database of something else; it is left alone.
    #[error("{path} is not a playground database")]
    NotPlayground { path: PathBuf },
    #[error("{path} is the progress file")]
    ProgressFile { path: PathBuf },
    /// Left damaged by a crash (or by an older latih's fast journal); nothing was written.
    #[error("{path} is damaged: {detail}")]
    Damaged { path: PathBuf, detail: String },
}

pub struct Playground {
    conn: Connection,
    explain: bool,
    /// Commands a counter update waits before it is applied.
    lag: u64,
    /// Commands run so far: the playground's own clock for the counter queue.
    clock: u64,
    /// Counter updates waiting: (due at clock, account, change).
    pending: VecDeque<(u64, i64, i64)>,
    guard: Guard,
    /// Kept in a file (not in memory): the clean-close mark is kept up to date.
    on_disk: bool,
}

/// `playground_meta` key set while a file is open and cleared when it is closed cleanly:
/// found set at the next open, the file is checked page by page before it is used.
const OPEN_MARK: &str = "open";

/// How long a built-in command other than gen, index and reset may run.
pub const BUILTIN_LIMIT: std::time::Duration = std::time::Duration::from_secs(10);

impl Playground {
    /// A playground in memory: gone when latih ends.
    pub fn in_memory() -> Result<Playground, PlayError> {
        let conn = Connection::open_in_memory().map_err(|source| PlayError::Open {
            path: PathBuf::from(":memory:"),
            source,
        })?;
        Playground::with(conn, Path::new(":memory:"), false)
    }

    /// A playground kept in `path` (created if missing). A database that is not a
    /// playground, and the progress file, are refused and left untouched.
    pub fn open(path: &Path, progress_file: Option<&Path>) -> Result<Playground, PlayError> {
        let same = |a: &Path, b: &Path| match (a.canonicalize(), b.canonicalize()) {
            (Ok(x), Ok(y)) => x == y,
            _ => a == b,
        };
        if progress_file.is_some_and(|p| same(path, p)) {
            return Err(PlayError::ProgressFile {
                path: path.to_path_buf(),
            });
        }
        let open_err = |source| PlayError::Open {
            path: path.to_path_buf(),
            source,
        };
        let conn = Connection::open(path).map_err(open_err)?;
        match schema::identify(&conn).map_err(open_err)? {
            schema::Found::Playground => {}
            schema::Found::Progress => {
                return Err(PlayError::ProgressFile {
                    path: path.to_path_buf(),
                });
            }
            schema::Found::Other => {
                return Err(PlayError::NotPlayground {
                    path: path.to_path_buf(),
                });
            }
        }
        // Not closed cleanly last time (killed, or an older latih that kept no mark): check
        // every page before writing anything.
        let has_tables = !schema::is_empty(&conn).map_err(open_err)?;
        if has_tables && schema::meta(&conn, OPEN_MARK).unwrap_or(Some(1)) != Some(0) {
            let check: String = conn
                .query_row("PRAGMA quick_check(1)", [], |r| r.get(0))
                .map_err(open_err)?;
            if check != "ok" {
                return Err(PlayError::Damaged {
                    path: path.to_path_buf(),
                    detail: check,
                });
            }
        }
        let mut p = Playground::with(conn, path, true)?;
        schema::set_meta(&p.conn, OPEN_MARK, 1).map_err(open_err)?;
        p.on_disk = true;
        Ok(p)
    }

    fn with(mut conn: Connection, path: &Path, on_disk: bool) -> Result<Playground, PlayError> {
        let err = |source| PlayError::Open {
            path: path.to_path_buf(),
            source,
        };
        // A file survives a killed latih: WAL keeps every committed command and the file
        // whole. In memory nothing outlives the process, so the fastest settings are safe.
        let settings = if on_disk {
            "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;"
        } else {
            "PRAGMA journal_mode = MEMORY; PRAGMA synchronous = OFF;"
        };
        conn.execute_batch(settings).map_err(err)?;
        schema::create(&conn).map_err(err)?;
        let guard = Guard::default();
        guard.install(&mut conn).map_err(err)?;
        Ok(Playground {
            conn,
            explain: true,
            lag: 0,
            clock: 0,
            pending: VecDeque::new(),
            guard,
            on_disk: false,
        })
    }

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
                if r.failed()
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

    pub fn run(&mut self, cmd: &Command, progress: Progress<'_>) -> Report {
        self.clock += 1;
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
                let edges = generate::generate(&self.conn, g, progress)?;
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
                schema::reset(&self.conn)?;
                self.pending.clear();
                self.lag = 0;
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

    /// A report of a result table and the queries behind it.
    fn report(
        &self,
        table: measure::Table,
        queries: Vec<crate::core::play_report::Query>,
    ) -> Report {
        Report {
            columns: table.columns,
            rows: table.rows,
            queries,
            notes: Vec::new(),
            explain: self.explain,
        }
    }

    /// The tables and indexes there are now, for the side panel.
    pub fn schema_lines(&self) -> Vec<String> {
        let mut out = Vec::new();
        if let Ok(mut stmt) = self.conn.prepare(
            "SELECT type, name, tbl_name FROM sqlite_schema \
             WHERE name NOT LIKE 'sqlite_%' ORDER BY tbl_name, type DESC, name",
        ) && let Ok(rows) = stmt.query_map([], |r| {
            Ok((
                r.get::<_, String>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, String>(2)?,
            ))
        }) {
            // Tables in order, each followed by its indexes, indented.
            for (kind, name, _table) in rows.flatten() {
                if kind == "table" {
                    out.push(name);
                } else {
                    out.push(format!("  {name}"));
                }
            }
        }
        out
    }
}

impl Drop for Playground {
    fn drop(&mut self) {
        // Closed cleanly: the next open need not check the file. If this fails the next
        // open checks it, which is only slower.
        if self.on_disk {
            self.guard.set_deadline(None);
            let _ = schema::set_meta(&self.conn, OPEN_MARK, 0);
        }
    }
}
