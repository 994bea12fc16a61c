//! Full-text search over lesson titles and text in one language.
//!
//! Exercise answers are left out on purpose: searching must not reveal them.

use super::course::Course;
use super::lang::Lang;
use super::lesson::{Block, Lesson, Part};

/// One searchable piece of text, folded to lower case once when the index is built. Kept as
/// strings: a char vector and an index per char took 16 bytes for each char of the course,
/// and the first search of 2,000 lessons 3.5 s and 400 MB.
#[derive(Debug, Clone)]
struct Entry {
    lesson: usize,
    part: Part,
    /// The text, each whitespace char made a space.
    text: String,
    folded: String,
    /// For each folded char, the index of the text's char it came from; empty when lower
    /// case kept one char per char (nearly always), so the two count alike.
    origin: Vec<u32>,
}

impl Entry {
    fn new(lesson: usize, part: Part, text: &str) -> Entry {
        let text: String = text
            .chars()
            .map(|c| if c.is_whitespace() { ' ' } else { c })
            .collect();
        let folded: String = text.chars().flat_map(char::to_lowercase).collect();
        let origin = if folded.chars().count() == text.chars().count() {
            Vec::new()
        } else {
            text.chars()
                .enumerate()
                .flat_map(|(i, c)| c.to_lowercase().map(move |_| i as u32))
                .collect()
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
    fn origin(&self, i: usize) -> usize {
        self.origin.get(i).map_or(i, |&o| o as usize)
    }

    fn folded_chars(&self) -> usize {
        if self.origin.is_empty() {
            self.folded.chars().count()
        } else {
            self.origin.len()
        }
    }
}

/// A search result: where it is and a short excerpt around the first match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hit {
    pub lesson: usize,
    pub part: Part,
    pub excerpt: String,
    /// Char range of the match inside `excerpt`.
    pub matched: (usize, usize),
}

#[derive(Debug, Clone, Default)]
pub struct SearchIndex {
    entries: Vec<Entry>,
}

fn texts(lesson: &Lesson, lang: Lang) -> Vec<(Part, String)> {
    // Read without keeping it decoded: indexing a course must not unpack every lesson.
    let body = lesson.body.read();
    let rich = |t: &super::lesson::Text| t.get(lang).map(|f| f.value.plain()).unwrap_or_default();
    let mut out = vec![(Part::Title, lesson.title.text(lang).to_string())];
    if let Some(q) = &body.question {
        out.push((Part::Question, rich(q)));
    }
    let goals: Vec<String> = body.goals.iter().map(rich).collect();
    if !goals.is_empty() {
        out.push((Part::Goals, goals.join(" ")));
    }
    for (i, block) in body.blocks.iter().enumerate() {
        let text = match block {
            Block::Heading(l) => l.text(lang).to_string(),
            Block::Unavailable { .. } => String::new(),
            Block::Paragraph(t) => rich(t),
            Block::List { items, .. } => items.iter().map(rich).collect::<Vec<_>>().join(" "),
            Block::Table(t) => t
                .header
                .iter()
                .chain(t.rows.iter().flatten())
                .map(rich)
                .collect::<Vec<_>>()
                .join(" "),
            Block::Code { text, .. } => text.text(lang).to_string(),
            Block::Diagram(d) => d.render(lang).join(" "),
            Block::Card { title, .. } => title
                .as_ref()
                .map(|t| t.text(lang).to_string())
                .unwrap_or_default(),
            Block::Callout {
                title, text, items, ..
            } => {
                let mut parts: Vec<String> = Vec::new();
                if let Some(t) = title {
                    parts.push(t.text(lang).to_string());
                }
                if let Some(t) = text {
                    parts.push(rich(t));
                }
                parts.extend(items.iter().map(rich));
                parts.join(" ")
            }
            Block::Exercise(e) => rich(&e.prompt),
            Block::Quiz { title, .. } => title
                .as_ref()
                .map(|t| t.text(lang).to_string())
                .unwrap_or_default(),
            Block::Review { title, text, .. } => {
                let mut parts = Vec::new();
                if let Some(t) = title {
                    parts.push(t.text(lang).to_string());
                }
                if let Some(t) = text {
                    parts.push(rich(t));
                }
                parts.join(" ")
            }
        };
        out.push((Part::Block(i), text));
    }
    out
}

impl SearchIndex {
    pub fn build(course: &Course, lang: Lang) -> SearchIndex {
        let mut entries = Vec::new();
        for (li, lesson) in course.lessons.iter().enumerate() {
            for (part, text) in texts(lesson, lang) {
                entries.push(Entry::new(li, part, &text));
            }
        }
        SearchIndex { entries }
    }

    /// Parts containing every word of the query (case-insensitive). Title matches come first,
    /// then the rest in course order.
    pub fn search(&self, query: &str, limit: usize) -> Vec<Hit> {
        let terms: Vec<String> = query
            .split_whitespace()
            .map(|t| t.chars().flat_map(char::to_lowercase).collect())
            .collect();
        if terms.is_empty() {
            return Vec::new();
        }
        // Entry, and the first term's match (byte offset in `folded`, the term).
        let mut found: Vec<(&Entry, usize, &str)> = Vec::new();
        for e in &self.entries {
            let mut first: Option<(usize, &str)> = None;
            let all = terms.iter().all(|t| match e.folded.find(t.as_str()) {
                Some(at) => {
                    first.get_or_insert((at, t.as_str()));
                    true
                }
                None => false,
            });
            if let (true, Some((at, term))) = (all, first) {
                found.push((e, at, term));
            }
        }
        found.sort_by_key(|(e, ..)| (e.part != Part::Title, e.lesson));
        found.truncate(limit);
        found
            .into_iter()
            .map(|(e, at, term)| {
                let at = e.folded[..at].chars().count();
                excerpt(e, at, term.chars().count())
            })
            .collect()
    }
}

/// Cuts about 30 characters of context either side of the match.
fn excerpt(e: &Entry, at: usize, len: usize) -> Hit {
    let start = e.origin(at);
    let end = e.origin((at + len).saturating_sub(1).min(e.folded_chars() - 1)) + 1;
    let text: Vec<char> = e.text.chars().collect();
    // Start the excerpt at a word boundary, about 30 characters before the match.
    let mut from = start.saturating_sub(30);
    if from > 0
        && let Some(space) = text[from..start].iter().position(|c| *c == ' ')
    {
        from += space + 1;
    }
    let to = (end + 50).min(text.len());
    let mut excerpt = String::new();
    let mut offset = 0;
    if from > 0 {
        excerpt.push('…');
        offset = 1;
    }
    excerpt.extend(&text[from..to]);
    if to < text.len() {
        excerpt.push('…');
    }
    Hit {
        lesson: e.lesson,
        part: e.part,
        excerpt,
        matched: (start - from + offset, end - from + offset),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn index(texts: &[(usize, Part, &str)]) -> SearchIndex {
        SearchIndex {
            entries: texts
                .iter()
                .map(|(l, p, t)| Entry::new(*l, *p, t))
                .collect(),
        }
    }

    /// The excerpt's matched chars, as a reader sees them.
    fn matched(h: &Hit) -> String {
        h.excerpt
            .chars()
            .skip(h.matched.0)
            .take(h.matched.1 - h.matched.0)
            .collect()
    }

    #[test]
    fn every_word_must_match_in_any_case_and_titles_come_first() {
        let ix = index(&[
            (
                0,
                Part::Block(2),
                "A Hotspot is one partition\twith most traffic.",
            ),
            (1, Part::Title, "Hotspots and traffic"),
            (2, Part::Block(0), "A hotspot without the other word."),
        ]);
        let hits = ix.search("TRAFFIC hotspot", 10);
        assert_eq!(
            hits.iter().map(|h| (h.lesson, h.part)).collect::<Vec<_>>(),
            [(1, Part::Title), (0, Part::Block(2))]
        );
        assert_eq!(matched(&hits[1]), "traffic");
        assert_eq!(ix.search("hotspot", 1).len(), 1);
        assert!(ix.search("   ", 10).is_empty());
    }

    #[test]
    fn a_char_that_lower_cases_to_two_keeps_the_match_in_place() {
        // 'İ' lower-cases to two chars: positions in the folded text are not the text's.
        let ix = index(&[(0, Part::Block(0), "İİİ İstanbul has a hotspot ÄÖ")]);
        let hits = ix.search("hotspot", 10);
        assert_eq!(hits.len(), 1);
        assert_eq!(matched(&hits[0]), "hotspot");
        let hits = ix.search("stanbul", 10);
        assert_eq!(matched(&hits[0]), "stanbul");
        let hits = ix.search("äö", 10);
        assert_eq!(matched(&hits[0]), "ÄÖ");
    }

    #[test]
    fn a_long_text_is_cut_around_the_match_at_a_word() {
        let text = format!("{} needle {}", "word ".repeat(40), "tail ".repeat(40));
        let ix = index(&[(0, Part::Block(0), &text)]);
        let h = &ix.search("needle", 10)[0];
        assert!(h.excerpt.starts_with("…word"), "{}", h.excerpt);
        assert!(h.excerpt.ends_with('…'), "{}", h.excerpt);
        assert_eq!(matched(h), "needle");
    }
}
