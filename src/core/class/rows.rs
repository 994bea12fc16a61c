//! What the class report is worked out from: each learner's answers and drill attempts.

/// One answer of one learner.
#[derive(Debug, Clone, PartialEq)]
pub struct Answered {
    pub learner: String,
    pub question: String,
    pub lesson: Option<String>,
    /// Seconds since the epoch.
    pub at: i64,
    pub success: bool,
    /// The option ids picked, for a choice question (`a[,]c` split).
    pub picked: Vec<String>,
    pub duration_ms: i64,
    /// The learner's rating, when the statement carries it (latih's own do).
    pub rating: Option<crate::core::schedule::Rating>,
}

/// One ended drill attempt of one learner.
#[derive(Debug, Clone, PartialEq)]
pub struct Drilled {
    pub learner: String,
    pub drill: String,
    pub lesson: Option<String>,
    pub at: i64,
    pub passed: bool,
    /// Checklist points and whether the learner ticked each.
    pub points: Vec<(String, bool)>,
}
