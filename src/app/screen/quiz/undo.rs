//! Taking a rating back (Ctrl-z, or `u` where nothing is being typed), as Anki's undo does:
//! the answer's row and the question's new schedule go, the day's counts and the review's
//! queue are as they were before it, and the question is asked again. Works after the next
//! question is shown, and again for earlier ratings, down to the last `DEPTH`.

pub use super::state::Undo;
use super::state::{Phase, QuizState};
use crate::app::{Cx, Effect};
use crate::core::message as m;
use crate::core::queue::Kind;
use crate::core::record::{Flags, ReviewRecord};
use crate::core::schedule::ItemState;
use crate::core::write::Write;

/// How many ratings can be taken back.
pub const DEPTH: usize = 50;

impl Undo {
    /// The state to go back to, taken before rating `item`.
    pub fn before(q: &QuizState, item: &str, previous: Option<ItemState>) -> Undo {
        let mut before = q.clone();
        before.undo.clear();
        Undo {
            shown_as: q.session.shown_as(),
            before: Box::new(before),
            item: item.to_string(),
            previous,
            record: None,
            flags: None,
        }
    }

    /// What the answer counted as against the day's limits (a lesson review that counts).
    pub fn counted_as(mut self, kind: Option<Kind>) -> Undo {
        self.shown_as = kind;
        self
    }

    /// The step also changed the question's flags, which were `before`.
    pub fn with_flags(mut self, before: Flags) -> Undo {
        self.flags = Some(before);
        self
    }

    pub fn recorded(mut self, record: &ReviewRecord) -> Undo {
        self.record = Some(Box::new(record.clone()));
        self
    }
}

/// Keeps `undo` on the run's list, the oldest going past `DEPTH`.
pub fn keep(q: &mut QuizState, undo: Undo) {
    q.undo.push(undo);
    if q.undo.len() > DEPTH {
        q.undo.remove(0);
    }
}

/// Takes back the last rating of the run on screen.
pub(crate) fn undo(q: &mut QuizState, cx: &mut Cx) {
    let now_ms = cx.clock.ms;
    let Some(u) = q.undo.pop() else {
        cx.flash = Some(cx.i18n.msg(&m::quiz_nothing_to_undo()));
        return;
    };
    let rest = std::mem::take(&mut q.undo);
    *q = *u.before;
    q.undo = rest;
    q.reask(&cx.course, now_ms);
    match u.previous {
        Some(s) => cx.schedule.insert(u.item.clone(), s),
        None => cx.schedule.remove(&u.item),
    };
    if let Some(f) = u.flags {
        cx.set_flags(&u.item, f);
    }
    if let Some(record) = u.record {
        cx.uncount_answer(u.shown_as);
        cx.effects.push(Effect::Store(Write::Undo {
            record,
            previous: u.previous,
        }));
    }
    cx.flash = Some(cx.i18n.msg(&m::quiz_undone()));
}

/// Whether a rating of the run on screen can be taken back.
pub(crate) fn available(q: &QuizState) -> bool {
    !q.undo.is_empty() && !matches!(q.phase, Phase::Asking { hint: Some(_) })
}
