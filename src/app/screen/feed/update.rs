//! What keys and the simulator's worker do to the simulator screen: the shared console
//! (typing, history, completion, running one simulation at a time, stopping it: what it
//! reached is kept) and scrolling the output.

use super::state::FeedState;
use crate::app::console::{ConsoleMsg, Submit};
use crate::app::keymap::{Action, Key};
use crate::app::textline::PLAY_MAX;
use crate::app::{ConsoleEffect, Effect, FeedLive, Go, Model, Screen, Tool};
use crate::core::feed::command;
use crate::core::message as m;
use crate::feedsim::Output;

/// The simulator's state: on screen, or kept while the learner is elsewhere.
fn state_mut(m: &mut Model) -> Option<&mut FeedState> {
    super::super::live_state(m, |s| match s {
        Screen::Feed(f) => Some(&mut **f),
        _ => None,
    })
}

/// Typing into the command line. Returns whether the key was used.
pub(crate) fn key(m: &mut Model, k: Key) -> bool {
    let Some(s) = state_mut(m) else { return false };
    let typed = s.console.edit(k);
    if !typed.used() {
        return false;
    }
    m.line_full(typed, PLAY_MAX);
    true
}

pub(crate) fn action(m: &mut Model, a: Action) {
    let Some(s) = state_mut(m) else { return };
    match a {
        Action::Back => m.go(Go::Back),
        Action::Submit => match s.console.submit() {
            Submit::Empty => {}
            Submit::Busy => m.flash = Some(m.i18n.msg(&m::feed_busy())),
            Submit::Run { id, line } => {
                s.top = None;
                m.effects
                    .push(Effect::Console(Tool::Feed, ConsoleEffect::Run { id, line }));
            }
        },
        Action::Stop if s.console.running.is_some() => m
            .effects
            .push(Effect::Console(Tool::Feed, ConsoleEffect::Cancel)),
        Action::Up | Action::Down => s.console.recall(a),
        Action::NextItem => {
            let found = command::complete(&s.console.line);
            s.console.complete(found);
        }
        Action::PageUp | Action::PageDown | Action::Top | Action::Bottom => scroll(m, a),
        Action::ClearHistory => {
            s.console.log.clear();
            s.top = None;
        }
        _ => {}
    }
}

/// What the worker says: a look at the running simulation, an answer (a stopped run too:
/// it says how far it got), or why the simulator could not start or stopped.
pub(crate) fn worker(m: &mut Model, said: ConsoleMsg<FeedLive, Output>) {
    let Some(s) = state_mut(m) else { return };
    match said {
        ConsoleMsg::Live(look) => s.console.live(look),
        ConsoleMsg::Done(d) => s.console.done(*d),
        ConsoleMsg::Failed(why) => {
            if let Some(notice) = s.console.failed(why) {
                m.flash = Some(notice);
            }
        }
    }
}

/// Scrolls the output (the one scroll: both ends are real stops, so a key back moves at
/// once); the newest answer is followed again when the next command is run.
fn scroll(m: &mut Model, a: Action) {
    let body = m.viewport().body;
    let Some(Screen::Feed(s)) = m.screens.last() else {
        return;
    };
    let window = super::view::layout(m, s, body).window;
    let Some(top) = window.moved(a) else { return };
    if let Some(s) = state_mut(m) {
        s.top = Some(top);
    }
}
