//! The stats keys, in the order the footer shows them (shared sets come from the keymap).

use crate::app::keymap::{Action, Binding, Ctx::*, Key};
use crate::i18n::ids;

pub static KEYS: &[Binding] = &[Binding {
    action: Action::Optimize,
    keys: &[Key::Char('o')],
    contexts: &[Stats],
    label: ids::KEY_OPTIMIZE,
    help: ids::HELP_OPTIMIZE,
    footer: 2,
}];
