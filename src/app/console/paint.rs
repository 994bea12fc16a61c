//! Paints a console screen's column: its output, the status rows under it, and the command
//! line at the bottom, wrapped onto a few rows so a long command shows its name and its end
//! together.

use crate::app::doc::{Doc, Row, Tone, span};
use crate::app::layout::Area;
use crate::app::page::Page;
use crate::core::lesson::Part;
use crate::core::wrap;

/// The most rows the command line takes; a longer line scrolls to keep the caret in view.
const LINE_ROWS: usize = 3;

/// A command echoed in the output: `› command`, wrapped between its words under an indent.
pub fn echo(doc: &mut Doc, command: &str, width: usize) {
    let indent = [span("\u{a0}\u{a0}", Tone::Accent)];
    let text = [span(format!("› {command}"), Tone::Accent)];
    doc.para(Part::Title, (&[], &indent), &text, width);
}

/// The command line as screen rows of `width` cells (`› ` then the text with the caret),
/// broken after a space as the output is, or inside a word longer than a row, at most
/// `LINE_ROWS` of them around the caret. Every character typed stays, spaces included.
pub fn line_rows(text: &str, cursor: usize, width: usize) -> Vec<String> {
    let width = width.max(1);
    let at = text
        .char_indices()
        .nth(cursor)
        .map_or(text.len(), |(i, _)| i);
    let line = format!("› {}▏{}", &text[..at], &text[at..]);
    let mut rows = vec![String::new()];
    let mut used = 0;
    for piece in line.split_inclusive(' ') {
        let visible = wrap::width(piece.trim_end_matches(' '));
        // A word that fits on a row of its own starts one; a longer one is cut where it is.
        if used > 0 && used + visible > width && visible <= width {
            rows.push(String::new());
            used = 0;
        }
        for g in unicode_segmentation::UnicodeSegmentation::graphemes(piece, true) {
            let w = wrap::width(g);
            if used + w > width {
                // A space that does not fit ends the row; it is not carried to the next.
                if g == " " {
                    continue;
                }
                rows.push(String::new());
                used = 0;
            }
            if let Some(last) = rows.last_mut() {
                last.push_str(g);
            }
            used += w;
        }
    }
    let caret_row = rows.iter().position(|r| r.contains('▏')).unwrap_or(0);
    let first = (caret_row + 1).saturating_sub(LINE_ROWS);
    rows.into_iter().skip(first).take(LINE_ROWS).collect()
}

/// How many rows the command line takes at this width.
pub fn line_height(text: &str, cursor: usize, width: usize) -> u16 {
    line_rows(text, cursor, width).len() as u16
}

/// `out_h` rows of output from `top`, the status rows under them, and the command line at
/// the bottom with its cursor (`line` and the characters before the cursor).
pub fn paint(
    p: &mut Page,
    main: Area,
    out: (Vec<Row>, usize, u16),
    below: Vec<Row>,
    line: (&str, usize),
) {
    let (rows, top, out_h) = out;
    p.rows(Area::new(main.x, main.y, main.w, out_h), rows, top);
    let shown = line_rows(line.0, line.1, usize::from(main.w));
    let line_h = shown.len() as u16;
    let below_h = (below.len() as u16).min(main.h.saturating_sub(line_h + 1));
    p.rows(Area::new(main.x, main.y + out_h, main.w, below_h), below, 0);
    let first = main.bottom().saturating_sub(line_h);
    for (k, row) in shown.into_iter().enumerate() {
        let y = first + k as u16;
        if y >= main.y && y < main.bottom() {
            p.text(main, (main.x, y), row, Tone::Selected);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_command_shows_its_name_and_its_end() {
        let cmd = "gen users=20000 avg=200 celebrities=3 max=20000 seed=7 skew=1.2";
        let rows = line_rows(cmd, cmd.chars().count(), 30);
        assert!(rows[0].starts_with("› gen users="), "{rows:?}");
        assert!(
            rows.last().is_some_and(|r| r.ends_with("skew=1.2▏")),
            "{rows:?}"
        );
        assert!(rows.iter().all(|r| wrap::width(r) <= 30), "{rows:?}");
    }

    #[test]
    fn a_line_longer_than_three_rows_keeps_the_caret_in_view() {
        let cmd = "x".repeat(200);
        let end = line_rows(&cmd, 200, 30);
        assert_eq!(end.len(), 3);
        assert!(end[2].ends_with('▏'), "{end:?}");
        let start = line_rows(&cmd, 0, 30);
        assert!(start[0].starts_with("› ▏"), "{start:?}");
    }
}
