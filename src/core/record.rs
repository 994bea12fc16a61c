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

/// What the learner (or a leech) set on a question apart from its schedule, as Anki's card
/// flags: suspended until unsuspended, buried until a time, marked a leech.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct Flags {
    pub suspended: bool,
    /// Not asked before this moment (the start of the learner day after the one it was
    /// buried on).
    pub buried_until: Option<i64>,
    /// Forgotten often enough to be a leech (suspended when it became one).
    pub leech: bool,
}

impl Flags {
    /// Whether the question is kept out of reviews at `now`.
    pub fn held(&self, now: i64) -> bool {
        self.suspended || self.buried_until.is_some_and(|t| t > now)
    }
}

/// Anki's leech rule: a question becomes a leech when its lapses reach the threshold, and
/// is flagged again every half threshold after (8, 12, 16... for 8); 0 turns it off.
pub fn leech_at(lapses: u32, threshold: u32) -> bool {
    if threshold == 0 {
        return false;
    }
    let half = threshold.div_ceil(2).max(1);
    lapses >= threshold && (lapses - threshold).is_multiple_of(half)
}

/// One answer in a question's history, as the browser shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct HistoryRow {
    pub at: i64,
    pub rating: super::schedule::Rating,
    pub correct: Option<bool>,
    pub interval_days: f64,
    pub shown_as: Option<super::queue::Kind>,
}

/// Anki's default leech threshold: a question forgotten this many times is a leech.
pub const LEECH_THRESHOLD: u32 = 8;

#[cfg(test)]
mod tests {
    use super::*;

    #[rstest::rstest]
    #[case(7, 8, false)]
    #[case(8, 8, true)]
    #[case(9, 8, false)]
    #[case(12, 8, true)]
    #[case(16, 8, true)]
    #[case(3, 3, true)]
    #[case(5, 3, true)]
    #[case(4, 3, false)]
    #[case(1, 1, true)]
    #[case(2, 1, true)]
    #[case(50, 0, false)]
    fn leeches_come_at_the_threshold_and_every_half_of_it(
        #[case] lapses: u32,
        #[case] threshold: u32,
        #[case] leech: bool,
    ) {
        assert_eq!(leech_at(lapses, threshold), leech);
    }

    #[test]
    fn a_buried_question_is_held_until_its_moment_and_a_suspended_one_always() {
        let buried = Flags {
            buried_until: Some(100),
            ..Flags::default()
        };
        assert!(buried.held(99));
        assert!(!buried.held(100));
        let suspended = Flags {
            suspended: true,
            ..Flags::default()
        };
        assert!(suspended.held(i64::MAX));
        assert!(!Flags::default().held(0));
    }
}
