//! The reader keys, in the order the footer shows them (shared sets come from the keymap).

use crate::app::keymap::{Action, Binding, Ctx::*, Key};
use crate::core::message as m;

pub static KEYS: &[Binding] = &[
    Binding {
        action: Action::Open,
        keys: &[Key::Enter],
        contexts: &[Reader],
        label: m::key_open,
        help: m::help_open,
        footer: 2,
    },
    Binding {
        action: Action::Reveal,
        keys: &[Key::Char(' ')],
        contexts: &[Reader],
        label: m::key_reveal,
        help: m::help_reveal,
        footer: 2,
    },
    Binding {
        action: Action::Hint,
        keys: &[Key::Char('h')],
        contexts: &[Reader],
        label: m::key_hint,
        help: m::help_hint,
        footer: 2,
    },
    // The same key once the answer is shown: the footer says what it does now.
    Binding {
        action: Action::HideAnswer,
        keys: &[Key::Char(' ')],
        contexts: &[Reader],
        label: m::key_hide_answer,
        help: m::help_hide_answer,
        footer: 2,
    },
    Binding {
        action: Action::NextItem,
        keys: &[Key::Tab],
        contexts: &[Reader],
        label: m::key_next_item,
        help: m::help_next_item,
        footer: 3,
    },
    Binding {
        action: Action::PrevItem,
        keys: &[Key::BackTab],
        contexts: &[Reader],
        label: m::key_prev_item,
        help: m::help_prev_item,
        footer: 0,
    },
    Binding {
        action: Action::LessonQuiz,
        keys: &[Key::Char('z')],
        contexts: &[Reader],
        label: m::key_lesson_quiz,
        help: m::help_lesson_quiz,
        footer: 5,
    },
    Binding {
        action: Action::RevealAll,
        keys: &[Key::Char('a')],
        contexts: &[Reader],
        label: m::key_reveal_all,
        help: m::help_reveal_all,
        footer: 6,
    },
    Binding {
        action: Action::Contents,
        keys: &[Key::Char('t')],
        contexts: &[Reader],
        label: m::key_contents,
        help: m::help_contents,
        footer: 5,
    },
    Binding {
        action: Action::Search,
        keys: &[Key::Char('/')],
        contexts: &[Reader],
        label: m::key_search,
        help: m::help_search,
        footer: 4,
    },
    Binding {
        action: Action::CopyCode,
        keys: &[Key::Char('y')],
        contexts: &[Reader],
        label: m::key_copy_code,
        help: m::help_copy_code,
        footer: 6,
    },
    Binding {
        action: Action::NextTerm,
        keys: &[Key::Char('i')],
        contexts: &[Reader],
        label: m::key_next_term,
        help: m::help_next_term,
        footer: 4,
    },
    Binding {
        action: Action::PrevTerm,
        keys: &[Key::Char('I')],
        contexts: &[Reader],
        label: m::key_prev_term,
        help: m::help_prev_term,
        footer: 0,
    },
    Binding {
        action: Action::NextLesson,
        keys: &[Key::Char('n')],
        contexts: &[Reader],
        label: m::key_next_lesson,
        help: m::help_next_lesson,
        footer: 0,
    },
    Binding {
        action: Action::PrevLesson,
        keys: &[Key::Char('p')],
        contexts: &[Reader],
        label: m::key_prev_lesson,
        help: m::help_prev_lesson,
        footer: 0,
    },
    Binding {
        action: Action::ToggleDone,
        keys: &[Key::Char('d')],
        contexts: &[Reader],
        label: m::key_done,
        help: m::help_done,
        footer: 0,
    },
];

/// The reader's keys that a narrow footer leaves out, as one line the lesson's header shows
/// (`t contents · z practise · n next lesson ...`), so they are found without `?`.
pub fn more_keys(i18n: &crate::i18n::I18n) -> String {
    let shown = |b: &&Binding| {
        b.footer >= 4
            || matches!(
                b.action,
                Action::NextLesson | Action::PrevLesson | Action::ToggleDone
            )
    };
    let keys: Vec<String> = (KEYS.iter().filter(shown))
        .map(|b| {
            let key = crate::app::keymap::keys_label(i18n, b, true);
            format!("{key} {}", i18n.msg(&(b.label)()))
        })
        .collect();
    i18n.msg(&m::reader_keys(keys.join(" · ")))
}
