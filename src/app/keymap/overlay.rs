//! The overlay keys, in the order the footer shows them (shared sets come from the keymap).

use crate::app::keymap::{Action, Binding, Ctx::*, Key};
use crate::i18n::ids;

pub static KEYS: &[Binding] = &[
    Binding {
        action: Action::Retry,
        keys: &[Key::Char('r'), Key::Enter],
        contexts: &[Unsaved],
        label: ids::KEY_RETRY,
        help: ids::HELP_RETRY,
        footer: 1,
    },
    Binding {
        action: Action::QuitAnyway,
        keys: &[Key::Char('q'), Key::Ctrl('c')],
        contexts: &[Unsaved],
        label: ids::KEY_QUIT_ANYWAY,
        help: ids::HELP_QUIT_ANYWAY,
        footer: 2,
    },
    Binding {
        action: Action::Back,
        keys: &[Key::Esc],
        contexts: &[Unsaved],
        label: ids::KEY_STAY,
        help: ids::HELP_STAY,
        footer: 3,
    },
    Binding {
        action: Action::Open,
        keys: &[Key::Enter],
        contexts: &[Contents],
        label: ids::KEY_OPEN,
        help: ids::HELP_OPEN,
        footer: 2,
    },
];
