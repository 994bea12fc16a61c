//! A laid-out document: screen lines of styled text, each knowing which part of the lesson it
//! belongs to. Built by the app for a given width, drawn by the tui as it is.

use crate::core::lesson::{CalloutKind, Part};
use crate::core::message as m;
use crate::core::rich::{Emph, Inline, Para, RichText};
use crate::core::wrap::{self, Styled};

/// What a piece of text is, so the tui can choose colours (or none, with NO_COLOR).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Tone {
    Text,
    Bold,
    Italic,
    BoldItalic,
    Code,
    Cite,
    Title,
    Heading,
    Muted,
    Label,
    Question,
    CodeBlock,
    Link,
    Unavailable,
    /// Marks text shown in the other language because a translation is missing.
    Fallback,
    Hidden,
    Accent,
    Callout(CalloutKind),
    Border,
    TableHeader,
    Error,
    Warning,
    Selected,
    Match,
    /// A glossary term the reader can open: its number in the layout's `Doc::terms`.
    Term(usize),
    /// The glossary term that has the focus.
    TermFocused,
}

pub type Span = Styled<Tone>;

#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    pub spans: Vec<Span>,
    pub part: Part,
    /// Paint the whole line in this tone's background (code blocks).
    pub fill: Option<Tone>,
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct Doc {
    pub rows: Vec<Row>,
    /// The glossary id of each term mark laid out, indexed by `Tone::Term`.
    pub terms: Vec<String>,
}

impl Doc {
    pub fn push(&mut self, part: Part, spans: Vec<Span>) {
        self.rows.push(Row {
            spans,
            part,
            fill: None,
        });
    }

    /// A blank line after the last row. It belongs to the part above it, so a part starts at
    /// its first visible line. Never two blank lines in a row, never one at the top.
    pub fn blank(&mut self) {
        if let Some(last) = self.rows.last()
            && !last.spans.is_empty()
        {
            let part = last.part;
            self.push(part, Vec::new());
        }
    }

    /// First row of a part.
    pub fn start_of(&self, part: Part) -> Option<usize> {
        self.rows.iter().position(|r| r.part == part)
    }

    /// The rows a term mark spans (two when it wraps), end exclusive.
    pub fn term_rows(&self, k: usize) -> Option<(usize, usize)> {
        let has = |r: &Row| r.spans.iter().any(|s| s.style == Tone::Term(k));
        let start = self.rows.iter().position(has)?;
        let end = self.rows.iter().rposition(has).unwrap_or(start);
        Some((start, end + 1))
    }

    /// Spaces that wrapping left at the edges of a term's span become plain text, so only
    /// the words are underlined or highlighted.
    pub fn trim_term_spaces(&mut self) {
        for row in &mut self.rows {
            if !row.spans.iter().any(|s| matches!(s.style, Tone::Term(_))) {
                continue;
            }
            let mut out = Vec::with_capacity(row.spans.len() + 2);
            for s in row.spans.drain(..) {
                if !matches!(s.style, Tone::Term(_)) {
                    out.push(s);
                    continue;
                }
                let words = s.text.trim();
                if words.is_empty() {
                    out.push(span(s.text, Tone::Text));
                    continue;
                }
                let lead = &s.text[..s.text.len() - s.text.trim_start().len()];
                let trail = &s.text[s.text.trim_end().len()..];
                if !lead.is_empty() {
                    out.push(span(lead, Tone::Text));
                }
                out.push(span(words, s.style));
                if !trail.is_empty() {
                    out.push(span(trail, Tone::Text));
                }
            }
            row.spans = out;
        }
    }

    /// The term marks in reading order, each once.
    pub fn term_marks(&self) -> Vec<usize> {
        let mut out: Vec<usize> = Vec::new();
        for r in &self.rows {
            for s in &r.spans {
                if let Tone::Term(k) = s.style
                    && !out.contains(&k)
                {
                    out.push(k);
                }
            }
        }
        out
    }

    /// Wraps spans into rows at `width`, with `first` before the first line and `rest`
    /// (same width) before the others: bullets and hanging indents.
    pub fn para(&mut self, part: Part, prefix: (&[Span], &[Span]), spans: &[Span], width: usize) {
        let (first, rest) = prefix;
        let pw = first.iter().map(|s| wrap::width(&s.text)).sum::<usize>();
        let lines = wrap::wrap(spans, width.saturating_sub(pw).max(1));
        for (i, line) in lines.into_iter().enumerate() {
            let mut row: Vec<Span> = if i == 0 {
                first.to_vec()
            } else {
                rest.to_vec()
            };
            row.extend(line);
            self.push(part, row);
        }
    }
}

pub fn span(text: impl Into<String>, tone: Tone) -> Span {
    Styled::new(text, tone)
}

/// The tone of inline text with this emphasis over a base tone.
fn emph_tone(e: Emph, base: Tone) -> Tone {
    match (e.code, e.bold, e.italic) {
        (true, _, _) => Tone::Code,
        (false, true, true) => Tone::BoldItalic,
        (false, true, false) => Tone::Bold,
        (false, false, true) => Tone::Italic,
        _ => base,
    }
}

/// What inline references become where prose is laid out: the number of a cited source, and
/// the tone of a glossary term (`None`: plain text, as on screens that cannot open it).
pub trait Refs {
    fn cite(&self, id: &str) -> Option<usize>;
    fn term(&self, id: &str) -> Option<Tone>;
}

/// Prose outside a lesson: no sources to number, terms shown as plain words.
pub struct NoRefs;

impl Refs for NoRefs {
    fn cite(&self, _: &str) -> Option<usize> {
        None
    }
    fn term(&self, _: &str) -> Option<Tone> {
        None
    }
}

/// Inline markup as spans.
pub fn inline_spans(inl: &[Inline], base: Tone, refs: &dyn Refs) -> Vec<Span> {
    inl.iter()
        .map(|i| match i {
            Inline::Text { text, emph } => span(wrap::sanitize(text), emph_tone(*emph, base)),
            Inline::Cite(id) => match refs.cite(id) {
                Some(n) => span(format!("[{n}]"), Tone::Cite),
                None => span("[?]", Tone::Cite),
            },
            Inline::Term { id, text, emph } => {
                let shown = if text.is_empty() { id } else { text };
                let tone = refs.term(id).unwrap_or_else(|| emph_tone(*emph, base));
                span(wrap::sanitize(shown), tone)
            }
            Inline::Figure {
                calc,
                name,
                text,
                emph,
            } => {
                let shown = match text.is_empty() {
                    true => crate::core::rich::figure_mark(calc, name),
                    false => text.clone(),
                };
                span(wrap::sanitize(&shown), emph_tone(*emph, base))
            }
        })
        .collect()
}

/// Everything needed to lay out prose: width, base tone, a prefix on every line (a callout
/// bar), and what citations and terms become.
pub struct ProseStyle<'a> {
    pub width: usize,
    pub base: Tone,
    pub lead: Vec<Span>,
    pub refs: &'a dyn Refs,
}

/// Lays out rich text. `marker` (a bullet, a number) goes before the first line and the
/// following lines hang under it; `inline` (a fallback mark, a link title) runs in front of
/// the first words and wraps with them. Paragraphs are separated by a line holding only the
/// lead, so a callout's bar continues through the gap.
pub fn prose(
    doc: &mut Doc,
    part: Part,
    text: &RichText,
    style: &ProseStyle<'_>,
    marker: Vec<Span>,
    inline: Vec<Span>,
) {
    let mut marker = Some(marker);
    let mut inline = Some(inline);
    for (n, para) in text.paras.iter().enumerate() {
        if n > 0 {
            doc.push(part, style.lead.clone());
        }
        let mut first = style.lead.clone();
        first.extend(marker.take().unwrap_or_default());
        let lead_in = inline.take().unwrap_or_default();
        match para {
            Para::Text(inl) => {
                let mut spans = lead_in;
                spans.extend(inline_spans(inl, style.base, style.refs));
                let rest = hang(&style.lead, &first);
                doc.para(part, (&first, &rest), &spans, style.width);
            }
            Para::Bullets(items) | Para::Numbered(items) => {
                if !lead_in.is_empty() {
                    let rest = hang(&style.lead, &first);
                    doc.para(part, (&first, &rest), &lead_in, style.width);
                    first = style.lead.clone();
                }
                let numbered = matches!(para, Para::Numbered(_));
                for (i, item) in items.iter().enumerate() {
                    let bullet = if numbered {
                        format!("{}. ", i + 1)
                    } else {
                        "• ".to_string()
                    };
                    let mut head = if i == 0 {
                        first.clone()
                    } else {
                        style.lead.clone()
                    };
                    head.push(span(bullet, Tone::Accent));
                    let rest = hang(&style.lead, &head);
                    let spans = inline_spans(item, style.base, style.refs);
                    doc.para(part, (&head, &rest), &spans, style.width);
                }
            }
        }
    }
}

/// A continuation prefix: the lead, then spaces as wide as the rest of `first`.
pub fn hang(lead: &[Span], first: &[Span]) -> Vec<Span> {
    let lead_w: usize = lead.iter().map(|s| wrap::width(&s.text)).sum();
    let first_w: usize = first.iter().map(|s| wrap::width(&s.text)).sum();
    let mut out = lead.to_vec();
    if first_w > lead_w {
        out.push(span(" ".repeat(first_w - lead_w), Tone::Text));
    }
    out
}

/// Prose of a bilingual text in the reader's language, as quiz and drill screens show it:
/// `lead` on every line, `marker` before the first, and text shown in the other language
/// because a translation is missing marked as such.
pub fn localized(
    doc: &mut Doc,
    i18n: &crate::i18n::I18n,
    width: usize,
    t: &crate::core::lesson::Text,
    base: Tone,
    lead: Vec<Span>,
    marker: Vec<Span>,
) {
    let Some(found) = t.get(i18n.lang()) else {
        return;
    };
    let style = ProseStyle {
        width,
        base,
        lead,
        refs: &NoRefs,
    };
    let mut inline = Vec::new();
    if let Some(l) = found.fallback {
        let tag = i18n.msg(&m::reader_fallback(l.code().to_uppercase()));
        inline.push(span(format!("{tag} "), Tone::Fallback));
    }
    prose(doc, Part::Title, found.value, &style, marker, inline);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_terms_edge_spaces_are_plain_text_and_nothing_is_lost() {
        let mut doc = Doc::default();
        doc.push(
            Part::Block(0),
            vec![
                span("see ", Tone::Text),
                span(" kunci shard ", Tone::Term(0)),
                span("  ", Tone::Term(1)),
                span("itu", Tone::Text),
            ],
        );
        doc.trim_term_spaces();
        let got: Vec<(&str, Tone)> = doc.rows[0]
            .spans
            .iter()
            .map(|s| (s.text.as_str(), s.style))
            .collect();
        assert_eq!(
            got,
            vec![
                ("see ", Tone::Text),
                (" ", Tone::Text),
                ("kunci shard", Tone::Term(0)),
                (" ", Tone::Text),
                ("  ", Tone::Text),
                ("itu", Tone::Text),
            ]
        );
    }
}
