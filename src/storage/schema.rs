//! The progress file's schema, as append-only steps under `PRAGMA user_version`. A step is
//! never edited once released: a change is a new step (`migrations` runs them).

use std::path::Path;

use rusqlite::Connection;

use super::error::{StorageError, classify};

/// Step N (1-based) brings a file from version N-1 to N.
pub const MIGRATIONS: &[&str] = &[
    // 1: lessons, sessions, the review log and the schedule.
    "CREATE TABLE lessons (
        lesson_id       TEXT PRIMARY KEY,
        status          TEXT NOT NULL CHECK (status IN ('opened', 'done')),
        last_part       TEXT,
        last_offset     INTEGER NOT NULL DEFAULT 0,
        seconds_spent   INTEGER NOT NULL DEFAULT 0,
        first_opened_at TEXT NOT NULL,
        updated_at      TEXT NOT NULL
    );
    CREATE TABLE sessions (
        session_id INTEGER PRIMARY KEY,
        kind       TEXT NOT NULL CHECK (kind IN ('due', 'review-lesson')),
        source     TEXT,
        seed       INTEGER NOT NULL,
        started_at TEXT NOT NULL,
        ended_at   TEXT,
        planned    INTEGER NOT NULL,
        answered   INTEGER NOT NULL DEFAULT 0,
        correct    INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE reviews (
        review_id     INTEGER PRIMARY KEY,
        session_id    INTEGER NOT NULL REFERENCES sessions (session_id),
        item_id       TEXT NOT NULL,
        item_kind     TEXT NOT NULL,
        lesson_id     TEXT,
        position      INTEGER NOT NULL,
        shown         TEXT NOT NULL,
        answer        TEXT NOT NULL,
        correct       INTEGER CHECK (correct IN (0, 1)),
        rating        TEXT NOT NULL CHECK (rating IN ('again', 'hard', 'good', 'easy')),
        duration_ms   INTEGER NOT NULL,
        reviewed_at   TEXT NOT NULL,
        interval_days REAL NOT NULL
    );
    CREATE INDEX reviews_by_time ON reviews (reviewed_at);
    CREATE INDEX reviews_by_item ON reviews (item_id, reviewed_at);
    CREATE TABLE schedule (
        item_id        TEXT PRIMARY KEY,
        item_kind      TEXT NOT NULL,
        lesson_id      TEXT,
        stability      REAL NOT NULL,
        difficulty     REAL NOT NULL,
        due_at         TEXT NOT NULL,
        last_review_at TEXT NOT NULL,
        reps           INTEGER NOT NULL,
        lapses         INTEGER NOT NULL
    );
    CREATE INDEX schedule_by_due ON schedule (due_at);",
    // 2: timed oral drills. A row is written when the clock starts, as `abandoned`, so a
    // drill cut short (even by SIGKILL) stays on record without counting as a fail.
    "CREATE TABLE drill_attempts (
        attempt_id     INTEGER PRIMARY KEY,
        drill_id       TEXT NOT NULL,
        lesson_id      TEXT,
        started_at     TEXT NOT NULL,
        ended_at       TEXT,
        limit_seconds  INTEGER NOT NULL,
        duration_ms    INTEGER NOT NULL DEFAULT 0,
        overtime_ms    INTEGER NOT NULL DEFAULT 0,
        ticked         TEXT NOT NULL DEFAULT '[]',
        ticked_count   INTEGER NOT NULL DEFAULT 0,
        checklist_size INTEGER NOT NULL,
        pass_mark      INTEGER NOT NULL,
        status         TEXT NOT NULL DEFAULT 'abandoned'
                       CHECK (status IN ('abandoned', 'passed', 'failed'))
    );
    CREATE INDEX drill_attempts_by_drill ON drill_attempts (drill_id, started_at);",
    // 3: Anki's phases (learning and relearning steps), and the learner's settings (the
    // hour the day starts, fitted FSRS parameters). Items scheduled before steps existed
    // had intervals of their own and are taken as graduated.
    "ALTER TABLE schedule ADD COLUMN phase TEXT NOT NULL DEFAULT 'review'
        CHECK (phase IN ('learning', 'review', 'relearning'));
    ALTER TABLE schedule ADD COLUMN step INTEGER;
    CREATE TABLE settings (
        key   TEXT PRIMARY KEY,
        value TEXT NOT NULL
    );",
    // 4: progress kept per course. Every row names its course (`course.yaml`'s id, or the
    // folder of a course without one); rows from before are '' until a course that defines
    // their lesson or question opens the file and claims them. Lesson and schedule rows are
    // keyed by course too, so one id in two courses keeps two histories. reviews_by_item
    // stays (item_id, reviewed_at): the views filter by course beside it, and "seen before
    // today?" looks an item up by it.
    "ALTER TABLE sessions ADD COLUMN course_id TEXT NOT NULL DEFAULT '';
    ALTER TABLE reviews ADD COLUMN course_id TEXT NOT NULL DEFAULT '';
    ALTER TABLE drill_attempts ADD COLUMN course_id TEXT NOT NULL DEFAULT '';
    CREATE TABLE lessons_by_course (
        course_id       TEXT NOT NULL DEFAULT '',
        lesson_id       TEXT NOT NULL,
        status          TEXT NOT NULL CHECK (status IN ('opened', 'done')),
        last_part       TEXT,
        last_offset     INTEGER NOT NULL DEFAULT 0,
        seconds_spent   INTEGER NOT NULL DEFAULT 0,
        first_opened_at TEXT NOT NULL,
        updated_at      TEXT NOT NULL,
        PRIMARY KEY (course_id, lesson_id)
    );
    INSERT INTO lessons_by_course (lesson_id, status, last_part, last_offset, seconds_spent,
                                   first_opened_at, updated_at)
        SELECT lesson_id, status, last_part, last_offset, seconds_spent, first_opened_at,
               updated_at FROM lessons;
    DROP TABLE lessons;
    ALTER TABLE lessons_by_course RENAME TO lessons;
    CREATE TABLE schedule_by_course (
        course_id      TEXT NOT NULL DEFAULT '',
        item_id        TEXT NOT NULL,
        item_kind      TEXT NOT NULL,
        lesson_id      TEXT,
        stability      REAL NOT NULL,
        difficulty     REAL NOT NULL,
        due_at         TEXT NOT NULL,
        last_review_at TEXT NOT NULL,
        reps           INTEGER NOT NULL,
        lapses         INTEGER NOT NULL,
        phase          TEXT NOT NULL DEFAULT 'review'
                       CHECK (phase IN ('learning', 'review', 'relearning')),
        step           INTEGER,
        PRIMARY KEY (course_id, item_id)
    );
    INSERT INTO schedule_by_course (item_id, item_kind, lesson_id, stability, difficulty,
                                    due_at, last_review_at, reps, lapses, phase, step)
        SELECT item_id, item_kind, lesson_id, stability, difficulty, due_at, last_review_at,
               reps, lapses, phase, step FROM schedule;
    DROP TABLE schedule;
    ALTER TABLE schedule_by_course RENAME TO schedule;
    CREATE INDEX schedule_by_due ON schedule (due_at);",
    // 5: what each answered question was when shown, which the day's limits count as Anki
    // counts them (a step within the day uses no allowance).
    "ALTER TABLE reviews ADD COLUMN shown_as TEXT
         CHECK (shown_as IN ('new', 'learning', 'day-learning', 'review'));",
    // 6: questions the learner suspended or buried, and leeches (Anki's card flags), new
    // questions included, so kept apart from the schedule.
    "CREATE TABLE item_flags (
        course_id    TEXT NOT NULL DEFAULT '',
        item_id      TEXT NOT NULL,
        suspended    INTEGER NOT NULL DEFAULT 0 CHECK (suspended IN (0, 1)),
        buried_until TEXT,
        leech        INTEGER NOT NULL DEFAULT 0 CHECK (leech IN (0, 1)),
        updated_at   TEXT NOT NULL,
        PRIMARY KEY (course_id, item_id)
    );",
    // 7: each course's review options (Anki's presets), one row per option the learner
    // kept, by its command-line name; an option without a row takes its default.
    "CREATE TABLE course_options (
        course_id  TEXT NOT NULL DEFAULT '',
        key        TEXT NOT NULL,
        value      TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (course_id, key)
    );",
    // 8: rows from before course ids, found at once: every start claims the course's own
    // (use_course), and without these a file of 100,000 long-claimed reviews was read row
    // by row each time to find none. The indexes hold only unclaimed rows.
    "CREATE INDEX reviews_unclaimed ON reviews (item_id) WHERE course_id = '';
    CREATE INDEX schedule_unclaimed ON schedule (item_id) WHERE course_id = '';
    CREATE INDEX lessons_unclaimed ON lessons (lesson_id) WHERE course_id = '';
    CREATE INDEX drill_attempts_unclaimed ON drill_attempts (drill_id) WHERE course_id = '';",
    // 9: what the learner leaves in the tools between runs: a calculator's values (per
    // course) and the scratchpad's lines (shared by every course: course_id '*'), as JSON.
    "CREATE TABLE kept (
        course_id  TEXT NOT NULL,
        key        TEXT NOT NULL,
        value      TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (course_id, key)
    );",
];

pub fn current() -> i64 {
    MIGRATIONS.len() as i64
}

pub fn version(conn: &Connection, path: &Path) -> Result<i64, StorageError> {
    conn.query_row("PRAGMA user_version", [], |r| r.get(0))
        .map_err(|e| classify(path, e))
}
