//! How reviews are scheduled (set from the command line and the progress file), and what
//! the progress file holds when latih starts.

use std::collections::HashMap;

use crate::core::lesson::Part;
use crate::core::options::{Key, Options, Source};
use crate::core::schedule::{ItemState, ScheduleError, Scheduler};
use crate::core::session::{Limits, Today};

/// How reviews are scheduled and shuffled; set from the command line.
#[derive(Debug, Clone)]
pub struct Settings {
    pub scheduler: Scheduler,
    pub limits: Limits,
    /// The hour (0-23) the learner's day starts: "today", limits and intervals follow it.
    pub day_start_hour: u8,
    /// What `latih optimize` last fitted: (when, reviews, log loss before, after).
    pub fit: Option<(i64, usize, f64, f64)>,
    /// The fit in use is the one shared by every course (`latih optimize --all-courses`,
    /// or an earlier release's), not the course's own.
    pub fit_shared: bool,
    /// The seed all shuffles of this run come from, recorded with each session.
    pub seed: u64,
    /// The order new questions come in (`--order`).
    pub order: crate::core::queue::NewOrder,
    /// Lapses that make a question a leech (suspended, the learner told why); 0: never.
    pub leech_threshold: u32,
    /// A review of one lesson (`latih review --lesson`) counts against the day's limits.
    pub lesson_counts: bool,
    /// Where each review option's value comes from (the ones not named: their default).
    pub sources: HashMap<Key, Source>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            scheduler: Scheduler::standard(),
            limits: Limits::default(),
            day_start_hour: crate::core::clock::DEFAULT_DAY_START_HOUR,
            fit: None,
            fit_shared: false,
            seed: 0,
            order: crate::core::queue::NewOrder::ReadFirst,
            leech_threshold: crate::core::record::LEECH_THRESHOLD,
            sources: HashMap::new(),
            lesson_counts: false,
        }
    }
}

impl Settings {
    /// The review options in use, as the options screen and `latih stats` show them.
    pub fn options(&self) -> Options {
        Options {
            retention: self.scheduler.retention(),
            limits: self.limits,
            learning_steps: self.scheduler.learning.clone(),
            relearning_steps: self.scheduler.relearning.clone(),
            fuzz: self.scheduler.fuzz,
            day_starts_at: self.day_start_hour,
            leech_threshold: self.leech_threshold,
            order: self.order,
        }
    }

    /// Schedules with these options from now on (the fitted weights stay).
    pub fn set_options(&mut self, o: &Options) -> Result<(), ScheduleError> {
        let mut scheduler = Scheduler::with_parameters(o.retention, &self.scheduler.parameters)?;
        scheduler.learning = o.learning_steps.clone();
        scheduler.relearning = o.relearning_steps.clone();
        scheduler.fuzz = o.fuzz;
        self.scheduler = scheduler;
        self.limits = o.limits;
        self.day_start_hour = o.day_starts_at;
        self.leech_threshold = o.leech_threshold;
        self.order = o.order;
        Ok(())
    }

    pub fn source(&self, key: Key) -> Source {
        self.sources.get(&key).copied().unwrap_or_default()
    }
}

/// What the progress file holds when latih starts.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Snapshot {
    pub schedule: HashMap<String, ItemState>,
    pub today: Today,
    pub lessons: Vec<LessonPlace>,
    /// Questions suspended, buried or marked leeches.
    pub flags: HashMap<String, crate::core::record::Flags>,
    /// What the tools were left with (key, JSON): calculators' values, scratchpad lines.
    pub kept: Vec<(String, String)>,
}

/// A lesson's row of the progress file: done or only opened, and where the learner left it.
#[derive(Debug, Clone, PartialEq)]
pub struct LessonPlace {
    pub lesson: String,
    pub done: bool,
    pub place: Option<(Part, usize)>,
}
