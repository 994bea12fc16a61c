//! Reading progress: lesson rows, the schedule, what today has used of the daily limits,
//! and the counts behind the stats.

use std::collections::{BTreeMap, HashMap};

use rusqlite::params;

use super::error::StorageError;
use super::progress::Progress;
use crate::core::clock::{Clock, DAY, iso, parse_iso};
use crate::core::schedule::{ItemState, Phase};
use crate::core::session::Today;
use crate::core::stats::{self, LessonRetention, SessionSummary, Stats};

/// A lesson's row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LessonRecord {
    pub lesson: String,
    pub done: bool,
    pub part: Option<String>,
    pub offset: u32,
    pub seconds: u64,
}

/// `(remembered, of)`.
pub type Share = (usize, usize);

impl Progress {
    pub fn lessons(&self) -> Result<Vec<LessonRecord>, StorageError> {
        let mut stmt = self
            .conn
            .prepare(
                "SELECT lesson_id, status, last_part, last_offset, seconds_spent FROM my_lessons",
            )
            .map_err(|e| self.err(e))?;
        let rows = stmt
            .query_map([], |r| {
                Ok(LessonRecord {
                    lesson: r.get(0)?,
                    done: r.get::<_, String>(1)? == "done",
                    part: r.get(2)?,
                    offset: r.get::<_, i64>(3)?.clamp(0, i64::from(u32::MAX)) as u32,
                    seconds: r.get::<_, i64>(4)?.max(0) as u64,
                })
            })
            .map_err(|e| self.err(e))?;
        rows.collect::<Result<_, _>>().map_err(|e| self.err(e))
    }

    /// Every item's scheduling state. Rows with unreadable times are skipped: the item is
    /// then treated as new rather than breaking the session.
    pub fn schedule(&self) -> Result<HashMap<String, ItemState>, StorageError> {
        let mut stmt = self
            .conn
            .prepare(
                "SELECT item_id, stability, difficulty, due_at, last_review_at, reps, lapses,
                        phase, step
                 FROM my_schedule",
            )
            .map_err(|e| self.err(e))?;
        // Times are parsed straight from SQLite's text, without a String per row: this runs
        // before the first frame, over every item the learner has ever seen.
        let time = |r: &rusqlite::Row, i: usize| -> rusqlite::Result<Option<i64>> {
            Ok(r.get_ref(i)?.as_str().ok().and_then(parse_iso))
        };
        let rows = stmt
            .query_map([], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, f64>(1)?,
                    r.get::<_, f64>(2)?,
                    time(r, 3)?,
                    time(r, 4)?,
                    r.get::<_, i64>(5)?,
                    r.get::<_, i64>(6)?,
                    Phase::from_key(
                        r.get_ref(7)?.as_str().unwrap_or("review"),
                        r.get::<_, Option<i64>>(8)?.map(|s| s.clamp(0, 255) as u8),
                    ),
                ))
            })
            .map_err(|e| self.err(e))?;
        let mut out = HashMap::new();
        for row in rows {
            let (id, stability, difficulty, due, last, reps, lapses, phase) =
                row.map_err(|e| self.err(e))?;
            if let (Some(due), Some(last_review)) = (due, last) {
                let state = ItemState {
                    stability: stability as f32,
                    difficulty: difficulty as f32,
                    due,
                    last_review,
                    reps: reps.clamp(0, i64::from(u32::MAX)) as u32,
                    lapses: lapses.clamp(0, i64::from(u32::MAX)) as u32,
                    phase,
                };
                out.insert(id, state);
            }
        }
        Ok(out)
    }

    /// What today has used of the daily limits, in distinct items: a question answered
    /// twice today (a miss and its repeat, a learning step) counts once.
    pub fn today(&self, clock: Clock) -> Result<Today, StorageError> {
        // What each answer was when shown, as Anki counts it: a new question uses the new
        // allowance, a review or a step from an earlier day the review allowance, a step
        // within the day neither, and neither does an answer in a review lesson (kept
        // without `shown_as`, as were answers before latih recorded it).
        let (new_seen, reviewed): (i64, i64) = self
            .conn
            .query_row(
                "SELECT count(*) FILTER (WHERE shown_as = 'new'),
                        count(*) FILTER (WHERE shown_as IN ('review', 'day-learning'))
                 FROM my_reviews WHERE reviewed_at >= ?1",
                params![iso(clock.day_start())],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .map_err(|e| self.err(e))?;
        Ok(Today {
            new_seen: new_seen.max(0) as usize,
            reviewed: reviewed.max(0) as usize,
        })
    }

    /// Reviews per local day since `since` (Unix seconds).
    fn reviews_by_day(
        &self,
        clock: Clock,
        since: i64,
    ) -> Result<BTreeMap<i64, usize>, StorageError> {
        // The learner's day: local time, less the hours before their day starts.
        let shift = format!("{:+} seconds", clock.offset - clock.rollover);
        let mut stmt = self
            .conn
            .prepare(
                "SELECT CAST(unixepoch(date(reviewed_at, ?1)) AS INTEGER), count(*)
                 FROM my_reviews WHERE reviewed_at >= ?2 GROUP BY 1",
            )
            .map_err(|e| self.err(e))?;
        let rows = stmt
            .query_map(params![shift, iso(since)], |r| {
                Ok((r.get::<_, i64>(0)?, r.get::<_, i64>(1)?))
            })
            .map_err(|e| self.err(e))?;
        let mut out = BTreeMap::new();
        for row in rows {
            let (day_start, n) = row.map_err(|e| self.err(e))?;
            out.insert(day_start.div_euclid(DAY), n.max(0) as usize);
        }
        Ok(out)
    }

    pub fn retention(&self) -> Result<Vec<LessonRetention>, StorageError> {
        let mut stmt = self
            .conn
            .prepare(
                // Anki's retention: answers to questions already learnt (steps and new
                // questions left out), remembered unless rated Again. Rows kept before
                // latih recorded what a question was when shown all count.
                "SELECT coalesce(lesson_id, ''), count(*), sum(rating != 'again')
                 FROM my_reviews WHERE shown_as = 'review' OR shown_as IS NULL
                 GROUP BY 1 ORDER BY 1",
            )
            .map_err(|e| self.err(e))?;
        let rows = stmt
            .query_map([], |r| {
                Ok(LessonRetention {
                    lesson: r.get(0)?,
                    reviews: r.get::<_, i64>(1)?.max(0) as usize,
                    remembered: r.get::<_, i64>(2)?.max(0) as usize,
                })
            })
            .map_err(|e| self.err(e))?;
        rows.collect::<Result<_, _>>().map_err(|e| self.err(e))
    }

    /// (true retention, first answers right) as `(remembered, of)` pairs: the first answer
    /// of a question on each of the learner's days, over questions last seen on an earlier
    /// day, and over all questions.
    pub fn retention_rates(&self, clock: Clock) -> Result<(Share, Share), StorageError> {
        let shift = i64::from(clock.offset) - i64::from(clock.rollover);
        // True retention as Anki defines it: answers to questions in review (not in their
        // steps), remembered unless rated Again (a right answer rated Again was a guess).
        // Rows without `shown_as` (kept by an older latih) count when they were a question's
        // first answer on a later day.
        let sql = "WITH r AS (
               SELECT coalesce(correct, rating != 'again') AS ok, rating != 'again' AS kept,
                      shown_as,
                      (unixepoch(reviewed_at) + ?1) / 86400 AS day,
                      lag((unixepoch(reviewed_at) + ?1) / 86400)
                        OVER (PARTITION BY item_id ORDER BY reviewed_at, review_id) AS prev
               FROM my_reviews WHERE item_kind != 'drill'),
             t AS (SELECT *, shown_as = 'review' OR (shown_as IS NULL AND prev < day) AS learnt
                   FROM r)
             SELECT coalesce(sum(kept) FILTER (WHERE learnt), 0),
                    count(*) FILTER (WHERE learnt),
                    coalesce(sum(ok) FILTER (WHERE prev IS NULL OR prev < day), 0),
                    count(*) FILTER (WHERE prev IS NULL OR prev < day)
             FROM t";
        let n = |v: i64| v.max(0) as usize;
        self.conn
            .query_row(sql, params![shift], |r| {
                Ok(((n(r.get(0)?), n(r.get(1)?)), (n(r.get(2)?), n(r.get(3)?))))
            })
            .map_err(|e| self.err(e))
    }

    /// The newest sessions with an answer in them (older latih kept empty ones too).
    pub fn recent_sessions(&self, n: usize) -> Result<Vec<SessionSummary>, StorageError> {
        let mut stmt = self
            .conn
            .prepare(
                "SELECT unixepoch(started_at), source, answered, correct, seed FROM my_sessions
                 WHERE answered > 0 ORDER BY started_at DESC, session_id DESC LIMIT ?1",
            )
            .map_err(|e| self.err(e))?;
        let n_of = |v: i64| v.max(0) as usize;
        stmt.query_map(params![n as i64], |r| {
            Ok(SessionSummary {
                started_at: r.get(0)?,
                source: r.get(1)?,
                answered: n_of(r.get(2)?),
                correct: n_of(r.get(3)?),
                // Kept as SQLite's signed integer: the same 64 bits `--seed` takes back.
                seed: r.get::<_, i64>(4)? as u64,
            })
        })
        .and_then(|rows| rows.collect())
        .map_err(|e| self.err(e))
    }

    pub fn total_reviews(&self) -> Result<usize, StorageError> {
        self.conn
            .query_row("SELECT count(*) FROM my_reviews", [], |r| {
                r.get::<_, i64>(0)
            })
            .map(|n| n.max(0) as usize)
            .map_err(|e| self.err(e))
    }

    /// Everything the stats screen shows.
    pub fn stats(&self, clock: Clock) -> Result<Stats, StorageError> {
        let since = clock.day_start() - (stats::HEATMAP_DAYS as i64 + 400) * DAY;
        let by_day = self.reviews_by_day(clock, since)?;
        let mut s = stats::build(clock, &self.schedule()?, &by_day, self.retention()?);
        s.total_reviews = self.total_reviews()?;
        s.drills = self.drill_rates()?;
        s.sessions = self.recent_sessions(stats::RECENT_SESSIONS)?;
        (s.true_retention, s.first_right) = self.retention_rates(clock)?;
        // Drills have their own line; "questions seen" counts questions.
        s.items_seen = self
            .conn
            .query_row(
                "SELECT count(*) FROM my_schedule WHERE item_kind != 'drill'",
                [],
                |r| r.get::<_, i64>(0),
            )
            .map(|n| n.max(0) as usize)
            .map_err(|e| self.err(e))?;
        Ok(s)
    }
}
