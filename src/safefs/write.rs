//! Creating a file so that nobody else's file is harmed and nobody sees half of ours: the bytes
//! go to a temporary file beside the target, made with O_EXCL under an unpredictable name (a
//! link planted at a guessed name cannot redirect it), and the finished file is renamed into
//! place. A link or anything but a plain file at the target is refused before a byte is
//! written; a temporary file that is not committed is removed, also when a write fails.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use tempfile::NamedTempFile;

use super::meta::Kind;

/// What may already be at the target.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Replace {
    /// A plain file there is replaced (never a link, folder or device).
    Plain,
    /// Nothing may be there: the rename fails rather than replace anything.
    Never,
}

/// Why a file was not written.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    #[error("{}", .0.words())]
    Refused(Kind),
    #[error("already exists")]
    Exists,
    #[error("{0}")]
    Io(#[from] io::Error),
}

/// A file being written: `commit` puts it in place; dropping it removes the temporary file.
pub struct NewFile {
    temp: NamedTempFile,
    target: PathBuf,
    replace: Replace,
    /// Synced to the disk before the rename (answers, exports); a cache entry skips it.
    durable: bool,
}

/// What is at `path` now, without following a link there.
fn check_target(path: &Path, replace: Replace) -> Result<(), WriteError> {
    match fs::symlink_metadata(path) {
        Ok(m) if m.file_type().is_symlink() => Err(WriteError::Refused(Kind::Link)),
        Ok(m) if !m.is_file() => Err(WriteError::Refused(Kind::NotPlain)),
        Ok(_) if replace == Replace::Never => Err(WriteError::Exists),
        Ok(_) => Ok(()),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(WriteError::Io(e)),
    }
}

fn folder_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

impl NewFile {
    /// A temporary file in `target`'s folder, after checking what is at `target`.
    pub fn beside(target: &Path, replace: Replace, durable: bool) -> Result<NewFile, WriteError> {
        check_target(target, replace)?;
        let mut b = tempfile::Builder::new();
        b.prefix(".latih-").suffix(".tmp");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            // As an ordinary new file would be (the umask still applies); a file that holds
            // only the learner's own data narrows this with `private`.
            b.permissions(fs::Permissions::from_mode(0o666));
        }
        let temp = b.tempfile_in(folder_of(target))?;
        Ok(NewFile {
            temp,
            target: target.to_path_buf(),
            replace,
            durable,
        })
    }

    /// Only the owner may read the file (answers, a cache's key).
    pub fn private(self) -> io::Result<NewFile> {
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            fs::set_permissions(self.temp.path(), fs::Permissions::from_mode(0o600))?;
        }
        Ok(self)
    }

    /// The same permissions as the file it replaces, if there is one.
    pub fn keep_permissions_of(self, path: &Path) -> NewFile {
        if let Ok(meta) = fs::metadata(path) {
            let _ = fs::set_permissions(self.temp.path(), meta.permissions());
        }
        self
    }

    /// Where the temporary file is, for a writer that opens it by name (SQLite's backup).
    pub fn temp_path(&self) -> &Path {
        self.temp.path()
    }

    /// The open temporary file (to lock it, say).
    pub fn file(&self) -> &fs::File {
        self.temp.as_file()
    }

    /// Syncs (when durable) and renames the file into place; the target is looked at again
    /// first, since time has passed. Returns the open file, now at the target.
    pub fn commit(self) -> Result<fs::File, WriteError> {
        let NewFile {
            mut temp,
            target,
            replace,
            durable,
        } = self;
        temp.flush()?;
        if durable {
            temp.as_file().sync_all()?;
        }
        check_target(&target, replace)?;
        // rename(2) replaces a link put there since the check rather than writing through it.
        let file = match replace {
            Replace::Plain => temp.persist(&target),
            Replace::Never => temp.persist_noclobber(&target),
        };
        file.map_err(|e| match e.error.kind() {
            io::ErrorKind::AlreadyExists => WriteError::Exists,
            _ => WriteError::Io(e.error),
        })
    }
}

impl Write for NewFile {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.temp.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.temp.flush()
    }
}

/// `bytes` as the whole of `target`, written as `NewFile` writes.
pub fn write_whole(
    target: &Path,
    bytes: &[u8],
    replace: Replace,
    durable: bool,
) -> Result<(), WriteError> {
    let mut f = NewFile::beside(target, replace, durable)?;
    f.write_all(bytes)?;
    f.commit().map(drop)
}

/// A folder of latih's at `path`, made if missing; a link or a file there is refused (a
/// folder named by a stranger's course could point anywhere).
pub fn ensure_dir(path: &Path) -> Result<(), WriteError> {
    match fs::symlink_metadata(path) {
        Ok(m) if m.file_type().is_symlink() => return Err(WriteError::Refused(Kind::Link)),
        Ok(m) if !m.is_dir() => return Err(WriteError::Refused(Kind::NotPlain)),
        Ok(_) => return Ok(()),
        Err(e) if e.kind() == io::ErrorKind::NotFound => {}
        Err(e) => return Err(WriteError::Io(e)),
    }
    fs::create_dir_all(path)?;
    // Made just now, unless another process made something else there at the same moment.
    match fs::symlink_metadata(path) {
        Ok(m) if m.is_dir() => Ok(()),
        Ok(_) => Err(WriteError::Refused(Kind::NotPlain)),
        Err(e) => Err(WriteError::Io(e)),
    }
}
