//! The search keys, in the order the footer shows them (shared sets come from the keymap).

use crate::app::keymap::{Action, Binding, Ctx::*, Key};
use crate::core::message as m;

pub static KEYS: &[Binding] = &[Binding {
    action: Action::Open,
    keys: &[Key::Enter],
    contexts: &[Search],
    label: m::key_open,
    help: m::help_open,
    footer: 2,
}];
