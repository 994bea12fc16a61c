//! The search keys, in the order the footer shows them (shared sets come from the keymap).

use crate::app::keymap::{Action, Binding, Ctx::*, Key};
use crate::i18n::ids;

pub static KEYS: &[Binding] = &[Binding {
    action: Action::Open,
    keys: &[Key::Enter],
    contexts: &[Search],
    label: ids::KEY_OPEN,
    help: ids::HELP_OPEN,
    footer: 2,
}];
