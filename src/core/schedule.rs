//! When each item comes back, as Anki schedules with FSRS: new items go through learning
//! steps (1 and 10 minutes), a forgotten item through relearning steps (10 minutes), and an
//! item that has graduated comes back after a whole number of the learner's days (the day
//! starts at 4 am, core::clock), optionally fuzzed so items learnt together spread out.
//! Memory (stability, difficulty) comes from the `fsrs` crate; the steps, days and fuzz are
//! ours, written after py-fsrs 6.3 and Anki. Times are passed in; nothing reads a clock.

use fsrs::{FSRS, MemoryState};

use super::clock::Clock;
pub use super::clock::DAY;

/// The probability of still remembering an item when it comes due.
pub const DEFAULT_RETENTION: f32 = 0.9;
/// Anki's defaults, in seconds.
pub const LEARNING_STEPS: &[i64] = &[60, 600];
pub const RELEARNING_STEPS: &[i64] = &[600];
/// No interval is longer than a hundred years.
pub const MAX_INTERVAL_DAYS: u32 = 36_500;

/// The four answers to "how well did you know it", as in Anki.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Rating {
    Again,
    Hard,
    Good,
    Easy,
}

impl Rating {
    pub const ALL: [Rating; 4] = [Rating::Again, Rating::Hard, Rating::Good, Rating::Easy];

    pub fn key(self) -> &'static str {
        match self {
            Rating::Again => "again",
            Rating::Hard => "hard",
            Rating::Good => "good",
            Rating::Easy => "easy",
        }
    }

    pub fn from_key(s: &str) -> Option<Rating> {
        Rating::ALL.into_iter().find(|r| r.key() == s)
    }
}

/// Where an item is in its life, as Anki names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Phase {
    /// A new item going through the learning steps; the step it is at.
    Learning(u8),
    /// Graduated: it comes back after whole days.
    Review,
    /// Forgotten after graduating, going through the relearning steps.
    Relearning(u8),
}

impl Phase {
    pub fn key(self) -> &'static str {
        match self {
            Phase::Learning(_) => "learning",
            Phase::Review => "review",
            Phase::Relearning(_) => "relearning",
        }
    }

    pub fn step(self) -> Option<u8> {
        match self {
            Phase::Learning(s) | Phase::Relearning(s) => Some(s),
            Phase::Review => None,
        }
    }

    pub fn from_key(key: &str, step: Option<u8>) -> Phase {
        match (key, step) {
            ("learning", s) => Phase::Learning(s.unwrap_or(0)),
            ("relearning", s) => Phase::Relearning(s.unwrap_or(0)),
            _ => Phase::Review,
        }
    }
}

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

    /// The same scheduler (retention, steps, fuzz) with fitted weights.
    pub fn refit(&mut self, parameters: &[f32]) -> Result<(), ScheduleError> {
        self.fsrs = FSRS::new(parameters).map_err(|e| ScheduleError(e.to_string()))?;
        self.parameters = parameters.to_vec();
        Ok(())
    }

    /// Whole days until an item of this stability is recalled with the desired retention,
    /// rounded as py-fsrs rounds (half to even), at least one.
    fn days_for(&self, interval: f32) -> i64 {
        let d = f64::from(interval).round_ties_even();
        (d as i64).clamp(1, i64::from(MAX_INTERVAL_DAYS))
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
        let make = |rating: Rating, item_state: fsrs::ItemState| {
            let (next_phase, secs) = self.step(phase, rating, item_state.interval, clock, item);
            // A lapse: a graduated item forgotten, counted once a day, never for a new one.
            let lapse = rating == Rating::Again
                && state.is_some_and(|s| {
                    s.phase == Phase::Review && clock.day_of(s.last_review) != clock.day()
                });
            let st = ItemState {
                stability: item_state.memory.stability,
                difficulty: item_state.memory.difficulty,
                due: now + secs,
                last_review: now,
                reps: state.map_or(0, |s| s.reps) + 1,
                lapses: state.map_or(0, |s| s.lapses) + u32::from(lapse),
                phase: next_phase,
            };
            (secs, st)
        };
        Ok(Choices {
            again: make(Rating::Again, next.again),
            hard: make(Rating::Hard, next.hard),
            good: make(Rating::Good, next.good),
            easy: make(Rating::Easy, next.easy),
        })
    }

    /// The phase after a rating and the interval in seconds: a step, or whole days.
    fn step(
        &self,
        phase: Phase,
        rating: Rating,
        interval: f32,
        clock: Clock,
        item: &str,
    ) -> (Phase, i64) {
        let graduate = || {
            let days = self.days_for(interval);
            let days = if self.fuzz {
                fuzzed(days, item, clock.day())
            } else {
                days
            };
            (Phase::Review, days * DAY)
        };
        let (steps, again_phase): (&[i64], fn(u8) -> Phase) = match phase {
            Phase::Review => {
                return match (rating, self.relearning.first()) {
                    (Rating::Again, Some(first)) => (Phase::Relearning(0), *first),
                    _ => graduate(),
                };
            }
            Phase::Learning(_) => (&self.learning, Phase::Learning),
            Phase::Relearning(_) => (&self.relearning, Phase::Relearning),
        };
        let at = phase.step().unwrap_or(0);
        let i = usize::from(at);
        if steps.is_empty() || (i >= steps.len() && rating != Rating::Again) {
            return graduate();
        }
        match rating {
            Rating::Again => (again_phase(0), steps[0]),
            Rating::Hard => {
                let secs = match (i, steps.len()) {
                    (0, 1) => steps[0] * 3 / 2,
                    (0, _) => (steps[0] + steps[1]) / 2,
                    _ => steps[i],
                };
                (again_phase(at), secs)
            }
            Rating::Good if i + 1 >= steps.len() => graduate(),
            Rating::Good => (again_phase(at + 1), steps[i + 1]),
            Rating::Easy => graduate(),
        }
    }
}

/// Spreads an interval of several days a little, as FSRS's fuzz does (none under 2.5
/// days; about ±15 % up to a week, less beyond), seeded by the item and the day so the same
/// review always gets the same interval.
pub fn fuzzed(days: i64, item: &str, day: i64) -> i64 {
    let ivl = days as f64;
    if ivl < 2.5 {
        return days;
    }
    let mut delta = 1.0;
    for (start, end, factor) in [
        (2.5, 7.0, 0.15),
        (7.0, 20.0, 0.1),
        (20.0, f64::INFINITY, 0.05),
    ] {
        delta += factor * (ivl.min(end) - start).max(0.0);
    }
    let max = ((ivl + delta).round() as i64).min(i64::from(MAX_INTERVAL_DAYS));
    let min = ((ivl - delta).round() as i64).max(2).min(max);
    // FNV-1a of the item and the day: the same review, the same fuzz.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in item.bytes().chain(day.to_le_bytes()) {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    min + (h % (max - min + 1) as u64) as i64
}

#[cfg(test)]
#[path = "schedule_tests.rs"]
mod tests;
