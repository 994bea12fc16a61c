//! How a quiz screen divides its column: the scrolling body, the rating buttons pinned under
//! it, and the rows that must stay in view while the question is answered.

use super::QuizState;
use crate::app::Cx;
use crate::app::doc::Row;
use crate::app::scroll::Scroll;

/// What a quiz screen shows at this size: the scrolling body, the rating buttons pinned
/// under it (with a blank row between), and how many body rows fit.
pub struct Layout {
    pub body: Vec<Row>,
    pub pinned: Vec<Row>,
    pub body_height: usize,
    /// Body rows `start..end` that must stay in view while the question is being answered.
    pub focus: Option<(usize, usize)>,
}

pub fn layout(cx: &Cx, q: &QuizState) -> Layout {
    let col = cx.viewport().column;
    let width = usize::from(col.w);
    let (body, focus) = super::view::build(cx, q, width);
    let mut pinned = crate::app::screen::quiz::rating::rows(cx, q, width);
    let height = usize::from(col.h);
    // The buttons never take the whole column: at least three rows of the question stay.
    pinned.truncate(height.saturating_sub(4));
    let body_height = if pinned.is_empty() {
        height
    } else {
        height - pinned.len() - 1
    };
    Layout {
        body,
        pinned,
        body_height,
        focus,
    }
}

impl Layout {
    /// The body's window at `top`: the one scroll every screen uses.
    pub fn window(&self, top: usize) -> Scroll {
        Scroll::new(top, self.body.len(), self.body_height)
    }

    /// The furthest the body can scroll: its last row at the bottom of its area.
    pub fn max_top(&self) -> usize {
        self.window(0).max_top()
    }

    /// `top` moved as little as possible so the focused rows are in view (their start wins
    /// when they are taller than the area); from the top while that shows them.
    pub fn follow(&self, top: usize) -> usize {
        let top = top.min(self.max_top());
        let Some((start, end)) = self.focus else {
            return top;
        };
        let height = self.body_height.max(1);
        // While the question and the focus fit together, show the question too.
        if end <= height {
            return 0;
        }
        if end > top + height {
            (end - height).min(start)
        } else if start < top {
            start
        } else {
            top
        }
    }
}
