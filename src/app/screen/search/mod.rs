//! Search across the course: the query typed, the hits as it changes, Enter to open one.

pub(crate) mod keys;
pub(crate) mod view;

use super::{Ops, Pasted};
use crate::app::doc::Tone;
use crate::app::keymap::{Action, Ctx, Key};
use crate::app::layout::{Area, Viewport};
use crate::app::page::Page;
use crate::app::scroll::{Scroll, select};
use crate::app::textline::{self, SEARCH_MAX};
use crate::app::{Go, Model, Screen};
use crate::core::message as m;
use crate::core::search::Hit;
use view::HIT_ROWS;

#[derive(Debug, Clone, PartialEq, Default)]
pub struct SearchState {
    pub query: String,
    pub hits: Vec<Hit>,
    pub selected: usize,
    pub top: usize,
}

pub static OPS: Ops = Ops {
    ctx: |_| Ctx::Search,
    key,
    paste,
    action,
    applies: |m, a| a != Action::Open || state(m).is_some_and(|s| !s.hits.is_empty()),
    title: |m| (format!(" latih · {}", m.i18n.msg(&m::search_title())), None),
    page,
    close: super::pop,
    keys: keys::KEYS,
};

fn state(m: &Model) -> Option<&SearchState> {
    match m.screen() {
        Screen::Search(s) => Some(s),
        _ => None,
    }
}

/// Typing in the search field. Returns whether the key was used.
fn key(m: &mut Model, k: Key) -> bool {
    let (used, changed) = textline::search_key(m, k, |m| match m.screens.last_mut() {
        Some(Screen::Search(s)) => Some(&mut s.query),
        _ => None,
    });
    if changed {
        search_again(m);
    }
    used
}

fn paste(m: &mut Model, text: &str) -> Pasted {
    let Some(Screen::Search(s)) = m.screens.last_mut() else {
        return (textline::Typed::No, 0);
    };
    let t = textline::paste(&mut s.query, text, SEARCH_MAX);
    search_again(m);
    (t, SEARCH_MAX)
}

/// Runs the search for the query as it is now: a new query starts at the first hit.
fn search_again(m: &mut Model) {
    if let Some(i) = m.screens.len().checked_sub(1) {
        rerun(m, i, false);
    }
}

/// The search of screen `i` run again; with `keep`, the selection stays where it was (as
/// far as the new hits go).
fn rerun(m: &mut Model, i: usize, keep: bool) {
    let Some(Screen::Search(s)) = m.screens.get(i) else {
        return;
    };
    let query = s.query.clone();
    let hits = m.search(&query);
    if let Some(Screen::Search(s)) = m.screens.get_mut(i) {
        if keep {
            s.selected = s.selected.min(hits.len().saturating_sub(1));
        } else {
            s.selected = 0;
            s.top = 0;
        }
        s.hits = hits;
    }
}

/// Hits that fit under the query and the note.
fn visible_hits(v: &Viewport) -> usize {
    usize::from(v.body.h).saturating_sub(2) / HIT_ROWS
}

fn action(m: &mut Model, a: Action) {
    let height = visible_hits(&m.viewport());
    let Some(Screen::Search(s)) = m.screens.last_mut() else {
        return;
    };
    if let Some(sel) = select(s.selected, s.hits.len(), height.saturating_sub(1), a) {
        s.selected = sel;
        s.top = Scroll::new(s.top, s.hits.len(), height.max(1)).follow(sel, sel);
        return;
    }
    match a {
        Action::Open => {
            if let Some(hit) = s.hits.get(s.selected).cloned()
                && let Some(lesson) = m.course.lessons.get(hit.lesson)
            {
                let id = lesson.id.clone();
                m.go(Go::Lesson {
                    id,
                    at: Some(hit.part),
                    replace: false,
                });
            }
        }
        Action::Back => m.go(Go::Back),
        _ => {}
    }
}

/// Every open search again after the language or the course changed, keeping the selection.
pub fn refresh(m: &mut Model) {
    for i in 0..m.screens.len() {
        rerun(m, i, true);
    }
}

fn page(m: &Model, v: &Viewport) -> Page {
    let mut p = Page::default();
    let Some(s) = state(m) else { return p };
    let inner = v.list;
    p.search_line(inner, &s.query);
    let note = if s.query.trim().is_empty() {
        m.i18n.msg(&m::search_hint())
    } else if s.hits.is_empty() {
        m.i18n.msg(&m::search_none())
    } else {
        m.i18n.msg(&m::search_count(s.hits.len()))
    };
    p.text(inner, (inner.x, inner.y + 1), note, Tone::Muted);
    let list = Area::new(inner.x, inner.y + 2, inner.w, inner.h.saturating_sub(2));
    let rows = view::search_rows(m, s, usize::from(list.w));
    p.rows(list, rows, s.top * HIT_ROWS);
    p
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::lang::Lang;

    fn model() -> Model {
        let mut m = Model::new(crate::content::load_bundled(), Lang::En, (80, 24));
        m.screens.push(Screen::Search(SearchState::default()));
        m
    }

    #[test]
    fn typing_searches_and_enter_asks_for_the_lesson_at_the_hit() {
        let mut m = model();
        for c in "fan-out".chars() {
            assert!(key(&mut m, Key::Char(c)));
        }
        let Some(Screen::Search(s)) = m.screens.last() else {
            panic!("search screen")
        };
        let hit = s.hits.first().cloned().expect("a hit for fan-out");
        action(&mut m, Action::Open);
        let lesson = m.course.lessons[hit.lesson].id.clone();
        assert_eq!(
            m.nav,
            vec![Go::Lesson {
                id: lesson,
                at: Some(hit.part),
                replace: false
            }]
        );
    }

    #[test]
    fn enter_applies_only_with_hits() {
        let m = model();
        assert!(!(OPS.applies)(&m, Action::Open));
        assert!((OPS.applies)(&m, Action::Back));
    }
}
