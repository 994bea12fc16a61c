//! What the stats screen and `latih stats` show, computed from counts the progress file
//! gives: due now and in the coming days, reviews per day, retention per lesson, streak.

use std::collections::{BTreeMap, HashMap};

use super::clock::Clock;
use super::schedule::ItemState;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LessonRetention {
    pub lesson: String,
    pub reviews: usize,
    /// Reviews rated Hard, Good or Easy: the item was remembered.
    pub remembered: usize,
}

impl LessonRetention {
    pub fn percent(&self) -> f64 {
        if self.reviews == 0 {
            0.0
        } else {
            self.remembered as f64 * 100.0 / self.reviews as f64
        }
    }
}

/// One recorded review session, newest first on the stats screen, with the seed that replays
/// its shuffles (`--seed`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionSummary {
    pub started_at: i64,
    /// The review lesson it came from, or `None` for the questions that were due.
    pub source: Option<String>,
    pub answered: usize,
    pub correct: usize,
    pub seed: u64,
}

/// How many recent sessions the stats list.
pub const RECENT_SESSIONS: usize = 5;

#[derive(Debug, Clone, PartialEq, Default)]
pub struct Stats {
    /// Reviews per local day, oldest first, for the last `HEATMAP_DAYS` days ending today.
    pub per_day: Vec<usize>,
    pub lessons: Vec<LessonRetention>,
    /// Consecutive days with at least one review, ending today (or yesterday).
    pub streak: usize,
    pub total_reviews: usize,
    pub items_seen: usize,
    /// Pass rates of the drills attempted.
    pub drills: Vec<DrillRate>,
    /// Anki's true retention: (remembered, of) over the first answer to each question last
    /// seen on an earlier day.
    pub true_retention: (usize, usize),
    /// (right, of) over every first answer of a question on a day, new questions included.
    pub first_right: (usize, usize),
    /// The last few sessions in which something was answered, newest first.
    pub sessions: Vec<SessionSummary>,
}

/// Finished attempts of one drill and how many passed, for the stats.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DrillRate {
    pub drill: String,
    pub finished: usize,
    pub passed: usize,
    pub abandoned: usize,
}

/// Twelve weeks.
pub const HEATMAP_DAYS: usize = 84;

/// Builds the stats from the schedule and per-day review counts (local day number -> count).
pub fn build(
    clock: Clock,
    schedule: &HashMap<String, ItemState>,
    reviews_by_day: &BTreeMap<i64, usize>,
    lessons: Vec<LessonRetention>,
) -> Stats {
    let today = clock.day();
    let per_day = (0..HEATMAP_DAYS as i64)
        .rev()
        .map(|back| reviews_by_day.get(&(today - back)).copied().unwrap_or(0))
        .collect();
    let mut streak = 0;
    let mut day = if reviews_by_day.contains_key(&today) {
        today
    } else {
        today - 1
    };
    while reviews_by_day.get(&day).is_some_and(|n| *n > 0) {
        streak += 1;
        day -= 1;
    }
    Stats {
        per_day,
        lessons,
        streak,
        total_reviews: reviews_by_day.values().sum(),
        items_seen: schedule.len(),
        drills: Vec::new(),
        true_retention: (0, 0),
        first_right: (0, 0),
        sessions: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn streak_counts_back_from_today_or_yesterday() {
        let clock = Clock::new(100 * 86_400 + 5 * 3600, 0);
        let days: BTreeMap<i64, usize> =
            [(100, 2), (99, 1), (98, 5), (96, 1)].into_iter().collect();
        let s = build(clock, &HashMap::new(), &days, Vec::new());
        assert_eq!(s.streak, 3);
        assert_eq!(s.total_reviews, 9);
        assert_eq!(s.per_day.len(), HEATMAP_DAYS);
        assert_eq!(s.per_day[HEATMAP_DAYS - 1], 2);
        assert_eq!(s.per_day[HEATMAP_DAYS - 4], 0);
        let yesterday_only: BTreeMap<i64, usize> = [(99, 1), (98, 1)].into_iter().collect();
        assert_eq!(
            build(clock, &HashMap::new(), &yesterday_only, Vec::new()).streak,
            2
        );
    }
}
