//! Screen lines of the search results, the problems list, the help overlay and the table of
//! contents.

use super::doc::{Doc, Row, Tone, span};
use super::keymap::{self, Ctx};
use super::{Model, SearchState};
use crate::core::lang::Lang;
use crate::core::lesson::{Block, Lesson, Part};
use crate::core::problem::{Problem, Severity};
use crate::core::wrap;
use crate::i18n::{Arg, I18n, ids};

/// Each search hit takes two lines: where it is, then the excerpt.
pub const HIT_ROWS: usize = 2;

/// The name of a lesson part, for search results and the table of contents.
pub fn part_name(i18n: &I18n, lesson: &Lesson, part: Part) -> String {
    let lang = i18n.lang();
    match part {
        Part::Title => i18n.t(ids::PART_TITLE),
        Part::Question => i18n.t(ids::READER_QUESTION),
        Part::Goals => i18n.t(ids::READER_GOALS),
        Part::Prerequisites => i18n.t(ids::READER_PREREQUISITES),
        Part::Links | Part::Link(_) => i18n.t(ids::READER_LINKS),
        Part::Sources => i18n.t(ids::READER_SOURCES),
        Part::LastReviewed => i18n.t(ids::PART_LAST_REVIEWED),
        Part::Block(i) => {
            // The heading the block sits under, or the exercise's own name.
            if let Some(Block::Exercise(_)) = lesson.blocks.get(i) {
                let n = lesson.exercises().take_while(|e| *e <= i).count();
                return i18n.ta(ids::READER_EXERCISE, &[("n", Arg::from(n))]);
            }
            lesson.blocks[..=i.min(lesson.blocks.len().saturating_sub(1))]
                .iter()
                .rev()
                .find_map(|b| match b {
                    Block::Heading(l) => Some(l.text(lang).to_string()),
                    _ => None,
                })
                .unwrap_or_else(|| i18n.t(ids::PART_INTRO))
        }
    }
}

pub fn search_rows(model: &Model, s: &SearchState, width: usize) -> Vec<Row> {
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
        let (head, _) = wrap::truncate(&wrap::sanitize(&head), width);
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
fn clip(spans: Vec<super::doc::Span>, width: usize) -> Vec<super::doc::Span> {
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
            i18n.severity(p.severity()),
            i18n.place(p)
        )),
        tone,
    )];
    out.push((
        wrap::sanitize(&format!("  {}", i18n.problem(p))),
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
                let (kept, _) = wrap::truncate(&text, width);
                doc.push(part, vec![span(kept, tone)]);
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
            vec![span(i18n.t(ids::PROBLEMS_NONE), Tone::Muted)],
        );
    }
    doc.rows
}

/// The help overlay: every key of the screen beneath, then what the reader's marks mean.
pub fn help_rows(i18n: &I18n, ctx: Ctx, width: usize) -> Vec<Row> {
    let mut doc = Doc::default();
    let entries = keymap::help_entries(ctx);
    let key_w = entries
        .iter()
        .map(|b| wrap::width(&keymap::keys_label(i18n, b, false)))
        .max()
        .unwrap_or(0)
        .min(width / 3);
    for b in entries {
        let keys = keymap::keys_label(i18n, b, false);
        let pad = key_w.saturating_sub(wrap::width(&keys));
        let first = vec![span(format!("{keys}{}  ", " ".repeat(pad)), Tone::Accent)];
        let rest = vec![span(" ".repeat(key_w + 2), Tone::Text)];
        doc.para(
            Part::Title,
            (&first, &rest),
            &[span(i18n.t(b.help), Tone::Text)],
            width,
        );
    }
    if ctx == Ctx::Reader {
        doc.blank();
        let marker = i18n.ta(
            ids::READER_FALLBACK,
            &[("lang", Arg::Str(Lang::En.code().to_uppercase()))],
        );
        let text = i18n.ta(ids::HELP_FALLBACK_LEGEND, &[("marker", Arg::Str(marker))]);
        doc.para(Part::Title, (&[], &[]), &[span(text, Tone::Muted)], width);
    }
    doc.rows
}

/// The question before quitting with answers no file could take: how many, why, and the
/// keys that answer it.
pub fn unsaved_rows(i18n: &I18n, count: usize, detail: &str, width: usize) -> Vec<Row> {
    let mut doc = Doc::default();
    let body = i18n.ta(ids::UNSAVED_BODY, &[("count", Arg::from(count))]);
    doc.para(Part::Title, (&[], &[]), &[span(body, Tone::Text)], width);
    if !detail.is_empty() {
        doc.blank();
        let reason = i18n.ta(
            ids::UNSAVED_REASON,
            &[("detail", Arg::Str(detail.to_string()))],
        );
        doc.para(Part::Title, (&[], &[]), &[span(reason, Tone::Muted)], width);
    }
    doc.blank();
    doc.rows.extend(help_rows(i18n, Ctx::Unsaved, width));
    doc.rows
}

/// Sections of a lesson for the table of contents.
pub fn contents(i18n: &I18n, lesson: &Lesson) -> Vec<(String, Part)> {
    let lang = i18n.lang();
    let mut out = vec![(lesson.title.text(lang).to_string(), Part::Title)];
    if lesson.question.is_some() {
        out.push((i18n.t(ids::READER_QUESTION), Part::Question));
    }
    if !lesson.goals.is_empty() {
        out.push((i18n.t(ids::READER_GOALS), Part::Goals));
    }
    if !lesson.prerequisites.is_empty() {
        out.push((i18n.t(ids::READER_PREREQUISITES), Part::Prerequisites));
    }
    let mut n = 0;
    for (i, b) in lesson.blocks.iter().enumerate() {
        match b {
            Block::Heading(l) => out.push((l.text(lang).to_string(), Part::Block(i))),
            Block::Exercise(e) => {
                n += 1;
                let mut name = format!(
                    "  {}",
                    i18n.ta(ids::READER_EXERCISE, &[("n", Arg::from(n))])
                );
                if let Some(t) = &e.title {
                    name = format!("{name} · {}", t.text(lang));
                }
                out.push((name, Part::Block(i)));
            }
            _ => {}
        }
    }
    let l = &lesson.links;
    if l.prev.is_some() || l.next.is_some() || !l.related.is_empty() {
        out.push((i18n.t(ids::READER_LINKS), Part::Links));
    }
    if !lesson.sources.is_empty() {
        out.push((i18n.t(ids::READER_SOURCES), Part::Sources));
    }
    out
}

pub fn contents_rows(entries: &[(String, Part)], selected: usize, width: usize) -> Vec<Row> {
    entries
        .iter()
        .enumerate()
        .map(|(i, (name, part))| {
            let mark = if i == selected { "▸ " } else { "  " };
            let (text, _) = wrap::truncate(&format!("{mark}{}", wrap::sanitize(name)), width);
            Row {
                spans: vec![span(text, Tone::Text)],
                part: *part,
                fill: (i == selected).then_some(Tone::Selected),
            }
        })
        .collect()
}

/// Above a lesson kept at its last good version: what is wrong with the file now.
pub fn banner_rows(model: &Model, lesson: &str, width: usize) -> Vec<Row> {
    let Some(problems) = model.stale.get(lesson) else {
        return Vec::new();
    };
    let i18n = &model.i18n;
    let mut doc = Doc::default();
    let head = i18n.ta(ids::WATCH_STALE, &[("count", Arg::from(problems.len()))]);
    doc.para(
        Part::Title,
        (&[], &[]),
        &[span(format!("⚠ {head}"), Tone::Error)],
        width,
    );
    if let Some(p) = problems.iter().find(|p| p.is_error()).or(problems.first()) {
        let text = format!("{} — {}", i18n.place(p), i18n.problem(p));
        let rest = vec![span("  ", Tone::Text)];
        doc.para(
            Part::Title,
            (&rest, &rest),
            &[span(text, Tone::Warning)],
            width,
        );
    }
    doc.rows.truncate(4);
    doc.push(Part::Title, Vec::new());
    doc.rows
}
