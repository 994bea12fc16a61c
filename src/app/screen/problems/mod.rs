//! The problems found while loading the course, each as lint prints it.

pub mod view;

use super::Ops;
use crate::app::keymap::{Action, Ctx};
use crate::app::layout::Viewport;
use crate::app::page::Page;
use crate::app::scroll::Scroll;
use crate::app::{Go, Model, Screen};
use crate::core::message as m;

pub static OPS: Ops = Ops {
    ctx: |_| Ctx::Problems,
    key: super::no_key,
    paste: super::no_paste,
    action,
    applies: super::always,
    title: |m| {
        let title = m.i18n.msg(&m::problems_title(m.problems.len()));
        (format!(" latih · {title}"), None)
    },
    page,
    close: super::pop,
    keys: &[],
};

fn scroll(m: &Model, v: &Viewport, len: usize) -> Scroll {
    let top = match m.screen() {
        Screen::Problems { top } => *top,
        _ => 0,
    };
    Scroll::new(top, len, usize::from(v.list.h))
}

fn action(m: &mut Model, a: Action) {
    let v = m.viewport();
    let len = view::problem_rows(&m.i18n, &m.problems, usize::from(v.list.w)).len();
    let s = scroll(m, &v, len);
    if let Some(t) = s.moved(a) {
        if let Some(Screen::Problems { top }) = m.screens.last_mut() {
            *top = t;
        }
    } else if a == Action::Back {
        m.go(Go::Back);
    }
}

fn page(m: &Model, v: &Viewport) -> Page {
    let mut p = Page::default();
    // Laid out once a frame: the rows give the scroll its length.
    let rows = view::problem_rows(&m.i18n, &m.problems, usize::from(v.list.w));
    let top = scroll(m, v, rows.len()).clamped();
    p.rows(v.list, rows, top);
    p
}
