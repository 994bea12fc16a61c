//! Lesson prose: paragraphs, simple lists and inline **bold**, *italic*, `code` and `[^source]`.
//!
//! The markup is a deliberately small subset of Markdown so an instructor can write it in YAML
//! without learning a new language; everything else is plain text.

/// Inline emphasis of a run of text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub struct Emph {
    pub bold: bool,
    pub italic: bool,
    pub code: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Inline {
    Text {
        text: String,
        emph: Emph,
    },
    /// A citation of the lesson source with this id; shown as its number, e.g. `[1]`.
    Cite(String),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Para {
    Text(Vec<Inline>),
    Bullets(Vec<Vec<Inline>>),
    Numbered(Vec<Vec<Inline>>),
}

/// Parsed prose in one language.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RichText {
    pub paras: Vec<Para>,
}

/// Something in the markup that could not be read as intended; the text still renders.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MarkupIssue {
    /// An opening marker without its closing partner, shown literally.
    Unclosed(&'static str),
}

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

    /// Every citation id used, in order of appearance.
    pub fn citations(&self) -> Vec<&str> {
        let mut out = Vec::new();
        for para in &self.paras {
            let runs: Vec<&Vec<Inline>> = match para {
                Para::Text(inl) => vec![inl],
                Para::Bullets(items) | Para::Numbered(items) => items.iter().collect(),
            };
            for inl in runs {
                for i in inl {
                    if let Inline::Cite(id) = i {
                        out.push(id.as_str());
                    }
                }
            }
        }
        out
    }
}

fn push_plain(out: &mut String, inl: &[Inline]) {
    for i in inl {
        if let Inline::Text { text, .. } = i {
            out.push_str(text);
        }
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

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Text(String),
    Code(String),
    Star(usize),
    Cite(String),
}

/// Parses one paragraph's inline markup.
pub fn parse_inline(src: &str, issues: &mut Vec<MarkupIssue>) -> Vec<Inline> {
    let toks = tokenize(src, issues);
    let stars = |n: usize| {
        toks.iter()
            .filter(|t| matches!(t, Tok::Star(k) if *k == n))
            .count()
    };
    // An odd count means one marker has no partner: the last one is shown literally.
    let mut literal_last = [false; 3];
    for n in [1, 2] {
        if stars(n) % 2 == 1 {
            literal_last[n] = true;
            issues.push(MarkupIssue::Unclosed(if n == 2 { "**" } else { "*" }));
        }
    }
    let mut remaining = [0, stars(1), stars(2)];
    let mut emph = Emph::default();
    let mut out: Vec<Inline> = Vec::new();
    let push = |out: &mut Vec<Inline>, text: &str, emph: Emph| {
        if text.is_empty() {
            return;
        }
        if let Some(Inline::Text {
            text: prev,
            emph: e,
        }) = out.last_mut()
            && *e == emph
        {
            prev.push_str(text);
            return;
        }
        out.push(Inline::Text {
            text: text.to_string(),
            emph,
        });
    };
    for tok in &toks {
        match tok {
            Tok::Text(t) => push(&mut out, t, emph),
            Tok::Code(t) => push(&mut out, t, Emph { code: true, ..emph }),
            Tok::Cite(id) => out.push(Inline::Cite(id.clone())),
            Tok::Star(n) => {
                let n = *n;
                remaining[n] -= 1;
                if literal_last[n] && remaining[n] == 0 {
                    push(&mut out, &"*".repeat(n), emph);
                } else if n == 2 {
                    emph.bold = !emph.bold;
                } else {
                    emph.italic = !emph.italic;
                }
            }
        }
    }
    out
}

/// Splits a paragraph into text, code, star and citation tokens. The markup characters are
/// ASCII, so the scan works on bytes and slices the UTF-8 text only at their positions.
fn tokenize(src: &str, issues: &mut Vec<MarkupIssue>) -> Vec<Tok> {
    let b = src.as_bytes();
    let mut toks = Vec::new();
    let mut text = String::new();
    let flush = |text: &mut String, toks: &mut Vec<Tok>| {
        if !text.is_empty() {
            toks.push(Tok::Text(std::mem::take(text)));
        }
    };
    let mut i = 0;
    let mut plain_from = 0;
    while i < b.len() {
        let c = b[i];
        if !matches!(c, b'\\' | b'`' | b'[' | b'*') {
            i += 1;
            continue;
        }
        text.push_str(&src[plain_from..i]);
        match c {
            b'\\' if i + 1 < b.len() && matches!(b[i + 1], b'*' | b'`' | b'[' | b'\\') => {
                text.push(char::from(b[i + 1]));
                i += 2;
            }
            b'`' => match src[i + 1..].find('`') {
                Some(len) => {
                    flush(&mut text, &mut toks);
                    toks.push(Tok::Code(src[i + 1..i + 1 + len].to_string()));
                    i += len + 2;
                }
                None => {
                    issues.push(MarkupIssue::Unclosed("`"));
                    text.push('`');
                    i += 1;
                }
            },
            b'[' if b.get(i + 1) == Some(&b'^') => match src[i + 2..].find(']') {
                Some(len) if len > 0 => {
                    flush(&mut text, &mut toks);
                    toks.push(Tok::Cite(src[i + 2..i + 2 + len].to_string()));
                    i += len + 3;
                }
                _ => {
                    text.push('[');
                    i += 1;
                }
            },
            b'*' => {
                let n = if b.get(i + 1) == Some(&b'*') { 2 } else { 1 };
                let before = src[..i].chars().next_back();
                let after = src[i + n..].chars().next();
                let space = |c: Option<char>| c.is_none_or(char::is_whitespace);
                // A star with space on both sides is arithmetic or a bullet, not emphasis.
                if space(before) && space(after) {
                    text.push_str(&src[i..i + n]);
                } else {
                    flush(&mut text, &mut toks);
                    toks.push(Tok::Star(n));
                }
                i += n;
            }
            _ => {
                text.push(char::from(c));
                i += 1;
            }
        }
        plain_from = i;
    }
    text.push_str(&src[plain_from..]);
    flush(&mut text, &mut toks);
    toks
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(text: &str, bold: bool, italic: bool, code: bool) -> Inline {
        Inline::Text {
            text: text.to_string(),
            emph: Emph { bold, italic, code },
        }
    }

    #[test]
    fn inline_markup() {
        let (rt, issues) = RichText::parse("a **b** *c* `d_e` [^redis]");
        assert!(issues.is_empty());
        assert_eq!(
            rt.paras,
            vec![Para::Text(vec![
                t("a ", false, false, false),
                t("b", true, false, false),
                t(" ", false, false, false),
                t("c", false, true, false),
                t(" ", false, false, false),
                t("d_e", false, false, true),
                t(" ", false, false, false),
                Inline::Cite("redis".into()),
            ])]
        );
    }

    #[test]
    fn unclosed_markers_stay_literal_and_are_reported() {
        let (rt, issues) = RichText::parse("**open and `tick");
        assert_eq!(rt.plain(), "**open and `tick");
        assert_eq!(
            issues,
            vec![MarkupIssue::Unclosed("`"), MarkupIssue::Unclosed("**")]
        );
    }

    #[test]
    fn arithmetic_star_is_not_emphasis() {
        let (rt, issues) = RichText::parse("5 * 100 * 80");
        assert!(issues.is_empty());
        assert_eq!(rt.plain(), "5 * 100 * 80");
    }

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
        assert_eq!(rt.plain(), "*not*  [x]");
    }
}
