//! What can go wrong with the progress file, said once: every SQLite error turned into what
//! it means for the learner.

use std::path::{Path, PathBuf};

use rusqlite::ErrorCode;

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum StorageError {
    #[error("{path}: not an SQLite file")]
    NotSqlite { path: PathBuf },
    #[error("{path}: the file is damaged ({detail})")]
    Corrupt { path: PathBuf, detail: String },
    #[error("{path}: written by a newer latih (version {found}; this one reads up to {supported})")]
    Newer {
        path: PathBuf,
        found: i64,
        supported: i64,
    },
    /// An SQLite file of another program (or one latih never wrote): left alone.
    #[error("{path}: not a latih progress file")]
    Foreign { path: PathBuf },
    /// Marked as a latih file but at a version no latih writes (negative, say).
    #[error("{path}: unknown progress file version {found}")]
    BadVersion { path: PathBuf, found: i64 },
    /// Older than this latih, opened only to read: a writing command updates it first.
    #[error("{path}: older format {found}, not yet updated")]
    NeedsUpdate { path: PathBuf, found: i64 },
    #[error("{path}: read-only")]
    ReadOnly { path: PathBuf },
    #[error("{path}: the folder does not exist")]
    NoFolder { path: PathBuf },
    /// A folder, device, pipe or dangling link where the progress file should be.
    #[error("{path}: not a plain file")]
    NotPlain { path: PathBuf },
    #[error("{path}: the disk is full")]
    Full { path: PathBuf },
    #[error("{path}: busy in another latih")]
    Busy { path: PathBuf },
    #[error("{path}: {detail}")]
    Other { path: PathBuf, detail: String },
}

impl StorageError {
    pub fn path(&self) -> &Path {
        match self {
            StorageError::NotSqlite { path }
            | StorageError::Corrupt { path, .. }
            | StorageError::Newer { path, .. }
            | StorageError::Foreign { path }
            | StorageError::BadVersion { path, .. }
            | StorageError::NeedsUpdate { path, .. }
            | StorageError::ReadOnly { path }
            | StorageError::NoFolder { path }
            | StorageError::Full { path }
            | StorageError::NotPlain { path }
            | StorageError::Busy { path }
            | StorageError::Other { path, .. } => path,
        }
    }
}

/// Turns an SQLite error into what it means for the learner.
pub fn classify(path: &Path, e: rusqlite::Error) -> StorageError {
    let path = path.to_path_buf();
    if let rusqlite::Error::SqliteFailure(f, msg) = &e {
        let detail = msg.clone().unwrap_or_else(|| f.to_string());
        return match f.code {
            ErrorCode::NotADatabase => StorageError::NotSqlite { path },
            ErrorCode::DatabaseCorrupt => StorageError::Corrupt { path, detail },
            ErrorCode::ReadOnly => StorageError::ReadOnly { path },
            ErrorCode::DiskFull => StorageError::Full { path },
            ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked => StorageError::Busy { path },
            ErrorCode::CannotOpen => match path.parent() {
                Some(p) if !p.as_os_str().is_empty() && !p.is_dir() => {
                    StorageError::NoFolder { path }
                }
                _ => StorageError::Other { path, detail },
            },
            _ => StorageError::Other { path, detail },
        };
    }
    StorageError::Other {
        path,
        detail: e.to_string(),
    }
}
