//! A problem with its place: the file, line, column and field it is about.

use crate::core::problem::{ProblemKind, Severity};

/// Where a problem is: file, 1-based line and column (0 when unknown) and the field path.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct Place {
    pub file: String,
    pub line: usize,
    pub column: usize,
    pub path: String,
    /// The text of the offending line, to print under the message with a caret.
    pub snippet: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Problem {
    pub kind: ProblemKind,
    pub place: Place,
}

impl Problem {
    pub fn severity(&self) -> Severity {
        self.kind.severity()
    }

    pub fn is_error(&self) -> bool {
        self.severity() == Severity::Error
    }
}
