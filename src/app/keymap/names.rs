//! How keys are written in the footer and the help overlay, in the learner's language.

use super::context::Binding;
use super::key::{Action, Key};
use crate::core::message as m;
use crate::i18n::I18n;

/// How a key is written in the footer and help: `j`, `Enter`, `Spasi`, `Ctrl-c`.
pub fn key_name(i18n: &I18n, key: Key) -> String {
    match key {
        Key::Char(' ') => i18n.msg(&m::keyname_space()),
        Key::Char(c) => c.to_string(),
        Key::Ctrl(c) => format!("Ctrl-{c}"),
        Key::Enter => "Enter".to_string(),
        Key::Esc => "Esc".to_string(),
        Key::Tab => "Tab".to_string(),
        Key::BackTab => "Shift-Tab".to_string(),
        Key::Backspace => "Backspace".to_string(),
        Key::Up => "↑".to_string(),
        Key::Down => "↓".to_string(),
        Key::Left => "←".to_string(),
        Key::Right => "→".to_string(),
        Key::PageUp => "PgUp".to_string(),
        Key::PageDown => "PgDn".to_string(),
        Key::Home => "Home".to_string(),
        Key::End => "End".to_string(),
        Key::F1 => "F1".to_string(),
        Key::F2 => "F2".to_string(),
    }
}

/// The keys of a binding joined for display: `↓/j`. In the footer (`compact`) the up and
/// down bindings share one `↑↓` hint.
pub fn keys_label(i18n: &I18n, b: &Binding, compact: bool) -> String {
    if compact && (b.label)() == m::key_up_down() {
        return "↑↓".to_string();
    }
    if compact && (b.label)() == m::key_step() {
        return "←→".to_string();
    }
    if b.action == Action::Pick {
        return "1–9".to_string();
    }
    b.keys
        .iter()
        .map(|k| key_name(i18n, *k))
        .collect::<Vec<_>>()
        .join("/")
}
