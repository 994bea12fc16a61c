//! Carries out what the model asks of the progress file, and tells the model how it went.
//! Answers and drill endings that could not be written stay queued here, in order, and are
//! tried again with the next write and every few seconds, so a failing disk loses nothing
//! while latih runs; on the way out they go to a recovery file (storage::pending).

use std::path::PathBuf;

use crate::app::{Effect, Msg};
use crate::core::clock::Clock;
use crate::core::record::LessonStatus;
use crate::i18n::I18n;
use crate::storage::Progress;
use crate::storage::pending::{self, Pending};

pub struct Runner {
    pub progress: Option<Progress>,
    /// Where the playground keeps its database, and its worker once started.
    pub play_place: super::play_worker::PlayPlace,
    play: Option<super::play_worker::PlayWorker>,
    pending: Vec<Pending>,
    /// No terminal bell when a drill's time is up (`--quiet`).
    pub quiet: bool,
}

impl Runner {
    pub fn new(progress: Option<Progress>) -> Runner {
        Runner {
            progress,
            play_place: Default::default(),
            play: None,
            pending: Vec::new(),
            quiet: false,
        }
    }

    /// Answers not yet in the file.
    pub fn unsaved(&self) -> usize {
        self.pending.len()
    }

    /// Writes queued answers in order; stops at the first failure. Tells the model how many
    /// still wait.
    fn flush(&mut self, i18n: &I18n) -> Vec<Msg> {
        let Some(progress) = self.progress.as_mut() else {
            return Vec::new();
        };
        let mut failed = None;
        while let Some(w) = self.pending.first() {
            if let Err(e) = progress.write_pending(w) {
                failed = Some(Msg::StorageFailed(i18n.storage_error(&e)));
                break;
            }
            self.pending.remove(0);
        }
        let mut out = vec![Msg::Unsaved(self.pending.len())];
        out.push(failed.unwrap_or(Msg::Stored));
        out
    }

    /// Tries the queued writes again (the event loop calls this every few seconds while any
    /// wait).
    pub fn retry(&mut self, i18n: &I18n) -> Vec<Msg> {
        if self.pending.is_empty() {
            return Vec::new();
        }
        self.flush(i18n)
    }

    /// On the way out: one more try, then whatever still waits goes to the recovery file
    /// beside the progress file. Returns that file, or the error that kept it from being
    /// written (then the answers exist only in memory).
    pub fn save_for_next_start(&mut self, i18n: &I18n) -> Result<Option<PathBuf>, String> {
        self.flush(i18n);
        if self.pending.is_empty() {
            return Ok(None);
        }
        let Some(progress) = self.progress.as_ref() else {
            return Err(String::new());
        };
        if progress.path() == std::path::Path::new(":memory:") {
            return Err(String::new());
        }
        match pending::save_recovery(progress.path(), &self.pending) {
            Ok(file) => {
                self.pending.clear();
                Ok(Some(file))
            }
            Err(e) => Err(e.to_string()),
        }
    }

    /// What the playground worker has said since the last look.
    pub fn poll_play(&self) -> Vec<Msg> {
        self.play.as_ref().map(|w| w.poll()).unwrap_or_default()
    }

    /// The playground's effects: start its worker once, hand it commands.
    fn play(&mut self, effect: Effect, i18n: &I18n) -> Vec<Msg> {
        let worker = self.play.get_or_insert_with(|| {
            super::play_worker::PlayWorker::start(self.play_place.clone(), i18n.lang())
        });
        if let Effect::Play(line) = effect
            && !worker.send(line)
        {
            return vec![Msg::PlayFailed(i18n.t(crate::i18n::ids::PLAY_STOPPED))];
        }
        Vec::new()
    }

    /// Runs one effect; the messages that come back go to the model next.
    pub fn run(&mut self, effect: Effect, clock: Clock, i18n: &I18n) -> Vec<Msg> {
        if matches!(effect, Effect::PlayOpen | Effect::Play(_)) {
            return self.play(effect, i18n);
        }
        if self.progress.is_none() {
            return Vec::new();
        }
        // Writes the learner must not lose go through the queue, in order.
        match effect {
            Effect::Record { record, state } => {
                self.pending.push(Pending::Review {
                    record: *record,
                    state,
                });
                return self.flush(i18n);
            }
            Effect::EndDrill {
                end,
                item,
                lesson,
                state,
            } => {
                self.pending.push(Pending::DrillEnd {
                    end,
                    item,
                    lesson,
                    state,
                });
                return self.flush(i18n);
            }
            Effect::RetryWrites => return self.flush(i18n),
            _ => {}
        }
        let fail = |e| vec![Msg::StorageFailed(i18n.storage_error(&e))];
        let Some(progress) = self.progress.as_mut() else {
            return Vec::new();
        };
        let storage = |e| i18n.storage_error(&e);
        match effect {
            Effect::Quit => Vec::new(),
            Effect::StartSession {
                kind,
                source,
                seed,
                planned,
                at,
            } => match progress.start_session(kind, source.as_deref(), seed, planned, at) {
                Ok(id) => vec![Msg::SessionStarted(id)],
                Err(e) => fail(e),
            },
            Effect::FinishSession { session, at } => match progress.finish_session(session, at) {
                Ok(()) => Vec::new(),
                Err(e) => fail(e),
            },
            Effect::LessonStatus { lesson, done, at } => {
                let r = if done {
                    progress.set_lesson_status(&lesson, LessonStatus::Done, at)
                } else {
                    progress
                        .set_lesson_status(&lesson, LessonStatus::Opened, at)
                        .and_then(|()| progress.reopen_lesson(&lesson, at))
                };
                r.err().map(fail).unwrap_or_default()
            }
            Effect::SavePlace {
                lesson,
                part,
                offset,
                seconds,
                at,
            } => progress
                .save_place(&lesson, &part, offset, seconds, at)
                .err()
                .map(fail)
                .unwrap_or_default(),
            Effect::LoadStats => vec![Msg::StatsLoaded(progress.stats(clock).map_err(storage))],
            Effect::StartDrill(start) => match progress.start_drill(&start) {
                Ok(id) => vec![Msg::DrillStarted(id)],
                Err(e) => fail(e),
            },
            Effect::LoadDrillHistory(id) => {
                vec![Msg::DrillHistory(
                    progress.drill_history(&id).map_err(storage),
                )]
            }
            // The terminal's business, handled where the terminal is.
            Effect::Bell => Vec::new(),
            Effect::PlayOpen
            | Effect::Play(_)
            | Effect::Record { .. }
            | Effect::EndDrill { .. }
            | Effect::RetryWrites => Vec::new(),
        }
    }
}
