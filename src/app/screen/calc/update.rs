//! What keys do to a calculator: move between inputs, step one with its rule, type a value
//! (every output follows each keystroke), put the defaults back. The learner's values are
//! kept in the model, so the lesson's card shows them after the screen closes.

use crate::app::doc::Doc;
use crate::app::keymap::{Action, Key};
use crate::app::screen::calc::state::CalcState;
use crate::app::screen::calc::view::{self, Selection};
use crate::app::scroll::Scroll;
use crate::app::{Model, Screen};
use crate::core::lesson::Part;
use crate::core::message as m;

fn state_mut(m: &mut Model) -> Option<&mut CalcState> {
    match m.screens.last_mut() {
        Some(Screen::Calc(c)) => Some(c),
        _ => None,
    }
}

/// Keeps the values of the calculator on screen for its card and the next opening.
pub(crate) fn keep(m: &mut Model) {
    if let Some(Screen::Calc(s)) = m.screens.last() {
        let defaults = m.course.calculator(&s.calc).map(|c| c.defaults());
        let kept = super::state::Kept {
            values: s.values.clone(),
            defaults: defaults.unwrap_or_default(),
        };
        m.calc_values.insert(s.calc.clone(), kept);
    }
}

/// The screen's lines at the current width, for scrolling.
pub fn rows(m: &Model, s: &CalcState, width: usize) -> Vec<crate::app::doc::Row> {
    let Some(c) = m.course.calculator(&s.calc) else {
        return Vec::new();
    };
    let mut doc = Doc::default();
    let intro = m.i18n.msg(&m::calc_intro());
    doc.para(
        Part::Title,
        (&[], &[]),
        &[crate::app::doc::span(intro, crate::app::doc::Tone::Muted)],
        width,
    );
    doc.blank();
    let values = s.live(c, m.lang());
    let sel = Selection {
        input: s.selected,
        typed: s.edit.as_deref(),
    };
    view::write(&mut doc, &m.i18n, c, &values, width, &[], Some(sel));
    doc.rows
}

/// The calculator on screen, its lines at the screen's width, and the page height.
fn laid_out(m: &Model) -> Option<(CalcState, Vec<crate::app::doc::Row>, usize)> {
    let col = m.viewport().column;
    let page = usize::from(col.h).max(1);
    let s = match m.screen() {
        Screen::Calc(s) => (**s).clone(),
        _ => return None,
    };
    let rows = rows(m, &s, usize::from(col.w));
    Some((s, rows, page))
}

/// Scrolls so the selected input and the line under it are in view.
fn follow(m: &mut Model) {
    let Some((s, rows, page)) = laid_out(m) else {
        return;
    };
    let part = Part::Block(s.selected);
    let first = rows.iter().position(|r| r.part == part).unwrap_or(0);
    let last = rows.iter().rposition(|r| r.part == part).unwrap_or(first);
    let max_top = rows.len().saturating_sub(page);
    if let Some(s) = state_mut(m) {
        if first < s.top {
            s.top = first.saturating_sub(2);
        } else if last >= s.top + page {
            s.top = (last + 1).saturating_sub(page);
        }
        s.top = s.top.min(max_top);
    }
}

/// Accepts what is typed when it reads as a value; otherwise keeps typing (the line under
/// the input already says why). Returns whether the value was taken.
fn commit(m: &mut Model) -> bool {
    let lang = m.lang();
    let Some(Screen::Calc(s)) = m.screens.last() else {
        return false;
    };
    let Some(c) = m.course.calculator(&s.calc) else {
        return false;
    };
    let typed = s.typed(c, lang);
    let Some(s) = state_mut(m) else { return false };
    match typed {
        Some(Ok(v)) => {
            if let Some(slot) = s.values.get_mut(s.selected) {
                *slot = v;
            }
            s.edit = None;
            keep(m);
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

pub(crate) fn action(m: &mut Model, a: Action) {
    let Some(Screen::Calc(s)) = m.screens.last() else {
        return;
    };
    let Some(c) = m.course.calculator(&s.calc).cloned() else {
        m.screens.pop();
        return;
    };
    let editing = s.edit.is_some();
    match a {
        Action::Back if editing => {
            if let Some(s) = state_mut(m) {
                s.edit = None;
            }
        }
        Action::Back => {
            m.go(crate::app::Go::Back);
            return;
        }
        Action::Submit => {
            commit(m);
        }
        Action::Up | Action::Down => {
            if editing && !commit(m) {
                return;
            }
            if let Some(s) = state_mut(m) {
                let n = c.inputs.len();
                s.selected = match a {
                    Action::Up => s.selected.saturating_sub(1),
                    _ => (s.selected + 1).min(n.saturating_sub(1)),
                };
            }
        }
        Action::StepUp | Action::StepDown => {
            if let Some(s) = state_mut(m)
                && let Some(inp) = c.inputs.get(s.selected)
                && let Some(v) = s.values.get_mut(s.selected)
            {
                *v = inp.stepped(*v, a == Action::StepUp);
            }
            keep(m);
        }
        Action::Edit => {
            if let Some(s) = state_mut(m) {
                s.edit = Some(String::new());
            }
        }
        Action::Reset => {
            if let Some(s) = state_mut(m) {
                s.values = c.defaults();
                s.edit = None;
            }
            m.calc_values.remove(&c.id);
            m.flash = Some(m.i18n.msg(&m::calc_reset_done()));
        }
        Action::PageDown | Action::PageUp | Action::Top | Action::Bottom => {
            scroll(m, a);
            return;
        }
        _ => return,
    }
    follow(m);
}

fn scroll(m: &mut Model, a: Action) {
    let Some((s, rows, page)) = laid_out(m) else {
        return;
    };
    let Some(top) = Scroll::new(s.top, rows.len(), page).moved(a) else {
        return;
    };
    if let Some(s) = state_mut(m) {
        s.top = top;
    }
}

/// Pasted text into the selected input (starting to type if it was not).
pub(crate) fn paste(m: &mut Model, text: &str) -> crate::app::textline::Typed {
    let Some(s) = state_mut(m) else {
        return crate::app::textline::Typed::No;
    };
    let line = s.edit.get_or_insert_with(String::new);
    crate::app::textline::paste(line, text, crate::app::textline::CALC_MAX)
}

/// Typing into the selected input: a digit starts typing, then every character goes into
/// the field. Returns whether the key was used.
pub(crate) fn key(m: &mut Model, k: Key) -> bool {
    let Some(s) = state_mut(m) else { return false };
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
            m.line_full(typed, crate::app::textline::CALC_MAX);
        }
        (Some(t), Key::Backspace) => {
            t.pop();
        }
        _ => return false,
    }
    // The selected input is already in view; typing only changes the line under it.
    true
}
