//! The play keys, in the order the footer shows them (shared sets come from the keymap).

use crate::app::keymap::{Action, Binding, Ctx::*, Key};
use crate::core::message as m;

pub static KEYS: &[Binding] = &[
    // First, so Ctrl-c stops the command instead of leaving latih.
    Binding {
        action: Action::Stop,
        keys: &[Key::Esc, Key::Ctrl('c')],
        contexts: &[ConsoleRunning],
        label: m::key_stop,
        help: m::help_console_stop,
        footer: 1,
    },
    // Leaving while a command runs: it goes on, and its result is there on coming back.
    Binding {
        action: Action::Back,
        keys: &[Key::Ctrl('d')],
        contexts: &[ConsoleRunning],
        label: m::key_leave,
        help: m::help_console_leave,
        footer: 2,
    },
    Binding {
        action: Action::Submit,
        keys: &[Key::Enter],
        contexts: &[Console, ConsoleRunning],
        label: m::key_run,
        help: m::help_console_run,
        footer: 1,
    },
    Binding {
        action: Action::NextItem,
        keys: &[Key::Tab],
        contexts: &[Console, ConsoleRunning],
        label: m::key_complete,
        help: m::help_complete,
        footer: 3,
    },
    Binding {
        action: Action::Up,
        keys: &[Key::Up],
        contexts: &[Console, ConsoleRunning],
        label: m::key_history,
        help: m::help_command_prev,
        footer: 2,
    },
    Binding {
        action: Action::Down,
        keys: &[Key::Down],
        contexts: &[Console, ConsoleRunning],
        label: m::key_history,
        help: m::help_command_next,
        footer: 0,
    },
    Binding {
        action: Action::PageUp,
        keys: &[Key::PageUp],
        contexts: &[Console, ConsoleRunning],
        label: m::key_page,
        help: m::help_output_up,
        footer: 4,
    },
    Binding {
        action: Action::PageDown,
        keys: &[Key::PageDown],
        contexts: &[Console, ConsoleRunning],
        label: m::key_page,
        help: m::help_output_down,
        footer: 0,
    },
    Binding {
        action: Action::Top,
        keys: &[Key::Home],
        contexts: &[Console, ConsoleRunning],
        label: m::key_top,
        help: m::help_top,
        footer: 0,
    },
    Binding {
        action: Action::Bottom,
        keys: &[Key::End],
        contexts: &[Console, ConsoleRunning],
        label: m::key_bottom,
        help: m::help_bottom,
        footer: 0,
    },
    Binding {
        action: Action::ClearHistory,
        keys: &[Key::Ctrl('l')],
        contexts: &[Console, ConsoleRunning],
        label: m::key_clear,
        help: m::help_console_clear,
        footer: 5,
    },
];
