//! A learner's day end to end, the real binary in a pty with its clock set by LATIH_NOW
//! and the progress file read back with SQL: the day rolls over at 04:00 while latih is
//! open, and a question suspended on its verdict or made a leech stays out of reviews.

use crate::common;

use std::path::Path;
use std::time::{Duration, Instant};

use common::pty::{Session, start_with};
use latih::core::record::{ReviewRecord, SessionKind};
use latih::core::schedule::{ItemState, Phase, Rating};
use latih::storage::Progress;

/// Waits up to `secs` for `text` (a wait across a clock's minute needs more than the
/// usual 20 s on a busy machine).
fn wait_long(s: &Session, text: &str, secs: u64) {
    let deadline = Instant::now() + Duration::from_secs(secs);
    while Instant::now() < deadline {
        if s.contents().contains(text) {
            return;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    panic!("timed out waiting for {text:?}; screen:\n{}", s.contents());
}

#[test]
fn the_day_rolls_over_at_four_while_latih_is_open() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("p.sqlite3").to_string_lossy().to_string();
    let args = [
        "--lang",
        "en",
        "--course",
        "tests/fixtures/valid",
        "--seed",
        "1",
        "--new-per-day",
        "1",
        "--learning-steps",
        "none",
    ];
    // 03:59:40: the day's one new question is taken before the day ends.
    let env = [
        ("LATIH_NOW", "2026-12-02T03:59:40Z"),
        ("TZ", "UTC"),
        ("LATIH_PROGRESS", file.as_str()),
    ];
    let mut s = start_with(&args, &env);
    s.wait_for("Review: nothing due, 1 new");
    s.send("g");
    s.send("\r");
    s.wait_for("1 new · 0 learning · 0 to review");
    s.answer_any();
    s.wait_for("Summary");
    s.send("\x1b");
    s.wait_for("Review: nothing due");
    assert!(!s.contents().contains(", 1 new"), "{}", s.contents());
    // No key pressed: at 04:00 the new day's question is offered (and the one answered
    // is due again if it was rated Again: one day, without learning steps).
    wait_long(&s, ", 1 new", 60);
    s.send("\r");
    s.wait_for("1 new · 0 learning");
    s.send("\x1b");
    s.send("q");
    assert!(s.wait_exit().success());
}

const T0: i64 = 1_796_112_000; // 2026-12-01T08:00:00Z

/// A graduated question due now with `lapses` lapses, due `due` seconds before T0.
fn seed_review(p: &mut Progress, item: &str, lapses: u32, due: i64) {
    let s =
        crate::common::write::start(p, SessionKind::Due, 1, 1, T0 - 4 * 86_400).expect("session");
    let record = ReviewRecord {
        session: s,
        item: item.into(),
        kind: "single".into(),
        lesson: Some("edges".into()),
        position: 1,
        shown: Vec::new(),
        answer: "{}".into(),
        correct: Some(true),
        rating: Rating::Good,
        duration_ms: 1000,
        at: T0 - 4 * 86_400,
        interval_days: 3.0,
        shown_as: Some(latih::core::queue::Kind::Review),
    };
    let state = ItemState {
        stability: 3.0,
        difficulty: 6.0,
        due: T0 - due,
        last_review: T0 - 4 * 86_400,
        reps: 10,
        lapses,
        phase: Phase::Review,
    };
    crate::common::write::answer(p, &record, &state).expect("record");
}

fn flags(path: &Path) -> Vec<(String, i64, i64)> {
    let conn = rusqlite::Connection::open(path).expect("open");
    let mut stmt = conn
        .prepare("SELECT item_id, suspended, leech FROM item_flags ORDER BY item_id")
        .expect("flags");
    stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .expect("rows")
        .collect::<Result<_, _>>()
        .expect("read")
}

/// Answers whatever is on screen and waits for the verdict and its rating buttons.
fn answer(s: &mut Session) {
    let screen = s.contents();
    if screen.contains("Your estimate") {
        s.send("40");
        s.send("\r");
    } else if screen.contains("Pick every answer") {
        s.send("1");
        s.send("\r");
    } else if screen.contains("Your answer (optional)") || screen.contains("Put the steps") {
        s.send("\r");
    } else {
        s.send("1");
    }
    s.wait_for("[1 Again");
}

#[test]
fn a_suspended_question_and_a_leech_stay_out_of_the_next_review() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("p.sqlite3");
    {
        let mut p = Progress::open(&path).expect("open");
        let ids = ["b-direction", "b-size", "b-fixes", "b-order", "b-recall"];
        p.use_course("valid-fixture", &ids).expect("scope");
        // b-size first (due earlier), then b-direction at its eighth lapse if forgotten.
        seed_review(&mut p, "b-size", 0, 2 * 86_400);
        seed_review(&mut p, "b-direction", 7, 86_400);
    }
    let file = path.to_string_lossy().to_string();
    let env = [
        ("LATIH_NOW", "2026-12-01T08:00:00Z"),
        ("TZ", "UTC"),
        ("LATIH_PROGRESS", file.as_str()),
    ];
    let args = [
        "--lang",
        "en",
        "--course",
        "tests/fixtures/valid",
        "--new-per-day",
        "0",
        "review",
    ];
    let mut s = start_with(&args, &env);
    s.wait_for("0 new · 0 learning · 2 to review");
    // The first (b-size): answered, then suspended from its verdict.
    answer(&mut s);
    s.send("s");
    s.wait_for("Suspended, not recorded");
    // b-direction, answered and forgotten: its eighth lapse.
    s.wait_for("0 new · 0 learning · 1 to review");
    answer(&mut s);
    s.read_verdict();
    s.send("1");
    s.wait_for("forgotten this question 8 times");
    s.send("\x1b");
    assert!(s.wait_exit().success());
    assert_eq!(
        flags(&path),
        [
            ("b-direction".to_string(), 1, 1),
            ("b-size".to_string(), 1, 0)
        ]
    );
    let conn = rusqlite::Connection::open(&path).expect("open");
    let ratings: Vec<(String, String)> = conn
        .prepare("SELECT item_id, rating FROM reviews WHERE reviewed_at > '2026-12-01' ORDER BY review_id")
        .expect("reviews")
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .expect("rows")
        .collect::<Result<_, _>>()
        .expect("read");
    assert_eq!(ratings, [("b-direction".to_string(), "again".to_string())]);
    // The next run: nothing to review.
    let mut s = start_with(&args, &env);
    s.wait_for("Nothing was answered in this review");
    s.send("\x1b");
    assert!(s.wait_exit().success());
}

#[test]
fn options_given_with_save_are_kept_for_the_course_and_others_last_one_run() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("p.sqlite3");
    let file = path.to_string_lossy().to_string();
    let env = [
        ("LATIH_NOW", "2026-12-01T08:00:00Z"),
        ("TZ", "UTC"),
        ("LATIH_PROGRESS", file.as_str()),
    ];
    let run = |extra: &[&str]| {
        let mut args = vec!["--lang", "en", "--course", "tests/fixtures/valid", "review"];
        args.extend_from_slice(extra);
        start_with(&args, &env)
    };
    // Kept with --save.
    let mut s = run(&["--new-per-day", "2", "--save"]);
    s.wait_for("2 new · 0 learning · 0 to review");
    s.send("\x1b");
    assert!(s.wait_exit().success());
    // A plain run uses what was kept.
    let mut s = run(&[]);
    s.wait_for("2 new · 0 learning · 0 to review");
    s.send("\x1b");
    assert!(s.wait_exit().success());
    // Without --save a flag lasts one run, and the run says so.
    let mut s = run(&["--new-per-day", "3"]);
    s.wait_for("3 new · 0 learning · 0 to review");
    s.wait_for("For this run only: --new-per-day 3");
    s.send("\x1b");
    assert!(s.wait_exit().success());
    let mut s = run(&[]);
    s.wait_for("2 new · 0 learning · 0 to review");
    s.send("\x1b");
    assert!(s.wait_exit().success());
    let conn = rusqlite::Connection::open(&path).expect("open");
    let kept: Vec<(String, String, String)> = conn
        .prepare("SELECT course_id, key, value FROM course_options")
        .expect("options")
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .expect("rows")
        .collect::<Result<_, _>>()
        .expect("read");
    assert_eq!(
        kept,
        [(
            "valid-fixture".to_string(),
            "new-per-day".to_string(),
            "2".to_string()
        )]
    );
    // `latih stats` lists every option and where its value comes from.
    let out = common::latih()
        .args(["--lang", "en", "--course", "tests/fixtures/valid", "stats"])
        .env("LATIH_PROGRESS", &path)
        .output()
        .expect("stats");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("New questions a day                    2  (kept for this course)"),
        "{text}"
    );
    assert!(
        text.contains("Desired retention                      0.9  (default)"),
        "{text}"
    );
}
