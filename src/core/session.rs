//! A review session: which items are due, in what order they come, and failed items coming
//! back later in the same session (relearning). Times are Unix seconds from the caller.

use std::collections::{HashMap, VecDeque};

use super::schedule::{ItemState, Rating};
use super::shuffle::Shuffler;

/// How many new items and reviews a day may bring.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    pub new_per_day: usize,
    pub reviews_per_day: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            new_per_day: 20,
            reviews_per_day: 200,
        }
    }
}

/// What the progress file says about today.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Today {
    /// Items seen for the first time today.
    pub new_seen: usize,
    /// Items reviewed today that had been seen before.
    pub reviewed: usize,
}

/// Items due at `now`, oldest due first, then new items in the order given, each within the
/// day's limits.
pub fn due_items(
    items: &[String],
    states: &HashMap<String, ItemState>,
    now: i64,
    limits: Limits,
    today: Today,
) -> Vec<String> {
    let mut due: Vec<(&String, i64)> = items
        .iter()
        .filter_map(|id| states.get(id).map(|s| (id, s.due)))
        .filter(|(_, d)| *d <= now)
        .collect();
    // Most overdue first; the id breaks ties so the order never depends on the map.
    due.sort_unstable_by(|(a, da), (b, db)| (da, a).cmp(&(db, b)));
    let reviews = limits.reviews_per_day.saturating_sub(today.reviewed);
    let new = limits.new_per_day.saturating_sub(today.new_seen);
    let mut out: Vec<String> = due
        .into_iter()
        .take(reviews)
        .map(|(id, _)| id.clone())
        .collect();
    out.extend(
        items
            .iter()
            .filter(|id| !states.contains_key(*id))
            .take(new)
            .cloned(),
    );
    out
}

/// Counts of items due by the end of each of the next `days` days (index 0 = due now or
/// later today).
pub fn forecast(states: &HashMap<String, ItemState>, day_end: i64, days: usize) -> Vec<usize> {
    let mut out = vec![0; days];
    for s in states.values() {
        let i = if s.due <= day_end {
            0
        } else {
            ((s.due - day_end - 1) / super::schedule::DAY + 1) as usize
        };
        if let Some(slot) = out.get_mut(i) {
            *slot += 1;
        }
    }
    out
}

/// One pass through the items of a session.
#[derive(Debug, Clone, PartialEq)]
pub struct Session {
    queue: VecDeque<String>,
    /// Times each item has been answered in this session.
    answered: HashMap<String, u32>,
    pub total: usize,
    pub right_first_time: usize,
    pub relearned: usize,
}

/// Items wait this many others before a failed one comes back.
pub const RELEARN_GAP: usize = 3;

impl Session {
    /// A session of these items in shuffled order.
    pub fn new(mut items: Vec<String>, shuffler: &mut Shuffler) -> Session {
        let order = shuffler.order(items.len());
        let mut shuffled = Vec::with_capacity(items.len());
        let mut taken: Vec<Option<String>> = items.drain(..).map(Some).collect();
        for i in order {
            if let Some(id) = taken[i].take() {
                shuffled.push(id);
            }
        }
        Session {
            total: shuffled.len(),
            queue: shuffled.into(),
            answered: HashMap::new(),
            right_first_time: 0,
            relearned: 0,
        }
    }

    pub fn current(&self) -> Option<&str> {
        self.queue.front().map(String::as_str)
    }

    pub fn remaining(&self) -> usize {
        self.queue.len()
    }

    pub fn is_done(&self) -> bool {
        self.queue.is_empty()
    }

    /// Items answered at least once so far.
    pub fn distinct_answered(&self) -> usize {
        self.answered.len()
    }

    /// How many times the current item has been answered before in this session.
    pub fn attempt(&self) -> u32 {
        self.current()
            .and_then(|id| self.answered.get(id))
            .copied()
            .unwrap_or(0)
    }

    /// Records a rating of the current item and moves on. `Again` brings it back after a
    /// few others (or at the end); anything else retires it for the session.
    pub fn rate(&mut self, rating: Rating) {
        let Some(id) = self.queue.pop_front() else {
            return;
        };
        let n = self.answered.entry(id.clone()).or_insert(0);
        *n += 1;
        if *n == 1 && rating != Rating::Again {
            self.right_first_time += 1;
        }
        if rating == Rating::Again {
            self.relearned += 1;
            let at = RELEARN_GAP.min(self.queue.len());
            self.queue.insert(at, id);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn state(due: i64) -> ItemState {
        ItemState {
            stability: 1.0,
            difficulty: 5.0,
            due,
            last_review: due - 100,
            reps: 1,
            lapses: 0,
        }
    }

    fn ids(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn due_first_oldest_first_then_new_within_limits() {
        let items = ids(&["a", "b", "c", "n1", "n2", "n3"]);
        let states: HashMap<String, ItemState> = [("a", 50), ("b", 10), ("c", 500)]
            .into_iter()
            .map(|(k, d)| (k.to_string(), state(d)))
            .collect();
        let limits = Limits {
            new_per_day: 2,
            reviews_per_day: 10,
        };
        let got = due_items(&items, &states, 100, limits, Today::default());
        assert_eq!(got, ids(&["b", "a", "n1", "n2"]));
        let today = Today {
            new_seen: 1,
            reviewed: 9,
        };
        assert_eq!(
            due_items(&items, &states, 100, limits, today),
            ids(&["b", "n1"])
        );
    }

    #[test]
    fn a_failed_item_comes_back_later_in_the_session_others_never_twice() {
        let mut s = Session::new(ids(&["a", "b", "c", "d", "e"]), &mut Shuffler::new(1));
        let first = s.current().expect("first").to_string();
        s.rate(Rating::Again);
        let mut seen = vec![first.clone()];
        while let Some(id) = s.current().map(str::to_string) {
            let again = seen.contains(&id);
            s.rate(Rating::Good);
            if again {
                assert_eq!(id, first, "only the failed item repeats");
            }
            seen.push(id);
        }
        assert_eq!(seen.len(), 6);
        let pos = seen.iter().rposition(|x| *x == first).expect("came back");
        assert_eq!(pos, 1 + RELEARN_GAP);
        assert_eq!(s.right_first_time, 4);
        assert_eq!(s.relearned, 1);
    }

    #[test]
    fn the_order_is_shuffled_and_reproducible() {
        let items = ids(&["a", "b", "c", "d", "e", "f", "g"]);
        let order = |seed| {
            let mut s = Session::new(items.clone(), &mut Shuffler::new(seed));
            let mut out = Vec::new();
            while let Some(id) = s.current().map(str::to_string) {
                s.rate(Rating::Good);
                out.push(id);
            }
            out
        };
        assert_eq!(order(3), order(3));
        assert_ne!(order(3), order(4));
        let mut sorted = order(3);
        sorted.sort();
        assert_eq!(sorted, items);
    }

    #[test]
    fn forecast_counts_by_day() {
        let states: HashMap<String, ItemState> = [
            ("a", 10),
            ("b", 99),
            ("c", 100 + 86_400),
            ("d", 100 + 3 * 86_400),
        ]
        .into_iter()
        .map(|(k, d)| (k.to_string(), state(d)))
        .collect();
        assert_eq!(forecast(&states, 100, 7), vec![2, 1, 0, 1, 0, 0, 0]);
    }
}
