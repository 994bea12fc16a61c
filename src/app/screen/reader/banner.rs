//! Above a lesson kept at its last good version: what is wrong with its file now.

use crate::app::Model;
use crate::app::doc::{Doc, Row, Tone, span};
use crate::core::lesson::Part;
use crate::core::message as m;

/// Above a lesson kept at its last good version: what is wrong with the file now.
pub fn banner_rows(model: &Model, lesson: &str, width: usize) -> Vec<Row> {
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
