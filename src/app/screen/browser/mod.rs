//! The question browser (Anki's card browser): every question of the course with its
//! lesson, state, due date, interval, stability, difficulty, recall probability now and
//! lapses; filtered by state and lesson, searched, sorted by any column. A question opens
//! on its schedule and answers; it can be suspended, buried, reset or practised.

pub(crate) mod keys;
pub(crate) mod rows;
pub mod state;
pub(crate) mod view;

use super::{Ops, Pasted};
use crate::app::doc::Tone;
use crate::app::keymap::{Action, Ctx, Key};
use crate::app::layout::{Area, Viewport};
use crate::app::page::Page;
use crate::app::scroll::{Scroll, select};
use crate::app::textline::{self, SEARCH_MAX};
use crate::app::{Effect, Go, Model, Screen};
use crate::core::message as m;
use crate::core::wrap;
pub use state::{BrowserState, Detail};

pub static OPS: Ops = Ops {
    ctx: |m| match state(m) {
        Some(s) if s.detail.is_some() => Ctx::BrowserDetail,
        Some(s) if s.typing => Ctx::BrowserSearch,
        _ => Ctx::Browser,
    },
    key,
    paste,
    action,
    applies,
    title,
    page,
    close: super::pop,
    keys: keys::KEYS,
};

fn state(m: &Model) -> Option<&BrowserState> {
    match m.screen() {
        Screen::Browser(s) => Some(s),
        _ => None,
    }
}

fn state_mut(m: &mut Model) -> Option<&mut BrowserState> {
    match m.screens.last_mut() {
        Some(Screen::Browser(s)) => Some(s),
        _ => None,
    }
}

pub fn open(m: &mut Model) {
    m.screens.push(Screen::Browser(Box::default()));
}

fn title(m: &Model) -> (String, Option<String>) {
    (
        format!(" latih · {}", m.i18n.msg(&m::browser_title())),
        None,
    )
}

/// Typing the search, after `/`. Returns whether the key was used.
fn key(m: &mut Model, k: Key) -> bool {
    let (used, changed) = textline::search_key(m, k, |m| {
        state_mut(m).filter(|s| s.typing).map(|s| &mut s.query)
    });
    if changed && let Some(s) = state_mut(m) {
        s.selected = 0;
        s.top = 0;
    }
    used
}

fn paste(m: &mut Model, text: &str) -> Pasted {
    let Some(s) = state_mut(m).filter(|s| s.typing) else {
        return (textline::Typed::No, 0);
    };
    let t = textline::paste(&mut s.query, text, SEARCH_MAX);
    s.selected = 0;
    s.top = 0;
    (t, SEARCH_MAX)
}

/// Rows of the list under its two lines (search or filters, and the headings).
fn list_height(v: &Viewport) -> usize {
    usize::from(v.list.h).saturating_sub(2).max(1)
}

/// The id of the question selected (or open).
fn current(m: &Model) -> Option<String> {
    let s = state(m)?;
    if let Some(d) = &s.detail {
        return Some(d.item.clone());
    }
    rows::shown(m, s)
        .get(s.selected)
        .map(|e| e.question.id.clone())
}

fn applies(m: &Model, a: Action) -> bool {
    match a {
        Action::Open => state(m).is_some_and(|s| s.typing) || current(m).is_some(),
        Action::Suspend | Action::Bury | Action::ResetItem | Action::PractiseOne => {
            current(m).is_some()
        }
        _ => true,
    }
}

fn action(m: &mut Model, a: Action) {
    let Some(s) = state_mut(m) else { return };
    if a != Action::ResetItem {
        s.confirm_reset = None;
    }
    if s.detail.is_some() {
        return detail_action(m, a);
    }
    if s.typing {
        return search_action(m, a);
    }
    let len = state(m).map_or(0, |s| rows::shown(m, s).len());
    let height = list_height(&m.viewport());
    if let Some(s) = state_mut(m)
        && let Some(sel) = select(s.selected, len, height.saturating_sub(1), a)
    {
        s.selected = sel;
        s.top = Scroll::new(s.top, len, height).follow(sel, sel);
        return;
    }
    let lessons = rows::lessons_with_questions(m);
    let Some(s) = state_mut(m) else { return };
    match a {
        Action::Search => s.typing = true,
        Action::FilterState => {
            s.state = s.state.next();
            s.selected = 0;
            s.top = 0;
        }
        Action::FilterLesson => {
            let at = s
                .lesson
                .as_ref()
                .and_then(|l| lessons.iter().position(|x| x == l));
            s.lesson = match at {
                None => lessons.first().cloned(),
                Some(i) => lessons.get(i + 1).cloned(),
            };
            s.selected = 0;
            s.top = 0;
        }
        Action::SortNext => {
            s.sort = s.sort.next();
            s.descending = false;
        }
        Action::SortReverse => s.descending = !s.descending,
        Action::Open => {
            if let Some(item) = current(m) {
                open_detail(m, item);
            }
        }
        Action::Back => m.go(Go::Back),
        _ => item_action(m, a),
    }
}

/// Enter keeps the search and leaves the field; Esc clears it.
fn search_action(m: &mut Model, a: Action) {
    let Some(s) = state_mut(m) else { return };
    match a {
        Action::Open => s.typing = false,
        Action::Back => {
            s.typing = false;
            s.query.clear();
            s.selected = 0;
            s.top = 0;
        }
        Action::Up | Action::Down | Action::PageUp | Action::PageDown => {
            s.typing = false;
            action(m, a);
            if let Some(s) = state_mut(m) {
                s.typing = true;
            }
        }
        _ => {}
    }
}

fn open_detail(m: &mut Model, item: String) {
    if let Some(s) = state_mut(m) {
        s.detail = Some(Detail {
            item: item.clone(),
            top: 0,
            history: None,
        });
    }
    m.effects
        .push(Effect::Load(crate::app::Load::ItemHistory(item)));
}

fn detail_action(m: &mut Model, a: Action) {
    let v = m.viewport();
    let len = detail_doc(m, usize::from(v.column.w)).map_or(0, |d| d.rows.len());
    let Some(Some(d)) = state_mut(m).map(|s| s.detail.as_mut()) else {
        return;
    };
    let window = Scroll::new(d.top, len, usize::from(v.body.h));
    if let Some(top) = window.moved(a) {
        d.top = top;
        return;
    }
    match a {
        Action::Back => {
            if let Some(s) = state_mut(m) {
                s.detail = None;
            }
        }
        _ => item_action(m, a),
    }
}

/// What the learner does to the question selected or open.
fn item_action(m: &mut Model, a: Action) {
    let Some(item) = current(m) else { return };
    match a {
        Action::Suspend => m.toggle_suspend(&item),
        Action::Bury => m.toggle_bury(&item),
        Action::PractiseOne => m.go(Go::PractiseOne(item)),
        Action::ResetItem => {
            let confirmed = state(m).and_then(|s| s.confirm_reset.as_deref()) == Some(&item);
            if confirmed {
                m.reset_item(&item);
                if let Some(s) = state_mut(m) {
                    s.confirm_reset = None;
                }
                reload_history(m, &item);
            } else {
                m.flash = Some(
                    m.i18n
                        .msg(&m::browser_reset_confirm(m.question_words(&item))),
                );
                if let Some(s) = state_mut(m) {
                    s.confirm_reset = Some(item);
                }
            }
        }
        _ => {}
    }
}

/// The open question's answers are read again (its schedule changed).
fn reload_history(m: &mut Model, item: &str) {
    if let Some(Some(d)) = state_mut(m).map(|s| s.detail.as_mut())
        && d.item == item
    {
        d.history = None;
        m.effects.push(Effect::Load(crate::app::Load::ItemHistory(
            item.to_string(),
        )));
    }
}

/// A question's answers, read: shown by every browser that has it open.
pub fn history(
    m: &mut Model,
    item: String,
    h: Result<Vec<crate::core::record::HistoryRow>, String>,
) {
    for s in &mut m.screens {
        if let Screen::Browser(b) = s
            && let Some(d) = b.detail.as_mut()
            && d.item == item
        {
            d.history = Some(h.clone());
        }
    }
}

/// The open question laid out, if it is still in the course.
fn detail_doc(m: &Model, width: usize) -> Option<crate::app::doc::Doc> {
    let s = state(m)?;
    let d = s.detail.as_ref()?;
    let all = rows::all(m);
    let e = all.iter().find(|e| e.question.id == d.item)?;
    Some(view::detail(m, e, d, width))
}

fn page(m: &Model, v: &Viewport) -> Page {
    let mut p = Page::default();
    let Some(s) = state(m) else { return p };
    if let Some(d) = &s.detail {
        let col = v.column;
        match detail_doc(m, usize::from(col.w)) {
            Some(doc) => {
                let top = Scroll::new(d.top, doc.rows.len(), usize::from(col.h)).clamped();
                p.rows(col, doc.rows, top);
            }
            None => p.text(
                col,
                (col.x, col.y),
                m.i18n.msg(&m::browser_gone()),
                Tone::Muted,
            ),
        }
        return p;
    }
    let inner = v.list;
    let width = usize::from(inner.w);
    let shown = rows::shown(m, s);
    if s.typing {
        p.search_line(inner, &s.query);
    } else {
        let (note, _) = wrap::truncate(&note(m, s, shown.len()), width);
        p.text(inner, (inner.x, inner.y), note, Tone::Muted);
    }
    p.rows(
        Area::new(inner.x, inner.y + 1, inner.w, 1),
        vec![view::heading(m, s.sort, s.descending, width)],
        0,
    );
    let list = Area::new(inner.x, inner.y + 2, inner.w, inner.h.saturating_sub(2));
    if shown.is_empty() {
        let empty = if m.course.questions().next().is_none() {
            m::browser_empty()
        } else {
            m::browser_none()
        };
        p.text(list, (list.x, list.y), m.i18n.msg(&empty), Tone::Muted);
        return p;
    }
    let top = Scroll::new(s.top, shown.len(), usize::from(list.h)).clamped();
    p.rows(list, view::list_rows(m, &shown, s.selected, width), top);
    p
}

/// The line over the headings: how many are shown, the filters, the order.
fn note(m: &Model, s: &BrowserState, shown: usize) -> String {
    let i = &m.i18n;
    let all = m.course.questions().count();
    let mut parts = vec![i.msg(&m::BrowserCount { shown, all }.into())];
    // The search stays named after Enter, so an empty list explains itself.
    let query = s.query.trim();
    if !query.is_empty() {
        parts.push(i.msg(&m::browser_filter_search(wrap::sanitize(query))));
    }
    // Only the filters in use, so the line fits.
    if s.state != state::StateFilter::All {
        parts.push(i.msg(&m::browser_filter_state(i.msg(&s.state.message()))));
    }
    if let Some(l) = s.lesson.as_deref().and_then(|l| m.course.lesson(l)) {
        parts.push(i.msg(&m::browser_filter_lesson(l.code.clone())));
    }
    parts.push(i.msg(&m::browser_sorted(i.msg(&s.sort.sort_name()))));
    parts.join(" · ")
}
