//! The open progress file: its connection, where it is, the course it writes for and whether
//! it was opened only to read. Every file of `storage` adds what it reads or writes to
//! `Progress`; opening one is in `mod.rs`.

use std::path::PathBuf;

use rusqlite::Connection;

/// The progress file, open.
pub struct Progress {
    pub(super) conn: Connection,
    pub(super) path: PathBuf,
    /// The course written for (`course::use_course`); `''` until one is named.
    pub(super) course: String,
    /// Opened only to read: rows are never claimed for a course.
    pub(super) read_only: bool,
}

impl std::fmt::Debug for Progress {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Progress")
            .field("path", &self.path)
            .finish()
    }
}
