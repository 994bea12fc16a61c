//! The learner's settings kept in the progress file (the hour their day starts, FSRS
//! parameters fitted to their reviews), as plain keys and text values.

use rusqlite::{OptionalExtension, params};

use super::error::StorageError;
use super::progress::Progress;

/// `settings.key` of the hour the learner's day starts, `0`..`23`.
pub const DAY_START_HOUR: &str = "day_start_hour";
/// `settings.key` of the FSRS parameters fitted by `latih optimize`, as a JSON array.
pub const FSRS_PARAMETERS: &str = "fsrs_parameters";
/// `settings.key` of what the last fit found: `{"at":…,"reviews":…,"before":…,"after":…}`.
pub const FSRS_FIT: &str = "fsrs_fit";

impl Progress {
    pub fn setting(&self, key: &str) -> Result<Option<String>, StorageError> {
        self.conn
            .query_row(
                "SELECT value FROM settings WHERE key = ?1",
                params![key],
                |r| r.get(0),
            )
            .optional()
            .map_err(|e| self.err(e))
    }

    pub fn forget_setting(&mut self, key: &str) -> Result<(), StorageError> {
        self.conn
            .execute("DELETE FROM settings WHERE key = ?1", params![key])
            .map(|_| ())
            .map_err(|e| self.err(e))
    }

    pub fn set_setting(&mut self, key: &str, value: &str) -> Result<(), StorageError> {
        self.conn
            .execute(
                "INSERT INTO settings (key, value) VALUES (?1, ?2)
                 ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                params![key, value],
            )
            .map(|_| ())
            .map_err(|e| self.err(e))
    }
}
