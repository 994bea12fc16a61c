//! Timed oral drills: the prompt, the clock, the sample answer, the checklist, the verdict.

pub(crate) mod bigdigits;
pub(crate) mod clock;
pub(crate) mod keys;
pub mod state;
pub(crate) mod update;
pub mod view;

pub use state::DrillState;

use super::Ops;
use crate::app::layout::Viewport;
use crate::app::scroll::Scroll;
use crate::app::{Effect, Model, Screen};
use crate::core::message as m;

pub static OPS: Ops = Ops {
    ctx: |m| match state(m) {
        Some(d) => view::ctx(d),
        None => crate::app::keymap::Ctx::DrillPrompt,
    },
    key: super::no_key,
    paste: super::no_paste,
    action: update::action,
    applies: super::always,
    title: |m| {
        let drill = state(m).and_then(|d| m.course.drill(&d.drill));
        (format!(" {}", view::title(&m.i18n, drill)), None)
    },
    page: |m, v| match state(m) {
        Some(d) => clock::page(m, d, v.column),
        None => Default::default(),
    },
    close: |m| {
        update::abandon(m);
        super::pop(m);
    },
    keys: keys::KEYS,
};

fn state(m: &Model) -> Option<&DrillState> {
    match m.screen() {
        Screen::Drill(d) => Some(d),
        _ => None,
    }
}

/// The scroll of the drill's text at this size.
fn scroll(m: &Model, v: &Viewport) -> Option<Scroll> {
    let d = state(m)?;
    let len = view::rows(m, d, usize::from(v.column.w)).len();
    Some(Scroll::new(d.top, len, usize::from(v.column.h).max(1)))
}

/// Opens a drill's prompt screen and asks storage for its earlier attempts.
pub(crate) fn open(m: &mut Model, id: &str) {
    if let Some(problem) = &m.storage_problem {
        m.flash = Some(m.i18n.msg(&m::quiz_no_storage(problem)));
        return;
    }
    let Some(drill) = m.course.drill(id) else {
        m.flash = Some(m.i18n.msg(&m::drill_unknown(id)));
        return;
    };
    m.screens
        .push(Screen::Drill(Box::new(DrillState::new(drill))));
    m.effects
        .push(Effect::Load(crate::app::Load::DrillHistory(id.to_string())));
}
