//! Why the playground database cannot be used, as a message naming the file.

use super::store::PlayError;
use crate::core::message::{self as m, Message};

impl PlayError {
    pub fn message(&self) -> Message {
        let file = |p: &std::path::Path| p.display().to_string();
        match self {
            PlayError::ProgressFile { path } => m::play_db_is_progress(file(path)),
            PlayError::NotPlayground { path } => m::play_db_not_ours(file(path)),
            PlayError::Damaged { path, detail } => m::PlayDbDamaged {
                file: file(path),
                detail,
            }
            .into(),
            PlayError::NotAFile { path } => m::play_guard_db_not_file(file(path)),
            PlayError::PartitionNotOurs { path } => m::play_guard_partition_not_ours(file(path)),
            PlayError::PartitionMissing { path } => m::play_guard_partition_missing(file(path)),
            PlayError::Open { path, source } => m::PlayDbOpen {
                file: file(path),
                detail: source.to_string(),
            }
            .into(),
        }
    }
}
