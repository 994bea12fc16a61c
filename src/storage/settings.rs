//! The learner's settings kept in the progress file (the hour their day starts, FSRS
//! parameters fitted to their reviews), as plain keys and text values.

use rusqlite::{OptionalExtension, params};

use super::{Progress, StorageError};

/// `settings.key` of the hour the learner's day starts, `0`..`23`.
pub const DAY_START_HOUR: &str = "day_start_hour";
/// `settings.key` of the FSRS parameters fitted by `latih optimize`, as a JSON array.
pub const FSRS_PARAMETERS: &str = "fsrs_parameters";
/// `settings.key` of what the last fit found: `{"at":…,"reviews":…,"before":…,"after":…}`.
pub const FSRS_FIT: &str = "fsrs_fit";

impl Progress {
    /// Every answer to a question (not drills) in every course, oldest first, for fitting the
    /// scheduler: it fits the learner's memory, whatever the course. Of one question only its
    /// first `MAX_REVIEWS_PER_ITEM` answers are read: the fit's items grow with the square of
    /// a question's history, so one question answered a million times must not take the
    /// memory of a million squared.
    pub fn answers(&self) -> Result<Vec<crate::core::optimize::Answer>, StorageError> {
        use crate::core::optimize::MAX_REVIEWS_PER_ITEM;
        use crate::core::schedule::Rating;
        let mut stmt = self
            .conn
            .prepare(
                // One id in two courses is two questions.
                "SELECT item, reviewed_at, rating FROM (
                   SELECT course_id || char(31) || item_id AS item, reviewed_at, rating,
                          review_id,
                          row_number() OVER (PARTITION BY course_id, item_id
                                             ORDER BY reviewed_at, review_id) AS nth
                   FROM main.reviews WHERE item_kind != 'drill')
                 WHERE nth <= ?1 ORDER BY reviewed_at, review_id",
            )
            .map_err(|e| self.err(e))?;
        let rows = stmt
            .query_map([MAX_REVIEWS_PER_ITEM as i64], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, String>(2)?,
                ))
            })
            .map_err(|e| self.err(e))?;
        let mut out = Vec::new();
        for row in rows {
            let (item, at, rating) = row.map_err(|e| self.err(e))?;
            if let (Some(at), Some(rating)) = (
                crate::core::clock::parse_iso(&at),
                Rating::from_key(&rating),
            ) {
                out.push(crate::core::optimize::Answer { item, at, rating });
            }
        }
        Ok(out)
    }
}

impl Progress {
    pub fn setting(&self, key: &str) -> Result<Option<String>, StorageError> {
        self.conn
            .query_row(
                "SELECT value FROM settings WHERE key = ?1",
                params![key],
                |r| r.get(0),
            )
            .optional()
            .map_err(|e| self.err(e))
    }

    pub fn forget_setting(&mut self, key: &str) -> Result<(), StorageError> {
        self.conn
            .execute("DELETE FROM settings WHERE key = ?1", params![key])
            .map(|_| ())
            .map_err(|e| self.err(e))
    }

    pub fn set_setting(&mut self, key: &str, value: &str) -> Result<(), StorageError> {
        self.conn
            .execute(
                "INSERT INTO settings (key, value) VALUES (?1, ?2)
                 ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                params![key, value],
            )
            .map(|_| ())
            .map_err(|e| self.err(e))
    }
}

impl Progress {
    /// Keeps a fit that predicts the log better than the weights in use: its parameters and
    /// what it found, for the statistics. Returns whether it was kept.
    pub fn keep_fit(
        &mut self,
        fit: &crate::core::optimize::Fit,
        at: i64,
    ) -> Result<bool, StorageError> {
        if fit.after >= fit.before {
            return Ok(false);
        }
        let record = serde_json::json!({
            "at": crate::core::clock::iso(at),
            "reviews": fit.reviews,
            "before": fit.before,
            "after": fit.after,
        });
        let weights = serde_json::Value::from(fit.parameters.clone()).to_string();
        self.set_setting(FSRS_PARAMETERS, &weights)?;
        self.set_setting(FSRS_FIT, &record.to_string())?;
        Ok(true)
    }
}

impl Progress {
    /// Forgets the fitted parameters: FSRS's defaults are used again.
    pub fn reset_fit(&mut self) -> Result<(), StorageError> {
        self.conn
            .execute(
                "DELETE FROM settings WHERE key IN (?1, ?2)",
                params![FSRS_PARAMETERS, FSRS_FIT],
            )
            .map(|_| ())
            .map_err(|e| self.err(e))
    }

    /// Recalculates every question's memory (stability, difficulty) from its whole history
    /// with `parameters`, in every course, keeping due dates: what Anki does when its
    /// parameters change. One question's history is in memory at a time. Returns how many
    /// questions were recalculated.
    pub fn recompute_memory(
        &mut self,
        parameters: &[f32],
        clock: crate::core::clock::Clock,
    ) -> Result<usize, StorageError> {
        use crate::core::optimize::memory_of;
        use crate::core::schedule::Rating;
        let path = self.path.clone();
        let err = |e| super::classify(&path, e);
        let tx = self.conn.transaction().map_err(err)?;
        let mut updates = Vec::new();
        {
            let mut stmt = tx
                .prepare(
                    "SELECT course_id, item_id, reviewed_at, rating FROM main.reviews
                     WHERE item_kind != 'drill'
                     ORDER BY course_id, item_id, reviewed_at, review_id",
                )
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
                if let (Some(at), Some(rating)) = (
                    at.and_then(crate::core::clock::parse_iso),
                    rating.and_then(Rating::from_key),
                ) {
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
}
