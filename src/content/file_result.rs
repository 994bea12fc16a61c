//! What one lesson or bank file turns into, and how far a load of many files is.

use std::sync::atomic::{AtomicUsize, Ordering};

use super::bank_file::BankCandidate;
use super::loaded::FileReport;
use super::pipeline::Candidate;
use crate::core::problem::Problem;

/// What a course file turned into when it passed its own checks.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub(super) enum Parsed {
    Lesson(Box<Candidate>),
    Bank(Box<BankCandidate>),
}

/// What one lesson or bank file produced.
pub(super) type FileResult = (Option<Parsed>, FileReport, Vec<Problem>);

/// Question banks live under quizzes/, lessons under lessons/.
pub(super) fn is_bank(path: &str) -> bool {
    path.starts_with("quizzes/")
}

/// How far a load is: lesson and bank files done of all (0 of 0 while the folder is read).
#[derive(Debug, Default)]
pub struct LoadProgress {
    pub done: AtomicUsize,
    pub total: AtomicUsize,
}

impl LoadProgress {
    pub(super) fn tick(progress: Option<&LoadProgress>) {
        if let Some(p) = progress {
            p.done.fetch_add(1, Ordering::Relaxed);
        }
    }
}
