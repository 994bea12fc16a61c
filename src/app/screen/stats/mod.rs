//! Statistics: reviews, retention, the forecast and the scheduler's fit.

pub(crate) mod keys;
use crate::app::render::stats as view;

use super::Ops;
use crate::app::keymap::{Action, Binding, Ctx};
use crate::app::layout::Viewport;
use crate::app::page::Page;
use crate::app::scroll::Scroll;
use crate::app::{Cx, Go};
use crate::core::message as m;

/// Where the page is scrolled to.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct StatsState {
    pub top: usize,
}

impl Ops for StatsState {
    fn ctx(&self, _cx: &Cx) -> Ctx {
        Ctx::Stats
    }

    fn keys(&self) -> &'static [Binding] {
        keys::KEYS
    }

    fn title(&self, cx: &Cx) -> (String, Option<String>) {
        (format!(" latih · {}", cx.i18n.msg(&m::home_stats())), None)
    }

    fn action(&mut self, cx: &mut Cx, a: Action) {
        if let Some(t) = self.scroll(cx, &cx.viewport()).moved(a) {
            self.top = t;
            return;
        }
        match a {
            Action::Back => cx.go(Go::Back),
            Action::Browse => cx.go(Go::Browser),
            Action::OpenOptions => cx.go(Go::Options),
            _ => {}
        }
    }

    fn page(&self, cx: &Cx, v: &Viewport) -> Page {
        let mut p = Page::default();
        let rows = view::rows(cx, usize::from(v.column.w));
        p.rows(v.column, rows, self.scroll(cx, v).clamped());
        p
    }
}

impl StatsState {
    fn scroll(&self, cx: &Cx, v: &Viewport) -> Scroll {
        let len = view::rows(cx, usize::from(v.column.w)).len();
        Scroll::new(self.top, len, usize::from(v.column.h).max(1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::lang::Lang;

    #[test]
    fn keys_leave_for_the_browser_and_options_and_scrolling_stops_at_the_top() {
        let mut cx = Cx::new(crate::content::load_bundled(), Lang::En, (80, 24));
        cx.stats = Some(Err("no progress file".into()));
        let mut s = StatsState::default();
        s.action(&mut cx, Action::Up);
        assert_eq!(s.top, 0);
        s.action(&mut cx, Action::Browse);
        s.action(&mut cx, Action::OpenOptions);
        s.action(&mut cx, Action::Back);
        assert_eq!(cx.nav, [Go::Browser, Go::Options, Go::Back]);
        let v = cx.viewport();
        let shown = format!("{:?}", s.page(&cx, &v));
        assert!(shown.contains("no progress file"), "{shown}");
    }
}
