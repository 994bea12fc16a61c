//! Quiz questions and how answers are graded. Pure: shuffling takes a `Shuffler`, grading a
//! language (for reading numbers), nothing else.

use super::formula::Dims;
use super::lang::{Lang, Localized};
use super::lesson::Text;
use super::quantity::{self, Note, ReadError};
use super::shuffle::Shuffler;
use super::tolerance::Tolerance;
use super::units::{self, Deviation, Dim};

/// An option of a choice question, or a step of an ordering question.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Choice {
    /// Stable within its question, so recorded answers survive rewording.
    pub id: String,
    pub text: Text,
    pub correct: bool,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Kind {
    Single {
        options: Vec<Choice>,
    },
    Multiple {
        options: Vec<Choice>,
    },
    /// An estimate in `unit` (as written in each language: `writes/s`, `penulisan/detik`),
    /// right within `tolerance` of `value`.
    Numeric {
        value: f64,
        unit: Localized<String>,
        tolerance: Tolerance,
        /// The calculator that works the estimate out, offered after the answer.
        calculator: Option<String>,
        /// Inputs of that calculator drawn anew each time the question is asked.
        #[serde(default)]
        vary: Vec<Vary>,
    },
    /// Steps listed in their correct order.
    Ordering {
        steps: Vec<Choice>,
    },
    /// Think or type, then compare with the model answer and rate yourself.
    Recall {
        answer: Text,
    },
    /// Reach the goal of a playground scenario (`scenario`), on the playground opened at
    /// the scenario's start.
    Challenge {
        scenario: String,
    },
}

impl Kind {
    pub fn key(&self) -> &'static str {
        match self {
            Kind::Single { .. } => "single",
            Kind::Multiple { .. } => "multiple",
            Kind::Numeric { .. } => "numeric",
            Kind::Ordering { .. } => "ordering",
            Kind::Recall { .. } => "recall",
            Kind::Challenge { .. } => "challenge",
        }
    }

    /// The options or steps a learner picks from (none for numeric and recall).
    pub fn choices(&self) -> &[Choice] {
        match self {
            Kind::Single { options } | Kind::Multiple { options } => options,
            Kind::Ordering { steps } => steps,
            _ => &[],
        }
    }
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Question {
    pub id: String,
    /// The lesson the question belongs to, for retention per lesson.
    pub lesson: Option<String>,
    pub prompt: Text,
    pub kind: Kind,
    pub explanation: Text,
    /// The simulation offered after the answer (any type of question).
    pub simulation: Option<String>,
}

/// A question bank: one file of questions, usually for one lesson.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Bank {
    pub id: String,
    pub lesson: Option<String>,
    pub title: Option<Localized<String>>,
    pub questions: Vec<Question>,
    pub drills: Vec<super::drill::Drill>,
    pub calculators: Vec<super::calc::Calculator>,
    pub scenarios: Vec<super::play::Scenario>,
    pub simulations: Vec<super::feed::Simulation>,
    /// Playgrounds the bank defines, their columns as SQLite made them.
    pub playgrounds: Vec<super::playdef::Definition>,
    pub file: String,
}

/// A question as shown: the order of its choices on screen, and for a question that varies
/// its inputs, the question as drawn this time.
#[derive(Debug, Clone, PartialEq)]
pub struct Shown {
    pub question: String,
    /// `order[k]` is the index (in the question) of the choice shown at position `k`.
    pub order: Vec<usize>,
    pub drawn: Option<Box<Drawn>>,
}

impl Shown {
    pub fn new(q: &Question, shuffler: &mut Shuffler) -> Shown {
        Shown {
            question: q.id.clone(),
            order: shuffler.order(q.kind.choices().len()),
            drawn: None,
        }
    }

    /// Ids of the choices in the order shown, as recorded in the review log.
    pub fn shown_ids(&self, q: &Question) -> Vec<String> {
        let choices = q.kind.choices();
        self.order
            .iter()
            .filter_map(|&i| choices.get(i).map(|c| c.id.clone()))
            .collect()
    }
}

/// What the learner answered, in terms of the question's own choice indices.
#[derive(Debug, Clone, PartialEq)]
pub enum Answer {
    Choice(usize),
    Choices(Vec<usize>),
    Number(String),
    Order(Vec<usize>),
    /// Recall: what they typed, if anything (not graded; they rate themselves).
    Recall(String),
    /// A challenge: the command that reached its goal, or `None` when the learner gave up.
    Challenge(Option<String>),
}

/// The verdict on an answer.
#[derive(Debug, Clone, PartialEq)]
pub enum Verdict {
    Right,
    Wrong,
    /// Multiple answers or ordering: how many of the total were right.
    Partly {
        right: usize,
        of: usize,
    },
    /// A numeric estimate: inside or outside the tolerance, and by how much.
    Estimate {
        within: bool,
        deviation: Deviation,
        given: f64,
        /// How forms that could be read two ways were read (`gb` as GB).
        notes: Vec<Note>,
    },
    /// The estimate is asked again, never counted as a miss: it could not be read, its unit
    /// measures something else, or it could be read two ways that grade differently.
    Unreadable(Retype),
    /// Recall: the learner judges.
    SelfRated,
}

impl Verdict {
    /// Right for scheduling purposes; `None` when the learner rates themselves.
    pub fn correct(&self) -> Option<bool> {
        match self {
            Verdict::Right => Some(true),
            Verdict::Wrong | Verdict::Partly { .. } => Some(false),
            Verdict::Estimate { within, .. } => Some(*within),
            Verdict::Unreadable(_) | Verdict::SelfRated => None,
        }
    }

    /// Whether the answer is final (an unreadable estimate can be typed again).
    pub fn settled(&self) -> bool {
        !matches!(self, Verdict::Unreadable(_))
    }
}

pub fn grade(q: &Question, answer: &Answer, lang: Lang) -> Verdict {
    match (&q.kind, answer) {
        (Kind::Single { options }, Answer::Choice(i)) => {
            if options.get(*i).is_some_and(|o| o.correct) {
                Verdict::Right
            } else {
                Verdict::Wrong
            }
        }
        (Kind::Multiple { options }, Answer::Choices(picked)) => {
            // Each option is one decision: picked when right, left when wrong.
            let right = options
                .iter()
                .enumerate()
                .filter(|(i, o)| picked.contains(i) == o.correct)
                .count();
            if right == options.len() {
                Verdict::Right
            } else {
                Verdict::Partly {
                    right,
                    of: options.len(),
                }
            }
        }
        (Kind::Ordering { steps }, Answer::Order(order)) => {
            let right = order.iter().enumerate().filter(|(k, i)| k == *i).count();
            if right == steps.len() && order.len() == steps.len() {
                Verdict::Right
            } else {
                Verdict::Partly {
                    right,
                    of: steps.len(),
                }
            }
        }
        (
            Kind::Numeric {
                value,
                unit,
                tolerance,
                ..
            },
            Answer::Number(text),
        ) => numeric(*value, unit, *tolerance, text, lang),
        (Kind::Recall { .. }, Answer::Recall(_)) => Verdict::SelfRated,
        (Kind::Challenge { .. }, Answer::Challenge(Some(_))) => Verdict::Right,
        _ => Verdict::Wrong,
    }
}

/// Why an estimate is asked again.
#[derive(Debug, Clone, PartialEq)]
pub enum Retype {
    /// It could not be read (an unknown word, no number).
    Read(ReadError),
    /// Its unit measures something else (`40 ms` for a size).
    WrongKind { expected: Dim },
    /// Bits for a question in bytes, or bytes for one in bits (`40 Gb` for `GB`).
    Bits { typed_bits: bool },
    /// `40.000` or `5M`, read one way, would be within the tolerance read the other way.
    TwoWays { note: Note },
}

/// The dimension of a question's unit, as the reader writes it.
fn dims_of(d: Dim) -> Dims {
    match d {
        Dim::Bytes => Dims::BYTES,
        Dim::Rate => Dims::RATE,
        Dim::Count => Dims::COUNT,
        Dim::Time => Dims::TIME,
    }
}

/// The words a question's unit counts, in both languages (`edges`, `penulisan`).
fn counted_words(unit: &Localized<String>) -> Vec<String> {
    [unit.id.as_deref(), unit.en.as_deref()]
        .into_iter()
        .flatten()
        .filter_map(|u| u.split('/').next())
        .map(|w| w.trim().to_string())
        .filter(|w| !w.is_empty())
        .collect()
}

fn numeric(
    value: f64,
    unit_text: &Localized<String>,
    tolerance: Tolerance,
    text: &str,
    lang: Lang,
) -> Verdict {
    let unit = units::unit_of(unit_text.text(lang));
    let reading = match quantity::read(text, lang, &counted_words(unit_text)) {
        Ok(r) => r,
        Err(e) => return Verdict::Unreadable(Retype::Read(e)),
    };
    let want = dims_of(unit.dim);
    // A bare number is taken in the question's unit ("40" for a GB question is 40 GB).
    let given = match reading.dims {
        None => reading.value * unit.factor,
        Some(d) if d == want => reading.value,
        Some(_) => return Verdict::Unreadable(Retype::WrongKind { expected: unit.dim }),
    };
    let unit_bits = unit.label.ends_with('b') || unit.label.to_lowercase().contains("bit");
    if want == Dims::BYTES && reading.dims.is_some() && reading.bits != unit_bits {
        return Verdict::Unreadable(Retype::Bits {
            typed_bits: reading.bits,
        });
    }
    let expected = value * unit.factor;
    let within = |g: f64| tolerance.admits(g, expected);
    // Read the other way, would it be right? Then ask rather than count a miss.
    for note in &reading.notes {
        let alt = match note {
            Note::Separator { value, other, .. } if *value != 0.0 => given * other / value,
            Note::Scale { factor, other, .. } => given * other / factor,
            _ => continue,
        };
        if within(alt) && !within(given) {
            return Verdict::Unreadable(Retype::TwoWays { note: note.clone() });
        }
    }
    Verdict::Estimate {
        within: within(given),
        deviation: units::deviation(given, expected),
        given: given / unit.factor,
        notes: reading.notes,
    }
}

/// One input of the question's calculator drawn anew each time, between `min` and `max`
/// (in the input's unit), on the input's own steps.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Vary {
    pub input: String,
    pub min: f64,
    pub max: f64,
}

/// A question as drawn this time, and the calculator's input values it was drawn at.
#[derive(Debug, Clone, PartialEq)]
pub struct Drawn {
    pub question: Question,
    /// Every input of the calculator, in base units.
    pub values: Vec<f64>,
}

#[cfg(test)]
mod tests;
