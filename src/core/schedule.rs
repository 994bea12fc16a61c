//! When each item comes back, with FSRS (the `fsrs` crate, default parameters, no training).
//! Times are Unix seconds passed in by the caller; nothing here reads a clock.

use fsrs::{FSRS, MemoryState};

pub use super::clock::DAY;

/// The probability of still remembering an item when it comes due.
pub const DEFAULT_RETENTION: f32 = 0.9;

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

/// The scheduling state of one item after at least one review.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ItemState {
    pub stability: f32,
    pub difficulty: f32,
    pub due: i64,
    pub last_review: i64,
    pub reps: u32,
    pub lapses: u32,
}

#[derive(Debug, thiserror::Error)]
#[error("the FSRS scheduler refused its input: {0}")]
pub struct ScheduleError(String);

/// FSRS with a desired retention.
#[derive(Debug, Clone)]
pub struct Scheduler {
    fsrs: FSRS,
    retention: f32,
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
        if !(0.7..=0.99).contains(&retention) {
            return Err(ScheduleError(format!(
                "desired retention {retention} outside 0.7..0.99"
            )));
        }
        let fsrs = FSRS::new(&[]).map_err(|e| ScheduleError(e.to_string()))?;
        Ok(Scheduler { fsrs, retention })
    }

    /// FSRS with its default parameters and the usual 0.9 retention.
    pub fn standard() -> Scheduler {
        Scheduler {
            fsrs: FSRS::default(),
            retention: DEFAULT_RETENTION,
        }
    }

    pub fn retention(&self) -> f32 {
        self.retention
    }

    /// What each rating would do to an item (none yet: a new item) reviewed at `now`.
    pub fn choices(&self, state: Option<&ItemState>, now: i64) -> Result<Choices, ScheduleError> {
        let memory = state.map(|s| MemoryState {
            stability: s.stability,
            difficulty: s.difficulty,
        });
        let elapsed = state.map_or(0, |s| ((now - s.last_review).max(0) / DAY) as u32);
        let next = self
            .fsrs
            .next_states(memory, self.retention, elapsed)
            .map_err(|e| ScheduleError(e.to_string()))?;
        let make = |item: fsrs::ItemState, lapse: bool| {
            // Intervals under a minute would make the item due again at once; FSRS gives
            // fractions of a day for Again on new items (about five hours).
            let secs = ((f64::from(item.interval) * DAY as f64).round() as i64).max(60);
            let st = ItemState {
                stability: item.memory.stability,
                difficulty: item.memory.difficulty,
                due: now + secs,
                last_review: now,
                reps: state.map_or(0, |s| s.reps) + 1,
                lapses: state.map_or(0, |s| s.lapses) + u32::from(lapse && state.is_some()),
            };
            (secs, st)
        };
        Ok(Choices {
            again: make(next.again, true),
            hard: make(next.hard, false),
            good: make(next.good, false),
            easy: make(next.easy, false),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_item_gets_the_documented_first_intervals() {
        let s = Scheduler::new(0.9).expect("scheduler");
        let c = s.choices(None, 0).expect("choices");
        let days = |r: Rating| c.get(r).0 as f64 / DAY as f64;
        // fsrs 6.x defaults: 0.21 / 1.29 / 2.31 / 8.30 days.
        assert!(
            (days(Rating::Again) - 0.21).abs() < 0.02,
            "{}",
            days(Rating::Again)
        );
        assert!(
            (days(Rating::Good) - 2.31).abs() < 0.2,
            "{}",
            days(Rating::Good)
        );
        assert!(days(Rating::Again) < days(Rating::Hard));
        assert!(days(Rating::Hard) < days(Rating::Good));
        assert!(days(Rating::Good) < days(Rating::Easy));
    }

    #[test]
    fn remembering_grows_the_interval_and_forgetting_counts_a_lapse() {
        let s = Scheduler::new(0.9).expect("scheduler");
        let (_, first) = s.choices(None, 0).expect("first").good;
        let (second_gap, second) = s.choices(Some(&first), first.due).expect("second").good;
        assert!(
            second_gap > first.due - first.last_review,
            "the second interval is longer"
        );
        assert_eq!(second.reps, 2);
        let (_, lapsed) = s.choices(Some(&second), second.due).expect("third").again;
        assert_eq!(lapsed.lapses, 1);
        assert!(lapsed.stability < second.stability);
    }

    #[test]
    fn retention_out_of_range_is_refused() {
        assert!(Scheduler::new(0.5).is_err());
        assert!(Scheduler::new(1.0).is_err());
    }

    #[test]
    fn higher_retention_means_shorter_intervals() {
        let lo = Scheduler::new(0.8)
            .expect("0.8")
            .choices(None, 0)
            .expect("c")
            .good
            .0;
        let hi = Scheduler::new(0.95)
            .expect("0.95")
            .choices(None, 0)
            .expect("c")
            .good
            .0;
        assert!(hi < lo);
    }
}
