//! Course prose as the HTML an Anki field holds: escaped text, `code`, bold and italic kept,
//! paragraphs and lists as Anki shows them; glossary terms and figures as their words.

use crate::core::lang::{Lang, Localized};
use crate::core::rich::{Emph, Inline, Para, RichText};

/// `s` with the characters HTML text gives meaning to escaped (a field holds text, never
/// an attribute, so quotes stay as written).
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            // Anki splits a note's fields on U+001F: it must never reach a field.
            '\u{1f}' => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

fn run(out: &mut String, text: &str, emph: Emph) {
    let tags: Vec<&str> = [(emph.bold, "b"), (emph.italic, "i"), (emph.code, "code")]
        .into_iter()
        .filter_map(|(on, tag)| on.then_some(tag))
        .collect();
    for t in &tags {
        out.push_str(&format!("<{t}>"));
    }
    out.push_str(&escape(text));
    for t in tags.iter().rev() {
        out.push_str(&format!("</{t}>"));
    }
}

fn inlines(out: &mut String, runs: &[Inline]) {
    for i in runs {
        match i {
            Inline::Text { text, emph } => run(out, text, *emph),
            // A citation's number means nothing outside the lesson that lists its sources.
            Inline::Cite(_) => {}
            Inline::Term { id, text, emph } => {
                run(out, if text.is_empty() { id } else { text }, *emph)
            }
            Inline::Figure { text, emph, .. } => run(out, text, *emph),
        }
    }
}

/// Rich text as HTML.
pub fn rich(t: &RichText) -> String {
    let mut out = String::new();
    for (k, para) in t.paras.iter().enumerate() {
        if k > 0 {
            out.push_str("<br><br>");
        }
        match para {
            Para::Text(runs) => inlines(&mut out, runs),
            Para::Bullets(items) | Para::Numbered(items) => {
                let tag = if matches!(para, Para::Numbered(_)) {
                    "ol"
                } else {
                    "ul"
                };
                out.push_str(&format!("<{tag}>"));
                for item in items {
                    out.push_str("<li>");
                    inlines(&mut out, item);
                    out.push_str("</li>");
                }
                out.push_str(&format!("</{tag}>"));
            }
        }
    }
    out
}

/// A text in exactly this language as HTML, empty when the course does not have it there.
pub fn text(t: &Localized<RichText>, lang: Lang) -> String {
    t.exact(lang).map(rich).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_becomes_tags_and_everything_else_is_escaped() {
        let (t, _) = RichText::parse("Use `a < b` and **not** <script>\n\n- one\n- two & three");
        assert_eq!(
            rich(&t),
            "Use <code>a &lt; b</code> and <b>not</b> &lt;script&gt;<br><br>\
             <ul><li>one</li><li>two &amp; three</li></ul>"
        );
        assert_eq!(escape("a\u{1f}b\"c"), "a b\"c");
    }
}
