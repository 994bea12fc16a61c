//! The real binary in a real pseudo-terminal: open a lesson, switch language, quit, and find
//! the terminal as it was. Also: SIGTERM, SIGHUP and Ctrl-C end latih cleanly.

use crate::common;

use common::pty::{Session, start, start_with};

/// After exit the terminal is back in cooked mode, off the alternate screen, mouse reporting
/// off and the cursor visible.
fn assert_restored(s: &Session) {
    assert!(s.cooked(), "the pty was left in raw mode");
    let out = s.raw_output();
    let entered = out
        .rfind("\x1b[?1049h")
        .expect("entered the alternate screen");
    let left = out.rfind("\x1b[?1049l").expect("left the alternate screen");
    assert!(left > entered);
    assert!(
        out[entered..].contains("\x1b[?1000l"),
        "mouse reporting switched off"
    );
    assert!(out[entered..].contains("\x1b[?25h"), "cursor shown again");
}

#[test]
fn open_a_lesson_switch_language_and_quit() {
    let mut s = start(&[]);
    assert!(s.cooked());
    s.wait_for("Follow dua arah");
    s.wait_for("? bantuan");
    // The map starts with Review, Statistics, the question browser, the scratchpad, the
    // playground, the simulator and the glossary; the first lesson is M13.04.
    for _ in 0..7 {
        s.send("j");
    }
    s.send("\r");
    s.wait_for("Pertanyaan pemandu");
    s.send("L");
    s.wait_for("Guiding question");
    s.wait_for("[EN]");
    s.send("q");
    s.wait_for("Follows both ways");
    s.send("q");
    let status = s.wait_exit();
    assert!(status.success(), "{status:?}");
    assert_restored(&s);
}

/// The map's first frame comes from the manifest while the lessons load behind it; once they
/// have, the progress file's word on each lesson is on the map, and the next run reads the
/// course from the cache the first one wrote.
#[test]
fn the_course_loads_behind_the_first_frame_and_a_second_run_reads_the_cache() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let progress = tmp.path().join("progress.sqlite3");
    let cache = tmp.path().join("cache");
    let (progress, cache) = (progress.to_string_lossy(), cache.to_string_lossy());
    let env = [
        ("LATIH_PROGRESS", progress.as_ref()),
        ("LATIH_CACHE", cache.as_ref()),
        ("LATIH_LANG", "en"),
    ];
    let mut s = start_with(&[], &env);
    s.wait_for("Follows both ways");
    assert!(
        !s.contents().contains("Loading the course"),
        "{}",
        s.contents()
    );
    for _ in 0..7 {
        s.send("j");
    }
    s.send("\r");
    s.wait_for("Guiding question");
    s.send("q");
    s.wait_for("◐ opened");
    s.send("q");
    assert!(s.wait_exit().success());
    let entries = std::fs::read_dir(tmp.path().join("cache/latih-lessons"))
        .map(|d| d.count())
        .unwrap_or(0);
    assert!(
        entries >= 10,
        "the first run cached the course: {entries} entries"
    );
    let mut s = start_with(&[], &env);
    s.wait_for("◐ opened");
    s.wait_for("Follows both ways");
    s.send("q");
    assert!(s.wait_exit().success());
    assert_restored(&s);
}

#[test]
fn sigterm_restores_the_terminal() {
    let mut s = start(&["--lang", "en"]);
    s.wait_for("Follows both ways");
    let pid = s.child.process_id().expect("pid");
    let killed = std::process::Command::new("kill")
        .args(["-TERM", &pid.to_string()])
        .status()
        .expect("kill");
    assert!(killed.success());
    s.wait_exit();
    assert_restored(&s);
}

#[test]
fn ctrl_c_quits_and_restores() {
    let mut s = start(&["--lang", "en"]);
    s.wait_for("Follows both ways");
    for _ in 0..7 {
        s.send("j");
    }
    s.send("\r");
    s.wait_for("Guiding question");
    s.send("\x03");
    let status = s.wait_exit();
    assert!(status.success(), "{status:?}");
    assert_restored(&s);
}

#[test]
fn sighup_from_a_closed_window_ends_latih() {
    // Closing a terminal window sends SIGHUP; latih must not keep running without a screen.
    let mut s = start(&["--lang", "en"]);
    s.wait_for("Follows both ways");
    let pid = s.child.process_id().expect("pid");
    std::process::Command::new("kill")
        .args(["-HUP", &pid.to_string()])
        .status()
        .expect("kill");
    s.wait_exit();
    assert_restored(&s);
}

#[test]
fn a_panic_restores_the_terminal_and_says_what_happened() {
    // Test builds keep debug assertions, which arm the deliberate panic.
    let mut s = start_with(&["--lang", "en"], &[("LATIH_DEBUG_PANIC", "1")]);
    let status = s.wait_exit();
    assert!(!status.success());
    assert_restored(&s);
    assert!(
        s.raw_output().contains("deliberate panic"),
        "the panic message is printed"
    );
}

#[test]
fn an_abort_restores_the_terminal_too() {
    // No destructor and no panic hook runs on abort (a stack overflow ends this way): the
    // SIGABRT handler must put the terminal back.
    let mut s = start_with(&["--lang", "en"], &[("LATIH_DEBUG_ABORT", "1")]);
    let status = s.wait_exit();
    assert!(!status.success());
    assert_restored(&s);
}

#[test]
fn a_calculator_follows_a_typed_value_in_the_real_terminal() {
    let mut s = start(&["--lang", "en"]);
    s.wait_for("Follows both ways");
    for _ in 0..7 {
        s.send("j");
    }
    s.send("\r");
    s.wait_for("Guiding question");
    // The first item Tab reaches is the storage calculator; Enter opens its screen.
    s.send("\t");
    s.send("\r");
    s.wait_for("Work it out: edges and their size");
    s.wait_for("10,000,000 × 50 = 500,000,000");
    s.send("5M");
    s.wait_for("5,000,000 × 50 = 250,000,000");
    s.send("\r");
    s.send("\x1b");
    // Back in the lesson, the card shows the value the learner set.
    s.wait_for("With the values you tried");
    s.wait_for("5 million");
    s.send("q");
    s.send("q");
    let status = s.wait_exit();
    assert!(status.success(), "{status:?}");
    assert_restored(&s);
}

#[test]
fn the_playground_screen_runs_commands_on_a_kept_database() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = dir.path().join("play.sqlite3");
    let db_arg = db.to_str().expect("path");
    let mut s = start(&["--lang", "en", "play", "--db", db_arg]);
    s.wait_for("Playground");
    s.wait_for("follower_counts");
    s.send("gen users=3000 avg=10 celebrities=1 max=1000 seed=5\r");
    s.wait_for("Generated 3,000 accounts");
    s.send("followers 2000 limit=5\r");
    s.wait_for("plan   SCAN follows");
    s.send("index reverse on\r");
    s.wait_for("follows_by_followee");
    // Tab completes the command word.
    s.send("follo");
    s.send("\t");
    s.wait_for("Commands: follow · following · followers");
    // `latih play` is one job: leaving the playground leaves latih.
    s.send("\x1b");
    let status = s.wait_exit();
    assert!(status.success(), "{status:?}");
    assert_restored(&s);
    // What was made on screen is in the file, for any SQLite client.
    let c = rusqlite::Connection::open(&db).expect("open");
    let edges: i64 = c
        .query_row("SELECT count(*) FROM follows", [], |r| r.get(0))
        .expect("count");
    assert!(edges > 10_000, "{edges}");
    let index: i64 = c
        .query_row(
            "SELECT count(*) FROM sqlite_schema WHERE name = 'follows_by_followee'",
            [],
            |r| r.get(0),
        )
        .expect("index");
    assert_eq!(index, 1);
}

/// Where the terminal may not take OSC 52, `y` in a lesson keeps the code and latih prints
/// it once the terminal is back to normal.
#[test]
fn copied_code_is_printed_after_quitting_where_the_clipboard_may_not_take_it() {
    const LESSON: &str = "format_version: 1\nid: a\ncode: M.01\nmodule: m\nminutes: 5\ntitle: Kode\n\
blocks:\n  - code:\n      lang: sql\n      text: \"SELECT follower_id FROM follows WHERE followee_id = 42;\"\n";
    let dir = common::temp_course(common::MANIFEST, &[("a.yaml", LESSON.as_bytes())]);
    let course = dir.path().to_string_lossy().to_string();
    let progress = dir.path().join("p.sqlite3").to_string_lossy().to_string();
    let env = [("LATIH_CLIPBOARD", "print"), ("LATIH_LANG", "en")];
    let mut s = start_with(&["--course", &course, "--progress", &progress], &env);
    s.wait_for("M.01");
    s.send("\x1b[F");
    s.send("\r");
    s.wait_for("SELECT follower_id");
    s.send("y");
    s.wait_for("cannot take a copy");
    s.send("q");
    s.wait_for("M.01");
    s.send("q");
    assert!(s.wait_exit().success());
    assert_restored(&s);
    let out = s.raw_output();
    let after = &out[out.rfind("\x1b[?1049l").expect("left the alternate screen")..];
    assert!(after.contains("Code copied in latih:"), "{after:?}");
    assert!(
        after.contains("SELECT follower_id FROM follows WHERE followee_id = 42;"),
        "{after:?}"
    );
}

/// 3,000 fast keys (typed, not a bracketed paste) then Esc: the Esc is acted on at once,
/// not left waiting in the terminal behind the burst until another key arrives.
#[test]
fn esc_after_a_burst_of_three_thousand_keys_is_acted_on_at_once() {
    let mut s = start(&["--lang", "en"]);
    s.wait_for("Follows both ways");
    s.send("i");
    s.wait_for("Glossary");
    s.send(&"abcdefghij".repeat(300));
    s.wait_for("/ abcdefghij");
    std::thread::sleep(std::time::Duration::from_millis(500));
    s.send("\x1b");
    s.wait_for("Follows both ways");
    s.send("q");
    assert!(s.wait_exit().success());
    assert_restored(&s);
}

/// What the tools were left with is there at the next start: the scratchpad's lines and the
/// names they set, and the playground's database beside the progress file.
#[test]
fn the_scratchpad_and_the_playground_are_kept_across_runs() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let progress = tmp.path().join("progress.sqlite3");
    let progress = progress.to_string_lossy().to_string();
    let env = [("LATIH_PROGRESS", progress.as_str()), ("LATIH_LANG", "en")];
    let mut s = start_with(&[], &env);
    s.wait_for("Follows both ways");
    // Review, statistics, the browser, then the scratchpad.
    s.send("jjj\r");
    s.wait_for("Scratchpad");
    s.send("feeds = 10 million * 800 * 16 bytes\r");
    s.wait_for("128 GB");
    s.send("\x1b");
    s.wait_for("Follows both ways");
    s.send("j\r");
    s.wait_for("follower_counts");
    s.send("gen users=2000 avg=5 celebrities=0 max=100 seed=3\r");
    s.wait_for("Generated 2,000 accounts");
    s.send("\x1b");
    s.wait_for("Follows both ways");
    s.send("q");
    assert!(s.wait_exit().success());
    let kept = tmp.path().join("playground.sqlite3");
    assert!(
        kept.exists(),
        "the playground's database is beside the progress file"
    );

    let mut s = start_with(&[], &env);
    s.wait_for("Follows both ways");
    s.send("jjj\r");
    s.wait_for("feeds = 10 million");
    s.send("feeds / 2\r");
    s.wait_for("64 GB");
    s.send("\x1b");
    s.wait_for("Follows both ways");
    s.send("j\r");
    s.wait_for("follower_counts");
    s.send("stats\r");
    s.wait_for("2,000");
    s.send("\x1b");
    s.wait_for("Follows both ways");
    s.send("q");
    assert!(s.wait_exit().success());
    assert_restored(&s);
}
