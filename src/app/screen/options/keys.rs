//! The options screen's keys, in the order the footer shows them (shared sets come from the
//! keymap).

use crate::app::keymap::{Action, Binding, Ctx::*, Key};
use crate::core::message as m;

pub static KEYS: &[Binding] = &[
    Binding {
        action: Action::StepDown,
        keys: &[Key::Left, Key::Char('h')],
        contexts: &[Options],
        label: m::key_step,
        help: m::help_option_down,
        footer: 1,
    },
    Binding {
        action: Action::StepUp,
        keys: &[Key::Right, Key::Char('l')],
        contexts: &[Options],
        label: m::key_step,
        help: m::help_option_up,
        footer: 1,
    },
    Binding {
        action: Action::Edit,
        keys: &[Key::Enter],
        contexts: &[Options],
        label: m::key_edit,
        help: m::help_option_edit,
        footer: 1,
    },
    Binding {
        action: Action::Reset,
        keys: &[Key::Char('r')],
        contexts: &[Options],
        label: m::key_option_default,
        help: m::help_option_default,
        footer: 2,
    },
    Binding {
        action: Action::Submit,
        keys: &[Key::Enter],
        contexts: &[OptionsEdit],
        label: m::key_set,
        help: m::help_option_set,
        footer: 1,
    },
    Binding {
        action: Action::Back,
        keys: &[Key::Esc],
        contexts: &[OptionsEdit],
        label: m::key_cancel,
        help: m::help_cancel_edit,
        footer: 1,
    },
];
