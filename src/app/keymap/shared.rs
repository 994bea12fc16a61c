//! The key sets many contexts share: moving, paging, the language, help, going back, and
//! the keys bound everywhere. Which context takes which set is `Ctx::sets`, an exhaustive
//! match, so a new context cannot be forgotten.

use super::context::Binding;
use super::key::{Action, Key};
use crate::core::message as m;

/// Up and down a line or an item.
pub static MOVE: &[Binding] = &[
    Binding {
        action: Action::Up,
        keys: &[Key::Up, Key::Char('k')],
        contexts: &[],
        label: m::key_up_down,
        help: m::help_up,
        footer: 0,
    },
    Binding {
        action: Action::Down,
        keys: &[Key::Down, Key::Char('j')],
        contexts: &[],
        label: m::key_up_down,
        help: m::help_down,
        footer: 1,
    },
];

/// The other language.
pub static LANG: &[Binding] = &[Binding {
    action: Action::SwitchLang,
    keys: &[Key::Char('L')],
    contexts: &[],
    label: m::key_lang,
    help: m::help_lang,
    // After the keys that answer a question: on a narrow footer those stay.
    footer: 3,
}];

/// The help overlay, on `?`.
pub static HELP: &[Binding] = &[Binding {
    action: Action::Help,
    keys: &[Key::Char('?')],
    contexts: &[],
    label: m::key_help,
    help: m::help_help,
    footer: 1,
}];

/// The help overlay where `?` is typed into a field.
pub static HELP_F1: &[Binding] = &[Binding {
    action: Action::Help,
    keys: &[Key::F1],
    // Where letters are typed, `?` is a letter too.
    contexts: &[],
    label: m::key_help,
    help: m::help_help,
    footer: 6,
}];

/// Back to the screen below (Esc or q).
pub static BACK: &[Binding] = &[Binding {
    action: Action::Back,
    keys: &[Key::Esc, Key::Char('q')],
    contexts: &[],
    label: m::key_back,
    help: m::help_back,
    footer: 1,
}];

/// Back where letters are typed: Esc only.
pub static BACK_ESC: &[Binding] = &[Binding {
    action: Action::Back,
    keys: &[Key::Esc],
    contexts: &[],
    label: m::key_back,
    help: m::help_back,
    footer: 1,
}];

/// The home screen: leaving latih. Not Esc: pressed once too often on the way back from a
/// lesson, it would end the session.
pub static QUIT: &[Binding] = &[Binding {
    action: Action::Quit,
    keys: &[Key::Char('q')],
    contexts: &[],
    label: m::key_quit,
    help: m::help_quit,
    footer: 1,
}];

/// A page at a time, the top and the end.
pub static PAGES: &[Binding] = &[
    Binding {
        action: Action::PageDown,
        keys: &[Key::PageDown, Key::Ctrl('d')],
        contexts: &[],
        label: m::key_page,
        help: m::help_page_down,
        footer: 0,
    },
    Binding {
        action: Action::PageUp,
        keys: &[Key::PageUp, Key::Ctrl('u')],
        contexts: &[],
        label: m::key_page,
        help: m::help_page_up,
        footer: 0,
    },
    Binding {
        action: Action::Top,
        keys: &[Key::Home, Key::Char('g')],
        contexts: &[],
        label: m::key_top,
        help: m::help_top,
        footer: 0,
    },
    Binding {
        action: Action::Bottom,
        keys: &[Key::End, Key::Char('G')],
        contexts: &[],
        label: m::key_bottom,
        help: m::help_bottom,
        footer: 0,
    },
];

/// Bound in every context but the question before quitting.
pub static EVERYWHERE: &[Binding] = &[Binding {
    action: Action::Quit,
    keys: &[Key::Ctrl('c')],
    contexts: &[],
    label: m::key_quit,
    help: m::help_quit_anywhere,
    footer: 0,
}];

/// Mouse capture, in the footer where there is text worth selecting.
pub static MOUSE_HINT: &[Binding] = &[Binding {
    action: Action::ToggleMouse,
    keys: &[Key::F2],
    // Where there is text worth copying (SQL, a plan, a sample answer), the footer says
    // how to select it.
    contexts: &[],
    label: m::key_mouse,
    help: m::help_mouse,
    // Before Tab's completion hint: in Indonesian at 80 columns one of them must go.
    footer: 2,
}];

/// Mouse capture, only in the help overlay.
pub static MOUSE: &[Binding] = &[Binding {
    action: Action::ToggleMouse,
    keys: &[Key::F2],
    // Everywhere else too, only in the help overlay (the binding above comes first).
    contexts: &[],
    label: m::key_mouse,
    help: m::help_mouse,
    footer: 0,
}];
