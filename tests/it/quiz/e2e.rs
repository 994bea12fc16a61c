//! Reviews with the real binary and the real progress file: answers survive SIGKILL, and two
//! latih processes on one file both keep everything.

use crate::common;

use common::pty::{Session, start_with};

fn answer(s: &mut Session) {
    s.answer_any();
}

fn reviews_in(path: &std::path::Path) -> i64 {
    let conn = rusqlite::Connection::open(path).expect("open the progress file");
    let ok: String = conn
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .expect("check");
    assert_eq!(ok, "ok");
    conn.query_row("SELECT count(*) FROM reviews", [], |r| r.get(0))
        .expect("count")
}

const ARGS: &[&str] = &[
    "--lang",
    "en",
    "--course",
    "tests/fixtures/valid",
    "--seed",
    "1",
    "review",
];

#[test]
fn sigkill_mid_review_loses_none_of_the_answers_given() {
    let mut s = start_with(ARGS, &[("LATIH_LANG", "en")]);
    s.wait_for("5 new · 0 learning · 0 to review");
    for _ in 0..3 {
        s.wait_asking();
        answer(&mut s);
    }
    s.wait_asking();
    let pid = s.child.process_id().expect("pid");
    std::process::Command::new("kill")
        .args(["-KILL", &pid.to_string()])
        .status()
        .expect("kill");
    s.wait_exit();
    assert_eq!(reviews_in(&s.progress), 3);
}

#[test]
fn two_processes_on_one_progress_file_both_keep_everything() {
    let dir = tempfile::tempdir().expect("tempdir");
    let shared = dir.path().join("shared.sqlite3");
    let shared_str = shared.to_string_lossy().to_string();
    let env = [
        ("LATIH_LANG", "en"),
        ("LATIH_PROGRESS", shared_str.as_str()),
    ];
    let mut a = start_with(ARGS, &env);
    a.wait_for("5 new · 0 learning · 0 to review");
    let mut b = start_with(
        &[
            "--lang",
            "en",
            "--course",
            "tests/fixtures/valid",
            "--seed",
            "2",
            "review",
        ],
        &env,
    );
    b.wait_for("5 new · 0 learning · 0 to review");
    // Interleave the answers so both write while the other holds the file open.
    for _ in 0..5 {
        a.wait_asking();
        answer(&mut a);
        b.wait_asking();
        answer(&mut b);
    }
    for s in [&mut a, &mut b] {
        // Misses would come back; leave the review (its answers are kept) and quit.
        // `latih review` is one job: leaving it leaves latih.
        s.send("\x1b");
        assert!(s.wait_exit().success());
    }
    assert!(reviews_in(&shared) >= 10);
    let conn = rusqlite::Connection::open(&shared).expect("open");
    let sessions: i64 = conn
        .query_row(
            "SELECT count(*) FROM sessions WHERE ended_at IS NOT NULL",
            [],
            |r| r.get(0),
        )
        .expect("sessions");
    assert_eq!(sessions, 2);
    let per_session: Vec<i64> = conn
        .prepare("SELECT answered FROM sessions ORDER BY session_id")
        .expect("prepare")
        .query_map([], |r| r.get(0))
        .expect("query")
        .collect::<Result<_, _>>()
        .expect("rows");
    assert!(per_session.iter().all(|n| *n >= 5), "{per_session:?}");
}

fn sessions_in(path: &std::path::Path) -> i64 {
    let conn = rusqlite::Connection::open(path).expect("open the progress file");
    conn.query_row("SELECT count(*) FROM sessions", [], |r| r.get(0))
        .expect("count")
}

#[test]
fn a_review_left_before_any_answer_leaves_no_session_and_returns_to_the_shell() {
    let mut s = start_with(ARGS, &[("LATIH_LANG", "en")]);
    s.wait_for("5 new · 0 learning · 0 to review");
    s.send("\x1b");
    assert!(
        s.wait_exit().success(),
        "`latih review` ends with its review"
    );
    assert_eq!(sessions_in(&s.progress), 0, "nothing was answered");

    // One answer is enough for the session to be kept, with its end.
    let progress = s.progress.to_string_lossy().to_string();
    let mut s2 = start_with(
        ARGS,
        &[("LATIH_LANG", "en"), ("LATIH_PROGRESS", progress.as_str())],
    );
    s2.wait_for("5 new · 0 learning · 0 to review");
    answer(&mut s2);
    s2.wait_asking();
    s2.send("\x1b");
    assert!(s2.wait_exit().success());
    let conn = rusqlite::Connection::open(&s.progress).expect("open");
    let (n, answered, ended): (i64, i64, i64) = conn
        .query_row(
            "SELECT count(*), sum(answered), count(ended_at) FROM sessions",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .expect("sessions");
    assert_eq!((n, answered, ended), (1, 1, 1));
}

#[test]
fn a_rating_taken_back_after_the_next_question_leaves_no_row_in_the_file() {
    let mut s = start_with(ARGS, &[("LATIH_LANG", "en")]);
    s.wait_for("5 new · 0 learning · 0 to review");
    answer(&mut s);
    s.wait_asking();
    assert_eq!(reviews_in(&s.progress), 1);
    // Ctrl-z: taken back with the next question already on screen.
    s.send("\x1a");
    s.wait_for("Rating taken back");
    s.wait_for("5 new · 0 learning · 0 to review");
    assert_eq!(reviews_in(&s.progress), 0);
    s.send("\x1b");
    assert!(s.wait_exit().success());
    assert_eq!(reviews_in(&s.progress), 0);
}
