//! The course map: lessons by module with their status, practice, statistics and tools.
//! Its state and update are here, its lines in `view`.

pub(crate) mod keys;
pub mod view;

pub use view::*;

use super::Ops;
use crate::app::keymap::{Action, Ctx};
use crate::app::layout::Viewport;
use crate::app::page::Page;
use crate::app::scroll::{Scroll, select};
use crate::app::{Go, Model, Screen};

pub static OPS: Ops = Ops {
    ctx: |_| Ctx::Home,
    key: super::no_key,
    paste: super::no_paste,
    action,
    applies: super::always,
    title: |m| (format!(" latih · {}", m.course.title.text(m.lang())), None),
    page,
    close: super::pop,
    keys: keys::KEYS,
};

fn state(m: &Model) -> Option<&Home> {
    match m.screen() {
        Screen::Home(h) => Some(h),
        _ => None,
    }
}

fn page(m: &Model, v: &Viewport) -> Page {
    let mut p = Page::default();
    let Some(hs) = state(m) else { return p };
    let items = m.home_items();
    let sel = item_index(&items, hs.selected);
    let rows = rows(
        &m.course,
        &m.i18n,
        &items,
        &m.status,
        sel,
        usize::from(v.list.w),
    );
    p.rows(v.list, rows, hs.top);
    p
}

fn action(m: &mut Model, a: Action) {
    let items = m.home_items();
    let count = selectable_count(&items);
    let height = usize::from(m.viewport().body.h);
    let Some(Screen::Home(h)) = m.screens.last_mut() else {
        return;
    };
    if let Some(sel) = select(h.selected, count, height.saturating_sub(1), a) {
        h.selected = sel;
        if let Some(i) = item_index(&items, sel) {
            // Keep the group title in view with the first lesson of a group.
            let first = if i > 0 && matches!(items[i - 1], Item::Group(_)) {
                i - 1
            } else {
                i
            };
            h.top = Scroll::new(h.top, items.len(), height).follow(first, i);
        }
        return;
    }
    match a {
        Action::Open => match item_index(&items, h.selected).map(|i| &items[i]) {
            Some(Item::Lesson(i)) => {
                let id = m.course.lessons[*i].id.clone();
                m.go(Go::Lesson {
                    id,
                    at: None,
                    replace: false,
                });
            }
            Some(Item::Problems { .. }) => m.go(Go::Problems),
            Some(Item::Review(_) | Item::ReviewLoading) => m.go(Go::Review(None)),
            Some(Item::Stats) => m.go(Go::Stats),
            Some(Item::Browser) => m.go(Go::Browser),
            Some(Item::Scratchpad) => m.go(Go::Scratch),
            Some(Item::Playground) => m.go(Go::Play(None)),
            Some(Item::Simulator) => m.go(Go::Feed(None)),
            Some(Item::Glossary(_)) => m.go(Go::Glossary(None)),
            _ => {}
        },
        Action::Search => m.go(Go::Search),
        Action::OpenFeed => m.go(Go::Feed(None)),
        Action::Glossary => m.go(Go::Glossary(None)),
        Action::Browse => m.go(Go::Browser),
        _ => {}
    }
}
