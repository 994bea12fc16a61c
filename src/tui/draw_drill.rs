//! The drill screen: the text of each stage, and while answering, the question above a clock
//! in big block figures, a gauge and what to do now. Smaller terminals get plain figures.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::paint::{self, put};
use super::style::Theme;
use crate::app::Model;
use crate::app::bigdigits;
use crate::app::doc::Tone;
use crate::app::drill::{DrillState, Stage};
use crate::app::drill_doc;
use crate::core::wrap;

pub fn draw(buf: &mut Buffer, m: &Model, d: &DrillState, col: Rect, theme: Theme) {
    let rows = drill_doc::rows(m, d, usize::from(col.width));
    if d.stage != Stage::Timing {
        let top = d
            .top
            .min(rows.len().saturating_sub(usize::from(col.height)));
        paint::rows(buf, col, &rows, top, theme, None);
        return;
    }
    let Some(clock) = drill_doc::clock(m, d) else {
        return;
    };
    let big = bigdigits::render(&clock.figure).unwrap_or_default();
    let big_w = big.first().map_or(0, |l| l.chars().count());
    // Room for the question (up to 5 lines), the figures, a gauge and the status line.
    let fits_big = usize::from(col.width) >= big_w && col.height >= 13;
    let figure_h: u16 = if fits_big { bigdigits::ROWS as u16 } else { 1 };
    let below = figure_h + 4;
    let prompt_h = col
        .height
        .saturating_sub(below)
        .min(5)
        .min(rows.len() as u16);
    paint::rows(
        buf,
        Rect::new(col.x, col.y, col.width, prompt_h),
        &rows,
        0,
        theme,
        None,
    );
    let style = theme.style(clock.tone);
    // The clock, gauge and status sit in the middle of the room under the question.
    let room = col.height.saturating_sub(prompt_h + 1);
    let block = figure_h + 4;
    let mut y = col.y + prompt_h + 1 + room.saturating_sub(block) / 2;
    let centre = |w: usize| col.x + col.width.saturating_sub(w as u16) / 2;
    if fits_big {
        for line in &big {
            put(buf, col, centre(big_w), y, line, style);
            y += 1;
        }
    } else {
        put(
            buf,
            col,
            centre(clock.figure.len()),
            y,
            &clock.figure,
            style,
        );
        y += 1;
    }
    y += 1;
    let width = usize::from(col.width);
    let full = ((clock.ratio * width as f64).round() as usize).min(width);
    let bar = format!("{}{}", "█".repeat(full), "░".repeat(width - full));
    put(buf, col, col.x, y, &bar, style);
    y += 2;
    // The status wraps on a narrow terminal rather than losing its end.
    let spans = [wrap::Styled::new(clock.status.clone(), Tone::Muted)];
    for line in wrap::wrap(&spans, width) {
        if y >= col.bottom() {
            break;
        }
        let text: String = line.iter().map(|s| s.text.as_str()).collect();
        let text = text.trim();
        put(
            buf,
            col,
            centre(wrap::width(text)),
            y,
            text,
            theme.style(Tone::Muted),
        );
        y += 1;
    }
}
