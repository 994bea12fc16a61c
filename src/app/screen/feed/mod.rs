//! The news-feed simulator screen: a command line over the simulator, its answers, and live
//! charts while a run goes; a course's simulation opens it with its run on the line.

mod charts;
mod compare;
pub mod report;
pub mod state;
pub(crate) mod update;
pub(crate) mod view;
mod words;

pub use state::FeedState;

use super::{Ops, Pasted};
use crate::app::keymap::Ctx;
use crate::app::textline::{PLAY_MAX, Typed};
use crate::app::{ConsoleEffect, Effect, Model, Screen, Tool};
use crate::core::message as m;

pub static OPS: Ops = Ops {
    ctx: |m| match state(m) {
        Some(s) if s.console.running.is_some() => Ctx::ConsoleRunning,
        _ => Ctx::Console,
    },
    key: update::key,
    paste,
    action: update::action,
    applies: super::always,
    title: |m| {
        let guide = state(m).and_then(|s| s.guide.as_deref());
        let title = match guide.and_then(|id| m.course.simulation(id)) {
            Some(sim) => format!(" ⇶ {}", sim.title.text(m.lang())),
            None => format!(" latih · {}", m.i18n.msg(&m::feed_title())),
        };
        (title, None)
    },
    page: |m, v| match state(m) {
        Some(s) => view::page(m, s, v.body),
        None => Default::default(),
    },
    close,
    keys: crate::app::console::keys::KEYS,
};

fn state(m: &Model) -> Option<&FeedState> {
    match m.screen() {
        Screen::Feed(s) => Some(s),
        _ => None,
    }
}

fn paste(m: &mut Model, text: &str) -> Pasted {
    let Some(Screen::Feed(s)) = m.screens.last_mut() else {
        return (Typed::No, 0);
    };
    (s.console.paste(text), PLAY_MAX)
}

/// Leaving keeps the state for the next visit: the simulator it talks to lives on.
fn close(m: &mut Model) {
    super::keep(m);
}

/// Opens the simulator as it was left, with `line` waiting on the command line if given.
pub(crate) fn open(m: &mut Model, line: Option<String>) {
    let mut state = match super::take_kept(m, |s| matches!(s, Screen::Feed(_))) {
        Some(Screen::Feed(s)) => *s,
        _ => FeedState::default(),
    };
    if let Some(line) = line {
        state.console.put(line);
        state.top = None;
        state.guide = None;
    }
    m.screens.push(Screen::Feed(Box::new(state)));
    m.effects
        .push(Effect::Console(Tool::Feed, ConsoleEffect::Open));
}

/// Opens the simulator with a course's simulation: its run on the line, its text above.
pub(crate) fn open_simulation(m: &mut Model, id: &str) {
    let Some(run) = m.course.simulation(id).map(|s| s.run.clone()) else {
        m.flash = Some(m.i18n.msg(&m::feed_no_simulation(id.to_string())));
        return;
    };
    open(m, Some(run));
    if let Some(Screen::Feed(s)) = m.screens.last_mut() {
        s.guide = Some(id.to_string());
    }
}
