//! The home keys, in the order the footer shows them (shared sets come from the keymap).

use crate::app::keymap::{Action, Binding, Ctx::*, Key};
use crate::core::message as m;

pub static KEYS: &[Binding] = &[
    Binding {
        action: Action::Open,
        keys: &[Key::Enter],
        contexts: &[Home],
        label: m::key_open,
        help: m::help_open,
        footer: 2,
    },
    Binding {
        action: Action::Search,
        keys: &[Key::Char('/')],
        contexts: &[Home],
        label: m::key_search,
        help: m::help_search,
        footer: 4,
    },
    // Also an entry of the map; on a narrow footer this hint goes first.
    Binding {
        action: Action::OpenFeed,
        keys: &[Key::Char('f')],
        contexts: &[Home],
        label: m::key_simulator,
        help: m::help_open_feed,
        footer: 5,
    },
    Binding {
        action: Action::Glossary,
        keys: &[Key::Char('i')],
        contexts: &[Home],
        label: m::key_glossary,
        help: m::help_glossary,
        footer: 6,
    },
    Binding {
        action: Action::Browse,
        keys: &[Key::Char('b')],
        contexts: &[Home],
        label: m::key_browse,
        help: m::help_browse,
        footer: 7,
    },
];
