//! The overlay keys, in the order the footer shows them (shared sets come from the keymap).

use crate::app::keymap::{Action, Binding, Ctx::*, Key};
use crate::core::message as m;

pub static KEYS: &[Binding] = &[
    Binding {
        action: Action::Retry,
        keys: &[Key::Char('r'), Key::Enter],
        contexts: &[Unsaved],
        label: m::key_retry,
        help: m::help_retry,
        footer: 1,
    },
    Binding {
        action: Action::QuitAnyway,
        keys: &[Key::Char('q'), Key::Ctrl('c')],
        contexts: &[Unsaved],
        label: m::key_quit_anyway,
        help: m::help_quit_anyway,
        footer: 2,
    },
    Binding {
        action: Action::Back,
        keys: &[Key::Esc],
        contexts: &[Unsaved],
        label: m::key_stay,
        help: m::help_stay,
        footer: 3,
    },
    Binding {
        action: Action::Open,
        keys: &[Key::Enter],
        contexts: &[Contents],
        label: m::key_open,
        help: m::help_open,
        footer: 2,
    },
];
