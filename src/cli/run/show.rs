//! `latih show`: a lesson, a bank or one question as plain wrapped text in the reader's
//! language, figure marks filled in and answers hidden unless `--answers`: for previewing
//! from the command line, for screen readers, and for piping. A lesson is laid out by the
//! reader's own layout, so it says what the screen says.

use std::collections::HashSet;
use std::process::ExitCode;

use super::super::args::{Shared, ShowWhat};
use super::super::out;
use super::load;
use crate::app::doc::{Doc, NoRefs, ProseStyle, Tone, prose, span};
use crate::app::render::lesson::{Ctx, layout};
use crate::core::course::Course;
use crate::core::lang::Lang;
use crate::core::lesson::{Block, Part};
use crate::core::message as m;
use crate::core::quiz::{Kind, Question};
use crate::i18n::I18n;

pub fn show(o: &Shared, what: &ShowWhat, answers: bool, lang: Lang) -> anyhow::Result<ExitCode> {
    let i18n = I18n::new(lang);
    // As lint does: the course named, else the one the current folder stands in, so an
    // instructor previews the files they are editing rather than the bundled course.
    let found = (std::env::current_dir().ok()).and_then(|d| super::author::course_above(&d));
    let dir = o.course.as_ref().cloned().or(found);
    let loaded = load(o, dir.as_ref());
    let course = &loaded.course;
    let width = out::width().min(100);
    let doc = match what {
        ShowWhat::Question(id) => course
            .question(id)
            .map(|q| question(&i18n, q, answers, width)),
        ShowWhat::Bank(id) => course.bank(id).map(|b| {
            let mut doc = Doc::default();
            for q in &b.questions {
                doc.rows.extend(question(&i18n, q, answers, width).rows);
                doc.blank();
            }
            doc
        }),
        ShowWhat::Lesson(id) => lesson(&i18n, course, id, answers, width),
    };
    let Some(doc) = doc else {
        let (ShowWhat::Question(id) | ShowWhat::Bank(id) | ShowWhat::Lesson(id)) = what;
        out::err(&i18n.msg(&m::show_not_found(id.clone())));
        return Ok(ExitCode::from(2));
    };
    out::write(&mut std::io::stdout().lock(), &plain(&doc))?;
    Ok(ExitCode::SUCCESS)
}

/// A lesson as the reader lays it out, every exercise's answer shown when asked.
fn lesson(i18n: &I18n, course: &Course, id: &str, answers: bool, width: usize) -> Option<Doc> {
    let lesson = course.lesson(id)?;
    let revealed: HashSet<usize> = match answers {
        true => (lesson.body.get().blocks.iter().enumerate())
            .filter(|(_, b)| matches!(b, Block::Exercise(_)))
            .map(|(i, _)| i)
            .collect(),
        false => HashSet::new(),
    };
    let calcs = Default::default();
    let ctx = Ctx {
        lesson,
        course,
        i18n,
        width,
        revealed: &revealed,
        hints: &Default::default(),
        calcs: &calcs,
        terms: Default::default(),
        keys: None,
    };
    Some(layout(&ctx))
}

/// One question: its prompt, its options or steps, and with `answers` the right ones and the
/// explanation.
fn question(i18n: &I18n, q: &Question, answers: bool, width: usize) -> Doc {
    let lang = i18n.lang();
    let mut doc = Doc::default();
    let style = |lead: &str| ProseStyle {
        width,
        base: Tone::Text,
        lead: vec![span(lead.to_string(), Tone::Text)],
        refs: &NoRefs,
    };
    let text = |t: &crate::core::lesson::Text| t.get(lang).map(|f| f.value.clone());
    doc.push(Part::Title, vec![span(q.id.clone(), Tone::Heading)]);
    if let Some(prompt) = text(&q.prompt) {
        prose(&mut doc, Part::Title, &prompt, &style("  "), vec![], vec![]);
    }
    let choices = match &q.kind {
        Kind::Single { options } | Kind::Multiple { options } => Some((options, false)),
        Kind::Ordering { steps } => Some((steps, true)),
        _ => None,
    };
    if let Some((choices, ordered)) = choices {
        // Steps are written in their right order: without the answers they are listed by
        // their words instead, so the list does not give the order away.
        let mut shown: Vec<&crate::core::quiz::Choice> = choices.iter().collect();
        if ordered && !answers {
            shown.sort_by_key(|c| text(&c.text).map(|t| t.plain()).unwrap_or_default());
        }
        for (n, c) in shown.into_iter().enumerate() {
            let letter = char::from(b'a' + (n % 26) as u8);
            let mark = match (answers, ordered, c.correct) {
                (true, true, _) => format!("  {}. ", n + 1),
                (true, false, true) => format!("  {letter}) ✓ "),
                _ => format!("  {letter}) "),
            };
            if let Some(t) = text(&c.text) {
                prose(
                    &mut doc,
                    Part::Title,
                    &t,
                    &style(""),
                    vec![span(mark, Tone::Text)],
                    vec![],
                );
            }
        }
    }
    if answers {
        let answer = match &q.kind {
            Kind::Numeric { value, unit, .. } => Some(format!(
                "{} {}",
                crate::core::numfmt::decimal(*value, 3, lang),
                unit.text(lang)
            )),
            Kind::Recall { answer } => text(answer).map(|a| a.plain()),
            _ => None,
        };
        if let Some(a) = answer {
            let head = i18n.msg(&m::show_answer(a));
            doc.para(
                Part::Title,
                (&[], &[]),
                &[span(format!("  {head}"), Tone::Text)],
                width,
            );
        }
        if let Some(e) = text(&q.explanation) {
            prose(&mut doc, Part::Title, &e, &style("  "), vec![], vec![]);
        }
    }
    doc
}

/// The lines' text, without colours and with ordinary spaces.
fn plain(doc: &Doc) -> String {
    let mut out = String::new();
    for row in &doc.rows {
        let line: String = row.spans.iter().map(|s| s.text.as_str()).collect();
        out.push_str(line.replace('\u{a0}', " ").trim_end());
        out.push('\n');
    }
    out
}
