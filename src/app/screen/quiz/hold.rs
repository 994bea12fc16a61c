//! Holding the question on screen out of reviews, as Anki's suspend and bury during a
//! review: nothing is recorded, the review goes on without it, and undo brings it back.
//! A question forgotten often enough becomes a leech and is suspended the same way.

use super::state::{Mode, QuizState};
use super::undo::{self, Undo};
use crate::app::Cx;
use crate::app::keymap::Action;
use crate::core::message as m;
use crate::core::record::{Flags, leech_at};
use crate::core::schedule::{ItemState, Phase, Rating};

/// Whether the question on screen can be suspended or buried: in a recorded review.
pub(crate) fn available(q: &QuizState) -> bool {
    matches!(q.mode, Mode::Review { .. }) && q.session.current().is_some()
}

/// `s` or `b` on the question on screen: held, skipped, nothing recorded.
pub(crate) fn hold(q: &mut QuizState, cx: &mut Cx, a: Action) {
    if !available(q) {
        return;
    }
    let Some(item) = q.session.current().map(str::to_string) else {
        return;
    };
    let before = cx.flags_of(&item);
    let previous = cx.schedule.get(&item).copied();
    let mut after = before;
    let said = if a == Action::Suspend {
        after.suspended = true;
        m::quiz_suspended()
    } else {
        after.buried_until = Some(cx.clock.day_start() + crate::core::clock::DAY);
        m::quiz_buried()
    };
    let taken_back = Undo::before(q, &item, previous).with_flags(before);
    q.session.skip();
    undo::keep(q, taken_back);
    cx.set_flags(&item, after);
    cx.flash = Some(cx.i18n.msg(&said));
    super::flow::advance(q, cx);
}

/// Whether rating `item` Again from `previous` to `after` makes it a leech (Anki's rule:
/// at the threshold's lapse, then every half threshold).
pub(crate) fn becomes_leech(
    rating: Rating,
    previous: Option<&ItemState>,
    after: &ItemState,
    threshold: u32,
) -> bool {
    let lapsed = rating == Rating::Again
        && previous.is_some_and(|p| p.phase == Phase::Review)
        && after.lapses > previous.map_or(0, |p| p.lapses);
    lapsed && leech_at(after.lapses, threshold)
}

/// A question just made a leech: marked, suspended, out of the session, the learner told.
pub(crate) fn leech(q: &mut QuizState, cx: &mut Cx, item: &str, before: Flags, lapses: u32) {
    let after = Flags {
        suspended: true,
        leech: true,
        ..before
    };
    cx.set_flags(item, after);
    q.session.remove(item);
    cx.flash = Some(cx.i18n.msg(&m::quiz_leech(lapses as usize)));
}
