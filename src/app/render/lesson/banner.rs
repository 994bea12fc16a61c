//! What is wrong where the learner would meet it: above a lesson kept at its last good
//! version, and in place of a block with a mistake of its own.

use crate::app::Cx;
use crate::app::doc::{Doc, Row, Tone, span};
use crate::core::lesson::Part;
use crate::core::message as m;

/// Above a lesson kept at its last good version: what is wrong with the file now.
pub fn banner_rows(model: &Cx, lesson: &str, width: usize) -> Vec<Row> {
    let Some(problems) = model.stale.get(lesson) else {
        return Vec::new();
    };
    let i18n = &model.i18n;
    let mut doc = Doc::default();
    let head = i18n.msg(&m::watch_stale(problems.len()));
    doc.para(
        Part::Title,
        (&[], &[]),
        &[span(format!("⚠ {head}"), Tone::Error)],
        width,
    );
    if let Some(p) = problems.iter().find(|p| p.is_error()).or(problems.first()) {
        let text = format!("{} — {}", p.location(), i18n.text(&p.kind.text()));
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

/// Where a block with a problem of its own would be: a note naming the problem and its
/// place in the file, so the learner knows something is missing and the instructor why.
pub fn unavailable(
    ctx: &super::ctx::Ctx<'_>,
    doc: &mut Doc,
    part: Part,
    (problem, line, column): (&crate::core::problem::ProblemKind, usize, usize),
) {
    let i18n = ctx.i18n;
    let head = i18n.msg(&m::reader_block_unavailable());
    doc.para(
        part,
        (&[], &[]),
        &[span(format!("⚠ {head}"), Tone::Warning)],
        ctx.width,
    );
    let place = format!("{}:{line}:{column}", ctx.lesson.file);
    let text = format!("{place} — {}", i18n.text(&problem.text()));
    let rest = vec![span("  ", Tone::Text)];
    doc.para(part, (&rest, &rest), &[span(text, Tone::Muted)], ctx.width);
}
