//! Short names for the writes the storage tests make, each through `Progress::write`, the
//! one write path the app uses too.

use latih::core::record::{DrillEnd, DrillStart, ReviewRecord, SessionKind};
use latih::core::schedule::ItemState;
use latih::core::write::Write;
use latih::storage::{Progress, StorageError};

/// A review session's row; its id.
pub fn start(
    p: &mut Progress,
    kind: SessionKind,
    seed: u64,
    planned: usize,
    at: i64,
) -> Result<i64, StorageError> {
    let w = Write::StartSession {
        kind,
        source: None,
        seed,
        planned,
        at,
    };
    p.write(&w).map(|id| id.unwrap_or_default())
}

/// One answer and the item's new schedule.
pub fn answer(p: &mut Progress, r: &ReviewRecord, s: &ItemState) -> Result<(), StorageError> {
    let w = Write::Record {
        record: Box::new(r.clone()),
        state: *s,
    };
    p.write(&w).map(drop)
}

pub fn finish(p: &mut Progress, session: i64, at: i64) -> Result<(), StorageError> {
    p.write(&Write::FinishSession { session, at }).map(drop)
}

/// A drill attempt's row; its id.
pub fn start_drill(p: &mut Progress, d: &DrillStart) -> Result<i64, StorageError> {
    p.write(&Write::StartDrill(d.clone()))
        .map(|id| id.unwrap_or_default())
}

/// An attempt's end and, with `(item, lesson, state)`, the drill's new schedule.
pub fn end_drill(
    p: &mut Progress,
    end: &DrillEnd,
    schedule: Option<(&str, Option<&str>, &ItemState)>,
) -> Result<(), StorageError> {
    let w = Write::EndDrill {
        end: end.clone(),
        item: schedule.map_or(String::new(), |s| s.0.to_string()),
        lesson: schedule.and_then(|s| s.1.map(str::to_string)),
        state: schedule.map(|s| *s.2),
    };
    p.write(&w).map(drop)
}

/// A lesson marked done (`true`) or opened.
pub fn lesson(p: &mut Progress, lesson: &str, done: bool, at: i64) -> Result<(), StorageError> {
    let w = Write::LessonStatus {
        lesson: lesson.to_string(),
        done,
        at,
    };
    p.write(&w).map(drop)
}
