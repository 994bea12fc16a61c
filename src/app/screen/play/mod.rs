//! The playground: a command line over a real SQLite edge store, its reports and its guide.

mod notes;
mod notes_parts;
pub mod report;
mod spread;
pub mod state;
pub(crate) mod update;
pub(crate) mod view;

pub use state::PlayState;

use super::{Ops, Pasted};
use crate::app::keymap::Ctx;
use crate::app::textline::{PLAY_MAX, Typed};
use crate::app::{ConsoleEffect, Effect, Model, Screen, Tool};
use crate::core::message as m;
use state::Guide;

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
        let guide = state(m).and_then(|p| p.guide.as_ref());
        let title = match guide.and_then(|g| m.course.scenario(&g.scenario)) {
            Some(sc) => format!(
                " ⛁ {}",
                sc.title.as_ref().map_or_else(
                    || m.i18n.msg(&m::play_title()),
                    |t| t.text(m.lang()).to_string()
                )
            ),
            None => format!(" latih · {}", m.i18n.msg(&m::play_title())),
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

fn state(m: &Model) -> Option<&PlayState> {
    match m.screen() {
        Screen::Play(p) => Some(p),
        _ => None,
    }
}

fn paste(m: &mut Model, text: &str) -> Pasted {
    let Some(Screen::Play(s)) = m.screens.last_mut() else {
        return (Typed::No, 0);
    };
    (s.console.paste(text), PLAY_MAX)
}

/// Leaving keeps the state for the next visit: the database it describes lives on.
fn close(m: &mut Model) {
    super::keep(m);
}

/// Opens the playground as it was left, optionally at the first step of a guided scenario.
pub(crate) fn open(m: &mut Model, scenario: Option<&str>) {
    if let Some(id) = scenario
        && m.course.scenario(id).is_none()
    {
        m.flash = Some(m.i18n.msg(&m::play_no_scenario(id.to_string())));
        return;
    }
    let mut state = match super::take_kept(m, |s| matches!(s, Screen::Play(_))) {
        Some(Screen::Play(s)) => *s,
        _ => PlayState::default(),
    };
    if let Some(id) = scenario
        && let Some(sc) = m.course.scenario(id)
    {
        let first = sc.steps.first().map(|s| s.run.clone());
        state.console.put(first.unwrap_or_default());
        state.back = 0;
        state.guide = Some(Guide {
            scenario: id.to_string(),
            next: 0,
        });
    }
    m.screens.push(Screen::Play(Box::new(state)));
    m.effects
        .push(Effect::Console(Tool::Play, ConsoleEffect::Open));
}
