//! A diagram in the reader: its caption, then its art with the labels in the reader's
//! language, each line kept whole or cut at the edge with a marker, never re-wrapped.

use super::ctx::Ctx;
use crate::app::doc::{Doc, Row, Span, Tone, span};
use crate::core::diagram::Diagram;
use crate::core::lesson::Part;
use crate::core::wrap;

/// Lays out `d` behind `prefix` (an exercise's bar, or nothing).
pub(crate) fn diagram(ctx: &Ctx<'_>, doc: &mut Doc, part: Part, d: &Diagram, prefix: &[Span]) {
    if let Some(c) = &d.caption {
        ctx.text(doc, part, c, Tone::Muted, prefix.to_vec(), Vec::new());
    }
    let lead: usize = prefix.iter().map(|s| wrap::width(&s.text)).sum();
    let avail = ctx.width.saturating_sub(lead + 1);
    for line in d.render(ctx.lang()) {
        let clean = wrap::sanitize(&line);
        let shown = if wrap::width(&clean) <= avail {
            format!(" {clean}")
        } else {
            let (kept, _) = wrap::truncate(&clean, avail.saturating_sub(1));
            format!(" {kept}›")
        };
        let mut spans = prefix.to_vec();
        spans.push(span(shown, Tone::Text));
        doc.rows.push(Row {
            spans,
            part,
            fill: None,
        });
    }
}
