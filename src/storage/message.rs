//! A progress-file problem as a message naming the file, for the learner.

use super::StorageError;
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
            StorageError::Busy { path } => m::store_busy(file(path)),
            StorageError::Other { path, detail } => m::StoreOther {
                path: file(path),
                detail,
            }
            .into(),
        }
    }
}
