//! The play keys, in the order the footer shows them (shared sets come from the keymap).

use crate::app::keymap::{Action, Binding, Ctx::*, Key};
use crate::i18n::ids;

pub static KEYS: &[Binding] = &[
    Binding {
        action: Action::Submit,
        keys: &[Key::Enter],
        contexts: &[Play],
        label: ids::KEY_RUN,
        help: ids::HELP_RUN_COMMAND,
        footer: 1,
    },
    Binding {
        action: Action::NextItem,
        keys: &[Key::Tab],
        contexts: &[Play],
        label: ids::KEY_COMPLETE,
        help: ids::HELP_COMPLETE,
        footer: 3,
    },
    Binding {
        action: Action::Up,
        keys: &[Key::Up],
        contexts: &[Play],
        label: ids::KEY_HISTORY,
        help: ids::HELP_COMMAND_PREV,
        footer: 2,
    },
    Binding {
        action: Action::Down,
        keys: &[Key::Down],
        contexts: &[Play],
        label: ids::KEY_HISTORY,
        help: ids::HELP_COMMAND_NEXT,
        footer: 0,
    },
    Binding {
        action: Action::PageUp,
        keys: &[Key::PageUp],
        contexts: &[Play],
        label: ids::KEY_PAGE,
        help: ids::HELP_OUTPUT_UP,
        footer: 4,
    },
    Binding {
        action: Action::PageDown,
        keys: &[Key::PageDown],
        contexts: &[Play],
        label: ids::KEY_PAGE,
        help: ids::HELP_OUTPUT_DOWN,
        footer: 0,
    },
    Binding {
        action: Action::ClearHistory,
        keys: &[Key::Ctrl('l')],
        contexts: &[Play],
        label: ids::KEY_CLEAR,
        help: ids::HELP_CLEAR_OUTPUT,
        footer: 5,
    },
];
