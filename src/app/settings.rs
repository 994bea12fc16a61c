//! How reviews are scheduled (set from the command line and the progress file), and what
//! the progress file holds when latih starts.

use std::collections::HashMap;

use crate::core::lesson::Part;
use crate::core::schedule::{ItemState, Scheduler};
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
    /// The seed all shuffles of this run come from, recorded with each session.
    pub seed: u64,
    /// The order new questions come in (`--order`).
    pub order: crate::core::queue::NewOrder,
    /// Lapses that make a question a leech (suspended, the learner told why); 0: never.
    pub leech_threshold: u32,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            scheduler: Scheduler::standard(),
            limits: Limits::default(),
            day_start_hour: crate::core::clock::DEFAULT_DAY_START_HOUR,
            fit: None,
            seed: 0,
            order: crate::core::queue::NewOrder::ReadFirst,
            leech_threshold: crate::core::record::LEECH_THRESHOLD,
        }
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
}

/// A lesson's row of the progress file: done or only opened, and where the learner left it.
#[derive(Debug, Clone, PartialEq)]
pub struct LessonPlace {
    pub lesson: String,
    pub done: bool,
    pub place: Option<(Part, usize)>,
}
