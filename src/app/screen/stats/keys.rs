//! The stats keys, in the order the footer shows them (shared sets come from the keymap).

use crate::app::keymap::{Action, Binding, Ctx::*, Key};
use crate::core::message as m;

pub static KEYS: &[Binding] = &[
    Binding {
        action: Action::Optimize,
        keys: &[Key::Char('o')],
        contexts: &[Stats],
        label: m::key_optimize,
        help: m::help_optimize,
        footer: 2,
    },
    Binding {
        action: Action::Browse,
        keys: &[Key::Char('b')],
        contexts: &[Stats],
        label: m::key_browse,
        help: m::help_browse,
        footer: 3,
    },
    Binding {
        action: Action::OpenOptions,
        keys: &[Key::Char('s')],
        contexts: &[Stats],
        label: m::key_options,
        help: m::help_options,
        footer: 4,
    },
];
