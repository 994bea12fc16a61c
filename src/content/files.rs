//! Collecting the files of a course: from a folder on disk, or from the copy embedded in the
//! binary so `latih` runs from any directory.

use std::borrow::Cow;
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
    walk(&lessons, &root, "lessons", &mut out).map_err(|e| ProblemKind::NoLessons {
        path: format!("{} ({e})", lessons.display()),
    })?;
    let quizzes = quizzes_dir(dir);
    if quizzes.is_dir() {
        walk(&quizzes, &root, "quizzes", &mut out).map_err(|e| ProblemKind::NoLessons {
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
        path: super::MANIFEST.to_string(),
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
    let _ = walk_paths(&lessons_dir(dir), &root, 0, &mut found);
    let _ = walk_paths(&quizzes_dir(dir), &root, 0, &mut found);
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

const MAX_DEPTH: usize = 8;

/// What the walk found at a YAML path: the file to read (links resolved), or why not.
enum Found {
    Read(PathBuf),
    Refused(ProblemKind),
}

fn walk_paths(
    dir: &Path,
    root: &Path,
    depth: usize,
    out: &mut Vec<(PathBuf, Found)>,
) -> std::io::Result<()> {
    if depth > MAX_DEPTH {
        return Ok(());
    }
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().to_string();
        if name.starts_with('.') {
            continue;
        }
        // The entry's own type: a link is not followed until it is known to stay inside.
        let kind = entry.file_type()?;
        let yaml = is_yaml(&name);
        if kind.is_symlink() {
            match path.canonicalize() {
                Ok(real) if !real.starts_with(root) => {
                    let target = real.display().to_string();
                    out.push((path, Found::Refused(ProblemKind::OutsideCourse { target })));
                }
                Ok(real) if real.is_dir() => walk_paths(&path, root, depth + 1, out)?,
                Ok(real) if yaml => out.push((path, classify(&real))),
                Ok(_) => {}
                Err(e) if yaml => out.push((
                    path,
                    Found::Refused(ProblemKind::Unreadable {
                        detail: e.to_string(),
                    }),
                )),
                Err(_) => {}
            }
        } else if kind.is_dir() {
            walk_paths(&path, root, depth + 1, out)?;
        } else if yaml {
            let found = classify(&path);
            out.push((path, found));
        }
    }
    Ok(())
}

/// A plain file is read; anything else (a pipe that would block, a device without end) is
/// refused without opening it.
fn classify(real: &Path) -> Found {
    match std::fs::symlink_metadata(real) {
        Ok(m) if m.is_file() => Found::Read(real.to_path_buf()),
        Ok(_) => Found::Refused(ProblemKind::NotAFile),
        Err(e) => Found::Refused(ProblemKind::Unreadable {
            detail: e.to_string(),
        }),
    }
}

fn walk(root_dir: &Path, root: &Path, top: &str, out: &mut Vec<SourceFile>) -> std::io::Result<()> {
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
    walk_paths(root_dir, root, 0, &mut found)?;
    for (path, what) in found {
        let rel = path
            .strip_prefix(root_dir)
            .unwrap_or(&path)
            .to_string_lossy()
            .replace('\\', "/");
        let course_path = format!("{top}/{rel}");
        // The manifest and the glossary are read first and by several steps: read them
        // now. Lessons and banks wait for the worker that checks them.
        let now = course_path == super::MANIFEST || course_path == super::GLOSSARY;
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

/// Opens without following a link and without waiting on a pipe: what was checked is what
/// is read, even if the file was swapped since.
fn open_plain(path: &Path) -> std::io::Result<std::fs::File> {
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK);
    }
    options.open(path)
}

/// Reads a plain file, refusing it past the limit: checked from its size first, and again
/// while reading, so a file that grows (or lies about its size) stops at the limit.
fn read_limited(path: &Path) -> Result<Vec<u8>, ProblemKind> {
    use std::io::Read;
    let unreadable = |e: std::io::Error| ProblemKind::Unreadable {
        detail: e.to_string(),
    };
    let file = open_plain(path).map_err(unreadable)?;
    let meta = file.metadata().map_err(unreadable)?;
    if !meta.is_file() {
        return Err(ProblemKind::NotAFile);
    }
    if meta.len() > MAX_FILE_BYTES {
        return Err(too_large(meta.len()));
    }
    let mut data = Vec::with_capacity(meta.len() as usize);
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut data)
        .map_err(unreadable)?;
    if data.len() as u64 > MAX_FILE_BYTES {
        return Err(too_large(data.len() as u64));
    }
    Ok(data)
}
