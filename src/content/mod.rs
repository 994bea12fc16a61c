//! Course files on disk or embedded in the binary -> validated core types plus every problem.
//!
//! Each file is read, parsed and checked on its own: a broken lesson is reported and left
//! out, and every other lesson still loads.

mod answers;
mod bank_file;
pub mod cache;
mod cache_folder;
pub mod check;
pub mod convert;
mod course_checks;
mod course_refs;
pub mod files;
mod glossary_file;
pub mod jsonschema;
mod load_files;
mod loader;
mod parsed_text;
mod pipeline;
pub mod scalar_pos;
pub mod schema;
mod walk;
pub mod yaml;
mod yaml_build;
mod yaml_hints;
mod yaml_scalar;

use crate::core::course::Course;
use crate::core::problem::{Place, Problem};
pub use files::{SourceFile, embedded, read_dir};
pub use loader::{LoadProgress, Loader};

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

impl FileReport {
    /// The report of a file before anything in it is known.
    pub(crate) fn unread(file: &SourceFile) -> FileReport {
        FileReport {
            path: file.path.clone(),
            display: file.display.clone(),
            lesson: None,
            bank: None,
            loaded: false,
        }
    }
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

/// Loads a course from its files (see `Loader` to reload cheaply).
pub fn load(files: &[SourceFile]) -> Loaded {
    Loader::default().load(files)
}

/// Loads a course folder; a folder that cannot be read becomes a reported problem.
pub fn load_dir(dir: &std::path::Path) -> Loaded {
    load_dir_with(&mut Loader::default(), dir)
}

/// `load_dir` with a loader that remembers earlier results (watch mode).
pub fn load_dir_with(loader: &mut Loader, dir: &std::path::Path) -> Loaded {
    match read_dir(dir) {
        Ok(files) => with_folder_id(loader.load(&files), dir),
        Err(kind) => {
            let mut loaded = load(&[]);
            // Without a lessons folder the missing manifest is implied; say the real cause.
            loaded.problems.clear();
            loaded.problems.push(Problem {
                kind,
                place: Place {
                    file: dir.display().to_string(),
                    ..Place::default()
                },
            });
            loaded
        }
    }
}

/// The course compiled into the binary.
/// The identity of a course without an `id` (format 1): its folder, as the system names it,
/// so the same folder reached by another path is the same course.
pub fn folder_id(dir: &std::path::Path) -> String {
    let path = dir.canonicalize().unwrap_or_else(|_| dir.to_path_buf());
    format!("folder:{}", path.display())
}

pub fn load_bundled() -> Loaded {
    load(&embedded())
}

/// The course as its manifest alone describes it (id, title, modules, planned lessons), from
/// `dir` or the bundled course: what the first frame shows while the rest loads.
pub fn load_manifest(loader: &mut Loader, dir: Option<&std::path::Path>) -> Loaded {
    let files = match dir {
        Some(d) => files::read_manifest(d),
        None => embedded()
            .into_iter()
            .filter(|f| f.path == MANIFEST)
            .collect(),
    };
    let loaded = loader.load(&files);
    match dir {
        Some(d) => with_folder_id(loaded, d),
        None => loaded,
    }
}

/// A course without an `id` (format 1) is known by its folder.
fn with_folder_id(mut loaded: Loaded, dir: &std::path::Path) -> Loaded {
    if loaded.course.id.is_empty() {
        loaded.course.id = folder_id(dir);
    }
    loaded
}

/// The course compiled into the binary, through `loader` (and so its cache).
pub fn load_bundled_with(loader: &mut Loader) -> Loaded {
    loader.load(&embedded())
}
