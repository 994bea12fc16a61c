//! Drill attempts in the progress file: a row when the clock starts, its ending (with the
//! drill's new schedule, in one transaction), the history of a drill and pass rates.

use rusqlite::params;

use super::error::StorageError;
use super::progress::Progress;
use crate::core::clock::{iso, parse_iso};
use crate::core::drill::{Attempt, Status};
use crate::core::record::{DrillEnd, DrillStart};
use crate::core::schedule::ItemState;
use crate::core::stats::DrillRate;

impl Progress {
    /// Every attempt of a drill, newest first.
    pub fn drill_history(&self, drill: &str) -> Result<Vec<Attempt>, StorageError> {
        let mut stmt = self
            .conn
            .prepare(
                "SELECT started_at, duration_ms, overtime_ms, ticked, checklist_size, status
                 FROM my_drill_attempts WHERE drill_id = ?1
                 ORDER BY started_at DESC, attempt_id DESC",
            )
            .map_err(|e| self.err(e))?;
        let rows = stmt
            .query_map(params![drill], |r| {
                let ticked: String = r.get(3)?;
                Ok(Attempt {
                    started_at: parse_iso(&r.get::<_, String>(0)?).unwrap_or(0),
                    duration_ms: r.get(1)?,
                    overtime_ms: r.get(2)?,
                    ticked: serde_json::from_str(&ticked).unwrap_or_default(),
                    checklist_size: r.get::<_, i64>(4)?.max(0) as usize,
                    status: Status::from_key(&r.get::<_, String>(5)?),
                })
            })
            .map_err(|e| self.err(e))?;
        rows.collect::<Result<_, _>>().map_err(|e| self.err(e))
    }

    /// Pass rates of every drill attempted, by drill id.
    pub fn drill_rates(&self) -> Result<Vec<DrillRate>, StorageError> {
        let mut stmt = self
            .conn
            .prepare(
                "SELECT drill_id, sum(status != 'abandoned'), sum(status = 'passed'),
                        sum(status = 'abandoned')
                 FROM my_drill_attempts GROUP BY drill_id ORDER BY drill_id",
            )
            .map_err(|e| self.err(e))?;
        let rows = stmt
            .query_map([], |r| {
                let n = |i: usize| r.get::<_, i64>(i).map(|v| v.max(0) as usize);
                Ok(DrillRate {
                    drill: r.get(0)?,
                    finished: n(1)?,
                    passed: n(2)?,
                    abandoned: n(3)?,
                })
            })
            .map_err(|e| self.err(e))?;
        rows.collect::<Result<_, _>>().map_err(|e| self.err(e))
    }
}

/// An attempt's ending and the drill's new schedule; the caller holds the transaction.
pub(super) fn write_drill_end(
    tx: &rusqlite::Connection,
    end: &DrillEnd,
    schedule: Option<(&str, Option<&str>, &ItemState)>,
) -> rusqlite::Result<()> {
    let ticked = serde_json::to_string(&end.ticked).unwrap_or_else(|_| "[]".into());
    tx.execute(
        "UPDATE drill_attempts SET ended_at = ?2, duration_ms = ?3, overtime_ms = ?4,
                ticked = ?5, ticked_count = ?6, status = ?7
         WHERE attempt_id = ?1",
        params![
            end.attempt,
            iso(end.at),
            end.duration_ms,
            end.overtime_ms,
            ticked,
            end.ticked.len() as i64,
            end.status.key()
        ],
    )?;
    if let Some((item, lesson, state)) = schedule {
        super::record::upsert_schedule(tx, item, "drill", lesson, state)?;
    }
    Ok(())
}

/// An attempt's first row, as abandoned; returns its id.
pub(super) fn insert_drill(conn: &rusqlite::Connection, d: &DrillStart) -> rusqlite::Result<i64> {
    conn.execute(
        "INSERT INTO main.drill_attempts (course_id, drill_id, lesson_id, started_at,
                                          limit_seconds, checklist_size, pass_mark)
         VALUES ((SELECT course FROM temp.scope), ?1, ?2, ?3, ?4, ?5, ?6)",
        params![
            d.drill,
            d.lesson,
            iso(d.at),
            d.limit_seconds,
            d.checklist_size as i64,
            d.pass_mark as i64
        ],
    )?;
    Ok(conn.last_insert_rowid())
}
