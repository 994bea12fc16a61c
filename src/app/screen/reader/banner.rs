//! Above a lesson kept at its last good version: what is wrong with its file now.

use crate::app::Model;
use crate::app::doc::{Doc, Row, Tone, span};
use crate::core::lesson::Part;
use crate::i18n::{Arg, ids};

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
