//! Questions the learner suspended or buried, and leeches: one row per question in the
//! course's `item_flags`, read with the schedule when latih starts and written as the
//! learner sets them (a question with no flag has no row).

use std::collections::HashMap;

use rusqlite::params;

use super::error::StorageError;
use super::progress::Progress;
use crate::core::clock::{iso, parse_iso};
use crate::core::record::{Flags, HistoryRow};

impl Progress {
    /// The flags of every question of the course that has any.
    pub fn flags(&self) -> Result<HashMap<String, Flags>, StorageError> {
        let mut stmt = self
            .conn
            .prepare("SELECT item_id, suspended, buried_until, leech FROM my_item_flags")
            .map_err(|e| self.err(e))?;
        let rows = stmt
            .query_map([], |r| {
                let until: Option<String> = r.get(2)?;
                Ok((
                    r.get::<_, String>(0)?,
                    Flags {
                        suspended: r.get::<_, i64>(1)? != 0,
                        buried_until: until.as_deref().and_then(parse_iso),
                        leech: r.get::<_, i64>(3)? != 0,
                    },
                ))
            })
            .map_err(|e| self.err(e))?;
        rows.collect::<Result<_, _>>().map_err(|e| self.err(e))
    }

    /// One question's answers, oldest first: when, the rating, whether right (None: rated
    /// by the learner), the interval it got in days, and what it was when shown.
    pub fn item_history(&self, item: &str) -> Result<Vec<HistoryRow>, StorageError> {
        let mut stmt = self
            .conn
            .prepare(
                "SELECT reviewed_at, rating, correct, interval_days, shown_as FROM my_reviews
                 WHERE item_id = ?1 ORDER BY reviewed_at, review_id",
            )
            .map_err(|e| self.err(e))?;
        let rows = stmt
            .query_map(params![item], |r| {
                let at: String = r.get(0)?;
                let rating: String = r.get(1)?;
                Ok(HistoryRow {
                    at: parse_iso(&at).unwrap_or(0),
                    rating: crate::core::schedule::Rating::from_key(&rating)
                        .unwrap_or(crate::core::schedule::Rating::Good),
                    correct: r.get(2)?,
                    interval_days: r.get(3)?,
                    shown_as: r
                        .get::<_, Option<String>>(4)?
                        .as_deref()
                        .and_then(crate::core::queue::Kind::from_key),
                })
            })
            .map_err(|e| self.err(e))?;
        rows.collect::<Result<_, _>>().map_err(|e| self.err(e))
    }
}

/// Sets a question's flags (no flag left: its row goes).
pub(super) fn set_flags(
    conn: &rusqlite::Connection,
    item: &str,
    flags: &Flags,
    at: i64,
) -> rusqlite::Result<()> {
    if *flags == Flags::default() {
        return conn
            .execute(
                "DELETE FROM main.item_flags
                 WHERE course_id = (SELECT course FROM temp.scope) AND item_id = ?1",
                params![item],
            )
            .map(|_| ());
    }
    conn.execute(
        "INSERT INTO main.item_flags (course_id, item_id, suspended, buried_until,
                                      leech, updated_at)
         VALUES ((SELECT course FROM temp.scope), ?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (course_id, item_id) DO UPDATE SET
           suspended = excluded.suspended, buried_until = excluded.buried_until,
           leech = excluded.leech, updated_at = excluded.updated_at",
        params![
            item,
            i64::from(flags.suspended),
            flags.buried_until.map(iso),
            i64::from(flags.leech),
            iso(at)
        ],
    )
    .map(|_| ())
}

/// Makes a question new again (Anki's "forget"): its schedule row goes; its answers stay
/// in the log.
pub(super) fn forget(conn: &rusqlite::Connection, item: &str) -> rusqlite::Result<()> {
    conn.execute(
        "DELETE FROM main.schedule
         WHERE course_id = (SELECT course FROM temp.scope) AND item_id = ?1",
        params![item],
    )
    .map(|_| ())
}
