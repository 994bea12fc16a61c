//! Quizzes and reviews: one question at a time, the verdict, the rating, the summary.

pub(crate) mod flow;
mod hold;
pub(crate) mod keys;
mod layout;
pub(crate) mod open;
pub(crate) mod rating;
pub mod state;
mod summary;
pub(crate) mod undo;
pub(crate) mod update;
mod verdict;
pub(crate) mod view;

pub use state::QuizState;
pub use update::DOUBLE_PRESS_MS;

use super::{Ops, Pasted};
use crate::app::doc::Tone;
use crate::app::keymap::Action;
use crate::app::layout::{Area, Viewport};
use crate::app::page::Page;
use crate::app::textline::ANSWER_MAX;
use crate::app::{Model, Screen};
use crate::core::quiz::{Kind, Question};
use crate::core::schedule::Rating;
use state::Mode;

pub static OPS: Ops = Ops {
    ctx: |m| match state(m) {
        Some(q) => view::ctx(q, &m.course),
        None => crate::app::keymap::Ctx::QuizDone,
    },
    // Only a question being answered takes typed keys (not its verdict or the summary).
    key: |m, k| {
        use crate::app::keymap::Ctx::{Choices, Order, TextAnswer};
        matches!(m.screen_ctx(), Choices | Order | TextAnswer) && update::quiz_key(m, k)
    },
    paste: |m, text| -> Pasted { (update::paste(m, text), ANSWER_MAX) },
    action: update::quiz_action,
    applies,
    title: |m| match state(m) {
        Some(q) => (format!(" {}", view::title(&m.i18n, q)), None),
        None => (" latih".to_string(), None),
    },
    page,
    close: update::leave,
    keys: keys::KEYS,
};

fn state(m: &Model) -> Option<&QuizState> {
    match m.screen() {
        Screen::Quiz(q) => Some(q),
        _ => None,
    }
}

/// Whether an action applies to the question on screen (for the footer and help).
fn applies(m: &Model, a: Action) -> bool {
    let Some(q) = state(m) else { return true };
    let question = q.question(&m.course);
    match a {
        Action::DueDrill => matches!(q.mode, Mode::Review { .. }) && !m.due_drills().is_empty(),
        Action::OpenSim => question.and_then(|x| simulation(m, x)).is_some(),
        Action::OpenCalc => question
            .is_some_and(|x| simulation(m, x).is_none() && m.course.calculator_for(x).is_some()),
        _ => applies_to(q, question, a),
    }
}

/// The simulation a question offers after its answer, when the course has it.
pub(crate) fn simulation<'a>(m: &'a Model, q: &Question) -> Option<&'a str> {
    let id = q.simulation.as_deref()?;
    m.course.simulation(id).map(|s| s.id.as_str())
}

fn applies_to(q: &QuizState, question: Option<&Question>, a: Action) -> bool {
    match a {
        Action::Toggle => question
            .is_some_and(|x| matches!(x.kind, Kind::Multiple { .. } | Kind::Ordering { .. })),
        Action::Pick => {
            question.is_some_and(|x| matches!(x.kind, Kind::Single { .. } | Kind::Multiple { .. }))
        }
        Action::RateAgain => q.ratings().contains(&Rating::Again),
        Action::RateHard => q.ratings().contains(&Rating::Hard),
        Action::RateGood => q.ratings().contains(&Rating::Good),
        Action::RateEasy => q.ratings().contains(&Rating::Easy),
        Action::RetryMissed => !q.missed.is_empty(),
        Action::Undo => undo::available(q),
        Action::Suspend | Action::Bury => hold::available(q),
        _ => true,
    }
}

/// The body scrolled, the rating buttons pinned under it, and an arrow on the row between
/// when the explanation goes on below.
fn page(m: &Model, v: &Viewport) -> Page {
    let mut p = Page::default();
    let Some(q) = state(m) else { return p };
    let col = v.column;
    let l = layout::layout(m, q);
    let body_h = u16::try_from(l.body_height).unwrap_or(col.h);
    let top = q.top.min(l.max_top());
    let more = top < l.max_top();
    p.rows(Area::new(col.x, col.y, col.w, body_h), l.body, top);
    let pin_h = u16::try_from(l.pinned.len()).unwrap_or(0);
    let pin = Area::new(col.x, col.bottom().saturating_sub(pin_h), col.w, pin_h);
    p.rows(pin, l.pinned, 0);
    if pin_h > 0 && more {
        let y = pin.y.saturating_sub(1);
        let x = col.right().saturating_sub(3);
        p.text(col, (x, y), " ↓ ", Tone::Accent);
    }
    p
}
