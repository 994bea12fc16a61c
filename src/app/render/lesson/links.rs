//! The end of a lesson in the reader: previous, next and related lessons (available or "not
//! available yet"), the numbered sources, the last-reviewed date; and which parts Tab visits.

use super::ctx::Ctx;
use crate::app::doc::{Doc, Span, Tone, hang, inline_spans, span};
use crate::core::lesson::{Lesson, Link, Part};
use crate::core::message::{self as m, Message};
use crate::core::rich::{Para, RichText};
use crate::core::wrap;

fn link_row(ctx: &Ctx<'_>, doc: &mut Doc, k: usize, label: Message, link: &Link) {
    let part = Part::Link(k);
    let mut title = ctx.link_title(&link.lesson);
    let mut head = vec![span(format!("{} ", ctx.i18n.msg(&label)), Tone::Label)];
    head.append(&mut title);
    let rest = vec![span("  ", Tone::Text)];
    match &link.note {
        Some(note) => {
            if let Some(found) = note.get(ctx.lang()) {
                let mut spans = head;
                spans.push(span(" — ", Tone::Muted));
                spans.extend(ctx.marker(found.fallback));
                spans.extend(note_spans(ctx, found.value));
                doc.para(part, (&[], &rest), &spans, ctx.width);
            }
        }
        None => doc.para(part, (&[], &rest), &head, ctx.width),
    }
}

fn note_spans(ctx: &Ctx<'_>, t: &RichText) -> Vec<Span> {
    let mut out = Vec::new();
    for p in &t.paras {
        if let Para::Text(inl) = p {
            out.extend(inline_spans(inl, Tone::Text, ctx));
        }
    }
    out
}

pub(crate) fn footer(ctx: &Ctx<'_>, doc: &mut Doc) {
    let l = ctx.lesson;
    let links = &l.body.get().links;
    if links.prev.is_some() || links.next.is_some() || !links.related.is_empty() {
        ctx.section_label(doc, Part::Links, m::reader_links());
        if let Some(p) = &links.prev {
            link_row(ctx, doc, 0, m::reader_prev(), p);
        }
        if let Some(n) = &links.next {
            link_row(ctx, doc, 1, m::reader_next(), n);
        }
        for (i, r) in links.related.iter().enumerate() {
            link_row(ctx, doc, 2 + i, m::reader_related(), r);
        }
    }
    if !l.body.get().sources.is_empty() {
        ctx.section_label(doc, Part::Sources, m::reader_sources());
        for (i, s) in l.body.get().sources.iter().enumerate() {
            let (title, mut spans) = ctx.label(&s.title);
            spans.push(span(title, Tone::Text));
            if let Some(url) = &s.url {
                spans.push(span(format!(" {}", wrap::sanitize(url)), Tone::Link));
            }
            let num = vec![span(format!("[{}] ", i + 1), Tone::Cite)];
            let rest = hang(&[], &num);
            doc.para(Part::Sources, (&num, &rest), &spans, ctx.width);
            if let Some(note) = &s.note {
                ctx.text(
                    doc,
                    Part::Sources,
                    note,
                    Tone::Muted,
                    rest.clone(),
                    Vec::new(),
                );
            }
        }
    }
    if let Some(d) = l.last_reviewed {
        doc.blank();
        let text = ctx.i18n.msg(&m::reader_last_reviewed(ctx.i18n.date(d)));
        doc.push(Part::LastReviewed, vec![span(text, Tone::Muted)]);
    }
}

/// The glossary terms marked in the laid-out lesson, in reading order: `i` moves between
/// them, apart from Tab's cards, so a lesson full of terms keeps its exercises a Tab away.
pub fn term_targets(doc: &Doc) -> Vec<Part> {
    doc.term_marks().into_iter().map(Part::Term).collect()
}

/// The parts a learner can move to with Tab: exercises, quizzes, reviews and lesson links,
/// in reading order.
pub fn targets(lesson: &Lesson) -> Vec<Part> {
    let mut blocks: Vec<usize> = lesson
        .body
        .get()
        .exercises()
        .chain(lesson.body.get().practice_blocks())
        .collect();
    blocks.sort_unstable();
    let mut out: Vec<Part> = blocks.into_iter().map(Part::Block).collect();
    let links = &lesson.body.get().links;
    if links.prev.is_some() {
        out.push(Part::Link(0));
    }
    if links.next.is_some() {
        out.push(Part::Link(1));
    }
    out.extend((0..links.related.len()).map(|i| Part::Link(2 + i)));
    out
}

/// The lesson a link part points to.
pub fn link_target(lesson: &Lesson, part: Part) -> Option<&str> {
    let Part::Link(k) = part else { return None };
    let l = &lesson.body.get().links;
    match k {
        0 => l.prev.as_ref(),
        1 => l.next.as_ref(),
        k => l.related.get(k - 2),
    }
    .map(|l| l.lesson.as_str())
}
