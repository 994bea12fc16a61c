//! A validated lesson: metadata, the blocks a reader shows, links and sources.

pub mod blocks;
pub mod body;

pub use self::blocks::{
    Align, Block, CalloutKind, CardKind, Exercise, Label, Link, Links, Part, Prerequisite, Source,
    Table, Text,
};
pub use self::body::{Body, Packed, TermNames, term_marks};
use super::date::Date;

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Lesson {
    pub id: String,
    /// The code shown to learners, e.g. `M13.04` or `0032`.
    pub code: String,
    pub module: String,
    pub order: i64,
    pub minutes: u32,
    pub title: Label,
    pub subtitle: Option<Label>,
    /// Each glossary term the lesson marks, with the first part that marks it.
    pub terms: Vec<(String, Part)>,
    /// Everything below the title, packed until the reader opens the lesson.
    pub body: Packed,
    pub last_reviewed: Option<Date>,
    /// Path of the file the lesson came from, relative to the course folder.
    pub file: String,
}

impl Lesson {
    /// Drops everything but what the course map shows and the course-wide checks read.
    pub fn keep_header_only(&mut self) {
        self.subtitle = None;
        self.body = Packed::default();
    }
}

impl Body {
    /// Position of a source in the sources list, as cited: `[1]` is the first.
    pub fn source_number(&self, id: &str) -> Option<usize> {
        self.sources.iter().position(|s| s.id == id).map(|i| i + 1)
    }

    /// Indices of the blocks a learner can act on with Enter: quizzes, reviews, drills and
    /// calculators.
    pub fn practice_blocks(&self) -> impl Iterator<Item = usize> + '_ {
        self.blocks
            .iter()
            .enumerate()
            .filter(|(_, b)| b.is_practice())
            .map(|(i, _)| i)
    }

    /// Every prose text of the lesson with the part it is shown in, in reading order.
    pub fn texts_mut(&mut self) -> Vec<(Part, &mut Text)> {
        let mut out: Vec<(Part, &mut Text)> = Vec::new();
        if let Some(q) = &mut self.question {
            out.push((Part::Question, q));
        }
        out.extend(self.goals.iter_mut().map(|g| (Part::Goals, g)));
        out.extend(
            self.prerequisites
                .iter_mut()
                .map(|p| (Part::Prerequisites, &mut p.text)),
        );
        for (i, block) in self.blocks.iter_mut().enumerate() {
            let part = Part::Block(i);
            match block {
                Block::Paragraph(t) => out.push((part, t)),
                Block::List { items, .. } => out.extend(items.iter_mut().map(|t| (part, t))),
                Block::Table(t) => {
                    let cells = t.header.iter_mut().chain(t.rows.iter_mut().flatten());
                    out.extend(t.caption.iter_mut().chain(cells).map(|t| (part, t)));
                }
                Block::Code { caption, .. } => out.extend(caption.iter_mut().map(|t| (part, t))),
                Block::Callout { text, items, .. } => {
                    out.extend(text.iter_mut().chain(items.iter_mut()).map(|t| (part, t)));
                }
                Block::Exercise(e) => {
                    out.push((part, &mut e.prompt));
                    out.push((part, &mut e.answer));
                    out.extend(e.hints.iter_mut().map(|t| (part, t)));
                }
                Block::Review { text, .. } => out.extend(text.iter_mut().map(|t| (part, t))),
                _ => {}
            }
        }
        let links = &mut self.links;
        let notes = links
            .prev
            .iter_mut()
            .chain(links.next.iter_mut())
            .chain(links.related.iter_mut())
            .filter_map(|l| l.note.as_mut());
        out.extend(notes.map(|t| (Part::Links, t)));
        let sources = self.sources.iter_mut().filter_map(|s| s.note.as_mut());
        out.extend(sources.map(|t| (Part::Sources, t)));
        out
    }

    /// Indices of the exercise blocks, in order.
    pub fn exercises(&self) -> impl Iterator<Item = usize> + '_ {
        self.blocks
            .iter()
            .enumerate()
            .filter(|(_, b)| matches!(b, Block::Exercise(_)))
            .map(|(i, _)| i)
    }
}
