//! Writing text into a ratatui buffer without ever touching a cell outside the area, at any
//! terminal size.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use super::style::Theme;
use crate::app::doc::{Row, Tone};
use crate::app::layout::Area;
use crate::core::lesson::Part;
use crate::core::wrap;

pub fn rect(a: Area) -> Rect {
    Rect::new(a.x, a.y, a.w, a.h)
}

/// Writes `text` at (x, y), cut at the right edge of `area` (and of the buffer).
pub fn put(buf: &mut Buffer, area: Rect, x: u16, y: u16, text: &str, style: Style) -> u16 {
    let area = area.intersection(buf.area);
    if y < area.top() || y >= area.bottom() || x < area.left() || x >= area.right() {
        return x;
    }
    let max = usize::from(area.right() - x);
    // The last line of defence: nothing reaches the terminal as a control sequence, whatever
    // a screen forgot to clean.
    buf.set_stringn(x, y, wrap::escape_controls(text), max, style)
        .0
}

/// Fills a line of `area` with a style (selection bars, code backgrounds).
pub fn fill(buf: &mut Buffer, area: Rect, y: u16, style: Style) {
    let area = area.intersection(buf.area);
    if y < area.top() || y >= area.bottom() {
        return;
    }
    for x in area.left()..area.right() {
        buf[(x, y)].set_style(style);
    }
}

/// Draws rows from `top` into `area`. Rows of the `focus` part get a bar in the column
/// `focus_x` (left of the area).
pub fn rows(
    buf: &mut Buffer,
    area: Rect,
    rows: &[Row],
    top: usize,
    theme: Theme,
    focus: Option<(Part, u16)>,
) {
    for (i, row) in rows
        .iter()
        .skip(top)
        .take(usize::from(area.height))
        .enumerate()
    {
        let y = area.y + i as u16;
        if let Some(tone) = row.fill {
            fill(buf, area, y, theme.style(tone));
        }
        if let Some((part, fx)) = focus
            && row.part == part
            && !row.spans.is_empty()
        {
            let bar = Rect::new(fx, area.y, 1, area.height);
            put(buf, bar, fx, y, "▌", theme.style(Tone::Selected));
        }
        let mut x = area.x;
        for s in &row.spans {
            let mut style = theme.style(s.style);
            if let Some(tone) = row.fill {
                style = theme.style(tone).patch(style);
                // A selected row takes its own colours, but a highlighted match in it stays
                // highlighted.
                if tone == Tone::Selected && s.style != Tone::Match {
                    style = theme.style(Tone::Selected);
                }
            }
            x = put(buf, area, x, y, &s.text, style);
            if x >= area.right() {
                break;
            }
        }
    }
}

/// Writes a line of text centred in `area` at row `y`, cut to fit.
pub fn centred(buf: &mut Buffer, area: Rect, y: u16, text: &str, style: Style) {
    let (kept, _) = wrap::truncate(text, usize::from(area.width));
    let w = wrap::width(&kept) as u16;
    let x = area.x + area.width.saturating_sub(w) / 2;
    put(buf, area, x, y, &kept, style);
}
