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
}

impl Playground {
    /// A playground in memory: gone when latih ends.
    pub fn in_memory() -> Result<Playground, PlayError> {
        let conn = Connection::open_in_memory().map_err(|source| PlayError::Open {
            path: PathBuf::from(":memory:"),
            source,
        })?;
        Playground::with(conn, Path::new(":memory:"))
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
        let ours = schema::is_playground(&conn).map_err(open_err)?;
        if !ours {
            return Err(PlayError::NotPlayground {
                path: path.to_path_buf(),
            });
        }
        Playground::with(conn, path)
    }

    fn with(mut conn: Connection, path: &Path) -> Result<Playground, PlayError> {
        let err = |source| PlayError::Open {
            path: path.to_path_buf(),
            source,
        };
        conn.execute_batch("PRAGMA journal_mode = MEMORY; PRAGMA synchronous = OFF;")
            .map_err(err)?;
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
        let mut r = match self.dispatch(cmd, progress) {
            Ok(r) => r,
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
