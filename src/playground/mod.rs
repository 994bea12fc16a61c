//! The playground edge store: the follow graph of lesson M13.04 on a real SQLite database of
//! its own (in memory, or a file given with `--db`, never the progress file). Each command
//! gives a `Report` with the first rows of its result and, for every statement it ran, the
//! SQL, SQLite's query plan and its cost counters, so the learner sees the cost as well as
//! the answer.

mod cancel;
mod choose;
mod cluster;
mod counters;
pub mod define;
pub mod defined;
mod draw;
pub mod follow_sql;
pub(crate) mod generate;
mod graph;
mod guard;
mod hotspot;
mod measure;
mod message;
mod part_edges;
mod parts;
mod place;
mod replica;
mod run;
mod schema;
mod sql;
mod stats;
mod store;

use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use rusqlite::Connection;

use crate::core::play::report::Report;
pub use cancel::{Cancel, Work};
pub use generate::Counting;
use guard::Guard;
pub use stats::Condition;
pub use store::{BUILTIN_LIMIT, Definitions, Limits, PlayError, Playground};

/// `playground_meta` key set while a file is open and cleared when it is closed cleanly:
/// found set at the next open, the file is checked page by page before it is used.
const OPEN_MARK: &str = "open";

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
        // Nothing is opened, and so no journal made beside it, but a regular file or a
        // path where nothing is (`/dev/null` stays a device, with no `/dev/null-journal`).
        if place::db_path_ok(path).is_err() {
            return Err(PlayError::NotAFile {
                path: path.to_path_buf(),
            });
        }
        let open_err = |source| PlayError::Open {
            path: path.to_path_buf(),
            source,
        };
        // No link followed (one put there since the check above), a name never a URI.
        let flags = rusqlite::OpenFlags::SQLITE_OPEN_READ_WRITE
            | rusqlite::OpenFlags::SQLITE_OPEN_CREATE
            | rusqlite::OpenFlags::SQLITE_OPEN_NO_MUTEX
            | rusqlite::OpenFlags::SQLITE_OPEN_NOFOLLOW;
        let conn = Connection::open_with_flags(path, flags).map_err(open_err)?;
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
        let mut name = path.file_name().unwrap_or_default().to_os_string();
        name.push("-partitions");
        p.parts_dir = Some(path.with_file_name(name));
        p.restore_cluster().map_err(|e| match e {
            cluster::LayoutError::NotOurs(path) => PlayError::PartitionNotOurs { path },
            cluster::LayoutError::Missing(path) => PlayError::PartitionMissing { path },
            cluster::LayoutError::Sql(e) => PlayError::Damaged {
                path: path.to_path_buf(),
                detail: e.to_string(),
            },
        })?;
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
        let cancel = Cancel::default();
        guard.install(&mut conn, &cancel).map_err(err)?;
        let interrupt = Arc::new(conn.get_interrupt_handle());
        cancel.set_handles(vec![Arc::clone(&interrupt)]);
        Ok(Playground {
            cancel,
            interrupt,
            cluster: None,
            parts_dir: None,
            conn,
            explain: true,
            lag: 0,
            relay_lag: 0,
            clock: 0,
            pending: VecDeque::new(),
            guard,
            on_disk: false,
            limits: Limits::default(),
            defs: Arc::default(),
            defined: None,
            plans: Default::default(),
        })
    }

    /// Other deadlines than the defaults (2 s for the learner's SQL, 10 s for a built-in
    /// command): tests stop commands at a deadline without waiting for it.
    pub fn set_limits(&mut self, limits: Limits) {
        self.limits = limits;
    }

    /// A report of a result table and the queries behind it.
    fn report(
        &self,
        table: measure::Table,
        queries: Vec<crate::core::play::report::Query>,
    ) -> Report {
        Report {
            columns: table.columns,
            rows: table.rows,
            queries,
            notes: Vec::new(),
            explain: self.explain,
            ..Report::default()
        }
    }

    /// The tables and indexes there are now, for the side panel.
    pub fn schema_lines(&self) -> Vec<String> {
        if let Some(d) = &self.defined {
            return d.schema_lines();
        }
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
        out.extend(self.partition_schema());
        out
    }
}

impl Drop for Playground {
    fn drop(&mut self) {
        // Closed cleanly: the next open need not check the file. If this fails the next
        // open checks it, which is only slower.
        if self.on_disk {
            self.cancel.disarm();
            self.cancel.clear();
            let _ = schema::set_meta(&self.conn, OPEN_MARK, 0);
        }
    }
}
