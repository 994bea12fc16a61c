//! One progress file, several courses: each course's lessons, reviews, schedule and drills
//! are kept under its id and shown only with it; rows from before course ids are claimed by
//! the course that defines them; `latih stats` speaks of one course, `--all-courses` of all.

use crate::common;

use std::path::Path;
use std::process::Output;

use latih::core::record::{ReviewRecord, SessionKind};
use latih::core::schedule::{ItemState, Phase, Rating};
use latih::storage::Progress;

const T0: i64 = 1_796_112_000;

fn answer(p: &mut Progress, item: &str, lesson: &str, rating: Rating) {
    let s = crate::common::write::start(p, SessionKind::Due, 1, 1, T0).expect("session");
    let record = ReviewRecord {
        session: s,
        item: item.into(),
        kind: "recall".into(),
        lesson: Some(lesson.into()),
        position: 1,
        shown: Vec::new(),
        answer: "{}".into(),
        correct: None,
        rating,
        duration_ms: 1000,
        at: T0,
        interval_days: 1.0,
        shown_as: None,
    };
    let state = ItemState {
        stability: if rating == Rating::Again { 0.5 } else { 9.0 },
        difficulty: 5.0,
        due: T0 + 86_400,
        last_review: T0,
        reps: 1,
        lapses: 0,
        phase: Phase::Review,
    };
    crate::common::write::answer(p, &record, &state).expect("record");
}

#[test]
fn one_id_in_two_courses_keeps_two_histories() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("p.sqlite3");
    let mut p = Progress::open(&path).expect("open");
    p.use_course("alpha", &["intro", "q1"]).expect("alpha");
    answer(&mut p, "q1", "intro", Rating::Good);
    crate::common::write::lesson(&mut p, "intro", true, T0).expect("done");
    p.use_course("beta", &["intro", "q1"]).expect("beta");
    answer(&mut p, "q1", "intro", Rating::Again);
    crate::common::write::lesson(&mut p, "intro", false, T0).expect("opened");

    let lessons = |p: &Progress| p.lessons().expect("lessons");
    let stability = |p: &Progress| p.schedule().expect("schedule")["q1"].stability;
    assert_eq!(stability(&p), 0.5, "beta forgot it");
    assert!(!lessons(&p)[0].done);
    assert_eq!(p.total_reviews().expect("total"), 1);
    p.use_course("alpha", &["intro", "q1"]).expect("alpha");
    assert_eq!(stability(&p), 9.0, "alpha remembered it");
    assert!(lessons(&p)[0].done);
    assert_eq!(p.total_reviews().expect("total"), 1);
    p.use_all_courses().expect("all");
    assert_eq!(p.total_reviews().expect("total"), 2);
    let conn = rusqlite::Connection::open(&path).expect("sql");
    let rows: i64 = conn
        .query_row(
            "SELECT count(*) FROM schedule WHERE item_id = 'q1'",
            [],
            |r| r.get(0),
        )
        .expect("count");
    assert_eq!(rows, 2, "one schedule row per course");
}

/// A file as latih left it before course ids (schema version 3), with answers of the bundled
/// course and of an instructor's course.
fn version_3_file(path: &Path) {
    let conn = rusqlite::Connection::open(path).expect("create");
    for step in &latih::storage::migrations::MIGRATIONS[..3] {
        conn.execute_batch(step).expect("step");
    }
    conn.execute_batch(
        "PRAGMA user_version = 3;
         PRAGMA application_id = 1280592200;
         INSERT INTO sessions (kind, seed, started_at, planned, answered)
             VALUES ('due', 1, '2026-12-01T08:00:00Z', 2, 2);
         INSERT INTO reviews (session_id, item_id, item_kind, lesson_id, position, shown,
                              answer, rating, duration_ms, reviewed_at, interval_days)
             VALUES (1, 'm13-04-edge-count', 'single', 'm13-04', 1, '[]', '{}', 'good', 1000,
                     '2026-12-01T08:00:00Z', 1.0),
                    (1, 'theirs-q', 'recall', 'theirs', 2, '[]', '{}', 'good', 1000,
                     '2026-12-01T08:01:00Z', 1.0);
         INSERT INTO schedule (item_id, item_kind, lesson_id, stability, difficulty, due_at,
                               last_review_at, reps, lapses)
             VALUES ('m13-04-edge-count', 'single', 'm13-04', 3.0, 5.0,
                     '2026-12-03T08:00:00Z', '2026-12-01T08:00:00Z', 1, 0),
                    ('theirs-q', 'recall', 'theirs', 3.0, 5.0,
                     '2026-12-03T08:00:00Z', '2026-12-01T08:01:00Z', 1, 0);
         INSERT INTO lessons (lesson_id, status, first_opened_at, updated_at)
             VALUES ('m13-04', 'done', '2026-12-01T08:00:00Z', '2026-12-01T08:00:00Z'),
                    ('theirs', 'opened', '2026-12-01T08:00:00Z', '2026-12-01T08:00:00Z');",
    )
    .expect("rows");
}

fn latih(progress: &Path, args: &[&str]) -> Output {
    crate::common::Cmd::new(args)
        .progress(progress)
        .env("LATIH_LANG", "en")
        .output()
        .expect("run latih")
}

#[test]
fn a_file_from_before_course_ids_is_migrated_and_each_course_claims_its_own() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("p.sqlite3");
    version_3_file(&path);
    // The bundled course opens it (migrating, with a backup) and claims what it defines.
    let mut p = Progress::open(&path).expect("migrate");
    assert!(dir.path().join("p.sqlite3.v3.bak").exists());
    p.use_course("latih", &["m13-04", "m13-04-edge-count"])
        .expect("claim");
    assert_eq!(p.schedule().expect("schedule").len(), 1);
    drop(p);
    let conn = rusqlite::Connection::open(&path).expect("sql");
    let owners: Vec<(String, String)> = conn
        .prepare("SELECT item_id, course_id FROM reviews ORDER BY item_id")
        .expect("prepare")
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .expect("query")
        .collect::<Result<_, _>>()
        .expect("rows");
    assert_eq!(
        owners,
        vec![
            ("m13-04-edge-count".to_string(), "latih".to_string()),
            ("theirs-q".to_string(), String::new()),
        ],
        "the other course's answer waits for its course"
    );
    let sessions: String = conn
        .query_row("SELECT course_id FROM sessions", [], |r| r.get(0))
        .expect("session");
    assert_eq!(
        sessions, "latih",
        "the session goes with its first claimed answer"
    );

    // latih stats speaks of the bundled course only; --all-courses of every course.
    let out = latih(&path, &["stats"]);
    let one = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(
        one.contains("1 reviews in all") || one.contains("1 review in all"),
        "{one}"
    );
    let all =
        String::from_utf8_lossy(&latih(&path, &["stats", "--all-courses"]).stdout).to_string();
    assert!(all.contains("2 reviews in all"), "{all}");

    // The instructor's course, read only, sees its answer before it has claimed it.
    let course = common::temp_course(
        common::MANIFEST,
        &[(
            "theirs.yaml",
            b"format_version: 1\nid: theirs\ncode: T.1\nmodule: m\nminutes: 1\ntitle: Theirs\nblocks:\n  - paragraph: p\n",
        )],
    );
    std::fs::create_dir(course.path().join("quizzes")).expect("mkdir");
    std::fs::write(
        course.path().join("quizzes/theirs.yaml"),
        "format_version: 1\nid: theirs-bank\nlesson: theirs\nquestions:\n  - id: theirs-q\n    type: recall\n    prompt: P\n    answer: A\n    explanation: E\n",
    )
    .expect("bank");
    let theirs = latih(
        &path,
        &["stats", "--course", &course.path().to_string_lossy()],
    );
    let text = String::from_utf8_lossy(&theirs.stdout).to_string();
    assert!(text.contains("T.1 Theirs"), "{text}");
    assert!(!text.contains("M13.04"), "{text}");
}
