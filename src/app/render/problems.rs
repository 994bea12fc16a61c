//! The problems screen's lines: each problem as lint prints it.

use crate::app::doc::{Doc, Row, Tone, span};
use crate::core::lesson::Part;
use crate::core::message as m;
use crate::core::problem::{Problem, Severity};
use crate::core::wrap;
use crate::i18n::I18n;

/// One problem as lint prints it: severity and place, the sentence, the line and a caret.
/// A quoted line longer than `width` is cut around the caret, with `…` where it was cut.
pub fn problem_lines(i18n: &I18n, p: &Problem, width: usize) -> Vec<(String, Tone)> {
    let (tone, glyph) = match p.severity() {
        Severity::Error => (Tone::Error, "✗"),
        Severity::Warning => (Tone::Warning, "!"),
    };
    // Names, keys and ids come from the course files: cleaned like the quoted line.
    let mut out = vec![(
        wrap::sanitize(&format!(
            "{glyph} {}: {}",
            i18n.msg(&p.severity().message()),
            p.location()
        )),
        tone,
    )];
    out.push((
        wrap::sanitize(&format!("  {}", i18n.text(&p.kind.text()))),
        Tone::Text,
    ));
    if let Some(snippet) = &p.place.snippet {
        let line_no = p.place.line.to_string();
        let room = width.saturating_sub(line_no.len() + 5).max(20);
        let col = p.place.column.max(1) - 1;
        let (before, after) = snippet_window(snippet, col, room);
        out.push((format!("  {line_no} │ {before}{after}"), Tone::CodeBlock));
        let pad = " ".repeat(line_no.len() + 5 + wrap::width(&before));
        out.push((format!("{pad}^"), tone));
    }
    out
}

/// The quoted line, cleaned for the terminal, split at the caret's column and cut to about
/// `room` cells around it (a third before the caret): a 200 KB line shows as a line.
fn snippet_window(line: &str, col: usize, room: usize) -> (String, String) {
    let chars: Vec<char> = line.chars().collect();
    let col = col.min(chars.len());
    let cells = |c: char| wrap::width(&wrap::sanitize(&c.to_string()));
    // Leave a cell for each `…`.
    let room = room.saturating_sub(2).max(4);
    let mut start = col;
    let mut used = 0;
    while start > 0 && used + cells(chars[start - 1]) <= room / 3 {
        start -= 1;
        used += cells(chars[start]);
    }
    let mut end = col;
    while end < chars.len() && used + cells(chars[end]) <= room {
        used += cells(chars[end]);
        end += 1;
    }
    // Room left after the line's end goes to what stands before the caret.
    while start > 0 && used + cells(chars[start - 1]) <= room {
        start -= 1;
        used += cells(chars[start]);
    }
    let clean = |cs: &[char]| wrap::sanitize(&cs.iter().collect::<String>());
    let mut before = clean(&chars[start..col]);
    let mut after = clean(&chars[col..end]);
    if start > 0 {
        before.insert(0, '…');
    }
    if end < chars.len() {
        after.push('…');
    }
    (before, after)
}

pub fn problem_rows(i18n: &I18n, problems: &[Problem], width: usize) -> Vec<Row> {
    let mut doc = Doc::default();
    for (i, p) in problems.iter().enumerate() {
        let part = Part::Block(i);
        doc.blank();
        for (text, tone) in problem_lines(i18n, p, width) {
            if tone == Tone::CodeBlock || text.trim_start().starts_with('^') {
                // Source lines and carets keep their columns: cut, never wrapped.
                doc.push(part, vec![span(wrap::ellipsize(&text, width), tone)]);
            } else {
                // Leading spaces are indentation: keep them as a prefix, since wrapping
                // collapses spaces.
                let body = text.trim_start();
                let indent = text.len() - body.len();
                let first = vec![span(" ".repeat(indent), Tone::Text)];
                let rest = vec![span(" ".repeat(indent + 2), Tone::Text)];
                doc.para(part, (&first, &rest), &[span(body, tone)], width);
            }
        }
    }
    if problems.is_empty() {
        doc.push(
            Part::Title,
            vec![span(i18n.msg(&m::problems_none()), Tone::Muted)],
        );
    }
    doc.rows
}
