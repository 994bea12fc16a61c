//! A review session: which items are due, in what order they come, and failed items coming
//! back later in the same session (relearning). Times are Unix seconds from the caller.

use std::collections::{HashMap, VecDeque};

use super::clock::Clock;
use super::schedule::{ItemState, Phase, Rating};
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

/// Whether an item can be reviewed now: a graduated one on (or after) the learner's day it
/// is due, whatever the hour; one in learning or relearning steps when its time has come.
pub fn due_now(s: &ItemState, clock: Clock) -> bool {
    match s.phase {
        Phase::Review => clock.day_of(s.due) <= clock.day(),
        // No learning ahead: a step answered a moment ago waits for its minutes (a miss
        // still comes back later in the same session, core::session::Session).
        _ => s.due <= clock.now,
    }
}

/// When an item can next be reviewed: the start of the learner's day it is due on for a
/// graduated one, its exact time for a step.
pub fn available_at(s: &ItemState, clock: Clock) -> i64 {
    match s.phase {
        Phase::Review => clock.start_of(clock.day_of(s.due)),
        _ => s.due,
    }
}

/// Whether an item is due before the learner's day ends (what "due today" counts).
pub fn due_today(s: &ItemState, clock: Clock) -> bool {
    match s.phase {
        Phase::Review => clock.day_of(s.due) <= clock.day(),
        _ => s.due <= clock.day_end(),
    }
}

/// What a review would bring now, and what the daily limits hold back.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Due {
    /// Steps due first (they are not limited, as in Anki), then reviews, most overdue
    /// first, then new items in course order.
    pub items: Vec<String>,
    /// Reviews due today beyond the day's review limit.
    pub reviews_held: usize,
    /// New items beyond the day's new limit.
    pub new_held: usize,
}

/// Items due now within today's limits. Limits count distinct items (a repeat after a miss
/// uses nothing up): `today` says how many were already taken today.
pub fn due_items(
    items: &[String],
    states: &HashMap<String, ItemState>,
    clock: Clock,
    limits: Limits,
    today: Today,
) -> Due {
    let mut steps: Vec<(&String, i64)> = Vec::new();
    let mut reviews: Vec<(&String, i64)> = Vec::new();
    for id in items {
        if let Some(s) = states.get(id)
            && due_now(s, clock)
        {
            match s.phase {
                Phase::Review => reviews.push((id, s.due)),
                _ => steps.push((id, s.due)),
            }
        }
    }
    // Most overdue first; the id breaks ties so the order never depends on the map.
    steps.sort_unstable_by(|(a, da), (b, db)| (da, a).cmp(&(db, b)));
    reviews.sort_unstable_by(|(a, da), (b, db)| (da, a).cmp(&(db, b)));
    let review_room = limits.reviews_per_day.saturating_sub(today.reviewed);
    let new_room = limits.new_per_day.saturating_sub(today.new_seen);
    let fresh: Vec<&String> = items
        .iter()
        .filter(|id| !states.contains_key(*id))
        .collect();
    let mut out: Vec<String> = steps.into_iter().map(|(id, _)| id.clone()).collect();
    out.extend(
        reviews
            .iter()
            .take(review_room)
            .map(|(id, _)| (*id).clone()),
    );
    out.extend(fresh.iter().take(new_room).map(|id| (*id).clone()));
    Due {
        items: out,
        reviews_held: reviews.len().saturating_sub(review_room),
        new_held: fresh.len().saturating_sub(new_room),
    }
}

/// Counts of items due by the end of each of the next `days` learner days (index 0 =
/// today, steps included).
pub fn forecast(states: &HashMap<String, ItemState>, clock: Clock, days: usize) -> Vec<usize> {
    let mut out = vec![0; days];
    for s in states.values() {
        let i = if due_today(s, clock) {
            0
        } else {
            (clock.day_of(s.due) - clock.day()).max(0) as usize
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
    /// A session of these items in shuffled order, each once: an item listed twice (two
    /// lessons of a review naming the same question) would otherwise come back as if it had
    /// been missed.
    pub fn new(mut items: Vec<String>, shuffler: &mut Shuffler) -> Session {
        let mut seen = std::collections::HashSet::new();
        items.retain(|id| seen.insert(id.clone()));
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
    use crate::core::clock::DAY;

    /// 2026-12-01 10:00 UTC; the learner's day (offset 0) runs from 04:00 to 04:00.
    const NOW: i64 = 1_796_119_200;

    fn clock() -> Clock {
        Clock::new(NOW, 0)
    }

    fn state(due: i64) -> ItemState {
        ItemState {
            stability: 1.0,
            difficulty: 5.0,
            due,
            last_review: due - 100,
            reps: 1,
            lapses: 0,
            phase: Phase::Review,
        }
    }

    fn ids(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn due_today_is_due_now_steps_first_then_oldest_then_new_within_limits() {
        let items = ids(&["a", "b", "c", "late", "step", "n1", "n2", "n3"]);
        let mut states: HashMap<String, ItemState> = [
            ("a", NOW - 50),
            ("b", NOW - 500),
            ("c", NOW + 2 * DAY),
            // Due at 21:00 tonight: a review due today is reviewable now.
            ("late", NOW + 11 * 3600),
        ]
        .into_iter()
        .map(|(k, d)| (k.to_string(), state(d)))
        .collect();
        states.insert(
            "step".into(),
            ItemState {
                phase: Phase::Learning(1),
                ..state(NOW - 30)
            },
        );
        let limits = Limits {
            new_per_day: 2,
            reviews_per_day: 10,
        };
        let got = due_items(&items, &states, clock(), limits, Today::default());
        assert_eq!(got.items, ids(&["step", "b", "a", "late", "n1", "n2"]));
        assert_eq!((got.reviews_held, got.new_held), (0, 1));
        let today = Today {
            new_seen: 1,
            reviewed: 9,
        };
        let got = due_items(&items, &states, clock(), limits, today);
        assert_eq!(
            got.items,
            ids(&["step", "b", "n1"]),
            "steps are not limited"
        );
        assert_eq!((got.reviews_held, got.new_held), (2, 2));
    }

    #[test]
    fn a_step_waits_for_its_time_but_counts_as_due_today() {
        let s = ItemState {
            phase: Phase::Relearning(0),
            ..state(NOW + 3600)
        };
        assert!(!due_now(&s, clock()));
        assert!(due_today(&s, clock()));
        assert!(due_now(&s, clock().after(3600)));
        // Due after 04:00 tomorrow: not today, whatever its phase.
        let tomorrow = state(NOW + 19 * 3600);
        assert!(!due_today(&tomorrow, clock()));
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
    fn an_item_listed_twice_is_asked_once_and_never_as_a_repeat() {
        let mut s = Session::new(ids(&["a", "b", "a", "c", "b"]), &mut Shuffler::new(2));
        assert_eq!(s.total, 3);
        while s.current().is_some() {
            assert_eq!(s.attempt(), 0, "nothing is a repeat without a miss");
            s.rate(Rating::Good);
        }
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
    fn forecast_counts_by_learner_day() {
        let states: HashMap<String, ItemState> = [
            ("a", NOW - 10),
            // 01:00 tomorrow (calendar) is still today for the learner.
            ("b", NOW + 15 * 3600),
            ("c", NOW + DAY),
            ("d", NOW + 3 * DAY),
        ]
        .into_iter()
        .map(|(k, d)| (k.to_string(), state(d)))
        .collect();
        assert_eq!(forecast(&states, clock(), 7), vec![2, 1, 0, 1, 0, 0, 0]);
    }
}
