//! What keys and the simulator's worker do to the simulator screen: typing a command with
//! history and completion, running it (the worker answers with live figures, then the
//! answer), stopping a run (what it reached is kept), and scrolling the output.

use super::state::{FeedState, Live, Running};
use crate::app::keymap::{Action, Key};
use crate::app::textline::PLAY_MAX;
use crate::app::{ConsoleEffect, Effect, FeedDone, FeedLive, Go, Model, Screen, Tool};
use crate::core::feed::command;
use crate::core::message as m;

/// The simulator's state: on screen, or kept while the learner is elsewhere.
fn state_mut(m: &mut Model) -> Option<&mut FeedState> {
    let on_screen = m.screens.iter_mut().rev().find_map(|s| match s {
        Screen::Feed(f) => Some(&mut **f),
        _ => None,
    });
    on_screen.or(m.feed_kept.as_deref_mut())
}

/// Typing into the command line. Returns whether the key was used.
pub(crate) fn key(m: &mut Model, k: Key) -> bool {
    let Some(s) = state_mut(m) else { return false };
    let typed = s.console().edit(k);
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
        Action::Submit => submit(m),
        Action::Stop if s.running.is_some() => m
            .effects
            .push(Effect::Console(Tool::Feed, ConsoleEffect::Cancel)),
        Action::Up | Action::Down => s.console().recall(a),
        Action::NextItem => {
            let found = command::complete(&s.line);
            s.console().complete(found);
        }
        Action::PageUp | Action::PageDown | Action::Top | Action::Bottom => scroll(m, a),
        Action::ClearHistory => {
            s.log.clear();
            s.top = None;
        }
        _ => {}
    }
}

/// Enter: the line goes to the worker, unless a simulation is still running.
fn submit(m: &mut Model) {
    let Some(s) = state_mut(m) else { return };
    if s.line.trim().is_empty() {
        return;
    }
    if s.running.is_some() {
        m.flash = Some(m.i18n.msg(&m::feed_busy()));
        return;
    }
    let Some(line) = s.console().take() else {
        return;
    };
    s.top = None;
    s.sent += 1;
    let id = s.sent;
    s.running = Some(Running {
        id,
        line: line.clone(),
        live: Live::Starting,
    });
    m.effects
        .push(Effect::Console(Tool::Feed, ConsoleEffect::Run { id, line }));
}

/// The worker's latest look at the running simulation.
pub(crate) fn live(m: &mut Model, l: FeedLive) {
    if let Some(s) = state_mut(m)
        && let Some(r) = s.running.as_mut()
    {
        r.live = match l {
            FeedLive::Graph(done, all) => Live::Graph(done, all),
            FeedLive::Run(run) => Live::Run(run),
        };
    }
}

/// The worker finished a command: its answer joins the log under the command it answers
/// (a stopped run too: it says how far it got).
pub(crate) fn done(m: &mut Model, d: FeedDone) {
    let Some(s) = state_mut(m) else { return };
    if s.running.as_ref().is_some_and(|r| r.id == d.id) {
        s.running = None;
    }
    s.log.push((d.line, d.output));
}

/// The simulator could not start (its feed cache), or its worker stopped: said on screen.
/// The first sentence says why and stays; a later one (nothing can run) is a notice.
pub(crate) fn failed(m: &mut Model, why: String) {
    let Some(s) = state_mut(m) else { return };
    s.running = None;
    if s.error.is_none() {
        s.error = Some(why);
    } else {
        m.flash = Some(why);
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
