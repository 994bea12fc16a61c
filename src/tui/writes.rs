//! The writes a learner must not lose (answers, drill endings, and the session and attempt
//! rows they belong to), in order: written at once when the progress file takes them, else
//! queued, tried again with the next write and every few seconds, and meanwhile kept in this
//! process's recovery file (storage::recovery), so that no way latih ends loses them.

use std::path::PathBuf;

use crate::app::Msg;
use crate::core::write::Write;
use crate::i18n::I18n;
use crate::storage::Progress;
use crate::storage::pending::{self, Queued};
use crate::storage::recovery::Keeper;

pub struct Writes {
    pending: Vec<Queued>,
    /// Sessions started but not answered in yet: their rows are written with the first
    /// answer.
    unanswered: Vec<Queued>,
    /// Real ids of sessions and attempts first kept under a provisional one.
    ids: pending::Ids,
    /// The next provisional id: negative, and unique across runs (a recovery file may hold
    /// an earlier run's).
    next_provisional: i64,
    /// This process's recovery file, kept current while answers wait (none in memory).
    keeper: Option<Keeper>,
    /// What waits changed since the recovery file was last written.
    keeper_stale: bool,
}

impl Writes {
    pub fn new(progress: Option<&Progress>) -> Writes {
        let keeper = progress
            .map(Progress::path)
            .filter(|p| *p != std::path::Path::new(":memory:"))
            .map(Keeper::new);
        Writes {
            pending: Vec::new(),
            unanswered: Vec::new(),
            ids: pending::Ids::new(),
            next_provisional: -(std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(1, |d| d.as_millis() as i64)
                .max(1)
                * 1000),
            keeper,
            keeper_stale: false,
        }
    }

    /// Answers (and drill endings) not yet in the file; the rows of the sessions and
    /// attempts they belong to wait with them but are not counted.
    pub fn unsaved(&self) -> usize {
        self.pending.iter().filter(|q| q.write.is_answer()).count()
    }

    /// Whether anything waits for the progress file.
    pub fn waiting(&self) -> bool {
        !self.pending.is_empty()
    }

    /// Writes queued writes in order; stops at the first failure. Tells the model how many
    /// still wait.
    pub fn flush(&mut self, progress: Option<&mut Progress>, i18n: &I18n) -> Vec<Msg> {
        let Some(progress) = progress else {
            return Vec::new();
        };
        let mut failed = None;
        while let Some(w) = self.pending.first() {
            if let Err(e) = progress.write_queued(w, &mut self.ids) {
                failed = Some(Msg::StorageFailed(i18n.msg(&e.message())));
                break;
            }
            self.pending.remove(0);
            self.keeper_stale = true;
        }
        // Best effort: when not even the recovery file can be written, quitting asks.
        let _ = self.keep_file(progress.course());
        vec![Msg::Unsaved(self.unsaved()), failed.unwrap_or(Msg::Stored)]
    }

    /// Queues a write the learner must not lose, then writes what the file takes. An undo
    /// of an answer still waiting takes that answer out of the queue instead.
    fn push(&mut self, w: Queued, progress: Option<&mut Progress>, i18n: &I18n) -> Vec<Msg> {
        if let Write::Undo { record, .. } = &w.write {
            let same = |p: &Queued| {
                matches!(&p.write, Write::Record { record: r, .. }
                    if r.session == record.session && r.item == record.item
                        && r.position == record.position && r.at == record.at)
            };
            if let Some(at) = self.pending.iter().position(same) {
                self.pending.remove(at);
                self.keeper_stale = true;
                return self.flush(progress, i18n);
            }
        }
        self.pending.push(w);
        self.keeper_stale = true;
        self.flush(progress, i18n)
    }

    /// Brings the recovery file up to date with what waits: written whole while answers
    /// wait, removed once none do. Returns the file holding them; an error when what waits
    /// now is in no file (the last write of it failed).
    fn keep_file(&mut self, course: &str) -> Result<Option<PathBuf>, String> {
        let Some(keeper) = self.keeper.as_mut() else {
            return Err(String::new());
        };
        if !self.keeper_stale {
            return Ok(keeper.path().map(PathBuf::from));
        }
        if !self.pending.iter().any(|q| q.write.is_answer()) {
            keeper.clear();
            self.keeper_stale = false;
            return Ok(None);
        }
        let items = pending::resolve(&self.pending, &self.ids);
        let kept = keeper.keep(course, &items).map_err(|e| e.to_string())?;
        self.keeper_stale = false;
        Ok(Some(kept))
    }

    fn provisional(&mut self) -> i64 {
        self.next_provisional -= 1;
        self.next_provisional
    }

    /// A write from the model that must not be lost: queued in order and written at once
    /// when the file takes it. A session gets a provisional id at once; its row waits until
    /// the first answer is kept, so leaving a review before answering anything leaves no
    /// empty session behind.
    pub fn keep(
        &mut self,
        write: Write,
        mut progress: Option<&mut Progress>,
        i18n: &I18n,
    ) -> Vec<Msg> {
        match write {
            Write::StartSession { .. } => {
                let provisional = self.provisional();
                self.unanswered.push(Queued {
                    provisional: Some(provisional),
                    write,
                });
                vec![Msg::SessionStarted(provisional)]
            }
            Write::StartDrill(_) => self.start_drill(write, progress, i18n),
            Write::FinishSession { session, .. } if self.take_unanswered(session).is_some() => {
                // Nothing was answered: no row, so nothing to end.
                Vec::new()
            }
            Write::Record { ref record, .. } => {
                if let Some(session) = self.take_unanswered(record.session) {
                    self.pending.push(session);
                }
                self.push(Queued::new(write), progress.as_deref_mut(), i18n)
            }
            other => self.push(Queued::new(other), progress, i18n),
        }
    }

    /// The row of a session not written yet, taken out of those waiting for an answer.
    fn take_unanswered(&mut self, session: i64) -> Option<Queued> {
        let at = self
            .unanswered
            .iter()
            .position(|q| q.provisional == Some(session))?;
        Some(self.unanswered.remove(at))
    }

    /// A drill attempt's first row (kept as abandoned until it ends), at once when nothing
    /// waits; otherwise, or when it fails, queued under a provisional id so its ending can
    /// wait too.
    fn start_drill(
        &mut self,
        start: Write,
        mut progress: Option<&mut Progress>,
        i18n: &I18n,
    ) -> Vec<Msg> {
        if self.pending.is_empty()
            && let Some(p) = progress.as_deref_mut()
            && let Ok(Some(id)) = p.write(&start)
        {
            return vec![Msg::DrillStarted(id)];
        }
        let provisional = self.provisional();
        let mut out = vec![Msg::DrillStarted(provisional)];
        let queued = Queued {
            provisional: Some(provisional),
            write: start,
        };
        out.extend(self.push(queued, progress, i18n));
        out
    }

    /// On the way out: one more try, then whatever still waits stays in the recovery file
    /// beside the progress file, let go for the next start. Returns that file, or the error
    /// that kept it from being written (then the answers exist only in memory).
    pub fn save_for_next_start(
        &mut self,
        mut progress: Option<&mut Progress>,
        i18n: &I18n,
    ) -> Result<Option<PathBuf>, String> {
        self.flush(progress.as_deref_mut(), i18n);
        // A session's row or end with no answer behind it is not worth a recovery file.
        if self.unsaved() == 0 {
            return Ok(None);
        }
        let course = progress.map_or(String::new(), |p| p.course().to_string());
        let kept = self.keep_file(&course)?;
        if let Some(keeper) = self.keeper.as_mut() {
            keeper.release();
        }
        self.pending.clear();
        Ok(kept)
    }
}
