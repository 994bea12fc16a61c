//! Paints a console screen's column: its output, the status rows under it, and the command
//! line at the bottom.

use crate::app::doc::{Row, Tone};
use crate::app::layout::Area;
use crate::app::page::Page;

/// `out_h` rows of output from `top`, the status rows under them, and the command line at
/// the bottom with its cursor (`line` and the characters before the cursor), the cursor in
/// view when the line is long.
pub fn paint(
    p: &mut Page,
    main: Area,
    out: (Vec<Row>, usize, u16),
    below: Vec<Row>,
    line: (&str, usize),
) {
    let (rows, top, out_h) = out;
    p.rows(Area::new(main.x, main.y, main.w, out_h), rows, top);
    let below_h = (below.len() as u16).min(main.h.saturating_sub(2));
    p.rows(Area::new(main.x, main.y + out_h, main.w, below_h), below, 0);
    let (text, at) = line;
    let at = text.char_indices().nth(at).map_or(text.len(), |(i, _)| i);
    let line = format!("› {}▏{}", &text[..at], &text[at..]);
    // The caret's column, and the first character shown so that it stays in view.
    let caret = text[..at].chars().count() + 2;
    let from = (caret + 1).saturating_sub(usize::from(main.w));
    let shown: String = line.chars().skip(from).collect();
    p.text(
        main,
        (main.x, main.bottom().saturating_sub(1)),
        shown,
        Tone::Selected,
    );
}
