//! The drill keys, in the order the footer shows them (shared sets come from the keymap).

use crate::app::keymap::{Action, Binding, Ctx::*, Key};
use crate::core::message as m;

pub static KEYS: &[Binding] = &[
    Binding {
        action: Action::Open,
        keys: &[Key::Enter],
        contexts: &[DrillPrompt],
        label: m::key_start_clock,
        help: m::help_start_clock,
        footer: 1,
    },
    Binding {
        action: Action::Open,
        keys: &[Key::Enter],
        contexts: &[DrillTimer],
        label: m::key_done_speaking,
        help: m::help_done_speaking,
        footer: 1,
    },
    Binding {
        action: Action::Toggle,
        keys: &[Key::Char(' ')],
        contexts: &[DrillTimer],
        label: m::key_pause,
        help: m::help_pause,
        footer: 1,
    },
    Binding {
        action: Action::Back,
        keys: &[Key::Esc],
        contexts: &[DrillTimer, DrillCheck],
        label: m::key_abandon,
        help: m::help_abandon,
        footer: 2,
    },
    Binding {
        action: Action::Open,
        keys: &[Key::Enter],
        contexts: &[DrillSample],
        label: m::key_to_checklist,
        help: m::help_to_checklist,
        footer: 1,
    },
    Binding {
        action: Action::Toggle,
        keys: &[Key::Char(' ')],
        contexts: &[DrillCheck],
        label: m::key_toggle,
        help: m::help_tick_point,
        footer: 1,
    },
    Binding {
        action: Action::Open,
        keys: &[Key::Enter],
        contexts: &[DrillCheck],
        label: m::key_done_speaking,
        help: m::help_checklist_done,
        footer: 1,
    },
    Binding {
        action: Action::Open,
        keys: &[Key::Enter],
        contexts: &[DrillResult],
        label: m::key_finish,
        help: m::help_finish,
        footer: 1,
    },
];
