//! The calc keys, in the order the footer shows them (shared sets come from the keymap).

use crate::app::keymap::{Action, Binding, Ctx::*, Key};
use crate::core::message as m;

pub static KEYS: &[Binding] = &[
    Binding {
        action: Action::StepDown,
        keys: &[Key::Left, Key::Char('h')],
        contexts: &[Calc],
        label: m::key_step,
        help: m::help_step_down,
        footer: 1,
    },
    Binding {
        action: Action::StepUp,
        keys: &[Key::Right, Key::Char('l')],
        contexts: &[Calc],
        label: m::key_step,
        help: m::help_step_up,
        footer: 1,
    },
    Binding {
        action: Action::Edit,
        keys: &[Key::Enter],
        contexts: &[Calc],
        label: m::key_edit,
        help: m::help_edit,
        footer: 1,
    },
    Binding {
        action: Action::Reset,
        keys: &[Key::Char('r')],
        contexts: &[Calc],
        label: m::key_reset,
        help: m::help_reset,
        footer: 2,
    },
    Binding {
        action: Action::Submit,
        keys: &[Key::Enter],
        contexts: &[CalcEdit],
        label: m::key_set,
        help: m::help_set,
        footer: 1,
    },
    Binding {
        action: Action::Back,
        keys: &[Key::Esc],
        contexts: &[CalcEdit],
        label: m::key_cancel,
        help: m::help_cancel_edit,
        footer: 1,
    },
];
