//! Writes the learner must not lose while the progress file cannot take them yet (a full
//! disk, a file held by another program): queued in order by the runner and meanwhile kept
//! in a recovery file beside the progress file (storage::recovery), which the next start
//! writes in and then removes.
//!
//! A session or drill attempt that could not be started gets a provisional id (negative)
//! so the answers given in it can wait too; when its row is finally written, the answers
//! after it take the real id (`resolve`), also in what goes to a recovery file, which must
//! make sense to a process that never saw the provisional ids.

use std::collections::HashMap;

use super::error::StorageError;
use super::progress::Progress;
use crate::core::write::Write;

/// One write waiting for the progress file. A session's or attempt's row carries the
/// provisional id the writes after it name it by until it is written.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Queued {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub provisional: Option<i64>,
    pub write: Write,
}

impl Queued {
    pub fn new(write: Write) -> Queued {
        Queued {
            provisional: None,
            write,
        }
    }
}

/// Real ids of the sessions and attempts written under a provisional id.
pub type Ids = HashMap<i64, i64>;

/// The write with a provisional id whose row is written replaced by the real one. A
/// provisional id not written yet stays, and the row naming it fails on its foreign key
/// (and waits again).
pub fn real(w: &Write, ids: &Ids) -> Write {
    match w.refers_to().and_then(|id| ids.get(&id)) {
        Some(id) => w.with_id(*id),
        None => w.clone(),
    }
}

/// The writes with every provisional id whose row is written replaced by the real one: what
/// a recovery file must hold, since the process reading it never saw those provisional ids.
pub fn resolve(items: &[Queued], ids: &Ids) -> Vec<Queued> {
    items
        .iter()
        .map(|q| Queued {
            provisional: q.provisional,
            write: real(&q.write, ids),
        })
        .collect()
}

impl Progress {
    /// Writes one queued write through `Progress::write`; `ids` learns the real id of a
    /// session or attempt written under a provisional one. A row already written under its
    /// provisional id is not written twice.
    pub fn write_queued(&mut self, q: &Queued, ids: &mut Ids) -> Result<(), StorageError> {
        if q.provisional.is_some_and(|p| ids.contains_key(&p)) {
            return Ok(());
        }
        let id = self.write(&real(&q.write, ids))?;
        if let (Some(p), Some(id)) = (q.provisional, id) {
            ids.insert(p, id);
        }
        Ok(())
    }
}
