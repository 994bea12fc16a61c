//! The overlays over a screen: the help (every key of the screen beneath), a lesson's
//! table of contents, and the question asked before quitting with answers unwritten.

use super::cx::Overlay;
use super::doc::{Doc, Row, Tone, span};
use super::keymap::{self, Action, Ctx};
use super::layout::Viewport;
use super::model::Model;
use super::msg::Effect;
use super::page::{Page, Piece};
use super::render::lesson::contents::contents_rows;
use super::screen::Screen;
use super::scroll::{Scroll, select};
use crate::core::lang::Lang;
use crate::core::lesson::Part;
use crate::core::message as m;
use crate::core::wrap;
use crate::i18n::I18n;

pub fn action(model: &mut Model, a: Action) {
    match model.overlay {
        Some(Overlay::Help { .. }) => help(model, a),
        Some(Overlay::Contents { .. }) => contents(model, a),
        Some(Overlay::Unsaved { .. }) => unsaved(model, a),
        None => {}
    }
}

/// The question asked before quitting with answers that could not be written.
fn unsaved(model: &mut Model, a: Action) {
    match a {
        Action::Retry => model.effects.push(Effect::RetryWrites),
        Action::QuitAnyway => {
            model.overlay = None;
            model.discard_unsaved = true;
            model.quit = true;
        }
        Action::Back => model.overlay = None,
        _ => {}
    }
}

fn help_scroll(model: &Model, v: &Viewport, top: usize) -> Scroll {
    let len = help_rows(model, usize::from(v.overlay_inner.w)).len();
    Scroll::new(top, len, usize::from(v.overlay_inner.h))
}

fn help(model: &mut Model, a: Action) {
    let Some(Overlay::Help { top }) = model.overlay else {
        return;
    };
    let scroll = help_scroll(model, &model.viewport(), top);
    if let Some(t) = scroll.moved(a) {
        model.overlay = Some(Overlay::Help { top: t });
    } else if matches!(a, Action::Back | Action::Help) {
        model.overlay = None;
    }
}

/// The language changed: an open table of contents reads in the new one.
pub fn relang(model: &mut Model) {
    if let Some(Overlay::Contents { entries, .. }) = &mut model.cx.overlay
        && let Some(Screen::Reader(r)) = model.screens.last()
        && let Some(lesson) = model.cx.course.lesson(&r.lesson)
    {
        *entries =
            super::render::lesson::contents::contents(&model.cx.i18n, &model.cx.course, lesson);
    }
}

fn contents(model: &mut Model, a: Action) {
    let Some(Overlay::Contents { entries, selected }) = &mut model.overlay else {
        return;
    };
    if let Some(s) = select(*selected, entries.len(), 5, a) {
        *selected = s;
        return;
    }
    match a {
        Action::Open => {
            let part = entries.get(*selected).map(|(_, p)| *p);
            model.overlay = None;
            if let (Some(part), Some(Screen::Reader(r))) = (part, model.screens.last_mut()) {
                r.scroll_to(part);
            }
        }
        Action::Back => model.overlay = None,
        _ => {}
    }
}

/// The overlay's frame, its title and its rows scrolled, with arrows on the frame where
/// there is more.
pub fn page(model: &Model, o: &Overlay, v: &Viewport) -> Page {
    let mut p = Page::default();
    let area = v.overlay;
    if area.w < 4 || area.h < 3 {
        return p;
    }
    let inner = v.overlay_inner;
    let width = usize::from(inner.w);
    let (title, rows, top) = match o {
        Overlay::Help { top } => {
            let top = help_scroll(model, v, *top).clamped();
            (
                model.i18n.msg(&m::help_title()),
                help_rows(model, width),
                top,
            )
        }
        Overlay::Contents { entries, selected } => {
            let rows = contents_rows(entries, *selected, width);
            let top = (selected + 1).saturating_sub(usize::from(inner.h));
            (model.i18n.msg(&m::contents_title()), rows, top)
        }
        Overlay::Unsaved { detail } => {
            let rows = unsaved_rows(model, detail, width);
            (model.i18n.msg(&m::unsaved_title()), rows, 0)
        }
    };
    // Clear one cell around the box too, so no letter of the page behind touches the frame.
    let margin = super::layout::Area::new(area.x.saturating_sub(1), area.y, area.w + 2, area.h);
    p.pieces.push(Piece::Clear(margin));
    let title = wrap::ellipsize(&format!(" {title} "), usize::from(area.w.saturating_sub(2)));
    p.pieces.push(Piece::Frame { area, title });
    let more_below = rows.len() > top + usize::from(inner.h);
    p.rows(inner, rows, top);
    let x = area.right().saturating_sub(4);
    if top > 0 {
        p.text(area, (x, area.y), " ↑ ", Tone::Accent);
    }
    if more_below {
        p.text(area, (x, area.bottom() - 1), " ↓ ", Tone::Accent);
    }
    p
}

/// The help overlay: every key of the screen beneath, those that do nothing right now dimmed
/// (the same "applies" as the footer), then what the reader's marks mean.
fn help_rows(model: &Model, width: usize) -> Vec<Row> {
    let ctx = model.screen_ctx();
    let entries = keymap::help_entries(model.screen_keys(), ctx);
    let mut rows = Vec::new();
    // Where letters are typed, `L` types one: the language is switched from this help.
    if ctx.sets().is_some_and(|s| !s.lang) {
        let mut doc = Doc::default();
        let text = model.i18n.msg(&m::help_lang_here());
        doc.para(Part::Title, (&[], &[]), &[span(text, Tone::Label)], width);
        doc.blank();
        rows.extend(doc.rows);
    }
    rows.extend(binding_rows(&model.i18n, &entries, width, |a| {
        model.applies(a)
    }));
    if ctx == Ctx::Reader {
        let mut doc = Doc::default();
        doc.blank();
        let i18n = &model.i18n;
        let marker = i18n.msg(&m::reader_fallback(Lang::En.code().to_uppercase()));
        let text = i18n.msg(&m::help_fallback_legend(marker));
        doc.para(Part::Title, (&[], &[]), &[span(text, Tone::Muted)], width);
        rows.extend(doc.rows);
    }
    rows
}

/// Keys and what they do, the keys in a column of their own.
fn binding_rows(
    i18n: &I18n,
    entries: &[&keymap::Binding],
    width: usize,
    applies: impl Fn(keymap::Action) -> bool,
) -> Vec<Row> {
    let mut doc = Doc::default();
    let key_w = entries
        .iter()
        .map(|b| wrap::width(&keymap::keys_label(i18n, b, false)))
        .max()
        .unwrap_or(0)
        .min(width / 3);
    for b in entries {
        let keys = keymap::keys_label(i18n, b, false);
        let pad = key_w.saturating_sub(wrap::width(&keys));
        let (key_tone, tone) = if applies(b.action) {
            (Tone::Accent, Tone::Text)
        } else {
            (Tone::Muted, Tone::Muted)
        };
        let first = vec![span(format!("{keys}{}  ", " ".repeat(pad)), key_tone)];
        let rest = vec![span(" ".repeat(key_w + 2), Tone::Text)];
        doc.para(
            Part::Title,
            (&first, &rest),
            &[span(i18n.msg(&(b.help)()), tone)],
            width,
        );
    }
    doc.rows
}

/// The question before quitting with answers no file could take: how many, why, and the
/// keys that answer it.
fn unsaved_rows(model: &Model, detail: &str, width: usize) -> Vec<Row> {
    let i18n = &model.i18n;
    let mut doc = Doc::default();
    let body = i18n.msg(&m::unsaved_body(model.unsaved));
    doc.para(Part::Title, (&[], &[]), &[span(body, Tone::Text)], width);
    if !detail.is_empty() {
        doc.blank();
        let reason = i18n.msg(&m::unsaved_reason(detail.to_string()));
        doc.para(Part::Title, (&[], &[]), &[span(reason, Tone::Muted)], width);
    }
    doc.blank();
    let entries = keymap::help_entries(&[], Ctx::Unsaved);
    doc.rows
        .extend(binding_rows(i18n, &entries, width, |_| true));
    doc.rows
}
