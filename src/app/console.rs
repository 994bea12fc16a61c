//! The command line the playground and the simulator share: typing and pasting with the
//! line's limit, Enter keeping the command in history, Up and Down calling earlier ones
//! back, Tab completing a command word. Each screen keeps the fields in its own state and
//! lends them here as a `Console`.

use crate::app::doc::{Row, Tone};
use crate::app::keymap::{Action, Key};
use crate::app::layout::Area;
use crate::app::page::Page;
use crate::app::textline::{self, PLAY_MAX, Typed};

/// A screen's command line, borrowed.
pub struct Console<'a> {
    pub line: &'a mut String,
    /// Commands typed, oldest first.
    pub history: &'a mut Vec<String>,
    /// Which earlier command Up has called back, counted from the newest.
    pub recall: &'a mut Option<usize>,
    /// Commands the Tab key offers for what is typed.
    pub completions: &'a mut Vec<&'static str>,
}

impl Console<'_> {
    /// A key typed into the line; a change forgets the recalled command and the offers.
    pub fn edit(&mut self, k: Key) -> Typed {
        let typed = textline::edit(self.line, k, PLAY_MAX);
        if typed.used() {
            self.forget();
        }
        typed
    }

    pub fn paste(&mut self, text: &str) -> Typed {
        self.forget();
        textline::paste(self.line, text, PLAY_MAX)
    }

    fn forget(&mut self) {
        *self.recall = None;
        self.completions.clear();
    }

    /// Enter: the command typed (kept in history unless it repeats the last), and an empty
    /// line; `None` when nothing is typed.
    pub fn take(&mut self) -> Option<String> {
        let line = self.line.trim().to_string();
        if line.is_empty() {
            return None;
        }
        if self.history.last() != Some(&line) {
            self.history.push(line.clone());
        }
        self.line.clear();
        self.forget();
        Some(line)
    }

    /// Up and Down walk through the commands typed, newest first; Down past the newest
    /// leaves an empty line.
    pub fn recall(&mut self, a: Action) {
        let n = self.history.len();
        let next = match (a, *self.recall) {
            (Action::Up, None) if n > 0 => Some(0),
            (Action::Up, Some(i)) => Some((i + 1).min(n.saturating_sub(1))),
            (Action::Down, Some(0)) => None,
            (Action::Down, Some(i)) => Some(i - 1),
            _ => *self.recall,
        };
        *self.recall = next;
        *self.line = next
            .and_then(|i| self.history.get(n - 1 - i).cloned())
            .unwrap_or_default();
    }

    /// Tab: one command that fits is written out; several are offered.
    pub fn complete(&mut self, found: Vec<&'static str>) {
        if let [one] = found.as_slice() {
            *self.line = format!("{one} ");
            self.completions.clear();
        } else {
            *self.completions = found;
        }
    }
}

/// Paints a console screen's column: `out_h` rows of output from `top`, the status rows
/// under them, and the command line at the bottom (its end in view when it is long).
pub fn paint(p: &mut Page, main: Area, out: (Vec<Row>, usize, u16), below: Vec<Row>, line: &str) {
    let (rows, top, out_h) = out;
    p.rows(Area::new(main.x, main.y, main.w, out_h), rows, top);
    let below_h = (below.len() as u16).min(main.h.saturating_sub(2));
    p.rows(Area::new(main.x, main.y + out_h, main.w, below_h), below, 0);
    let line = format!("› {line}▏");
    let n = line.chars().count();
    let shown: String = line
        .chars()
        .skip(n.saturating_sub(usize::from(main.w)))
        .collect();
    p.text(
        main,
        (main.x, main.bottom().saturating_sub(1)),
        shown,
        Tone::Selected,
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn enter_keeps_history_and_up_down_walk_it() {
        let (mut line, mut history, mut recall, mut completions) =
            (" gen ".to_string(), Vec::new(), None, Vec::new());
        let mut c = Console {
            line: &mut line,
            history: &mut history,
            recall: &mut recall,
            completions: &mut completions,
        };
        assert_eq!(c.take().as_deref(), Some("gen"));
        *c.line = "stats".into();
        assert_eq!(c.take().as_deref(), Some("stats"));
        *c.line = "stats".into();
        c.take();
        assert_eq!(c.history.len(), 2, "a repeat is kept once");
        assert_eq!(c.take(), None);
        c.recall(Action::Up);
        assert_eq!(c.line.as_str(), "stats");
        c.recall(Action::Up);
        c.recall(Action::Up);
        assert_eq!(c.line.as_str(), "gen");
        c.recall(Action::Down);
        c.recall(Action::Down);
        assert_eq!(c.line.as_str(), "");
        c.complete(vec!["run"]);
        assert_eq!(c.line.as_str(), "run ");
        c.complete(vec!["reset", "run"]);
        assert_eq!(c.completions.len(), 2);
    }
}
