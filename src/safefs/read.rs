//! Reading a file someone else may have put in place: the file itself (a link is refused, not
//! followed), plain files only (a pipe would block, a device never ends), and never more than
//! the caller expects, whatever the file's size claims or becomes while it is read.

use std::fs::File;
use std::io::{self, Read};
use std::path::Path;

use super::meta::Kind;

/// Why a file was not read.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    #[error("not found")]
    NotFound,
    #[error("{}", .0.words())]
    Refused(Kind),
    #[error("larger than {limit} bytes")]
    TooLarge { size: u64, limit: u64 },
    #[error("{0}")]
    Io(io::Error),
}

impl ReadError {
    /// What an error from `open_plain` means.
    pub fn from_open(e: io::Error) -> ReadError {
        match e.kind() {
            io::ErrorKind::NotFound => ReadError::NotFound,
            // O_NOFOLLOW on a link fails with ELOOP.
            _ if e.raw_os_error() == Some(ELOOP) => ReadError::Refused(Kind::Link),
            _ => ReadError::Io(e),
        }
    }
}

#[cfg(unix)]
const ELOOP: i32 = libc::ELOOP;
#[cfg(not(unix))]
const ELOOP: i32 = -1;

/// Opens `path` for reading without following a last link and without waiting on a pipe:
/// what is checked after opening is what is read, even if the name was swapped since.
pub fn open_plain(path: &Path) -> io::Result<File> {
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK | libc::O_CLOEXEC);
    }
    options.open(path)
}

/// The whole of a plain file at `path`, at most `limit` bytes.
pub fn read_bounded(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    let file = open_plain(path).map_err(ReadError::from_open)?;
    read_open(file, limit)
}

/// The whole of an opened file, refused unless it is a plain file of at most `limit` bytes:
/// checked from its size first, and again while reading (at most `limit + 1` bytes are ever
/// read), so a file that grows or lies about its size stops there.
pub fn read_open(file: File, limit: u64) -> Result<Vec<u8>, ReadError> {
    let meta = file.metadata().map_err(ReadError::Io)?;
    if !meta.is_file() {
        return Err(ReadError::Refused(Kind::NotPlain));
    }
    if meta.len() > limit {
        return Err(ReadError::TooLarge {
            size: meta.len(),
            limit,
        });
    }
    let mut data = Vec::with_capacity(meta.len() as usize);
    file.take(limit.saturating_add(1))
        .read_to_end(&mut data)
        .map_err(ReadError::Io)?;
    if data.len() as u64 > limit {
        return Err(ReadError::TooLarge {
            size: data.len() as u64,
            limit,
        });
    }
    Ok(data)
}
