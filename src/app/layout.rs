//! Where things go on screen, shared by the model (which must know how many lines fit to
//! scroll correctly) and the tui (which draws there).

/// Below this size latih shows a polite message instead of a cramped screen.
pub const MIN_W: u16 = 40;
pub const MIN_H: u16 = 10;

/// Lines of prose longer than this are hard to read; wide terminals get margins instead.
pub const MAX_TEXT_WIDTH: u16 = 100;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Area {
    pub x: u16,
    pub y: u16,
    pub w: u16,
    pub h: u16,
}

pub fn too_small(w: u16, h: u16) -> bool {
    w < MIN_W || h < MIN_H
}

/// The title bar.
pub fn top(w: u16, _h: u16) -> Area {
    Area {
        x: 0,
        y: 0,
        w,
        h: 1,
    }
}

/// The footer with key hints.
pub fn bottom(w: u16, h: u16) -> Area {
    Area {
        x: 0,
        y: h.saturating_sub(1),
        w,
        h: 1,
    }
}

/// Everything between title bar and footer.
pub fn body(w: u16, h: u16) -> Area {
    Area {
        x: 0,
        y: 1,
        w,
        h: h.saturating_sub(2),
    }
}

/// The text column inside the body: a two-cell left margin (the focus bar lives in the
/// first), centred when the terminal is wider than a comfortable line.
pub fn text_column(w: u16, h: u16) -> Area {
    let b = body(w, h);
    let avail = b.w.saturating_sub(3);
    let width = avail.min(MAX_TEXT_WIDTH);
    let extra = (avail - width) / 2;
    Area {
        x: 2 + extra,
        y: b.y,
        w: width,
        h: b.h,
    }
}

/// A centred box for overlays, at most `max_w` wide, leaving a margin.
pub fn overlay(w: u16, h: u16, max_w: u16) -> Area {
    let b = body(w, h);
    let ow = b.w.saturating_sub(4).min(max_w);
    let oh = b.h.saturating_sub(2);
    Area {
        x: (w.saturating_sub(ow)) / 2,
        y: b.y + 1,
        w: ow,
        h: oh,
    }
}

impl Area {
    pub fn new(x: u16, y: u16, w: u16, h: u16) -> Area {
        Area { x, y, w, h }
    }

    pub fn bottom(&self) -> u16 {
        self.y.saturating_add(self.h)
    }

    pub fn right(&self) -> u16 {
        self.x.saturating_add(self.w)
    }

    /// The area less `dx` columns on each side and `dy` rows above and below.
    pub fn inset(&self, dx: u16, dy: u16) -> Area {
        Area {
            x: self.x + dx.min(self.w),
            y: self.y + dy.min(self.h),
            w: self.w.saturating_sub(2 * dx),
            h: self.h.saturating_sub(2 * dy),
        }
    }
}

/// Widest box an overlay (help, contents, a question before quitting) takes.
pub const OVERLAY_W: u16 = 76;

/// Every area of the screen at one terminal size, computed once: update (which must know
/// how many lines fit) and view (which draws there) both read it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Viewport {
    pub w: u16,
    pub h: u16,
    pub top: Area,
    pub bottom: Area,
    pub body: Area,
    /// The body less a one-cell margin each side: lists (home, search, problems).
    pub list: Area,
    /// The centred text column (reader, quiz, drill, calculator, statistics).
    pub column: Area,
    /// The overlay's frame and the text inside it.
    pub overlay: Area,
    pub overlay_inner: Area,
}

impl Viewport {
    pub fn new(w: u16, h: u16) -> Viewport {
        let body = body(w, h);
        let overlay = overlay(w, h, OVERLAY_W);
        Viewport {
            w,
            h,
            top: top(w, h),
            bottom: bottom(w, h),
            body,
            list: body.inset(1, 0),
            column: text_column(w, h),
            overlay,
            overlay_inner: overlay.inset(2, 1),
        }
    }

    pub fn too_small(&self) -> bool {
        too_small(self.w, self.h)
    }
}
