//! Answers given elsewhere (in Anki, on the learner's phone) added to the review log, each
//! once however often the same file is imported, and the schedule of every question they
//! touch worked out again from its whole history, so it continues from the last answer
//! wherever that was given.

use rusqlite::{OptionalExtension, params};

use super::error::StorageError;
use super::progress::Progress;
use super::record::{insert_review, insert_session, upsert_schedule};
use crate::core::clock::{Clock, parse_iso};
use crate::core::record::{ReviewRecord, SessionKind};
use crate::core::schedule::{ItemState, Rating, Scheduler};

/// One answer from elsewhere, on a question of the course in use.
#[derive(Debug, Clone, PartialEq)]
pub struct Foreign {
    pub item: String,
    pub kind: String,
    pub lesson: Option<String>,
    pub at: i64,
    pub rating: Rating,
    pub duration_ms: u64,
    /// What the review log keeps as the answer: where it came from and its id there
    /// (`{"anki":1764000000000}`), which is also how a second import knows it.
    pub answer: String,
}

/// What an import did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Imported {
    pub added: usize,
    pub already: usize,
    pub questions: usize,
}

/// The state after each answer of a history, oldest first, as the scheduler gives it.
fn replay(
    scheduler: &Scheduler,
    item: &str,
    history: &[(i64, Rating)],
    offset: i32,
) -> Vec<ItemState> {
    let mut state: Option<ItemState> = None;
    let mut out = Vec::with_capacity(history.len());
    for (at, rating) in history {
        let Ok(choices) = scheduler.choices(state.as_ref(), Clock::new(*at, offset), item) else {
            continue;
        };
        let next = choices.get(*rating).1;
        out.push(next);
        state = Some(next);
    }
    out
}

impl Progress {
    /// Adds `answers` (from `source`, say `anki`) that are not in the log yet, in one session
    /// of their own, and reschedules each question they touch from its whole history.
    pub fn import_answers(
        &mut self,
        source: &str,
        answers: &[Foreign],
        scheduler: &Scheduler,
        offset: i32,
    ) -> Result<Imported, StorageError> {
        let path = self.path.clone();
        let err = |e| super::error::classify(&path, e);
        let tx = self.conn.transaction().map_err(err)?;
        let mut fresh: Vec<&Foreign> = Vec::new();
        let mut done = Imported::default();
        {
            let mut seen = tx
                .prepare(
                    "SELECT 1 FROM my_reviews WHERE item_id = ?1 AND reviewed_at = ?2
                     AND answer = ?3",
                )
                .map_err(err)?;
            for a in answers {
                let at = crate::core::clock::iso(a.at);
                let known = (seen.query_row(params![a.item, at, a.answer], |_| Ok(())))
                    .optional()
                    .map_err(err)?;
                match known {
                    Some(()) => done.already += 1,
                    None => fresh.push(a),
                }
            }
        }
        if fresh.is_empty() {
            tx.commit().map_err(err)?;
            return Ok(done);
        }
        let first = fresh.iter().map(|a| a.at).min().unwrap_or(0);
        let session = insert_session(&tx, SessionKind::Due, Some(source), 0, fresh.len(), first)
            .map_err(err)?;
        let mut items: Vec<&str> = fresh.iter().map(|a| a.item.as_str()).collect();
        items.sort_unstable();
        items.dedup();
        for item in &items {
            let mine: Vec<&&Foreign> = fresh.iter().filter(|a| a.item == *item).collect();
            let mut history = history_of(&tx, item).map_err(err)?;
            history.extend((mine.iter().enumerate()).map(|(k, a)| (a.at, a.rating, Some(k))));
            history.sort_by_key(|h| h.0);
            let plain: Vec<(i64, Rating)> = history.iter().map(|h| (h.0, h.1)).collect();
            let states = replay(scheduler, item, &plain, offset);
            for (k, ((_, _, new), state)) in history.iter().zip(&states).enumerate() {
                let Some(a) = new.and_then(|n| mine.get(n)) else {
                    continue;
                };
                let record = ReviewRecord {
                    session,
                    item: a.item.clone(),
                    kind: a.kind.clone(),
                    lesson: a.lesson.clone(),
                    position: k as u32 + 1,
                    shown: Vec::new(),
                    answer: a.answer.clone(),
                    correct: None,
                    rating: a.rating,
                    duration_ms: a.duration_ms,
                    at: a.at,
                    interval_days: (state.due - a.at) as f64 / 86_400.0,
                    shown_as: None,
                };
                insert_review(&tx, &record, state).map_err(err)?;
                done.added += 1;
            }
            // The newest answer, wherever it was given, sets the schedule.
            if let (Some(last), Some(a)) = (states.last(), mine.first()) {
                upsert_schedule(&tx, item, &a.kind, a.lesson.as_deref(), last).map_err(err)?;
            }
        }
        let last = fresh.iter().map(|a| a.at).max().unwrap_or(first);
        super::record::finish_session(&tx, session, last).map_err(err)?;
        tx.commit().map_err(err)?;
        done.questions = items.len();
        Ok(done)
    }
}

/// A question's answers already in the log, oldest first (`None`: not from this import).
fn history_of(
    tx: &rusqlite::Connection,
    item: &str,
) -> rusqlite::Result<Vec<(i64, Rating, Option<usize>)>> {
    let mut stmt = tx.prepare(
        "SELECT reviewed_at, rating FROM my_reviews WHERE item_id = ?1
         ORDER BY reviewed_at, review_id",
    )?;
    let rows = stmt.query_map([item], |row| {
        Ok((row.get::<_, String>(0)?, row.get::<_, String>(1)?))
    })?;
    let mut out = Vec::new();
    for row in rows {
        let (at, rating) = row?;
        if let (Some(at), Some(rating)) = (parse_iso(&at), Rating::from_key(&rating)) {
            out.push((at, rating, None));
        }
    }
    Ok(out)
}
