//! What the learner left in the tools, kept for the next run (`kept`): a calculator's values
//! for this course, the scratchpad's lines for every course. Text (JSON) the app reads back;
//! a row it cannot read is left alone and the tool starts afresh.

use rusqlite::params;

use super::error::StorageError;
use super::progress::Progress;
use crate::core::clock::iso;

/// `kept.course_id` of what every course shares.
const SHARED: &str = "*";

impl Progress {
    /// Everything kept for this course and for every course, as (key, value).
    pub fn kept(&self) -> Result<Vec<(String, String)>, StorageError> {
        let mut stmt = self
            .conn
            .prepare(
                "SELECT key, value FROM main.kept
                 WHERE course_id = (SELECT course FROM temp.scope) OR course_id = ?1
                 ORDER BY key",
            )
            .map_err(|e| self.err(e))?;
        let rows = stmt
            .query_map([SHARED], |r| Ok((r.get(0)?, r.get(1)?)))
            .map_err(|e| self.err(e))?;
        rows.collect::<Result<_, _>>().map_err(|e| self.err(e))
    }
}

/// Keeps `value` under `key` (for this course, or `shared`), or forgets it.
pub(super) fn set_kept(
    conn: &rusqlite::Connection,
    key: &str,
    value: Option<&str>,
    shared: bool,
    at: i64,
) -> rusqlite::Result<()> {
    let course: String = if shared {
        SHARED.to_string()
    } else {
        conn.query_row("SELECT course FROM temp.scope", [], |r| r.get(0))?
    };
    match value {
        Some(v) => conn.execute(
            "INSERT INTO main.kept (course_id, key, value, updated_at) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (course_id, key) DO UPDATE SET
               value = excluded.value, updated_at = excluded.updated_at",
            params![course, key, v, iso(at)],
        ),
        None => conn.execute(
            "DELETE FROM main.kept WHERE course_id = ?1 AND key = ?2",
            params![course, key],
        ),
    }
    .map(|_| ())
}
