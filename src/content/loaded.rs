//! What loading a course gives back: the course, its problems and a report of each file;
//! and where the manifest and the glossary are in a course folder.

use crate::core::course::Course;
use crate::core::problem::Problem;

/// Where the course manifest lives inside a course folder.
pub const MANIFEST: &str = "lessons/course.yaml";

/// Where the course glossary lives, when the course has one.
pub const GLOSSARY: &str = "lessons/glossary.yaml";

/// Lesson files larger than this are refused before parsing; real lessons are ~20 KB.
pub const MAX_FILE_BYTES: u64 = 1024 * 1024;

/// What loading one file produced, so a watcher can keep the last good version of a lesson.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct FileReport {
    pub path: String,
    /// The path as problems name it (`place.file`).
    pub display: String,
    /// The lesson id the file declares, when it could be read even if the file is broken.
    pub lesson: Option<String>,
    /// The same for a question bank.
    pub bank: Option<String>,
    pub loaded: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Loaded {
    pub course: Course,
    pub problems: Vec<Problem>,
    pub files: Vec<FileReport>,
}

impl Loaded {
    pub fn errors(&self) -> usize {
        self.problems.iter().filter(|p| p.is_error()).count()
    }

    pub fn warnings(&self) -> usize {
        self.problems.len() - self.errors()
    }
}
