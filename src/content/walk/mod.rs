//! Walking a course's folders: which YAML files there are, each real folder read once
//! whatever links lead to it, nothing outside the course followed, and the walk's limits.

use std::path::{Path, PathBuf};

use crate::core::problem::ProblemKind;

const MAX_DEPTH: usize = 8;

/// A course may hold this many YAML files (a course of 5,000 lessons fits four times over);
/// past it the walk stops with a sentence instead of reading on.
pub const MAX_FILES: usize = 20_000;

/// Folder entries of any kind the walk looks at before it stops: a folder of a million
/// images beside the lessons is not a course.
const MAX_ENTRIES: usize = 200_000;

/// What the walk found at a YAML path: the file to read (links resolved), or why not.
pub(super) enum Found {
    Read(PathBuf),
    Refused(ProblemKind),
}

/// One walk over a course's folders: each real folder is read once, whatever links lead to
/// it (a link back to `.` would otherwise make every read of the folder read it again, at
/// every depth), and the walk stops at its limits.
pub(super) struct Walk {
    seen: std::collections::HashSet<(u64, u64)>,
    yaml: usize,
    entries: usize,
    stopped: bool,
    /// `MAX_FILES` and `MAX_ENTRIES` (smaller in tests).
    max_files: usize,
    max_entries: usize,
}

impl Default for Walk {
    fn default() -> Walk {
        Walk {
            seen: Default::default(),
            yaml: 0,
            entries: 0,
            stopped: false,
            max_files: MAX_FILES,
            max_entries: MAX_ENTRIES,
        }
    }
}

/// A folder's device and inode, links followed: what makes two paths the same folder.
#[cfg(unix)]
fn folder_id(path: &Path) -> Option<(u64, u64)> {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata(path).ok().map(|m| (m.dev(), m.ino()))
}

#[cfg(not(unix))]
fn folder_id(path: &Path) -> Option<(u64, u64)> {
    use std::hash::{Hash, Hasher};
    let real = path.canonicalize().ok()?;
    let mut h = std::collections::hash_map::DefaultHasher::new();
    real.hash(&mut h);
    Some((0, h.finish()))
}

impl Walk {
    pub(super) fn folder(
        &mut self,
        dir: &Path,
        root: &Path,
        depth: usize,
        out: &mut Vec<(PathBuf, Found)>,
    ) -> std::io::Result<()> {
        if depth > MAX_DEPTH || self.stopped {
            return Ok(());
        }
        match folder_id(dir) {
            Some(id) if !self.seen.insert(id) => return Ok(()),
            _ => {}
        }
        for entry in std::fs::read_dir(dir)? {
            let entry = entry?;
            self.entries += 1;
            if self.entries > self.max_entries || self.yaml >= self.max_files {
                self.stopped = true;
                let limit = self.max_files;
                out.push((
                    dir.to_path_buf(),
                    Found::Refused(ProblemKind::TooManyFiles { limit }),
                ));
                return Ok(());
            }
            self.entry(&entry, root, depth, out)?;
            if self.stopped {
                return Ok(());
            }
        }
        Ok(())
    }

    fn entry(
        &mut self,
        entry: &std::fs::DirEntry,
        root: &Path,
        depth: usize,
        out: &mut Vec<(PathBuf, Found)>,
    ) -> std::io::Result<()> {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().to_string();
        if name.starts_with('.') {
            return Ok(());
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
                Ok(real) if real.is_dir() => {
                    if folder_id(&real).is_some_and(|id| self.seen.contains(&id)) {
                        let target = real.display().to_string();
                        out.push((path, Found::Refused(ProblemKind::LinkLoop { target })));
                    } else {
                        self.folder(&path, root, depth + 1, out)?;
                    }
                }
                Ok(real) if yaml => self.push(path, classify(&real), out),
                Ok(_) => {}
                Err(e) if yaml => {
                    let detail = e.to_string();
                    self.push(
                        path,
                        Found::Refused(ProblemKind::Unreadable { detail }),
                        out,
                    );
                }
                Err(_) => {}
            }
        } else if kind.is_dir() {
            self.folder(&path, root, depth + 1, out)?;
        } else if yaml {
            let found = classify(&path);
            self.push(path, found, out);
        }
        Ok(())
    }

    fn push(&mut self, path: PathBuf, found: Found, out: &mut Vec<(PathBuf, Found)>) {
        self.yaml += 1;
        out.push((path, found));
    }
}

/// A plain file is read; anything else (a pipe that would block, a device without end) is
/// refused without opening it.
pub(super) fn classify(real: &Path) -> Found {
    match std::fs::symlink_metadata(real) {
        Ok(m) if m.is_file() => Found::Read(real.to_path_buf()),
        Ok(_) => Found::Refused(ProblemKind::NotAFile),
        Err(e) => Found::Refused(ProblemKind::Unreadable {
            detail: e.to_string(),
        }),
    }
}

/// Whether a file name is a YAML file's.
pub(super) fn is_yaml(name: &str) -> bool {
    name.ends_with(".yaml") || name.ends_with(".yml")
}

#[cfg(test)]
mod tests;
