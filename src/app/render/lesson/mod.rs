//! Lays out a whole lesson for the reader: header, body blocks, links, sources.

pub mod banner;
pub mod contents;
mod diagram;
pub mod links;
mod practice;
mod table;

use std::collections::HashSet;

use crate::app::doc::{Doc, ProseStyle, Refs, Span, Tone, prose, span};
use crate::core::course::{Course, Target};
use crate::core::lang::Lang;
use crate::core::lesson::{Block, CalloutKind, Exercise, Label, Lesson, Part, Text};
use crate::core::message::{self as m, Message};
use crate::core::wrap;
use crate::i18n::I18n;

pub struct Ctx<'a> {
    pub lesson: &'a Lesson,
    pub course: &'a Course,
    pub i18n: &'a I18n,
    pub width: usize,
    /// Block indices of exercises whose answer is shown.
    pub revealed: &'a HashSet<usize>,
    /// The learner's values of calculators, so a calculator card shows what was last tried.
    pub calcs: &'a crate::app::calc_values::CalcValues,
    /// The glossary id of each term mark laid out so far: the layout numbers them as it
    /// goes (`Tone::Term`), and the reader moves its focus between them.
    pub terms: std::cell::RefCell<Vec<String>>,
}

impl Refs for Ctx<'_> {
    fn cite(&self, id: &str) -> Option<usize> {
        self.lesson.body.get().source_number(id)
    }

    /// A term the glossary has becomes a numbered mark; an unknown one stays plain text.
    fn term(&self, id: &str) -> Option<Tone> {
        self.course.glossary.term(id)?;
        let mut terms = self.terms.borrow_mut();
        terms.push(id.to_string());
        Some(Tone::Term(terms.len() - 1))
    }
}

impl Ctx<'_> {
    pub(crate) fn lang(&self) -> Lang {
        self.i18n.lang()
    }

    /// `[EN]` in front of text shown in the other language.
    pub(crate) fn marker(&self, fallback: Option<Lang>) -> Vec<Span> {
        match fallback {
            Some(l) => vec![
                span(
                    self.i18n.msg(&m::reader_fallback(l.code().to_uppercase())),
                    Tone::Fallback,
                ),
                span(" ", Tone::Text),
            ],
            None => Vec::new(),
        }
    }

    pub(crate) fn label(&self, l: &Label) -> (String, Vec<Span>) {
        match l.get(self.lang()) {
            Some(f) => (wrap::sanitize(f.value), self.marker(f.fallback)),
            None => (String::new(), Vec::new()),
        }
    }

    /// Prose of a `Text` in the reader's language. `marker` hangs (bullets); `inline` runs
    /// with the text (a link title); a fallback mark joins `inline`.
    pub(crate) fn text(
        &self,
        doc: &mut Doc,
        part: Part,
        t: &Text,
        base: Tone,
        lead: Vec<Span>,
        marker: Vec<Span>,
    ) {
        self.text_with(doc, part, t, base, lead, marker, Vec::new());
    }

    #[allow(clippy::too_many_arguments)]
    pub(crate) fn text_with(
        &self,
        doc: &mut Doc,
        part: Part,
        t: &Text,
        base: Tone,
        lead: Vec<Span>,
        marker: Vec<Span>,
        inline: Vec<Span>,
    ) {
        let Some(found) = t.get(self.lang()) else {
            return;
        };
        let mut lead_in = inline;
        lead_in.extend(self.marker(found.fallback));
        let style = ProseStyle {
            width: self.width,
            base,
            lead,
            refs: self,
        };
        prose(doc, part, found.value, &style, marker, lead_in);
    }

    pub(crate) fn section_label(&self, doc: &mut Doc, part: Part, label: Message) {
        doc.blank();
        doc.push(part, vec![span(self.i18n.msg(&label), Tone::Label)]);
    }

    pub(crate) fn link_title(&self, id: &str) -> Vec<Span> {
        let lang = self.lang();
        match self.course.resolve(id) {
            Target::Lesson(l) => vec![
                span(format!("{} ", l.code), Tone::Link),
                span(wrap::sanitize(l.title.text(lang)), Tone::Link),
            ],
            Target::Planned(p) => vec![
                span(
                    format!("{} {}", p.code, wrap::sanitize(p.title.text(lang))),
                    Tone::Unavailable,
                ),
                span(
                    format!(" · {}", self.i18n.msg(&m::reader_not_available())),
                    Tone::Unavailable,
                ),
            ],
            Target::Unknown => vec![span(
                format!("{id} · {}", self.i18n.msg(&m::reader_not_available())),
                Tone::Unavailable,
            )],
        }
    }
}

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
            } => code(
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

fn code(
    ctx: &Ctx<'_>,
    doc: &mut Doc,
    part: Part,
    lang: Option<&str>,
    caption: Option<&Text>,
    text: &str,
) {
    if let Some(c) = caption {
        ctx.text(doc, part, c, Tone::Muted, Vec::new(), Vec::new());
    }
    if let Some(lang) = lang {
        doc.push(part, vec![span(lang.to_uppercase(), Tone::Muted)]);
    }
    // Code keeps its lines: cut at the edge with a marker, never re-wrapped.
    for line in text.lines() {
        let clean = wrap::sanitize(line);
        let avail = ctx.width.saturating_sub(2);
        let (kept, cut) = wrap::truncate(&clean, avail.saturating_sub(1));
        let shown = if cut {
            format!(" {kept}›")
        } else {
            format!(" {clean}")
        };
        doc.rows.push(crate::app::doc::Row {
            spans: vec![span(shown, Tone::CodeBlock)],
            part,
            fill: Some(Tone::CodeBlock),
        });
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
    if ctx.revealed.contains(&block) {
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
        let hidden = ctx.i18n.msg(&m::reader_answer_hidden());
        doc.para(
            part,
            (&bar, &bar),
            &[span(format!("▸ {hidden}"), Tone::Hidden)],
            ctx.width,
        );
    }
}
