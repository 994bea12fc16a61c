//! Lesson prose: paragraphs, simple lists and inline **bold**, *italic*, `code`, `[^source]`
//! glossary terms `[[term-id]]` or `[[term-id|words as written]]`, and calculator figures
//! `[=calculator.name]`, shown as the calculator works them out at its defaults.
//!
//! The markup is a deliberately small subset of Markdown so an instructor can write it in YAML
//! without learning a new language; everything else is plain text.

pub mod inline;
pub mod model;

pub use self::inline::parse_inline;
pub use self::model::{Emph, Inline, MarkupIssue, Para, RichText};

impl RichText {
    /// Parses prose. Blank lines separate paragraphs; a paragraph whose first line starts with
    /// `- ` is a bullet list and one starting with `1. ` a numbered list; single line breaks
    /// inside a paragraph are spaces, as in Markdown.
    pub fn parse(src: &str) -> (RichText, Vec<MarkupIssue>) {
        let mut issues = Vec::new();
        let mut paras = Vec::new();
        for chunk in paragraphs(src) {
            let first = chunk[0];
            if bullet_body(first).is_some() {
                let items = list_items(&chunk, bullet_body);
                paras.push(Para::Bullets(
                    items.iter().map(|i| parse_inline(i, &mut issues)).collect(),
                ));
            } else if number_body(first).is_some() {
                let items = list_items(&chunk, number_body);
                paras.push(Para::Numbered(
                    items.iter().map(|i| parse_inline(i, &mut issues)).collect(),
                ));
            } else {
                let joined = chunk.iter().map(|l| l.trim()).collect::<Vec<_>>().join(" ");
                paras.push(Para::Text(parse_inline(&joined, &mut issues)));
            }
        }
        (RichText { paras }, issues)
    }

    /// The text without markup, for search and for checks.
    pub fn plain(&self) -> String {
        let mut out = String::new();
        for para in &self.paras {
            if !out.is_empty() {
                out.push('\n');
            }
            match para {
                Para::Text(inl) => push_plain(&mut out, inl),
                Para::Bullets(items) | Para::Numbered(items) => {
                    for (i, item) in items.iter().enumerate() {
                        if i > 0 {
                            out.push('\n');
                        }
                        push_plain(&mut out, item);
                    }
                }
            }
        }
        out
    }

    /// Every inline run, paragraph by paragraph and item by item.
    fn inlines(&self) -> impl Iterator<Item = &Inline> {
        self.paras
            .iter()
            .flat_map(|para| match para {
                Para::Text(inl) => std::slice::from_ref(inl).iter(),
                Para::Bullets(items) | Para::Numbered(items) => items.iter(),
            })
            .flatten()
    }

    /// Every citation id used, in order of appearance.
    pub fn citations(&self) -> Vec<&str> {
        self.inlines()
            .filter_map(|i| match i {
                Inline::Cite(id) => Some(id.as_str()),
                _ => None,
            })
            .collect()
    }

    /// Every glossary term marked, in order of appearance.
    pub fn terms(&self) -> Vec<&str> {
        self.inlines()
            .filter_map(|i| match i {
                Inline::Term { id, .. } => Some(id.as_str()),
                _ => None,
            })
            .collect()
    }

    /// Every figure mark: the calculator and the name, in order of appearance.
    pub fn figures(&self) -> Vec<(&str, &str)> {
        self.inlines()
            .filter_map(|i| match i {
                Inline::Figure { calc, name, .. } => Some((calc.as_str(), name.as_str())),
                _ => None,
            })
            .collect()
    }

    /// Every figure mark, to fill in its value.
    pub fn figures_mut(&mut self) -> impl Iterator<Item = (&str, &str, &mut String)> {
        self.inlines_mut().filter_map(|i| match i {
            Inline::Figure {
                calc, name, text, ..
            } => Some((calc.as_str(), name.as_str(), text)),
            _ => None,
        })
    }

    fn inlines_mut(&mut self) -> impl Iterator<Item = &mut Inline> {
        self.paras
            .iter_mut()
            .flat_map(|para| match para {
                Para::Text(inl) => std::slice::from_mut(inl).iter_mut(),
                Para::Bullets(items) | Para::Numbered(items) => items.iter_mut(),
            })
            .flatten()
    }

    /// Every marked term, to fill in the words of those written as an id alone.
    pub fn terms_mut(&mut self) -> impl Iterator<Item = (&str, &mut String)> {
        self.inlines_mut().filter_map(|i| match i {
            Inline::Term { id, text, .. } => Some((id.as_str(), text)),
            _ => None,
        })
    }
}

fn push_plain(out: &mut String, inl: &[Inline]) {
    for i in inl {
        match i {
            Inline::Text { text, .. } | Inline::Term { text, .. } => out.push_str(text),
            Inline::Figure {
                calc, name, text, ..
            } => match text.is_empty() {
                true => out.push_str(&figure_mark(calc, name)),
                false => out.push_str(text),
            },
            // A citation is left out of plain text, and the space before it with it, so
            // `awal [^x].` reads `awal.`, not `awal .`.
            Inline::Cite(_) => {
                while out.ends_with(' ') {
                    out.pop();
                }
            }
        }
    }
}

/// A figure mark as written, shown where the course has no value for it.
pub fn figure_mark(calc: &str, name: &str) -> String {
    match name.is_empty() {
        true => format!("[={calc}]"),
        false => format!("[={calc}.{name}]"),
    }
}

fn paragraphs(src: &str) -> Vec<Vec<&str>> {
    let mut out: Vec<Vec<&str>> = Vec::new();
    let mut cur: Vec<&str> = Vec::new();
    for line in src.lines() {
        if line.trim().is_empty() {
            if !cur.is_empty() {
                out.push(std::mem::take(&mut cur));
            }
        } else {
            cur.push(line);
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

fn bullet_body(line: &str) -> Option<&str> {
    let t = line.trim_start();
    t.strip_prefix("- ").or_else(|| t.strip_prefix("• "))
}

fn number_body(line: &str) -> Option<&str> {
    let t = line.trim_start();
    let digits = t.chars().take_while(|c| c.is_ascii_digit()).count();
    if digits == 0 || digits > 3 {
        return None;
    }
    let rest = &t[digits..];
    rest.strip_prefix(". ").or_else(|| rest.strip_prefix(") "))
}

/// Groups a list paragraph into items: a marker line starts an item, other lines continue it.
fn list_items(chunk: &[&str], marker: fn(&str) -> Option<&str>) -> Vec<String> {
    let mut items: Vec<String> = Vec::new();
    for line in chunk {
        match marker(line) {
            Some(body) => items.push(body.trim().to_string()),
            None => {
                if let Some(last) = items.last_mut() {
                    last.push(' ');
                    last.push_str(line.trim());
                }
            }
        }
    }
    items
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paragraphs_and_lists() {
        let src = "one\ntwo\n\n- a\n  more\n- b\n\n1. x\n2. y";
        let (rt, _) = RichText::parse(src);
        assert_eq!(rt.paras.len(), 3);
        assert_eq!(rt.plain(), "one two\na more\nb\nx\ny");
        assert!(matches!(&rt.paras[1], Para::Bullets(items) if items.len() == 2));
        assert!(matches!(&rt.paras[2], Para::Numbered(items) if items.len() == 2));
    }

    #[test]
    fn escapes_and_citations() {
        let (rt, _) = RichText::parse(r"\*not\* [^a][^b] [x]");
        assert_eq!(rt.citations(), vec!["a", "b"]);
        // The space before a citation goes with it: no double space, no space before `.`.
        assert_eq!(rt.plain(), "*not* [x]");
        assert_eq!(RichText::parse("awal [^k]. Lalu").0.plain(), "awal. Lalu");
    }

    #[test]
    fn term_marks_keep_their_id_and_words() {
        let (rt, issues) = RichText::parse("a [[hotspot]] and **[[fan-out|fan-out saat tulis]]**");
        assert!(issues.is_empty());
        assert_eq!(rt.terms(), vec!["hotspot", "fan-out"]);
        assert_eq!(rt.plain(), "a  and fan-out saat tulis");
        let Para::Text(inl) = &rt.paras[0] else {
            panic!("a paragraph")
        };
        assert_eq!(
            inl[3],
            Inline::Term {
                id: "fan-out".into(),
                text: "fan-out saat tulis".into(),
                emph: Emph {
                    bold: true,
                    ..Emph::default()
                }
            }
        );
    }

    #[test]
    fn a_term_written_as_its_id_gets_its_words_filled_in() {
        let (mut rt, _) = RichText::parse("- see [[cdc]]\n- and [[outbox|the outbox]]");
        for (id, text) in rt.terms_mut() {
            if text.is_empty() {
                *text = id.to_uppercase();
            }
        }
        assert_eq!(rt.plain(), "see CDC\nand the outbox");
    }
}
