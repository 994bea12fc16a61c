//! A full disk while a learner answers: the answers wait in memory (the title bar counts them)
//! and in this process's recovery file, are written as soon as the file takes them, and
//! otherwise stay in the recovery file for the next start; when not even that file can be
//! written, quitting asks the learner. The progress file is real; it is "full" because
//! SQLite's page limit is set to its size.

use crate::common;
use latih::core::write::Write;

use std::path::Path;

use latih::app::keymap::Key;
use latih::app::{Effect, Model, Msg, Overlay};
use latih::core::lang::Lang;
use latih::core::record::SessionKind;
use latih::storage::Progress;
use latih::storage::recovery;
use latih::tui::runner::Runner;
use latih::tui::{dispatch, leave};

use common::progress::{T0, long_answer as record, reviewed_state as state};

/// A model and runner on a real progress file that is full after the session starts.
fn full(path: &Path) -> (Model, Runner, i64) {
    let mut p = Progress::open(path).expect("create");
    let session =
        crate::common::write::start(&mut p, SessionKind::Due, 1, 10, T0).expect("session");
    // One answer first, so the pages there are hold no room for another.
    crate::common::write::answer(&mut p, &record(session, 100), &state()).expect("first answer");
    p.cap_pages(p.page_count().expect("pages")).expect("cap");
    let m = common::model(common::load_fixture("valid"), Lang::En, 80, 24);
    (m, Runner::new(Some(p)), session)
}

/// Answers as the model would ask storage to keep them, with the replies fed back.
fn answer(m: &mut Model, runner: &mut Runner, session: i64, n: i64) {
    for i in 0..n {
        let effect = Effect::Store(Write::Record {
            record: Box::new(record(session, i)),
            state: state(),
        });
        let clock = m.clock;
        let replies = runner.run(effect, clock, &m.i18n);
        for r in replies {
            dispatch(m, runner, r);
        }
    }
}

/// Makes the progress file's folder take no new file, as a full disk would, for the
/// recovery file: the folder moves away (the open progress file with it) and a plain file
/// takes its name. Returns where the progress file is now.
fn block_folder(path: &Path) -> std::path::PathBuf {
    let folder = path.parent().expect("folder");
    let moved = folder.with_extension("moved");
    std::fs::rename(folder, &moved).expect("move the folder");
    std::fs::write(folder, b"in the way").expect("block the name");
    moved.join(path.file_name().expect("name"))
}

/// Answers written in from every recovery file.
fn import(p: &mut Progress) -> usize {
    p.import_recovery()
        .into_iter()
        .map(|one| one.result.expect("written in"))
        .sum()
}

fn rows(path: &Path) -> i64 {
    rusqlite::Connection::open(path)
        .and_then(|c| c.query_row("SELECT count(*) FROM reviews", [], |r| r.get(0)))
        .expect("count")
}

#[test]
fn answers_wait_in_memory_and_go_to_a_recovery_file_the_next_start_writes_in() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("p.sqlite3");
    let (mut m, mut runner, session) = full(&path);
    answer(&mut m, &mut runner, session, 3);
    assert_eq!(runner.unsaved(), 3, "nothing fits: all three wait");
    assert_eq!(m.unsaved, 3);
    let screen = common::render(&m);
    assert!(screen.contains("3 answers not written yet"), "{screen}");
    assert!(
        m.flash.as_deref().is_some_and(|f| f.contains("full")),
        "{:?}",
        m.flash
    );

    // Kept on disk already, while latih runs, in a file a starting latih leaves alone.
    assert_eq!(recovery::files(&path).len(), 1);
    let mut other = Progress::open(&path).expect("a second latih");
    assert!(other.import_recovery().is_empty(), "a living latih's file");
    drop(other);

    let out = leave(&mut m, &mut runner, false).expect("kept in the recovery file");
    let (count, file) = out.recovered.expect("recovered");
    assert_eq!((count, out.lost), (3, 0));
    assert_eq!(recovery::files(&path), std::slice::from_ref(&file));
    assert!(out.reason.is_some_and(|r| r.contains("full")));
    drop(runner);
    assert_eq!(rows(&path), 1);

    // The next start, with room again: the answers land in the file, the recovery file goes.
    let mut p = Progress::open(&path).expect("reopen");
    assert_eq!(import(&mut p), 3);
    assert!(!file.exists());
    assert_eq!(rows(&path), 4);
    assert!(p.schedule().expect("schedule").contains_key("q2"));
    // Importing again (a crash between commit and removal) counts nothing twice; the file
    // name latih 0.1 used is written in too.
    // latih 0.1's format: a bare list, no version.
    let again = serde_json::json!([
        { "Course": "" },
        { "Review": { "record": record(session, 0), "state": state() } },
    ]);
    let legacy = recovery::legacy_path(&path);
    std::fs::write(&legacy, serde_json::to_vec(&again).expect("json")).expect("save");
    assert_eq!(import(&mut p), 1);
    assert!(!legacy.exists());
    assert_eq!(rows(&path), 4);
}

#[test]
fn when_no_file_takes_them_the_learner_is_asked_and_a_retry_with_room_quits() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::create_dir(dir.path().join("sub")).expect("mkdir");
    let path = dir.path().join("sub/p.sqlite3");
    let (mut m, mut runner, session) = full(&path);
    // The folder takes no recovery file either.
    let path = block_folder(&path);
    answer(&mut m, &mut runner, session, 2);
    assert!(leave(&mut m, &mut runner, false).is_none(), "asked instead");
    let Some(Overlay::Unsaved { detail }) = &m.overlay else {
        panic!("no question: {:?}", m.overlay);
    };
    assert!(detail.contains("full"), "{detail}");
    let screen = common::render(&m);
    assert!(
        screen.contains("2 answers are still in memory") && screen.contains("try again"),
        "{screen}"
    );
    // Retrying while still full keeps the question open.
    assert!(!dispatch(&mut m, &mut runner, Msg::Key(Key::Char('r'))));
    assert!(matches!(m.overlay, Some(Overlay::Unsaved { .. })));
    // Room again: the retry writes both and the quit goes ahead.
    runner
        .progress
        .as_ref()
        .expect("progress")
        .cap_pages(1_000_000)
        .expect("room");
    assert!(
        dispatch(&mut m, &mut runner, Msg::Key(Key::Char('r'))),
        "quits"
    );
    assert_eq!(runner.unsaved(), 0);
    assert_eq!(rows(&path), 3);
    let out = leave(&mut m, &mut runner, false).expect("nothing waits");
    assert!(out.recovered.is_none() && out.lost == 0);
}

#[test]
fn the_learner_may_quit_without_them_or_stay() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::create_dir(dir.path().join("sub")).expect("mkdir");
    let path = dir.path().join("sub/p.sqlite3");
    let (mut m, mut runner, session) = full(&path);
    block_folder(&path);
    answer(&mut m, &mut runner, session, 1);
    assert!(leave(&mut m, &mut runner, false).is_none());
    // Esc: stay in latih, answers still waiting.
    assert!(!dispatch(&mut m, &mut runner, Msg::Key(Key::Esc)));
    assert!(m.overlay.is_none() && runner.unsaved() == 1);
    assert!(leave(&mut m, &mut runner, false).is_none());
    assert!(
        dispatch(&mut m, &mut runner, Msg::Key(Key::Char('q'))),
        "quit anyway"
    );
    let out = leave(&mut m, &mut runner, false).expect("quits");
    assert_eq!(out.lost, 1);
    // A signal never waits for an answer.
    let other = dir.path().join("q/q.sqlite3");
    std::fs::create_dir(other.parent().expect("folder")).expect("mkdir");
    let (mut m, mut runner, session) = full(&other);
    block_folder(&other);
    answer(&mut m, &mut runner, session, 1);
    assert_eq!(leave(&mut m, &mut runner, true).expect("ends").lost, 1);
}

#[test]
fn a_session_and_a_drill_that_could_not_start_keep_their_answers_too() {
    use latih::core::drill::Status;
    use latih::core::record::{DrillEnd, DrillStart};
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("p.sqlite3");
    let mut p = Progress::open(&path).expect("create");
    // Fill the pages there are, then hold the file at its size: nothing more fits.
    let s = crate::common::write::start(&mut p, SessionKind::Due, 1, 10, T0).expect("session");
    crate::common::write::answer(&mut p, &record(s, 100), &state()).expect("filler");
    p.cap_pages(p.page_count().expect("pages")).expect("cap");
    let mut filled = false;
    for _ in 0..10_000 {
        if crate::common::write::start(&mut p, SessionKind::Due, 1, 10, T0).is_err() {
            filled = true;
            break;
        }
    }
    assert!(filled, "the sessions table filled its pages");
    let mut m = common::model(common::load_fixture("valid"), Lang::En, 80, 24);
    let mut runner = Runner::new(Some(p));
    let clock = m.clock;
    let start = Effect::Store(Write::StartSession {
        kind: SessionKind::Due,
        source: None,
        seed: 42,
        planned: 2,
        at: T0,
    });
    let replies = runner.run(start, clock, &m.i18n);
    let Some(Msg::SessionStarted(provisional)) = replies.first().cloned() else {
        panic!("{replies:?}");
    };
    assert!(provisional < 0, "a provisional id: {provisional}");
    answer(&mut m, &mut runner, provisional, 2);
    let drill = Effect::Store(Write::StartDrill(DrillStart {
        drill: "d1".into(),
        lesson: None,
        at: T0,
        limit_seconds: 90,
        checklist_size: 6,
        pass_mark: 4,
    }));
    let replies = runner.run(drill, clock, &m.i18n);
    let Some(Msg::DrillStarted(attempt)) = replies.first().cloned() else {
        panic!("{replies:?}");
    };
    let end = Effect::Store(Write::EndDrill {
        end: DrillEnd {
            attempt,
            at: T0 + 100,
            duration_ms: 80_000,
            overtime_ms: 0,
            ticked: vec!["a".into()],
            status: Status::Failed,
        },
        item: "d1".into(),
        lesson: None,
        state: Some(state()),
    });
    for r in runner.run(end, clock, &m.i18n) {
        dispatch(&mut m, &mut runner, r);
    }
    assert_eq!(runner.unsaved(), 3, "two answers and a drill's ending");
    let out = leave(&mut m, &mut runner, false).expect("recovery file");
    assert_eq!(out.recovered.map(|(n, _)| n), Some(3));
    drop(runner);
    let mut p = Progress::open(&path).expect("reopen");
    assert_eq!(import(&mut p), 3, "with the two rows they need");
    let conn = rusqlite::Connection::open(&path).expect("open");
    let (sessions, seed): (i64, i64) = conn
        .query_row(
            "SELECT count(*), (SELECT seed FROM sessions ORDER BY session_id DESC LIMIT 1) FROM sessions WHERE seed = 42",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .expect("sessions");
    assert_eq!((sessions, seed), (1, 42));
    let in_new: i64 = conn
        .query_row(
            "SELECT count(*) FROM reviews WHERE session_id = (SELECT max(session_id) FROM sessions)",
            [],
            |r| r.get(0),
        )
        .expect("reviews");
    assert_eq!(in_new, 2);
    let status: String = conn
        .query_row("SELECT status FROM drill_attempts", [], |r| r.get(0))
        .expect("attempt");
    assert_eq!(status, "failed");
}
