//! `sql STATEMENT`: any one statement on the playground database, for the curious. It runs
//! inside a savepoint, so a statement that fails or runs past the time limit (the
//! watchdog interrupts it, `Cancel`) changes nothing; ATTACH, DETACH, loading extensions
//! and transaction control are refused by the authorizer.

use std::sync::atomic::Ordering;

use rusqlite::ErrorCode;

use super::measure;
use super::store::Playground;
use crate::core::play::report::{Note, Report};

/// Rows of a result shown.
const SHOWN: usize = 20;

impl Playground {
    pub(super) fn sql(&mut self, statement: &str) -> Report {
        self.cancel.arm(self.limits.sql);
        let outcome = self.sql_guarded(statement);
        self.cancel.disarm();
        self.guard.learner.store(false, Ordering::SeqCst);
        let refused = self.guard.take_refused();
        match outcome {
            Ok(r) => r,
            Err(e) => {
                let note = match (&e, refused) {
                    (_, Some(what)) if what == super::guard::SCHEMA => Note::SchemaFixed {
                        statement: statement.trim().to_string(),
                    },
                    (_, Some(what)) => Note::Refused { what },
                    (rusqlite::Error::MultipleStatement, _) => Note::OneStatement,
                    (rusqlite::Error::SqliteFailure(f, _), _)
                        if f.code == ErrorCode::OperationInterrupted && self.cancel.cancelled() =>
                    {
                        Note::Cancelled
                    }
                    (rusqlite::Error::SqliteFailure(f, _), _)
                        if f.code == ErrorCode::OperationInterrupted =>
                    {
                        Note::Interrupted {
                            millis: self.limits.sql.as_millis() as u64,
                        }
                    }
                    _ => super::run::sql_error(&e),
                };
                let mut r = Report::note(note);
                r.notes.push(Note::Unchanged);
                r
            }
        }
    }

    /// Marks what follows as the learner's (or as ours again), for the authorizer.
    fn learner(&self, on: bool) {
        self.guard.learner.store(on, Ordering::SeqCst);
    }

    fn sql_guarded(&mut self, statement: &str) -> rusqlite::Result<Report> {
        self.learner(true);
        let (readonly, rows_out) = {
            let stmt = self.conn.prepare(statement)?;
            (stmt.readonly(), stmt.column_count() > 0)
        };
        // A statement that changes nothing but returns rows (`PRAGMA page_count` is not
        // "read-only" to SQLite) is shown like a query.
        if readonly
            || (rows_out
                && statement
                    .trim_start()
                    .to_ascii_lowercase()
                    .starts_with("pragma"))
        {
            let (table, query) = measure::run(&self.conn, statement, [], SHOWN)?;
            self.learner(false);
            let rows = query.rows;
            let mut r = self.report(table, vec![query]);
            r.notes.push(Note::SqlRows { rows });
            return Ok(r);
        }
        self.learner(false);
        self.conn.execute_batch("SAVEPOINT learner")?;
        self.learner(true);
        let (done, query) = measure::exec(&self.conn, statement, []);
        self.learner(false);
        match done {
            Ok(rows) => {
                self.conn.execute_batch("RELEASE learner")?;
                let mut r = Report::note(Note::SqlChanged { rows: rows as u64 });
                r.queries.push(query);
                Ok(r)
            }
            Err(e) => {
                // Undo whatever the statement did before it failed; this must not be
                // interrupted itself.
                self.cancel.disarm();
                // An interrupted write has already rolled the whole transaction back.
                if !self.conn.is_autocommit() {
                    self.conn
                        .execute_batch("ROLLBACK TO learner; RELEASE learner")?;
                }
                Err(e)
            }
        }
    }
}
