//! The news-feed simulator screen: a command line over the simulator, its answers, and live
//! charts while a run goes; a course's simulation opens it with its run on the line.

pub mod state;
pub(crate) mod update;
pub(crate) mod view;

pub use state::FeedState;

use super::{Leave, Ops, Pasted};
use crate::app::keymap::{Action, Binding, Ctx, Key};
use crate::app::layout::Viewport;
use crate::app::page::Page;
use crate::app::{ConsoleEffect, Cx, Effect, Msg, Tool};
use crate::core::message as m;

impl Ops for FeedState {
    fn ctx(&self, _cx: &Cx) -> Ctx {
        self.console.ctx()
    }

    fn keys(&self) -> &'static [Binding] {
        crate::app::console::keys::KEYS
    }

    fn key(&mut self, cx: &mut Cx, k: Key) -> bool {
        self.console.type_key(cx, k)
    }

    fn paste(&mut self, _cx: &mut Cx, text: &str) -> Pasted {
        self.console.paste_line(text)
    }

    fn action(&mut self, cx: &mut Cx, a: Action) {
        update::action(self, cx, a);
    }

    fn title(&self, cx: &Cx) -> (String, Option<String>) {
        let guide = self.guide.as_deref();
        let title = match guide.and_then(|id| cx.course.simulation(id)) {
            Some(sim) => format!(" ⇶ {}", sim.title.text(cx.lang())),
            None => format!(" latih · {}", cx.i18n.msg(&m::feed_title())),
        };
        (title, None)
    }

    fn page(&self, cx: &Cx, v: &Viewport) -> Page {
        view::page(cx, self, v.body)
    }

    /// Leaving keeps the state for the next visit: the simulator it talks to lives on.
    fn close(&mut self, _cx: &mut Cx) -> Leave {
        Leave::Keep
    }

    fn reply(&mut self, cx: &mut Cx, msg: Msg) -> Option<Msg> {
        match msg {
            Msg::Feed(said) => {
                update::worker(self, cx, said);
                None
            }
            other => Some(other),
        }
    }

    /// A simulation says how far it is ten times a second.
    fn wake_ms(&self, _cx: &Cx) -> Option<i64> {
        self.console.running.as_ref().map(|_| 100)
    }
}

/// Opens the simulator as it was left (`kept`), with `line` waiting on the command line if
/// given.
pub(crate) fn open(cx: &mut Cx, kept: Option<FeedState>, line: Option<String>) -> FeedState {
    let mut state = kept.unwrap_or_default();
    if let Some(line) = line {
        state.console.put(line);
        state.top = None;
        state.guide = None;
    }
    cx.effects
        .push(Effect::Console(Tool::Feed, ConsoleEffect::Open));
    state
}

/// Opens the simulator with a course's simulation: its run on the line, its text above
/// (`None`: no such simulation, said in the footer).
pub(crate) fn open_simulation(cx: &mut Cx, kept: Option<FeedState>, id: &str) -> Option<FeedState> {
    let Some(run) = cx.course.simulation(id).map(|s| s.run.clone()) else {
        cx.flash = Some(cx.i18n.msg(&m::feed_no_simulation(id.to_string())));
        return None;
    };
    let mut state = open(cx, kept, Some(run));
    state.guide = Some(id.to_string());
    Some(state)
}
