//! The rows of what `Progress::write` keeps about reviews: answers and their schedule,
//! review sessions, lesson status and place. Every row is written for the
//! course in use (`temp.scope`, set by `course::use_course`).

use rusqlite::{OptionalExtension, params};

use crate::core::clock::iso;
pub use crate::core::record::{LessonStatus, ReviewRecord, SessionKind};
use crate::core::schedule::{ItemState, Rating};

/// Marks a lesson opened (a done lesson stays done) or done.
pub(super) fn set_lesson_status(
    conn: &rusqlite::Connection,
    lesson: &str,
    status: LessonStatus,
    at: i64,
) -> rusqlite::Result<()> {
    let sql = match status {
        LessonStatus::Opened => {
            "INSERT INTO main.lessons (course_id, lesson_id, status, first_opened_at, updated_at)
             VALUES ((SELECT course FROM temp.scope), ?1, 'opened', ?2, ?2)
             ON CONFLICT (course_id, lesson_id) DO UPDATE SET updated_at = excluded.updated_at"
        }
        LessonStatus::Done => {
            "INSERT INTO main.lessons (course_id, lesson_id, status, first_opened_at, updated_at)
             VALUES ((SELECT course FROM temp.scope), ?1, 'done', ?2, ?2)
             ON CONFLICT (course_id, lesson_id)
             DO UPDATE SET status = 'done', updated_at = excluded.updated_at"
        }
    };
    conn.execute(sql, params![lesson, iso(at)]).map(|_| ())
}

/// Takes a done lesson back to opened (the learner unmarked it).
pub(super) fn reopen_lesson(
    conn: &rusqlite::Connection,
    lesson: &str,
    at: i64,
) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE main.lessons SET status = 'opened', updated_at = ?2
         WHERE course_id = (SELECT course FROM temp.scope) AND lesson_id = ?1",
        params![lesson, iso(at)],
    )
    .map(|_| ())
}

/// Where the learner left a lesson, and time spent in it.
pub(super) fn save_place(
    conn: &rusqlite::Connection,
    lesson: &str,
    part: &str,
    offset: u32,
    seconds: u64,
    at: i64,
) -> rusqlite::Result<()> {
    let exists: Option<i64> = conn
        .query_row(
            "SELECT 1 FROM main.lessons
             WHERE course_id = (SELECT course FROM temp.scope) AND lesson_id = ?1",
            params![lesson],
            |r| r.get(0),
        )
        .optional()?;
    if exists.is_none() {
        set_lesson_status(conn, lesson, LessonStatus::Opened, at)?;
    }
    conn.execute(
        "UPDATE main.lessons SET last_part = ?2, last_offset = ?3,
                seconds_spent = seconds_spent + ?4, updated_at = ?5
         WHERE course_id = (SELECT course FROM temp.scope) AND lesson_id = ?1",
        params![lesson, part, offset, seconds as i64, iso(at)],
    )
    .map(|_| ())
}

/// A session's end.
pub(super) fn finish_session(
    conn: &rusqlite::Connection,
    session: i64,
    at: i64,
) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE sessions SET ended_at = ?2 WHERE session_id = ?1",
        params![session, iso(at)],
    )
    .map(|_| ())
}

/// A session's row; returns its id.
pub(super) fn insert_session(
    conn: &rusqlite::Connection,
    kind: SessionKind,
    source: Option<&str>,
    seed: u64,
    planned: usize,
    at: i64,
) -> rusqlite::Result<i64> {
    conn.execute(
        "INSERT INTO main.sessions (course_id, kind, source, seed, started_at, planned)
         VALUES ((SELECT course FROM temp.scope), ?1, ?2, ?3, ?4, ?5)",
        params![kind.key(), source, seed as i64, iso(at), planned as i64],
    )?;
    Ok(conn.last_insert_rowid())
}

/// The rows of one answer: the review, the item's schedule, the session's counters. The
/// caller holds the transaction.
pub(super) fn insert_review(
    tx: &rusqlite::Connection,
    r: &ReviewRecord,
    state: &ItemState,
) -> rusqlite::Result<()> {
    let shown = serde_json::to_string(&r.shown).unwrap_or_else(|_| "[]".into());
    tx.execute(
        "INSERT INTO main.reviews (course_id, session_id, item_id, item_kind, lesson_id,
                                   position, shown, answer, correct, rating, duration_ms,
                                   reviewed_at, interval_days, shown_as)
         VALUES ((SELECT course FROM temp.scope), ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10,
                 ?11, ?12, ?13)",
        params![
            r.session,
            r.item,
            r.kind,
            r.lesson,
            r.position,
            shown,
            r.answer,
            r.correct,
            r.rating.key(),
            r.duration_ms as i64,
            iso(r.at),
            r.interval_days,
            r.shown_as.map(crate::core::queue::Kind::key),
        ],
    )?;
    upsert_schedule(tx, &r.item, &r.kind, r.lesson.as_deref(), state)?;
    tx.execute(
        "UPDATE sessions SET answered = answered + 1, correct = correct + ?2
         WHERE session_id = ?1",
        params![r.session, i64::from(right(r.correct, r.rating))],
    )?;
    Ok(())
}

/// Whether an answer counts as right in a session's score: as graded, or, for a question
/// the learner rated (recall), unless rated Again.
pub(super) fn right(correct: Option<bool>, rating: Rating) -> bool {
    correct.unwrap_or(rating != Rating::Again)
}

/// An item's new scheduling state, inserted or replacing the old one.
pub(super) fn upsert_schedule(
    tx: &rusqlite::Connection,
    item: &str,
    kind: &str,
    lesson: Option<&str>,
    state: &ItemState,
) -> rusqlite::Result<usize> {
    tx.execute(
        "INSERT INTO main.schedule (course_id, item_id, item_kind, lesson_id, stability,
                                    difficulty, due_at, last_review_at, reps, lapses, phase,
                                    step)
         VALUES ((SELECT course FROM temp.scope), ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)
         ON CONFLICT (course_id, item_id) DO UPDATE SET
           item_kind = excluded.item_kind, lesson_id = excluded.lesson_id,
           stability = excluded.stability, difficulty = excluded.difficulty,
           due_at = excluded.due_at, last_review_at = excluded.last_review_at,
           reps = excluded.reps, lapses = excluded.lapses,
           phase = excluded.phase, step = excluded.step",
        params![
            item,
            kind,
            lesson,
            f64::from(state.stability),
            f64::from(state.difficulty),
            iso(state.due),
            iso(state.last_review),
            state.reps,
            state.lapses,
            state.phase.key(),
            state.phase.step(),
        ],
    )
}
