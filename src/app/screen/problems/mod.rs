//! The problems found while loading the course, each as lint prints it.

use crate::app::render::problems as view;

use super::Ops;
use crate::app::keymap::{Action, Binding, Ctx};
use crate::app::layout::Viewport;
use crate::app::page::Page;
use crate::app::scroll::Scroll;
use crate::app::{Cx, Go};
use crate::core::message as m;

/// Where the list is scrolled to.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ProblemsState {
    pub top: usize,
}

impl Ops for ProblemsState {
    fn ctx(&self, _cx: &Cx) -> Ctx {
        Ctx::Problems
    }

    fn keys(&self) -> &'static [Binding] {
        &[]
    }

    fn title(&self, cx: &Cx) -> (String, Option<String>) {
        let title = cx.i18n.msg(&m::problems_title(cx.problems.len()));
        (format!(" latih · {title}"), None)
    }

    fn action(&mut self, cx: &mut Cx, a: Action) {
        let v = cx.viewport();
        let len = view::problem_rows(&cx.i18n, &cx.problems, usize::from(v.list.w)).len();
        if let Some(t) = self.scroll(&v, len).moved(a) {
            self.top = t;
        } else if a == Action::Back {
            cx.go(Go::Back);
        }
    }

    fn page(&self, cx: &Cx, v: &Viewport) -> Page {
        let mut p = Page::default();
        // Laid out once a frame: the rows give the scroll its length.
        let rows = view::problem_rows(&cx.i18n, &cx.problems, usize::from(v.list.w));
        let top = self.scroll(v, rows.len()).clamped();
        p.rows(v.list, rows, top);
        p
    }
}

impl ProblemsState {
    fn scroll(&self, v: &Viewport, len: usize) -> Scroll {
        Scroll::new(self.top, len, usize::from(v.list.h))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::lang::Lang;

    #[test]
    fn the_title_counts_the_problems_and_back_leaves() {
        let mut cx = Cx::new(crate::content::load_bundled(), Lang::En, (80, 24));
        let mut s = ProblemsState::default();
        let (title, _) = s.title(&cx);
        assert!(title.contains('0') || title.contains("no"), "{title}");
        s.action(&mut cx, Action::Down);
        assert_eq!(s.top, 0, "nothing to scroll");
        s.action(&mut cx, Action::Back);
        assert_eq!(cx.nav, [Go::Back]);
    }
}
