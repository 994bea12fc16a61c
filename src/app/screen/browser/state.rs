//! The question browser's state: what the list shows (search, state and lesson filters,
//! the column it is sorted by), where it is, and the question open in detail.

use crate::core::message::{self as m, Message};
use crate::core::record::HistoryRow;

#[derive(Debug, Clone, PartialEq, Default)]
pub struct BrowserState {
    pub query: String,
    /// The search field has the keys (after `/`, until Enter or Esc).
    pub typing: bool,
    pub state: StateFilter,
    /// Only this lesson's questions (its id).
    pub lesson: Option<String>,
    pub sort: Column,
    pub descending: bool,
    /// Index into the rows shown.
    pub selected: usize,
    pub top: usize,
    pub detail: Option<Detail>,
    /// The question a first `R` asked to reset: a second `R` on it resets it.
    pub confirm_reset: Option<String>,
}

/// One question open: its schedule and its answers (read from the progress file).
#[derive(Debug, Clone, PartialEq)]
pub struct Detail {
    pub item: String,
    pub top: usize,
    /// Until read: `None`.
    pub history: Option<Result<Vec<HistoryRow>, String>>,
}

/// What a question is now, as the browser's State column says it (the hold first).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Word {
    New,
    Learning,
    Relearning,
    Review,
    Buried,
    Suspended,
    Leech,
}

impl Word {
    pub fn message(self) -> Message {
        match self {
            Word::New => m::browser_state_new(),
            Word::Learning => m::browser_state_learning(),
            Word::Relearning => m::browser_state_relearning(),
            Word::Review => m::browser_state_review(),
            Word::Buried => m::browser_state_buried(),
            Word::Suspended => m::browser_state_suspended(),
            Word::Leech => m::browser_state_leech(),
        }
    }
}

/// The states `f` steps through.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum StateFilter {
    #[default]
    All,
    New,
    /// Learning or relearning.
    Learning,
    Review,
    /// Due by the end of the learner's day (and not held).
    Due,
    Suspended,
    Buried,
    Leech,
}

impl StateFilter {
    pub const ALL: &'static [StateFilter] = &[
        StateFilter::All,
        StateFilter::New,
        StateFilter::Learning,
        StateFilter::Review,
        StateFilter::Due,
        StateFilter::Suspended,
        StateFilter::Buried,
        StateFilter::Leech,
    ];

    pub fn next(self) -> StateFilter {
        let i = Self::ALL.iter().position(|f| *f == self).unwrap_or(0);
        Self::ALL[(i + 1) % Self::ALL.len()]
    }

    pub fn message(self) -> Message {
        match self {
            StateFilter::All => m::browser_all(),
            StateFilter::New => m::browser_state_new(),
            StateFilter::Learning => m::browser_state_learning(),
            StateFilter::Review => m::browser_state_review(),
            StateFilter::Due => m::browser_state_due(),
            StateFilter::Suspended => m::browser_state_suspended(),
            StateFilter::Buried => m::browser_state_buried(),
            StateFilter::Leech => m::browser_state_leech(),
        }
    }
}

/// The list's columns, each one a sort order (`o` steps through them).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Column {
    #[default]
    Question,
    Lesson,
    State,
    Due,
    Interval,
    Stability,
    Difficulty,
    Retrievability,
    Lapses,
}

impl Column {
    pub const ALL: &'static [Column] = &[
        Column::Question,
        Column::Lesson,
        Column::State,
        Column::Due,
        Column::Interval,
        Column::Stability,
        Column::Difficulty,
        Column::Retrievability,
        Column::Lapses,
    ];

    pub fn next(self) -> Column {
        let i = Self::ALL.iter().position(|c| *c == self).unwrap_or(0);
        Self::ALL[(i + 1) % Self::ALL.len()]
    }

    /// The column's heading in the list.
    pub fn heading(self) -> Message {
        match self {
            Column::Question => m::browser_col_question(),
            Column::Lesson => m::browser_col_lesson(),
            Column::State => m::browser_col_state(),
            Column::Due => m::browser_col_due(),
            Column::Interval => m::browser_col_interval(),
            Column::Stability => m::browser_col_stability(),
            Column::Difficulty => m::browser_col_difficulty(),
            Column::Retrievability => m::browser_col_retrievability(),
            Column::Lapses => m::browser_col_lapses(),
        }
    }

    /// The order's name in "sorted by …".
    pub fn sort_name(self) -> Message {
        match self {
            Column::Question => m::browser_sort_question(),
            Column::Lesson => m::browser_sort_lesson(),
            Column::State => m::browser_sort_state(),
            Column::Due => m::browser_sort_due(),
            Column::Interval => m::browser_sort_interval(),
            Column::Stability => m::browser_sort_stability(),
            Column::Difficulty => m::browser_sort_difficulty(),
            Column::Retrievability => m::browser_sort_retrievability(),
            Column::Lapses => m::browser_sort_lapses(),
        }
    }
}
