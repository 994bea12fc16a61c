//! Writing a file the learner named (`latih export --out FILE`) without ever harming one that
//! matters: never the progress file or any other SQLite database, whatever link leads there,
//! and never a half-written file: the bytes go to a temporary file beside the target, which
//! is renamed over it only once everything is written and synced.

use std::fs::{self, File};
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};

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

/// A file being written; `commit` puts it in place, dropping it without `commit` removes it.
pub struct OutFile {
    target: PathBuf,
    temp: PathBuf,
    out: Option<BufWriter<File>>,
}

impl OutFile {
    /// Checks `path` against `protected` (the progress file) and opens a temporary file in
    /// the target's folder. A refusal comes before anything is created.
    pub fn create(path: &Path, protected: &[PathBuf]) -> io::Result<Result<OutFile, Refusal>> {
        let target = resolve(path)?;
        if let Ok(meta) = fs::metadata(&target) {
            if protected.iter().any(|p| same_file(&target, p)) {
                return Ok(Err(Refusal::IsProgress));
            }
            if !meta.is_file() {
                return Ok(Err(Refusal::NotAFile));
            }
            if is_sqlite(&target) {
                return Ok(Err(Refusal::IsDatabase));
            }
        }
        let dir = match target.parent() {
            Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
            _ => PathBuf::from("."),
        };
        let name = target
            .file_name()
            .map(|n| n.to_string_lossy().to_string())
            .unwrap_or_else(|| "export".into());
        let mut n = 0u32;
        let (file, temp) = loop {
            let temp = dir.join(format!(".{name}.{}-{n}.tmp", std::process::id()));
            match File::options().write(true).create_new(true).open(&temp) {
                Ok(f) => break (f, temp),
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists && n < 100 => n += 1,
                Err(e) => return Err(e),
            }
        };
        // A replaced file keeps its permissions.
        if let Ok(meta) = fs::metadata(&target) {
            let _ = fs::set_permissions(&temp, meta.permissions());
        }
        Ok(Ok(OutFile {
            target,
            temp,
            out: Some(BufWriter::new(file)),
        }))
    }

    /// Flushes, syncs and renames the file into place.
    pub fn commit(mut self) -> io::Result<()> {
        let Some(w) = self.out.take() else {
            return Ok(());
        };
        let file = w.into_inner().map_err(|e| e.into_error())?;
        file.sync_all()?;
        drop(file);
        fs::rename(&self.temp, &self.target)
    }
}

impl Write for OutFile {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match &mut self.out {
            Some(w) => w.write(buf),
            None => Err(io::Error::other("already committed")),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match &mut self.out {
            Some(w) => w.flush(),
            None => Ok(()),
        }
    }
}

impl Drop for OutFile {
    fn drop(&mut self) {
        // Not committed (a failed write): the target is as it was; the half file goes.
        self.out = None;
        if self.temp.exists() {
            let _ = fs::remove_file(&self.temp);
        }
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
        let mut f = OutFile::create(&target, &[]).expect("io").expect("allowed");
        f.write_all(b"half").expect("write");
        drop(f);
        assert_eq!(fs::read_to_string(&target).expect("read"), "old");
        let mut f = OutFile::create(&target, &[]).expect("io").expect("allowed");
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
        let protected = [progress.clone()];
        assert_eq!(
            OutFile::create(&link, &protected).expect("io").err(),
            Some(Refusal::IsProgress)
        );
        assert_eq!(
            OutFile::create(&link, &[]).expect("io").err(),
            Some(Refusal::IsDatabase)
        );
        // A link to a file not there yet is written where it points.
        let to_new = dir.path().join("to-new");
        std::os::unix::fs::symlink("new.csv", &to_new).expect("symlink");
        let mut f = OutFile::create(&to_new, &protected)
            .expect("io")
            .expect("ok");
        f.write_all(b"x").expect("write");
        f.commit().expect("commit");
        assert_eq!(fs::read(dir.path().join("new.csv")).expect("read"), b"x");
        assert!(fs::symlink_metadata(&to_new).expect("link").is_symlink());
    }
}
