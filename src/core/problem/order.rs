//! How bad each problem is, and the order reports list problems in: root causes first.

use crate::core::problem::{Problem, ProblemKind, Severity};

impl ProblemKind {
    pub fn severity(&self) -> Severity {
        match self {
            ProblemKind::FollowOn { of, .. } => of.severity(),
            ProblemKind::MissingTranslation { .. }
            | ProblemKind::UnclosedMarkup { .. }
            | ProblemKind::UnquotedNumberId { .. }
            | ProblemKind::DiagramTooWide { .. }
            | ProblemKind::LinkLoop { .. }
            | ProblemKind::InvisibleChar { .. }
            | ProblemKind::CourseWithoutId
            // Rules added after courses were written: a warning, so no course that loaded
            // before loses a lesson or a bank over them.
            | ProblemKind::CalcNoValue { .. }
            | ProblemKind::EmptyPractice { .. }
            | ProblemKind::DuplicateCode { .. }
            | ProblemKind::ExpectNotWhole { .. }
            | ProblemKind::MarkNotRead
            | ProblemKind::RightMuchLongest { .. }
            | ProblemKind::LongestRightHabit { .. }
            | ProblemKind::VaryNotShown { .. }
            | ProblemKind::ScenarioNoReset { .. }
            | ProblemKind::ThresholdOutOfOrder { .. }
            | ProblemKind::TitleRepeatsCode { .. }
            | ProblemKind::GoalMetAlready
            | ProblemKind::Playground {
                fault: crate::core::playdef::Fault::Unused(_),
            } => Severity::Warning,
            _ => Severity::Error,
        }
    }

    /// Whether the whole file could not be read or parsed: nothing in it is known, so it is
    /// a root cause of problems elsewhere.
    pub fn is_unreadable_file(&self) -> bool {
        use ProblemKind as K;
        matches!(
            self,
            K::Unreadable { .. }
                | K::InvalidUtf8
                | K::OutsideCourse { .. }
                | K::NotAFile
                | K::TooManyFiles { .. }
                | K::TooLarge { .. }
                | K::TabIndent
                | K::Syntax { .. }
                | K::Misaligned { .. }
                | K::TooDeep
                | K::TooBig { .. }
                | K::MultipleDocuments
                | K::EmptyFile
        )
    }

    /// Root causes first: a file in the wrong folder (everything it would define is missing
    /// elsewhere), unreadable files, everything else, what may follow from the first.
    fn rank(&self) -> u8 {
        match self {
            ProblemKind::BankInLessons { .. }
            | ProblemKind::LessonInQuizzes
            | ProblemKind::GlossaryMisplaced => 0,
            k if k.is_unreadable_file() => 1,
            ProblemKind::FollowOn { .. } => 3,
            _ => 2,
        }
    }
}

/// Sorts problems root causes first (unreadable files, the rest, what follows from the
/// first), each group by file and position, so reports read top to bottom.
pub fn sort(problems: &mut [Problem]) {
    problems.sort_by(|a, b| {
        (a.kind.rank(), &a.place.file, a.place.line, a.place.column).cmp(&(
            b.kind.rank(),
            &b.place.file,
            b.place.line,
            b.place.column,
        ))
    });
}
