//! The scratchpad screen: free-form arithmetic with units (`5 million * 100 * 80 bytes to
//! GB`), each line and its answer kept in a history the learner can scroll and call back
//! with Up and Down, as in a shell. The engine (core::expr) is kept in the model so names
//! set on one line (`a = 5 juta`) work on the next. Answers are kept as values and written
//! when shown, so a language switch rewrites them too.

pub(crate) mod keys;

use super::{Ops, Pasted};
use crate::app::Cx;
use crate::app::doc::{Doc, Row, Tone, span};
use crate::app::kept::Entry;
use crate::app::keymap::{Action, Binding, Ctx, Key};
use crate::app::layout::{Area, Viewport};
use crate::app::page::Page;
use crate::app::textline::{self, SCRATCH_MAX};
use crate::core::lesson::Part;
use crate::core::message as m;

#[derive(Debug, Clone, PartialEq, Default)]
pub struct ScratchState {
    pub line: String,
    /// Which earlier line Up has called back, counted from the newest.
    pub recall: Option<usize>,
}

impl Ops for ScratchState {
    fn ctx(&self, _cx: &Cx) -> Ctx {
        Ctx::Scratch
    }

    fn keys(&self) -> &'static [Binding] {
        keys::KEYS
    }

    fn title(&self, cx: &Cx) -> (String, Option<String>) {
        let title = cx.i18n.msg(&m::home_scratchpad());
        (format!(" latih · {title}"), None)
    }

    fn paste(&mut self, _cx: &mut Cx, text: &str) -> Pasted {
        self.recall = None;
        (
            textline::paste(&mut self.line, text, SCRATCH_MAX),
            SCRATCH_MAX,
        )
    }

    /// The end of the history above the line being typed, whose end stays in view as it
    /// grows.
    fn page(&self, cx: &Cx, v: &Viewport) -> Page {
        let mut p = Page::default();
        let col = v.column;
        let rows = rows(cx, usize::from(col.w));
        let hist_h = col.h.saturating_sub(2);
        let top = rows.len().saturating_sub(usize::from(hist_h));
        p.rows(Area::new(col.x, col.y, col.w, hist_h), rows, top);
        let line = input_line(self);
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

    fn action(&mut self, cx: &mut Cx, a: Action) {
        match a {
            Action::Back => cx.go(crate::app::Go::Back),
            Action::Submit => {
                let input = std::mem::take(&mut self.line);
                self.recall = None;
                if input.trim().is_empty() {
                    return;
                }
                let result = cx.scratch.eval(&input, cx.lang());
                cx.scratch_history.push(Entry { input, result });
                let w = crate::app::kept::scratch(&cx.scratch_history, cx.clock.now);
                cx.effects.push(crate::app::Effect::Store(w));
            }
            Action::Up | Action::Down => {
                let inputs: Vec<&String> =
                    cx.scratch_history.iter().rev().map(|e| &e.input).collect();
                let next = match (a, self.recall) {
                    (Action::Up, None) if !inputs.is_empty() => Some(0),
                    (Action::Up, Some(i)) => Some((i + 1).min(inputs.len().saturating_sub(1))),
                    (Action::Down, Some(0)) => None,
                    (Action::Down, Some(i)) => Some(i - 1),
                    _ => self.recall,
                };
                self.recall = next;
                self.line = next
                    .and_then(|i| inputs.get(i).map(|s| s.to_string()))
                    .unwrap_or_default();
            }
            Action::ClearHistory => {
                cx.scratch_history.clear();
                cx.scratch.clear();
                let w = crate::app::kept::scratch(&cx.scratch_history, cx.clock.now);
                cx.effects.push(crate::app::Effect::Store(w));
            }
            _ => {}
        }
    }

    /// Typing into the line. Returns whether the key was used.
    fn key(&mut self, cx: &mut Cx, k: Key) -> bool {
        let typed = textline::edit(&mut self.line, k, SCRATCH_MAX);
        if !typed.used() {
            return false;
        }
        self.recall = None;
        cx.line_full(typed, SCRATCH_MAX);
        true
    }
}

/// The history, oldest first, as screen lines; the screen shows its end above the line
/// being typed.
pub fn rows(cx: &Cx, width: usize) -> Vec<Row> {
    let i18n = &cx.i18n;
    let mut doc = Doc::default();
    let intro = span(i18n.msg(&m::scratch_intro()), Tone::Muted);
    doc.para(Part::Title, (&[], &[]), &[intro], width);
    for e in &cx.scratch_history {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::lang::Lang;

    #[test]
    fn a_line_is_worked_out_kept_called_back_and_cleared() {
        let mut cx = Cx::new(crate::content::load_bundled(), Lang::En, (80, 24));
        let mut s = ScratchState::default();
        for c in "a = 6 * 7".chars() {
            assert!(s.key(&mut cx, Key::Char(c)));
        }
        s.action(&mut cx, Action::Submit);
        s.paste(&mut cx, "a + 1");
        s.action(&mut cx, Action::Submit);
        assert_eq!(cx.scratch_history.len(), 2);
        let shown = rows(&cx, 60)
            .iter()
            .flat_map(|r| r.spans.iter().map(|s| s.text.clone()))
            .collect::<String>();
        assert!(shown.contains("= 43"), "names carry over: {shown}");
        s.action(&mut cx, Action::Up);
        assert_eq!(s.line, "a + 1");
        s.action(&mut cx, Action::Up);
        assert_eq!(s.line, "a = 6 * 7");
        s.action(&mut cx, Action::Down);
        s.action(&mut cx, Action::Down);
        assert_eq!(s.line, "");
        s.action(&mut cx, Action::ClearHistory);
        assert!(cx.scratch_history.is_empty());
    }
}
