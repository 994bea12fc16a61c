//! Answers waiting for the progress file are never lost, however latih ends: a session whose
//! first answer was written keeps its later ones (they carry its real id into the recovery
//! file), a process that ends without quitting (its terminal closed) leaves them in its
//! recovery file, a recovery file that is a pipe or a link to an endless device is refused at
//! once, and `export` cannot write over one.

use crate::common;
use latih::core::write::Write;

use std::path::Path;

use latih::app::{Effect, Msg};
use latih::core::lang::Lang;
use latih::core::record::SessionKind;
use latih::storage::Progress;
use latih::storage::recovery::{self, RecoveryError};
use latih::tui::runner::Runner;
use latih::tui::{dispatch, leave};

use common::progress::{T0, long_answer as record, reviewed_state as state};

fn answer(m: &mut latih::app::Model, runner: &mut Runner, session: i64, i: i64) {
    let effect = Effect::Store(Write::Record {
        record: Box::new(record(session, i)),
        state: state(),
    });
    let clock = m.clock;
    for r in runner.run(effect, clock, &m.i18n) {
        dispatch(m, runner, r);
    }
}

/// Reviews per session, in the order the sessions were written.
fn per_session(path: &Path) -> Vec<i64> {
    let conn = rusqlite::Connection::open(path).expect("open");
    let mut stmt = conn
        .prepare("SELECT count(*) FROM reviews GROUP BY session_id ORDER BY session_id")
        .expect("prepare");
    stmt.query_map([], |r| r.get(0))
        .expect("query")
        .collect::<Result<_, _>>()
        .expect("rows")
}

fn import(p: &mut Progress) -> usize {
    p.import_recovery()
        .into_iter()
        .map(|one| one.result.expect("written in"))
        .sum()
}

/// A review started through the runner, its first answer written, then a full file.
fn first_answer_then_full(path: &Path) -> (latih::app::Model, Runner, i64) {
    let m = common::model(common::load_fixture("valid"), Lang::En, 80, 24);
    let mut m = m;
    let mut runner = Runner::new(Some(Progress::open(path).expect("create")));
    let start = Effect::Store(Write::StartSession {
        kind: SessionKind::Due,
        source: None,
        seed: 9,
        planned: 20,
        at: T0,
    });
    let clock = m.clock;
    let Some(Msg::SessionStarted(session)) = runner.run(start, clock, &m.i18n).first().cloned()
    else {
        panic!("no session");
    };
    answer(&mut m, &mut runner, session, 0);
    assert_eq!(runner.unsaved(), 0, "the first answer is written");
    let p = runner.progress.as_ref().expect("progress");
    p.cap_pages(p.page_count().expect("pages")).expect("cap");
    (m, runner, session)
}

#[test]
fn later_answers_of_a_session_whose_first_was_written_are_written_in_next_start() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("p.sqlite3");
    let (mut m, mut runner, session) = first_answer_then_full(&path);
    answer(&mut m, &mut runner, session, 1);
    answer(&mut m, &mut runner, session, 2);
    assert_eq!(runner.unsaved(), 2);
    let out = leave(&mut m, &mut runner, false).expect("kept");
    assert_eq!(out.recovered.map(|(n, _)| n), Some(2));
    drop(runner);
    let mut p = Progress::open(&path).expect("reopen");
    assert_eq!(import(&mut p), 2, "no foreign key stands in the way");
    assert!(recovery::files(&path).is_empty());
    assert_eq!(
        per_session(&path),
        [3],
        "all three in the session they were given in"
    );
}

/// The recovery file says what it is and which version, so a later latih that changes
/// what a write holds still reads it; a file from a newer latih is left for that latih.
#[test]
fn a_recovery_file_carries_its_version_and_a_newer_ones_file_is_left_alone() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("p.sqlite3");
    let (mut m, mut runner, session) = first_answer_then_full(&path);
    answer(&mut m, &mut runner, session, 1);
    let out = leave(&mut m, &mut runner, false).expect("kept");
    let (_, file) = out.recovered.expect("a recovery file");
    drop(runner);
    let kept: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&file).expect("read")).expect("json");
    assert_eq!(kept["format"], "latih-recovery");
    assert_eq!(kept["version"], recovery::VERSION);
    assert_eq!(kept["writes"].as_array().map(Vec::len), Some(1));

    let newer = dir.path().join("p.sqlite3.unsaved-9-9-1.json");
    let from_later = serde_json::json!({"format": "latih-recovery", "version": 99, "writes": []});
    std::fs::write(&newer, from_later.to_string()).expect("write");
    let mut p = Progress::open(&path).expect("reopen");
    let found = p.import_recovery();
    assert_eq!(found.len(), 2, "{found:?}");
    let left = found
        .iter()
        .find(|f| f.file == newer)
        .expect("the newer file");
    assert!(
        matches!(left.result, Err(RecoveryError::Newer { version: 99, .. })),
        "{left:?}"
    );
    assert!(newer.exists(), "left for the latih that wrote it");
    assert!(!file.exists(), "this version's file was written in");
    assert_eq!(per_session(&path), [2]);
    let said = latih::i18n::I18n::new(Lang::En).msg(&latih::storage::recovery_error(
        left.result.as_ref().expect_err("newer"),
    ));
    assert!(
        said.contains("newer latih") && said.contains("99"),
        "{said}"
    );
}

#[test]
fn a_recovery_file_of_latih_0_1_naming_a_written_session_by_its_provisional_id_is_written_in() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("p.sqlite3");
    let mut p = Progress::open(&path).expect("create");
    let s = crate::common::write::start(&mut p, SessionKind::Due, 9, 20, T0).expect("session");
    crate::common::write::answer(&mut p, &record(s, 0), &state()).expect("first");
    // What latih 0.1 left: two answers under the id the session had before its row was
    // written, and no row for that id.
    let items = serde_json::json!([
        { "Course": "" },
        { "Review": { "record": record(-1_796_112_000_001, 1), "state": state() } },
        { "Review": { "record": record(-1_796_112_000_001, 2), "state": state() } },
    ]);
    let legacy = recovery::legacy_path(&path);
    std::fs::write(&legacy, serde_json::to_vec(&items).expect("json")).expect("write");
    assert_eq!(import(&mut p), 2);
    assert!(!legacy.exists());
    assert_eq!(per_session(&path), [1, 2], "a stand-in session holds them");
}

#[test]
fn answers_waiting_when_latih_ends_without_quitting_are_already_in_a_recovery_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("p.sqlite3");
    let (mut m, mut runner, session) = first_answer_then_full(&path);
    answer(&mut m, &mut runner, session, 1);
    answer(&mut m, &mut runner, session, 2);
    // The process ends here (a closed terminal, a signal): no quitting, no `leave`.
    drop(runner);
    assert_eq!(recovery::files(&path).len(), 1);
    let mut p = Progress::open(&path).expect("reopen");
    assert_eq!(import(&mut p), 2);
    assert_eq!(per_session(&path), [3]);
}

#[cfg(unix)]
#[test]
fn a_recovery_file_that_is_a_pipe_or_a_link_to_an_endless_device_is_refused_at_once() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("p.sqlite3");
    common::progress::populated(&path, 1);
    let fifo = recovery::legacy_path(&path);
    common::mkfifo(&fifo);
    let zero = dir.path().join("p.sqlite3.unsaved-1-1.json");
    std::os::unix::fs::symlink("/dev/zero", &zero).expect("link");
    let mut p = Progress::open(&path).expect("open");
    let found = p.import_recovery();
    assert_eq!(found.len(), 2);
    for one in &found {
        assert!(
            matches!(one.result, Err(RecoveryError::Unreadable { .. })),
            "{one:?}"
        );
    }
    assert!(
        fifo.exists() && zero.is_symlink(),
        "both are left as they are"
    );

    // latih starts all the same, says why, and quits on `q`.
    let path_s = path.to_string_lossy().to_string();
    let mut s = common::pty::start_with(
        &["--lang", "en", "--course", "tests/fixtures/valid"],
        &[("LATIH_PROGRESS", path_s.as_str())],
    );
    s.wait_for("does not follow links");
    s.send("q");
    assert!(s.wait_exit().success());
}

#[test]
fn export_never_writes_over_a_recovery_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("p.sqlite3");
    common::progress::populated(&path, 1);
    let legacy = recovery::legacy_path(&path);
    std::fs::write(&legacy, b"[]").expect("write");
    for target in [
        legacy.clone(),
        dir.path().join("p.sqlite3.unsaved-7-1.json"),
    ] {
        let r = common::latih()
            .args(["--lang", "en", "--progress"])
            .arg(&path)
            .args(["export", "--out"])
            .arg(&target)
            .output()
            .expect("run latih");
        assert_eq!(r.status.code(), Some(1), "{}", target.display());
        let err = String::from_utf8_lossy(&r.stderr);
        assert!(err.contains("progress file"), "{err}");
    }
    assert_eq!(std::fs::read(&legacy).expect("read"), b"[]");
    assert!(!dir.path().join("p.sqlite3.unsaved-7-1.json").exists());
}

#[test]
fn closing_the_terminal_while_answers_wait_keeps_them_for_the_next_start() {
    let mut s = common::pty::start_with(
        &[
            "--lang",
            "en",
            "--course",
            "tests/fixtures/valid",
            "--seed",
            "1",
            "review",
        ],
        &[("LATIH_LANG", "en")],
    );
    s.wait_for("5 new · 0 learning · 0 to review");
    s.answer_any();
    s.wait_asking();
    // Another program holds the file: the next answer waits (after latih's busy timeout).
    let holder = rusqlite::Connection::open(&s.progress).expect("open");
    holder
        .execute_batch("BEGIN IMMEDIATE")
        .expect("hold the file");
    s.answer_any();
    s.wait_for("1 answer not written yet");
    let progress = s.progress.clone();
    let (dir, _status) = s.hang_up();
    holder.execute_batch("COMMIT").expect("let go");
    drop(holder);
    assert_eq!(
        recovery::files(&progress).len(),
        1,
        "kept for the next start"
    );
    let mut p = Progress::open(&progress).expect("reopen");
    assert_eq!(import(&mut p), 1);
    assert_eq!(per_session(&progress), [2], "both answers, in one session");
    drop(dir);
}

#[test]
fn an_answer_taken_back_leaves_no_row_whether_written_or_still_waiting() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("p.sqlite3");
    let (mut m, mut runner, session) = first_answer_then_full(&path);
    // Written: the undo removes the row and the schedule row of a question that was new.
    let written = record(session, 0);
    let clock = m.clock;
    let undo = |r: latih::core::record::ReviewRecord| {
        Effect::Store(Write::Undo {
            record: Box::new(r),
            previous: None,
        })
    };
    let p = runner.progress.as_ref().expect("progress");
    p.cap_pages(1_000_000).expect("room");
    runner.run(undo(written), clock, &m.i18n);
    assert_eq!(per_session(&path), Vec::<i64>::new());
    // Waiting (the file is full again): the undo takes the answer out of the queue.
    let p = runner.progress.as_ref().expect("progress");
    p.cap_pages(p.page_count().expect("pages")).expect("cap");
    // (The undone row's pages are free again: answers fill them before one has to wait.)
    let mut i = 1;
    while runner.unsaved() == 0 && i < 10 {
        answer(&mut m, &mut runner, session, i);
        i += 1;
    }
    assert_eq!(runner.unsaved(), 1);
    let written_before = per_session(&path);
    runner.run(undo(record(session, i - 1)), clock, &m.i18n);
    assert_eq!(runner.unsaved(), 0);
    let out = leave(&mut m, &mut runner, false).expect("nothing waits");
    assert!(out.recovered.is_none());
    drop(runner);
    assert!(recovery::files(&path).is_empty());
    let conn = rusqlite::Connection::open(&path).expect("open");
    let (reviews, scheduled, answered): (i64, i64, i64) = conn
        .query_row(
            "SELECT (SELECT count(*) FROM reviews), (SELECT count(*) FROM schedule),
                    (SELECT sum(answered) FROM sessions)",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .expect("counts");
    let kept: i64 = written_before.iter().sum();
    assert_eq!((reviews, scheduled, answered), (kept, kept, kept));
}
