//! Where a character of a text value is written in the source: the parser gives the start
//! of each scalar only, and a problem on the third line of a paragraph (an unclosed `**`, a
//! citation no source has, a control character) must point at that line and column. The
//! value is walked beside its source, undoing what YAML does to text on the way: indentation,
//! folded line breaks, escapes of double-quoted strings, doubled quotes of single-quoted
//! ones, and the header line of block scalars (`|`, `>`).

/// The 1-based line and column (in characters) of the character at `offset` (in characters)
/// of the scalar `value` that starts at `line`, `column` of `src`; `None` when the source does
/// not read as that value (then the scalar's start is the best place to point at).
pub fn locate(
    src: &str,
    line: usize,
    column: usize,
    value: &str,
    offset: usize,
) -> Option<(usize, usize)> {
    let lines: Vec<&str> = src.split('\n').collect();
    locate_in(&lines, line, column, value, offset)
}

/// `locate` on the source already split into lines, which a checker does once per file.
pub fn locate_in(
    lines: &[&str],
    line: usize,
    column: usize,
    value: &str,
    offset: usize,
) -> Option<(usize, usize)> {
    locate_all_in(lines, line, column, value, &[offset])
        .pop()
        .flatten()
}

/// `locate_in` for several offsets of one value: its source is read once, and the value
/// walked once, however many marks it holds (a paragraph marks a dozen terms).
pub fn locate_all_in(
    lines: &[&str],
    line: usize,
    column: usize,
    value: &str,
    offsets: &[usize],
) -> Vec<Option<(usize, usize)>> {
    let source = (|| {
        let first = lines.get(line.checked_sub(1)?)?;
        let start: String = first.chars().skip(column.checked_sub(1)?).collect();
        let style = start.chars().next()?;
        // After a key or a dash on its own line, the scalar's further lines are indented
        // deeper than that line; first on its line, as deep as it at least.
        let indent = first
            .chars()
            .take_while(|c| *c == ' ' || *c == '\t')
            .count();
        let after_key = column > indent + 1;
        let source = match style {
            '|' | '>' => block_source(lines, line),
            '"' | '\'' => flow_source(lines, (line, column + 1), &start[1..], after_key),
            _ => flow_source(lines, (line, column), &start, after_key),
        };
        Some((source, style))
    })();
    match source {
        Some((source, style)) => align(&source, value, offsets, style),
        None => vec![None; offsets.len()],
    }
}

/// One source character and where it is.
type At = (char, usize, usize);

/// The characters of a quoted or plain scalar from its first one on: continuation lines
/// lose their leading whitespace, as YAML folds them. Reading stops at the first line that
/// cannot continue it: one indented less than the line the scalar starts on or, when a key
/// or a dash comes first on that line (`after_key`), one indented no deeper than it (the
/// next key). Reading on to the end of the file, and then on through every sibling key,
/// made every lookup cost the rest of the file: a lesson marks hundreds of terms.
fn flow_source(
    lines: &[&str],
    (line, column): (usize, usize),
    rest: &str,
    after_key: bool,
) -> Vec<At> {
    let indent_of = |l: &str| l.chars().take_while(|c| *c == ' ' || *c == '\t').count();
    let parent = lines.get(line.wrapping_sub(1)).map_or(0, |l| indent_of(l));
    let mut out: Vec<At> = rest
        .chars()
        .enumerate()
        .map(|(i, c)| (c, line, column + i))
        .collect();
    for (k, l) in lines.iter().enumerate().skip(line) {
        let indent = indent_of(l);
        if !l.trim().is_empty() && (indent < parent || (after_key && indent == parent)) {
            break;
        }
        out.push(('\n', k, l.chars().count() + 1));
        let indent = l.chars().take_while(|c| *c == ' ' || *c == '\t').count();
        // Room for the line first: grown a char at a time, the copies cost more than the rest.
        out.reserve(l.len());
        out.extend(
            l.chars()
                .enumerate()
                .skip(indent)
                .map(|(i, c)| (c, k + 1, i + 1)),
        );
    }
    out
}

/// The content lines of a block scalar, each without the block's indentation (deeper
/// indentation is content), ending at the first line indented less.
fn block_source(lines: &[&str], header: usize) -> Vec<At> {
    let indent_of = |l: &str| l.chars().take_while(|c| *c == ' ').count();
    let indent = lines
        .iter()
        .skip(header)
        .find(|l| !l.trim().is_empty())
        .map_or(0, |l| indent_of(l));
    let mut out = Vec::new();
    for (k, l) in lines.iter().enumerate().skip(header) {
        if !l.trim().is_empty() && indent_of(l) < indent {
            break;
        }
        out.reserve(l.len() + 1);
        out.extend(
            l.chars()
                .enumerate()
                .skip(indent)
                .map(|(i, c)| (c, k + 1, i + 1)),
        );
        out.push(('\n', k + 1, l.chars().count() + 1));
    }
    out
}

/// The length of a double-quoted escape at the start of `s` (after its backslash), in
/// characters, and whether it stands for a character of the value (a backslash before a
/// line break stands for nothing).
fn escape(s: &[At]) -> (usize, bool) {
    match s.first().map(|a| a.0) {
        Some('x') => (3, true),
        Some('u') => (5, true),
        Some('U') => (9, true),
        Some('\n') => (1, false),
        Some(_) => (2, true),
        None => (1, false),
    }
}

/// Walks `value` beside `source`; the source position of each value character of `offsets`.
fn align(
    source: &[At],
    value: &str,
    offsets: &[usize],
    style: char,
) -> Vec<Option<(usize, usize)>> {
    let mut out = vec![None; offsets.len()];
    // The offsets in order, each with its place in `out`: the walk checks only the next one.
    let mut wanted: Vec<(usize, usize)> = offsets.iter().copied().zip(0..).collect();
    wanted.sort_unstable();
    let mut next = 0;
    let mut j = 0;
    'value: for (i, v) in value.chars().enumerate() {
        if next == wanted.len() {
            break;
        }
        loop {
            let Some(&(c, line, col)) = source.get(j) else {
                break 'value;
            };
            let here = Some((line, col));
            let step = if style == '"' && c == '\\' {
                let (len, stands) = escape(&source[j + 1..]);
                if !stands {
                    j += len + 1;
                    continue;
                }
                len
            } else if style == '\'' && c == '\'' && source.get(j + 1).map(|a| a.0) == Some('\'') {
                2
            } else if c == v || (v == ' ' && c == '\n') {
                1
            } else {
                // Whitespace YAML folded away, or a closing quote: not part of the value.
                j += 1;
                continue;
            };
            while let Some(&(o, k)) = wanted.get(next).filter(|(o, _)| *o <= i) {
                if o == i {
                    out[k] = here;
                }
                next += 1;
            }
            j += step;
            break;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Where `needle` (its first character) is in the value, then in the source.
    fn place(src: &str, line: usize, column: usize, value: &str, needle: &str) -> (usize, usize) {
        let at = value[..value.find(needle).expect("in value")]
            .chars()
            .count();
        locate(src, line, column, value, at).expect("located")
    }

    #[test]
    fn a_plain_scalar_over_several_lines() {
        let src = "text: one two\n  three **four\n  five\n";
        assert_eq!(place(src, 1, 7, "one two three **four five", "**"), (2, 9));
        assert_eq!(
            place(src, 1, 7, "one two three **four five", "five"),
            (3, 3)
        );
    }

    #[test]
    fn literal_and_folded_blocks() {
        let src = "a:\n  text: |\n    first line\n      deeper [^x]\n    last\n";
        let value = "first line\n  deeper [^x]\nlast\n";
        assert_eq!(place(src, 2, 9, value, "[^x]"), (4, 14));
        let src = "text: >\n  one\n  two \u{7} three\n";
        assert_eq!(place(src, 1, 7, "one two \u{7} three\n", "\u{7}"), (3, 7));
    }

    #[test]
    fn escapes_and_doubled_quotes() {
        let src = "t: \"a\\tb \\u00e9 **c\"\n";
        assert_eq!(place(src, 1, 4, "a\tb é **c", "**"), (1, 17));
        let src = "t: 'it''s [^y]'\n";
        assert_eq!(place(src, 1, 4, "it's [^y]", "[^y]"), (1, 11));
        let src = "t: \"one\n  two \\\n  three **\"\n";
        assert_eq!(place(src, 1, 4, "one two three **", "**"), (3, 9));
    }

    #[test]
    fn several_marks_are_placed_in_one_walk_as_each_alone() {
        let src = "text: >\n  one [[a]] two\n  three [[b]]\n  [[c]] four\n";
        let value = "one [[a]] two three [[b]] [[c]] four\n";
        let lines: Vec<&str> = src.lines().collect();
        let at = |n: &str| value[..value.find(n).expect("in value")].chars().count();
        let offsets = [at("[[c]]"), at("[[a]]"), at("[[b]]"), 999];
        let all = locate_all_in(&lines, 1, 7, value, &offsets);
        let each: Vec<_> = (offsets.iter())
            .map(|o| locate_in(&lines, 1, 7, value, *o))
            .collect();
        assert_eq!(all, each);
        assert_eq!(all, [Some((4, 3)), Some((2, 7)), Some((3, 9)), None]);
    }

    #[test]
    fn a_scalar_ends_where_the_next_key_begins_or_goes_on_at_its_own_depth() {
        // After a key, the next key at the same depth is not the value's: nothing past the
        // value is found, so a mark cannot be placed on a sibling.
        let src = "a: one [[x]]\nb: [[x]] two\n";
        let lines: Vec<&str> = src.lines().collect();
        assert_eq!(locate_in(&lines, 1, 4, "one [[x]]", 4), Some((1, 8)));
        assert_eq!(locate_in(&lines, 1, 4, "one [[x]]", 12), None);
        // First on its line, the value goes on at the same depth.
        let src = "key:\n  one\n  two **x\n";
        assert_eq!(place(src, 2, 3, "one two **x", "**"), (3, 7));
    }
}
