//! The day's review queue as Anki's v3 scheduler builds and walks it, in latih's order:
//! steps that are due come first, then questions left in steps from an earlier day, then
//! reviews by the day they fell due, then new questions in course order; a question in its
//! steps comes back in the same sitting when its step is due (up to 20 minutes early once
//! nothing else is left, Anki's "learn ahead"), and the queue is built again when the
//! learner's day changes. Pure: the caller passes the time and the states.

use std::collections::{HashMap, VecDeque};

use super::clock::Clock;
use super::schedule::{ItemState, Phase};

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

/// How early a step may be shown when nothing else is left (Anki's learn-ahead limit).
pub const LEARN_AHEAD: i64 = 20 * 60;

/// The order new questions come in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum NewOrder {
    /// Questions of the lessons the learner has read (marked done) first, in course order,
    /// then the rest in course order.
    #[default]
    ReadFirst,
    /// Course order.
    Course,
    /// Shuffled from the run's seed.
    Random,
}

impl NewOrder {
    pub const KEYS: [&str; 3] = ["read-first", "course", "random"];

    pub fn key(self) -> &'static str {
        match self {
            NewOrder::ReadFirst => "read-first",
            NewOrder::Course => "course",
            NewOrder::Random => "random",
        }
    }

    pub fn from_key(key: &str) -> Option<NewOrder> {
        match key.trim().to_lowercase().as_str() {
            // The Indonesian words are how the options screen shows them in Indonesian.
            "read-first" | "dibaca-dulu" => Some(NewOrder::ReadFirst),
            "course" | "kursus" => Some(NewOrder::Course),
            "random" | "acak" => Some(NewOrder::Random),
            _ => None,
        }
    }
}

/// What a question is when it is shown, which is what the day's counts and limits count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Kind {
    /// Never answered.
    New,
    /// In its (re)learning steps, due within the day it was answered.
    Learning,
    /// In its steps, due on a later day than its last answer (Anki's day learning).
    DayLearning,
    /// Learnt, due today or earlier.
    Review,
}

impl Kind {
    pub fn key(self) -> &'static str {
        match self {
            Kind::New => "new",
            Kind::Learning => "learning",
            Kind::DayLearning => "day-learning",
            Kind::Review => "review",
        }
    }

    pub fn from_key(key: &str) -> Option<Kind> {
        [Kind::New, Kind::Learning, Kind::DayLearning, Kind::Review]
            .into_iter()
            .find(|k| k.key() == key)
    }

    /// Whether an answer to a question shown as this uses up the day's review allowance
    /// (a new one uses the new allowance; a step within the day uses neither).
    pub fn counts_as_review(self) -> bool {
        matches!(self, Kind::DayLearning | Kind::Review)
    }
}

/// What kind of question an item with this state is on `clock`'s day, if it is due.
pub fn kind_of(s: &ItemState, clock: Clock) -> Option<Kind> {
    let day = clock.day();
    match s.phase {
        Phase::Review => (clock.day_of(s.due) <= day).then_some(Kind::Review),
        _ if clock.day_of(s.due) > clock.day_of(s.last_review) => {
            (clock.day_of(s.due) <= day).then_some(Kind::DayLearning)
        }
        // A step within the day it was answered (or one left from an earlier day, overdue):
        // due before this day ends.
        _ => (s.due < clock.day_end()).then_some(Kind::Learning),
    }
}

/// The day's counts as Anki shows them: new, in steps (due within the learn-ahead window,
/// and those from earlier days), and reviews.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Counts {
    pub new: usize,
    pub learning: usize,
    pub review: usize,
}

/// The queue for one learner day.
#[derive(Debug, Clone, PartialEq)]
pub struct ReviewQueue {
    day: i64,
    /// Steps due within the day, by when they are due (the time they are queued at, which
    /// may be a second after the step before it, so one question does not follow itself).
    steps: Vec<(i64, String)>,
    /// Day learning and reviews, then new questions, within the day's limits.
    main: VecDeque<(Kind, String)>,
    /// Steps due up to here come before the main queue: the time of the last answer (or of
    /// building), as in Anki.
    cutoff: i64,
    /// Reviews (steps from earlier days included) and new questions due today that the
    /// day's limits left out.
    pub held: (usize, usize),
}

impl ReviewQueue {
    /// The queue of `items` (in course order) on `clock`'s day, given what was answered
    /// already today.
    pub fn build(
        items: &[String],
        states: &HashMap<String, ItemState>,
        clock: Clock,
        limits: Limits,
        today: Today,
    ) -> ReviewQueue {
        let mut steps = Vec::new();
        let mut day_learning = Vec::new();
        let mut reviews = Vec::new();
        let mut fresh = Vec::new();
        for (order, id) in items.iter().enumerate() {
            match states.get(id) {
                None => fresh.push(id.clone()),
                Some(s) => match kind_of(s, clock) {
                    Some(Kind::Learning) => steps.push((s.due, id.clone())),
                    Some(Kind::DayLearning) => day_learning.push((clock.day_of(s.due), order, id)),
                    Some(Kind::Review) => reviews.push((clock.day_of(s.due), order, id)),
                    _ => {}
                },
            }
        }
        steps.sort();
        day_learning.sort();
        reviews.sort();
        // Anki v3: reviews and steps from earlier days share the review limit; new
        // questions have their own, and are capped by what is left of the review limit.
        let mut review_room = limits
            .reviews_per_day
            .saturating_sub(today.reviewed + today.new_seen);
        let mut new_room = limits.new_per_day.saturating_sub(today.new_seen);
        new_room = new_room.min(review_room);
        let mut main = VecDeque::new();
        let due_reviews = day_learning.len() + reviews.len();
        for (kind, list) in [(Kind::DayLearning, day_learning), (Kind::Review, reviews)] {
            for (_, _, id) in list {
                if review_room == 0 {
                    break;
                }
                review_room -= 1;
                new_room = new_room.min(review_room);
                main.push_back((kind, id.clone()));
            }
        }
        let taken = main.len();
        let fresh_count = fresh.len();
        main.extend(fresh.into_iter().take(new_room).map(|id| (Kind::New, id)));
        ReviewQueue {
            day: clock.day(),
            steps,
            cutoff: clock.now,
            held: (due_reviews - taken, fresh_count - (main.len() - taken)),
            main,
        }
    }

    /// The learner day this queue was built for: a queue of another day is built again.
    pub fn day(&self) -> i64 {
        self.day
    }

    /// What comes next: a step due by the last answer, then the main queue, then a step due
    /// within the learn-ahead window. `None`: nothing is left for now (see `next_step_at`).
    pub fn next(&self) -> Option<(Kind, &str)> {
        let step = |limit: i64| {
            self.steps
                .iter()
                .find(|(due, _)| *due <= limit)
                .map(|(_, id)| (Kind::Learning, id.as_str()))
        };
        step(self.cutoff)
            .or_else(|| self.main.front().map(|(k, id)| (*k, id.as_str())))
            .or_else(|| step(self.cutoff + LEARN_AHEAD))
    }

    /// Everything the queue would show now, in order: steps due, then the main queue.
    pub fn ids_now(&self) -> Vec<String> {
        let steps = self.steps.iter().filter(|(due, _)| *due <= self.cutoff);
        steps
            .map(|(_, id)| id.clone())
            .chain(self.main.iter().map(|(_, id)| id.clone()))
            .collect()
    }

    /// When the next step left in the day comes within the learn-ahead window, if one is
    /// left: what a learner waits for once `next` is `None`.
    pub fn next_step_at(&self) -> Option<i64> {
        self.steps.first().map(|(due, _)| due - LEARN_AHEAD)
    }

    /// The day's counts now.
    pub fn counts(&self) -> Counts {
        let mut c = Counts {
            learning: self
                .steps
                .iter()
                .filter(|(due, _)| *due <= self.cutoff + LEARN_AHEAD)
                .count(),
            ..Counts::default()
        };
        for (kind, _) in &self.main {
            match kind {
                Kind::New => c.new += 1,
                // Steps from an earlier day are counted with the steps, as Anki shows them
                // (they use the review allowance all the same).
                Kind::DayLearning => c.learning += 1,
                _ => c.review += 1,
            }
        }
        c
    }

    /// Time has passed with nothing to show: the learn-ahead window moves with the clock
    /// (Anki moves it when every count is zero).
    pub fn refresh(&mut self, now: i64) {
        if self.counts() == Counts::default() {
            self.cutoff = self.cutoff.max(now);
        }
    }

    /// Takes `id` out of the queue without an answer (its question is gone from the course).
    pub fn remove(&mut self, id: &str) {
        self.steps.retain(|(_, s)| s != id);
        self.main.retain(|(_, s)| s != id);
    }

    /// Puts `id` where `instead` is in the main queue (and `instead` where `id` was, if it
    /// was there): two reviews due the same day are interchangeable, and replaying another
    /// scheduler's answers (Anki breaks such ties at random) needs its choice to be ours.
    pub fn swap(&mut self, id: &str, instead: &str) {
        for (_, entry) in self.main.iter_mut() {
            if entry == instead {
                *entry = id.to_string();
            } else if entry == id {
                *entry = instead.to_string();
            }
        }
    }

    /// `id` was answered at `now` and is now `after`: it leaves the queue, and comes back
    /// later today if its next step is due before the day ends.
    pub fn answered(&mut self, id: &str, after: &ItemState, clock: Clock) {
        if let Some(at) = self.steps.iter().position(|(_, s)| s == id) {
            self.steps.remove(at);
        } else if let Some(at) = self.main.iter().position(|(_, s)| s == id) {
            self.main.remove(at);
        }
        self.cutoff = clock.now;
        // A step within the day comes back today; one past it is due by day (Anki's day
        // learning) and waits for that day's queue.
        if after.phase != Phase::Review && after.due < clock.day_end() {
            self.requeue(after.due, id);
        }
    }

    /// A step goes back in by its due time; when only steps are left and it would come
    /// round at once, it waits behind the next one (Anki does not show one question twice
    /// in a row while another is waiting).
    fn requeue(&mut self, due: i64, id: &str) {
        let mut at = due;
        let window = self.cutoff + LEARN_AHEAD;
        if due <= window
            && self.main.is_empty()
            && let Some((next, _)) = self.steps.first()
            && *next >= due
            && next + 1 < window
        {
            at = next + 1;
        }
        let pos = self.steps.partition_point(|(d, _)| *d <= at);
        self.steps.insert(pos, (at, id.to_string()));
    }
}

#[cfg(test)]
mod tests;
