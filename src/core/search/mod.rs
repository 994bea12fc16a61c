//! Full-text search over lesson titles and text in one language.
//!
//! The index keeps only each part's folded text (lower case, digit groups joined), all of it
//! in one string with a newline between parts, and where each part starts: no copy of the
//! text as written, which the excerpts of the hits shown are taken from again, from those
//! lessons alone. A query's first word is found with a vectorised substring search over
//! that one string, and each part it lands in is checked for the other words.
//!
//! Exercise answers are left out on purpose: searching must not reveal them.

mod entry;
mod excerpt;
mod texts;

pub use excerpt::{Hit, fit};

use std::collections::HashMap;
use std::ops::Range;

use super::course::Course;
use super::lang::Lang;
use super::lesson::Part;
use entry::{Entry, fold, fold_into};
use excerpt::excerpt;

/// One lesson in the index: its parts' folded texts, one after another with a newline
/// after each (which no folded text and no query word holds, so a match never runs from one
/// part into the next), and where each part ends. One exact allocation per lesson: a single
/// string for the course grew by doubling and kept the copies it left behind.
#[derive(Debug, Clone, Default)]
struct LessonText {
    folded: Box<str>,
    /// Each part and the end of its folded text (its newline).
    parts: Box<[(Part, u32)]>,
}

#[derive(Debug, Clone)]
pub struct SearchIndex {
    lang: Lang,
    /// By lesson number, from `first` on.
    lessons: Vec<LessonText>,
    first: usize,
}

impl Default for SearchIndex {
    fn default() -> SearchIndex {
        SearchIndex {
            lang: Lang::Id,
            lessons: Vec::new(),
            first: 0,
        }
    }
}

impl SearchIndex {
    /// The index of `course` in `lang`. Its lessons are shared among the machine's cores:
    /// each reads and folds its share of the bodies, and the pieces are joined in course
    /// order, so the index is the same however many there are.
    pub fn build(course: &Course, lang: Lang) -> SearchIndex {
        let n = course.lessons.len();
        let cores = std::thread::available_parallelism().map_or(1, |c| c.get());
        let each = n.div_ceil(cores.clamp(1, 8)).max(64);
        if n <= each {
            return SearchIndex::build_range(course, lang, 0..n);
        }
        let pieces = std::thread::scope(|s| {
            let handles: Vec<_> = (0..n)
                .step_by(each)
                .map(|from| {
                    let range = from..(from + each).min(n);
                    let piece = range.clone();
                    (
                        range,
                        s.spawn(move || SearchIndex::build_range(course, lang, piece)),
                    )
                })
                .collect();
            // A piece whose thread failed holds its lessons as empty, so every other lesson
            // keeps its number and the search still runs.
            (handles.into_iter())
                .map(|(range, h)| {
                    h.join().unwrap_or_else(|_| SearchIndex {
                        lang,
                        lessons: vec![LessonText::default(); range.len()],
                        first: range.start,
                    })
                })
                .collect()
        });
        SearchIndex::join(pieces)
    }

    /// The index of the lessons in `range` alone: pieces built at once on several threads
    /// and then `join`ed are the index `build` makes.
    pub fn build_range(course: &Course, lang: Lang, range: Range<usize>) -> SearchIndex {
        let mut out = SearchIndex {
            lang,
            lessons: Vec::with_capacity(range.len()),
            first: range.start,
        };
        let mut scratch = Vec::new();
        for lesson in course.lessons.get(range).unwrap_or_default() {
            out.lessons
                .push(lesson_text(&texts::texts(lesson, lang), &mut scratch));
        }
        out
    }

    /// The bytes the index holds on the heap (what a search adds to the app's memory).
    pub fn heap_bytes(&self) -> usize {
        let each = |l: &LessonText| l.folded.len() + std::mem::size_of_val(&*l.parts);
        self.lessons.iter().map(each).sum::<usize>()
            + self.lessons.capacity() * std::mem::size_of::<LessonText>()
    }

    /// Pieces built by `build_range` over consecutive ranges, in order, as one index.
    pub fn join(pieces: Vec<SearchIndex>) -> SearchIndex {
        let mut out = SearchIndex::default();
        out.lessons
            .reserve_exact(pieces.iter().map(|p| p.lessons.len()).sum());
        for (i, p) in pieces.into_iter().enumerate() {
            if i == 0 {
                out.first = p.first;
            }
            out.lang = p.lang;
            out.lessons.extend(p.lessons);
        }
        out
    }

    /// Parts containing every word of the query (case-insensitive). Title matches come first,
    /// then the rest in course order. `course` is the one the index was built from: the
    /// excerpts are taken from its lessons' texts.
    pub fn search(&self, course: &Course, query: &str, limit: usize) -> Vec<Hit> {
        // Each lesson hit is read once, however many of its parts are hits.
        let mut read: HashMap<u32, Vec<(Part, String)>> = HashMap::new();
        let lang = self.lang;
        self.search_with(query, limit, &mut |li, part| {
            let lesson = course.lessons.get(li as usize)?;
            if part == Part::Title {
                return Some(texts::title(lesson, lang));
            }
            let parts = read.entry(li).or_insert_with(|| texts::texts(lesson, lang));
            parts
                .iter()
                .find(|(p, _)| *p == part)
                .map(|(_, t)| t.clone())
        })
    }

    /// The parts holding every term, titles first and then the rest in course order, at most
    /// `limit`: each as its lesson, its part, and where the first term's first match is in
    /// its folded text (a byte offset).
    fn scan(&self, terms: &[String], limit: usize) -> Vec<(usize, Part, usize)> {
        let (mut titles, mut rest) = (Vec::new(), Vec::new());
        let finder = memchr::memmem::Finder::new(terms[0].as_bytes());
        for (i, l) in self.lessons.iter().enumerate() {
            // With `limit` other parts found, only a title can still come before them.
            let to = match l.parts.first() {
                Some(&(Part::Title, end)) if rest.len() >= limit => end as usize,
                _ if rest.len() >= limit => break,
                _ => l.folded.len(),
            };
            let bytes = &l.folded.as_bytes()[..to];
            let mut pos = 0;
            while let Some(rel) = finder.find(&bytes[pos..]) {
                let at = pos + rel;
                let pi = l.parts.partition_point(|(_, end)| (*end as usize) <= at);
                let Some(&(part, end)) = l.parts.get(pi) else {
                    break;
                };
                let start = pi.checked_sub(1).map_or(0, |p| l.parts[p].1 as usize + 1);
                let own = &l.folded.as_bytes()[start..end as usize];
                let all =
                    (terms[1..].iter()).all(|t| memchr::memmem::find(own, t.as_bytes()).is_some());
                match part {
                    Part::Title if all => titles.push((self.first + i, part, at - start)),
                    _ if all && rest.len() < limit => rest.push((self.first + i, part, at - start)),
                    _ => {}
                }
                pos = (end as usize + 1).min(bytes.len());
            }
        }
        titles.truncate(limit);
        rest.truncate(limit - titles.len());
        titles.extend(rest);
        titles
    }

    /// `search`, with each hit's text as written from `text_of(lesson, part)`.
    fn search_with(
        &self,
        query: &str,
        limit: usize,
        text_of: &mut dyn FnMut(u32, Part) -> Option<String>,
    ) -> Vec<Hit> {
        let terms: Vec<String> = query.split_whitespace().map(fold).collect();
        let Some(first) = terms.first() else {
            return Vec::new();
        };
        let found = self.scan(&terms, limit);
        let mut out = Vec::with_capacity(found.len());
        for (lesson, part, at) in found {
            let Some(text) = text_of(lesson as u32, part) else {
                continue;
            };
            let e = Entry::new(lesson, part, &text);
            // The same text folds the same way: the offset holds in its own folded text.
            let Some(before) = e.folded.get(..at) else {
                continue;
            };
            out.push(excerpt(
                &e,
                before.chars().count(),
                first.chars().count(),
                &terms,
            ));
        }
        out
    }
}

/// A lesson's parts folded into one exact allocation.
fn lesson_text(parts: &[(Part, String)], scratch: &mut Vec<u8>) -> LessonText {
    scratch.clear();
    let mut ends = Vec::with_capacity(parts.len());
    for (part, text) in parts {
        fold_into(text, scratch);
        ends.push((*part, scratch.len() as u32));
        scratch.push(b'\n');
    }
    // Whole chars went in, so it is text; should it ever not be, the parts are left out.
    let folded = std::str::from_utf8(scratch).unwrap_or_default();
    LessonText {
        folded: folded.into(),
        parts: if folded.is_empty() {
            Box::default()
        } else {
            ends.into_boxed_slice()
        },
    }
}

#[cfg(test)]
mod tests;
