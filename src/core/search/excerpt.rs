//! A hit's excerpt: the text around its first match with every query word marked, and the
//! part of it that fits a screen line, cut at words.

use super::entry::Entry;
use crate::core::lesson::Part;

/// A search result: where it is and a short excerpt around the first match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hit {
    pub lesson: usize,
    pub part: Part,
    /// Text around the first match, wider than a screen line: the screen cuts it to its
    /// width at words (`fit`).
    pub excerpt: String,
    /// Whether the part's text goes on before and after the excerpt.
    pub more: (bool, bool),
    /// Char range of the first match inside `excerpt`.
    pub matched: (usize, usize),
    /// Char ranges of every word of the query found inside `excerpt`, in order.
    pub marks: Vec<(usize, usize)>,
}

/// Chars of context kept before the match and after it; the screen shows what fits.
const BEFORE: usize = 80;
const AFTER: usize = 200;

/// The text around the match, from a word start, with every query word marked in it.
pub(super) fn excerpt(e: &Entry, at: usize, len: usize, terms: &[String]) -> Hit {
    let start = e.origin(at);
    let end = e.origin((at + len).saturating_sub(1).min(e.folded_chars() - 1)) + 1;
    let text: Vec<char> = e.text.chars().collect();
    let mut from = start.saturating_sub(BEFORE);
    if from > 0
        && let Some(space) = text[from..start].iter().position(|c| *c == ' ')
    {
        from += space + 1;
    }
    let to = (end + AFTER).min(text.len());
    let excerpt: String = text[from..to].iter().collect();
    let marks = marks(&excerpt, terms);
    Hit {
        lesson: e.lesson,
        part: e.part,
        excerpt,
        more: (from > 0, to < text.len()),
        matched: (start - from, end - from),
        marks,
    }
}

/// Where each query word occurs in `text`, as char ranges, in order and not overlapping.
fn marks(text: &str, terms: &[String]) -> Vec<(usize, usize)> {
    let e = Entry::new(0, Part::Title, text);
    let mut out: Vec<(usize, usize)> = Vec::new();
    for t in terms.iter().filter(|t| !t.is_empty()) {
        let n = t.chars().count();
        for (byte, _) in e.folded.match_indices(t.as_str()) {
            let at = e.folded[..byte].chars().count();
            let end = e.origin(at + n - 1) + 1;
            out.push((e.origin(at), end));
        }
    }
    out.sort_unstable();
    out.dedup_by(|b, a| b.0 < a.1);
    out
}

/// The part of a hit's excerpt that fits `width` cells: it starts at a word so the match
/// stands about a third of the way in, and ends at a word; `…` where text was left out.
/// Returns the char range kept and whether each end is cut.
pub fn fit(hit: &Hit, width: usize) -> ((usize, usize), (bool, bool)) {
    let chars: Vec<char> = hit.excerpt.chars().collect();
    // Cells before each char, summed once: the screen fits every hit on every frame, and
    // building a string for each width tried made that quadratic in the excerpt.
    let mut before = Vec::with_capacity(chars.len() + 1);
    before.push(0);
    for c in &chars {
        let cells = crate::core::wrap::width(c.encode_utf8(&mut [0; 4]));
        before.push(before.last().copied().unwrap_or(0) + cells);
    }
    let w = |a: usize, b: usize| before[b] - before[a];
    let room = width.saturating_sub(2).max(1);
    let mut from = 0;
    // Move the start forward, a word at a time, while the match sits past a third.
    while w(from, hit.matched.0) > room / 3 {
        let next = chars[from..hit.matched.0]
            .iter()
            .position(|c| *c == ' ')
            .map(|p| from + p + 1);
        match next {
            Some(n) if n <= hit.matched.0 => from = n,
            _ => break,
        }
    }
    let mut to = from;
    while to < chars.len() && w(from, to + 1) <= room {
        to += 1;
    }
    // End at a word when the cut falls inside one and a space is near.
    if to < chars.len()
        && chars[to] != ' '
        && let Some(space) = chars[from..to].iter().rposition(|c| *c == ' ')
        && from + space > hit.matched.1.min(to)
    {
        to = from + space;
    }
    let cut = (from > 0 || hit.more.0, to < chars.len() || hit.more.1);
    ((from, to), cut)
}
