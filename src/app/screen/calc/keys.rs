//! The calc keys, in the order the footer shows them (shared sets come from the keymap).

use crate::app::keymap::{Action, Binding, Ctx::*, Key};
use crate::i18n::ids;

pub static KEYS: &[Binding] = &[
    Binding {
        action: Action::StepDown,
        keys: &[Key::Left, Key::Char('h')],
        contexts: &[Calc],
        label: ids::KEY_STEP,
        help: ids::HELP_STEP_DOWN,
        footer: 1,
    },
    Binding {
        action: Action::StepUp,
        keys: &[Key::Right, Key::Char('l')],
        contexts: &[Calc],
        label: ids::KEY_STEP,
        help: ids::HELP_STEP_UP,
        footer: 1,
    },
    Binding {
        action: Action::Edit,
        keys: &[Key::Enter],
        contexts: &[Calc],
        label: ids::KEY_EDIT,
        help: ids::HELP_EDIT,
        footer: 1,
    },
    Binding {
        action: Action::Reset,
        keys: &[Key::Char('r')],
        contexts: &[Calc],
        label: ids::KEY_RESET,
        help: ids::HELP_RESET,
        footer: 2,
    },
    Binding {
        action: Action::Submit,
        keys: &[Key::Enter],
        contexts: &[CalcEdit],
        label: ids::KEY_SET,
        help: ids::HELP_SET,
        footer: 1,
    },
    Binding {
        action: Action::Back,
        keys: &[Key::Esc],
        contexts: &[CalcEdit],
        label: ids::KEY_CANCEL,
        help: ids::HELP_CANCEL_EDIT,
        footer: 1,
    },
];
