//! What is due: questions and drills whose review has come, within today's limits, and the
//! counts the home screen and statistics show.

use std::collections::HashMap;

use super::Cx;
use crate::core::schedule::ItemState;
use crate::core::session::Today;

impl Cx {
    /// Today's use of the daily limits: as counted for the day it was read or last counted,
    /// nothing on a later day (the day rolled over while latih ran).
    pub fn today_now(&self) -> Today {
        match self.today_day {
            Some(day) if day != self.clock.day() => Today::default(),
            _ => self.today,
        }
    }

    /// An answer was recorded for a question shown as `kind`: it uses the day's allowance
    /// Anki's way (a step within the day uses none).
    pub(crate) fn count_answer(&mut self, kind: Option<crate::core::queue::Kind>) {
        self.today = self.today_now();
        self.today_day = Some(self.clock.day());
        match kind {
            Some(crate::core::queue::Kind::New) => self.today.new_seen += 1,
            Some(k) if k.counts_as_review() => self.today.reviewed += 1,
            _ => {}
        }
    }

    /// The day's review queue of the course's questions (core::queue): what `latih review`
    /// and the home screen's Review walk.
    pub fn review_queue(&self) -> crate::core::queue::ReviewQueue {
        // Suspended questions, and those buried until later, are kept out.
        let now = self.clock.now;
        let asked = self
            .course
            .questions()
            .filter(|q| !self.flags.get(&q.id).is_some_and(|f| f.held(now)))
            .map(|q| q.id.clone())
            .collect();
        let items = self.in_new_order(asked);
        crate::core::queue::ReviewQueue::build(
            &items,
            &self.schedule,
            self.clock,
            self.settings.limits,
            self.today_now(),
        )
    }

    /// An answer taken back gives back what it used of the day's allowance.
    pub(crate) fn uncount_answer(&mut self, kind: Option<crate::core::queue::Kind>) {
        if self.today_day != Some(self.clock.day()) {
            return;
        }
        match kind {
            Some(crate::core::queue::Kind::New) => {
                self.today.new_seen = self.today.new_seen.saturating_sub(1)
            }
            Some(k) if k.counts_as_review() => {
                self.today.reviewed = self.today.reviewed.saturating_sub(1)
            }
            _ => {}
        }
    }

    /// Question ids (in course order) in the order new questions are to come: by default
    /// those of lessons the learner has read (marked done) first, each group in course order
    /// (reviews keep their own order: by the day they fell due).
    pub fn in_new_order(&self, mut items: Vec<String>) -> Vec<String> {
        use crate::core::queue::NewOrder;
        match self.settings.order {
            NewOrder::Course => items,
            NewOrder::ReadFirst => {
                let read = |id: &String| {
                    let lesson = self.course.question(id).and_then(|q| q.lesson.as_ref());
                    lesson.is_some_and(|l| self.status.get(l) == Some(&super::Status::Done))
                };
                let (mut first, rest): (Vec<String>, Vec<String>) =
                    items.into_iter().partition(read);
                first.extend(rest);
                first
            }
            NewOrder::Random => {
                let mut shuffler = crate::core::shuffle::Shuffler::new(self.settings.seed);
                let order = shuffler.order(items.len());
                let mut taken: Vec<Option<String>> = items.drain(..).map(Some).collect();
                order.into_iter().filter_map(|i| taken[i].take()).collect()
            }
        }
    }

    /// Question ids due now across the course, within today's limits.
    pub fn due(&self) -> Vec<String> {
        self.due_now().items
    }

    /// What a review would bring now (steps due, then the day's queue), and what the daily
    /// limits hold back.
    pub fn due_now(&self) -> crate::core::session::Due {
        let queue = self.review_queue();
        crate::core::session::Due {
            items: queue.ids_now(),
            reviews_held: queue.held.0,
            new_held: queue.held.1,
        }
    }

    /// Drills attempted before whose next review has come, most overdue first.
    pub fn due_drills(&self) -> Vec<String> {
        let mut due: Vec<(i64, &str)> = self
            .course
            .drills()
            .filter_map(|d| self.schedule.get(&d.id).map(|s| (s.due, d.id.as_str())))
            .filter(|(at, _)| self.clock.day_of(*at) <= self.clock.day() || *at <= self.clock.now)
            .collect();
        due.sort_unstable();
        due.into_iter().map(|(_, id)| id.to_string()).collect()
    }

    /// Of the questions a review would bring now: how many were seen before, how many are new.
    pub fn due_counts(&self) -> (usize, usize) {
        let items = self.due();
        let seen = items
            .iter()
            .filter(|id| self.schedule.contains_key(*id))
            .count();
        (seen, items.len() - seen)
    }

    /// The Review entry's counts: due now, new, drills, steps later today, held by limits.
    pub fn practice(&self) -> Practice {
        let due = self.due_now();
        let seen = due
            .items
            .iter()
            .filter(|id| self.schedule.contains_key(*id))
            .count();
        let later = self
            .course
            .questions()
            .filter_map(|q| self.schedule.get(&q.id))
            .filter(|s| {
                crate::core::session::due_today(s, self.clock)
                    && !crate::core::session::due_now(s, self.clock)
            })
            .count();
        Practice {
            due: seen,
            new: due.items.len() - seen,
            drills: self.due_drills().len(),
            later,
            held: due.reviews_held,
            next: self.next_due_text(),
        }
    }

    /// The next learner day something is due after today, as (days from today, how many
    /// questions then): what the home screen and the end of a review say when nothing is
    /// left today.
    pub fn next_due(&self) -> Option<(i64, usize)> {
        let today = self.clock.day();
        let days: Vec<i64> = self
            .course
            .questions()
            .filter_map(|q| self.schedule.get(&q.id))
            .map(|s| {
                let at = crate::core::session::available_at(s, self.clock);
                self.clock.day_of(at)
            })
            .filter(|d| *d > today)
            .collect();
        let first = *days.iter().min()?;
        let count = days.iter().filter(|d| **d == first).count();
        Some((first - today, count))
    }

    /// "tomorrow, 4 questions", "in 3 days, 1 question".
    pub fn next_due_text(&self) -> Option<String> {
        let (days, count) = self.next_due()?;
        let when = match days {
            1 => self.i18n.msg(&crate::core::message::stats_tomorrow()),
            n => self
                .i18n
                .msg(&crate::core::message::stats_in_days(n.max(0) as usize)),
        };
        Some(
            self.i18n
                .msg(&crate::core::message::NextDue { when, count }.into()),
        )
    }

    /// Questions of the course due today and on each of the next days, as the home screen
    /// counts them.
    pub fn forecast(&self, days: usize) -> Vec<usize> {
        let states: HashMap<String, ItemState> = self
            .course
            .questions()
            .filter_map(|q| self.schedule.get(&q.id).map(|s| (q.id.clone(), *s)))
            .collect();
        crate::core::session::forecast(&states, self.clock, days)
    }
}

/// What the Review entry counts; with `later` and `held` it adds up to what Statistics
/// calls due today.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Practice {
    /// Questions seen before that a review would bring now.
    pub due: usize,
    pub new: usize,
    /// Oral drills due.
    pub drills: usize,
    /// Questions in their learning steps that come back later today.
    pub later: usize,
    /// Questions due today that the daily review limit holds back.
    pub held: usize,
    /// When something is due next, after today ("tomorrow, 4 questions").
    pub next: Option<String>,
}
