//! What keys and the playground worker do to the playground screen: typing a command with
//! history and completion, running it (the worker answers with a report), scrolling the
//! output, and stepping through a guided scenario.

use crate::app::keymap::{Action, Key};
use crate::app::screen::play::state::PlayState;
use crate::app::{ConsoleEffect, Effect, Model, Screen, Tool};
use crate::core::message as m;
use crate::core::play;

/// The playground's state: on screen, or kept while the learner is elsewhere.
fn state_mut(m: &mut Model) -> Option<&mut PlayState> {
    let on_screen = m.screens.iter_mut().rev().find_map(|s| match s {
        Screen::Play(p) => Some(&mut **p),
        _ => None,
    });
    on_screen.or(m.play_kept.as_deref_mut())
}

/// Typing into the command line. Returns whether the key was used.
pub(crate) fn key(m: &mut Model, k: Key) -> bool {
    let Some(s) = state_mut(m) else { return false };
    let typed = s.console().edit(k);
    if !typed.used() {
        return false;
    }
    m.line_full(typed, crate::app::textline::PLAY_MAX);
    true
}

pub(crate) fn action(m: &mut Model, a: Action) {
    let Some(s) = state_mut(m) else { return };
    match a {
        Action::Back => m.go(crate::app::Go::Back),
        Action::Submit => {
            if s.line.trim().is_empty() {
                return;
            }
            if s.running.is_some() {
                m.flash = Some(m.i18n.msg(&m::play_busy()));
                return;
            }
            let Some(line) = s.console().take() else {
                return;
            };
            s.back = 0;
            s.sent += 1;
            s.running_id = s.sent;
            s.running = Some((line.clone(), 0, 0));
            let id = s.sent;
            m.effects
                .push(Effect::Console(Tool::Play, ConsoleEffect::Run { id, line }));
        }
        Action::Stop if s.running.is_some() => m
            .effects
            .push(Effect::Console(Tool::Play, ConsoleEffect::Cancel)),
        Action::Up | Action::Down => s.console().recall(a),
        Action::NextItem => {
            let found = play::complete(&s.line);
            s.console().complete(found);
        }
        Action::PageUp | Action::PageDown | Action::Top | Action::Bottom => scroll(m, a),
        Action::ClearHistory => {
            s.log.clear();
            s.back = 0;
        }
        _ => {}
    }
}

/// The worker's progress on the running command.
pub(crate) fn progress(m: &mut Model, done: u64, all: u64) {
    if let Some(s) = state_mut(m)
        && let Some(r) = s.running.as_mut()
    {
        r.1 = done;
        r.2 = all;
    }
}

/// The worker finished a command: its report joins the log under the command it answers
/// (never under a later one), and a guided scenario moves on when the step's own command
/// was run.
pub(crate) fn done(m: &mut Model, d: crate::app::PlayDone) {
    let crate::app::PlayDone {
        id,
        line,
        report,
        schema,
    } = d;
    let guide = state_mut(m).and_then(|p| p.guide.clone());
    let steps: Vec<String> = match guide {
        Some(g) => m
            .course
            .scenario(&g.scenario)
            .map(|sc| sc.steps.iter().map(|s| s.run.clone()).collect())
            .unwrap_or_default(),
        None => Vec::new(),
    };
    let Some(s) = state_mut(m) else { return };
    s.schema = schema;
    if s.running.is_some() && s.running_id == id {
        s.running = None;
    }
    if let Some(g) = s.guide.as_mut()
        && steps.get(g.next) == Some(&line)
    {
        g.next += 1;
        if s.line.is_empty()
            && let Some(next) = steps.get(g.next)
        {
            s.line = next.clone();
        }
    }
    s.log.push((line, report));
}

/// The playground could not start (or its worker stopped): said on the screen.
pub(crate) fn failed(m: &mut Model, why: String) {
    if let Some(s) = state_mut(m) {
        s.running = None;
        s.error = Some(why);
    }
}

/// The schema before any command ran.
pub(crate) fn schema(m: &mut Model, schema: Vec<String>) {
    if let Some(s) = state_mut(m) {
        s.schema = schema;
    }
}

/// Scrolls the output back from its end (the one scroll: the start is a real stop, so a key
/// back down moves at once).
fn scroll(m: &mut Model, a: Action) {
    let body = m.viewport().body;
    let Some(Screen::Play(s)) = m.screens.last() else {
        return;
    };
    let window = super::view::layout(m, s, body).window;
    let Some(top) = window.moved(a) else { return };
    if let Some(s) = state_mut(m) {
        s.back = window.max_top() - top;
    }
}
