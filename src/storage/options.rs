//! The course's review options kept in the progress file (`course_options`): one row per
//! option the learner kept, by its command-line name, as text the options reader reads.

use rusqlite::params;

use super::error::StorageError;
use super::progress::Progress;
use crate::core::clock::iso;

impl Progress {
    /// The options kept for the course: (name, value) in name order.
    pub fn course_options(&self) -> Result<Vec<(String, String)>, StorageError> {
        let mut stmt = self
            .conn
            .prepare(
                "SELECT key, value FROM main.course_options
                 WHERE course_id = (SELECT course FROM temp.scope) ORDER BY key",
            )
            .map_err(|e| self.err(e))?;
        let rows = stmt
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
            .map_err(|e| self.err(e))?;
        rows.collect::<Result<_, _>>().map_err(|e| self.err(e))
    }
}

/// Keeps an option for the course, or (with `None`) forgets it so the default applies.
pub(super) fn set_course_option(
    conn: &rusqlite::Connection,
    key: &str,
    value: Option<&str>,
    at: i64,
) -> rusqlite::Result<()> {
    match value {
        Some(v) => conn.execute(
            "INSERT INTO main.course_options (course_id, key, value, updated_at)
             VALUES ((SELECT course FROM temp.scope), ?1, ?2, ?3)
             ON CONFLICT (course_id, key) DO UPDATE SET
               value = excluded.value, updated_at = excluded.updated_at",
            params![key, v, iso(at)],
        ),
        None => conn.execute(
            "DELETE FROM main.course_options
             WHERE course_id = (SELECT course FROM temp.scope) AND key = ?1",
            params![key],
        ),
    }
    .map(|_| ())
}
