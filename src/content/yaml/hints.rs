//! A YAML error moved to where the mistake is and named for what to do: an unclosed quote
//! where it opens, a value that starts with a character YAML reads as syntax (`[[term]] is
//! …`, `*note*`), block text whose first line is indented more than the rest (`|2`). The
//! parser says where it gave up, which is often a line later and in its own words.

use super::tree::ParseError;
use crate::core::problem::{ProblemKind, SyntaxMistake};

/// The error as the instructor should read it.
pub(super) fn refine(src: &str, e: ParseError) -> ParseError {
    let lines: Vec<&str> = src.lines().collect();
    let ProblemKind::Syntax { what, detail } = &e.kind else {
        return e;
    };
    let at = |line: usize, column: usize, what: SyntaxMistake| ParseError {
        kind: ProblemKind::Syntax {
            what,
            detail: detail.clone(),
        },
        line,
        column,
    };
    if *what == SyntaxMistake::UnclosedQuote
        && let Some((line, column)) = opening_quote(&lines, e.line)
    {
        return at(line, column, SyntaxMistake::UnclosedQuote);
    }
    // Where the parser named a mistake of its own (an alias in itself, a merge), it stays.
    let generic = matches!(
        what,
        SyntaxMistake::Other
            | SyntaxMistake::ColonInValue
            | SyntaxMistake::MissingColon
            | SyntaxMistake::Indentation
            | SyntaxMistake::UnclosedBracket(_)
            | SyntaxMistake::ReservedCharacter(_)
            | SyntaxMistake::UnknownAnchor
    );
    if !generic {
        return e;
    }
    // Up to the line the parser stopped at, the last value that starts with syntax.
    let upto = e.line.clamp(1, lines.len().max(1));
    for n in (upto.saturating_sub(1)..upto).rev() {
        if let Some((column, ch)) = lines.get(n).and_then(|l| syntax_start(l)) {
            return at(n + 1, column, SyntaxMistake::QuoteValue(ch));
        }
    }
    if let Some((line, column)) = block_indent(&lines, e.line) {
        return at(line, column, SyntaxMistake::BlockIndent);
    }
    if matches!(
        what,
        SyntaxMistake::Indentation | SyntaxMistake::ColonInValue
    ) && let Some(kind) = misaligned(&lines, e.line)
    {
        let column = lines.get(e.line - 1).map_or(1, |l| indent(l) + 1);
        return ParseError {
            kind,
            line: e.line,
            column,
        };
    }
    e
}

fn indent(l: &str) -> usize {
    l.len() - l.trim_start().len()
}

/// The key a line starts with (`en` of `  en: Title`), not counting a list item's.
fn key_of(l: &str) -> Option<&str> {
    let t = l.trim_start();
    let (key, _) = t.split_once(':')?;
    (!key.is_empty() && !t.starts_with("- ") && !t.starts_with('#'))
        .then_some(key)
        .filter(|k| {
            k.chars()
                .all(|c| c.is_alphanumeric() || c == '_' || c == '-')
        })
}

/// A key on `line` (1-based) indented differently from the key just above it, which it
/// sits beside: named with where that sibling starts.
fn misaligned(lines: &[&str], line: usize) -> Option<ProblemKind> {
    let here = lines.get(line.checked_sub(1)?)?;
    let key = key_of(here)?;
    let above = (0..line - 1)
        .rev()
        .map(|n| (n, lines[n]))
        .find(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))?;
    let sibling = key_of(above.1)?;
    let want = indent(above.1);
    // Only a near miss is a sibling: a key far to the left closes the map above it.
    (want != indent(here) && want.abs_diff(indent(here)) <= 2).then(|| ProblemKind::Misaligned {
        key: key.to_string(),
        sibling: sibling.to_string(),
        line: above.0 + 1,
        column: want + 1,
    })
}

/// The `"` or `'` on or above `line` (1-based) that opens a quoted text never closed: the
/// last line with an odd count of that quote.
fn opening_quote(lines: &[&str], line: usize) -> Option<(usize, usize)> {
    let last = line.min(lines.len());
    for n in (0..last).rev() {
        let l = lines[n];
        for q in ['"', '\''] {
            let count = l.matches(q).count() - l.matches(&format!("\\{q}")).count();
            if count % 2 == 1 {
                let at = l.rfind(q)?;
                // The opening one: the first unmatched, counting from the left.
                let first = l
                    .match_indices(q)
                    .map(|(i, _)| i)
                    .nth(count - 1)
                    .unwrap_or(at);
                return Some((n + 1, l[..first].chars().count() + 1));
            }
        }
        if n + 3 < last {
            break;
        }
    }
    None
}

/// A plain value (after `key: ` or `- `) that starts with a character YAML reads as syntax
/// and goes on with more text, such as `[[term]] is …` or `*note*`: its column and the
/// character.
fn syntax_start(line: &str) -> Option<(usize, char)> {
    let t = line.trim_start();
    let (item, t) = match t.strip_prefix("- ") {
        Some(v) => (true, v.trim_start()),
        None => (false, t),
    };
    // `- key: value` and `key: value` give their value; `- value` the item itself.
    let value = match t.split_once(": ") {
        Some((_, v)) => v.trim_start(),
        None if item => t,
        None => return None,
    };
    let ch = value.chars().next()?;
    let closes = |open: char, close: char| {
        // A whole flow list or map (`[a, b]`, `{id: x}`) is meant as one.
        value.starts_with(open) && value.trim_end().ends_with(close)
    };
    let suspicious = match ch {
        '[' => !closes('[', ']'),
        '{' => !closes('{', '}'),
        // An alias or anchor is one word; text goes on after a space. (`!` starts a tag,
        // which takes a value after a space, so it cannot be told from text this way.)
        '*' | '&' | '%' => value.trim_end().contains(' '),
        '@' | '`' => value.len() > 1,
        _ => false,
    };
    let column = line.len() - value.len();
    suspicious.then(|| (line[..column].chars().count() + 1, ch))
}

/// A block scalar (`|` or `>`) above `line` whose first text line is indented more than a
/// later one: YAML takes the first line's indentation, so the block ends early.
fn block_indent(lines: &[&str], line: usize) -> Option<(usize, usize)> {
    let last = line.min(lines.len());
    for n in (0..last).rev() {
        let t = lines[n].trim_end();
        let opens =
            t.ends_with(": |") || t.ends_with(": >") || t.ends_with(": |-") || t.ends_with(": >-");
        if !opens {
            continue;
        }
        let body: Vec<&str> = lines[n + 1..last.max(n + 1)]
            .iter()
            .copied()
            .filter(|l| !l.trim().is_empty())
            .collect();
        let first = body.first().map(|l| indent(l))?;
        let key = indent(lines[n]);
        if body
            .iter()
            .skip(1)
            .any(|l| indent(l) < first && indent(l) > key)
        {
            return Some((n + 1, t.len()));
        }
        return None;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unclosed_quote_is_found_where_it_opens() {
        let lines = ["a: 1", "title: \"Unclosed here", "next: 2"];
        assert_eq!(opening_quote(&lines, 3), Some((2, 8)));
    }

    #[test]
    fn values_that_start_with_syntax_are_named() {
        assert_eq!(
            syntax_start("  paragraph: [[fan-out]] is costly"),
            Some((14, '['))
        );
        assert_eq!(syntax_start("  - *note* first"), Some((5, '*')));
        assert_eq!(syntax_start("  - paragraph: [[a]] b"), Some((16, '[')));
        assert_eq!(syntax_start("  tags: [a, b]"), None);
        assert_eq!(syntax_start("  title: {id: a, en: b}"), None);
        assert_eq!(syntax_start("  title: plain"), None);
    }

    #[test]
    fn a_key_out_of_line_is_named_with_its_sibling() {
        let lines = ["title:", "  id: Judul", " en: Title"];
        assert_eq!(
            misaligned(&lines, 3),
            Some(ProblemKind::Misaligned {
                key: "en".into(),
                sibling: "id".into(),
                line: 2,
                column: 3
            })
        );
        assert_eq!(
            misaligned(&["      a: 1", "b: 2"], 2),
            None,
            "a key far to the left"
        );
    }

    #[test]
    fn block_text_indented_more_on_its_first_line_is_found() {
        let lines = ["  art: |", "        +--+", "      |  |", "next: 1"];
        assert_eq!(block_indent(&lines, 3), Some((1, 8)));
        let fine = ["  art: |", "    a", "      b", "next: 1"];
        assert_eq!(block_indent(&fine, 4), None);
    }
}
