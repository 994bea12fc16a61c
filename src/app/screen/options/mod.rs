//! The review options of the course (Anki's preset screen): ↑↓ choose an option, ←→ move
//! it a notch, Enter types a value (read as the command line reads it), `r` puts the
//! default back. Each change applies at once and is kept for the course in the progress
//! file.

pub(crate) mod keys;
pub(crate) mod view;

use super::{Ops, Pasted};
use crate::app::doc::Tone;
use crate::app::keymap::{Action, Ctx, Key};
use crate::app::layout::{Area, Viewport};
use crate::app::page::Page;
use crate::app::scroll::select;
use crate::app::textline::{self, Typed};
use crate::app::{Effect, Go, Model, Screen};
use crate::core::message as m;
use crate::core::options::{Key as Opt, Options, Source};
use crate::core::write::Write;

/// Where the screen is: the option selected, and the value being typed, if any.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct OptionsState {
    pub selected: usize,
    pub editing: Option<String>,
}

/// The longest value typed.
const VALUE_MAX: usize = 120;

pub static OPS: Ops = Ops {
    ctx: |m| match state(m) {
        Some(s) if s.editing.is_some() => Ctx::OptionsEdit,
        _ => Ctx::Options,
    },
    key,
    paste,
    action,
    applies,
    title: |m| {
        (
            format!(" latih · {}", m.i18n.msg(&m::options_title())),
            None,
        )
    },
    page,
    close: super::pop,
    keys: keys::KEYS,
};

fn state(m: &Model) -> Option<&OptionsState> {
    match m.screen() {
        Screen::Options(s) => Some(s),
        _ => None,
    }
}

fn state_mut(m: &mut Model) -> Option<&mut OptionsState> {
    match m.screens.last_mut() {
        Some(Screen::Options(s)) => Some(s),
        _ => None,
    }
}

pub fn open(m: &mut Model) {
    m.screens.push(Screen::Options(OptionsState::default()));
}

fn selected(m: &Model) -> Opt {
    let n = state(m).map_or(0, |s| s.selected);
    Opt::ALL.get(n).copied().unwrap_or(Opt::Retention)
}

/// Typing a value. Returns whether the key was used.
fn key(m: &mut Model, k: Key) -> bool {
    let Some(line) = state_mut(m).and_then(|s| s.editing.as_mut()) else {
        return false;
    };
    match k {
        Key::Char(_) => {
            let typed = textline::edit(line, k, VALUE_MAX);
            m.line_full(typed, VALUE_MAX);
            true
        }
        Key::Backspace => {
            line.pop();
            true
        }
        // As in a shell: the whole line goes.
        Key::Ctrl('u') => {
            line.clear();
            true
        }
        _ => false,
    }
}

fn paste(m: &mut Model, text: &str) -> Pasted {
    match state_mut(m).and_then(|s| s.editing.as_mut()) {
        Some(line) => (textline::paste(line, text, VALUE_MAX), VALUE_MAX),
        None => (Typed::No, 0),
    }
}

fn applies(m: &Model, a: Action) -> bool {
    let key = selected(m);
    match a {
        // Steps are typed: no notch fits every list.
        Action::StepUp | Action::StepDown => {
            !matches!(key, Opt::LearningSteps | Opt::RelearningSteps)
        }
        Action::Reset => m.settings.source(key) != Source::Default,
        _ => true,
    }
}

fn action(m: &mut Model, a: Action) {
    let key = selected(m);
    if state(m).is_some_and(|s| s.editing.is_some()) {
        return edit_action(m, a, key);
    }
    if let Some(s) = state_mut(m)
        && let Some(n) = select(s.selected, Opt::ALL.len(), Opt::ALL.len(), a)
    {
        s.selected = n;
        return;
    }
    match a {
        Action::StepUp | Action::StepDown => {
            let mut o = m.settings.options();
            o.step(key, a == Action::StepUp);
            keep(m, key, &o);
        }
        Action::Edit => {
            let text = view::shown(m, &m.settings.options(), key);
            if let Some(s) = state_mut(m) {
                s.editing = Some(text);
            }
        }
        Action::Reset => {
            let mut o = m.settings.options();
            let defaults = Options::default();
            if o.set(key, &defaults.text(key), crate::core::lang::Lang::En)
                .is_ok()
            {
                apply(m, key, &o, None);
            }
        }
        Action::Back => m.go(Go::Back),
        _ => {}
    }
}

/// Enter keeps the value typed (or says why it cannot); Esc leaves it as it was.
fn edit_action(m: &mut Model, a: Action, key: Opt) {
    match a {
        Action::Submit => {
            let text = state(m).and_then(|s| s.editing.clone()).unwrap_or_default();
            let mut o = m.settings.options();
            match o.set(key, &text, m.lang()) {
                Ok(()) => {
                    if let Some(s) = state_mut(m) {
                        s.editing = None;
                    }
                    keep(m, key, &o);
                }
                Err(e) => m.flash = Some(e.message(&m.i18n)),
            }
        }
        Action::Back => {
            if let Some(s) = state_mut(m) {
                s.editing = None;
            }
        }
        _ => {}
    }
}

/// An option changed: used from now on and kept for the course.
fn keep(m: &mut Model, key: Opt, o: &Options) {
    apply(m, key, o, Some(o.text(key)));
}

fn apply(m: &mut Model, key: Opt, o: &Options, kept: Option<String>) {
    if let Err(e) = m.settings.set_options(o) {
        m.flash = Some(e.to_string());
        return;
    }
    m.clock = m.clock.starting_at(m.settings.day_start_hour);
    let source = if kept.is_some() {
        Source::Kept
    } else {
        Source::Default
    };
    m.settings.sources.insert(key, source);
    let option = m.i18n.msg(&key.label());
    let value = view::shown(m, o, key);
    let said = if kept.is_some() {
        m::OptionsKept { option, value }.into()
    } else {
        m::OptionsDefault { option, value }.into()
    };
    m.flash = Some(m.i18n.msg(&said));
    m.effects.push(Effect::Store(Write::SaveOption {
        key: key.name().to_string(),
        value: kept,
        at: m.clock.now,
    }));
}

fn page(m: &Model, v: &Viewport) -> Page {
    let mut p = Page::default();
    let Some(s) = state(m) else { return p };
    let col = v.column;
    let note = m.i18n.msg(&m::options_note());
    let mut doc = crate::app::doc::Doc::default();
    doc.para(
        crate::core::lesson::Part::Title,
        (&[], &[]),
        &[crate::app::doc::span(note, Tone::Muted)],
        usize::from(col.w),
    );
    doc.blank();
    let head = u16::try_from(doc.rows.len()).unwrap_or(2);
    p.rows(col, doc.rows, 0);
    let list = Area::new(col.x, col.y + head, col.w, col.h.saturating_sub(head));
    let rows = view::rows(
        m,
        Some(s.selected),
        s.editing.as_deref(),
        usize::from(list.w),
    );
    p.rows(list, rows, 0);
    p
}
