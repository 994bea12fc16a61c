//! How a day's review moves on without a key: a new learner day brings that day's queue,
//! a review waiting for a step goes on once the step may be shown, and a review lesson is
//! done when its review is; and what an answer counts as against the day's limits.

use crate::app::screen::quiz::state::{Mode, Phase, QuizState};
use crate::app::{Cx, Effect};
use crate::core::write::Write;

/// Shows the next question of the quiz.
pub(crate) fn advance(q: &mut QuizState, cx: &mut Cx) {
    new_day(q, cx);
    q.next(&cx.course, cx.clock.ms);
    review_lesson_done(q, cx);
}

/// A review lesson whose review was answered to its end is done.
pub(crate) fn review_lesson_done(q: &QuizState, cx: &mut Cx) {
    let Mode::Review {
        source: Some(lesson),
        ..
    } = &q.mode
    else {
        return;
    };
    if q.phase != Phase::Done || q.answered == 0 {
        return;
    }
    let lesson = lesson.clone();
    let status = cx.status.entry(lesson.clone()).or_default();
    if *status != crate::app::Status::Done {
        *status = crate::app::Status::Done;
        cx.effects.push(Effect::Store(Write::LessonStatus {
            lesson,
            done: true,
            at: cx.clock.now,
        }));
    }
}

/// A day's review that began on an earlier learner day takes today's queue: the day's
/// limits and counts start again (Anki rebuilds its queue when the day rolls over).
pub(crate) fn new_day(q: &mut QuizState, cx: &Cx) {
    if q.session.day().is_some_and(|d| d != cx.clock.day()) {
        q.session.rebuild(cx.review_queue());
    }
}

/// Time passes on a day's review waiting for a step: it goes on once the step may be shown
/// (a new day brings that day's queue). A review that is over stays over.
pub(crate) fn tick(q: &mut QuizState, cx: &Cx) {
    if !(matches!(q.phase, Phase::Done) && q.session.waiting_until().is_some()) {
        return;
    }
    new_day(q, cx);
    q.session.refresh(cx.clock.now);
    if q.session.current().is_some() {
        q.next(&cx.course, cx.clock.ms);
    }
}

pub(crate) fn counted_as(
    q: &QuizState,
    previous: Option<&crate::core::schedule::ItemState>,
    clock: crate::core::clock::Clock,
) -> Option<crate::core::queue::Kind> {
    use crate::core::queue::{Kind, kind_of};
    use crate::core::schedule::Phase;
    if let Some(k) = q.session.shown_as() {
        return Some(k);
    }
    if !q.counts_limits {
        return None;
    }
    Some(match previous {
        None => Kind::New,
        Some(s) => kind_of(s, clock).unwrap_or(match s.phase {
            Phase::Review => Kind::Review,
            _ => Kind::Learning,
        }),
    })
}
