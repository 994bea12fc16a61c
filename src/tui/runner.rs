//! Carries out what the model asks of the progress file, and tells the model how it went.
//! Answers and drill endings go through the queue in `writes.rs`, which loses none of them.

use std::path::PathBuf;

use super::writes::Writes;
use crate::app::{Effect, Msg};
use crate::core::clock::Clock;
use crate::core::message as m;
use crate::core::optimize::{Fit, OptimizeError};
use crate::core::record::LessonStatus;
use crate::i18n::I18n;
use crate::storage::pending::Pending;
use crate::storage::{Progress, StorageError};

pub struct Runner {
    pub progress: Option<Progress>,
    /// Where the playground keeps its database, and its worker once started.
    pub play_place: super::play_worker::PlayPlace,
    play: Option<super::play_worker::PlayWorker>,
    /// Where the simulator keeps its feeds, and its worker once started.
    pub feed_place: super::feed_worker::FeedPlace,
    feed: Option<super::feed_worker::FeedWorker>,
    /// Answers and drill endings, in order, until the progress file takes them.
    writes: Writes,
    /// No terminal bell when a drill's time is up (`--quiet`).
    pub quiet: bool,
    /// A fit of the scheduler running on its own thread, so the screen stays live.
    optimizing: Option<std::thread::JoinHandle<Result<Fit, OptimizeError>>>,
}

impl Runner {
    pub fn new(progress: Option<Progress>) -> Runner {
        Runner {
            writes: Writes::new(progress.as_ref()),
            progress,
            play_place: Default::default(),
            play: None,
            feed_place: Default::default(),
            feed: None,
            quiet: false,
            optimizing: None,
        }
    }

    /// Answers (and drill endings) not yet in the file.
    pub fn unsaved(&self) -> usize {
        self.writes.unsaved()
    }

    /// Whether anything waits for the progress file.
    pub fn waiting(&self) -> bool {
        self.writes.waiting()
    }

    /// Tries the queued writes again (the event loop calls this every few seconds while any
    /// wait).
    pub fn retry(&mut self, i18n: &I18n) -> Vec<Msg> {
        if !self.writes.waiting() {
            return Vec::new();
        }
        self.writes.flush(self.progress.as_mut(), i18n)
    }

    /// On the way out: whatever still waits stays in the recovery file for the next start.
    pub fn save_for_next_start(&mut self, i18n: &I18n) -> Result<Option<PathBuf>, String> {
        self.writes
            .save_for_next_start(self.progress.as_mut(), i18n)
    }

    /// Starts fitting the scheduler to the review log on a thread of its own.
    fn optimize(&mut self, parameters: Vec<f32>, clock: Clock, i18n: &I18n) -> Vec<Msg> {
        let Some(progress) = self.progress.as_ref() else {
            let none = i18n.msg(&m::optimize_no_storage());
            return vec![Msg::Optimized(Err(none))];
        };
        let answers = match progress.answers() {
            Ok(a) => a,
            Err(e) => return vec![Msg::Optimized(Err(i18n.msg(&e.message())))],
        };
        self.optimizing = Some(std::thread::spawn(move || {
            crate::core::optimize::fit(&answers, clock, &parameters)
        }));
        Vec::new()
    }

    /// The fit, once its thread is done: kept in the progress file when it predicts better.
    pub fn poll_optimize(&mut self, clock: Clock, i18n: &I18n) -> Vec<Msg> {
        if !self.optimizing.as_ref().is_some_and(|h| h.is_finished()) {
            return Vec::new();
        }
        let Some(handle) = self.optimizing.take() else {
            return Vec::new();
        };
        let failed = |detail: String| i18n.msg(&m::optimize_failed(detail));
        let r = match handle.join() {
            Ok(Ok(mut fit)) => match self.progress.as_mut().map(|p| {
                fit.shared = p.fit_scope() == crate::storage::fit::FitScope::Shared;
                p.keep_fit(&fit, clock.now)
            }) {
                Some(Ok(kept)) => Ok((fit, kept)),
                Some(Err(e)) => Err(i18n.msg(&e.message())),
                None => Ok((fit, false)),
            },
            Ok(Err(OptimizeError::NotEnough { have })) => {
                Err(i18n.msg(&m::optimize_not_enough(have)))
            }
            Ok(Err(OptimizeError::Failed(detail))) => Err(failed(detail)),
            Err(_) => Err(failed(String::new())),
        };
        let mut out = vec![Msg::Optimized(r.clone())];
        // A kept fit: every question's memory is recalculated with it, and the model reads
        // the schedule again.
        if let (Ok((fit, true)), Some(p)) = (&r, self.progress.as_mut()) {
            let recalculated = p
                .recompute_memory(&fit.parameters, clock)
                .and_then(|_| p.schedule());
            match recalculated {
                Ok(schedule) => out.push(Msg::ScheduleChanged(schedule)),
                Err(e) => out.push(Msg::StorageFailed(i18n.msg(&e.message()))),
            }
        }
        out
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
        if let Effect::PlayCancel = effect {
            worker.cancel();
            return Vec::new();
        }
        if let Effect::Play(cmd) = effect
            && !worker.send(cmd)
        {
            return vec![Msg::PlayFailed(i18n.msg(&m::play_stopped()))];
        }
        Vec::new()
    }

    /// What the simulator's worker has said since the last look.
    pub fn poll_feed(&self) -> Vec<Msg> {
        self.feed.as_ref().map(|w| w.poll()).unwrap_or_default()
    }

    /// The simulator's effects: start its worker once, hand it lines, stop a run.
    fn feed(&mut self, effect: Effect, i18n: &I18n) -> Vec<Msg> {
        let worker = self.feed.get_or_insert_with(|| {
            super::feed_worker::FeedWorker::start(self.feed_place.clone(), i18n.lang())
        });
        if effect == Effect::FeedCancel {
            worker.cancel();
        }
        if let Effect::Feed { id, line } = effect
            && !worker.send(id, line)
        {
            return vec![Msg::FeedFailed(i18n.msg(&m::feed_worker_stopped()))];
        }
        Vec::new()
    }

    /// Runs one effect; the messages that come back go to the model next.
    pub fn run(&mut self, effect: Effect, clock: Clock, i18n: &I18n) -> Vec<Msg> {
        if matches!(
            effect,
            Effect::PlayOpen | Effect::Play(_) | Effect::PlayCancel
        ) {
            return self.play(effect, i18n);
        }
        if matches!(
            effect,
            Effect::FeedOpen | Effect::Feed { .. } | Effect::FeedCancel
        ) {
            return self.feed(effect, i18n);
        }
        if let Effect::Optimize { parameters, clock } = effect {
            return self.optimize(parameters, clock, i18n);
        }
        if self.progress.is_none() {
            return Vec::new();
        }
        match self.queued(effect, i18n) {
            Ok(msgs) => msgs,
            Err(effect) => self.direct(*effect, clock, i18n),
        }
    }

    /// Writes the learner must not lose go through the queue, in order; any other effect
    /// comes back.
    fn queued(&mut self, effect: Effect, i18n: &I18n) -> Result<Vec<Msg>, Box<Effect>> {
        Ok(match effect {
            Effect::Record { record, state } => {
                if let Some(session) = self.writes.take_unanswered(record.session) {
                    self.writes.push(session, None, i18n);
                }
                let review = Pending::Review {
                    record: *record,
                    state,
                };
                self.writes.push(review, self.progress.as_mut(), i18n)
            }
            Effect::EndDrill {
                end,
                item,
                lesson,
                state,
            } => {
                let end = Pending::DrillEnd {
                    end,
                    item,
                    lesson,
                    state,
                };
                self.writes.push(end, self.progress.as_mut(), i18n)
            }
            Effect::Undo { record, previous } => {
                let undo = Pending::Undo {
                    record: *record,
                    previous,
                };
                self.writes.push(undo, self.progress.as_mut(), i18n)
            }
            Effect::RetryWrites => self.writes.flush(self.progress.as_mut(), i18n),
            Effect::StartSession {
                kind,
                source,
                seed,
                planned,
                at,
            } => self.writes.start_session(kind, source, seed, planned, at),
            Effect::StartDrill(start) => {
                self.writes.start_drill(start, self.progress.as_mut(), i18n)
            }
            Effect::FinishSession { session, at } => {
                if self.writes.take_unanswered(session).is_some() {
                    // Nothing was answered: no row, so nothing to end.
                    return Ok(Vec::new());
                }
                let end = Pending::SessionEnd { session, at };
                self.writes.push(end, self.progress.as_mut(), i18n)
            }
            other => return Err(Box::new(other)),
        })
    }

    /// Effects answered at once from the progress file.
    fn direct(&mut self, effect: Effect, clock: Clock, i18n: &I18n) -> Vec<Msg> {
        let fail = |e: StorageError| vec![Msg::StorageFailed(i18n.msg(&e.message()))];
        let Some(progress) = self.progress.as_mut() else {
            return without_file(effect, i18n);
        };
        let storage = |e: StorageError| i18n.msg(&e.message());
        match effect {
            Effect::Quit => Vec::new(),

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

            Effect::SetFlags { item, flags } => progress
                .set_flags(&item, &flags, clock.now)
                .err()
                .map(fail)
                .unwrap_or_default(),
            Effect::SaveOption { key, value } => {
                // Back to the default: the day's start an earlier release kept for every
                // course goes too, or it would come back at the next start.
                let legacy =
                    key == crate::core::options::Key::DayStartsAt.name() && value.is_none();
                let done = progress
                    .set_course_option(&key, value.as_deref(), clock.now)
                    .and_then(|()| match legacy {
                        true => progress.forget_setting(crate::storage::settings::DAY_START_HOUR),
                        false => Ok(()),
                    });
                done.err().map(fail).unwrap_or_default()
            }
            Effect::Forget(item) => progress.forget(&item).err().map(fail).unwrap_or_default(),
            Effect::LoadHistory(item) => {
                let history = progress.item_history(&item).map_err(storage);
                vec![Msg::ItemHistory(item, history)]
            }
            Effect::LoadDrillHistory(id) => {
                vec![Msg::DrillHistory(
                    progress.drill_history(&id).map_err(storage),
                )]
            }
            // The terminal's business, handled where the terminal is.
            Effect::Bell | Effect::Mouse(_) => Vec::new(),
            Effect::Optimize { .. } => Vec::new(),
            Effect::PlayOpen
            | Effect::Play(_)
            | Effect::PlayCancel
            | Effect::FeedOpen
            | Effect::Feed { .. }
            | Effect::FeedCancel
            | Effect::Record { .. }
            | Effect::EndDrill { .. }
            | Effect::RetryWrites
            | Effect::StartSession { .. }
            | Effect::StartDrill(_)
            | Effect::FinishSession { .. }
            | Effect::Undo { .. } => Vec::new(),
        }
    }
}

/// An effect answered at once when there is no progress file: the app does not ask for
/// statistics then, but were it to, it still gets a reply instead of waiting for ever.
fn without_file(effect: Effect, i18n: &I18n) -> Vec<Msg> {
    match effect {
        Effect::LoadStats => {
            let said = crate::core::message::stats_no_storage(String::new());
            vec![Msg::StatsLoaded(Err(i18n.msg(&said)))]
        }
        _ => Vec::new(),
    }
}
