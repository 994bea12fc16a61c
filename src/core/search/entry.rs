//! One searchable piece of text and the folding that makes matching forgiving: lower case,
//! and a number's digit groups joined, each folded char knowing where it came from.

use crate::core::lesson::Part;

/// One searchable piece of text, folded to lower case once when the index is built. Kept as
/// strings: a char vector and an index per char took 16 bytes for each char of the course,
/// and the first search of 2,000 lessons 3.5 s and 400 MB.
#[derive(Debug, Clone)]
pub(super) struct Entry {
    pub lesson: usize,
    pub part: Part,
    /// The text, each whitespace char made a space.
    pub text: String,
    pub folded: String,
    /// For each folded char, the index of the text's char it came from; empty when lower
    /// case kept one char per char (nearly always), so the two count alike.
    origin: Vec<u32>,
}

impl Entry {
    pub fn new(lesson: usize, part: Part, text: &str) -> Entry {
        // ASCII whose folding dropped no digit-group separator keeps one char per char: its
        // folded text is all it needs, made byte by byte.
        if text.is_ascii() {
            let mut bytes = Vec::new();
            fold_into(text, &mut bytes);
            if bytes.len() == text.len()
                && let Ok(folded) = String::from_utf8(bytes)
            {
                let spaced = text.bytes().map(|b| {
                    if matches!(b, 0x09..=0x0d) {
                        ' '
                    } else {
                        char::from(b)
                    }
                });
                return Entry {
                    lesson,
                    part,
                    text: spaced.collect(),
                    folded,
                    origin: Vec::new(),
                };
            }
        }
        let text: String = text
            .chars()
            .map(|c| if c.is_whitespace() { ' ' } else { c })
            .collect();
        let (folded, origin) = fold_with_origin(&text);
        let origin = if origin.iter().enumerate().all(|(i, &o)| o as usize == i) {
            Vec::new()
        } else {
            origin
        };
        Entry {
            lesson,
            part,
            text,
            folded,
            origin,
        }
    }

    /// The text's char that folded char `i` came from.
    pub fn origin(&self, i: usize) -> usize {
        self.origin.get(i).map_or(i, |&o| o as usize)
    }

    pub fn folded_chars(&self) -> usize {
        if self.origin.is_empty() {
            self.folded.chars().count()
        } else {
            self.origin.len()
        }
    }
}

/// Lower case, and a number's digit groups joined (`600.000`, `600,000` and `600000` are one
/// number however the reader's language groups it), with, for each folded char, the index
/// of the char it came from.
fn fold_with_origin(text: &str) -> (String, Vec<u32>) {
    let chars: Vec<char> = text.chars().collect();
    let mut folded = String::with_capacity(text.len());
    let mut origin = Vec::with_capacity(chars.len());
    for (i, &c) in chars.iter().enumerate() {
        if is_group_separator(&chars, i) {
            continue;
        }
        for l in c.to_lowercase() {
            folded.push(l);
            origin.push(i as u32);
        }
    }
    (folded, origin)
}

/// A `.`, `,` or thin space between a digit and a group of exactly three digits.
fn is_group_separator(chars: &[char], i: usize) -> bool {
    let digit = |k: usize| chars.get(k).is_some_and(char::is_ascii_digit);
    matches!(chars[i], '.' | ',' | '\u{a0}' | '\u{202f}')
        && i > 0
        && digit(i - 1)
        && digit(i + 1)
        && digit(i + 2)
        && digit(i + 3)
        && !digit(i + 4)
}

/// The query folded as the texts are.
pub(super) fn fold(query: &str) -> String {
    fold_with_origin(query).0
}

/// Appends `text` to `out` as `Entry::new` folds it (each whitespace char a space, then
/// lower case and digit groups joined), without the origins: what the index keeps. ASCII,
/// nearly all of a course, goes byte by byte; a char beyond it through `to_lowercase`.
pub(super) fn fold_into(text: &str, out: &mut Vec<u8>) {
    let b = text.as_bytes();
    let digit = |k: usize| b.get(k).is_some_and(u8::is_ascii_digit);
    out.reserve(b.len());
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c < 0x80 {
            // A digit is one byte in UTF-8, so the chars around are the bytes around.
            let separator = matches!(c, b'.' | b',')
                && i > 0
                && digit(i - 1)
                && digit(i + 1)
                && digit(i + 2)
                && digit(i + 3)
                && !digit(i + 4);
            if !separator {
                out.push(match c {
                    0x09..=0x0d => b' ',
                    c => c.to_ascii_lowercase(),
                });
            }
            i += 1;
            continue;
        }
        let Some(ch) = text.get(i..).and_then(|t| t.chars().next()) else {
            break;
        };
        // Whitespace is made a space before folding, so a no-break space never joins groups.
        let mut buf = [0u8; 4];
        if ch.is_whitespace() {
            out.push(b' ');
        } else {
            for l in ch.to_lowercase() {
                out.extend_from_slice(l.encode_utf8(&mut buf).as_bytes());
            }
        }
        i += ch.len_utf8();
    }
}
