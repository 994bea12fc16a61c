//! The course map: lessons by module with their status, practice, statistics and tools.
//! Its state and update are here, its lines in `view`.

pub(crate) mod keys;
pub mod view;

pub use view::*;

use super::{Changed, Ops};
use crate::app::keymap::{Action, Binding, Ctx};
use crate::app::layout::Viewport;
use crate::app::page::Page;
use crate::app::scroll::{Scroll, select};
use crate::app::{Cx, Go};

/// The lines of the course map as the course and the learner's progress are now.
pub fn home_items(cx: &Cx) -> Vec<Item> {
    let practice = (!cx.course.banks.is_empty()).then(|| cx.practice());
    items(
        &cx.course,
        &cx.i18n,
        cx.loading,
        practice,
        cx.errors(),
        cx.warnings(),
    )
}

impl Home {
    /// The selection follows the lesson being read (opened, or reached with `n`/`p`), so
    /// going back finds the map at that lesson.
    pub(crate) fn show_lesson(&mut self, cx: &Cx, id: &str) {
        let items = home_items(cx);
        let Some(at) = (items.iter().filter(|i| i.selectable()))
            .position(|i| matches!(i, Item::Lesson(l) if cx.course.lessons[*l].id == id))
        else {
            return;
        };
        self.select(cx, &items, at);
    }

    /// Selects item `sel` (of the selectable ones) and scrolls it into view, with its
    /// group's title when it is the group's first lesson.
    fn select(&mut self, cx: &Cx, items: &[Item], sel: usize) {
        self.selected = sel;
        if let Some(i) = item_index(items, sel) {
            let height = usize::from(cx.viewport().body.h);
            let first = if i > 0 && matches!(items[i - 1], Item::Group(_)) {
                i - 1
            } else {
                i
            };
            self.top = Scroll::new(self.top, items.len(), height).follow(first, i);
        }
    }
}

impl Ops for Home {
    fn ctx(&self, _cx: &Cx) -> Ctx {
        Ctx::Home
    }

    fn keys(&self) -> &'static [Binding] {
        keys::KEYS
    }

    fn title(&self, cx: &Cx) -> (String, Option<String>) {
        (
            format!(" latih · {}", cx.course.title.text(cx.lang())),
            None,
        )
    }

    fn page(&self, cx: &Cx, v: &Viewport) -> Page {
        let mut p = Page::default();
        let items = home_items(cx);
        let sel = item_index(&items, self.selected);
        let rows = rows(
            &cx.course,
            &cx.i18n,
            &items,
            &cx.status,
            sel,
            usize::from(v.list.w),
        );
        p.rows(v.list, rows, self.top);
        p
    }

    fn action(&mut self, cx: &mut Cx, a: Action) {
        let items = home_items(cx);
        let count = selectable_count(&items);
        let height = usize::from(cx.viewport().body.h);
        if let Some(sel) = select(self.selected, count, height.saturating_sub(1), a) {
            self.select(cx, &items, sel);
            return;
        }
        match a {
            Action::Open => match item_index(&items, self.selected).map(|i| &items[i]) {
                Some(Item::Lesson(i)) => {
                    let id = cx.course.lessons[*i].id.clone();
                    cx.go(Go::Lesson {
                        id,
                        at: None,
                        replace: false,
                    });
                }
                Some(Item::Problems { .. }) => cx.go(Go::Problems),
                Some(Item::Review(_) | Item::ReviewLoading) => cx.go(Go::Review(None)),
                Some(Item::Stats) => cx.go(Go::Stats),
                Some(Item::Browser) => cx.go(Go::Browser),
                Some(Item::Scratchpad) => cx.go(Go::Scratch),
                Some(Item::Playground) => cx.go(Go::Play(None)),
                Some(Item::Simulator) => cx.go(Go::Feed(None)),
                Some(Item::Glossary(_)) => cx.go(Go::Glossary(None)),
                _ => {}
            },
            Action::Search => cx.go(Go::Search),
            Action::OpenFeed => cx.go(Go::Feed(None)),
            Action::Glossary => cx.go(Go::Glossary(None)),
            Action::Browse => cx.go(Go::Browser),
            _ => {}
        }
    }

    /// The course changed (reloaded, or loaded whole): the selection stays on the map.
    fn changed(&mut self, cx: &mut Cx, what: Changed, _on_top: bool) {
        if what == Changed::Course {
            let count = selectable_count(&home_items(cx));
            self.selected = self.selected.min(count.saturating_sub(1));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::lang::Lang;

    fn cx() -> Cx {
        Cx::new(crate::content::load_bundled(), Lang::En, (80, 24))
    }

    #[test]
    fn the_selection_follows_the_lesson_being_read() {
        let cx = cx();
        let mut home = Home::default();
        let last = cx
            .course
            .lessons
            .last()
            .map(|l| l.id.clone())
            .expect("lessons");
        home.show_lesson(&cx, &last);
        let items = home_items(&cx);
        let picked = item_index(&items, home.selected).map(|i| &items[i]);
        assert!(
            matches!(picked, Some(Item::Lesson(l)) if cx.course.lessons[*l].id == last),
            "{picked:?}"
        );
        let i = item_index(&items, home.selected).expect("shown");
        let height = usize::from(cx.viewport().body.h);
        assert!(home.top <= i && i < home.top + height, "in view");
    }

    #[test]
    fn enter_on_the_first_lesson_asks_for_it_and_the_selection_stays_on_the_map() {
        let (mut cx, mut home) = (cx(), Home::default());
        let items = home_items(&cx);
        let first = (0..selectable_count(&items))
            .find(|&sel| {
                matches!(
                    item_index(&items, sel).map(|i| &items[i]),
                    Some(Item::Lesson(_))
                )
            })
            .expect("a lesson on the map");
        home.selected = first;
        home.action(&mut cx, Action::Open);
        let Some(Go::Lesson { id, at: None, .. }) = cx.nav.first() else {
            panic!("{:?}", cx.nav)
        };
        assert_eq!(Some(id), cx.course.lessons.first().map(|l| &l.id));
        // Far past the end: a reloaded, smaller course keeps the selection on the map.
        home.selected = 10_000;
        home.changed(&mut cx, Changed::Course, true);
        assert_eq!(home.selected, selectable_count(&home_items(&cx)) - 1);
        home.action(&mut cx, Action::Up);
        assert_eq!(home.selected, selectable_count(&home_items(&cx)) - 2);
    }
}
