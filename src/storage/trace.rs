//! Every statement a progress file's connection runs, handed over as sqlite3 could run it
//! again: benches/progress.rs compares `latih stats` with sqlite3 running the same.

use super::progress::Progress;

impl Progress {
    /// Calls `each` with the temporary tables and views the connection made when it was
    /// opened, then with every statement it runs from now on, its parameters written in:
    /// what sqlite3 needs to run the same reads on the same file. benches/progress.rs
    /// replays `stats`'s own statements in sqlite3 to compare the two.
    pub fn trace_statements(&mut self, mut each: impl FnMut(String) + Send + 'static) {
        use rusqlite::trace::{TraceEvent, TraceEventCodes};
        each(super::course::views());
        // Tracing is only ever asked for by a benchmark; one that cannot trace sees nothing.
        let _ = self.conn.trace_v2(
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
    }
}
