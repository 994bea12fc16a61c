//! Word wrapping of styled text by display width (wide CJK characters, combining marks).
//!
//! latih wraps text itself instead of using ratatui's `Paragraph` wrapping, which can panic at
//! narrow widths with wide or combining characters (ratatui issue #2679) and hides which block
//! a screen line belongs to. Lines are broken at spaces; a word longer than the width is split
//! between grapheme clusters, never inside one.

use unicode_segmentation::UnicodeSegmentation;
use unicode_width::UnicodeWidthStr;

/// A run of text with one style.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Styled<S> {
    pub text: String,
    pub style: S,
}

impl<S> Styled<S> {
    pub fn new(text: impl Into<String>, style: S) -> Self {
        Styled {
            text: text.into(),
            style,
        }
    }
}

/// Display width of a string in terminal cells.
pub fn width(s: &str) -> usize {
    if printable_ascii(s) {
        return s.len();
    }
    s.graphemes(true).map(grapheme_width).sum()
}

/// Text of printable ASCII alone (nearly every SQL statement, plan, id and number): each
/// byte is one grapheme one cell wide, so widths and cuts need no segmenting.
fn printable_ascii(s: &str) -> bool {
    s.bytes().all(|b| (0x20..0x7f).contains(&b))
}

fn grapheme_width(g: &str) -> usize {
    // A grapheme is at least as wide as its widest scalar; emoji sequences count once.
    g.chars()
        .map(|c| unicode_width::UnicodeWidthChar::width(c).unwrap_or(0))
        .max()
        .unwrap_or(0)
        .max(UnicodeWidthStr::width(g).min(2))
}

/// For the screen: tabs become spaces and every character a terminal would act on is
/// written out as visible text (`escape_controls`), so no lesson text can move the cursor or
/// corrupt the screen.
pub fn sanitize(s: &str) -> String {
    if printable_ascii(s) {
        return s.to_string();
    }
    escape_controls(&s.replace('\t', "    ")).into_owned()
}

/// Characters a terminal acts on instead of showing: C0 controls but the newline, DEL, C1
/// controls (ESC, BEL and CSI among them), and the bidirectional controls that reorder what
/// follows (an attacker's filename could otherwise read backwards).
pub fn is_terminal_control(c: char) -> bool {
    (c.is_control() && c != '\n')
        || matches!(
            c,
            '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}'
        )
}

/// The one function every string from outside goes through before latih prints it (lint
/// reports, messages, line modes, and every cell the TUI paints): each terminal control is
/// written as its escape, `\x1b` or `\u{202e}`, so the reader sees what is there and the
/// terminal does nothing. Newlines are kept; nothing is allocated for clean text.
pub fn escape_controls(s: &str) -> std::borrow::Cow<'_, str> {
    // Printable ASCII and newlines, nearly everything printed, are looked at byte by byte.
    let plain = |b: &u8| (0x20..0x7f).contains(b) || *b == b'\n';
    if s.bytes().all(|b| plain(&b)) || !s.chars().any(is_terminal_control) {
        return std::borrow::Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        if !is_terminal_control(c) {
            out.push(c);
        } else if (c as u32) < 0x100 {
            out.push_str(&format!("\\x{:02x}", c as u32));
        } else {
            out.push_str(&format!("\\u{{{:04x}}}", c as u32));
        }
    }
    std::borrow::Cow::Owned(out)
}

/// Characters that cannot be rendered in a terminal: C0/C1 controls (other than newline and
/// tab), bidirectional overrides and isolates, and the replacement character itself (a sign
/// of an encoding accident).
pub fn is_unrenderable(c: char) -> bool {
    (c.is_control() && c != '\n' && c != '\t')
        || matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{FFFD}')
}

/// Characters that take no room and show nothing: zero-width space, joiners, word joiner,
/// invisible operators, byte order mark, Mongolian vowel separator.
pub fn is_invisible(c: char) -> bool {
    matches!(
        c,
        '\u{200B}'..='\u{200D}' | '\u{2060}'..='\u{2064}' | '\u{FEFF}' | '\u{180E}'
    )
}

/// Where a joiner has work to do: letters of the scripts that shape with them (Arabic,
/// Indic, and others past Hebrew), and emoji sequences (a ZWJ between two pictographs).
fn joins(c: char) -> bool {
    let emoji = matches!(c, '\u{2600}'..='\u{27BF}' | '\u{1F000}'..='\u{1FAFF}' | '\u{FE0F}');
    emoji || (c as u32 >= 0x0590 && c.is_alphabetic())
}

/// The byte offset and character of the first invisible character that is not where it
/// belongs: a ZWJ or ZWNJ between two characters that join is left alone, anything else is
/// a stray (Indonesian and English never need one).
pub fn stray_invisible(s: &str) -> Option<(usize, char)> {
    let chars: Vec<(usize, char)> = s.char_indices().collect();
    chars.iter().enumerate().find_map(|(i, &(at, c))| {
        if !is_invisible(c) {
            return None;
        }
        let joiner = matches!(c, '\u{200C}' | '\u{200D}');
        let before = i.checked_sub(1).and_then(|j| chars.get(j)).map(|p| p.1);
        let after = chars.get(i + 1).map(|p| p.1);
        let belongs = joiner && before.is_some_and(joins) && after.is_some_and(joins);
        (!belongs).then_some((at, c))
    })
}

/// Cuts a string to at most `max` cells, its last cell an ellipsis when anything was cut, so
/// a reader always sees that there is more.
pub fn ellipsize(s: &str, max: usize) -> String {
    match truncate(s, max) {
        (kept, false) => kept,
        _ if max == 0 => String::new(),
        _ => format!("{}…", truncate(s, max - 1).0),
    }
}

/// Cuts a string to at most `max` cells. Returns the kept part and whether anything was cut.
pub fn truncate(s: &str, max: usize) -> (String, bool) {
    if printable_ascii(s) {
        return match s.get(..max) {
            Some(kept) if max < s.len() => (kept.to_string(), true),
            _ => (s.to_string(), false),
        };
    }
    let mut out = String::new();
    let mut used = 0;
    for g in s.graphemes(true) {
        let w = grapheme_width(g);
        if used + w > max {
            return (out, true);
        }
        used += w;
        out.push_str(g);
    }
    (out, false)
}

/// Units a figure is written with, in both languages.
const UNITS: &[&str] = &[
    "B", "kB", "KB", "MB", "GB", "TB", "PB", "EB", "KiB", "MiB", "GiB", "TiB", "PiB", "ns", "µs",
    "ms", "s", "dtk", "detik", "mnt", "menit", "min", "jam", "h", "hari", "day", "days", "%",
];

/// Whether `rest` starts with a unit, as a whole word.
fn unit_follows(rest: &str) -> bool {
    let end = rest
        .find(|c: char| !(c.is_alphanumeric() || c == '%'))
        .unwrap_or(rest.len());
    UNITS.contains(&&rest[..end])
}

/// A word: consecutive non-space pieces, possibly of several styles.
type Word<S> = Vec<Styled<S>>;

fn words<S: Copy>(spans: &[Styled<S>]) -> Vec<Word<S>> {
    let mut out: Vec<Word<S>> = Vec::new();
    let mut cur: Word<S> = Vec::new();
    for span in spans {
        let text = span.text.as_str();
        // The word being read: `piece`, then the text from `from` on not yet copied into it
        // (copied a slice at a time, not a char at a time).
        let mut piece = String::new();
        let mut from = 0;
        for (at, c) in text.char_indices() {
            // Every space there is (no-break ones included) ends a word or joins one.
            if !c.is_whitespace() {
                continue;
            }
            // No-break spaces (U+00A0, U+202F) join a number to its unit; they are
            // shown as a plain space so no terminal has to know the character. A plain
            // space between a number and a unit joins them too (`12 GB`, `30 hari`): a
            // figure is never split across lines, whoever wrote it.
            let before = if from < at {
                text[from..at].chars().next_back()
            } else {
                piece.chars().next_back()
            };
            let glued = c == ' '
                && before.is_some_and(|p| p.is_ascii_digit())
                && unit_follows(&text[at + 1..]);
            piece.push_str(&text[from..at]);
            from = at + c.len_utf8();
            if c == '\u{a0}' || c == '\u{202f}' || glued {
                piece.push(' ');
                continue;
            }
            if !piece.is_empty() {
                cur.push(Styled::new(std::mem::take(&mut piece), span.style));
            }
            if !cur.is_empty() {
                out.push(std::mem::take(&mut cur));
            }
        }
        piece.push_str(&text[from..]);
        if !piece.is_empty() {
            cur.push(Styled::new(piece, span.style));
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

fn word_width<S>(w: &Word<S>) -> usize {
    w.iter().map(|p| width(&p.text)).sum()
}

/// Appends to a line, merging with the previous piece when the style is the same.
fn push<S: Copy + PartialEq>(line: &mut Vec<Styled<S>>, text: &str, style: S) {
    if let Some(last) = line.last_mut()
        && last.style == style
    {
        last.text.push_str(text);
        return;
    }
    line.push(Styled::new(text, style));
}

/// Wraps styled text to lines of at most `width` cells. Runs of spaces collapse to one.
/// With `width == 0` nothing fits and no lines are returned.
pub fn wrap<S: Copy + PartialEq>(spans: &[Styled<S>], width: usize) -> Vec<Vec<Styled<S>>> {
    if width == 0 {
        return Vec::new();
    }
    let mut lines: Vec<Vec<Styled<S>>> = Vec::new();
    let mut line: Vec<Styled<S>> = Vec::new();
    let mut used = 0usize;
    for word in words(spans) {
        let w = word_width(&word);
        let space = usize::from(used > 0);
        if used + space + w <= width {
            if space == 1
                && let Some(style) = line.last().map(|s| s.style)
            {
                push(&mut line, " ", style);
            }
            for piece in &word {
                push(&mut line, &piece.text, piece.style);
            }
            used += space + w;
            continue;
        }
        if used > 0 {
            lines.push(std::mem::take(&mut line));
            used = 0;
        }
        if w <= width {
            for piece in &word {
                push(&mut line, &piece.text, piece.style);
            }
            used = w;
            continue;
        }
        // Longer than a whole line: split between graphemes.
        for piece in &word {
            for g in piece.text.graphemes(true) {
                let gw = grapheme_width(g);
                if used + gw > width && used > 0 {
                    lines.push(std::mem::take(&mut line));
                    used = 0;
                }
                push(&mut line, g, piece.style);
                used += gw;
            }
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// A bar for work under way, shared by the playground screen and `latih play`:
/// `[██████░░░░░░░░░░░░░░]  30%`
pub fn progress_bar(done: u64, all: u64) -> String {
    let pct = (done * 100).checked_div(all).unwrap_or(100).min(100);
    let filled = (pct / 5) as usize;
    format!(
        "[{}{}] {pct:>3}%",
        "█".repeat(filled),
        "░".repeat(20 - filled)
    )
}

#[cfg(test)]
#[path = "wrap_tests.rs"]
mod tests;
