//! Terminal events as the model's keys and messages.

use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseEventKind,
};

use crate::app::Msg;
use crate::app::keymap::Key;

/// A terminal key as one of ours; `None` for keys latih does not use.
pub fn key(ev: KeyEvent) -> Option<Key> {
    if ev.kind != KeyEventKind::Press {
        return None;
    }
    let ctrl = ev.modifiers.contains(KeyModifiers::CONTROL);
    Some(match ev.code {
        KeyCode::Char(c) if ctrl => Key::Ctrl(c.to_ascii_lowercase()),
        KeyCode::Char(c) => Key::Char(c),
        KeyCode::Enter => Key::Enter,
        KeyCode::Esc => Key::Esc,
        KeyCode::Tab => Key::Tab,
        KeyCode::BackTab => Key::BackTab,
        KeyCode::Backspace => Key::Backspace,
        KeyCode::Up => Key::Up,
        KeyCode::Down => Key::Down,
        KeyCode::Left => Key::Left,
        KeyCode::Right => Key::Right,
        KeyCode::PageUp => Key::PageUp,
        KeyCode::PageDown => Key::PageDown,
        KeyCode::Home => Key::Home,
        KeyCode::End => Key::End,
        KeyCode::F(1) => Key::F1,
        KeyCode::F(2) => Key::F2,
        _ => return None,
    })
}

pub(super) fn message(ev: Event) -> Option<Msg> {
    match ev {
        Event::Key(k) => key(k).map(Msg::Key),
        Event::Mouse(m) => match m.kind {
            MouseEventKind::ScrollDown => Some(Msg::Wheel(1)),
            MouseEventKind::ScrollUp => Some(Msg::Wheel(-1)),
            _ => None,
        },
        Event::Resize(w, h) => Some(Msg::Resize(w, h)),
        Event::Paste(text) => Some(Msg::Paste(text)),
        _ => None,
    }
}
