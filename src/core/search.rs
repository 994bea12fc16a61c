//! Full-text search over lesson titles and text in one language.
//!
//! Exercise answers are left out on purpose: searching must not reveal them.

use super::course::Course;
use super::lang::Lang;
use super::lesson::{Block, Lesson, Part};

/// One searchable piece of text, folded to lower case once when the index is built.
#[derive(Debug, Clone)]
struct Entry {
    lesson: usize,
    part: Part,
    text: Vec<char>,
    folded: Vec<char>,
    /// For each folded char, the index of the original char it came from.
    origin: Vec<usize>,
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
    let rich = |t: &super::lesson::Text| t.get(lang).map(|f| f.value.plain()).unwrap_or_default();
    let mut out = vec![(Part::Title, lesson.title.text(lang).to_string())];
    if let Some(q) = &lesson.question {
        out.push((Part::Question, rich(q)));
    }
    let goals: Vec<String> = lesson.goals.iter().map(rich).collect();
    if !goals.is_empty() {
        out.push((Part::Goals, goals.join(" ")));
    }
    for (i, block) in lesson.blocks.iter().enumerate() {
        let text = match block {
            Block::Heading(l) => l.text(lang).to_string(),
            Block::Paragraph(t) => rich(t),
            Block::List { items, .. } => items.iter().map(rich).collect::<Vec<_>>().join(" "),
            Block::Table(t) => t
                .header
                .iter()
                .chain(t.rows.iter().flatten())
                .map(rich)
                .collect::<Vec<_>>()
                .join(" "),
            Block::Code { text, .. } => text.clone(),
            Block::Diagram(d) => d.render(lang).join(" "),
            Block::Playground { title, .. } | Block::Simulation { title, .. } => title
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
            Block::Drill { title, .. } | Block::Calculator { title, .. } => title
                .as_ref()
                .map(|t| t.text(lang).to_string())
                .unwrap_or_default(),
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
                let text: Vec<char> = text
                    .chars()
                    .map(|c| if c.is_whitespace() { ' ' } else { c })
                    .collect();
                let mut folded = Vec::with_capacity(text.len());
                let mut origin = Vec::with_capacity(text.len());
                for (i, c) in text.iter().enumerate() {
                    for l in c.to_lowercase() {
                        folded.push(l);
                        origin.push(i);
                    }
                }
                entries.push(Entry {
                    lesson: li,
                    part,
                    text,
                    folded,
                    origin,
                });
            }
        }
        SearchIndex { entries }
    }

    /// Parts containing every word of the query (case-insensitive). Title matches come first,
    /// then the rest in course order.
    pub fn search(&self, query: &str, limit: usize) -> Vec<Hit> {
        let terms: Vec<Vec<char>> = query
            .split_whitespace()
            .map(|t| t.chars().flat_map(char::to_lowercase).collect())
            .collect();
        if terms.is_empty() {
            return Vec::new();
        }
        let mut hits: Vec<Hit> = Vec::new();
        for e in &self.entries {
            let mut first: Option<(usize, usize)> = None;
            let all = terms.iter().all(|t| match find(&e.folded, t) {
                Some(at) => {
                    first.get_or_insert((at, t.len()));
                    true
                }
                None => false,
            });
            if let (true, Some((at, len))) = (all, first) {
                hits.push(excerpt(e, at, len));
            }
        }
        hits.sort_by_key(|h| (h.part != Part::Title, h.lesson));
        hits.truncate(limit);
        hits
    }
}

fn find(hay: &[char], needle: &[char]) -> Option<usize> {
    if needle.len() > hay.len() {
        return None;
    }
    (0..=hay.len() - needle.len()).find(|&i| hay[i..i + needle.len()] == *needle)
}

/// Cuts about 30 characters of context either side of the match.
fn excerpt(e: &Entry, at: usize, len: usize) -> Hit {
    let start = e.origin[at];
    let end = e.origin[(at + len).saturating_sub(1).min(e.origin.len() - 1)] + 1;
    // Start the excerpt at a word boundary, about 30 characters before the match.
    let mut from = start.saturating_sub(30);
    if from > 0
        && let Some(space) = e.text[from..start].iter().position(|c| *c == ' ')
    {
        from += space + 1;
    }
    let to = (end + 50).min(e.text.len());
    let mut excerpt = String::new();
    let mut offset = 0;
    if from > 0 {
        excerpt.push('…');
        offset = 1;
    }
    excerpt.extend(&e.text[from..to]);
    if to < e.text.len() {
        excerpt.push('…');
    }
    Hit {
        lesson: e.lesson,
        part: e.part,
        excerpt,
        matched: (start - from + offset, end - from + offset),
    }
}
