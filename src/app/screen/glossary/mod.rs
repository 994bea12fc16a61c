//! The glossary: every term of the course, searched as the learner types; Enter shows a
//! term's entry, whose related terms and lessons open with Tab and Enter.

pub(crate) mod keys;
mod mentions;
pub mod state;
pub(crate) mod view;

use super::{Changed, Ops, Pasted};
use crate::app::doc::Tone;
use crate::app::keymap::{Action, Binding, Ctx, Key};
use crate::app::layout::{Area, Viewport};
use crate::app::page::{Page, Piece};
use crate::app::scroll::{Scroll, select};
use crate::app::textline::{self, SEARCH_MAX};
use crate::app::{Cx, Go};
use crate::core::message as m;
use crate::core::wrap;
pub use state::{Entry, GlossaryState};
use view::Link;

/// One term's entry, with the lessons that mention it in words.
fn entry(cx: &mut Cx, id: &str) -> Entry {
    let mut e = Entry::new(id);
    if let Some(t) = cx.course.glossary.term(id).cloned() {
        e.mentions = mentions::mentions(cx, &t);
    }
    e
}

/// Opens the glossary: the list of every term, or one term's entry (`None`: no such term,
/// said in the footer).
pub fn open(cx: &mut Cx, term: Option<&str>) -> Option<GlossaryState> {
    let mut s = GlossaryState {
        matches: cx.course.glossary.search("", cx.lang()),
        ..GlossaryState::default()
    };
    if let Some(id) = term {
        if cx.course.glossary.term(id).is_none() {
            cx.flash = Some(cx.i18n.msg(&m::glossary_unknown(id)));
            return None;
        }
        s.selected = s
            .matches
            .iter()
            .position(|i| cx.course.glossary.terms[*i].id == id)
            .unwrap_or(0);
        s.entry = Some(entry(cx, id));
        s.direct = true;
    }
    Some(s)
}

impl Ops for GlossaryState {
    fn ctx(&self, _cx: &Cx) -> Ctx {
        match self.entry {
            Some(_) => Ctx::GlossaryEntry,
            None => Ctx::Glossary,
        }
    }

    fn keys(&self) -> &'static [Binding] {
        keys::KEYS
    }

    fn title(&self, cx: &Cx) -> (String, Option<String>) {
        let head = format!(" latih · {}", cx.i18n.msg(&m::glossary_title()));
        let term = (self.entry.as_ref()).and_then(|e| cx.course.glossary.term(&e.term));
        match term {
            Some(t) => (
                format!("{head} · {}", wrap::sanitize(t.name.text(cx.lang()))),
                None,
            ),
            None => (head, None),
        }
    }

    /// Typing in the search field, while the list shows. Returns whether the key was used.
    fn key(&mut self, cx: &mut Cx, k: Key) -> bool {
        let query = Some(&mut self.query).filter(|_| self.entry.is_none());
        let (used, changed) = cx.search_key(query, k);
        if changed {
            self.search_again(cx, false);
        }
        used
    }

    fn paste(&mut self, cx: &mut Cx, text: &str) -> Pasted {
        if self.entry.is_some() {
            return (textline::Typed::No, 0);
        }
        let t = textline::paste(&mut self.query, text, SEARCH_MAX);
        self.search_again(cx, false);
        (t, SEARCH_MAX)
    }

    fn applies(&self, cx: &Cx, a: Action) -> bool {
        match (&self.entry, a) {
            (None, Action::Open) => !self.matches.is_empty(),
            (Some(e), Action::Open) => e.focus.is_some(),
            (Some(e), Action::NextItem | Action::PrevItem) => !links(cx, e).is_empty(),
            _ => true,
        }
    }

    fn action(&mut self, cx: &mut Cx, a: Action) {
        if self.entry.is_some() {
            return self.entry_action(cx, a);
        }
        let height = list_height(&cx.viewport());
        let n = self.matches.len();
        if let Some(sel) = select(self.selected, n, height.saturating_sub(1), a) {
            self.selected = sel;
            self.top = Scroll::new(self.top, n, height).follow(sel, sel);
            return;
        }
        match a {
            Action::Open => {
                let glossary = &cx.course.glossary;
                let at = self.matches.get(self.selected);
                if let Some(id) = at
                    .and_then(|i| glossary.terms.get(*i))
                    .map(|t| t.id.clone())
                {
                    self.entry = Some(entry(cx, &id));
                }
            }
            Action::Back => cx.go(Go::Back),
            _ => {}
        }
    }

    /// After the language or the course changed: the order is the new language's, the
    /// selection and an open entry stay (an entry whose term is gone closes).
    fn changed(&mut self, cx: &mut Cx, what: Changed, _on_top: bool) {
        if !matches!(what, Changed::Lang | Changed::Course) {
            return;
        }
        let glossary = &cx.course.glossary;
        let was = (self.matches.get(self.selected))
            .and_then(|i| glossary.terms.get(*i).map(|t| t.id.clone()));
        self.matches = glossary.search(&self.query, cx.lang());
        self.selected = (self.matches.iter())
            .position(|i| Some(&glossary.terms[*i].id) == was.as_ref())
            .unwrap_or(0);
        if (self.entry.as_ref()).is_some_and(|e| glossary.term(&e.term).is_none()) {
            self.entry = None;
        }
        // What the lessons say in words is read again in the new language or course.
        if let Some(e) = self.entry.as_mut()
            && let Some(t) = cx.course.glossary.term(&e.term).cloned()
        {
            e.mentions = mentions::mentions(cx, &t);
        }
    }

    fn page(&self, cx: &Cx, v: &Viewport) -> Page {
        match &self.entry {
            Some(e) => entry_page(cx, e, v),
            None => self.list_page(cx, v),
        }
    }
}

impl GlossaryState {
    /// Runs the search again; with `keep`, the same term stays selected when it still
    /// matches.
    fn search_again(&mut self, cx: &Cx, keep: bool) {
        let was = self.matches.get(self.selected).copied();
        self.matches = cx.course.glossary.search(&self.query, cx.lang());
        self.selected = match was.filter(|_| keep) {
            Some(w) => self.matches.iter().position(|i| *i == w).unwrap_or(0),
            None => 0,
        };
        if !keep {
            self.top = 0;
        }
    }

    fn entry_action(&mut self, cx: &mut Cx, a: Action) {
        let v = cx.viewport();
        let (width, height) = (usize::from(v.column.w), usize::from(v.body.h));
        let direct = self.direct;
        let Some(entry) = self.entry.as_mut() else {
            return;
        };
        let Some(t) = cx.course.glossary.term(&entry.term) else {
            return;
        };
        let (doc, links) = view::entry(cx, t, &entry.mentions, width);
        let rows_of = |k: usize| {
            let part = crate::core::lesson::Part::Link(k);
            let start = doc.start_of(part).unwrap_or(0);
            let len = (doc.rows[start..].iter())
                .take_while(|r| r.part == part)
                .count();
            (start, start + len)
        };
        let window = Scroll::new(entry.top, doc.rows.len(), height);
        if let Some(top) = window.moved(a) {
            entry.top = top;
            return;
        }
        match a {
            Action::NextItem | Action::PrevItem if !links.is_empty() => {
                let n = links.len();
                let next = match (entry.focus, a == Action::NextItem) {
                    (Some(f), true) => (f + 1) % n,
                    (Some(f), false) => (f + n - 1) % n,
                    (None, true) => 0,
                    (None, false) => n - 1,
                };
                entry.focus = Some(next);
                let (s, e) = rows_of(next);
                entry.top = window.follow(s, e.saturating_sub(1));
            }
            Action::Open => match entry.focus.and_then(|f| links.get(f)).cloned() {
                Some(Link::Term(id)) => cx.go(Go::Glossary(Some(id))),
                Some(Link::Lesson { id, part }) => cx.go(Go::Lesson {
                    id,
                    at: Some(part),
                    replace: false,
                }),
                None => cx.flash = Some(cx.i18n.msg(&m::reader_nothing_to_open())),
            },
            Action::Back if direct => cx.go(Go::Back),
            Action::Back => self.entry = None,
            _ => {}
        }
    }

    fn list_page(&self, cx: &Cx, v: &Viewport) -> Page {
        let mut p = Page::default();
        let inner = v.list;
        p.search_line(inner, &self.query);
        let count = cx.course.glossary.terms.len();
        let note = if count == 0 {
            cx.i18n.msg(&m::glossary_empty())
        } else if self.matches.is_empty() {
            cx.i18n.msg(&m::glossary_none())
        } else if self.query.trim().is_empty() {
            format!(
                "{} · {}",
                cx.i18n.msg(&m::glossary_count(count)),
                cx.i18n.msg(&m::glossary_hint())
            )
        } else {
            cx.i18n.msg(&m::glossary_count(self.matches.len()))
        };
        let (note, _) = wrap::truncate(&note, usize::from(inner.w));
        p.text(inner, (inner.x, inner.y + 1), note, Tone::Muted);
        let list = Area::new(inner.x, inner.y + 2, inner.w, inner.h.saturating_sub(2));
        p.rows(
            list,
            view::list_rows(cx, self, usize::from(list.w)),
            self.top,
        );
        p
    }
}

/// One term's entry, scrolled, with its focused link marked.
fn entry_page(cx: &Cx, e: &Entry, v: &Viewport) -> Page {
    let mut p = Page::default();
    let Some(t) = cx.course.glossary.term(&e.term) else {
        return p;
    };
    let col = v.column;
    let (doc, _) = view::entry(cx, t, &e.mentions, usize::from(col.w));
    let top = Scroll::new(e.top, doc.rows.len(), usize::from(col.h)).clamped();
    let focus = e
        .focus
        .map(|k| (crate::core::lesson::Part::Link(k), col.x.saturating_sub(2)));
    p.pieces.push(Piece::Rows {
        area: col,
        rows: doc.rows,
        top,
        focus,
    });
    p
}

/// Terms that fit under the search line and its note.
fn list_height(v: &Viewport) -> usize {
    usize::from(v.list.h).saturating_sub(2).max(1)
}

fn links(cx: &Cx, e: &Entry) -> Vec<Link> {
    let width = usize::from(cx.viewport().column.w);
    (cx.course.glossary.term(&e.term))
        .map(|t| view::entry(cx, t, &e.mentions, width).1)
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::lang::Lang;

    #[test]
    fn an_unknown_term_asked_for_says_so_and_opens_nothing() {
        let mut cx = Cx::new(crate::content::load_bundled(), Lang::En, (80, 24));
        assert!(open(&mut cx, Some("no-such-term")).is_none());
        assert_eq!(
            cx.flash.as_deref(),
            Some("The glossary has no term `no-such-term`.")
        );
    }
}
