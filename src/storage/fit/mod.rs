//! The scheduler's fitted parameters in the progress file, as Anki keeps them per preset:
//! a course's own fit (in `course_options`), else the fit shared by every course (in
//! `settings`, where earlier releases kept the only one), else FSRS's defaults. A fit is
//! made on the reviews in scope (the course's, or every course's with `--all-courses`) and
//! kept for that scope; every question's memory is then recalculated with it.

use rusqlite::params;

use super::settings::{FSRS_FIT, FSRS_PARAMETERS};
use super::{Progress, StorageError};
use crate::core::clock::iso;
use crate::core::optimize::{Answer, Fit, MAX_REVIEWS_PER_ITEM};
use crate::core::schedule::Rating;

/// `course_options.key` of a course's own fitted parameters, and of what its fit found.
pub const COURSE_PARAMETERS: &str = "fsrs-parameters";
pub const COURSE_FIT: &str = "fsrs-fit";

/// Whose fit: the course's own, or the one every course without its own uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FitScope {
    Course,
    Shared,
}

/// The parameters a course uses, as kept: the weights (JSON), what the fit found (JSON),
/// and whose fit it is.
#[derive(Debug, Clone, PartialEq)]
pub struct Kept {
    pub parameters: String,
    pub record: Option<String>,
    pub scope: FitScope,
}

/// Reviews a fit does not read, and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct LeftOut {
    /// Oral drill attempts: drills are not questions.
    pub drills: usize,
    /// Answers after a question's `MAX_REVIEWS_PER_ITEM`th.
    pub capped: usize,
}

impl Progress {
    /// The scope a fit made now is kept for: every course when reading every course.
    pub fn fit_scope(&self) -> FitScope {
        let every: i64 = self
            .conn
            .query_row("SELECT every FROM temp.scope", [], |r| r.get(0))
            .unwrap_or(0);
        if every != 0 {
            FitScope::Shared
        } else {
            FitScope::Course
        }
    }

    fn course_value(&self, key: &str) -> Result<Option<String>, StorageError> {
        Ok(self
            .course_options()?
            .into_iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v))
    }

    /// The fit the course uses: its own, else the shared one; `None`: FSRS's defaults.
    pub fn kept_fit(&self) -> Result<Option<Kept>, StorageError> {
        if self.fit_scope() == FitScope::Course
            && let Some(parameters) = self.course_value(COURSE_PARAMETERS)?
        {
            let record = self.course_value(COURSE_FIT)?;
            return Ok(Some(Kept {
                parameters,
                record,
                scope: FitScope::Course,
            }));
        }
        Ok(self.setting(FSRS_PARAMETERS)?.map(|parameters| Kept {
            parameters,
            record: self.setting(FSRS_FIT).ok().flatten(),
            scope: FitScope::Shared,
        }))
    }

    /// Every answer to a question (not drills) in scope, oldest first, for fitting the
    /// scheduler. Of one question only its first `MAX_REVIEWS_PER_ITEM` answers are read:
    /// the fit's items grow with the square of a question's history, so one question
    /// answered a million times must not take the memory of a million squared.
    pub fn answers(&self) -> Result<Vec<Answer>, StorageError> {
        let mut stmt = self
            .conn
            .prepare(
                // One id in two courses is two questions.
                "SELECT item, reviewed_at, rating FROM (
                   SELECT course_id || char(31) || item_id AS item, reviewed_at, rating,
                          review_id,
                          row_number() OVER (PARTITION BY course_id, item_id
                                             ORDER BY reviewed_at, review_id) AS nth
                   FROM my_reviews WHERE item_kind != 'drill')
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
                out.push(Answer { item, at, rating });
            }
        }
        Ok(out)
    }

    /// The reviews in scope a fit leaves out, counted by reason.
    pub fn left_out(&self) -> Result<LeftOut, StorageError> {
        let count = |sql: &str| -> Result<usize, StorageError> {
            self.conn
                .query_row(sql, [MAX_REVIEWS_PER_ITEM as i64], |r| r.get::<_, i64>(0))
                .map(|n| n.max(0) as usize)
                .map_err(|e| self.err(e))
        };
        Ok(LeftOut {
            drills: count("SELECT count(*) FROM my_reviews WHERE item_kind = 'drill' AND ?1 >= 0")?,
            capped: count(
                "SELECT coalesce(sum(n - ?1), 0) FROM (
                   SELECT count(*) AS n FROM my_reviews WHERE item_kind != 'drill'
                   GROUP BY course_id, item_id) WHERE n > ?1",
            )?,
        })
    }

    /// Keeps a fit that predicts the log better than the weights in use, for the scope it
    /// was made in: its parameters and what it found, for the statistics. Returns whether
    /// it was kept.
    pub fn keep_fit(&mut self, fit: &Fit, at: i64) -> Result<bool, StorageError> {
        if fit.after >= fit.before {
            return Ok(false);
        }
        let record = serde_json::json!({
            "at": iso(at),
            "reviews": fit.reviews,
            "before": fit.before,
            "after": fit.after,
        })
        .to_string();
        let weights = serde_json::Value::from(fit.parameters.clone()).to_string();
        match self.fit_scope() {
            FitScope::Shared => {
                self.set_setting(FSRS_PARAMETERS, &weights)?;
                self.set_setting(FSRS_FIT, &record)?;
            }
            FitScope::Course => {
                let keep =
                    |k, v: &str| super::options::set_course_option(&self.conn, k, Some(v), at);
                keep(COURSE_PARAMETERS, &weights)
                    .and_then(|()| keep(COURSE_FIT, &record))
                    .map_err(|e| self.err(e))?;
            }
        }
        Ok(true)
    }

    /// Forgets the fit of the scope: the course goes back to the shared fit (or the
    /// defaults); with every course, the shared fit goes.
    pub fn reset_fit(&mut self) -> Result<(), StorageError> {
        match self.fit_scope() {
            FitScope::Shared => self
                .conn
                .execute(
                    "DELETE FROM settings WHERE key IN (?1, ?2)",
                    params![FSRS_PARAMETERS, FSRS_FIT],
                )
                .map(|_| ())
                .map_err(|e| self.err(e)),
            FitScope::Course => {
                let drop = |k| super::options::set_course_option(&self.conn, k, None, 0);
                drop(COURSE_PARAMETERS)
                    .and_then(|()| drop(COURSE_FIT))
                    .map_err(|e| self.err(e))
            }
        }
    }
}

mod memory;
