//! Collecting the files of a course: from a folder on disk, or from the copy embedded in the
//! binary so `latih` runs from any directory.

use std::borrow::Cow;
use std::path::{Path, PathBuf};

use include_dir::{Dir, include_dir};

use super::loaded::{FileReport, GLOSSARY, MANIFEST, MAX_FILE_BYTES};
use super::walk::{Found, Walk, classify, is_yaml};
use crate::core::problem::ProblemKind;
use crate::safefs;

static BUNDLED_LESSONS: Dir<'_> = include_dir!("$CARGO_MANIFEST_DIR/lessons");
static BUNDLED_QUIZZES: Dir<'_> = include_dir!("$CARGO_MANIFEST_DIR/quizzes");

/// One course file: where it sits in the course (`lessons/x.yaml`), how to name it to the
/// user, and its bytes, or why they could not be read.
#[derive(Debug, Clone, PartialEq)]
pub struct SourceFile {
    pub path: String,
    pub display: String,
    pub data: Result<Vec<u8>, ProblemKind>,
    /// A folder course's lesson or bank not read yet (`data` is empty): the worker that
    /// checks it reads it from here and lets the bytes go after, so a large course is never
    /// in memory as YAML all at once.
    pub disk: Option<PathBuf>,
}

impl SourceFile {
    /// The file with its bytes: as it is, or read now when it was left on disk.
    pub fn read_now(&self) -> Cow<'_, SourceFile> {
        match &self.disk {
            None => Cow::Borrowed(self),
            Some(real) => Cow::Owned(SourceFile {
                path: self.path.clone(),
                display: self.display.clone(),
                data: read_limited(real),
                disk: None,
            }),
        }
    }
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
            disk: None,
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
/// quizzes folder simply has no question banks. Nothing outside the course folder is read:
/// a link that leads out of it, and anything but a plain file, is reported, not opened.
pub fn read_dir(dir: &Path) -> Result<Vec<SourceFile>, ProblemKind> {
    let lessons = lessons_dir(dir);
    let root = course_root(dir);
    let mut out = Vec::new();
    // One walk for both folders: each real folder is read once, and the limits are the
    // course's.
    let mut w = Walk::default();
    walk(&mut w, &lessons, &root, "lessons", &mut out).map_err(|e| ProblemKind::NoLessons {
        path: format!("{} ({e})", lessons.display()),
    })?;
    let quizzes = quizzes_dir(dir);
    if quizzes.is_dir() {
        walk(&mut w, &quizzes, &root, "quizzes", &mut out).map_err(|e| ProblemKind::NoLessons {
            path: format!("{} ({e})", quizzes.display()),
        })?;
    }
    out.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(out)
}

/// The manifest alone, read by the rules of `read_dir` (a plain file inside the course, up
/// to the size limit): what the first frame needs while the rest of the course loads. Empty
/// when it is not there or not plain; the full load then says why.
pub fn read_manifest(dir: &Path) -> Vec<SourceFile> {
    let lessons = lessons_dir(dir);
    let root = course_root(dir);
    let path = lessons.join("course.yaml");
    let inside = |p: &Path| p.canonicalize().ok().filter(|real| real.starts_with(&root));
    let (Some(_), Some(real)) = (inside(&lessons), inside(&path)) else {
        return Vec::new();
    };
    let Found::Read(real) = classify(&real) else {
        return Vec::new();
    };
    vec![SourceFile {
        path: MANIFEST.to_string(),
        display: path.display().to_string(),
        data: read_limited(&real),
        disk: None,
    }]
}

/// The folder that holds lessons/ and quizzes/, with links resolved: nothing outside it is
/// read.
fn course_root(dir: &Path) -> PathBuf {
    let lessons = lessons_dir(dir);
    let top = lessons
        .parent()
        .map_or_else(|| dir.to_path_buf(), Path::to_path_buf);
    let top = if top.as_os_str().is_empty() {
        PathBuf::from(".")
    } else {
        top
    };
    top.canonicalize().unwrap_or(top)
}

/// Paths and modification stamps of every course file, cheap to compare for the watcher.
pub fn fingerprint(dir: &Path) -> Vec<(PathBuf, Option<std::time::SystemTime>, u64)> {
    let root = course_root(dir);
    let mut found = Vec::new();
    let mut w = Walk::default();
    let _ = w.folder(&lessons_dir(dir), &root, 0, &mut found);
    let _ = w.folder(&quizzes_dir(dir), &root, 0, &mut found);
    let mut files: Vec<PathBuf> = found.into_iter().map(|(p, _)| p).collect();
    files.sort();
    files
        .into_iter()
        .map(|p| {
            // symlink_metadata: a pipe or a link out of the course is looked at, not opened.
            let meta = std::fs::symlink_metadata(&p).ok();
            let modified = meta.as_ref().and_then(|m| m.modified().ok());
            let len = meta.map_or(0, |m| m.len());
            (p, modified, len)
        })
        .collect()
}

fn walk(
    w: &mut Walk,
    root_dir: &Path,
    root: &Path,
    top: &str,
    out: &mut Vec<SourceFile>,
) -> std::io::Result<()> {
    // The lessons or quizzes folder itself may be a link: it too must stay in the course.
    if let Ok(real) = root_dir.canonicalize()
        && !real.starts_with(root)
    {
        return Err(std::io::Error::other(format!(
            "a link to {}, outside the course folder",
            real.display()
        )));
    }
    let mut found = Vec::new();
    w.folder(root_dir, root, 0, &mut found)?;
    for (path, what) in found {
        let rel = path
            .strip_prefix(root_dir)
            .unwrap_or(&path)
            .to_string_lossy()
            .replace('\\', "/");
        let course_path = format!("{top}/{rel}");
        // The manifest and the glossary are read first and by several steps: read them
        // now. Lessons and banks wait for the worker that checks them.
        let now = course_path == MANIFEST || course_path == GLOSSARY;
        let (data, disk) = match what {
            Found::Read(real) if now => (read_limited(&real), None),
            Found::Read(real) => (Ok(Vec::new()), Some(real)),
            Found::Refused(kind) => (Err(kind), None),
        };
        out.push(SourceFile {
            path: course_path,
            display: path.display().to_string(),
            data,
            disk,
        });
    }
    Ok(())
}

/// Reads a plain file as safefs reads (no link followed, no pipe waited on), refusing it past
/// the limit: checked from its size first, and again while reading, so a file that grows (or
/// lies about its size) stops at the limit.
fn read_limited(path: &Path) -> Result<Vec<u8>, ProblemKind> {
    use crate::safefs::{Kind, ReadError};
    safefs::read_bounded(path, MAX_FILE_BYTES).map_err(|e| match e {
        ReadError::Refused(Kind::NotPlain) => ProblemKind::NotAFile,
        ReadError::TooLarge { size, .. } => too_large(size),
        other => ProblemKind::Unreadable {
            detail: other.to_string(),
        },
    })
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
