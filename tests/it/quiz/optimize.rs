//! `latih optimize` as a learner runs it: too few reviews are named, and a real history of
//! 410 reviews (the py-fsrs reference history) is fitted, the log loss shown before and after,
//! and the fit kept in the progress file when it predicts better.

use crate::common::pty;

use latih::core::record::{ReviewRecord, SessionKind};
use latih::core::schedule::{ItemState, Phase, Rating};
use latih::storage::Progress;

#[derive(serde::Deserialize)]
struct Reference {
    reviews: Vec<Review>,
}

#[derive(serde::Deserialize)]
struct Review {
    item: String,
    at: i64,
    rating: String,
}

fn fill(path: &std::path::Path, take: usize) {
    fill_course(path, take, "latih");
}

/// The reference history's first `take` answers, as answers of the course `course`.
fn fill_course(path: &std::path::Path, take: usize, course: &str) {
    let r: Reference = serde_json::from_str(include_str!("../../fixtures/fsrs/reference.json"))
        .expect("reference");
    let mut p = Progress::open(path).expect("create");
    // The course's answers (its id), whatever the questions are called.
    p.use_course(course, &[]).expect("scope");
    let s = crate::common::write::start(&mut p, SessionKind::Due, 1, take, r.reviews[0].at)
        .expect("session");
    for (i, rev) in r.reviews.iter().take(take).enumerate() {
        let rating = Rating::from_key(&rev.rating).expect("rating");
        let record = ReviewRecord {
            session: s,
            item: rev.item.clone(),
            kind: "single".into(),
            lesson: None,
            position: i as u32 + 1,
            shown: Vec::new(),
            answer: "{}".into(),
            correct: Some(rating != Rating::Again),
            rating,
            duration_ms: 1000,
            at: rev.at,
            interval_days: 1.0,
            shown_as: None,
        };
        let state = ItemState {
            stability: 1.0,
            difficulty: 5.0,
            due: rev.at + 86_400,
            last_review: rev.at,
            reps: 1,
            lapses: 0,
            phase: Phase::Review,
        };
        crate::common::write::answer(&mut p, &record, &state).expect("record");
    }
}

fn optimize(path: &std::path::Path, lang: &str) -> (i32, String, String) {
    let out = crate::common::latih()
        .args(["--lang", lang, "--progress"])
        .arg(path)
        .arg("optimize")
        .output()
        .expect("latih");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn setting(path: &std::path::Path, key: &str) -> Option<String> {
    rusqlite::Connection::open(path)
        .and_then(|c| {
            c.query_row("SELECT value FROM settings WHERE key = ?1", [key], |r| {
                r.get(0)
            })
        })
        .ok()
}

/// The answers a fit of the bundled course reads.
fn answers(path: &std::path::Path) -> Vec<latih::core::optimize::Answer> {
    let mut p = Progress::open(path).expect("open");
    p.use_course("latih", &[]).expect("scope");
    p.answers().expect("answers")
}

/// What the bundled course keeps of its own fit (`fsrs-parameters`, `fsrs-fit`).
fn course_fit(path: &std::path::Path, key: &str) -> Option<String> {
    rusqlite::Connection::open(path)
        .and_then(|c| {
            c.query_row(
                "SELECT value FROM course_options WHERE course_id = 'latih' AND key = ?1",
                [key],
                |r| r.get(0),
            )
        })
        .ok()
}

#[test]
fn answers_all_on_one_day_fit_nothing_and_a_missing_file_is_not_created() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("p.sqlite3");
    // The reference history's first answers, all given within its first day.
    fill(&path, 7);
    let (code, out, err) = optimize(&path, "en");
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("None of your 7 answers came on a later day"),
        "{out}"
    );
    assert_eq!(course_fit(&path, "fsrs-parameters"), None);
    let (_, out, _) = optimize(&path, "id");
    assert!(out.contains("Dari 7 jawabanmu"), "{out}");
    // A progress file that is not there: nothing to fit, nothing made.
    let missing = dir.path().join("none.sqlite3");
    let (code, out, _) = optimize(&missing, "en");
    assert_eq!(code, 0);
    assert!(out.contains("does not exist yet"), "{out}");
    assert!(!missing.exists());
}

#[test]
fn a_real_history_is_fitted_and_the_fit_kept_when_it_predicts_better() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("p.sqlite3");
    fill(&path, 410);
    let (code, out, err) = optimize(&path, "en");
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("to 410 answers"), "{out}");
    assert!(out.contains("Log loss"), "{out}");
    match course_fit(&path, "fsrs-parameters") {
        Some(w) => {
            let w: Vec<f32> = serde_json::from_str(&w).expect("a JSON array");
            assert_eq!(w.len(), 21);
            let fit: serde_json::Value =
                serde_json::from_str(&course_fit(&path, "fsrs-fit").expect("fit")).expect("json");
            assert!(fit["after"].as_f64() < fit["before"].as_f64(), "{fit}");
            assert!(out.contains("used from now on"), "{out}");
        }
        None => assert!(out.contains("kept"), "{out}"),
    }
}

#[test]
fn the_statistics_screen_fits_the_scheduler_on_o_and_the_screen_stays_live() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("p.sqlite3");
    fill(&path, 410);
    let file = path.to_string_lossy().to_string();
    let mut s = pty::start_with(
        &["--lang", "en", "--progress", &file],
        &[("LATIH_PROGRESS", file.as_str())],
    );
    s.wait_for("Statistics");
    // Review comes first on the map, then Statistics.
    s.send("j");
    s.send("\r");
    s.wait_for("o fit scheduler");
    s.send("o");
    s.wait_for("to 410 answers");
    let screen = s.contents();
    let kept = course_fit(&path, "fsrs-parameters").is_some();
    if kept {
        assert!(screen.contains("used from now on"), "{screen}");
        // The statistics say which parameters schedule now.
        s.send("G");
        s.wait_for("FSRS fitted to your 410 reviews");
    } else {
        assert!(screen.contains("parameters in use are kept"), "{screen}");
    }
    s.send("q");
    s.send("q");
    assert!(s.wait_exit().success());
}

/// One question answered thousands of times: the fit reads only its first answers, so its
/// training items cannot grow with the square of its history (1.5 million answers of one
/// question once took 24 GB).
#[test]
fn one_question_answered_thousands_of_times_is_read_only_to_its_cap() {
    use latih::core::optimize::MAX_REVIEWS_PER_ITEM;
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("p.sqlite3");
    fill(&path, 410);
    let before = answers(&path);
    // 3,000 more answers of one question, written in one transaction by the stock client.
    let conn = rusqlite::Connection::open(&path).expect("open");
    conn.execute_batch(
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000)
         INSERT INTO reviews (course_id, session_id, item_id, item_kind, lesson_id, position,
                              shown, answer, correct, rating, duration_ms, reviewed_at,
                              interval_days)
         SELECT course_id, session_id, 'busy', item_kind, lesson_id, i, shown, answer,
                correct, rating, duration_ms,
                strftime('%Y-%m-%dT%H:%M:%SZ', '2026-01-01', '+' || i || ' hours'),
                interval_days
         FROM n, (SELECT * FROM reviews LIMIT 1)",
    )
    .expect("a long history");
    let after = answers(&path);
    let busy = after.iter().filter(|a| a.item.ends_with("busy")).count();
    assert_eq!(busy, MAX_REVIEWS_PER_ITEM);
    assert_eq!(after.len(), before.len() + MAX_REVIEWS_PER_ITEM);
    let items = latih::core::optimize::items(&after, latih::core::clock::Clock::from_ms(0, 0));
    let longest = items.iter().map(|i| i.reviews.len()).max().unwrap_or(0);
    assert!(longest <= MAX_REVIEWS_PER_ITEM, "{longest}");
}

/// Every question's memory after a fit is its history replayed with the fitted parameters,
/// and `--reset` replays it with the defaults again; due dates stay.
#[test]
fn a_kept_fit_and_a_reset_recalculate_every_questions_memory() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("p.sqlite3");
    fill(&path, 410);
    let rows = |path: &std::path::Path| -> Vec<(String, f64, String)> {
        let c = rusqlite::Connection::open(path).expect("open");
        let mut st = c
            .prepare("SELECT item_id, stability, due_at FROM schedule ORDER BY item_id")
            .expect("prepare");
        st.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
            .expect("rows")
            .collect::<Result<_, _>>()
            .expect("rows")
    };
    let before = rows(&path);
    let (_, out, err) = optimize(&path, "en");
    let Some(w) = course_fit(&path, "fsrs-parameters") else {
        // The fit predicted no better: nothing changes.
        assert!(out.contains("kept"), "{out}{err}");
        assert_eq!(rows(&path), before);
        return;
    };
    assert!(
        out.contains("recalculated with the new parameters (30 questions)"),
        "{out}"
    );
    let fitted: Vec<f32> = serde_json::from_str(&w).expect("weights");
    let after = rows(&path);
    assert_ne!(before, after, "memory moved with the parameters");
    for (b, a) in before.iter().zip(&after) {
        assert_eq!((&b.0, &b.2), (&a.0, &a.2), "due dates are kept");
    }
    // Replaying one question's history with the fitted weights gives its stored stability.
    let c = rusqlite::Connection::open(&path).expect("open");
    let history: Vec<(i64, latih::core::schedule::Rating)> = c
        .prepare("SELECT unixepoch(reviewed_at), rating FROM reviews WHERE item_id = 'q1' ORDER BY reviewed_at")
        .expect("prepare")
        .query_map([], |r| Ok((r.get(0)?, r.get::<_, String>(1)?)))
        .expect("rows")
        .filter_map(Result::ok)
        .filter_map(|(t, r)| latih::core::schedule::Rating::from_key(&r).map(|r| (t, r)))
        .collect();
    let clock = latih::core::clock::Clock::new(0, 0);
    let (s, _) = latih::core::optimize::memory_of(&history, clock, &fitted)
        .expect("memory")
        .expect("history");
    let stored = after.iter().find(|r| r.0 == "q1").expect("q1").1;
    assert!((stored - f64::from(s)).abs() < 1e-3, "{stored} vs {s}");
    // --reset: back to the defaults, memory replayed with them.
    let out = crate::common::latih()
        .args(["--lang", "en", "--progress"])
        .arg(&path)
        .args(["optimize", "--reset"])
        .output()
        .expect("latih");
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains(
            "This course's own fit is forgotten; it uses FSRS's default parameters again"
        ),
        "{said}"
    );
    assert_eq!(course_fit(&path, "fsrs-parameters"), None);
    let (s, _) = latih::core::optimize::memory_of(&history, clock, &fsrs::DEFAULT_PARAMETERS)
        .expect("memory")
        .expect("history");
    let stored = rows(&path).into_iter().find(|r| r.0 == "q1").expect("q1").1;
    assert!((stored - f64::from(s)).abs() < 1e-3, "{stored} vs {s}");
}

#[test]
fn parameters_that_no_longer_load_are_refused_with_a_sentence() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("p.sqlite3");
    fill(&path, 20);
    let c = rusqlite::Connection::open(&path).expect("open");
    c.execute(
        "INSERT INTO settings (key, value) VALUES ('fsrs_parameters', '[1, 2, 3]')",
        [],
    )
    .expect("bad weights");
    drop(c);
    let out = crate::common::latih()
        .args(["--lang", "en", "--progress"])
        .arg(&path)
        .arg("stats")
        .output()
        .expect("latih");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("cannot be used") && err.contains("optimize --reset"),
        "{err}"
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("default parameters"), "{text}");
}

/// A course's own fit reads only its reviews and is kept for it; `--all-courses` fits every
/// course's and keeps the fit they share; `--reschedule` moves due dates to the new
/// intervals.
#[test]
fn a_courses_fit_is_its_own_and_a_fit_of_every_course_is_shared() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("p.sqlite3");
    fill(&path, 410);
    fill_course(&path, 410, "another-course");
    let (code, out, err) = optimize(&path, "en");
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("to 410 answers"), "the course's own: {out}");
    assert!(
        out.contains("Of the 30 questions answered, 30 were answered on more than one day"),
        "{out}"
    );
    assert!(
        out.contains("parameters were fitted") || out.contains("FSRS fits"),
        "{out}"
    );
    assert_eq!(setting(&path, "fsrs_parameters"), None, "nothing shared");
    if course_fit(&path, "fsrs-parameters").is_some() {
        assert!(out.contains("kept for this course"), "{out}");
        assert!(
            out.contains("latih optimize --reschedule"),
            "the offer: {out}"
        );
    }
    let all = crate::common::latih()
        .args(["--lang", "en", "--progress"])
        .arg(&path)
        .args(["optimize", "--all-courses", "--reschedule"])
        .output()
        .expect("latih");
    let out = String::from_utf8_lossy(&all.stdout);
    assert!(out.contains("to 820 answers"), "every course's: {out}");
    if setting(&path, "fsrs_parameters").is_some() {
        assert!(
            out.contains("kept for every course that has no fit of its own"),
            "{out}"
        );
        assert!(out.contains("due dates were moved"), "{out}");
    }
}
