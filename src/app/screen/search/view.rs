//! The search screen's lines: each hit where it is, then the excerpt.

use super::state::SearchState;
use crate::app::Cx;
use crate::app::doc::{Row, Span, Tone, span};
use crate::app::render::lesson::contents::part_name;
use crate::core::lesson::Part;
use crate::core::wrap;

/// Each search hit takes two lines: where it is, then the excerpt.
pub const HIT_ROWS: usize = 2;
pub fn search_rows(model: &Cx, s: &SearchState, width: usize) -> Vec<Row> {
    let i18n = &model.i18n;
    let mut rows = Vec::new();
    for (n, hit) in s.hits.iter().enumerate() {
        let Some(lesson) = model.course.lessons.get(hit.lesson) else {
            continue;
        };
        let selected = n == s.selected;
        let fill = selected.then_some(Tone::Selected);
        let mark = if selected { "▸ " } else { "  " };
        let head = format!(
            "{mark}{} {} · {}",
            lesson.code,
            lesson.title.text(model.lang()),
            part_name(i18n, lesson, hit.part)
        );
        let head = wrap::ellipsize(&wrap::sanitize(&head), width);
        rows.push(Row {
            spans: vec![span(head, Tone::Accent)],
            part: Part::Block(n),
            fill,
        });
        let chars: Vec<char> = wrap::sanitize(&hit.excerpt).chars().collect();
        let (a, b) = (
            hit.matched.0.min(chars.len()),
            hit.matched.1.min(chars.len()),
        );
        let before: String = chars[..a].iter().collect();
        let matched: String = chars[a..b].iter().collect();
        let after: String = chars[b..].iter().collect();
        let mut spans = vec![span("    ", Tone::Text), span(before, Tone::Muted)];
        spans.push(span(matched, Tone::Match));
        spans.push(span(after, Tone::Muted));
        rows.push(Row {
            spans: clip(spans, width),
            part: Part::Block(n),
            fill,
        });
    }
    rows
}

/// Cuts a line of spans at `width` cells.
fn clip(spans: Vec<Span>, width: usize) -> Vec<Span> {
    let mut out = Vec::new();
    let mut used = 0;
    for s in spans {
        let (kept, cut) = wrap::truncate(&s.text, width.saturating_sub(used));
        used += wrap::width(&kept);
        out.push(span(kept, s.style));
        if cut {
            break;
        }
    }
    out
}
