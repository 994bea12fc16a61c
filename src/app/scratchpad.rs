//! The scratchpad screen: free-form arithmetic with units (`5 million * 100 * 80 bytes to
//! GB`), each line and its answer kept in a history the learner can scroll and call back
//! with Up and Down, as in a shell. The engine (core::expr) is kept in the model so names
//! set on one line (`a = 5 juta`) work on the next. Answers are kept as values and written
//! when shown, so a language switch rewrites them too.

use super::doc::{Doc, Row, Tone, span};
use super::keymap::{Action, Key};
use super::{Model, Screen};
use crate::core::expr::{Answer, ExprError};
use crate::core::lesson::Part;
use crate::i18n::ids;

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

pub(super) fn open(m: &mut Model) {
    m.screens.push(Screen::Scratch(ScratchState::default()));
}

fn state_mut(m: &mut Model) -> Option<&mut ScratchState> {
    match m.screens.last_mut() {
        Some(Screen::Scratch(s)) => Some(s),
        _ => None,
    }
}

pub(super) fn action(m: &mut Model, a: Action) {
    match a {
        Action::Back => {
            m.screens.pop();
        }
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
pub(super) fn key(m: &mut Model, k: Key) -> bool {
    let Some(s) = state_mut(m) else { return false };
    let typed = super::textline::edit(&mut s.line, k, super::textline::SCRATCH_MAX);
    if !typed.used() {
        return false;
    }
    s.recall = None;
    super::update::line_full(m, typed, super::textline::SCRATCH_MAX);
    true
}

/// The history, oldest first, as screen lines; the screen shows its end above the line
/// being typed.
pub fn rows(m: &Model, width: usize) -> Vec<Row> {
    let i18n = &m.i18n;
    let mut doc = Doc::default();
    let intro = span(i18n.t(ids::SCRATCH_INTRO), Tone::Muted);
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
            Ok(r) => span(format!("= {}", i18n.answer(r)), Tone::Heading),
            Err(err) => span(format!("⚠ {}", i18n.expr_error(&e.input, err)), Tone::Error),
        };
        doc.para(Part::Title, (&cont, &cont), &[answer], width);
        // How a figure that reads two ways was read.
        if let Ok(r) = &e.result {
            for n in &r.notes {
                let note = span(i18n.reading_note(n), Tone::Muted);
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
