//! The open progress file: its connection, where it is, the course it writes for and whether
//! it was opened only to read. Every file of `storage` adds what it reads or writes to
//! `Progress`; opening one is in `mod.rs`.

use std::path::PathBuf;

use rusqlite::Connection;

/// The progress file, open.
pub struct Progress {
    pub(super) conn: Connection,
    pub(super) path: PathBuf,
    /// The course written for (`course::use_course`); `''` until one is named.
    pub(super) course: String,
    /// Opened only to read: rows are never claimed for a course.
    pub(super) read_only: bool,
}

impl Progress {
    /// Calls `each` with the temporary tables and views the connection made when it was
    /// opened, then with every statement it runs from now on, its parameters written in:
    /// what sqlite3 needs to run the same reads on the same file. benches/progress.rs
    /// replays `stats`'s own statements in sqlite3 to compare the two.
    pub fn trace_statements(&mut self, each: impl FnMut(String) + Send + 'static) {
        use rusqlite::trace::{TraceEvent, TraceEventCodes};
        let mut each = each;
        each(super::course::views());
        let traced = self.conn.trace_v2(
            TraceEventCodes::SQLITE_TRACE_STMT,
            Some(move |e: TraceEvent<'_>| {
                // A trigger's start comes as a comment: it is part of its statement.
                if let TraceEvent::Stmt(stmt, sql) = e
                    && !sql.starts_with("--")
                {
                    each(stmt.expanded_sql().unwrap_or_else(|| sql.to_string()));
                }
            }),
        );
        // Tracing is only ever asked for by a benchmark; one that cannot trace sees nothing.
        let _ = traced;
    }
}

impl std::fmt::Debug for Progress {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Progress")
            .field("path", &self.path)
            .finish()
    }
}
