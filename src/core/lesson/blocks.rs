//! The pieces of a lesson body: blocks, links, sources, and the parts a reader keeps its place
//! by; the packed body and the lesson both read them.

use crate::core::diagram::Diagram;
pub use crate::core::lang::{Label, Text};

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Prerequisite {
    pub lesson: Option<String>,
    pub text: Text,
}

#[derive(Debug, Clone, PartialEq, Default, serde::Serialize, serde::Deserialize)]
pub struct Links {
    pub prev: Option<Link>,
    pub next: Option<Link>,
    pub related: Vec<Link>,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Link {
    pub lesson: String,
    pub note: Option<Text>,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Source {
    pub id: String,
    pub title: Label,
    pub url: Option<String>,
    pub note: Option<Text>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum CalloutKind {
    Note,
    Assumption,
    Failure,
    Counterexample,
    Summary,
    Tip,
}

impl CalloutKind {
    pub const ALL: [CalloutKind; 6] = [
        CalloutKind::Note,
        CalloutKind::Assumption,
        CalloutKind::Failure,
        CalloutKind::Counterexample,
        CalloutKind::Summary,
        CalloutKind::Tip,
    ];

    pub fn key(self) -> &'static str {
        match self {
            CalloutKind::Note => "note",
            CalloutKind::Assumption => "assumption",
            CalloutKind::Failure => "failure",
            CalloutKind::Counterexample => "counterexample",
            CalloutKind::Summary => "summary",
            CalloutKind::Tip => "tip",
        }
    }

    pub fn from_key(key: &str) -> Option<CalloutKind> {
        CalloutKind::ALL.into_iter().find(|k| k.key() == key)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Align {
    Left,
    Right,
    Center,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Table {
    pub caption: Option<Text>,
    pub header: Vec<Text>,
    pub rows: Vec<Vec<Text>>,
    pub align: Vec<Align>,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Exercise {
    pub id: Option<String>,
    pub title: Option<Label>,
    pub prompt: Text,
    pub answer: Text,
    /// Hints shown one at a time before the answer (`h`), as rustlings and the drills give
    /// them: each a step nearer without giving the answer away.
    #[serde(default)]
    pub hints: Vec<Text>,
    /// A diagram shown with the answer (the one the learner was asked to sketch).
    pub diagram: Option<Diagram>,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Block {
    /// A block with a problem of its own, shown as a note naming the problem where the
    /// block would be: one mistake costs the learner that block, not the lesson.
    Unavailable {
        problem: crate::core::problem::ProblemKind,
        line: usize,
        column: usize,
    },
    Heading(Label),
    Paragraph(Text),
    List {
        ordered: bool,
        items: Vec<Text>,
    },
    Table(Table),
    Code {
        lang: Option<String>,
        caption: Option<Text>,
        /// Kept exactly; in both languages when its comments are written for the reader.
        text: Label,
    },
    Callout {
        kind: CalloutKind,
        title: Option<Label>,
        text: Option<Text>,
        items: Vec<Text>,
    },
    Exercise(Exercise),
    /// A box-and-arrow drawing with its labels in the reader's language.
    Diagram(Diagram),
    /// A quiz from a question bank: quick feedback, not recorded.
    Quiz {
        bank: String,
        /// The questions to ask; empty means all of the bank.
        questions: Vec<String>,
        title: Option<Label>,
    },
    /// A recorded review of the questions of these lessons.
    Review {
        lessons: Vec<String>,
        title: Option<Label>,
        text: Option<Text>,
    },
    /// A card naming one item of a bank by id: Enter opens its tool there.
    Card {
        kind: CardKind,
        id: String,
        title: Option<Label>,
    },
}

/// What a card opens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum CardKind {
    /// The timed oral drill of this id.
    Drill,
    /// The calculator of this id, live in the lesson.
    Calculator,
    /// A guided playground scenario: the playground opens at its first step.
    Playground,
    /// A news-feed simulation: the simulator opens with its run on the line.
    Simulation,
}

impl CardKind {
    /// Every kind, with the key that writes it in a lesson file.
    pub const ALL: [(CardKind, &'static str); 4] = [
        (CardKind::Drill, "drill"),
        (CardKind::Calculator, "calculator"),
        (CardKind::Playground, "playground"),
        (CardKind::Simulation, "simulation"),
    ];
}

impl Block {
    /// Whether Enter on the block starts something (a quiz, a review, a card's tool). Every
    /// kind is named, so a new one must say whether the learner can act on it.
    pub fn is_practice(&self) -> bool {
        match self {
            Block::Quiz { .. } | Block::Review { .. } | Block::Card { .. } => true,
            Block::Heading(_)
            | Block::Paragraph(_)
            | Block::List { .. }
            | Block::Table(_)
            | Block::Code { .. }
            | Block::Callout { .. }
            | Block::Exercise(_)
            | Block::Diagram(_)
            | Block::Unavailable { .. } => false,
        }
    }
}

/// A language-independent address of one part of a lesson. The reader keeps its place by
/// part, so switching language or reloading the file leaves it on the same block.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Part {
    Title,
    Question,
    Goals,
    Prerequisites,
    Block(usize),
    Links,
    /// One link of the links section: 0 = previous, 1 = next, 2.. = related.
    Link(usize),
    Sources,
    LastReviewed,
    /// A glossary term marked in the text, by its number in the layout: a focus target of
    /// the reader, never a part rows belong to.
    Term(usize),
}

impl Part {
    /// How the progress file writes a place: `block:12`, `links`, ...
    pub fn key(self) -> String {
        match self {
            Part::Title => "title".into(),
            Part::Question => "question".into(),
            Part::Goals => "goals".into(),
            Part::Prerequisites => "prerequisites".into(),
            Part::Block(i) => format!("block:{i}"),
            Part::Links => "links".into(),
            Part::Link(i) => format!("link:{i}"),
            Part::Sources => "sources".into(),
            Part::LastReviewed => "last-reviewed".into(),
            Part::Term(i) => format!("term:{i}"),
        }
    }

    pub fn parse(s: &str) -> Option<Part> {
        Some(match s {
            "title" => Part::Title,
            "question" => Part::Question,
            "goals" => Part::Goals,
            "prerequisites" => Part::Prerequisites,
            "links" => Part::Links,
            "sources" => Part::Sources,
            "last-reviewed" => Part::LastReviewed,
            _ => match s.split_once(':')? {
                ("block", n) => Part::Block(n.parse().ok()?),
                ("link", n) => Part::Link(n.parse().ok()?),
                ("term", n) => Part::Term(n.parse().ok()?),
                _ => return None,
            },
        })
    }
}
