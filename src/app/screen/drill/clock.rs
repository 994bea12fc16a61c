//! The drill screen's page: the text of each stage, and while answering, the question above
//! a clock in big block figures, a gauge and what to do now. Smaller terminals get plain
//! figures.

use super::bigdigits;
use super::state::{DrillState, Stage};
use super::view as drill_doc;
use crate::app::Cx;
use crate::app::doc::Tone;
use crate::app::layout::Area;
use crate::app::page::Page;
use crate::app::scroll::Scroll;
use crate::core::wrap;

pub fn page(cx: &Cx, d: &DrillState, col: Area) -> Page {
    let mut p = Page::default();
    let rows = drill_doc::rows(cx, d, usize::from(col.w));
    if d.stage != Stage::Timing {
        let top = Scroll::new(d.top, rows.len(), usize::from(col.h)).clamped();
        p.rows(col, rows, top);
        return p;
    }
    let Some(clock) = drill_doc::clock(cx, d) else {
        return p;
    };
    let big = bigdigits::render(&clock.figure).unwrap_or_default();
    let big_w = big.first().map_or(0, |l| l.chars().count());
    let fits_big = usize::from(col.w) >= big_w && col.h >= 13;
    let figure_h: u16 = if fits_big { bigdigits::ROWS as u16 } else { 1 };
    let prompt_h = col
        .h
        .saturating_sub(figure_h + 4)
        .min(5)
        .min(rows.len() as u16);
    p.rows(Area::new(col.x, col.y, col.w, prompt_h), rows, 0);
    let tone = clock.tone;
    let room = col.h.saturating_sub(prompt_h + 1);
    let mut y = col.y + prompt_h + 1 + room.saturating_sub(figure_h + 4) / 2;
    let centre = |w: usize| col.x + col.w.saturating_sub(w as u16) / 2;
    let figure = if fits_big {
        big
    } else {
        vec![clock.figure.clone()]
    };
    for line in figure {
        let w = line.chars().count();
        p.text(col, (centre(w), y), line, tone);
        y += 1;
    }
    y += 1;
    let width = usize::from(col.w);
    let full = ((clock.ratio * width as f64).round() as usize).min(width);
    let bar = format!("{}{}", "█".repeat(full), "░".repeat(width - full));
    p.text(col, (col.x, y), bar, tone);
    y += 2;
    let spans = [wrap::Styled::new(clock.status.clone(), Tone::Muted)];
    for line in wrap::wrap(&spans, width) {
        if y >= col.bottom() {
            break;
        }
        let text: String = line.iter().map(|s| s.text.as_str()).collect();
        let text = text.trim().to_string();
        p.text(col, (centre(wrap::width(&text)), y), text, Tone::Muted);
        y += 1;
    }
    p
}
