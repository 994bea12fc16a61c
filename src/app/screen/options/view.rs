//! The review options as lines: each option's name, its value and where the value comes
//! from, the one selected highlighted; the same lines end the statistics (and `latih
//! stats`).

use crate::app::Model;
use crate::app::doc::{Doc, Row, Tone, span};
use crate::core::lesson::Part;
use crate::core::message as m;
use crate::core::options::{Key, Source};
use crate::core::wrap;

/// The width of the names' column.
const NAME: usize = 38;

fn source_message(s: Source) -> m::Message {
    match s {
        Source::Default => m::option_source_default(),
        Source::Kept => m::option_source_kept(),
        Source::ThisRun => m::option_source_this_run(),
    }
}

/// One line per option; `selected` marks one, and `editing` shows its field instead.
pub fn rows(m: &Model, selected: Option<usize>, editing: Option<&str>, width: usize) -> Vec<Row> {
    let options = m.settings.options();
    let mut doc = Doc::default();
    for (n, key) in Key::ALL.iter().enumerate() {
        let chosen = selected == Some(n);
        let mark = if chosen { "▸ " } else { "  " };
        let name = m.i18n.msg(&key.label());
        let (name, _) = wrap::truncate(&name, NAME);
        let pad = " ".repeat(NAME.saturating_sub(wrap::width(&name)) + 1);
        let mut spans = vec![span(format!("{mark}{name}{pad}"), Tone::Text)];
        match editing.filter(|_| chosen) {
            Some(text) => spans.push(span(format!("{}▏", wrap::sanitize(text)), Tone::Accent)),
            None => {
                // A retention in the reader's decimals; everything else as typed.
                let value = match key {
                    Key::Retention => {
                        crate::core::numfmt::decimal(f64::from(options.retention), 2, m.lang())
                    }
                    _ => options.text(*key),
                };
                spans.push(span(value, Tone::Accent));
                let from = m.i18n.msg(&source_message(m.settings.source(*key)));
                spans.push(span(format!("  ({from})"), Tone::Muted));
            }
        }
        // Non-breaking spaces keep the columns when a narrow screen wraps the line.
        for s in &mut spans {
            s.text = s.text.replace(' ', "\u{a0}");
        }
        let first = doc.rows.len();
        doc.para(Part::Block(n), (&[], &[]), &spans, width);
        if chosen {
            for r in &mut doc.rows[first..] {
                r.fill = Some(Tone::Selected);
            }
        }
    }
    doc.rows
}
