//! The course's history as typed rows, oldest first, for exports that describe each answer
//! and each drill attempt on their own terms (xAPI statements): one row at a time, so a long
//! history is never all in memory.

use super::error::StorageError;
use super::progress::Progress;

/// One recorded answer.
#[derive(Debug, Clone, PartialEq)]
pub struct Answer {
    pub review: i64,
    pub session: i64,
    pub at: String,
    pub item: String,
    pub kind: String,
    pub lesson: Option<String>,
    /// JSON text, as the review log keeps them.
    pub shown: String,
    pub answer: String,
    pub correct: Option<bool>,
    pub rating: String,
    pub duration_ms: i64,
}

/// One drill attempt that ended (passed or failed).
#[derive(Debug, Clone, PartialEq)]
pub struct Attempt {
    pub attempt: i64,
    pub drill: String,
    pub lesson: Option<String>,
    pub started_at: String,
    pub ended_at: Option<String>,
    pub duration_ms: i64,
    /// The ticked checklist points, as JSON text.
    pub ticked: String,
    pub ticked_count: i64,
    pub checklist_size: i64,
    pub passed: bool,
}

/// `settings.key` of the learner's anonymous id, made on first use.
pub const LEARNER_ID: &str = "learner_id";

impl Progress {
    /// Every answer of the course, oldest first.
    pub fn each_answer(&self, mut f: impl FnMut(Answer)) -> Result<usize, StorageError> {
        let mut stmt = (self.conn)
            .prepare(
                "SELECT review_id, session_id, reviewed_at, item_id, item_kind, lesson_id, shown,
                        answer, correct, rating, duration_ms
                 FROM my_reviews ORDER BY reviewed_at, review_id",
            )
            .map_err(|e| self.err(e))?;
        let mut rows = stmt.query([]).map_err(|e| self.err(e))?;
        let mut n = 0;
        while let Some(r) = rows.next().map_err(|e| self.err(e))? {
            let row = (|| {
                Ok::<_, rusqlite::Error>(Answer {
                    review: r.get(0)?,
                    session: r.get(1)?,
                    at: r.get(2)?,
                    item: r.get(3)?,
                    kind: r.get(4)?,
                    lesson: r.get(5)?,
                    shown: r.get(6)?,
                    answer: r.get(7)?,
                    correct: r.get::<_, Option<i64>>(8)?.map(|c| c != 0),
                    rating: r.get(9)?,
                    duration_ms: r.get(10)?,
                })
            })()
            .map_err(|e| self.err(e))?;
            f(row);
            n += 1;
        }
        Ok(n)
    }

    /// Every drill attempt of the course that ended, oldest first.
    pub fn each_attempt(&self, mut f: impl FnMut(Attempt)) -> Result<usize, StorageError> {
        let mut stmt = (self.conn)
            .prepare(
                "SELECT attempt_id, drill_id, lesson_id, started_at, ended_at, duration_ms,
                        ticked, ticked_count, checklist_size, status
                 FROM my_drill_attempts WHERE status != 'abandoned'
                 ORDER BY started_at, attempt_id",
            )
            .map_err(|e| self.err(e))?;
        let mut rows = stmt.query([]).map_err(|e| self.err(e))?;
        let mut n = 0;
        while let Some(r) = rows.next().map_err(|e| self.err(e))? {
            let row = (|| {
                Ok::<_, rusqlite::Error>(Attempt {
                    attempt: r.get(0)?,
                    drill: r.get(1)?,
                    lesson: r.get(2)?,
                    started_at: r.get(3)?,
                    ended_at: r.get(4)?,
                    duration_ms: r.get(5)?,
                    ticked: r.get(6)?,
                    ticked_count: r.get(7)?,
                    checklist_size: r.get(8)?,
                    passed: r.get::<_, String>(9)? == "passed",
                })
            })()
            .map_err(|e| self.err(e))?;
            f(row);
            n += 1;
        }
        Ok(n)
    }

    /// The learner's anonymous id: random, made and kept the first time it is asked for,
    /// the same ever after (for every course in this file).
    pub fn learner_id(&mut self) -> Result<String, StorageError> {
        if let Some(id) = self.setting(LEARNER_ID)? {
            return Ok(id);
        }
        let id = format!("{:032x}", rand::random::<u128>());
        self.set_setting(LEARNER_ID, &id)?;
        Ok(id)
    }
}
