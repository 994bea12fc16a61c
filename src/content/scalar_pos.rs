//! Where a character of a text value is written in the source: the parser gives the start
//! of each scalar only, and a problem on the third line of a paragraph (an unclosed `**`, a
//! citation no source has, a control character) must point at that line and column. The
//! value is walked beside its source, undoing what YAML does to text on the way: indentation,
//! folded line breaks, escapes of double-quoted strings, doubled quotes of single-quoted
//! ones, and the header line of block scalars (`|`, `>`).

use super::scalar_source::Source;

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

/// `locate_in` for several offsets of one value: the value is walked once beside its
/// source, however many marks it holds (a paragraph marks a dozen terms), and the source is
/// read a line at a time only as far as the last of them.
pub fn locate_all_in(
    lines: &[&str],
    line: usize,
    column: usize,
    value: &str,
    offsets: &[usize],
) -> Vec<Option<(usize, usize)>> {
    let source = (|| {
        let first = lines.get(line.checked_sub(1)?)?;
        let (from, style) = first.char_indices().nth(column.checked_sub(1)?)?;
        let start = &first[from..];
        // After a key or a dash on its own line, the scalar's further lines are indented
        // deeper than that line; first on its line, as deep as it at least.
        let indent = first
            .chars()
            .take_while(|c| *c == ' ' || *c == '\t')
            .count();
        let after_key = column > indent + 1;
        let source = match style {
            '|' | '>' => Source::block(lines, line),
            '"' | '\'' => Source::flow(lines, (line, column + 1), &start[1..], after_key),
            _ => Source::flow(lines, (line, column), start, after_key),
        };
        Some((source, style))
    })();
    match source {
        Some((mut source, style)) => align(&mut source, value, offsets, style),
        None => vec![None; offsets.len()],
    }
}

/// The length of a double-quoted escape whose letter (after its backslash) is `letter`, in
/// characters, and whether it stands for a character of the value (a backslash before a
/// line break stands for nothing).
fn escape(letter: Option<char>) -> (usize, bool) {
    match letter {
        Some('x') => (3, true),
        Some('u') => (5, true),
        Some('U') => (9, true),
        Some('\n') => (1, false),
        Some(_) => (2, true),
        None => (1, false),
    }
}

/// Walks `value` beside `source`; the source position of each value character of `offsets`.
/// Text the value holds as written is skipped a run at a time; a character at a time where
/// YAML changed it (folded whitespace, escapes, doubled quotes).
fn align(
    source: &mut Source<'_>,
    value: &str,
    offsets: &[usize],
    style: char,
) -> Vec<Option<(usize, usize)>> {
    let mut out = vec![None; offsets.len()];
    // The offsets in order, each with its place in `out`: the walk checks only the next one.
    let mut wanted: Vec<(usize, usize)> = offsets.iter().copied().zip(0..).collect();
    wanted.sort_unstable();
    // What cannot be skipped over as written: where an escape or a doubled quote may start.
    let stop: &[u8] = match style {
        '"' => b"\\",
        '\'' => b"'",
        _ => b"",
    };
    let (mut next, mut i, mut byte) = (0, 0, 0);
    'value: while next < wanted.len() {
        let rest = value.get(byte..).unwrap_or("");
        let (bytes, chars, (line, col)) = source.skip_same(rest, stop);
        if chars > 0 {
            while let Some(&(o, k)) = wanted.get(next).filter(|(o, _)| *o < i + chars) {
                if o >= i {
                    out[k] = Some((line, col + (o - i)));
                }
                next += 1;
            }
            (i, byte) = (i + chars, byte + bytes);
            continue;
        }
        let Some(v) = rest.chars().next() else {
            break;
        };
        loop {
            let Some((c, line, col)) = source.current() else {
                break 'value;
            };
            let step = if style == '"' && c == '\\' {
                let (len, stands) = escape(source.peek());
                if !stands {
                    source.advance(len + 1);
                    continue;
                }
                len
            } else if style == '\'' && c == '\'' && source.peek() == Some('\'') {
                2
            } else if c == v || (v == ' ' && c == '\n') {
                1
            } else {
                // Whitespace YAML folded away, or a closing quote: not part of the value.
                source.advance(1);
                continue;
            };
            while let Some(&(o, k)) = wanted.get(next).filter(|(o, _)| *o <= i) {
                if o == i {
                    out[k] = Some((line, col));
                }
                next += 1;
            }
            source.advance(step);
            break;
        }
        (i, byte) = (i + 1, byte + v.len_utf8());
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

    /// The character written at (line, column) of `src`, both 1-based.
    fn written(src: &str, (line, column): (usize, usize)) -> Option<char> {
        src.split('\n').nth(line - 1)?.chars().nth(column - 1)
    }

    #[test]
    fn every_character_of_the_value_is_placed_on_itself_in_every_style() {
        // Multibyte letters (columns count characters), marks, and lines folded in each
        // style; what YAML does not change must be found where it is written.
        let words = [
            "Basis",
            "data",
            "‘indeks’",
            "—",
            "[[range-scan]]",
            "é",
            "ñ",
            "[^c1]",
        ];
        let value: String = (0..40)
            .map(|i| words[i % words.len()])
            .collect::<Vec<_>>()
            .join(" ");
        let lines: Vec<String> = (value.split(' ').collect::<Vec<_>>().chunks(7))
            .map(|c| c.join(" "))
            .collect();
        let cases = [
            // Folded block after a key: the value's spaces are the line breaks.
            (
                format!("a:\n  en: >-\n    {}\n", lines.join("\n    ")),
                2,
                7,
            ),
            // Plain scalar after a key, continued deeper.
            (format!("en: {}\n  \nb: x\n", lines.join("\n  ")), 1, 5),
            // Double- and single-quoted, continued.
            (format!("en: \"{}\"\n", lines.join("\n  ")), 1, 5),
            (format!("- '{}'\n", lines.join("\n  ")), 1, 3),
        ];
        for (src, line, column) in &cases {
            let split: Vec<&str> = src.split('\n').collect();
            let offsets: Vec<usize> = (0..value.chars().count()).collect();
            let placed = locate_all_in(&split, *line, *column, &value, &offsets);
            for ((o, v), at) in value.chars().enumerate().zip(&placed) {
                if v == ' ' {
                    continue;
                }
                let at = at.unwrap_or_else(|| panic!("{v:?} at {o} not placed in {src}"));
                assert_eq!(written(src, at), Some(v), "{v:?} at {o} in {src}");
                // Each alone is placed where all together place it.
                assert_eq!(locate_in(&split, *line, *column, &value, o), Some(at));
            }
        }
    }
}
