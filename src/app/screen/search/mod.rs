//! Search across the course: the query typed, the hits as it changes, Enter to open one.

pub(crate) mod keys;
mod state;
pub(crate) mod view;

pub use state::SearchState;

use super::{Changed, Ops, Pasted};
use crate::app::doc::Tone;
use crate::app::keymap::{Action, Binding, Ctx, Key};
use crate::app::layout::{Area, Viewport};
use crate::app::page::Page;
use crate::app::scroll::{Scroll, select};
use crate::app::textline::{self, SEARCH_MAX};
use crate::app::{Cx, Go};
use crate::core::message as m;
use view::HIT_ROWS;

impl Ops for SearchState {
    fn ctx(&self, _cx: &Cx) -> Ctx {
        Ctx::Search
    }

    fn keys(&self) -> &'static [Binding] {
        keys::KEYS
    }

    fn applies(&self, _cx: &Cx, a: Action) -> bool {
        a != Action::Open || !self.is_empty()
    }

    fn title(&self, cx: &Cx) -> (String, Option<String>) {
        (
            format!(" latih · {}", cx.i18n.msg(&m::search_title())),
            None,
        )
    }

    /// Typing in the search field. Returns whether the key was used.
    fn key(&mut self, cx: &mut Cx, k: Key) -> bool {
        let (used, changed) = cx.search_key(Some(&mut self.query), k);
        if changed {
            self.rerun(cx, false);
        }
        used
    }

    fn paste(&mut self, cx: &mut Cx, text: &str) -> Pasted {
        let t = textline::paste(&mut self.query, text, SEARCH_MAX);
        self.rerun(cx, false);
        (t, SEARCH_MAX)
    }

    fn action(&mut self, cx: &mut Cx, a: Action) {
        let height = visible_hits(&cx.viewport());
        if let Some(sel) = select(self.selected, self.len(), height.saturating_sub(1), a) {
            self.selected = sel;
            self.top = Scroll::new(self.top, self.len(), height.max(1)).follow(sel, sel);
            return;
        }
        match a {
            Action::Open => {
                let glossary = &cx.course.glossary;
                if let Some(t) = self
                    .terms
                    .get(self.selected)
                    .and_then(|&i| glossary.terms.get(i))
                {
                    let id = t.id.clone();
                    cx.go(Go::Glossary(Some(id)));
                } else if let Some(hit) = self.selected_hit()
                    && let Some(lesson) = cx.course.lessons.get(hit.lesson)
                {
                    let id = lesson.id.clone();
                    let at = Some(hit.part);
                    cx.go(Go::Lesson {
                        id,
                        at,
                        replace: false,
                    });
                }
            }
            Action::Back => cx.go(Go::Back),
            _ => {}
        }
    }

    /// The search again after the language or the course changed, keeping the selection.
    fn changed(&mut self, cx: &mut Cx, what: Changed, _on_top: bool) {
        if matches!(what, Changed::Lang | Changed::Course) {
            self.rerun(cx, true);
        }
    }

    fn page(&self, cx: &Cx, v: &Viewport) -> Page {
        let mut p = Page::default();
        let inner = v.list;
        p.search_line(inner, &self.query);
        let note = if self.query.trim().is_empty() {
            cx.i18n.msg(&m::search_hint())
        } else if self.is_empty() {
            cx.i18n.msg(&m::search_none())
        } else {
            cx.i18n.msg(&m::search_count(self.len()))
        };
        p.text(inner, (inner.x, inner.y + 1), note, Tone::Muted);
        let list = Area::new(inner.x, inner.y + 2, inner.w, inner.h.saturating_sub(2));
        let rows = view::search_rows(cx, self, usize::from(list.w));
        p.rows(list, rows, self.top * HIT_ROWS);
        p
    }
}

impl SearchState {
    /// The search run again for the query as it is now: a new query starts at the first
    /// hit; with `keep`, the selection stays where it was (as far as the new hits go).
    fn rerun(&mut self, cx: &mut Cx, keep: bool) {
        self.hits = cx.search(&self.query);
        self.terms = cx.course.glossary.search_names(&self.query, cx.lang());
        self.terms.truncate(TERMS);
        if keep {
            self.selected = self.selected.min(self.len().saturating_sub(1));
        } else {
            self.selected = 0;
            self.top = 0;
        }
    }
}

/// Glossary terms listed at most above the lessons: the glossary screen has the rest.
const TERMS: usize = 5;

/// Hits that fit under the query and the note.
fn visible_hits(v: &Viewport) -> usize {
    usize::from(v.body.h).saturating_sub(2) / HIT_ROWS
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::lang::Lang;

    fn cx() -> Cx {
        Cx::new(crate::content::load_bundled(), Lang::En, (80, 24))
    }

    #[test]
    fn typing_searches_and_enter_asks_for_the_lesson_at_the_hit() {
        let (mut cx, mut s) = (cx(), SearchState::default());
        for c in "fan-out".chars() {
            assert!(s.key(&mut cx, Key::Char(c)));
        }
        // The glossary's term comes first, then the lessons.
        let term = cx.course.glossary.terms[s.terms[0]].id.clone();
        assert_eq!(term, "fan-out");
        s.action(&mut cx, Action::Open);
        assert_eq!(cx.nav, vec![Go::Glossary(Some(term))]);
        cx.nav.clear();
        let hit = s.hits.first().cloned().expect("a hit for fan-out");
        s.selected = s.terms.len();
        s.action(&mut cx, Action::Open);
        let lesson = cx.course.lessons[hit.lesson].id.clone();
        assert_eq!(
            cx.nav,
            vec![Go::Lesson {
                id: lesson,
                at: Some(hit.part),
                replace: false
            }]
        );
    }

    #[test]
    fn enter_applies_only_with_hits_and_a_new_language_searches_again() {
        let (mut cx, mut s) = (cx(), SearchState::default());
        assert!(!s.applies(&cx, Action::Open));
        assert!(s.applies(&cx, Action::Back));
        s.paste(&mut cx, "sharding");
        let english = s.hits.len();
        assert!(english > 0 && s.applies(&cx, Action::Open));
        cx.i18n.set_lang(Lang::Id);
        cx.invalidate_search();
        s.changed(&mut cx, Changed::Lang, true);
        assert!(!s.hits.is_empty(), "the Indonesian text has it too");
        assert_eq!(s.query, "sharding");
    }
}
