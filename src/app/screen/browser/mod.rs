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
use crate::app::keymap::{Action, Binding, Ctx, Key};
use crate::app::layout::{Area, Viewport};
use crate::app::page::Page;
use crate::app::scroll::{Scroll, select};
use crate::app::textline::{self, SEARCH_MAX};
use crate::app::{Cx, Effect, Go, Msg};
use crate::core::message as m;
use crate::core::wrap;
pub use state::{BrowserState, Detail};

impl Ops for BrowserState {
    fn ctx(&self, _cx: &Cx) -> Ctx {
        if self.detail.is_some() {
            Ctx::BrowserDetail
        } else if self.typing {
            Ctx::BrowserSearch
        } else {
            Ctx::Browser
        }
    }

    fn keys(&self) -> &'static [Binding] {
        keys::KEYS
    }

    fn title(&self, cx: &Cx) -> (String, Option<String>) {
        let title = cx.i18n.msg(&m::browser_title());
        (format!(" latih · {title}"), None)
    }

    /// Typing the search, after `/`. Returns whether the key was used.
    fn key(&mut self, cx: &mut Cx, k: Key) -> bool {
        let query = Some(&mut self.query).filter(|_| self.typing);
        let (used, changed) = cx.search_key(query, k);
        if changed {
            self.selected = 0;
            self.top = 0;
        }
        used
    }

    fn paste(&mut self, _cx: &mut Cx, text: &str) -> Pasted {
        if !self.typing {
            return (textline::Typed::No, 0);
        }
        let t = textline::paste(&mut self.query, text, SEARCH_MAX);
        self.selected = 0;
        self.top = 0;
        (t, SEARCH_MAX)
    }

    fn applies(&self, cx: &Cx, a: Action) -> bool {
        match a {
            Action::Open => self.typing || self.current(cx).is_some(),
            Action::Suspend | Action::Bury | Action::ResetItem | Action::PractiseOne => {
                self.current(cx).is_some()
            }
            _ => true,
        }
    }

    fn action(&mut self, cx: &mut Cx, a: Action) {
        if a != Action::ResetItem {
            self.confirm_reset = None;
        }
        if self.detail.is_some() {
            return self.detail_action(cx, a);
        }
        if self.typing {
            return self.search_action(cx, a);
        }
        let len = rows::shown(cx, self).len();
        let height = list_height(&cx.viewport());
        if let Some(sel) = select(self.selected, len, height.saturating_sub(1), a) {
            self.selected = sel;
            self.top = Scroll::new(self.top, len, height).follow(sel, sel);
            return;
        }
        match a {
            Action::Search => self.typing = true,
            Action::FilterState => {
                self.state = self.state.next();
                self.selected = 0;
                self.top = 0;
            }
            Action::FilterLesson => {
                let lessons = rows::lessons_with_questions(cx);
                let at = (self.lesson.as_ref()).and_then(|l| lessons.iter().position(|x| x == l));
                self.lesson = match at {
                    None => lessons.first().cloned(),
                    Some(i) => lessons.get(i + 1).cloned(),
                };
                self.selected = 0;
                self.top = 0;
            }
            Action::SortNext => {
                self.sort = self.sort.next();
                self.descending = false;
            }
            Action::SortReverse => self.descending = !self.descending,
            Action::Open => {
                if let Some(item) = self.current(cx) {
                    self.open_detail(cx, item);
                }
            }
            Action::Back => cx.go(Go::Back),
            _ => self.item_action(cx, a),
        }
    }

    /// A question's answers, read: shown when it is the question open here.
    fn reply(&mut self, _cx: &mut Cx, msg: Msg) -> Option<Msg> {
        match msg {
            Msg::ItemHistory(item, h) => {
                if let Some(d) = self.detail.as_mut()
                    && d.item == item
                {
                    d.history = Some(h);
                    return None;
                }
                Some(Msg::ItemHistory(item, h))
            }
            other => Some(other),
        }
    }

    fn page(&self, cx: &Cx, v: &Viewport) -> Page {
        match &self.detail {
            Some(d) => self.detail_page(cx, d, v),
            None => self.list_page(cx, v),
        }
    }
}

/// Rows of the list under its two lines (search or filters, and the headings).
fn list_height(v: &Viewport) -> usize {
    usize::from(v.list.h).saturating_sub(2).max(1)
}

impl BrowserState {
    /// The id of the question selected (or open).
    fn current(&self, cx: &Cx) -> Option<String> {
        if let Some(d) = &self.detail {
            return Some(d.item.clone());
        }
        (rows::shown(cx, self).get(self.selected)).map(|e| e.question.id.clone())
    }

    /// Enter keeps the search and leaves the field; Esc clears it.
    fn search_action(&mut self, cx: &mut Cx, a: Action) {
        match a {
            Action::Open => self.typing = false,
            Action::Back => {
                self.typing = false;
                self.query.clear();
                self.selected = 0;
                self.top = 0;
            }
            Action::Up | Action::Down | Action::PageUp | Action::PageDown => {
                self.typing = false;
                self.action(cx, a);
                self.typing = true;
            }
            _ => {}
        }
    }

    fn open_detail(&mut self, cx: &mut Cx, item: String) {
        self.detail = Some(Detail {
            item: item.clone(),
            top: 0,
            history: None,
        });
        cx.effects
            .push(Effect::Load(crate::app::Load::ItemHistory(item)));
    }

    fn detail_action(&mut self, cx: &mut Cx, a: Action) {
        let v = cx.viewport();
        let len = self
            .detail_doc(cx, usize::from(v.column.w))
            .map_or(0, |d| d.rows.len());
        let Some(d) = self.detail.as_mut() else {
            return;
        };
        let window = Scroll::new(d.top, len, usize::from(v.body.h));
        if let Some(top) = window.moved(a) {
            d.top = top;
            return;
        }
        match a {
            Action::Back => self.detail = None,
            _ => self.item_action(cx, a),
        }
    }

    /// What the learner does to the question selected or open.
    fn item_action(&mut self, cx: &mut Cx, a: Action) {
        let Some(item) = self.current(cx) else { return };
        match a {
            Action::Suspend => cx.toggle_suspend(&item),
            Action::Bury => cx.toggle_bury(&item),
            Action::PractiseOne => cx.go(Go::PractiseOne(item)),
            Action::ResetItem if self.confirm_reset.as_deref() == Some(&item) => {
                cx.reset_item(&item);
                self.confirm_reset = None;
                self.reload_history(cx, &item);
            }
            Action::ResetItem => {
                let words = cx.question_words(&item);
                cx.flash = Some(cx.i18n.msg(&m::browser_reset_confirm(words)));
                self.confirm_reset = Some(item);
            }
            _ => {}
        }
    }

    /// The open question's answers are read again (its schedule changed).
    fn reload_history(&mut self, cx: &mut Cx, item: &str) {
        if let Some(d) = self.detail.as_mut()
            && d.item == item
        {
            d.history = None;
            let load = crate::app::Load::ItemHistory(item.to_string());
            cx.effects.push(Effect::Load(load));
        }
    }

    /// The open question laid out, if it is still in the course.
    fn detail_doc(&self, cx: &Cx, width: usize) -> Option<crate::app::doc::Doc> {
        let d = self.detail.as_ref()?;
        let all = rows::all(cx);
        let e = all.iter().find(|e| e.question.id == d.item)?;
        Some(view::detail(cx, e, d, width))
    }

    fn detail_page(&self, cx: &Cx, d: &Detail, v: &Viewport) -> Page {
        let mut p = Page::default();
        let col = v.column;
        match self.detail_doc(cx, usize::from(col.w)) {
            Some(doc) => {
                let top = Scroll::new(d.top, doc.rows.len(), usize::from(col.h)).clamped();
                p.rows(col, doc.rows, top);
            }
            None => p.text(
                col,
                (col.x, col.y),
                cx.i18n.msg(&m::browser_gone()),
                Tone::Muted,
            ),
        }
        p
    }

    fn list_page(&self, cx: &Cx, v: &Viewport) -> Page {
        let mut p = Page::default();
        let inner = v.list;
        let width = usize::from(inner.w);
        let shown = rows::shown(cx, self);
        if self.typing {
            p.search_line(inner, &self.query);
        } else {
            let (note, _) = wrap::truncate(&note(cx, self, shown.len()), width);
            p.text(inner, (inner.x, inner.y), note, Tone::Muted);
        }
        p.rows(
            Area::new(inner.x, inner.y + 1, inner.w, 1),
            vec![view::heading(cx, self.sort, self.descending, width)],
            0,
        );
        let list = Area::new(inner.x, inner.y + 2, inner.w, inner.h.saturating_sub(2));
        if shown.is_empty() {
            let empty = if cx.course.questions().next().is_none() {
                m::browser_empty()
            } else {
                m::browser_none()
            };
            p.text(list, (list.x, list.y), cx.i18n.msg(&empty), Tone::Muted);
            return p;
        }
        let top = Scroll::new(self.top, shown.len(), usize::from(list.h)).clamped();
        p.rows(list, view::list_rows(cx, &shown, self.selected, width), top);
        p
    }
}

/// The line over the headings: how many are shown, the filters, the order.
fn note(cx: &Cx, s: &BrowserState, shown: usize) -> String {
    let i = &cx.i18n;
    let all = cx.course.questions().count();
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
    if let Some(l) = s.lesson.as_deref().and_then(|l| cx.course.lesson(l)) {
        parts.push(i.msg(&m::browser_filter_lesson(l.code.clone())));
    }
    parts.push(i.msg(&m::browser_sorted(i.msg(&s.sort.sort_name()))));
    parts.join(" · ")
}
