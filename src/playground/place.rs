//! Which files the playground may open, make and delete, and only those: a `--db` file is a
//! regular file or a missing path (never a link, a device or a pipe); a partition lives in
//! real folders (never links) as a regular file that carries the playground's application
//! id in its header ("LTPG"). Whatever else stands where a partition would go is left as it
//! is, and the caller says so; latih deletes only files that carry its mark.

use std::fs::OpenOptions;
use std::io::Read;
use std::path::{Path, PathBuf};

use super::schema::APPLICATION_ID;

/// The journals SQLite keeps beside a database file.
pub const SIDECARS: [&str; 3] = ["-wal", "-shm", "-journal"];

/// What stands at a path where a playground file would be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Found {
    Nothing,
    /// A regular file with the playground's mark.
    Ours,
    /// Anything else: a link, a folder, a device, a pipe, another program's file.
    Foreign,
}

/// Whether `path` may be opened as a `--db` file: it is missing (then it is made) or a
/// regular file. `Err` with what the path is not, for the sentence.
pub fn db_path_ok(path: &Path) -> Result<(), std::io::Error> {
    match std::fs::symlink_metadata(path) {
        Ok(m) if m.file_type().is_file() => Ok(()),
        Ok(_) => Err(std::io::Error::other("not a regular file")),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(e),
    }
}

/// Whether the file at `path` is a playground's: a regular file (not a link) whose SQLite
/// header carries the application id "LTPG". Reads the header only; opens nothing with
/// SQLite, so a foreign file is never touched, journal included.
pub fn found(path: &Path) -> Found {
    let meta = match std::fs::symlink_metadata(path) {
        Ok(m) => m,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Found::Nothing,
        Err(_) => return Found::Foreign,
    };
    if !meta.file_type().is_file() {
        return Found::Foreign;
    }
    let mut header = [0u8; 100];
    let read = open_no_follow(path).and_then(|mut f| f.read_exact(&mut header));
    let marked = read.is_ok()
        && &header[..16] == b"SQLite format 3\0"
        && header[68..72] == APPLICATION_ID.to_be_bytes();
    if marked { Found::Ours } else { Found::Foreign }
}

/// Opens for reading without following a last link and without blocking on a pipe.
fn open_no_follow(path: &Path) -> std::io::Result<std::fs::File> {
    let mut o = OpenOptions::new();
    o.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        o.custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK | libc::O_CLOEXEC);
    }
    o.open(path)
}

/// A journal of `file`: `file-wal` and the like.
pub fn sidecar(file: &Path, suffix: &str) -> PathBuf {
    let mut p = file.as_os_str().to_owned();
    p.push(suffix);
    PathBuf::from(p)
}

/// Makes the folders of `dir` below `root` that are missing; every one of them, `root`
/// included, must be a real folder. `Err` names the first that is not (a link, a file).
pub fn real_dirs(root: &Path, dir: &Path) -> Result<(), PathBuf> {
    let mut at = root.to_path_buf();
    let below = dir.strip_prefix(root).map_err(|_| dir.to_path_buf())?;
    let steps = std::iter::once(None).chain(below.components().map(Some));
    for step in steps {
        if let Some(c) = step {
            at.push(c);
        }
        match std::fs::symlink_metadata(&at) {
            Ok(m) if m.file_type().is_dir() => {}
            Ok(_) => return Err(at),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                // `create_dir` refuses a name that appeared in between, link or not.
                std::fs::create_dir(&at).map_err(|_| at.clone())?;
            }
            Err(_) => return Err(at),
        }
    }
    Ok(())
}

/// Whether `dir` is a real folder (not a link), for reopening what is there.
pub fn is_real_dir(dir: &Path) -> bool {
    std::fs::symlink_metadata(dir).is_ok_and(|m| m.file_type().is_dir())
}

/// What stops a new partition being made at `file`, left as it is: a foreign file or a
/// link there, or a journal without its database (SQLite would take its pages into the new
/// file). `None`: nothing is there, or a playground file, which may be replaced.
pub fn blocker(file: &Path) -> Option<PathBuf> {
    match found(file) {
        Found::Ours => None,
        Found::Foreign => Some(file.to_path_buf()),
        Found::Nothing => SIDECARS
            .iter()
            .map(|s| sidecar(file, s))
            .find(|p| std::fs::symlink_metadata(p).is_ok()),
    }
}

/// Makes room for a new partition at `file`: a playground file there is deleted with its
/// journals; `Err` names what `blocker` found, left as it is.
pub fn make_room(file: &Path) -> Result<(), PathBuf> {
    match blocker(file) {
        Some(p) => Err(p),
        None => remove_ours(file),
    }
}

/// Creates `file` as a new empty file, refusing one that appeared in between (or a link
/// in its place): SQLite then opens a file made here and nowhere else.
pub fn create_new(file: &Path) -> std::io::Result<()> {
    OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(file)
        .map(|_| ())
}

/// Deletes `file` and its journals if the file is a playground's; `Err(file)` when it is
/// not (it and its journals are then left as they are). A missing file is no error.
pub fn remove_ours(file: &Path) -> Result<(), PathBuf> {
    match found(file) {
        Found::Foreign => return Err(file.to_path_buf()),
        Found::Ours => {
            std::fs::remove_file(file).map_err(|_| file.to_path_buf())?;
        }
        Found::Nothing => {}
    }
    // Journals of our file (a link among them is removed as a link, never followed).
    for s in SIDECARS {
        let _ = std::fs::remove_file(sidecar(file, s));
    }
    Ok(())
}

/// Removes `dir` if it is a real, empty folder; anything else stays.
pub fn remove_empty_dir(dir: &Path) {
    if is_real_dir(dir) {
        let _ = std::fs::remove_dir(dir);
    }
}
