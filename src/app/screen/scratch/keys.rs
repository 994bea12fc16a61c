//! The scratch keys, in the order the footer shows them (shared sets come from the keymap).

use crate::app::keymap::{Action, Binding, Ctx::*, Key};
use crate::i18n::ids;

pub static KEYS: &[Binding] = &[
    Binding {
        action: Action::Submit,
        keys: &[Key::Enter],
        contexts: &[Scratch],
        label: ids::KEY_EVALUATE,
        help: ids::HELP_EVALUATE,
        footer: 1,
    },
    Binding {
        action: Action::Up,
        keys: &[Key::Up],
        contexts: &[Scratch],
        label: ids::KEY_HISTORY,
        help: ids::HELP_HISTORY_PREV,
        footer: 2,
    },
    Binding {
        action: Action::Down,
        keys: &[Key::Down],
        contexts: &[Scratch],
        label: ids::KEY_HISTORY,
        help: ids::HELP_HISTORY_NEXT,
        footer: 0,
    },
    Binding {
        action: Action::ClearHistory,
        keys: &[Key::Ctrl('l')],
        contexts: &[Scratch],
        label: ids::KEY_CLEAR,
        help: ids::HELP_CLEAR_HISTORY,
        footer: 3,
    },
];
