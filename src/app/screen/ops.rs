//! What every screen offers the model (`Ops`), and the few words it is told in: what
//! changed, what leaving does, what a paste did.

use crate::app::keymap::{Action, Binding, Ctx, Key};
use crate::app::layout::Viewport;
use crate::app::page::Page;
use crate::app::textline::Typed;
use crate::app::{Cx, Msg};

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
    /// Whether latih may quit now (Ctrl-c): a screen holding what the learner would lose
    /// asks first (says so and returns false) and lets the second press through.
    fn quitting(&mut self, _cx: &mut Cx) -> bool {
        true
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
