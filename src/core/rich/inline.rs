//! Inline markup of one paragraph: **bold**, *italic*, `code`, citations `[^source]` and
//! glossary terms `[[term-id]]` / `[[term-id|words as written]]`, calculator figures
//! `[=calculator.name]`, each marker found on the bytes and the UTF-8 text sliced only at
//! their positions.

use super::model::{Emph, Inline, MarkupIssue};

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Text(String),
    Code(String),
    Star(usize),
    Cite(String),
    /// `[[id]]` or `[[id|shown]]`: the id and the words written, if any.
    Term(String, String),
    /// `[=calculator.name]`: the calculator's id and the input or output named.
    Figure(String, String),
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
            Tok::Term(id, shown) => out.push(Inline::Term {
                id: id.clone(),
                text: shown.clone(),
                emph,
            }),
            Tok::Figure(calc, name) => out.push(Inline::Figure {
                calc: calc.clone(),
                name: name.clone(),
                text: String::new(),
                emph,
            }),
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

/// Splits a paragraph into text, code, star, citation and term tokens. The markup characters are
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
            b'[' => {
                let (tok, used) = bracket(src, i, issues);
                match tok {
                    Ok(tok) => {
                        flush(&mut text, &mut toks);
                        toks.push(tok);
                    }
                    Err(literal) => text.push_str(literal),
                }
                i += used;
            }
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

/// What a `[` at byte `i` starts: a term mark or a citation, as a token with the bytes it
/// takes; or the literal text to keep (an unclosed `[[` is reported).
fn bracket(
    src: &str,
    i: usize,
    issues: &mut Vec<MarkupIssue>,
) -> (Result<Tok, &'static str>, usize) {
    // A mark or citation is short: looking no further than this keeps a text of openers
    // without partners linear.
    let rest = window(&src[i..], MAX_MARK + 4);
    if let Some(inner) = rest.strip_prefix("[[") {
        return match term(inner) {
            Some((id, shown, len)) => (Ok(Tok::Term(id, shown)), len + 4),
            None => {
                if !inner.contains("]]") {
                    issues.push(MarkupIssue::Unclosed("[["));
                }
                (Err("[["), 2)
            }
        };
    }
    if let Some(inner) = rest.strip_prefix("[=") {
        return match inner.find(']') {
            Some(len) if is_figure(&inner[..len]) => {
                let (calc, name) = inner[..len].rsplit_once('.').unwrap_or((&inner[..len], ""));
                (Ok(Tok::Figure(calc.to_string(), name.to_string())), len + 3)
            }
            Some(_) => (Err("[="), 2),
            None => {
                issues.push(MarkupIssue::Unclosed("[="));
                (Err("[="), 2)
            }
        };
    }
    if let Some(inner) = rest.strip_prefix("[^")
        && let Some(len) = inner.find(']')
        && len > 0
    {
        return (Ok(Tok::Cite(inner[..len].to_string())), len + 3);
    }
    (Err("["), 1)
}

/// A figure mark's inside: a calculator id and a name, or anything else without spaces or
/// brackets, so lint can name a mistyped one.
fn is_figure(inside: &str) -> bool {
    !inside.is_empty() && !inside.contains(|c: char| c.is_whitespace() || c == '[')
}

/// The longest mark or citation, in bytes: an id and a few words. Longer is literal text.
const MAX_MARK: usize = 200;

/// At most the first `max` bytes of `s`, cut at a character boundary.
fn window(s: &str, max: usize) -> &str {
    let mut end = s.len().min(max);
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    &s[..end]
}

/// A term mark's inside, after `[[`: the id, the words shown (empty for the term's own
/// name) and the length up to the closing `]]`; `None` without one or without an id.
fn term(rest: &str) -> Option<(String, String, usize)> {
    let len = rest.find("]]")?;
    let inside = &rest[..len];
    let (id, shown) = inside.split_once('|').unwrap_or((inside, ""));
    let id = id.trim();
    // Anything without spaces or brackets is taken as an id, so lint can name a mistyped one.
    if id.is_empty() || id.contains(|c: char| c.is_whitespace() || c == '[' || c == ']') {
        return None;
    }
    Some((id.to_string(), shown.trim().to_string(), len))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::rich::{Para, RichText};

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
    fn broken_term_marks_stay_literal() {
        let (rt, issues) = RichText::parse("[[open and [[ ]] and [[two words]]");
        assert!(rt.terms().is_empty());
        assert_eq!(rt.plain(), "[[open and [[ ]] and [[two words]]");
        assert!(issues.is_empty(), "a later ]] closes: {issues:?}");
        let (_, issues) = RichText::parse("never [[closed");
        assert_eq!(issues, vec![MarkupIssue::Unclosed("[[")]);
    }

    #[test]
    fn figure_marks_name_a_calculator_and_one_of_its_values() {
        let (rt, issues) = RichText::parse("about **[=kv-01-capacity.per_node]** a node");
        assert!(issues.is_empty());
        assert_eq!(rt.figures(), vec![("kv-01-capacity", "per_node")]);
        let (rt, issues) = RichText::parse("[= not a mark] and [=open");
        assert!(rt.figures().is_empty());
        assert_eq!(rt.plain(), "[= not a mark] and [=open");
        assert_eq!(issues, vec![MarkupIssue::Unclosed("[=")]);
        // Without a dot the whole is the calculator and the name is missing: lint says so.
        assert_eq!(RichText::parse("[=calc]").0.figures(), vec![("calc", "")]);
    }

    #[test]
    fn long_runs_of_openers_without_partners_parse_in_one_pass() {
        // Each opener once looked for its partner to the end of the text: a 1 MB lesson of
        // them took minutes. Now each looks only as far as a mark or a citation can reach.
        for unit in ["[[", "[^", "[[a", "[^x", "[=", "[=x"] {
            let src = unit.repeat(200_000 / unit.len());
            let (rt, _) = RichText::parse(&src);
            assert_eq!(rt.plain().len(), src.len(), "{unit}");
        }
        let src = format!("{}]]", "[[".repeat(100_000));
        assert!(RichText::parse(&src).0.terms().is_empty());
    }
}
