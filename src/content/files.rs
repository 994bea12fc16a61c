//! Collecting the files of a course: from a folder on disk, or from the copy embedded in the
//! binary so `latih` runs from any directory.

use std::path::{Path, PathBuf};

use include_dir::{Dir, include_dir};

use super::MAX_FILE_BYTES;
use crate::core::problem::ProblemKind;

static BUNDLED_LESSONS: Dir<'_> = include_dir!("$CARGO_MANIFEST_DIR/lessons");
static BUNDLED_QUIZZES: Dir<'_> = include_dir!("$CARGO_MANIFEST_DIR/quizzes");

/// One course file: where it sits in the course (`lessons/x.yaml`), how to name it to the
/// user, and its bytes, or why they could not be read.
#[derive(Debug, Clone, PartialEq)]
pub struct SourceFile {
    pub path: String,
    pub display: String,
    pub data: Result<Vec<u8>, ProblemKind>,
}

fn is_yaml(name: &str) -> bool {
    name.ends_with(".yaml") || name.ends_with(".yml")
}

/// The bundled course.
pub fn embedded() -> Vec<SourceFile> {
    let mut out = Vec::new();
    collect_embedded(&BUNDLED_LESSONS, "lessons", &mut out);
    collect_embedded(&BUNDLED_QUIZZES, "quizzes", &mut out);
    out.sort_by(|a, b| a.path.cmp(&b.path));
    out
}

fn collect_embedded(dir: &Dir<'_>, top: &str, out: &mut Vec<SourceFile>) {
    for file in dir.files() {
        let rel = file.path().to_string_lossy().replace('\\', "/");
        if !is_yaml(&rel) {
            continue;
        }
        let path = format!("{top}/{rel}");
        let bytes = file.contents();
        let data = if bytes.len() as u64 > MAX_FILE_BYTES {
            Err(too_large(bytes.len() as u64))
        } else {
            Ok(bytes.to_vec())
        };
        out.push(SourceFile {
            display: path.clone(),
            path,
            data,
        });
    }
    for sub in dir.dirs() {
        collect_embedded(sub, top, out);
    }
}

fn too_large(bytes: u64) -> ProblemKind {
    ProblemKind::TooLarge {
        bytes,
        limit: MAX_FILE_BYTES,
    }
}

/// The folder that holds the lessons: `DIR/lessons`, or `DIR` itself when it holds the
/// manifest directly (an instructor pointing at their lessons folder).
pub fn lessons_dir(dir: &Path) -> PathBuf {
    let nested = dir.join("lessons");
    if nested.is_dir() || !dir.join("course.yaml").is_file() {
        nested
    } else {
        dir.to_path_buf()
    }
}

/// The folder of question banks: beside the lessons folder.
pub fn quizzes_dir(dir: &Path) -> PathBuf {
    let lessons = lessons_dir(dir);
    match lessons.parent() {
        Some(parent) if lessons != dir => parent.join("quizzes"),
        _ => dir.join("..").join("quizzes"),
    }
}

/// Every YAML file of a course folder. Files that cannot be read are returned with the
/// reason, so the caller reports them alongside everything else. A course without a
/// quizzes folder simply has no question banks.
pub fn read_dir(dir: &Path) -> Result<Vec<SourceFile>, ProblemKind> {
    let lessons = lessons_dir(dir);
    let mut out = Vec::new();
    walk(&lessons, "lessons", &mut out).map_err(|e| ProblemKind::NoLessons {
        path: format!("{} ({e})", lessons.display()),
    })?;
    let quizzes = quizzes_dir(dir);
    if quizzes.is_dir() {
        walk(&quizzes, "quizzes", &mut out).map_err(|e| ProblemKind::NoLessons {
            path: format!("{} ({e})", quizzes.display()),
        })?;
    }
    out.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(out)
}

/// Paths and modification stamps of every course file, cheap to compare for the watcher.
pub fn fingerprint(dir: &Path) -> Vec<(PathBuf, Option<std::time::SystemTime>, u64)> {
    let mut files = Vec::new();
    let _ = walk_paths(&lessons_dir(dir), 0, &mut files);
    let _ = walk_paths(&quizzes_dir(dir), 0, &mut files);
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let meta = std::fs::metadata(&p).ok();
            let modified = meta.as_ref().and_then(|m| m.modified().ok());
            let len = meta.map_or(0, |m| m.len());
            (p, modified, len)
        })
        .collect()
}

const MAX_DEPTH: usize = 8;

fn walk_paths(dir: &Path, depth: usize, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    if depth > MAX_DEPTH {
        return Ok(());
    }
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        let name = path.file_name().map(|n| n.to_string_lossy().to_string());
        let hidden = name.as_deref().is_some_and(|n| n.starts_with('.'));
        if hidden {
            continue;
        }
        if path.is_dir() {
            walk_paths(&path, depth + 1, out)?;
        } else if name.as_deref().is_some_and(is_yaml) {
            out.push(path);
        }
    }
    Ok(())
}

fn walk(root: &Path, top: &str, out: &mut Vec<SourceFile>) -> std::io::Result<()> {
    let mut paths = Vec::new();
    walk_paths(root, 0, &mut paths)?;
    for path in paths {
        let rel = path
            .strip_prefix(root)
            .unwrap_or(&path)
            .to_string_lossy()
            .replace('\\', "/");
        let data = read_limited(&path);
        out.push(SourceFile {
            path: format!("{top}/{rel}"),
            display: path.display().to_string(),
            data,
        });
    }
    Ok(())
}

/// Reads a file unless it is larger than the limit, checked before reading a single byte.
fn read_limited(path: &Path) -> Result<Vec<u8>, ProblemKind> {
    let unreadable = |e: std::io::Error| ProblemKind::Unreadable {
        detail: e.to_string(),
    };
    let len = std::fs::metadata(path).map_err(unreadable)?.len();
    if len > MAX_FILE_BYTES {
        return Err(too_large(len));
    }
    std::fs::read(path).map_err(unreadable)
}
