//! Answers the progress file could not take yet (a full disk, say): kept in order and written
//! as soon as the file takes them; if latih must quit first, kept in a recovery file beside
//! the progress file, which the next start writes in and then removes.
//!
//! A session or drill attempt that could not be started gets a provisional id (negative)
//! so the answers given in it can wait too; when its row is finally written, the answers
//! after it in the queue take the real id.

use std::collections::HashMap;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use rusqlite::params;

use super::outfile::OutFile;
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
    /// How a drill attempt ended and, unless abandoned, the drill's new schedule.
    DrillEnd {
        end: DrillEnd,
        item: String,
        lesson: Option<String>,
        state: Option<ItemState>,
    },
}

/// `progress.sqlite3.unsaved.json`: where answers wait when latih had to quit before the
/// progress file took them.
pub fn recovery_path(progress: &Path) -> PathBuf {
    let mut name = progress.as_os_str().to_os_string();
    name.push(".unsaved.json");
    PathBuf::from(name)
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

fn write_one(conn: &rusqlite::Connection, w: &Pending, ids: &mut Ids) -> rusqlite::Result<()> {
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
        write_one(&tx, w, &mut learnt).map_err(err)?;
        tx.commit().map_err(err)?;
        *ids = learnt;
        Ok(())
    }

    /// Writes in what an earlier run kept in the recovery file, all in one transaction, and
    /// removes the file. Returns how many answers it held (0 when there was no file).
    pub fn import_recovery(&mut self) -> Result<usize, RecoveryError> {
        let file = recovery_path(&self.path);
        let items = match read_recovery(&file) {
            Ok(items) => items,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(0),
            Err(e) => {
                return Err(RecoveryError::Unreadable {
                    file,
                    detail: e.to_string(),
                });
            }
        };
        let path = self.path.clone();
        let err = |e| RecoveryError::Storage(super::classify(&path, e));
        let tx = self.conn.transaction().map_err(err)?;
        let mut ids = Ids::new();
        for w in &items {
            write_one(&tx, w, &mut ids).map_err(err)?;
        }
        tx.commit().map_err(err)?;
        // Written: a leftover file would only be skipped next time, answer by answer.
        let _ = std::fs::remove_file(&file);
        Ok(items
            .iter()
            .filter(|w| !matches!(w, Pending::Course(_)))
            .count())
    }
}

/// Why the recovery file could not be written in. It is left where it is either way.
#[derive(Debug, thiserror::Error)]
pub enum RecoveryError {
    #[error("{file}: {detail}")]
    Unreadable { file: PathBuf, detail: String },
    #[error(transparent)]
    Storage(StorageError),
}

fn read_recovery(file: &Path) -> io::Result<Vec<Pending>> {
    let bytes = std::fs::read(file)?;
    serde_json::from_slice(&bytes).map_err(io::Error::other)
}

/// Keeps `items` in the recovery file, after what it already holds, written whole or not at
/// all. Returns the file's path.
pub fn save_recovery(progress: &Path, course: &str, items: &[Pending]) -> io::Result<PathBuf> {
    let file = recovery_path(progress);
    let mut all = match read_recovery(&file) {
        Ok(old) => old,
        Err(e) if e.kind() == io::ErrorKind::NotFound => Vec::new(),
        Err(e) => return Err(e),
    };
    all.push(Pending::Course(course.to_string()));
    all.extend_from_slice(items);
    let mut out = match OutFile::create(&file, &[progress.to_path_buf()])? {
        Ok(f) => f,
        Err(_) => return Err(io::Error::other("the recovery file's name is taken")),
    };
    serde_json::to_writer(&mut out, &all).map_err(io::Error::other)?;
    out.flush()?;
    out.commit()?;
    Ok(file)
}
