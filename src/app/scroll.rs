//! One scroll: a window of `height` rows over `len` rows, starting at `top`. Every scrolling
//! screen and overlay moves through it, so the end is a real stop everywhere (a key back up
//! moves at once) and a page keeps one line of the last one in view.

use super::keymap::Action;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Scroll {
    pub top: usize,
    pub len: usize,
    pub height: usize,
}

impl Scroll {
    pub fn new(top: usize, len: usize, height: usize) -> Scroll {
        Scroll { top, len, height }
    }

    /// The last offset that still fills the window.
    pub fn max_top(&self) -> usize {
        self.len.saturating_sub(self.height)
    }

    /// The offset kept inside `0..=max_top`.
    pub fn clamped(&self) -> usize {
        self.top.min(self.max_top())
    }

    /// How far a page moves: the window less one line of overlap.
    pub fn page(&self) -> usize {
        self.height.saturating_sub(1).max(1)
    }

    /// The offset after a movement, or `None` when the action is not one.
    pub fn moved(&self, a: Action) -> Option<usize> {
        let now = self.clamped();
        let max = self.max_top();
        Some(match a {
            Action::Up => now.saturating_sub(1),
            Action::Down => (now + 1).min(max),
            Action::PageUp => now.saturating_sub(self.page()),
            Action::PageDown => (now + self.page()).min(max),
            Action::Top => 0,
            Action::Bottom => max,
            _ => return None,
        })
    }

    /// The offset that keeps rows `first..=last` in view, moving as little as possible.
    pub fn follow(&self, first: usize, last: usize) -> usize {
        if first < self.top {
            first
        } else if last >= self.top + self.height {
            (last + 1).saturating_sub(self.height)
        } else {
            self.top
        }
    }
}

/// A cursor over `len` selectable items: the same moves, on a position instead of an offset.
pub fn select(pos: usize, len: usize, page: usize, a: Action) -> Option<usize> {
    let last = len.saturating_sub(1);
    Some(match a {
        Action::Up => pos.saturating_sub(1),
        Action::Down => (pos + 1).min(last),
        Action::PageUp => pos.saturating_sub(page.max(1)),
        Action::PageDown => (pos + page.max(1)).min(last),
        Action::Top => 0,
        Action::Bottom => last,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_end_is_a_real_stop() {
        let s = Scroll::new(50, 30, 10);
        assert_eq!(s.clamped(), 20);
        assert_eq!(s.moved(Action::Down), Some(20));
        assert_eq!(s.moved(Action::Up), Some(19));
    }

    #[test]
    fn a_page_keeps_one_line() {
        let s = Scroll::new(0, 100, 10);
        assert_eq!(s.moved(Action::PageDown), Some(9));
        assert_eq!(Scroll::new(0, 100, 1).moved(Action::PageDown), Some(1));
        assert_eq!(s.moved(Action::Bottom), Some(90));
        assert_eq!(s.moved(Action::Open), None);
    }

    #[test]
    fn follow_moves_as_little_as_possible() {
        let s = Scroll::new(10, 100, 5);
        assert_eq!(s.follow(12, 13), 10);
        assert_eq!(s.follow(3, 4), 3);
        assert_eq!(s.follow(20, 21), 17);
    }

    #[test]
    fn select_stays_in_the_list() {
        assert_eq!(select(0, 5, 3, Action::Up), Some(0));
        assert_eq!(select(4, 5, 3, Action::Down), Some(4));
        assert_eq!(select(1, 5, 3, Action::PageDown), Some(4));
        assert_eq!(select(1, 0, 3, Action::Bottom), Some(0));
    }
}
