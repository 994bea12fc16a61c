//! The scratch keys, in the order the footer shows them (shared sets come from the keymap).

use crate::app::keymap::{Action, Binding, Ctx::*, Key};
use crate::core::message as m;

pub static KEYS: &[Binding] = &[
    Binding {
        action: Action::Submit,
        keys: &[Key::Enter],
        contexts: &[Scratch],
        label: m::key_evaluate,
        help: m::help_evaluate,
        footer: 1,
    },
    Binding {
        action: Action::Up,
        keys: &[Key::Up],
        contexts: &[Scratch],
        label: m::key_history,
        help: m::help_history_prev,
        footer: 2,
    },
    Binding {
        action: Action::Down,
        keys: &[Key::Down],
        contexts: &[Scratch],
        label: m::key_history,
        help: m::help_history_next,
        footer: 0,
    },
    Binding {
        action: Action::ClearHistory,
        keys: &[Key::Ctrl('l')],
        contexts: &[Scratch],
        label: m::key_clear,
        help: m::help_clear_history,
        footer: 3,
    },
];
