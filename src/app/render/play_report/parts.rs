//! The small pieces every part of a playground report is written with: a wrapped line, a
//! count and an id as message arguments, how charts are drawn, and `help`. A leaf: the report
//! and each of its parts use it, and it uses none of them.

use crate::app::doc::{Doc, Span, Tone, span};
use crate::core::lesson::Part;
use crate::core::message::{self as m, Arg};
use crate::core::play;
use crate::core::wrap;
use crate::i18n::I18n;

/// A line that wraps under a hanging indent; every line is wrapped to the room the
/// indented ones have, so none runs past `width`.
pub(crate) fn line(doc: &mut Doc, spans: Vec<Span>, width: usize) {
    let indent = [span("    ", Tone::Text)];
    let lines = wrap::wrap(&spans, width.saturating_sub(4).max(1));
    for (i, l) in lines.into_iter().enumerate() {
        let mut row = if i == 0 { Vec::new() } else { indent.to_vec() };
        row.extend(l);
        doc.push(Part::Title, row);
    }
}

/// A count for a message: Fluent groups its digits and picks the plural form.
pub(crate) fn int(_: &I18n, n: u64) -> Arg {
    Arg::from(usize::try_from(n).unwrap_or(usize::MAX))
}

pub(crate) fn id(n: i64) -> Arg {
    Arg::Str(n.to_string())
}

/// How per-partition figures are drawn: bars on the screen, a table in line mode.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Charts {
    Bars,
    Table,
}

/// `help` or `help COMMAND`: usage lines and what each command does.
pub fn help(i18n: &I18n, topic: Option<&str>) -> String {
    let one = |c: &str| {
        format!(
            "{}\n    {}",
            play::usage(c).unwrap_or(c),
            play::text::help(c)
                .map(|h| i18n.msg(&h))
                .unwrap_or_default()
        )
    };
    match topic {
        Some(c) => one(c),
        None => {
            let mut out = vec![i18n.msg(&m::play_help_intro())];
            out.extend(play::names().map(one));
            out.join("\n")
        }
    }
}
