//! Answers the progress file could not take yet (a full disk, a file held by another
//! program): kept in order and written as soon as the file takes them, and meanwhile kept in
//! a recovery file beside the progress file (storage::recovery), which the next start writes
//! in and then removes.
//!
//! A session or drill attempt that could not be started gets a provisional id (negative)
//! so the answers given in it can wait too; when its row is finally written, the answers
//! after it take the real id (`resolve`), also in what goes to a recovery file, which must
//! make sense to a process that never saw the provisional ids.

use std::collections::HashMap;

use rusqlite::params;

use super::{Progress, StorageError};
use crate::core::clock::iso;
use crate::core::record::{DrillEnd, DrillStart, ReviewRecord, SessionKind};
use crate::core::schedule::ItemState;

/// One write the learner must not lose.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Pending {
    /// The course the writes after it belong to (a recovery file may be written in by a run
    /// of another course).
    Course(String),
    /// A review session's row, under a provisional (negative) id until written.
    Session {
        provisional: i64,
        kind: SessionKind,
        source: Option<String>,
        seed: u64,
        planned: usize,
        at: i64,
    },
    /// A session's end.
    SessionEnd { session: i64, at: i64 },
    /// A drill attempt's first row, under a provisional (negative) id until written.
    DrillStart { provisional: i64, start: DrillStart },
    /// An answer and the question's new schedule.
    Review {
        record: ReviewRecord,
        state: ItemState,
    },
    /// An answer the learner took back, and the schedule the question had before it.
    Undo {
        record: ReviewRecord,
        previous: Option<ItemState>,
    },
    /// How a drill attempt ended and, unless abandoned, the drill's new schedule.
    DrillEnd {
        end: DrillEnd,
        item: String,
        lesson: Option<String>,
        state: Option<ItemState>,
    },
}

impl Pending {
    /// An answer, a drill's ending or an answer taken back: what the learner did, kept
    /// and counted to them (the rows of sessions and attempts wait with them, uncounted).
    pub fn is_answer(&self) -> bool {
        matches!(
            self,
            Pending::Review { .. } | Pending::DrillEnd { .. } | Pending::Undo { .. }
        )
    }
}

/// Whether a review row with this answer's session, item, position and time exists: the
/// recovery file is written in again after a crash between the commit and its removal, and
/// must not count an answer twice.
fn review_exists(conn: &rusqlite::Connection, r: &ReviewRecord) -> rusqlite::Result<bool> {
    conn.query_row(
        "SELECT count(*) FROM reviews
         WHERE session_id = ?1 AND item_id = ?2 AND position = ?3 AND reviewed_at = ?4",
        params![r.session, r.item, r.position, iso(r.at)],
        |row| row.get::<_, i64>(0),
    )
    .map(|n| n > 0)
}

/// Real ids of the sessions and attempts written under a provisional id.
pub type Ids = HashMap<i64, i64>;

/// The real id for an id that may be provisional. A provisional id not written yet stays
/// as it is, and a row that refers to it fails on its foreign key (and waits again).
fn real(ids: &Ids, id: i64) -> i64 {
    ids.get(&id).copied().unwrap_or(id)
}

/// The writes with every provisional id whose row is written replaced by the real one: what
/// a recovery file must hold, since the process reading it never saw those provisional ids.
pub fn resolve(items: &[Pending], ids: &Ids) -> Vec<Pending> {
    items
        .iter()
        .map(|w| match w {
            Pending::Review { record, state } => Pending::Review {
                record: ReviewRecord {
                    session: real(ids, record.session),
                    ..record.clone()
                },
                state: *state,
            },
            Pending::Undo { record, previous } => Pending::Undo {
                record: ReviewRecord {
                    session: real(ids, record.session),
                    ..record.clone()
                },
                previous: *previous,
            },
            Pending::SessionEnd { session, at } => Pending::SessionEnd {
                session: real(ids, *session),
                at: *at,
            },
            Pending::DrillEnd {
                end,
                item,
                lesson,
                state,
            } => Pending::DrillEnd {
                end: DrillEnd {
                    attempt: real(ids, end.attempt),
                    ..end.clone()
                },
                item: item.clone(),
                lesson: lesson.clone(),
                state: *state,
            },
            other => other.clone(),
        })
        .collect()
}

/// Where the writes come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Source {
    /// This process's own queue: every provisional id has its row earlier in the queue.
    Live,
    /// A recovery file. One written by latih 0.1 before `resolve` may name a session or
    /// attempt by a provisional id whose row was written in that run: the answers then get
    /// a stand-in row instead of failing on its foreign key at every start.
    File,
}

/// A stand-in for the session or attempt a recovery file's provisional id stood for.
fn stand_in(
    conn: &rusqlite::Connection,
    w: &Pending,
    ids: &mut Ids,
    source: Source,
) -> rusqlite::Result<()> {
    let missing = |id: i64| source == Source::File && id < 0 && !ids.contains_key(&id);
    match w {
        Pending::Review { record, .. } if missing(record.session) => {
            let id = super::record::insert_session(conn, SessionKind::Due, None, 0, 0, record.at)?;
            ids.insert(record.session, id);
        }
        Pending::DrillEnd {
            end, item, lesson, ..
        } if missing(end.attempt) => {
            let start = DrillStart {
                drill: item.clone(),
                lesson: lesson.clone(),
                at: end.at - end.duration_ms / 1000,
                limit_seconds: 0,
                checklist_size: end.ticked.len(),
                pass_mark: 0,
            };
            ids.insert(end.attempt, super::drill::insert_drill(conn, &start)?);
        }
        _ => {}
    }
    Ok(())
}

pub(super) fn write_one(
    conn: &rusqlite::Connection,
    w: &Pending,
    ids: &mut Ids,
    source: Source,
) -> rusqlite::Result<()> {
    stand_in(conn, w, ids, source)?;
    match w {
        Pending::Course(course) => conn
            .execute("UPDATE temp.scope SET course = ?1", params![course])
            .map(|_| ()),
        Pending::Session {
            provisional,
            kind,
            source,
            seed,
            planned,
            at,
        } => {
            if !ids.contains_key(provisional) {
                let id = super::record::insert_session(
                    conn,
                    *kind,
                    source.as_deref(),
                    *seed,
                    *planned,
                    *at,
                )?;
                ids.insert(*provisional, id);
            }
            Ok(())
        }
        Pending::SessionEnd { session, at } => conn
            .execute(
                "UPDATE sessions SET ended_at = ?2 WHERE session_id = ?1",
                params![real(ids, *session), iso(*at)],
            )
            .map(|_| ()),
        Pending::DrillStart { provisional, start } => {
            if !ids.contains_key(provisional) {
                let id = super::drill::insert_drill(conn, start)?;
                ids.insert(*provisional, id);
            }
            Ok(())
        }
        Pending::Review { record, state } => {
            let record = ReviewRecord {
                session: real(ids, record.session),
                ..record.clone()
            };
            if !review_exists(conn, &record)? {
                super::record::insert_review(conn, &record, state)?;
            }
            Ok(())
        }
        Pending::Undo { record, previous } => {
            let record = ReviewRecord {
                session: real(ids, record.session),
                ..record.clone()
            };
            super::undo::undo_review(conn, &record, previous.as_ref())
        }
        // Setting an attempt's ending twice gives the same row.
        Pending::DrillEnd {
            end,
            item,
            lesson,
            state,
        } => {
            let schedule = state
                .as_ref()
                .map(|s| (item.as_str(), lesson.as_deref(), s));
            let end = DrillEnd {
                attempt: real(ids, end.attempt),
                ..end.clone()
            };
            super::drill::write_drill_end(conn, &end, schedule)
        }
    }
}

impl Progress {
    /// Writes one queued write in its own transaction; `ids` learns the real id of a
    /// session or attempt written under a provisional one.
    pub fn write_pending(&mut self, w: &Pending, ids: &mut Ids) -> Result<(), StorageError> {
        let path = self.path.clone();
        let err = |e| super::classify(&path, e);
        let tx = self.conn.transaction().map_err(err)?;
        let mut learnt = ids.clone();
        write_one(&tx, w, &mut learnt, Source::Live).map_err(err)?;
        tx.commit().map_err(err)?;
        *ids = learnt;
        Ok(())
    }
}
