//! Where a run of questions is: whether answers count, how the learner answers the question
//! on screen, and the step it is at.

use crate::core::quiz::{Answer, Verdict};
use crate::core::schedule::Choices;

/// Whether answers count.
#[derive(Debug, Clone, PartialEq)]
pub enum Mode {
    /// A quiz block of a lesson: feedback only.
    Practice { lesson: String },
    /// A review: answers are recorded in `session` (set once storage has started it).
    Review {
        session: Option<i64>,
        /// The review lesson it came from, if any.
        source: Option<String>,
    },
}

impl Mode {
    pub fn records(&self) -> bool {
        matches!(self, Mode::Review { .. })
    }
}

/// What the learner is entering for the current question.
#[derive(Debug, Clone, PartialEq)]
pub enum Input {
    /// Single or multiple choice: the cursor (on no option until the learner moves it or
    /// picks one, so nothing is chosen for them) and the ticked options (positions on screen).
    Choices {
        cursor: Option<usize>,
        ticked: Vec<bool>,
    },
    /// Ordering: the steps as currently arranged (question indices) and whether the one
    /// under the cursor is being moved.
    Order {
        cursor: usize,
        order: Vec<usize>,
        grabbed: bool,
    },
    /// Numeric estimate or recall: typed text.
    Text(String),
    /// A challenge: whether the playground was opened for it and came back without the
    /// goal reached (said on the question).
    Challenge { tried: bool },
}

#[derive(Debug, Clone, PartialEq)]
pub enum Phase {
    Asking {
        /// Why the last submission was not taken (an unreadable estimate).
        hint: Option<Verdict>,
    },
    Answered {
        verdict: Verdict,
        answer: Answer,
        /// What each rating would schedule (reviews only).
        choices: Option<Box<Choices>>,
    },
    Done,
}
