//! What the app asks storage to keep, as plain data: review answers, sessions, lesson status.

use super::schedule::Rating;

/// Why a review session was run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum SessionKind {
    /// The items that are due (`latih review`, the home screen's Review entry).
    Due,
    /// A review lesson written by an instructor.
    ReviewLesson,
}

impl SessionKind {
    pub fn key(self) -> &'static str {
        match self {
            SessionKind::Due => "due",
            SessionKind::ReviewLesson => "review-lesson",
        }
    }
}

/// One answer, as the review log keeps it.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ReviewRecord {
    pub session: i64,
    pub item: String,
    /// The question type: single, multiple, numeric, ordering, recall.
    pub kind: String,
    pub lesson: Option<String>,
    /// 1-based position in the session.
    pub position: u32,
    /// Ids of the options in the order they were shown.
    pub shown: Vec<String>,
    /// What was answered, as JSON text.
    pub answer: String,
    /// `None` for a recall question the learner rated themselves.
    pub correct: Option<bool>,
    pub rating: Rating,
    pub duration_ms: u64,
    pub at: i64,
    /// Days until the item is due again.
    pub interval_days: f64,
    /// What the question was when shown (new, a step, a review): what the day's limits
    /// count. `None` in a record kept by an older latih.
    #[serde(default)]
    pub shown_as: Option<super::queue::Kind>,
}

/// A drill whose clock has just started: kept as abandoned until it is finished.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct DrillStart {
    pub drill: String,
    pub lesson: Option<String>,
    pub at: i64,
    pub limit_seconds: u32,
    pub checklist_size: usize,
    pub pass_mark: usize,
}

/// How an attempt ended: times, the points ticked, and the verdict.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct DrillEnd {
    pub attempt: i64,
    pub at: i64,
    /// Speaking time, pauses left out.
    pub duration_ms: i64,
    pub overtime_ms: i64,
    pub ticked: Vec<String>,
    pub status: super::drill::Status,
}

/// What a lesson's row says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LessonStatus {
    Opened,
    Done,
}

impl LessonStatus {
    pub fn key(self) -> &'static str {
        match self {
            LessonStatus::Opened => "opened",
            LessonStatus::Done => "done",
        }
    }
}
