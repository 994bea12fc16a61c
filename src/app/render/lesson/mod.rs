//! Lays out a whole lesson for the reader: header, body blocks, links, sources.

pub mod banner;
mod code;
pub mod contents;
mod ctx;
mod diagram;
pub mod links;
mod practice;
mod table;

pub use ctx::Ctx;

use crate::app::doc::{Doc, Tone, span};
use crate::core::lesson::{Block, CalloutKind, Exercise, Label, Part, Text};
use crate::core::message::{self as m, Message};
use crate::core::wrap;

/// The lesson as screen lines at `ctx.width` columns.
pub fn layout(ctx: &Ctx<'_>) -> Doc {
    let mut doc = Doc::default();
    header(ctx, &mut doc);
    let mut exercise_no = 0;
    for (i, block) in ctx.lesson.body.get().blocks.iter().enumerate() {
        let part = Part::Block(i);
        doc.blank();
        match block {
            Block::Heading(l) => {
                let (text, mut m) = ctx.label(l);
                m.push(span(text, Tone::Heading));
                doc.para(part, (&[], &[]), &m, ctx.width);
                let w = doc
                    .rows
                    .last()
                    .map_or(0, |r| r.spans.iter().map(|s| wrap::width(&s.text)).sum());
                doc.push(
                    part,
                    vec![span("─".repeat(w.min(ctx.width)), Tone::Heading)],
                );
            }
            Block::Paragraph(t) => ctx.text(&mut doc, part, t, Tone::Text, Vec::new(), Vec::new()),
            Block::List { ordered, items } => list(ctx, &mut doc, part, *ordered, items),
            Block::Table(t) => table::table(ctx, &mut doc, part, t),
            Block::Code {
                lang,
                caption,
                text,
            } => code::code(
                ctx,
                &mut doc,
                part,
                lang.as_deref(),
                caption.as_ref(),
                text.text(ctx.lang()),
            ),
            Block::Callout {
                kind,
                title,
                text,
                items,
            } => callout(
                ctx,
                &mut doc,
                part,
                *kind,
                title.as_ref(),
                text.as_ref(),
                items,
            ),
            Block::Quiz { .. } | Block::Review { .. } | Block::Card { .. } => {
                practice::card(ctx, &mut doc, part, block)
            }
            Block::Diagram(d) => diagram::diagram(ctx, &mut doc, part, d, &[]),
            Block::Unavailable {
                problem,
                line,
                column,
            } => banner::unavailable(ctx, &mut doc, part, (problem, *line, *column)),
            Block::Exercise(e) => {
                exercise_no += 1;
                exercise(ctx, &mut doc, part, i, exercise_no, e);
            }
        }
    }
    crate::app::render::lesson::links::footer(ctx, &mut doc);
    doc.terms = ctx.terms.take();
    doc.trim_term_spaces();
    doc
}

pub(crate) fn list(ctx: &Ctx<'_>, doc: &mut Doc, part: Part, ordered: bool, items: &[Text]) {
    for (n, item) in items.iter().enumerate() {
        let bullet = if ordered {
            format!("{}. ", n + 1)
        } else {
            "• ".to_string()
        };
        ctx.text(
            doc,
            part,
            item,
            Tone::Text,
            Vec::new(),
            vec![span(bullet, Tone::Accent)],
        );
    }
}

fn header(ctx: &Ctx<'_>, doc: &mut Doc) {
    let l = ctx.lesson;
    let (title, mut spans) = ctx.label(&l.title);
    spans.push(span(title, Tone::Title));
    doc.para(Part::Title, (&[], &[]), &spans, ctx.width);
    if let Some(sub) = &l.subtitle {
        let (text, mut spans) = ctx.label(sub);
        spans.push(span(text, Tone::Muted));
        doc.para(Part::Title, (&[], &[]), &spans, ctx.width);
    }
    let meta = ctx.i18n.msg(
        &m::ReaderMeta {
            code: l.code.clone(),
            minutes: ctx.i18n.int(u64::from(l.minutes)),
        }
        .into(),
    );
    doc.push(Part::Title, vec![span(meta, Tone::Muted)]);
    if let Some(keys) = &ctx.keys {
        doc.para(
            Part::Title,
            (&[], &[]),
            &[span(keys.clone(), Tone::Muted)],
            ctx.width,
        );
    }
    if let Some(q) = &l.body.get().question {
        ctx.section_label(doc, Part::Question, m::reader_question());
        let bar = vec![span("┃ ", Tone::Accent)];
        ctx.text(doc, Part::Question, q, Tone::Question, bar, Vec::new());
    }
    if !l.body.get().goals.is_empty() {
        ctx.section_label(doc, Part::Goals, m::reader_goals());
        list(ctx, doc, Part::Goals, false, &l.body.get().goals);
    }
    if !l.body.get().prerequisites.is_empty() {
        ctx.section_label(doc, Part::Prerequisites, m::reader_prerequisites());
        for p in &l.body.get().prerequisites {
            let bullet = vec![span("• ", Tone::Accent)];
            let mut inline = Vec::new();
            if let Some(id) = &p.lesson {
                let t = ctx.link_title(id);
                inline.extend(t);
                inline.push(span(" — ", Tone::Muted));
            }
            ctx.text_with(
                doc,
                Part::Prerequisites,
                &p.text,
                Tone::Text,
                Vec::new(),
                bullet,
                inline,
            );
        }
    }
}

fn callout_icon(kind: CalloutKind) -> (&'static str, Message) {
    match kind {
        CalloutKind::Note => ("ℹ", m::callout_note()),
        CalloutKind::Assumption => ("≈", m::callout_assumption()),
        CalloutKind::Failure => ("✗", m::callout_failure()),
        CalloutKind::Counterexample => ("⇄", m::callout_counterexample()),
        CalloutKind::Summary => ("≡", m::callout_summary()),
        CalloutKind::Tip => ("★", m::callout_tip()),
    }
}

fn callout(
    ctx: &Ctx<'_>,
    doc: &mut Doc,
    part: Part,
    kind: CalloutKind,
    title: Option<&Label>,
    text: Option<&Text>,
    items: &[Text],
) {
    let tone = Tone::Callout(kind);
    let bar = vec![span("▌ ", tone)];
    let (icon, default_title) = callout_icon(kind);
    let (title, marker) = match title {
        Some(t) => ctx.label(t),
        None => (ctx.i18n.msg(&default_title), Vec::new()),
    };
    let mut spans = marker;
    spans.push(span(format!("{icon} {title}"), tone));
    doc.para(part, (&bar, &bar), &spans, ctx.width);
    if let Some(t) = text {
        ctx.text(doc, part, t, Tone::Text, bar.clone(), Vec::new());
    }
    for item in items {
        ctx.text(
            doc,
            part,
            item,
            Tone::Text,
            bar.clone(),
            vec![span("• ", tone)],
        );
    }
}

fn exercise(ctx: &Ctx<'_>, doc: &mut Doc, part: Part, block: usize, n: usize, e: &Exercise) {
    let bar = vec![span("▌ ", Tone::Accent)];
    let mut head = ctx.i18n.msg(&m::reader_exercise(n));
    let mut marker = Vec::new();
    if let Some(t) = &e.title {
        let (text, m) = ctx.label(t);
        head = format!("{head} · {text}");
        marker = m;
    }
    let mut spans = marker;
    spans.push(span(head, Tone::Heading));
    doc.para(part, (&bar, &bar), &spans, ctx.width);
    ctx.text(doc, part, &e.prompt, Tone::Text, bar.clone(), Vec::new());
    let revealed = ctx.revealed.contains(&block);
    let shown = match revealed {
        true => e.hints.len(),
        false => ctx
            .hints
            .get(&block)
            .copied()
            .unwrap_or(0)
            .min(e.hints.len()),
    };
    for (k, hint) in e.hints.iter().take(shown).enumerate() {
        let head = ctx.i18n.msg(&m::reader_hint(k + 1));
        let marker = vec![span(format!("{head} "), Tone::Label)];
        ctx.text(doc, part, hint, Tone::Text, bar.clone(), marker);
    }
    if revealed {
        doc.push(
            part,
            vec![
                bar[0].clone(),
                span(ctx.i18n.msg(&m::reader_answer()), Tone::Label),
            ],
        );
        ctx.text(doc, part, &e.answer, Tone::Text, bar.clone(), Vec::new());
        if let Some(d) = &e.diagram {
            diagram::diagram(ctx, doc, part, d, &bar);
        }
    } else {
        let left = e.hints.len() - shown;
        let hidden = match left {
            0 => ctx.i18n.msg(&m::reader_answer_hidden()),
            n => ctx.i18n.msg(&m::reader_answer_hidden_hints(n)),
        };
        doc.para(
            part,
            (&bar, &bar),
            &[span(format!("▸ {hidden}"), Tone::Hidden)],
            ctx.width,
        );
    }
}
