//! Back-of-envelope calculators: inputs stepped or typed, every output following.

pub(crate) mod keys;
pub mod state;
pub mod update;
pub(crate) mod view;

pub use state::CalcState;

use super::{Ops, Pasted};
use crate::app::keymap::Ctx;
use crate::app::scroll::Scroll;
use crate::app::textline::CALC_MAX;
use crate::app::{Model, Screen};
use crate::core::message as m;

pub static OPS: Ops = Ops {
    ctx: |m| match state(m) {
        Some(c) if c.edit.is_some() => Ctx::CalcEdit,
        _ => Ctx::Calc,
    },
    key: update::key,
    paste: |m, text| -> Pasted { (update::paste(m, text), CALC_MAX) },
    action: update::action,
    applies: super::always,
    title: |m| {
        let title = state(m)
            .and_then(|c| m.course.calculator(&c.calc))
            .and_then(|c| c.title.as_ref())
            .map_or_else(
                || m.i18n.msg(&m::reader_calculator()),
                |t| t.text(m.lang()).to_string(),
            );
        (format!(" ▦ {title}"), None)
    },
    page: |m, v| {
        let mut p = crate::app::page::Page::default();
        if let Some(c) = state(m) {
            let rows = update::rows(m, c, usize::from(v.column.w));
            let top = Scroll::new(c.top, rows.len(), usize::from(v.column.h)).clamped();
            p.rows(v.column, rows, top);
        }
        p
    },
    // The learner's values stay for the lesson's card, which is laid out again with them.
    close: |m| {
        update::keep(m);
        super::pop(m);
        m.relayout = true;
    },
    keys: keys::KEYS,
};

fn state(m: &Model) -> Option<&CalcState> {
    match m.screen() {
        Screen::Calc(c) => Some(c),
        _ => None,
    }
}

/// Opens the calculator of this id at the values the learner left it with.
pub(crate) fn open(m: &mut Model, id: &str) {
    let Some(c) = m.course.calculator(id) else {
        m.flash = Some(m.i18n.msg(&m::calc_unknown(id)));
        return;
    };
    let state = CalcState::new(c, &m.calc_values);
    m.screens.push(Screen::Calc(Box::new(state)));
}

/// Opens a calculator at these inputs (a question drawn at them), not at those kept.
pub(crate) fn open_at(m: &mut Model, id: &str, values: Vec<f64>) {
    open(m, id);
    if let Some(Screen::Calc(c)) = m.screens.last_mut()
        && c.calc == id
        && c.values.len() == values.len()
    {
        c.values = values;
    }
}
