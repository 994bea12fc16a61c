//! Taking back an answer the learner undid (Ctrl-z on the review screen): its review row
//! goes, the session's counts lose it, and the question's schedule is what it was before
//! (or gone, for a question answered for the first time). Idempotent, so a recovery file
//! written in twice undoes once.

use rusqlite::{OptionalExtension, params};

use crate::core::clock::iso;
use crate::core::record::ReviewRecord;
use crate::core::schedule::ItemState;

pub(super) fn undo_review(
    conn: &rusqlite::Connection,
    r: &ReviewRecord,
    previous: Option<&ItemState>,
) -> rusqlite::Result<()> {
    let found: Option<(i64, Option<bool>)> = conn
        .query_row(
            "SELECT review_id, correct FROM my_reviews
             WHERE session_id = ?1 AND item_id = ?2 AND position = ?3 AND reviewed_at = ?4
             ORDER BY review_id DESC LIMIT 1",
            params![r.session, r.item, r.position, iso(r.at)],
            |row| Ok((row.get(0)?, row.get(1)?)),
        )
        .optional()?;
    let Some((id, correct)) = found else {
        return Ok(());
    };
    conn.execute("DELETE FROM main.reviews WHERE review_id = ?1", params![id])?;
    conn.execute(
        "UPDATE sessions SET answered = max(answered - 1, 0),
                             correct = max(correct - ?2, 0)
         WHERE session_id = ?1",
        params![
            r.session,
            i64::from(super::record::right(correct, r.rating))
        ],
    )?;
    match previous {
        Some(state) => {
            super::record::upsert_schedule(conn, &r.item, &r.kind, r.lesson.as_deref(), state)
                .map(|_| ())
        }
        None => conn
            .execute(
                "DELETE FROM main.schedule
                 WHERE course_id = (SELECT course FROM temp.scope) AND item_id = ?1",
                params![r.item],
            )
            .map(|_| ()),
    }
}
