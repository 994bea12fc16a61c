//! A progress-file problem as a message naming the file, for the learner.

use super::error::StorageError;
use crate::core::message::{self as m, Message};

impl StorageError {
    pub fn message(&self) -> Message {
        let file = |p: &std::path::Path| p.display().to_string();
        match self {
            StorageError::NotSqlite { path } => m::store_not_sqlite(file(path)),
            StorageError::Corrupt { path, detail } => m::StoreCorrupt {
                path: file(path),
                detail,
            }
            .into(),
            StorageError::Newer {
                path,
                found,
                supported,
            } => m::StoreNewer {
                path: file(path),
                found: found.to_string(),
                supported: supported.to_string(),
            }
            .into(),
            StorageError::Foreign { path } => m::store_foreign(file(path)),
            StorageError::BadVersion { path, found } => m::StoreBadVersion {
                path: file(path),
                found: found.to_string(),
            }
            .into(),
            StorageError::NeedsUpdate { path, found } => m::StoreNeedsUpdate {
                path: file(path),
                found: found.to_string(),
            }
            .into(),
            StorageError::ReadOnly { path } => m::store_read_only(file(path)),
            StorageError::NoFolder { path } => m::store_no_folder(file(path)),
            StorageError::Full { path } => m::store_full(file(path)),
            StorageError::NotPlain { path } => m::store_not_plain(file(path)),
            StorageError::Busy { path } => m::store_busy(file(path)),
            StorageError::Other { path, detail } => m::StoreOther {
                path: file(path),
                detail,
            }
            .into(),
        }
    }
}

/// Why a file that is not a course file was not read, as words that follow "FILE: ".
pub fn read_error(e: &crate::safefs::ReadError) -> Message {
    use crate::safefs::{Kind, ReadError};
    match e {
        ReadError::Refused(Kind::Link) => m::file_refused_link(),
        ReadError::Refused(Kind::NotPlain) => m::file_refused_not_plain(),
        ReadError::TooLarge { limit, .. } => m::file_too_large((limit >> 20).to_string()),
        ReadError::NotFound | ReadError::Io(_) => m::file_damaged(e.to_string()),
    }
}

/// Why a file was not written, as words that follow "FILE: ".
pub fn write_error(e: &crate::safefs::WriteError) -> Message {
    use crate::safefs::{Kind, WriteError};
    match e {
        WriteError::Refused(Kind::Link) => m::file_refused_link(),
        WriteError::Refused(Kind::NotPlain) => m::file_refused_not_plain(),
        WriteError::Exists => m::file_exists(),
        WriteError::Io(io) => m::file_damaged(io.to_string()),
    }
}

/// Why a recovery file is still waiting, as words that follow "FILE: ".
pub fn recovery_error(e: &super::recovery::RecoveryError) -> Message {
    use super::recovery::RecoveryError;
    match e {
        RecoveryError::Unreadable { why, .. } => read_error(why),
        RecoveryError::Damaged { detail, .. } => m::file_damaged(detail.as_str()),
        RecoveryError::Newer { version, .. } => {
            m::recovery_newer(usize::try_from(*version).unwrap_or(usize::MAX))
        }
        RecoveryError::Storage(s) => s.message(),
    }
}
