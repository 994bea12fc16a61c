//! The drill keys, in the order the footer shows them (shared sets come from the keymap).

use crate::app::keymap::{Action, Binding, Ctx::*, Key};
use crate::i18n::ids;

pub static KEYS: &[Binding] = &[
    Binding {
        action: Action::Open,
        keys: &[Key::Enter],
        contexts: &[DrillPrompt],
        label: ids::KEY_START_CLOCK,
        help: ids::HELP_START_CLOCK,
        footer: 1,
    },
    Binding {
        action: Action::Open,
        keys: &[Key::Enter],
        contexts: &[DrillTimer],
        label: ids::KEY_DONE_SPEAKING,
        help: ids::HELP_DONE_SPEAKING,
        footer: 1,
    },
    Binding {
        action: Action::Toggle,
        keys: &[Key::Char(' ')],
        contexts: &[DrillTimer],
        label: ids::KEY_PAUSE,
        help: ids::HELP_PAUSE,
        footer: 1,
    },
    Binding {
        action: Action::Back,
        keys: &[Key::Esc],
        contexts: &[DrillTimer, DrillCheck],
        label: ids::KEY_ABANDON,
        help: ids::HELP_ABANDON,
        footer: 2,
    },
    Binding {
        action: Action::Open,
        keys: &[Key::Enter],
        contexts: &[DrillSample],
        label: ids::KEY_TO_CHECKLIST,
        help: ids::HELP_TO_CHECKLIST,
        footer: 1,
    },
    Binding {
        action: Action::Toggle,
        keys: &[Key::Char(' ')],
        contexts: &[DrillCheck],
        label: ids::KEY_TOGGLE,
        help: ids::HELP_TICK_POINT,
        footer: 1,
    },
    Binding {
        action: Action::Open,
        keys: &[Key::Enter],
        contexts: &[DrillCheck],
        label: ids::KEY_DONE_SPEAKING,
        help: ids::HELP_CHECKLIST_DONE,
        footer: 1,
    },
    Binding {
        action: Action::Open,
        keys: &[Key::Enter],
        contexts: &[DrillResult],
        label: ids::KEY_FINISH,
        help: ids::HELP_FINISH,
        footer: 1,
    },
];
