//! The search screen's lines: each hit where it is, then the excerpt.

use super::state::SearchState;
use crate::app::Cx;
use crate::app::doc::{Row, Span, Tone, span};
use crate::app::render::lesson::contents::part_name;
use crate::core::lesson::Part;
use crate::core::message as m;
use crate::core::search::{self, Hit};
use crate::core::wrap;

/// Each search hit takes two lines: where it is, then the excerpt.
pub const HIT_ROWS: usize = 2;
pub fn search_rows(model: &Cx, s: &SearchState, width: usize) -> Vec<Row> {
    let i18n = &model.i18n;
    let mut rows = term_rows(model, s, width);
    for (k, hit) in s.hits.iter().enumerate() {
        let n = s.terms.len() + k;
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
        rows.push(Row {
            spans: excerpt(hit, width),
            part: Part::Block(n),
            fill,
        });
    }
    rows
}

/// The glossary terms whose names match, above the lessons: where (the glossary, the
/// term), then the start of the definition.
fn term_rows(model: &Cx, s: &SearchState, width: usize) -> Vec<Row> {
    let (i18n, lang) = (&model.i18n, model.lang());
    let mut rows = Vec::new();
    for (n, &i) in s.terms.iter().enumerate() {
        let Some(t) = model.course.glossary.terms.get(i) else {
            continue;
        };
        let selected = n == s.selected;
        let fill = selected.then_some(Tone::Selected);
        let mark = if selected { "▸ " } else { "  " };
        let head = format!(
            "{mark}{} · {}",
            i18n.msg(&m::glossary_title()),
            t.name.text(lang)
        );
        rows.push(Row {
            spans: vec![span(
                wrap::ellipsize(&wrap::sanitize(&head), width),
                Tone::Accent,
            )],
            part: Part::Block(n),
            fill,
        });
        let def = (t.definition.get(lang))
            .map(|f| f.value.plain().replace('\n', " "))
            .unwrap_or_default();
        let def = wrap::ellipsize(&wrap::sanitize(&def), width.saturating_sub(4));
        rows.push(Row {
            spans: vec![span("    ", Tone::Text), span(def, Tone::Muted)],
            part: Part::Block(n),
            fill,
        });
    }
    rows
}

/// The excerpt's line: as much as fits the width after its indent, cut at words, `…` where
/// text was left out, every word of the query highlighted.
fn excerpt(hit: &Hit, width: usize) -> Vec<Span> {
    const INDENT: &str = "    ";
    let ((from, to), (before, after)) = search::fit(hit, width.saturating_sub(INDENT.len()));
    let chars: Vec<char> = hit.excerpt.chars().collect();
    let text = |a: usize, b: usize| wrap::sanitize(&chars[a..b].iter().collect::<String>());
    let mut spans = vec![span(INDENT, Tone::Text)];
    if before {
        spans.push(span("…", Tone::Muted));
    }
    let mut at = from;
    for &(a, b) in &hit.marks {
        let (a, b) = (a.max(from), b.min(to));
        if a >= b {
            continue;
        }
        spans.push(span(text(at, a), Tone::Muted));
        spans.push(span(text(a, b), Tone::Match));
        at = b;
    }
    spans.push(span(text(at, to), Tone::Muted));
    if after {
        spans.push(span("…", Tone::Muted));
    }
    spans
}
