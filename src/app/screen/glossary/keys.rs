//! The glossary keys, in the order the footer shows them (shared sets come from the keymap).

use crate::app::keymap::{Action, Binding, Ctx::*, Key};
use crate::core::message as m;

pub static KEYS: &[Binding] = &[
    Binding {
        action: Action::Open,
        keys: &[Key::Enter],
        contexts: &[Glossary, GlossaryEntry],
        label: m::key_open,
        help: m::help_open,
        footer: 2,
    },
    Binding {
        action: Action::NextItem,
        keys: &[Key::Tab],
        contexts: &[GlossaryEntry],
        label: m::key_next_item,
        help: m::help_glossary_next,
        footer: 3,
    },
    Binding {
        action: Action::PrevItem,
        keys: &[Key::BackTab],
        contexts: &[GlossaryEntry],
        label: m::key_prev_item,
        help: m::help_glossary_prev,
        footer: 0,
    },
];
