//! After parameters change: every question's memory recalculated from its whole history
//! (Anki's "recompute memory states"), and, when asked, every learnt question's due date
//! moved to the interval its new memory gives (Anki's "reschedule cards on change").

use rusqlite::params;

use super::super::{Progress, StorageError};
use super::FitScope;
use crate::core::clock::{Clock, parse_iso};
use crate::core::optimize::memory_of;
use crate::core::schedule::{Rating, Scheduler};

/// The reviews whose questions follow the fit of the scope: the course's, or with the
/// shared fit every course's that keeps no fit of its own.
const IN_SCOPE: &str = "item_kind != 'drill' AND ((SELECT every FROM temp.scope) = 0
    OR course_id NOT IN (SELECT course_id FROM main.course_options
                         WHERE key = 'fsrs-parameters'))";

impl Progress {
    /// Recalculates the memory (stability, difficulty) of every question that uses the
    /// fit of the scope, from its whole history with `parameters`, keeping due dates. One
    /// question's history is in memory at a time. Returns how many were recalculated.
    pub fn recompute_memory(
        &mut self,
        parameters: &[f32],
        clock: Clock,
    ) -> Result<usize, StorageError> {
        let path = self.path.clone();
        let err = |e| super::super::classify(&path, e);
        let tx = self.conn.transaction().map_err(err)?;
        let mut updates = Vec::new();
        {
            let mut stmt = tx
                .prepare(&format!(
                    "SELECT course_id, item_id, reviewed_at, rating FROM my_reviews
                     WHERE {IN_SCOPE} ORDER BY course_id, item_id, reviewed_at, review_id"
                ))
                .map_err(err)?;
            let mut rows = stmt.query([]).map_err(err)?;
            let mut current: Option<(String, String)> = None;
            let mut history: Vec<(i64, Rating)> = Vec::new();
            let mut finish = |key: Option<(String, String)>, history: &mut Vec<(i64, Rating)>| {
                if let Some((course, item)) = key
                    && let Ok(Some((s, d))) = memory_of(history, clock, parameters)
                {
                    updates.push((course, item, s, d));
                }
                history.clear();
            };
            while let Some(row) = rows.next().map_err(err)? {
                let key: (String, String) = (row.get(0).map_err(err)?, row.get(1).map_err(err)?);
                if current.as_ref() != Some(&key) {
                    finish(current.take(), &mut history);
                    current = Some(key);
                }
                let at = row.get_ref(2).ok().and_then(|v| v.as_str().ok());
                let rating = row.get_ref(3).ok().and_then(|v| v.as_str().ok());
                if let (Some(at), Some(rating)) =
                    (at.and_then(parse_iso), rating.and_then(Rating::from_key))
                {
                    history.push((at, rating));
                }
            }
            finish(current.take(), &mut history);
        }
        for (course, item, s, d) in &updates {
            tx.execute(
                "UPDATE main.schedule SET stability = ?3, difficulty = ?4
                 WHERE course_id = ?1 AND item_id = ?2",
                params![course, item, f64::from(*s), f64::from(*d)],
            )
            .map_err(err)?;
        }
        tx.commit().map_err(err)?;
        Ok(updates.len())
    }

    /// Moves the due date of every learnt question that uses the fit of the scope to the
    /// interval its memory now gives at the desired retention (whole days after its last
    /// answer, at least one; no fuzz). Questions in their steps keep theirs. Returns how
    /// many due dates moved.
    pub fn reschedule(
        &mut self,
        scheduler: &Scheduler,
        clock: Clock,
    ) -> Result<usize, StorageError> {
        let path = self.path.clone();
        let err = |e| super::super::classify(&path, e);
        let shared = self.fit_scope() == FitScope::Shared;
        let tx = self.conn.transaction().map_err(err)?;
        let mut moves = Vec::new();
        {
            let mut stmt = tx
                .prepare(
                    "SELECT course_id, item_id, stability, last_review_at, due_at FROM main.schedule
                     WHERE phase = 'review' AND item_kind != 'drill'
                       AND (?1 AND course_id NOT IN (SELECT course_id FROM main.course_options
                                                     WHERE key = 'fsrs-parameters')
                            OR NOT ?1 AND course_id = (SELECT course FROM temp.scope))",
                )
                .map_err(err)?;
            let mut rows = stmt.query(params![shared]).map_err(err)?;
            while let Some(row) = rows.next().map_err(err)? {
                let course: String = row.get(0).map_err(err)?;
                let item: String = row.get(1).map_err(err)?;
                let stability: f64 = row.get(2).map_err(err)?;
                let last: Option<i64> = row
                    .get_ref(3)
                    .ok()
                    .and_then(|v| v.as_str().ok())
                    .and_then(parse_iso);
                let due: Option<i64> = row
                    .get_ref(4)
                    .ok()
                    .and_then(|v| v.as_str().ok())
                    .and_then(parse_iso);
                let (Some(last), Some(due)) = (last, due) else {
                    continue;
                };
                let days = scheduler.interval_for(stability as f32).round() as i64;
                let moved = clock.start_of(clock.day_of(last) + days.max(1));
                if clock.day_of(moved) != clock.day_of(due) {
                    moves.push((course, item, moved));
                }
            }
        }
        for (course, item, due) in &moves {
            tx.execute(
                "UPDATE main.schedule SET due_at = ?3 WHERE course_id = ?1 AND item_id = ?2",
                params![course, item, crate::core::clock::iso(*due)],
            )
            .map_err(err)?;
        }
        tx.commit().map_err(err)?;
        Ok(moves.len())
    }
}
