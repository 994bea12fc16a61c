//! The review options of the course (Anki's preset screen): ↑↓ choose an option, ←→ move
//! it a notch, Enter types a value (read as the command line reads it), `r` puts the
//! default back. Each change applies at once and is kept for the course in the progress
//! file.

pub(crate) mod keys;
use crate::app::render::options as view;

use super::{Ops, Pasted};
use crate::app::doc::Tone;
use crate::app::keymap::{Action, Binding, Ctx, Key};
use crate::app::layout::{Area, Viewport};
use crate::app::page::Page;
use crate::app::scroll::select;
use crate::app::textline::{self, Typed};
use crate::app::{Cx, Effect, Go};
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

impl Ops for OptionsState {
    fn ctx(&self, _cx: &Cx) -> Ctx {
        match self.editing {
            Some(_) => Ctx::OptionsEdit,
            None => Ctx::Options,
        }
    }

    fn keys(&self) -> &'static [Binding] {
        keys::KEYS
    }

    fn title(&self, cx: &Cx) -> (String, Option<String>) {
        let title = cx.i18n.msg(&m::options_title());
        (format!(" latih · {title}"), None)
    }

    /// Typing a value. Returns whether the key was used.
    fn key(&mut self, cx: &mut Cx, k: Key) -> bool {
        let Some(line) = self.editing.as_mut() else {
            return false;
        };
        match k {
            Key::Char(_) => {
                let typed = textline::edit(line, k, VALUE_MAX);
                cx.line_full(typed, VALUE_MAX);
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

    fn paste(&mut self, _cx: &mut Cx, text: &str) -> Pasted {
        match self.editing.as_mut() {
            Some(line) => (textline::paste(line, text, VALUE_MAX), VALUE_MAX),
            None => (Typed::No, 0),
        }
    }

    fn applies(&self, cx: &Cx, a: Action) -> bool {
        let key = self.option();
        match a {
            // Steps are typed: no notch fits every list.
            Action::StepUp | Action::StepDown => {
                !matches!(key, Opt::LearningSteps | Opt::RelearningSteps)
            }
            Action::Reset => cx.settings.source(key) != Source::Default,
            _ => true,
        }
    }

    fn action(&mut self, cx: &mut Cx, a: Action) {
        let key = self.option();
        if self.editing.is_some() {
            return self.edit_action(cx, a, key);
        }
        if let Some(n) = select(self.selected, Opt::ALL.len(), Opt::ALL.len(), a) {
            self.selected = n;
            return;
        }
        match a {
            Action::StepUp | Action::StepDown => {
                let mut o = cx.settings.options();
                o.step(key, a == Action::StepUp);
                keep(cx, key, &o);
            }
            Action::Edit => self.editing = Some(view::shown(cx, &cx.settings.options(), key)),
            Action::Reset => {
                let mut o = cx.settings.options();
                let defaults = Options::default();
                if o.set(key, &defaults.text(key), crate::core::lang::Lang::En)
                    .is_ok()
                {
                    apply(cx, key, &o, None);
                }
            }
            Action::Back => cx.go(Go::Back),
            _ => {}
        }
    }

    fn page(&self, cx: &Cx, v: &Viewport) -> Page {
        let mut p = Page::default();
        let col = v.column;
        let note = cx.i18n.msg(&m::options_note());
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
            cx,
            Some(self.selected),
            self.editing.as_deref(),
            usize::from(list.w),
        );
        p.rows(list, rows, 0);
        p
    }
}

impl OptionsState {
    fn option(&self) -> Opt {
        Opt::ALL
            .get(self.selected)
            .copied()
            .unwrap_or(Opt::Retention)
    }

    /// Enter keeps the value typed (or says why it cannot); Esc leaves it as it was.
    fn edit_action(&mut self, cx: &mut Cx, a: Action, key: Opt) {
        match a {
            Action::Submit => {
                let text = self.editing.clone().unwrap_or_default();
                let mut o = cx.settings.options();
                match o.set(key, &text, cx.lang()) {
                    Ok(()) => {
                        self.editing = None;
                        keep(cx, key, &o);
                    }
                    Err(e) => cx.flash = Some(e.message(&cx.i18n)),
                }
            }
            Action::Back => self.editing = None,
            _ => {}
        }
    }
}

/// An option changed: used from now on and kept for the course.
fn keep(cx: &mut Cx, key: Opt, o: &Options) {
    apply(cx, key, o, Some(o.text(key)));
}

fn apply(cx: &mut Cx, key: Opt, o: &Options, kept: Option<String>) {
    if let Err(e) = cx.settings.set_options(o) {
        cx.flash = Some(e.to_string());
        return;
    }
    cx.clock = cx.clock.starting_at(cx.settings.day_start_hour);
    let source = if kept.is_some() {
        Source::Kept
    } else {
        Source::Default
    };
    cx.settings.sources.insert(key, source);
    let option = cx.i18n.msg(&key.label());
    let value = view::shown(cx, o, key);
    let said = if kept.is_some() {
        m::OptionsKept { option, value }.into()
    } else {
        m::OptionsDefault { option, value }.into()
    };
    cx.flash = Some(cx.i18n.msg(&said));
    cx.effects.push(Effect::Store(Write::SaveOption {
        key: key.name().to_string(),
        value: kept,
        at: cx.clock.now,
    }));
}
