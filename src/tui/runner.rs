//! Carries out what the model asks of the progress file, and tells the model how it went.
//! Answers and drill endings go through the queue in `writes.rs`, which loses none of them.

use std::path::PathBuf;

use super::console;
use super::writes::Writes;
use crate::app::{ConsoleEffect, ConsoleMsg, Effect, Load, Msg, Tool};
use crate::core::clock::Clock;
use crate::core::message as m;
use crate::core::optimize::{Fit, OptimizeError};
use crate::core::write::Write;
use crate::i18n::I18n;
use crate::storage::{Progress, StorageError};

pub struct Runner {
    pub progress: Option<Progress>,
    /// Where the playground keeps its database, and its worker once started.
    pub play_place: console::play::PlayPlace,
    playground: Option<console::Worker<crate::playground::Playground>>,
    /// Where the simulator keeps its feeds, and its worker once started.
    pub feed_place: console::feed::FeedPlace,
    simulator: Option<console::Worker<crate::feedsim::Simulator>>,
    /// Answers and drill endings, in order, until the progress file takes them.
    writes: Writes,
    /// No terminal bell when a drill's time is up (`--quiet`).
    pub quiet: bool,
    /// A fit of the scheduler running on its own thread, so the screen stays live.
    optimizing: Option<std::thread::JoinHandle<Result<Fit, OptimizeError>>>,
    /// How far a copy reaches in this terminal, and what was copied that is to be printed
    /// when latih ends (where the clipboard may not have taken it).
    pub copy_reach: crate::app::CopyReach,
    pub copied: Vec<String>,
}

impl Runner {
    pub fn new(progress: Option<Progress>) -> Runner {
        Runner {
            writes: Writes::new(progress.as_ref()),
            progress,
            play_place: Default::default(),
            playground: None,
            feed_place: Default::default(),
            simulator: None,
            quiet: false,
            optimizing: None,
            copy_reach: super::clipboard::reach(&|k| std::env::var(k).ok()),
            copied: Vec::new(),
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

    /// What the tools' workers have said since the last look.
    pub fn poll_consoles(&self) -> Vec<Msg> {
        let play = self.playground.iter().flat_map(|w| w.poll()).map(Msg::Play);
        let feed = self.simulator.iter().flat_map(|w| w.poll()).map(Msg::Feed);
        play.chain(feed).collect()
    }

    /// A console's effects: start its worker once, hand it lines, stop what runs.
    fn console(&mut self, tool: Tool, effect: ConsoleEffect, i18n: &I18n) -> Vec<Msg> {
        let lang = i18n.lang();
        if let ConsoleEffect::Define(defs) = effect {
            if let Ok(mut shared) = self.play_place.defs.lock() {
                *shared = defs;
            }
            return Vec::new();
        }
        let stopped = match tool {
            Tool::Play => {
                let place = &self.play_place;
                let w = self
                    .playground
                    .get_or_insert_with(|| console::play::start(place.clone(), lang));
                !carry_out(w, effect)
            }
            Tool::Feed => {
                let place = &self.feed_place;
                let w = self
                    .simulator
                    .get_or_insert_with(|| console::feed::start(place.clone(), lang));
                !carry_out(w, effect)
            }
        };
        match (stopped, tool) {
            (false, _) => Vec::new(),
            (true, Tool::Play) => {
                let why = i18n.msg(&m::play_stopped());
                vec![Msg::Play(ConsoleMsg::Failed(why))]
            }
            (true, Tool::Feed) => {
                let why = i18n.msg(&m::feed_worker_stopped());
                vec![Msg::Feed(ConsoleMsg::Failed(why))]
            }
        }
    }

    /// Runs one effect; the messages that come back go to the model next. The terminal's
    /// effects and quitting are the event loop's (`tui::dispatch`), not the runner's.
    pub fn run(&mut self, effect: Effect, clock: Clock, i18n: &I18n) -> Vec<Msg> {
        match effect {
            Effect::Store(write) => self.store(write, i18n),
            Effect::Load(what) => self.load(what, clock, i18n),
            Effect::RetryWrites => self.writes.flush(self.progress.as_mut(), i18n),
            Effect::Optimize { parameters, clock } => self.optimize(parameters, clock, i18n),
            Effect::Console(tool, effect) => self.console(tool, effect, i18n),
            Effect::Quit | Effect::Term(_) => Vec::new(),
        }
    }

    /// A write: those the learner must not lose go through the queue, in order; the others
    /// are written at once, or said to have failed.
    fn store(&mut self, write: Write, i18n: &I18n) -> Vec<Msg> {
        let Some(progress) = self.progress.as_mut() else {
            return Vec::new();
        };
        if write.must_keep() {
            return self.writes.keep(write, Some(progress), i18n);
        }
        match progress.write(&write) {
            Ok(_) => Vec::new(),
            Err(e) => vec![Msg::StorageFailed(i18n.msg(&e.message()))],
        }
    }

    /// A read for a screen, answered at once; without a progress file, answered with the
    /// reason, so no screen waits for ever.
    fn load(&mut self, what: Load, clock: Clock, i18n: &I18n) -> Vec<Msg> {
        let storage = |e: StorageError| i18n.msg(&e.message());
        let Some(progress) = self.progress.as_ref() else {
            let none = i18n.msg(&m::load_no_storage());
            return vec![match what {
                Load::Stats => Msg::StatsLoaded(Err(i18n.msg(&m::stats_no_storage(String::new())))),
                Load::DrillHistory(_) => Msg::DrillHistory(Err(none)),
                Load::ItemHistory(item) => Msg::ItemHistory(item, Err(none)),
            }];
        };
        let msg = match what {
            Load::Stats => Msg::StatsLoaded(progress.stats(clock).map_err(storage)),
            Load::DrillHistory(id) => {
                Msg::DrillHistory(progress.drill_history(&id).map_err(storage))
            }
            Load::ItemHistory(item) => {
                let history = progress.item_history(&item).map_err(storage);
                Msg::ItemHistory(item, history)
            }
        };
        vec![msg]
    }
}

/// One console effect handed to a worker; false when the worker has stopped.
fn carry_out<E: console::Engine>(worker: &console::Worker<E>, effect: ConsoleEffect) -> bool {
    match effect {
        ConsoleEffect::Open => true,
        ConsoleEffect::Cancel => {
            worker.cancel();
            true
        }
        ConsoleEffect::Run { id, line } => worker.send(id, line),
        // Handed over before the worker is asked for (`Runner::console`).
        ConsoleEffect::Define(_) => true,
    }
}
