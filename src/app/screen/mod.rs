//! One folder per screen, each holding its state, its update, its view and its keys, and
//! the table of functions every screen offers. The model dispatches through `ops`, one
//! match on the Screen enum, so adding a screen adds one arm here.

pub mod browser;
pub mod calc;
pub mod drill;
pub mod feed;
pub mod glossary;
pub mod home;
pub mod options;
pub mod play;
pub mod problems;
pub mod quiz;
pub mod reader;
pub mod scratch;
pub mod search;
pub mod stats;

use super::keymap::{Action, Binding, Ctx, Key};
use super::layout::Viewport;
use super::page::Page;
use super::textline::Typed;
use super::{Cx, Model, Msg, Screen};

/// Pasted text: what happened to the field, and its limit (for the "field is full" notice).
pub type Pasted = (Typed, usize);

/// What changed that every open screen may lay itself out again for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Changed {
    /// The terminal's size.
    Size,
    /// The language (every text is another).
    Lang,
    /// The course, reloaded on save or loaded whole after the first frame.
    Course,
    /// A calculator's values (cards that quote its figures change).
    Values,
}

/// What leaving does to a screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Leave {
    /// It goes.
    Close,
    /// It is kept as it is for the next visit: its work goes on (a tool's worker).
    Keep,
}

/// What a screen offers the model. Each function gets the screen's own state (`self`) and
/// the shared context, never another screen: a screen asks to go somewhere with `cx.go`,
/// asks the outside world with `cx.effects`, and hears back through `reply`.
pub trait Ops {
    /// The key context now: a screen may have several (a question, then its verdict).
    fn ctx(&self, cx: &Cx) -> Ctx;
    /// The screen's own key bindings; shared sets come from the keymap.
    fn keys(&self) -> &'static [Binding];
    /// A key typed into the screen's own field; whether it was used. Unused keys go to the
    /// key table and become actions.
    fn key(&mut self, _cx: &mut Cx, _k: Key) -> bool {
        false
    }
    /// Text pasted in one piece into the screen's field.
    fn paste(&mut self, _cx: &mut Cx, _text: &str) -> Pasted {
        (Typed::No, 0)
    }
    fn action(&mut self, cx: &mut Cx, a: Action);
    /// Whether an action does something now (no "reveal" without hidden answers): the
    /// footer and the help overlay show only what applies.
    fn applies(&self, _cx: &Cx, _a: Action) -> bool {
        true
    }
    /// The title bar's text, and what the screen adds at its right end.
    fn title(&self, cx: &Cx) -> (String, Option<String>);
    /// What the screen shows in a viewport.
    fn page(&self, cx: &Cx, v: &Viewport) -> Page;
    /// Leaving the screen (a quiz closes its session, a drill is abandoned).
    fn close(&mut self, _cx: &mut Cx) -> Leave {
        Leave::Close
    }
    /// The time moved on (before each batch of messages), on the screen on top.
    fn tick(&mut self, _cx: &mut Cx) {}
    /// After every message, on the screen on top: keep the focus in view, notice the end
    /// of a lesson.
    fn after(&mut self, _cx: &mut Cx) {}
    /// Something every open screen may depend on changed; `on_top` says whether this one
    /// is the screen on top.
    fn changed(&mut self, _cx: &mut Cx, _what: Changed, _on_top: bool) {}
    /// A reply from storage or a worker, offered to each screen from the top until one
    /// takes it; the others hand it back.
    fn reply(&mut self, _cx: &mut Cx, msg: Msg) -> Option<Msg> {
        Some(msg)
    }
    /// Milliseconds until the screen on top must be drawn again without a key (a clock
    /// running, a worker to look at); `None`: not before something happens.
    fn wake_ms(&self, _cx: &Cx) -> Option<i64> {
        None
    }
}

impl Screen {
    /// The screen's functions, over its own state. The one match on the kind of screen.
    pub fn ops(&self) -> &dyn Ops {
        match self {
            Screen::Home(s) => s,
            Screen::Reader(s) => s,
            Screen::Search(s) => s,
            Screen::Glossary(s) => &**s,
            Screen::Problems(s) => s,
            Screen::Quiz(s) => &**s,
            Screen::Stats(s) => s,
            Screen::Drill(s) => &**s,
            Screen::Calc(s) => &**s,
            Screen::Scratch(s) => s,
            Screen::Play(s) => &**s,
            Screen::Feed(s) => &**s,
            Screen::Browser(s) => &**s,
            Screen::Options(s) => s,
        }
    }

    pub fn ops_mut(&mut self) -> &mut dyn Ops {
        match self {
            Screen::Home(s) => s,
            Screen::Reader(s) => s,
            Screen::Search(s) => s,
            Screen::Glossary(s) => &mut **s,
            Screen::Problems(s) => s,
            Screen::Quiz(s) => &mut **s,
            Screen::Stats(s) => s,
            Screen::Drill(s) => &mut **s,
            Screen::Calc(s) => &mut **s,
            Screen::Scratch(s) => s,
            Screen::Play(s) => &mut **s,
            Screen::Feed(s) => &mut **s,
            Screen::Browser(s) => &mut **s,
            Screen::Options(s) => s,
        }
    }
}

/// The top screen's state and the context, borrowed apart (the stack is never empty:
/// Home is never popped).
pub(crate) fn top(model: &mut Model) -> Option<(&mut dyn Ops, &mut Cx)> {
    let Model { screens, cx, .. } = model;
    screens.last_mut().map(|s| (s.ops_mut(), cx))
}

/// Closing a screen whose work goes on keeps it for the next visit (replacing an older one
/// of its kind); any other goes. Home is never closed.
pub(crate) fn close_top(model: &mut Model) {
    if model.screens.len() <= 1 {
        return;
    }
    let leave = top(model).map_or(Leave::Close, |(s, cx)| s.close(cx));
    if let Some(s) = model.screens.pop()
        && leave == Leave::Keep
    {
        let kind = std::mem::discriminant(&s);
        model.kept.retain(|k| std::mem::discriminant(k) != kind);
        model.kept.push(s);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The own bindings of the screen (or overlay) a context belongs to.
    fn keys_for(ctx: Ctx) -> &'static [Binding] {
        use Ctx::*;
        match ctx {
            Home => home::keys::KEYS,
            Reader => reader::keys::KEYS,
            Search => search::keys::KEYS,
            Glossary | GlossaryEntry => glossary::keys::KEYS,
            Problems => &[],
            Stats => stats::keys::KEYS,
            Choices | Order | TextAnswer | Verdict | QuizDone => quiz::keys::KEYS,
            DrillPrompt | DrillTimer | DrillSample | DrillCheck | DrillResult => drill::keys::KEYS,
            Calc | CalcEdit => calc::keys::KEYS,
            Scratch => scratch::keys::KEYS,
            Console | ConsoleRunning => crate::app::console::keys::KEYS,
            Browser | BrowserSearch | BrowserDetail => browser::keys::KEYS,
            Options | OptionsEdit => options::keys::KEYS,
            Help | Contents | Unsaved => crate::app::keymap::overlay::KEYS,
        }
    }

    use crate::app::keymap::{self, lookup};

    #[test]
    fn no_key_is_bound_twice_in_one_context() {
        for &ctx in Ctx::ALL {
            // The same action may be listed twice (a footer rank of its own in some
            // contexts): a key may not lead to two actions.
            let mut seen: Vec<(Key, Action)> = Vec::new();
            for b in keymap::bindings(keys_for(ctx), ctx) {
                for k in b.keys {
                    let alternatives = |a: Action| {
                        keymap::ALTERNATIVES
                            .iter()
                            .any(|pair| pair.contains(&a) && pair.contains(&b.action))
                    };
                    assert!(
                        !seen
                            .iter()
                            .any(|(sk, a)| sk == k && *a != b.action && !alternatives(*a)),
                        "{k:?} bound to two actions in {ctx:?}"
                    );
                    seen.push((*k, b.action));
                }
            }
        }
    }

    #[test]
    fn every_context_but_the_last_question_can_quit_and_ask_for_help() {
        for &ctx in Ctx::ALL.iter().filter(|c| **c != Ctx::Unsaved) {
            let own = keys_for(ctx);
            // While a playground command or a simulation runs, Ctrl-c stops it, as in a
            // shell.
            let ctrl_c = if ctx == Ctx::ConsoleRunning {
                Action::Stop
            } else {
                Action::Quit
            };
            assert_eq!(lookup(own, ctx, Key::Ctrl('c')), Some(ctrl_c), "{ctx:?}");
            assert_eq!(
                lookup(own, ctx, Key::F2),
                Some(Action::ToggleMouse),
                "{ctx:?}"
            );
            let help = [Key::Char('?'), Key::F1]
                .iter()
                .any(|k| lookup(own, ctx, *k) == Some(Action::Help));
            assert!(help || ctx == Ctx::Contents, "no help key in {ctx:?}");
        }
    }

    #[test]
    fn letters_type_into_search() {
        let own = keys_for(Ctx::Search);
        assert_eq!(lookup(own, Ctx::Search, Key::Char('q')), None);
        assert_eq!(lookup(own, Ctx::Search, Key::Esc), Some(Action::Back));
        let home = keys_for(Ctx::Home);
        assert_eq!(lookup(home, Ctx::Home, Key::Char('q')), Some(Action::Quit));
        let reader = keys_for(Ctx::Reader);
        assert_eq!(
            lookup(reader, Ctx::Reader, Key::Char('q')),
            Some(Action::Back)
        );
    }

    #[test]
    fn a_screens_table_names_only_its_own_contexts() {
        for &ctx in Ctx::ALL {
            for b in keys_for(ctx) {
                assert!(
                    b.contexts
                        .iter()
                        .all(|c| std::ptr::eq(keys_for(*c), keys_for(ctx))),
                    "{:?} in the table of {ctx:?} names a context of another screen",
                    b.action
                );
            }
        }
    }
}
