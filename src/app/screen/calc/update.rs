//! What keys do to a calculator: move between inputs, step one with its rule, type a value
//! (every output follows each keystroke), put the defaults back. The learner's values are
//! kept in the model, so the lesson's card shows them after the screen closes.

use crate::app::Cx;
use crate::app::doc::Doc;
use crate::app::keymap::{Action, Key};
use crate::app::render::calc::{self, Selection};
use crate::app::screen::calc::state::CalcState;
use crate::app::scroll::Scroll;
use crate::core::lesson::Part;
use crate::core::message as m;

/// Keeps the values of the calculator for its card and the next opening.
pub(crate) fn keep(s: &CalcState, cx: &mut Cx) {
    let defaults = cx.course.calculator(&s.calc).map(|c| c.defaults());
    let kept = crate::app::calc_values::Kept {
        values: s.values.clone(),
        defaults: defaults.unwrap_or_default(),
    };
    cx.calc_values.insert(s.calc.clone(), kept);
    let w = crate::app::kept::calc(&cx.calc_values, &s.calc, cx.clock.now);
    cx.effects.push(crate::app::Effect::Store(w));
}

/// The screen's lines at the current width, for scrolling.
pub fn rows(cx: &Cx, s: &CalcState, width: usize) -> Vec<crate::app::doc::Row> {
    let Some(c) = cx.course.calculator(&s.calc) else {
        return Vec::new();
    };
    let mut doc = Doc::default();
    let intro = cx.i18n.msg(&m::calc_intro());
    doc.para(
        Part::Title,
        (&[], &[]),
        &[crate::app::doc::span(intro, crate::app::doc::Tone::Muted)],
        width,
    );
    doc.blank();
    let values = s.live(c, cx.lang());
    let sel = Selection {
        input: s.selected,
        typed: s.edit.as_deref(),
    };
    calc::write(&mut doc, &cx.i18n, c, &values, width, &[], Some(sel));
    doc.rows
}

/// The calculator's lines at the screen's width, and the page height.
fn laid_out(s: &CalcState, cx: &Cx) -> (Vec<crate::app::doc::Row>, usize) {
    let col = cx.viewport().column;
    (rows(cx, s, usize::from(col.w)), usize::from(col.h).max(1))
}

/// Scrolls so the selected input and the line under it are in view.
fn follow(s: &mut CalcState, cx: &Cx) {
    let (rows, page) = laid_out(s, cx);
    let part = Part::Block(s.selected);
    let first = rows.iter().position(|r| r.part == part).unwrap_or(0);
    let last = rows.iter().rposition(|r| r.part == part).unwrap_or(first);
    let max_top = rows.len().saturating_sub(page);
    if first < s.top {
        s.top = first.saturating_sub(2);
    } else if last >= s.top + page {
        s.top = (last + 1).saturating_sub(page);
    }
    s.top = s.top.min(max_top);
}

/// Accepts what is typed when it reads as a value; otherwise keeps typing (the line under
/// the input already says why). Returns whether the value was taken.
fn commit(s: &mut CalcState, cx: &mut Cx) -> bool {
    let Some(c) = cx.course.calculator(&s.calc) else {
        return false;
    };
    match s.typed(c, cx.lang()) {
        Some(Ok(v)) => {
            if let Some(slot) = s.values.get_mut(s.selected) {
                *slot = v;
            }
            s.edit = None;
            keep(s, cx);
            true
        }
        // Nothing typed: leave the value as it was.
        None => {
            s.edit = None;
            true
        }
        Some(Err(_)) => {
            s.refused = true;
            false
        }
    }
}

pub(crate) fn action(s: &mut CalcState, cx: &mut Cx, a: Action) {
    let Some(c) = cx.course.calculator(&s.calc).cloned() else {
        cx.go(crate::app::Go::Back);
        return;
    };
    let editing = s.edit.is_some();
    match a {
        Action::Back if editing => s.edit = None,
        Action::Back => {
            cx.go(crate::app::Go::Back);
            return;
        }
        Action::Submit => {
            commit(s, cx);
        }
        Action::Up | Action::Down => {
            if editing && !commit(s, cx) {
                return;
            }
            let n = c.inputs.len();
            s.selected = match a {
                Action::Up => s.selected.saturating_sub(1),
                _ => (s.selected + 1).min(n.saturating_sub(1)),
            };
        }
        Action::StepUp | Action::StepDown => {
            if let Some(inp) = c.inputs.get(s.selected)
                && let Some(v) = s.values.get_mut(s.selected)
            {
                *v = inp.stepped(*v, a == Action::StepUp);
            }
            keep(s, cx);
        }
        Action::Edit => s.edit = Some(String::new()),
        Action::Reset => {
            s.values = c.defaults();
            s.edit = None;
            cx.calc_values.remove(&c.id);
            let w = crate::app::kept::calc(&cx.calc_values, &c.id, cx.clock.now);
            cx.effects.push(crate::app::Effect::Store(w));
            cx.flash = Some(cx.i18n.msg(&m::calc_reset_done()));
        }
        Action::PageDown | Action::PageUp | Action::Top | Action::Bottom => {
            let (rows, page) = laid_out(s, cx);
            if let Some(top) = Scroll::new(s.top, rows.len(), page).moved(a) {
                s.top = top;
            }
            return;
        }
        _ => return,
    }
    follow(s, cx);
}

/// Pasted text into the selected input (starting to type if it was not).
pub(crate) fn paste(s: &mut CalcState, text: &str) -> crate::app::textline::Typed {
    let line = s.edit.get_or_insert_with(String::new);
    crate::app::textline::paste(line, text, crate::app::textline::CALC_MAX)
}

/// Typing into the selected input: a digit starts typing, then every character goes into
/// the field. Returns whether the key was used.
pub(crate) fn key(s: &mut CalcState, cx: &mut Cx, k: Key) -> bool {
    if std::mem::take(&mut s.refused)
        && matches!(k, Key::Char(_))
        && let Some(t) = &mut s.edit
    {
        t.clear();
    }
    match (&mut s.edit, k) {
        (None, Key::Char(c)) if c.is_ascii_digit() => {
            s.edit = Some(c.to_string());
        }
        (Some(t), Key::Char(_)) => {
            let typed = crate::app::textline::edit(t, k, crate::app::textline::CALC_MAX);
            cx.line_full(typed, crate::app::textline::CALC_MAX);
        }
        (Some(t), Key::Backspace) => {
            t.pop();
        }
        _ => return false,
    }
    // The selected input is already in view; typing only changes the line under it.
    true
}
