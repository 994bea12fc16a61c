//! Statistics: reviews, retention, the forecast and the scheduler's fit.

pub(crate) mod keys;
pub(crate) mod view;

use super::Ops;
use crate::app::keymap::{Action, Ctx};
use crate::app::layout::Viewport;
use crate::app::page::Page;
use crate::app::scroll::Scroll;
use crate::app::{Go, Model, Screen};
use crate::core::message as m;

pub static OPS: Ops = Ops {
    ctx: |_| Ctx::Stats,
    key: super::no_key,
    paste: super::no_paste,
    action,
    applies: super::always,
    title: |m| (format!(" latih · {}", m.i18n.msg(&m::home_stats())), None),
    page,
    close: super::pop,
    keys: keys::KEYS,
};

fn scroll(m: &Model, v: &Viewport) -> Scroll {
    let top = match m.screen() {
        Screen::Stats { top } => *top,
        _ => 0,
    };
    let len = view::rows(m, usize::from(v.column.w)).len();
    Scroll::new(top, len, usize::from(v.column.h).max(1))
}

fn action(m: &mut Model, a: Action) {
    let s = scroll(m, &m.viewport());
    if let Some(t) = s.moved(a) {
        if let Some(Screen::Stats { top }) = m.screens.last_mut() {
            *top = t;
        }
    } else if a == Action::Back {
        m.go(Go::Back);
    } else if a == Action::Browse {
        m.go(Go::Browser);
    } else if a == Action::OpenOptions {
        m.go(Go::Options);
    }
}

fn page(m: &Model, v: &Viewport) -> Page {
    let mut p = Page::default();
    let rows = view::rows(m, usize::from(v.column.w));
    p.rows(v.column, rows, scroll(m, v).clamped());
    p
}
