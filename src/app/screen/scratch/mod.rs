//! The scratchpad screen: free-form arithmetic with units (`5 million * 100 * 80 bytes to
//! GB`), each line and its answer kept in a history the learner can scroll and call back
//! with Up and Down, as in a shell. The engine (core::expr) is kept in the model so names
//! set on one line (`a = 5 juta`) work on the next. Answers are kept as values and written
//! when shown, so a language switch rewrites them too.

pub(crate) mod keys;

use super::{Ops, Pasted};
use crate::app::doc::{Doc, Row, Tone, span};
use crate::app::keymap::{Action, Ctx, Key};
use crate::app::layout::{Area, Viewport};
use crate::app::page::Page;
use crate::app::textline::{self, SCRATCH_MAX, Typed};
use crate::app::{Model, Screen};
use crate::core::expr::{Answer, ExprError};
use crate::core::lesson::Part;
use crate::core::message as m;

/// One line worked out, and its answer or why there is none.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    pub input: String,
    pub result: Result<Answer, ExprError>,
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct ScratchState {
    pub line: String,
    /// Which earlier line Up has called back, counted from the newest.
    pub recall: Option<usize>,
}

pub static OPS: Ops = Ops {
    ctx: |_| Ctx::Scratch,
    key,
    paste,
    action,
    applies: super::always,
    title: |m| {
        (
            format!(" latih · {}", m.i18n.msg(&m::home_scratchpad())),
            None,
        )
    },
    page,
    close: super::pop,
    keys: keys::KEYS,
};

fn paste(m: &mut Model, text: &str) -> Pasted {
    let Some(s) = state_mut(m) else {
        return (Typed::No, 0);
    };
    s.recall = None;
    (textline::paste(&mut s.line, text, SCRATCH_MAX), SCRATCH_MAX)
}

/// The end of the history above the line being typed, whose end stays in view as it grows.
fn page(m: &Model, v: &Viewport) -> Page {
    let mut p = Page::default();
    let Screen::Scratch(s) = m.screen() else {
        return p;
    };
    let col = v.column;
    let rows = rows(m, usize::from(col.w));
    let hist_h = col.h.saturating_sub(2);
    let top = rows.len().saturating_sub(usize::from(hist_h));
    p.rows(Area::new(col.x, col.y, col.w, hist_h), rows, top);
    let line = input_line(s);
    let n = line.chars().count();
    let shown: String = line
        .chars()
        .skip(n.saturating_sub(usize::from(col.w)))
        .collect();
    p.text(
        col,
        (col.x, col.bottom().saturating_sub(1)),
        shown,
        Tone::Selected,
    );
    p
}

fn state_mut(m: &mut Model) -> Option<&mut ScratchState> {
    match m.screens.last_mut() {
        Some(Screen::Scratch(s)) => Some(s),
        _ => None,
    }
}

fn action(m: &mut Model, a: Action) {
    match a {
        Action::Back => m.go(crate::app::Go::Back),
        Action::Submit => {
            let Some(s) = state_mut(m) else { return };
            let input = std::mem::take(&mut s.line);
            s.recall = None;
            if input.trim().is_empty() {
                return;
            }
            let result = m.scratch.eval(&input, m.lang());
            m.scratch_history.push(Entry { input, result });
        }
        Action::Up | Action::Down => {
            let inputs: Vec<String> = m
                .scratch_history
                .iter()
                .rev()
                .map(|e| e.input.clone())
                .collect();
            let Some(s) = state_mut(m) else { return };
            let next = match (a, s.recall) {
                (Action::Up, None) if !inputs.is_empty() => Some(0),
                (Action::Up, Some(i)) => Some((i + 1).min(inputs.len().saturating_sub(1))),
                (Action::Down, Some(0)) => None,
                (Action::Down, Some(i)) => Some(i - 1),
                _ => s.recall,
            };
            s.recall = next;
            s.line = next
                .and_then(|i| inputs.get(i).cloned())
                .unwrap_or_default();
        }
        Action::ClearHistory => {
            m.scratch_history.clear();
            m.scratch.clear();
        }
        _ => {}
    }
}

/// Typing into the line. Returns whether the key was used.
fn key(m: &mut Model, k: Key) -> bool {
    let Some(s) = state_mut(m) else { return false };
    let typed = textline::edit(&mut s.line, k, SCRATCH_MAX);
    if !typed.used() {
        return false;
    }
    s.recall = None;
    m.line_full(typed, SCRATCH_MAX);
    true
}

/// The history, oldest first, as screen lines; the screen shows its end above the line
/// being typed.
pub fn rows(m: &Model, width: usize) -> Vec<Row> {
    let i18n = &m.i18n;
    let mut doc = Doc::default();
    let intro = span(i18n.msg(&m::scratch_intro()), Tone::Muted);
    doc.para(Part::Title, (&[], &[]), &[intro], width);
    for e in &m.scratch_history {
        doc.blank();
        let prompt = [span("› ", Tone::Accent)];
        let cont = [span("  ", Tone::Text)];
        doc.para(
            Part::Title,
            (&prompt, &cont),
            &[span(e.input.clone(), Tone::Text)],
            width,
        );
        let answer = match &e.result {
            Ok(r) => span(format!("= {}", i18n.text(&r.text())), Tone::Heading),
            Err(err) => span(
                format!("⚠ {}", i18n.msg(&err.message(&e.input))),
                Tone::Error,
            ),
        };
        doc.para(Part::Title, (&cont, &cont), &[answer], width);
        // How a figure that reads two ways was read.
        if let Ok(r) = &e.result {
            for n in &r.notes {
                let note = span(i18n.msg(&n.message()), Tone::Muted);
                doc.para(Part::Title, (&cont, &cont), &[note], width);
            }
        }
    }
    doc.rows
}

/// The line being typed, with its cursor.
pub fn input_line(s: &ScratchState) -> String {
    format!("› {}▏", s.line)
}
