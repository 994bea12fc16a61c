//! Drills with the real binary in a pseudo-terminal and the real progress file: a finished
//! attempt is kept with its schedule, and SIGKILL in the middle of the next one leaves it on
//! record as abandoned while the earlier result stays whole.

use crate::common;

use common::pty::start_with;

const ARGS: &[&str] = &[
    "--lang",
    "en",
    "--course",
    "tests/fixtures/valid",
    "--quiet",
    "drill",
    "b-talk",
];

fn attempts(path: &std::path::Path) -> Vec<(String, i64, String)> {
    let conn = rusqlite::Connection::open(path).expect("open the progress file");
    let ok: String = conn
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .expect("check");
    assert_eq!(ok, "ok");
    let mut stmt = conn
        .prepare("SELECT status, ticked_count, ticked FROM drill_attempts ORDER BY attempt_id")
        .expect("query");
    stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .expect("rows")
        .collect::<Result<_, _>>()
        .expect("read")
}

#[test]
fn a_finished_drill_is_kept_and_sigkill_mid_drill_leaves_it_abandoned() {
    let mut s = start_with(ARGS, &[("LATIH_LANG", "en")]);
    s.wait_for("Press Enter to start the clock");
    s.send("\r");
    s.wait_for("Answer aloud now");
    s.send("\r");
    s.wait_for("Sample answer");
    s.send("\r");
    s.wait_for("Which points did your answer cover?");
    // Tick the first two points: a pass (2 of 3).
    s.send(" ");
    s.send("\x1b[B");
    s.send(" ");
    s.wait_for("2 of 3 ticked");
    s.send("\r");
    s.wait_for("Passed: 2 of 3 points");
    // `latih drill` is one job: leaving the result leaves latih.
    s.send("q");
    assert!(s.wait_exit().success());
    let progress = s.progress.clone();
    assert_eq!(
        attempts(&progress),
        vec![("passed".to_string(), 2, r#"["pk","reverse"]"#.to_string())]
    );

    // Second run on the same file (the first session keeps its folder alive): the history
    // shows the pass, and the clock is running when the process is killed.
    let path = progress.to_string_lossy().to_string();
    let env = [("LATIH_LANG", "en"), ("LATIH_PROGRESS", path.as_str())];
    let mut s2 = start_with(ARGS, &env);
    s2.wait_for("2/3 · passed");
    s2.send("\r");
    s2.wait_for("Answer aloud now");
    let pid = s2.child.process_id().expect("pid");
    std::process::Command::new("kill")
        .args(["-KILL", &pid.to_string()])
        .status()
        .expect("kill");
    s2.wait_exit();
    let rows = attempts(&progress);
    assert_eq!(rows.len(), 2, "{rows:?}");
    assert_eq!(rows[0].0, "passed", "the earlier result is whole");
    assert_eq!(rows[1].0, "abandoned", "cut short, not failed");
    let conn = rusqlite::Connection::open(&progress).expect("open");
    let kind: String = conn
        .query_row(
            "SELECT item_kind FROM schedule WHERE item_id = 'b-talk'",
            [],
            |r| r.get(0),
        )
        .expect("the pass scheduled the drill");
    assert_eq!(kind, "drill");
}
