//! Everything the app asks the progress file to keep, as one enum: the app's effects carry a
//! `Write`, and `storage::Progress::write` is the one function that keeps it, for the runner,
//! the tests and the benchmarks alike. Recovery files hold `Write`s too (versioned).

use super::record::{DrillEnd, DrillStart, Flags, ReviewRecord, SessionKind};
use super::schedule::ItemState;

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Write {
    /// A review session's row; keeping it gives the session's id.
    StartSession {
        kind: SessionKind,
        source: Option<String>,
        seed: u64,
        planned: usize,
        at: i64,
    },
    /// One answer and the item's new schedule, in one transaction.
    Record {
        record: Box<ReviewRecord>,
        state: ItemState,
    },
    FinishSession {
        session: i64,
        at: i64,
    },
    /// Takes back an answer (the learner undid its rating): its row goes and the
    /// question's schedule is `previous` again (none: it was new).
    Undo {
        record: Box<ReviewRecord>,
        previous: Option<ItemState>,
    },
    /// A drill attempt's row, kept as abandoned until it ends; keeping it gives its id.
    StartDrill(DrillStart),
    /// A drill ended: the attempt's outcome and, unless abandoned, the drill's new schedule.
    EndDrill {
        end: DrillEnd,
        item: String,
        lesson: Option<String>,
        state: Option<ItemState>,
    },
    /// A lesson opened (a done lesson stays done), marked done, or unmarked.
    LessonStatus {
        lesson: String,
        done: bool,
        at: i64,
    },
    /// Where the learner left a lesson, and the time spent in it.
    SavePlace {
        lesson: String,
        part: String,
        offset: u32,
        seconds: u64,
        at: i64,
    },
    /// A question's flags (suspended, buried, leech); none left removes its row.
    SetFlags {
        item: String,
        flags: Flags,
        at: i64,
    },
    /// Makes a question new again (its answers stay in the log).
    Forget(String),
    /// Keeps a review option for the course (by its command-line name), or forgets it.
    SaveOption {
        key: String,
        value: Option<String>,
        at: i64,
    },
    /// Keeps what a tool was left with (JSON) for the next run, or forgets it: for this
    /// course, or `shared` by every course.
    Keep {
        key: String,
        value: Option<String>,
        shared: bool,
        at: i64,
    },
}

impl Write {
    /// Whether losing this write loses something the learner did that cannot be done again
    /// the same way (an answer, a drill's ending, or the rows they belong to): such writes
    /// wait in order for a full disk and go to a recovery file; the others are written at
    /// once or not at all.
    pub fn must_keep(&self) -> bool {
        matches!(
            self,
            Write::StartSession { .. }
                | Write::Record { .. }
                | Write::FinishSession { .. }
                | Write::Undo { .. }
                | Write::StartDrill(_)
                | Write::EndDrill { .. }
        )
    }

    /// Whether this write is an answer or a drill's ending (what "unsaved" counts; the
    /// session and attempt rows they belong to wait with them uncounted).
    pub fn is_answer(&self) -> bool {
        matches!(
            self,
            Write::Record { .. } | Write::EndDrill { .. } | Write::Undo { .. }
        )
    }

    /// The session or attempt this write belongs to, when it names one by id.
    pub fn refers_to(&self) -> Option<i64> {
        match self {
            Write::Record { record, .. } | Write::Undo { record, .. } => Some(record.session),
            Write::FinishSession { session, .. } => Some(*session),
            Write::EndDrill { end, .. } => Some(end.attempt),
            _ => None,
        }
    }

    /// The same write naming session or attempt `id` instead (a provisional id replaced by
    /// the real one once its row is written).
    pub fn with_id(&self, id: i64) -> Write {
        let mut w = self.clone();
        match &mut w {
            Write::Record { record, .. } | Write::Undo { record, .. } => record.session = id,
            Write::FinishSession { session, .. } => *session = id,
            Write::EndDrill { end, .. } => end.attempt = id,
            _ => {}
        }
        w
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_provisional_id_is_replaced_only_where_a_write_names_one() {
        let end = Write::FinishSession { session: -4, at: 9 };
        assert_eq!(end.refers_to(), Some(-4));
        assert_eq!(end.with_id(17), Write::FinishSession { session: 17, at: 9 });
        let forget = Write::Forget("q1".into());
        assert_eq!(forget.refers_to(), None);
        assert_eq!(forget.with_id(17), forget);
        assert!(!forget.must_keep() && !forget.is_answer());
    }
}
