//! Writing a file the learner named (`latih export --out FILE`) without ever harming one that
//! matters: never the progress file, its journals, recovery files or backups, nor any other
//! SQLite database, whatever link leads there, and never a half-written file (safefs writes
//! it beside the target and renames it into place once it is whole and synced).

use std::fs::{self, File};
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};

use crate::safefs::{NewFile, Replace, WriteError};

/// Why an output file was refused before a byte was written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// It is the progress file itself (or one of its journals), maybe through a link.
    IsProgress,
    /// It holds an SQLite database: overwriting it would destroy that database.
    IsDatabase,
    /// It is not a plain file (a folder, a device, a pipe).
    NotAFile,
}

/// Whether two paths name the same file once links are followed: the same device and inode.
pub fn same_file(a: &Path, b: &Path) -> bool {
    match (fs::metadata(a), fs::metadata(b)) {
        (Ok(x), Ok(y)) => identity(&x) == identity(&y),
        _ => false,
    }
}

#[cfg(unix)]
fn identity(m: &fs::Metadata) -> (u64, u64) {
    use std::os::unix::fs::MetadataExt;
    (m.dev(), m.ino())
}

#[cfg(not(unix))]
fn identity(m: &fs::Metadata) -> (u64, u64) {
    // Without inodes, size and time are the best cheap guess; canonical paths are compared
    // by the caller's path as well.
    let t = m
        .modified()
        .ok()
        .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
        .map_or(0, |d| d.as_nanos() as u64);
    (m.len(), t)
}

/// Whether the file starts with SQLite's header.
pub fn is_sqlite(path: &Path) -> bool {
    use std::io::Read;
    let mut head = [0u8; 16];
    File::open(path)
        .and_then(|mut f| f.read_exact(&mut head))
        .is_ok_and(|()| &head == b"SQLite format 3\0")
}

/// The file a write to `path` really lands in: links followed (also a link to a file that
/// does not exist yet), so the temporary file is made beside the real target.
fn resolve(path: &Path) -> io::Result<PathBuf> {
    let mut p = path.to_path_buf();
    for _ in 0..40 {
        match fs::symlink_metadata(&p) {
            Ok(m) if m.file_type().is_symlink() => {
                let to = fs::read_link(&p)?;
                p = match p.parent() {
                    Some(dir) => dir.join(to),
                    None => to,
                };
            }
            _ => return Ok(p),
        }
    }
    Err(io::Error::other("too many levels of links"))
}

/// Whether `target` is the progress file or one of the files latih keeps beside it: its
/// journals, recovery files and migration backups, whether they exist yet or not.
pub fn is_progress_family(progress: &Path, target: &Path) -> bool {
    if same_file(progress, target) {
        return true;
    }
    let folder = |p: &Path| {
        let dir = match p.parent() {
            Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
            _ => PathBuf::from("."),
        };
        dir.canonicalize().ok()
    };
    let (Some(name), Some(base)) = (target.file_name(), progress.file_name()) else {
        return false;
    };
    if folder(progress).is_none() || folder(progress) != folder(target) {
        return false;
    }
    let (name, base) = (name.to_string_lossy(), base.to_string_lossy());
    name.strip_prefix(base.as_ref()).is_some_and(|rest| {
        rest.is_empty()
            || ["-wal", "-shm", "-journal"].contains(&rest)
            || rest.starts_with(".unsaved")
            || (rest.starts_with(".v") && rest.ends_with(".bak"))
    })
}

/// A file being written; `commit` puts it in place, dropping it without `commit` removes it.
pub struct OutFile {
    out: BufWriter<NewFile>,
}

impl OutFile {
    /// Checks `path` against the progress file and its family, and opens a temporary file
    /// in the target's folder. A refusal comes before anything is created.
    pub fn create(path: &Path, progress: Option<&Path>) -> io::Result<Result<OutFile, Refusal>> {
        let target = resolve(path)?;
        if progress.is_some_and(|p| is_progress_family(p, &target) || same_file(p, path)) {
            return Ok(Err(Refusal::IsProgress));
        }
        if let Ok(meta) = fs::metadata(&target) {
            if !meta.is_file() {
                return Ok(Err(Refusal::NotAFile));
            }
            if is_sqlite(&target) {
                return Ok(Err(Refusal::IsDatabase));
            }
        }
        let file = match NewFile::beside(&target, Replace::Plain, true) {
            Ok(f) => f.keep_permissions_of(&target),
            Err(WriteError::Io(e)) => return Err(e),
            Err(_) => return Ok(Err(Refusal::NotAFile)),
        };
        Ok(Ok(OutFile {
            out: BufWriter::new(file),
        }))
    }

    /// Flushes, syncs and renames the file into place.
    pub fn commit(self) -> io::Result<()> {
        let file = self.out.into_inner().map_err(|e| e.into_error())?;
        file.commit().map(drop).map_err(io::Error::other)
    }
}

impl Write for OutFile {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.out.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_committed_file_replaces_the_target_and_a_dropped_one_leaves_it() {
        let dir = tempfile::tempdir().expect("tempdir");
        let target = dir.path().join("out.csv");
        fs::write(&target, "old").expect("write");
        let mut f = OutFile::create(&target, None)
            .expect("io")
            .expect("allowed");
        f.write_all(b"half").expect("write");
        drop(f);
        assert_eq!(fs::read_to_string(&target).expect("read"), "old");
        let mut f = OutFile::create(&target, None)
            .expect("io")
            .expect("allowed");
        f.write_all(b"new").expect("write");
        f.commit().expect("commit");
        assert_eq!(fs::read_to_string(&target).expect("read"), "new");
        let left: Vec<_> = fs::read_dir(dir.path()).expect("ls").flatten().collect();
        assert_eq!(left.len(), 1, "no temporary file left: {left:?}");
    }

    #[cfg(unix)]
    #[test]
    fn links_are_followed_to_what_they_protect() {
        let dir = tempfile::tempdir().expect("tempdir");
        let progress = dir.path().join("p.sqlite3");
        fs::write(&progress, b"SQLite format 3\0rest").expect("write");
        let link = dir.path().join("link");
        std::os::unix::fs::symlink(&progress, &link).expect("symlink");
        let protected = Some(progress.as_path());
        assert_eq!(
            OutFile::create(&link, protected).expect("io").err(),
            Some(Refusal::IsProgress)
        );
        assert_eq!(
            OutFile::create(&link, None).expect("io").err(),
            Some(Refusal::IsDatabase)
        );
        // Its recovery files, journals and backups, there yet or not.
        for name in [
            "p.sqlite3.unsaved.json",
            "p.sqlite3.unsaved-12-3.json",
            "p.sqlite3-wal",
            "p.sqlite3.v3.bak",
        ] {
            assert_eq!(
                OutFile::create(&dir.path().join(name), protected)
                    .expect("io")
                    .err(),
                Some(Refusal::IsProgress),
                "{name}"
            );
        }
        // A link to a file not there yet is written where it points.
        let to_new = dir.path().join("to-new");
        std::os::unix::fs::symlink("new.csv", &to_new).expect("symlink");
        let mut f = OutFile::create(&to_new, protected)
            .expect("io")
            .expect("ok");
        f.write_all(b"x").expect("write");
        f.commit().expect("commit");
        assert_eq!(fs::read(dir.path().join("new.csv")).expect("read"), b"x");
        assert!(fs::symlink_metadata(&to_new).expect("link").is_symlink());
    }
}
