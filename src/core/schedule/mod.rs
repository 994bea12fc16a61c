//! When each item comes back, as Anki schedules with FSRS: new items go through learning
//! steps (1 and 10 minutes), a forgotten item through relearning steps (10 minutes), and an
//! item that has graduated comes back after a whole number of the learner's days (the day
//! starts at 4 am, core::clock), optionally fuzzed so items learnt together spread out.
//! Memory (stability, difficulty) comes from the `fsrs` crate; the steps, days and fuzz are
//! ours, written after py-fsrs 6.3 and Anki. Times are passed in; nothing reads a clock.

pub mod rating;
pub mod steps;

use fsrs::{FSRS, MemoryState};

use super::clock::Clock;
pub use super::clock::DAY;
pub use rating::{MAX_INTERVAL_DAYS, Phase, Rating};

/// The probability of still remembering an item when it comes due.
pub const DEFAULT_RETENTION: f32 = 0.9;
/// Anki's defaults, in seconds.
pub const LEARNING_STEPS: &[i64] = &[60, 600];
pub const RELEARNING_STEPS: &[i64] = &[600];
/// The scheduling state of one item after at least one review.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ItemState {
    pub stability: f32,
    pub difficulty: f32,
    pub due: i64,
    pub last_review: i64,
    pub reps: u32,
    pub lapses: u32,
    pub phase: Phase,
}

#[derive(Debug, thiserror::Error)]
#[error("the FSRS scheduler refused its input: {0}")]
pub struct ScheduleError(String);

/// FSRS with a desired retention, the steps and whether intervals are fuzzed.
#[derive(Debug, Clone)]
pub struct Scheduler {
    fsrs: FSRS,
    retention: f32,
    pub learning: Vec<i64>,
    pub relearning: Vec<i64>,
    pub fuzz: bool,
    /// The 21 FSRS-6 weights in use (the defaults, or fitted by `latih optimize`).
    pub parameters: Vec<f32>,
}

/// The outcome of each rating: the interval in seconds and the new state.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Choices {
    pub again: (i64, ItemState),
    pub hard: (i64, ItemState),
    pub good: (i64, ItemState),
    pub easy: (i64, ItemState),
}

impl Choices {
    pub fn get(&self, r: Rating) -> (i64, ItemState) {
        match r {
            Rating::Again => self.again,
            Rating::Hard => self.hard,
            Rating::Good => self.good,
            Rating::Easy => self.easy,
        }
    }
}

impl Scheduler {
    /// `retention` is the desired probability of remembering at the due date (0.7..0.99).
    pub fn new(retention: f32) -> Result<Scheduler, ScheduleError> {
        Scheduler::with_parameters(retention, &fsrs::DEFAULT_PARAMETERS)
    }

    /// FSRS with these weights (fitted to the learner's own reviews).
    pub fn with_parameters(retention: f32, parameters: &[f32]) -> Result<Scheduler, ScheduleError> {
        if !(0.7..=0.99).contains(&retention) {
            return Err(ScheduleError(format!(
                "desired retention {retention} outside 0.7..0.99"
            )));
        }
        let fsrs = FSRS::new(parameters).map_err(|e| ScheduleError(e.to_string()))?;
        Ok(Scheduler {
            fsrs,
            retention,
            learning: LEARNING_STEPS.to_vec(),
            relearning: RELEARNING_STEPS.to_vec(),
            fuzz: true,
            parameters: parameters.to_vec(),
        })
    }

    /// FSRS with its default parameters, the usual 0.9 retention and Anki's steps.
    pub fn standard() -> Scheduler {
        Scheduler {
            fsrs: FSRS::default(),
            retention: DEFAULT_RETENTION,
            learning: LEARNING_STEPS.to_vec(),
            relearning: RELEARNING_STEPS.to_vec(),
            fuzz: true,
            parameters: fsrs::DEFAULT_PARAMETERS.to_vec(),
        }
    }

    pub fn retention(&self) -> f32 {
        self.retention
    }

    /// The interval in days FSRS gives a memory of this stability at the desired retention
    /// (before steps, fuzz and Anki's rounding): what rescheduling after a fit uses.
    pub fn interval_for(&self, stability: f32) -> f32 {
        self.fsrs.next_interval(Some(stability), self.retention, 3)
    }

    /// The probability of recalling an item now (FSRS's retrievability, its forgetting
    /// curve at the learner days since the last review), as Anki's browser shows it.
    pub fn retrievability(&self, s: &ItemState, clock: Clock) -> f32 {
        let elapsed = (clock.day() - clock.day_of(s.last_review)).max(0) as f32;
        let decay = self
            .parameters
            .get(20)
            .copied()
            .unwrap_or(fsrs::DEFAULT_PARAMETERS[20]);
        let memory = MemoryState {
            stability: s.stability,
            difficulty: s.difficulty,
        };
        fsrs::current_retrievability(memory, elapsed, decay)
    }

    /// The same scheduler (retention, steps, fuzz) with fitted weights.
    pub fn refit(&mut self, parameters: &[f32]) -> Result<(), ScheduleError> {
        self.fsrs = FSRS::new(parameters).map_err(|e| ScheduleError(e.to_string()))?;
        self.parameters = parameters.to_vec();
        Ok(())
    }

    /// What each rating would do to an item (none yet: a new item) reviewed now. `item`
    /// seeds the fuzz, so a button shows exactly the interval it will store.
    pub fn choices(
        &self,
        state: Option<&ItemState>,
        clock: Clock,
        item: &str,
    ) -> Result<Choices, ScheduleError> {
        let now = clock.now;
        let memory = state.map(|s| MemoryState {
            stability: s.stability,
            difficulty: s.difficulty,
        });
        // Elapsed days count the learner's days: a review the morning after a late-evening
        // one is a next-day review.
        let elapsed = state.map_or(0, |s| {
            (clock.day() - clock.day_of(s.last_review)).max(0) as u32
        });
        let next = self
            .fsrs
            .next_states(memory, self.retention, elapsed)
            .map_err(|e| ScheduleError(e.to_string()))?;
        let phase = state.map_or(Phase::Learning(0), |s| s.phase);
        let reps = state.map_or(0, |s| s.reps);
        let fuzz = self.fuzz.then(|| fuzz_factor(item, reps));
        let fsrs = [&next.again, &next.hard, &next.good, &next.easy];
        let intervals = self.intervals(phase, state, clock, fsrs.map(|s| s.interval), fuzz);
        let make = |i: usize, rating: Rating| {
            let (next_phase, secs) = intervals[i];
            // A lapse: a graduated item forgotten (not a relearning one missed again).
            let lapse = rating == Rating::Again && phase == Phase::Review;
            let st = ItemState {
                stability: fsrs[i].memory.stability,
                difficulty: fsrs[i].memory.difficulty,
                due: due_after(next_phase, secs, clock),
                last_review: now,
                reps: reps + 1,
                lapses: state.map_or(0, |s| s.lapses) + u32::from(lapse),
                phase: next_phase,
            };
            (secs, st)
        };
        Ok(Choices {
            again: make(0, Rating::Again),
            hard: make(1, Rating::Hard),
            good: make(2, Rating::Good),
            easy: make(3, Rating::Easy),
        })
    }

    /// The phase after each rating (Again, Hard, Good, Easy) and its interval in seconds:
    /// a step, or whole days once graduated.
    fn intervals(
        &self,
        phase: Phase,
        state: Option<&ItemState>,
        clock: Clock,
        fsrs: [f32; 4],
        fuzz: Option<f64>,
    ) -> [(Phase, i64); 4] {
        let days = fsrs.map(f64::from);
        let review = |d: i64| (Phase::Review, d * DAY);
        if phase == Phase::Review {
            // The interval the item just had, which no passing answer goes below.
            let previous = state.map_or(0, |s| {
                (clock.day_of(s.due) - clock.day_of(s.last_review)).max(0)
            });
            let again = match self.relearning.first() {
                Some(step) => (Phase::Relearning(0), *step),
                None => review(steps::whole_days(days[0], 1, fuzz)),
            };
            let [hard, good, easy] =
                steps::passing_review_days([days[1], days[2], days[3]], previous, fuzz);
            return [again, review(hard), review(good), review(easy)];
        }
        let list = match phase {
            Phase::Relearning(_) => &self.relearning,
            _ => &self.learning,
        };
        let good = steps::whole_days(days[2], 1, fuzz);
        let graduate = |i: usize| match i {
            2 => review(good),
            // Easy is always a day more than Good would have been.
            3 => review(steps::whole_days(days[3].round().max(1.0), good + 1, fuzz)),
            _ => review(steps::whole_days(days[i], 1, fuzz)),
        };
        let mut out = [(phase, 0); 4];
        for (i, rating) in Rating::ALL.into_iter().enumerate() {
            out[i] = steps::in_steps(phase, rating, list).unwrap_or_else(|| graduate(i));
        }
        out
    }
}

/// When an item answered now comes back: after a step, at its time, unless that is past the
/// learner's day, when it is due by day (from the start of the day it falls on, as Anki's
/// day-learning steps are); after whole days, on that day.
fn due_after(phase: Phase, secs: i64, clock: Clock) -> i64 {
    let left_today = clock.day_end() - clock.now;
    match phase {
        Phase::Review => clock.now + secs,
        _ if secs >= left_today => clock.start_of(clock.day() + (secs - left_today) / DAY + 1),
        _ => clock.now + secs,
    }
}

/// Where in its fuzz range an interval lands, 0..1: fixed for an item's nth answer, so a
/// button shows exactly the interval it will store, and items learnt together spread out.
pub fn fuzz_factor(item: &str, reps: u32) -> f64 {
    // FNV-1a of the item and the count of its answers.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in item.bytes().chain(reps.to_le_bytes()) {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    // A final mix so close seeds land far apart.
    h ^= h >> 33;
    h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
    h ^= h >> 33;
    (h >> 11) as f64 / (1u64 << 53) as f64
}

#[cfg(test)]
mod tests;
