//! The console the playground and the simulator share: a command line (typing and pasting
//! with the line's limit, Enter keeping the command in history, Up and Down calling earlier
//! ones back, Tab completing a command word), the command running on the tool's worker,
//! and the log of commands with what each gave. A tool's screen owns one `Console` and adds
//! only what is its own (the playground's schema and guide, the simulator's scroll).

pub(crate) mod keys;
mod paint;

pub use paint::{echo, line_height, paint};

use crate::app::keymap::{Action, Ctx, Key};
use crate::app::textline::{self, LineEdit, PLAY_MAX, Typed};
use crate::app::{Cx, Done};

/// The command on the worker now: its number, its line, and the latest look at it (none
/// yet while it starts).
#[derive(Debug, Clone, PartialEq)]
pub struct Running<L> {
    pub id: u64,
    pub line: String,
    pub live: Option<L>,
}

/// What Enter did.
#[derive(Debug, Clone, PartialEq)]
pub enum Submit {
    /// Nothing typed.
    Empty,
    /// A command still runs: one at a time.
    Busy,
    /// The line goes to the worker under this number.
    Run { id: u64, line: String },
}

/// A tool's command line, its running command and its log of answers `A`.
#[derive(Debug, Clone, PartialEq)]
pub struct Console<A, L> {
    pub line: String,
    /// Where the cursor is in the line, in characters.
    pub cursor: usize,
    /// Ctrl-r: the text searched for in earlier commands and how many matches back.
    pub search: Option<(String, usize)>,
    /// Commands typed, oldest first.
    pub history: Vec<String>,
    /// Which earlier command Up has called back, counted from the newest.
    pub recall: Option<usize>,
    /// Commands the Tab key offers for what is typed.
    pub completions: Vec<String>,
    /// Commands answered and what each gave, oldest first.
    pub log: Vec<(String, A)>,
    pub running: Option<Running<L>>,
    /// Commands handed to the worker so far: the next one's number follows.
    pub sent: u64,
    /// Why the tool could not start or stopped, shown on its screen.
    pub error: Option<String>,
}

impl<A, L> Default for Console<A, L> {
    fn default() -> Self {
        Console {
            line: String::new(),
            cursor: 0,
            search: None,
            history: Vec::new(),
            recall: None,
            completions: Vec::new(),
            log: Vec::new(),
            running: None,
            sent: 0,
            error: None,
        }
    }
}

impl<A, L> Console<A, L> {
    /// A key typed into the line; a change forgets the recalled command and the offers.
    pub fn edit(&mut self, k: Key) -> Typed {
        let typed = textline::edit_at(&mut self.line, &mut self.cursor, k, PLAY_MAX);
        if typed.used() {
            self.forget();
        }
        typed
    }

    pub fn paste(&mut self, text: &str) -> Typed {
        self.forget();
        textline::paste_at(&mut self.line, &mut self.cursor, text, PLAY_MAX)
    }

    /// A move or a cut in the line (the editing keys of a shell), and Ctrl-r's search of
    /// earlier commands; whether the action was one of these.
    pub fn line_action(&mut self, a: Action) -> bool {
        let e = match a {
            Action::LineLeft => LineEdit::Left,
            Action::LineRight => LineEdit::Right,
            Action::LineStart => LineEdit::Start,
            Action::LineEnd => LineEdit::End,
            Action::CutToStart => LineEdit::CutToStart,
            Action::CutToEnd => LineEdit::CutToEnd,
            Action::CutWord => LineEdit::CutWord,
            Action::SearchHistory => {
                self.search_history();
                return true;
            }
            _ => return false,
        };
        if textline::line_edit(&mut self.line, &mut self.cursor, e) {
            self.forget();
        }
        true
    }

    /// Ctrl-r: the newest earlier command holding what is typed; again, the one before it.
    fn search_history(&mut self) {
        let (query, back) = match self.search.take() {
            Some((q, n)) => (q, n + 1),
            None => (self.line.trim().to_string(), 0),
        };
        let hits: Vec<&String> = (self.history.iter().rev())
            .filter(|h| h.contains(query.as_str()))
            .collect();
        let back = back.min(hits.len().saturating_sub(1));
        if let Some(h) = hits.get(back) {
            self.line = (*h).clone();
            self.cursor = self.line.chars().count();
        }
        self.recall = None;
        self.search = Some((query, back));
    }

    /// The key context of a tool's screen: typing a command, or one running (Esc stops it).
    pub fn ctx(&self) -> Ctx {
        match self.running {
            Some(_) => Ctx::ConsoleRunning,
            None => Ctx::Console,
        }
    }

    /// A key typed into the line, with a notice when the line is full; whether it was used.
    pub fn type_key(&mut self, cx: &mut Cx, k: Key) -> bool {
        let typed = self.edit(k);
        cx.line_full(typed, PLAY_MAX);
        typed.used()
    }

    /// Text pasted into the line, and the line's limit (for the "field is full" notice).
    pub fn paste_line(&mut self, text: &str) -> (Typed, usize) {
        (self.paste(text), PLAY_MAX)
    }

    /// A line put there for the learner (a scenario's step, a simulation's run).
    pub fn put(&mut self, line: String) {
        self.line = line;
        self.cursor = self.line.chars().count();
        self.forget();
    }

    fn forget(&mut self) {
        self.recall = None;
        self.search = None;
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
        self.cursor = 0;
        self.forget();
        Some(line)
    }

    /// Enter on a tool: the typed line goes to the worker as the running command, unless
    /// one is running already (the line then stays).
    pub fn submit(&mut self) -> Submit {
        if self.line.trim().is_empty() {
            return Submit::Empty;
        }
        if self.running.is_some() {
            return Submit::Busy;
        }
        let Some(line) = self.take() else {
            return Submit::Empty;
        };
        self.sent += 1;
        let id = self.sent;
        self.running = Some(Running {
            id,
            line: line.clone(),
            live: None,
        });
        Submit::Run { id, line }
    }

    /// The worker's latest look at the running command.
    pub fn live(&mut self, look: L) {
        if let Some(r) = self.running.as_mut() {
            r.live = Some(look);
        }
    }

    /// An answer joins the log under the command it answers, never under a later one.
    pub fn done(&mut self, d: Done<A>) {
        if self.running.as_ref().is_some_and(|r| r.id == d.id) {
            self.running = None;
        }
        self.log.push((d.line, d.answer));
    }

    /// The tool could not start or stopped: nothing runs now. The first sentence says why
    /// and stays on the screen; a later one (nothing can run) comes back as a notice.
    pub fn failed(&mut self, why: String) -> Option<String> {
        self.running = None;
        if self.error.is_none() {
            self.error = Some(why);
            None
        } else {
            Some(why)
        }
    }

    /// Up and Down walk through the commands typed, newest first; Down past the newest
    /// leaves an empty line.
    pub fn recall(&mut self, a: Action) {
        let n = self.history.len();
        let next = match (a, self.recall) {
            (Action::Up, None) if n > 0 => Some(0),
            (Action::Up, Some(i)) => Some((i + 1).min(n.saturating_sub(1))),
            (Action::Down, Some(0)) => None,
            (Action::Down, Some(i)) => Some(i - 1),
            _ => self.recall,
        };
        self.recall = next;
        self.line = next
            .and_then(|i| self.history.get(n - 1 - i).cloned())
            .unwrap_or_default();
        self.cursor = self.line.chars().count();
        self.search = None;
    }

    /// Tab: one command that fits is written out; several are offered.
    pub fn complete<S: Into<String>>(&mut self, found: Vec<S>) {
        let found: Vec<String> = found.into_iter().map(Into::into).collect();
        if let [one] = found.as_slice() {
            self.line = format!("{one} ");
            self.cursor = self.line.chars().count();
            self.completions.clear();
        } else {
            self.completions = found;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn enter_keeps_history_and_up_down_walk_it() {
        let mut c: Console<(), ()> = Console {
            line: " gen ".into(),
            ..Console::default()
        };
        assert_eq!(c.take().as_deref(), Some("gen"));
        c.line = "stats".into();
        assert_eq!(c.take().as_deref(), Some("stats"));
        c.line = "stats".into();
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

    #[test]
    fn one_command_runs_at_a_time_and_a_late_answer_keeps_its_own_line() {
        let mut c: Console<&str, u8> = Console::default();
        c.put("gen".into());
        let Submit::Run { id: first, .. } = c.submit() else {
            panic!("sent")
        };
        c.put("stats".into());
        assert_eq!(c.submit(), Submit::Busy);
        assert_eq!(c.line, "stats", "the line waits");
        c.live(3);
        assert_eq!(c.running.as_ref().and_then(|r| r.live), Some(3));
        // An answer to an older number does not end the command running now.
        c.done(Done {
            id: first + 7,
            line: "old".into(),
            answer: "late",
        });
        assert!(c.running.is_some());
        c.done(Done {
            id: first,
            line: "gen".into(),
            answer: "rows",
        });
        assert!(c.running.is_none());
        assert_eq!(c.log, [("old".into(), "late"), ("gen".into(), "rows")]);
        assert_eq!(c.failed("gone".into()), None);
        assert_eq!(c.failed("still gone".into()).as_deref(), Some("still gone"));
        assert_eq!(c.error.as_deref(), Some("gone"));
    }
}
