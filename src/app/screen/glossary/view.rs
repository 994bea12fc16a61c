//! The glossary's lines: the list of terms with the start of each definition, and one entry
//! laid out whole, with its related terms and the lessons that use it as links.

use super::state::GlossaryState;
use crate::app::Cx;
use crate::app::doc::{Doc, NoRefs, ProseStyle, Row, Tone, prose, span};
use crate::core::glossary::Term;
use crate::core::lang::Lang;
use crate::core::lesson::{Label, Part};
use crate::core::message as m;
use crate::core::wrap;

/// Where a link of an entry leads.
#[derive(Debug, Clone, PartialEq)]
pub enum Link {
    Term(String),
    Lesson { id: String, part: Part },
}

/// A label in `lang`, else in the other language.
fn name(l: &Label, lang: Lang) -> String {
    wrap::sanitize(l.text(lang))
}

/// One row per term: the name, then as much of the definition as fits.
pub fn list_rows(model: &Cx, s: &GlossaryState, width: usize) -> Vec<Row> {
    let lang = model.lang();
    let terms = &model.course.glossary.terms;
    let mut rows = Vec::new();
    for (n, &i) in s.matches.iter().enumerate() {
        let Some(t) = terms.get(i) else { continue };
        let selected = n == s.selected;
        let mark = if selected { "▸ " } else { "  " };
        let head = format!("{mark}{}", name(&t.name, lang));
        let def = t
            .definition
            .get(lang)
            .map(|f| f.value.plain().replace('\n', " "))
            .unwrap_or_default();
        let cut = wrap::width(&head) > width;
        let head = wrap::ellipsize(&head, width);
        let mut spans = vec![span(head.clone(), Tone::Accent)];
        let room = width.saturating_sub(wrap::width(&head) + 3);
        if !cut && room > 3 {
            // The last cell says there is more, as a cut line does elsewhere.
            let def = wrap::ellipsize(&wrap::sanitize(&def), room);
            spans.push(span(" — ", Tone::Muted));
            spans.push(span(def, Tone::Muted));
        }
        rows.push(Row {
            spans,
            part: Part::Block(n),
            fill: selected.then_some(Tone::Selected),
        });
    }
    rows
}

/// A term's entry at `width` columns, and the links it shows in the order Tab visits them.
pub fn entry(model: &Cx, t: &Term, mentions: &[(String, Part)], width: usize) -> (Doc, Vec<Link>) {
    let i18n = &model.i18n;
    let lang = model.lang();
    let mut doc = Doc::default();
    let mut title = Vec::new();
    if let Some(found) = t.name.get(lang)
        && let Some(l) = found.fallback
    {
        let tag = i18n.msg(&m::reader_fallback(l.code().to_uppercase()));
        title.push(span(format!("{tag} "), Tone::Fallback));
    }
    title.push(span(name(&t.name, lang), Tone::Title));
    doc.para(Part::Title, (&[], &[]), &title, width);
    // Other names in the reader's language, without the one the title already shows.
    let shown = name(&t.name, lang).to_lowercase();
    let mut names: Vec<String> = Vec::new();
    for a in &t.also {
        let n = name(a, lang);
        if n.to_lowercase() != shown && !names.contains(&n) {
            names.push(n);
        }
    }
    if !names.is_empty() {
        let also = i18n.msg(&m::glossary_also(names.join(", ")));
        doc.para(Part::Title, (&[], &[]), &[span(also, Tone::Muted)], width);
    }
    doc.blank();
    if let Some(found) = t.definition.get(lang) {
        let style = ProseStyle {
            width,
            base: Tone::Text,
            lead: Vec::new(),
            refs: &NoRefs,
        };
        let mut inline = Vec::new();
        if let Some(l) = found.fallback {
            let tag = i18n.msg(&m::reader_fallback(l.code().to_uppercase()));
            inline.push(span(format!("{tag} "), Tone::Fallback));
        }
        prose(
            &mut doc,
            Part::Question,
            found.value,
            &style,
            Vec::new(),
            inline,
        );
    }
    let links = links(model, (t, mentions), &mut doc, width);
    (doc, links)
}

/// The related terms, the lessons that mark the term and those that mention it in words,
/// as rows that Tab visits.
fn links(
    model: &Cx,
    (t, mentions): (&Term, &[(String, Part)]),
    doc: &mut Doc,
    width: usize,
) -> Vec<Link> {
    let (i18n, lang) = (&model.i18n, model.lang());
    let mut links = Vec::new();
    let glossary = &model.course.glossary;
    let related: Vec<&Term> = t.related.iter().filter_map(|r| glossary.term(r)).collect();
    if !related.is_empty() {
        doc.blank();
        doc.push(
            Part::Links,
            vec![span(i18n.msg(&m::glossary_related()), Tone::Label)],
        );
        for r in related {
            let row = vec![
                span("› ", Tone::Accent),
                span(name(&r.name, lang), Tone::Link),
            ];
            doc.para(Part::Link(links.len()), (&[], &[]), &row, width);
            links.push(Link::Term(r.id.clone()));
        }
    }
    doc.blank();
    doc.push(
        Part::Sources,
        vec![span(i18n.msg(&m::glossary_used_in()), Tone::Label)],
    );
    let lessons: Vec<_> = t
        .used_in
        .iter()
        .filter_map(|u| model.course.lesson(&u.lesson).map(|l| (l, u.part)))
        .collect();
    if lessons.is_empty() {
        let none = i18n.msg(&m::glossary_not_used());
        doc.para(Part::Sources, (&[], &[]), &[span(none, Tone::Muted)], width);
    }
    lesson_links(model, lessons, doc, width, &mut links);
    let said: Vec<_> = (mentions.iter())
        .filter_map(|(id, part)| model.course.lesson(id).map(|l| (l, *part)))
        .collect();
    if !said.is_empty() {
        doc.blank();
        doc.push(
            Part::Sources,
            vec![span(i18n.msg(&m::glossary_mentioned_in()), Tone::Label)],
        );
        lesson_links(model, said, doc, width, &mut links);
    }
    links
}

/// One link row per lesson, opening it at the part named.
fn lesson_links(
    model: &Cx,
    lessons: Vec<(&crate::core::lesson::Lesson, Part)>,
    doc: &mut Doc,
    width: usize,
    links: &mut Vec<Link>,
) {
    let lang = model.lang();
    for (l, part) in lessons {
        let row = vec![
            span("› ", Tone::Accent),
            span(format!("{} ", l.code), Tone::Link),
            span(name(&l.title, lang), Tone::Link),
        ];
        let rest = vec![span("  ", Tone::Text)];
        doc.para(Part::Link(links.len()), (&[], &rest), &row, width);
        links.push(Link::Lesson {
            id: l.id.clone(),
            part,
        });
    }
}
