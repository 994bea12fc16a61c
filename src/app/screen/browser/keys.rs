//! The question browser's keys, in the order the footer shows them (shared sets come from
//! the keymap).

use crate::app::keymap::{Action, Binding, Ctx::*, Key};
use crate::core::message as m;

pub static KEYS: &[Binding] = &[
    Binding {
        action: Action::Open,
        keys: &[Key::Enter],
        contexts: &[Browser],
        label: m::key_open,
        help: m::help_browser_open,
        footer: 2,
    },
    Binding {
        action: Action::Open,
        keys: &[Key::Enter],
        contexts: &[BrowserSearch],
        label: m::key_search_done,
        help: m::help_browser_search_done,
        footer: 2,
    },
    Binding {
        action: Action::Suspend,
        keys: &[Key::Char('s')],
        contexts: &[Browser, BrowserDetail],
        label: m::key_suspend,
        help: m::help_suspend,
        footer: 3,
    },
    Binding {
        action: Action::Bury,
        keys: &[Key::Char('b')],
        contexts: &[Browser, BrowserDetail],
        label: m::key_bury,
        help: m::help_bury,
        footer: 4,
    },
    Binding {
        action: Action::Search,
        keys: &[Key::Char('/')],
        contexts: &[Browser],
        label: m::key_search,
        help: m::help_browser_search,
        footer: 5,
    },
    Binding {
        action: Action::FilterState,
        keys: &[Key::Char('f')],
        contexts: &[Browser],
        label: m::key_filter,
        help: m::help_browser_filter,
        footer: 6,
    },
    Binding {
        action: Action::FilterLesson,
        keys: &[Key::Char('l')],
        contexts: &[Browser],
        label: m::key_lesson_filter,
        help: m::help_browser_lesson,
        footer: 8,
    },
    Binding {
        action: Action::SortNext,
        keys: &[Key::Char('o')],
        contexts: &[Browser],
        label: m::key_sort,
        help: m::help_browser_sort,
        footer: 7,
    },
    Binding {
        action: Action::SortReverse,
        keys: &[Key::Char('O')],
        contexts: &[Browser],
        label: m::key_sort,
        help: m::help_browser_reverse,
        footer: 0,
    },
    Binding {
        action: Action::PractiseOne,
        keys: &[Key::Char('p')],
        contexts: &[Browser, BrowserDetail],
        label: m::key_practise,
        help: m::help_browser_practise,
        footer: 9,
    },
    Binding {
        action: Action::ResetItem,
        keys: &[Key::Char('R')],
        contexts: &[Browser, BrowserDetail],
        label: m::key_reset_item,
        help: m::help_browser_reset,
        footer: 0,
    },
];
