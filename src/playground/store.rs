//! The playground's state and its errors: one SQLite store (and its partitions once split),
//! the counter queue, the guard and watchdog, and how long commands may run. Every command
//! file adds to `Playground` from here.

use std::collections::VecDeque;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use rusqlite::Connection;

use super::cancel::Cancel;
use super::cluster;
use super::guard::Guard;

/// How long a learner's statement (`sql`) may run.
pub const SQL_LIMIT: Duration = Duration::from_secs(2);

/// How long a built-in command other than gen, index and reset may run.
pub const BUILTIN_LIMIT: std::time::Duration = std::time::Duration::from_secs(10);

#[derive(Debug, thiserror::Error)]
pub enum PlayError {
    #[error("cannot open the playground database {path}: {source}")]
    Open {
        path: PathBuf,
        source: rusqlite::Error,
    },
    /// The file is a database of something else; it is left alone.
    #[error("{path} is not a playground database")]
    NotPlayground { path: PathBuf },
    #[error("{path} is the progress file")]
    ProgressFile { path: PathBuf },
    /// Left damaged by a crash (or by an older latih's fast journal); nothing was written.
    #[error("{path} is damaged: {detail}")]
    Damaged { path: PathBuf, detail: String },
    /// A link, a device, a pipe or a folder: only a regular file (or nothing) is opened.
    #[error("{path} is not a regular file")]
    NotAFile { path: PathBuf },
    /// A partition of the file is not the playground's (a link, a foreign file): left
    /// alone, and the file is not opened.
    #[error("{path} is not a playground partition")]
    PartitionNotOurs { path: PathBuf },
    /// A partition of the file is gone.
    #[error("{path} is missing")]
    PartitionMissing { path: PathBuf },
}

/// The playgrounds a course defines, shared with whoever hands over a reloaded course's.
pub type Definitions = Arc<std::sync::Mutex<Vec<crate::core::playdef::Definition>>>;

pub struct Playground {
    pub(super) conn: Connection,
    pub(super) explain: bool,
    /// Commands a counter update waits before it is applied.
    pub(super) lag: u64,
    /// Commands the relay stays behind the outbox or change log.
    pub(super) relay_lag: u64,
    /// Commands run so far: the playground's own clock for the counter queue.
    pub(super) clock: u64,
    /// Counter updates waiting: (due at clock, account, change).
    pub(super) pending: VecDeque<(u64, i64, i64)>,
    pub(super) guard: Guard,
    pub(super) cancel: Cancel,
    /// The one store's interrupt, which a stop always reaches.
    pub(super) interrupt: Arc<rusqlite::InterruptHandle>,
    /// The partitions, once `partition` has split the store.
    pub(super) cluster: Option<cluster::Cluster>,
    /// Where partition files go (beside a `--db` file); `None`: in memory.
    pub(super) parts_dir: Option<PathBuf>,
    /// Kept in a file (not in memory): the clean-close mark is kept up to date.
    pub(super) on_disk: bool,
    /// How long the learner's statement, and a built-in command, may run.
    pub(super) limits: Limits,
    /// The playgrounds the course defines, and the one in use if it is one of them.
    pub(super) defs: Definitions,
    pub(super) defined: Option<Box<super::defined::Defined>>,
    /// The plans of the store's own statements, asked once per schema.
    pub(super) plans: super::measure::Plans,
}

/// How long commands may run before the watchdog stops them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// A learner's statement (`sql`).
    pub sql: std::time::Duration,
    /// A built-in command but gen, index, reset and those that move whole tables.
    pub builtin: std::time::Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            sql: SQL_LIMIT,
            builtin: BUILTIN_LIMIT,
        }
    }
}
