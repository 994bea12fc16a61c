//! The key sets many contexts share: moving, paging, the language, help, going back, and
//! the keys bound everywhere. Which context takes which set is `Ctx::sets`, an exhaustive
//! match, so a new context cannot be forgotten.

use super::{Action, Binding, Key};
use crate::i18n::ids;

/// Up and down a line or an item.
pub static MOVE: &[Binding] = &[
    Binding {
        action: Action::Up,
        keys: &[Key::Up, Key::Char('k')],
        contexts: &[],
        label: ids::KEY_UP_DOWN,
        help: ids::HELP_UP,
        footer: 0,
    },
    Binding {
        action: Action::Down,
        keys: &[Key::Down, Key::Char('j')],
        contexts: &[],
        label: ids::KEY_UP_DOWN,
        help: ids::HELP_DOWN,
        footer: 1,
    },
];

/// The other language.
pub static LANG: &[Binding] = &[Binding {
    action: Action::SwitchLang,
    keys: &[Key::Char('L')],
    contexts: &[],
    label: ids::KEY_LANG,
    help: ids::HELP_LANG,
    // After the keys that answer a question: on a narrow footer those stay.
    footer: 3,
}];

/// The help overlay, on `?`.
pub static HELP: &[Binding] = &[Binding {
    action: Action::Help,
    keys: &[Key::Char('?')],
    contexts: &[],
    label: ids::KEY_HELP,
    help: ids::HELP_HELP,
    footer: 1,
}];

/// The help overlay where `?` is typed into a field.
pub static HELP_F1: &[Binding] = &[Binding {
    action: Action::Help,
    keys: &[Key::F1],
    // Where letters are typed, `?` is a letter too.
    contexts: &[],
    label: ids::KEY_HELP,
    help: ids::HELP_HELP,
    footer: 6,
}];

/// Back to the screen below (Esc or q).
pub static BACK: &[Binding] = &[Binding {
    action: Action::Back,
    keys: &[Key::Esc, Key::Char('q')],
    contexts: &[],
    label: ids::KEY_BACK,
    help: ids::HELP_BACK,
    footer: 1,
}];

/// Back where letters are typed: Esc only.
pub static BACK_ESC: &[Binding] = &[Binding {
    action: Action::Back,
    keys: &[Key::Esc],
    contexts: &[],
    label: ids::KEY_BACK,
    help: ids::HELP_BACK,
    footer: 1,
}];

/// The home screen: leaving latih.
pub static QUIT: &[Binding] = &[Binding {
    action: Action::Quit,
    keys: &[Key::Char('q'), Key::Esc],
    contexts: &[],
    label: ids::KEY_QUIT,
    help: ids::HELP_QUIT,
    footer: 1,
}];

/// A page at a time, the top and the end.
pub static PAGES: &[Binding] = &[
    Binding {
        action: Action::PageDown,
        keys: &[Key::PageDown, Key::Ctrl('d')],
        contexts: &[],
        label: ids::KEY_PAGE,
        help: ids::HELP_PAGE_DOWN,
        footer: 0,
    },
    Binding {
        action: Action::PageUp,
        keys: &[Key::PageUp, Key::Ctrl('u')],
        contexts: &[],
        label: ids::KEY_PAGE,
        help: ids::HELP_PAGE_UP,
        footer: 0,
    },
    Binding {
        action: Action::Top,
        keys: &[Key::Home, Key::Char('g')],
        contexts: &[],
        label: ids::KEY_TOP,
        help: ids::HELP_TOP,
        footer: 0,
    },
    Binding {
        action: Action::Bottom,
        keys: &[Key::End, Key::Char('G')],
        contexts: &[],
        label: ids::KEY_BOTTOM,
        help: ids::HELP_BOTTOM,
        footer: 0,
    },
];

/// Bound in every context but the question before quitting.
pub static EVERYWHERE: &[Binding] = &[Binding {
    action: Action::Quit,
    keys: &[Key::Ctrl('c')],
    contexts: &[],
    label: ids::KEY_QUIT,
    help: ids::HELP_QUIT_ANYWHERE,
    footer: 0,
}];

/// Mouse capture, in the footer where there is text worth selecting.
pub static MOUSE_HINT: &[Binding] = &[Binding {
    action: Action::ToggleMouse,
    keys: &[Key::F2],
    // Where there is text worth copying (SQL, a plan, a sample answer), the footer says
    // how to select it.
    contexts: &[],
    label: ids::KEY_MOUSE,
    help: ids::HELP_MOUSE,
    // Before Tab's completion hint: in Indonesian at 80 columns one of them must go.
    footer: 2,
}];

/// Mouse capture, only in the help overlay.
pub static MOUSE: &[Binding] = &[Binding {
    action: Action::ToggleMouse,
    keys: &[Key::F2],
    // Everywhere else too, only in the help overlay (the binding above comes first).
    contexts: &[],
    label: ids::KEY_MOUSE,
    help: ids::HELP_MOUSE,
    footer: 0,
}];
