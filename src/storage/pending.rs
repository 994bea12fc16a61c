//! Answers the progress file could not take yet (a full disk, say): kept in order and written
//! as soon as the file takes them; if latih must quit first, kept in a recovery file beside
//! the progress file, which the next start writes in and then removes.

use std::io::{self, Write};
use std::path::{Path, PathBuf};

use rusqlite::params;

use super::outfile::OutFile;
use super::{Progress, StorageError};
use crate::core::clock::iso;
use crate::core::record::{DrillEnd, ReviewRecord};
use crate::core::schedule::ItemState;

/// One write the learner must not lose.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Pending {
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

fn write_one(conn: &rusqlite::Connection, w: &Pending) -> rusqlite::Result<()> {
    match w {
        Pending::Review { record, state } => {
            if !review_exists(conn, record)? {
                super::record::insert_review(conn, record, state)?;
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
            super::drill::write_drill_end(conn, end, schedule)
        }
    }
}

impl Progress {
    /// Writes one queued write in its own transaction.
    pub fn write_pending(&mut self, w: &Pending) -> Result<(), StorageError> {
        let path = self.path.clone();
        let err = |e| super::classify(&path, e);
        let tx = self.conn.transaction().map_err(err)?;
        write_one(&tx, w).map_err(err)?;
        tx.commit().map_err(err)
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
        for w in &items {
            write_one(&tx, w).map_err(err)?;
        }
        tx.commit().map_err(err)?;
        // Written: a leftover file would only be skipped next time, answer by answer.
        let _ = std::fs::remove_file(&file);
        Ok(items.len())
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
pub fn save_recovery(progress: &Path, items: &[Pending]) -> io::Result<PathBuf> {
    let file = recovery_path(progress);
    let mut all = match read_recovery(&file) {
        Ok(old) => old,
        Err(e) if e.kind() == io::ErrorKind::NotFound => Vec::new(),
        Err(e) => return Err(e),
    };
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
