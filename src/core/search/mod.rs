//! Full-text search over lesson titles and text in one language.
//!
//! Exercise answers are left out on purpose: searching must not reveal them.

mod entry;
mod excerpt;

pub use excerpt::{Hit, fit};

use super::course::Course;
use super::lang::Lang;
use super::lesson::{Block, Lesson, Part};
use entry::{Entry, fold};
use excerpt::excerpt;

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
        let terms: Vec<String> = query.split_whitespace().map(fold).collect();
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
                excerpt(e, at, term.chars().count(), &terms)
            })
            .collect()
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
    fn a_long_text_is_fitted_around_the_match_at_words() {
        let text = format!("{} needle {}", "wordy ".repeat(40), "tail ".repeat(80));
        let ix = index(&[(0, Part::Block(0), &text)]);
        let h = &ix.search("needle", 10)[0];
        assert_eq!(matched(h), "needle");
        assert_eq!(h.more, (true, true));
        let ((a, b), cut) = fit(h, 40);
        let shown: String = h.excerpt.chars().skip(a).take(b - a).collect();
        assert_eq!(cut, (true, true));
        assert!(shown.starts_with("wordy"), "starts at a word: {shown:?}");
        assert!(shown.ends_with("tail"), "ends at a word: {shown:?}");
        assert!(shown.contains("needle"), "{shown:?}");
        assert!(crate::core::wrap::width(&shown) <= 38, "{shown:?}");
    }

    #[test]
    fn a_number_is_found_however_its_digits_are_grouped() {
        let ix = index(&[
            (0, Part::Block(0), "about 600.000 lookups a second"),
            (1, Part::Block(0), "about 600,000 lookups a second"),
            (2, Part::Block(0), "a decimal 1.5 stays and 12.50 too"),
        ]);
        for q in ["600000", "600.000", "600,000"] {
            let hits = ix.search(q, 10);
            assert_eq!(hits.len(), 2, "{q}");
            assert!(matched(&hits[0]).starts_with("600"), "{q}");
            assert_eq!(matched(&hits[0]).chars().count(), 7, "{q}");
        }
        assert_eq!(ix.search("1.5", 10).len(), 1);
        assert_eq!(ix.search("15", 10).len(), 0, "a decimal point is no group");
    }

    #[test]
    fn every_word_of_the_query_is_marked_in_the_excerpt() {
        let ix = index(&[(0, Part::Block(0), "Fan-out on write: every post fans out")]);
        let h = &ix.search("fan post", 10)[0];
        let marked: Vec<String> = h
            .marks
            .iter()
            .map(|&(a, b)| h.excerpt.chars().skip(a).take(b - a).collect())
            .collect();
        assert_eq!(marked, ["Fan", "post", "fan"]);
    }
}
