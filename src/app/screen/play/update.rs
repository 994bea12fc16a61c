//! What keys and the playground worker do to the playground screen: the shared console
//! (typing, history, completion, running one command at a time), scrolling the output, and
//! stepping through a guided scenario.

use crate::app::console::{ConsoleMsg, Done, Submit};
use crate::app::keymap::{Action, Key};
use crate::app::screen::play::state::PlayState;
use crate::app::{ConsoleEffect, Effect, Model, PlayAnswer, PlayLive, Screen, Tool};
use crate::core::message as m;
use crate::core::play;

/// The playground's state: on screen, or kept while the learner is elsewhere.
fn state_mut(m: &mut Model) -> Option<&mut PlayState> {
    super::super::live_state(m, |s| match s {
        Screen::Play(p) => Some(&mut **p),
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
    m.line_full(typed, crate::app::textline::PLAY_MAX);
    true
}

pub(crate) fn action(m: &mut Model, a: Action) {
    let Some(s) = state_mut(m) else { return };
    match a {
        Action::Back => m.go(crate::app::Go::Back),
        Action::Submit => match s.console.submit() {
            Submit::Empty => {}
            Submit::Busy => m.flash = Some(m.i18n.msg(&m::play_busy())),
            Submit::Run { id, line } => {
                s.back = 0;
                m.effects
                    .push(Effect::Console(Tool::Play, ConsoleEffect::Run { id, line }));
            }
        },
        Action::Stop if s.console.running.is_some() => m
            .effects
            .push(Effect::Console(Tool::Play, ConsoleEffect::Cancel)),
        Action::Up | Action::Down => s.console.recall(a),
        Action::NextItem => {
            let found = play::complete(&s.console.line);
            s.console.complete(found);
        }
        Action::PageUp | Action::PageDown | Action::Top | Action::Bottom => scroll(m, a),
        Action::ClearHistory => {
            s.console.log.clear();
            s.back = 0;
        }
        _ => {}
    }
}

/// What the worker says: ready with the schema, how far `gen` is, a command's report, or
/// why it stopped.
pub(crate) fn worker(m: &mut Model, said: ConsoleMsg<PlayLive, PlayAnswer>) {
    match said {
        ConsoleMsg::Live(PlayLive::Ready(schema)) => {
            if let Some(s) = state_mut(m) {
                s.schema = schema;
            }
        }
        ConsoleMsg::Live(PlayLive::Progress(done, all)) => {
            if let Some(s) = state_mut(m) {
                s.console.live((done, all));
            }
        }
        ConsoleMsg::Done(d) => done(m, *d),
        ConsoleMsg::Failed(why) => {
            if let Some(notice) = state_mut(m).and_then(|s| s.console.failed(why)) {
                m.flash = Some(notice);
            }
        }
    }
}

/// A command's report joins the log under the command it answers (never under a later
/// one), and a guided scenario moves on when the step's own command was run.
fn done(m: &mut Model, d: Done<PlayAnswer>) {
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
    let Done { id, line, answer } = d;
    s.schema = answer.schema;
    if let Some(g) = s.guide.as_mut()
        && steps.get(g.next) == Some(&line)
    {
        g.next += 1;
        if s.console.line.is_empty()
            && let Some(next) = steps.get(g.next)
        {
            s.console.put(next.clone());
        }
    }
    s.console.done(Done {
        id,
        line,
        answer: answer.report,
    });
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
