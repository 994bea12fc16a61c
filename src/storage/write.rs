//! The one way anything is kept in the progress file: `Progress::write(&Write)`, each write
//! in its own transaction. The runner's queue, recovery files, the command line, the tests
//! and the benchmarks all go through here, so a write means the same rows wherever it comes
//! from.

use super::error::StorageError;
use super::progress::Progress;
use super::{drill, flags, kept, options, record};
use crate::core::record::{LessonStatus, ReviewRecord};
use crate::core::write::Write;

impl Progress {
    /// Keeps one write, in one transaction. Starting a session or a drill attempt gives the
    /// id of its new row.
    pub fn write(&mut self, w: &Write) -> Result<Option<i64>, StorageError> {
        let path = self.path.clone();
        let err = |e| super::error::classify(&path, e);
        let tx = self.conn.transaction().map_err(err)?;
        let id = write_in(&tx, w).map_err(err)?;
        tx.commit().map_err(err)?;
        Ok(id)
    }
}

/// The rows of one write; the caller holds the transaction (a recovery file writes all of
/// its writes in one).
pub(super) fn write_in(conn: &rusqlite::Connection, w: &Write) -> rusqlite::Result<Option<i64>> {
    match w {
        Write::StartSession {
            kind,
            source,
            seed,
            planned,
            at,
        } => {
            let id = record::insert_session(conn, *kind, source.as_deref(), *seed, *planned, *at)?;
            return Ok(Some(id));
        }
        Write::StartDrill(start) => return drill::insert_drill(conn, start).map(Some),
        Write::Record { record, state } => record::insert_review(conn, record, state)?,
        Write::FinishSession { session, at } => record::finish_session(conn, *session, *at)?,
        Write::Undo { record, previous } => {
            super::undo::undo_review(conn, record, previous.as_ref())?
        }
        // Setting an attempt's ending twice gives the same row.
        Write::EndDrill {
            end,
            item,
            lesson,
            state,
        } => {
            let schedule = state
                .as_ref()
                .map(|s| (item.as_str(), lesson.as_deref(), s));
            drill::write_drill_end(conn, end, schedule)?;
        }
        Write::LessonStatus { lesson, done, at } => {
            if *done {
                record::set_lesson_status(conn, lesson, LessonStatus::Done, *at)?;
            } else {
                record::set_lesson_status(conn, lesson, LessonStatus::Opened, *at)?;
                record::reopen_lesson(conn, lesson, *at)?;
            }
        }
        Write::SavePlace {
            lesson,
            part,
            offset,
            seconds,
            at,
        } => record::save_place(conn, lesson, part, *offset, *seconds, *at)?,
        Write::SetFlags { item, flags, at } => flags::set_flags(conn, item, flags, *at)?,
        Write::Forget(item) => flags::forget(conn, item)?,
        Write::Keep {
            key,
            value,
            shared,
            at,
        } => kept::set_kept(conn, key, value.as_deref(), *shared, *at)?,
        Write::SaveOption { key, value, at } => {
            options::set_course_option(conn, key, value.as_deref(), *at)?;
            // Back to the default: the day's start an earlier release kept for every
            // course goes too, or it would come back at the next start.
            if key == crate::core::options::Key::DayStartsAt.name() && value.is_none() {
                conn.execute(
                    "DELETE FROM settings WHERE key = ?1",
                    [super::settings::DAY_START_HOUR],
                )?;
            }
        }
    }
    Ok(None)
}

/// Whether a review row with this answer's session, item, position and time exists: a
/// recovery file is written in again after a crash between the commit and its removal, and
/// must not count an answer twice.
pub(super) fn review_exists(
    conn: &rusqlite::Connection,
    r: &ReviewRecord,
) -> rusqlite::Result<bool> {
    conn.query_row(
        "SELECT count(*) FROM reviews
         WHERE session_id = ?1 AND item_id = ?2 AND position = ?3 AND reviewed_at = ?4",
        rusqlite::params![r.session, r.item, r.position, crate::core::clock::iso(r.at)],
        |row| row.get::<_, i64>(0),
    )
    .map(|n| n > 0)
}
