//! A review session: which items are due, in what order they come, and failed items coming
//! back later in the same session (relearning). Times are Unix seconds from the caller.

use std::collections::{HashMap, VecDeque};

use super::clock::Clock;
use super::queue::{Counts, Kind, ReviewQueue};
pub use super::queue::{Limits, Today};
use super::schedule::{ItemState, Phase, Rating};
use super::shuffle::Shuffler;

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

/// What a review would bring now, and what the daily limits hold back (core::queue makes
/// it).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Due {
    /// Steps due first, then the day's queue: reviews by day, then new items in course
    /// order.
    pub items: Vec<String>,
    /// Reviews due today beyond the day's review limit.
    pub reviews_held: usize,
    /// New items beyond the day's new limit.
    pub new_held: usize,
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

/// The order a run takes its questions in.
#[derive(Debug, Clone, PartialEq)]
enum Order {
    /// A fixed list, shuffled, a missed question coming back a few questions later: a quiz
    /// in a lesson, a review lesson.
    Fixed(VecDeque<String>),
    /// The day's review queue, as Anki walks it (core::queue), and what it shows now.
    Daily(Box<(ReviewQueue, Option<(Kind, String)>)>),
}

/// One pass through the items of a session.
#[derive(Debug, Clone, PartialEq)]
pub struct Session {
    order: Order,
    /// Times each item has been answered in this session, and its last rating.
    answered: HashMap<String, (u32, Rating)>,
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
            order: Order::Fixed(shuffled.into()),
            answered: HashMap::new(),
            right_first_time: 0,
            relearned: 0,
        }
    }

    /// The day's review, walking `queue`.
    pub fn daily(queue: ReviewQueue) -> Session {
        let c = queue.counts();
        let current = queue.next().map(|(k, id)| (k, id.to_string()));
        Session {
            total: c.new + c.learning + c.review,
            order: Order::Daily(Box::new((queue, current))),
            answered: HashMap::new(),
            right_first_time: 0,
            relearned: 0,
        }
    }

    pub fn current(&self) -> Option<&str> {
        match &self.order {
            Order::Fixed(q) => q.front().map(String::as_str),
            Order::Daily(d) => d.1.as_ref().map(|(_, id)| id.as_str()),
        }
    }

    /// What the current question is in the day's review (new, a step, a review).
    pub fn shown_as(&self) -> Option<Kind> {
        match &self.order {
            Order::Daily(d) => d.1.as_ref().map(|(k, _)| *k),
            Order::Fixed(_) => None,
        }
    }

    /// The day's counts of the day's review, the current question included.
    pub fn counts(&self) -> Option<Counts> {
        match &self.order {
            Order::Daily(d) => Some(d.0.counts()),
            Order::Fixed(_) => None,
        }
    }

    /// The learner day a day's review was built for.
    pub fn day(&self) -> Option<i64> {
        match &self.order {
            Order::Daily(d) => Some(d.0.day()),
            Order::Fixed(_) => None,
        }
    }

    /// A day's review on a new day: the new day's queue, what was answered kept.
    pub fn rebuild(&mut self, queue: ReviewQueue) {
        if let Order::Daily(d) = &mut self.order {
            let current = queue.next().map(|(k, id)| (k, id.to_string()));
            **d = (queue, current);
        }
    }

    /// When the next step of a day's review can be shown, when nothing can be now.
    pub fn waiting_until(&self) -> Option<i64> {
        match &self.order {
            Order::Daily(d) if d.1.is_none() => d.0.next_step_at(),
            _ => None,
        }
    }

    /// Time has passed: a day's review waiting for a step looks again.
    pub fn refresh(&mut self, now: i64) {
        if let Order::Daily(d) = &mut self.order
            && d.1.is_none()
        {
            d.0.refresh(now);
            d.1 = d.0.next().map(|(k, id)| (k, id.to_string()));
        }
    }

    pub fn remaining(&self) -> usize {
        match &self.order {
            Order::Fixed(q) => q.len(),
            Order::Daily(d) => {
                let c = d.0.counts();
                c.new + c.learning + c.review
            }
        }
    }

    /// Items answered at least once so far.
    pub fn distinct_answered(&self) -> usize {
        self.answered.len()
    }

    /// How many times the current item has been answered before in this session.
    pub fn attempt(&self) -> u32 {
        self.current()
            .and_then(|id| self.answered.get(id))
            .map_or(0, |(n, _)| *n)
    }

    /// Whether the current item is back because it was missed (rated Again), not for its
    /// next step.
    pub fn after_miss(&self) -> bool {
        self.current()
            .and_then(|id| self.answered.get(id))
            .is_some_and(|(_, r)| *r == Rating::Again)
    }

    /// Takes the current item away unanswered (its question left the course).
    pub fn skip(&mut self) {
        match &mut self.order {
            Order::Fixed(q) => {
                q.pop_front();
            }
            Order::Daily(d) => {
                if let Some((_, id)) = d.1.take() {
                    d.0.remove(&id);
                }
                d.1 = d.0.next().map(|(k, id)| (k, id.to_string()));
            }
        }
    }

    /// Takes a question out of the session wherever it is (it became a leech and was
    /// suspended): it is not asked again in it.
    pub fn remove(&mut self, id: &str) {
        match &mut self.order {
            Order::Fixed(q) => q.retain(|x| x != id),
            Order::Daily(d) => {
                d.0.remove(id);
                if d.1.as_ref().is_some_and(|(_, x)| x == id) {
                    d.1 = d.0.next().map(|(k, id)| (k, id.to_string()));
                }
            }
        }
    }

    fn count(&mut self, id: &str, rating: Rating) {
        let (n, last) = self.answered.entry(id.to_string()).or_insert((0, rating));
        *n += 1;
        *last = rating;
        if *n == 1 && rating != Rating::Again {
            self.right_first_time += 1;
        }
        if rating == Rating::Again {
            self.relearned += 1;
        }
    }

    /// Records a rating of the current item and moves on. `Again` brings it back after a
    /// few others (or at the end); anything else retires it for the session.
    pub fn rate(&mut self, rating: Rating) {
        let Order::Fixed(q) = &mut self.order else {
            return;
        };
        let Some(id) = q.pop_front() else {
            return;
        };
        if rating == Rating::Again {
            let at = RELEARN_GAP.min(q.len());
            q.insert(at, id.clone());
        }
        self.count(&id, rating);
    }

    /// The current item was rated and scheduled to `after`: a day's review takes it out
    /// and brings it back when its step is due; a fixed list as `rate` does.
    pub fn answered(&mut self, rating: Rating, after: &ItemState, clock: Clock) {
        let Order::Daily(d) = &mut self.order else {
            return self.rate(rating);
        };
        let Some((_, id)) = d.1.take() else {
            return;
        };
        d.0.answered(&id, after, clock);
        d.1 = d.0.next().map(|(k, id)| (k, id.to_string()));
        self.count(&id, rating);
    }
}

#[cfg(test)]
mod tests;
