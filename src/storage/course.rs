//! Which course's progress a run reads and writes. One file holds every course a learner
//! uses; each row names its course (`course_id`). Reads go through temporary views
//! (`my_lessons`, `my_sessions`, `my_reviews`, `my_schedule`, `my_drill_attempts`) that show
//! the course in use, or every course (`latih stats --all-courses`), so each query states
//! its course once, in one place. Rows written before courses were told apart have course
//! `''`: the views show them to the course that defines their lesson or question, and a
//! writing run claims them for it, so a migrated file loses nothing.

use rusqlite::params;

use super::error::StorageError;
use super::progress::Progress;

/// The temporary tables of a connection, made once when it is opened: the scope the views
/// read, and the course's ids.
const SCOPE: &str = "
    CREATE TEMP TABLE scope (course TEXT NOT NULL, every INTEGER NOT NULL);
    INSERT INTO temp.scope VALUES ('', 0);
    CREATE TEMP TABLE course_ids (id TEXT PRIMARY KEY);";

/// Each table read through a view of the course in use, and how one of its rows from before
/// course ids is known to be the course's (sessions by their answers, so after `reviews`).
const SCOPED: &[(&str, &str)] = &[
    ("lessons", "lesson_id IN temp.course_ids"),
    ("schedule", "item_id IN temp.course_ids"),
    ("reviews", "item_id IN temp.course_ids"),
    ("drill_attempts", "drill_id IN temp.course_ids"),
    ("item_flags", "item_id IN temp.course_ids"),
    (
        "sessions",
        "session_id IN (SELECT session_id FROM temp.my_reviews)",
    ),
];

/// Rows of a course's ids from before courses were told apart, taken by it (each by index).
const CLAIM: &[&str] = &[
    "UPDATE OR IGNORE main.lessons SET course_id = ?1
        WHERE course_id = '' AND lesson_id IN temp.course_ids",
    "UPDATE OR IGNORE main.schedule SET course_id = ?1
        WHERE course_id = '' AND item_id IN temp.course_ids",
    "UPDATE main.drill_attempts SET course_id = ?1
        WHERE course_id = '' AND drill_id IN temp.course_ids",
];

/// Answers of the course's questions, and then (only when some were taken: it reads every
/// answer of the course) the sessions they were given in.
const CLAIM_REVIEWS: &str = "UPDATE main.reviews SET course_id = ?1
    WHERE course_id = '' AND item_id IN temp.course_ids";
const CLAIM_SESSIONS: &str = "UPDATE main.sessions SET course_id = ?1
    WHERE course_id = '' AND session_id IN
        (SELECT session_id FROM main.reviews WHERE course_id = ?1)";

/// The temporary tables and the views every connection makes when it is opened.
pub(super) fn views() -> String {
    let mut sql = String::from(SCOPE);
    for (table, ours) in SCOPED {
        sql.push_str(&format!(
            "CREATE TEMP VIEW my_{table} AS SELECT * FROM main.{table}
             WHERE (SELECT every FROM temp.scope)
                OR course_id = (SELECT course FROM temp.scope)
                OR (course_id = '' AND {ours});"
        ));
    }
    sql
}

impl Progress {
    pub(super) fn make_views(&self) -> Result<(), StorageError> {
        self.conn.execute_batch(&views()).map_err(|e| self.err(e))
    }

    /// The course whose progress this run reads and writes, and the ids of its lessons,
    /// questions and drills (which claim rows from before courses were told apart). A file
    /// opened to write claims them at once.
    pub fn use_course(&mut self, course: &str, ids: &[&str]) -> Result<(), StorageError> {
        let path = self.path.clone();
        let err = |e| super::error::classify(&path, e);
        let tx = self.conn.transaction().map_err(err)?;
        tx.execute(
            "UPDATE temp.scope SET course = ?1, every = 0",
            params![course],
        )
        .map_err(err)?;
        tx.execute("DELETE FROM temp.course_ids", []).map_err(err)?;
        {
            let mut add = tx
                .prepare("INSERT OR IGNORE INTO temp.course_ids VALUES (?1)")
                .map_err(err)?;
            for id in ids {
                add.execute(params![id]).map_err(err)?;
            }
        }
        if !self.read_only && !course.is_empty() {
            for step in CLAIM {
                tx.execute(step, params![course]).map_err(err)?;
            }
            if tx.execute(CLAIM_REVIEWS, params![course]).map_err(err)? > 0 {
                tx.execute(CLAIM_SESSIONS, params![course]).map_err(err)?;
            }
        }
        tx.commit().map_err(err)?;
        self.course = course.to_string();
        Ok(())
    }

    /// Reads cover every course (`latih stats --all-courses`); nothing is written so.
    pub fn use_all_courses(&mut self) -> Result<(), StorageError> {
        self.conn
            .execute("UPDATE temp.scope SET every = 1", [])
            .map_err(|e| self.err(e))?;
        Ok(())
    }

    /// The course this run writes for.
    pub fn course(&self) -> &str {
        &self.course
    }
}
