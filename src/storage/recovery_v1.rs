//! Recovery files as latih wrote them before they had a version (a bare JSON list of
//! `Pending` entries): the shapes are frozen here, so changing today's `Write` never makes
//! an older run's answers unreadable. Each entry becomes today's queued write.

use super::pending::Queued;
use crate::core::record::{DrillEnd, DrillStart, ReviewRecord, SessionKind};
use crate::core::schedule::ItemState;
use crate::core::write::Write;

/// One entry of a version-1 file, exactly as it was serialised (do not change).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Pending {
    /// The course the entries after it belong to.
    Course(String),
    Session {
        provisional: i64,
        kind: SessionKind,
        source: Option<String>,
        seed: u64,
        planned: usize,
        at: i64,
    },
    SessionEnd {
        session: i64,
        at: i64,
    },
    DrillStart {
        provisional: i64,
        start: DrillStart,
    },
    Review {
        record: ReviewRecord,
        state: ItemState,
    },
    Undo {
        record: ReviewRecord,
        previous: Option<ItemState>,
    },
    DrillEnd {
        end: DrillEnd,
        item: String,
        lesson: Option<String>,
        state: Option<ItemState>,
    },
}

/// The writes of a version-1 file, grouped by the course they belong to, in order.
pub fn upgrade(entries: Vec<Pending>) -> Vec<(String, Vec<Queued>)> {
    let mut groups: Vec<(String, Vec<Queued>)> = Vec::new();
    for entry in entries {
        let (provisional, write) = match entry {
            Pending::Course(course) => {
                groups.push((course, Vec::new()));
                continue;
            }
            Pending::Session {
                provisional,
                kind,
                source,
                seed,
                planned,
                at,
            } => (
                Some(provisional),
                Write::StartSession {
                    kind,
                    source,
                    seed,
                    planned,
                    at,
                },
            ),
            Pending::SessionEnd { session, at } => (None, Write::FinishSession { session, at }),
            Pending::DrillStart { provisional, start } => {
                (Some(provisional), Write::StartDrill(start))
            }
            Pending::Review { record, state } => (
                None,
                Write::Record {
                    record: Box::new(record),
                    state,
                },
            ),
            Pending::Undo { record, previous } => (
                None,
                Write::Undo {
                    record: Box::new(record),
                    previous,
                },
            ),
            Pending::DrillEnd {
                end,
                item,
                lesson,
                state,
            } => (
                None,
                Write::EndDrill {
                    end,
                    item,
                    lesson,
                    state,
                },
            ),
        };
        if groups.is_empty() {
            // A file whose first entry names no course: the course in use.
            groups.push((String::new(), Vec::new()));
        }
        if let Some((_, writes)) = groups.last_mut() {
            writes.push(Queued { provisional, write });
        }
    }
    groups
}
