//! Course files on disk or embedded in the binary -> validated core types plus every problem.
//!
//! Each file is read, parsed and checked on its own: a broken lesson is reported and left
//! out, and every other lesson still loads.

mod answers;
mod bank_file;
mod broken;
pub mod cache;
mod cache_folder;
mod cache_stamp;
pub mod check;
pub mod convert;
mod course_checks;
mod course_refs;
mod file_result;
pub mod files;
mod glossary_file;
pub mod jsonschema;
mod load_files;
mod loaded;
mod loader;
pub mod manifest_edit;
mod parsed_text;
mod pipeline;
mod playground_refs;
pub mod scalar_pos;
mod scalar_source;
pub mod schema;
pub mod shared;
mod walk;
pub mod yaml;

use crate::core::problem::{Place, Problem};
pub use file_result::LoadProgress;
pub use files::{SourceFile, embedded, read_dir};
pub use loaded::{FileReport, GLOSSARY, Loaded, MANIFEST, MAX_FILE_BYTES};
pub use loader::Loader;

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
