//! The glossary: every term of the course, searched as the learner types; Enter shows a
//! term's entry, whose related terms and lessons open with Tab and Enter.

pub(crate) mod keys;
pub mod state;
pub(crate) mod view;

use super::{Ops, Pasted};
use crate::app::doc::Tone;
use crate::app::keymap::{Action, Ctx, Key};
use crate::app::layout::{Area, Viewport};
use crate::app::page::{Page, Piece};
use crate::app::scroll::{Scroll, select};
use crate::app::textline::{self, SEARCH_MAX};
use crate::app::{Go, Model, Screen};
use crate::core::message as m;
use crate::core::wrap;
pub use state::{Entry, GlossaryState};
use view::Link;

pub static OPS: Ops = Ops {
    ctx: |m| match state(m) {
        Some(s) if s.entry.is_some() => Ctx::GlossaryEntry,
        _ => Ctx::Glossary,
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

fn state(m: &Model) -> Option<&GlossaryState> {
    match m.screen() {
        Screen::Glossary(s) => Some(s),
        _ => None,
    }
}

fn state_mut(m: &mut Model) -> Option<&mut GlossaryState> {
    match m.screens.last_mut() {
        Some(Screen::Glossary(s)) => Some(s),
        _ => None,
    }
}

/// Opens the glossary: the list of every term, or one term's entry.
pub fn open(m: &mut Model, term: Option<&str>) {
    let mut s = GlossaryState {
        matches: m.course.glossary.search("", m.lang()),
        ..GlossaryState::default()
    };
    if let Some(id) = term {
        if m.course.glossary.term(id).is_none() {
            m.flash = Some(m.i18n.msg(&m::glossary_unknown(id)));
            return;
        }
        s.selected = s
            .matches
            .iter()
            .position(|i| m.course.glossary.terms[*i].id == id)
            .unwrap_or(0);
        s.entry = Some(Entry::new(id));
        s.direct = true;
    }
    m.screens.push(Screen::Glossary(Box::new(s)));
}

fn title(m: &Model) -> (String, Option<String>) {
    let head = format!(" latih · {}", m.i18n.msg(&m::glossary_title()));
    let term = state(m)
        .and_then(|s| s.entry.as_ref())
        .and_then(|e| m.course.glossary.term(&e.term));
    match term {
        Some(t) => (
            format!("{head} · {}", wrap::sanitize(t.name.text(m.lang()))),
            None,
        ),
        None => (head, None),
    }
}

/// Typing in the search field, while the list shows. Returns whether the key was used.
fn key(m: &mut Model, k: Key) -> bool {
    let (used, changed) = textline::search_key(m, k, |m| {
        state_mut(m)
            .filter(|s| s.entry.is_none())
            .map(|s| &mut s.query)
    });
    if changed {
        search_again(m, false);
    }
    used
}

fn paste(m: &mut Model, text: &str) -> Pasted {
    let Some(s) = state_mut(m).filter(|s| s.entry.is_none()) else {
        return (textline::Typed::No, 0);
    };
    let t = textline::paste(&mut s.query, text, SEARCH_MAX);
    search_again(m, false);
    (t, SEARCH_MAX)
}

/// Runs the search of the screen on top again; with `keep`, the same term stays selected
/// when it still matches.
fn search_again(m: &mut Model, keep: bool) {
    let lang = m.lang();
    let Model {
        screens, course, ..
    } = m;
    let Some(Screen::Glossary(s)) = screens.last_mut() else {
        return;
    };
    let was = s.matches.get(s.selected).copied();
    s.matches = course.glossary.search(&s.query, lang);
    s.selected = match was.filter(|_| keep) {
        Some(w) => s.matches.iter().position(|i| *i == w).unwrap_or(0),
        None => 0,
    };
    if !keep {
        s.top = 0;
    }
}

/// Every open glossary again after the language or the course changed: the order is the
/// new language's, the selection and open entries stay.
pub fn refresh(m: &mut Model) {
    let lang = m.lang();
    let Model {
        screens, course, ..
    } = m;
    for s in screens.iter_mut() {
        if let Screen::Glossary(g) = s {
            let was = g
                .matches
                .get(g.selected)
                .map(|i| course.glossary.terms.get(*i).map(|t| t.id.clone()));
            g.matches = course.glossary.search(&g.query, lang);
            let id = was.flatten();
            g.selected = g
                .matches
                .iter()
                .position(|i| Some(&course.glossary.terms[*i].id) == id.as_ref())
                .unwrap_or(0);
            if g.entry
                .as_ref()
                .is_some_and(|e| course.glossary.term(&e.term).is_none())
            {
                g.entry = None;
            }
        }
    }
}

/// Terms that fit under the search line and its note.
fn list_height(v: &Viewport) -> usize {
    usize::from(v.list.h).saturating_sub(2).max(1)
}

fn applies(m: &Model, a: Action) -> bool {
    let Some(s) = state(m) else { return true };
    match (&s.entry, a) {
        (None, Action::Open) => !s.matches.is_empty(),
        (Some(e), Action::Open) => e.focus.is_some(),
        (Some(e), Action::NextItem | Action::PrevItem) => !links(m, e).is_empty(),
        _ => true,
    }
}

fn links(m: &Model, e: &Entry) -> Vec<Link> {
    let width = usize::from(m.viewport().column.w);
    m.course
        .glossary
        .term(&e.term)
        .map(|t| view::entry(m, t, width).1)
        .unwrap_or_default()
}

fn action(m: &mut Model, a: Action) {
    let Some(s) = state(m) else { return };
    if s.entry.is_some() {
        return entry_action(m, a);
    }
    let height = list_height(&m.viewport());
    let glossary = &m.course.glossary;
    let Some(Screen::Glossary(s)) = m.screens.last_mut() else {
        return;
    };
    if let Some(sel) = select(s.selected, s.matches.len(), height.saturating_sub(1), a) {
        s.selected = sel;
        s.top = Scroll::new(s.top, s.matches.len(), height).follow(sel, sel);
        return;
    }
    match a {
        Action::Open => {
            if let Some(t) = s
                .matches
                .get(s.selected)
                .and_then(|i| glossary.terms.get(*i))
            {
                s.entry = Some(Entry::new(&t.id));
            }
        }
        Action::Back => m.go(Go::Back),
        _ => {}
    }
}

fn entry_action(m: &mut Model, a: Action) {
    let v = m.viewport();
    let (width, height) = (usize::from(v.column.w), usize::from(v.body.h));
    let Some(e) = state(m).and_then(|s| s.entry.clone()) else {
        return;
    };
    let Some(t) = m.course.glossary.term(&e.term) else {
        return;
    };
    let (doc, links) = view::entry(m, t, width);
    let rows_of = |k: usize| {
        let part = crate::core::lesson::Part::Link(k);
        let start = doc.start_of(part).unwrap_or(0);
        let len = doc.rows[start..]
            .iter()
            .take_while(|r| r.part == part)
            .count();
        (start, start + len)
    };
    let Some(s) = state_mut(m) else { return };
    let direct = s.direct;
    let Some(entry) = s.entry.as_mut() else {
        return;
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
            Some(Link::Term(id)) => m.go(Go::Glossary(Some(id))),
            Some(Link::Lesson { id, part }) => m.go(Go::Lesson {
                id,
                at: Some(part),
                replace: false,
            }),
            None => m.flash = Some(m.i18n.msg(&m::reader_nothing_to_open())),
        },
        Action::Back if direct => m.go(Go::Back),
        Action::Back => s.entry = None,
        _ => {}
    }
}

fn page(m: &Model, v: &Viewport) -> Page {
    let mut p = Page::default();
    let Some(s) = state(m) else { return p };
    if let Some(e) = &s.entry
        && let Some(t) = m.course.glossary.term(&e.term)
    {
        let col = v.column;
        let (doc, _) = view::entry(m, t, usize::from(col.w));
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
        return p;
    }
    let inner = v.list;
    p.search_line(inner, &s.query);
    let count = m.course.glossary.terms.len();
    let note = if count == 0 {
        m.i18n.msg(&m::glossary_empty())
    } else if s.matches.is_empty() {
        m.i18n.msg(&m::glossary_none())
    } else if s.query.trim().is_empty() {
        format!(
            "{} · {}",
            m.i18n.msg(&m::glossary_count(count)),
            m.i18n.msg(&m::glossary_hint())
        )
    } else {
        m.i18n.msg(&m::glossary_count(s.matches.len()))
    };
    let (note, _) = wrap::truncate(&note, usize::from(inner.w));
    p.text(inner, (inner.x, inner.y + 1), note, Tone::Muted);
    let list = Area::new(inner.x, inner.y + 2, inner.w, inner.h.saturating_sub(2));
    p.rows(list, view::list_rows(m, s, usize::from(list.w)), s.top);
    p
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::lang::Lang;

    #[test]
    fn an_unknown_term_asked_for_says_so_and_opens_nothing() {
        let mut m = Model::new(crate::content::load_bundled(), Lang::En, (80, 24));
        open(&mut m, Some("no-such-term"));
        assert_eq!(m.screens.len(), 1);
        assert_eq!(
            m.flash.as_deref(),
            Some("The glossary has no term `no-such-term`.")
        );
    }
}
