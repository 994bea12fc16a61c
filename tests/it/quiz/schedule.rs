//! Review days, steps and limits end to end: the real binary in a pty with its clock set by
//! LATIH_NOW, the progress file read back with SQL. A late-evening review, a session after
//! midnight that still belongs to that day, and one the next morning that is a new day.

use crate::common;

use common::pty::start_with;

fn args() -> Vec<&'static str> {
    vec![
        "--lang",
        "en",
        "--course",
        "tests/fixtures/valid",
        "--seed",
        "1",
        "--new-per-day",
        "1",
        "review",
    ]
}

/// Answers whatever is asked, then rates it Again (offered after a right answer too).
fn answer_and_forget(s: &mut common::pty::Session) {
    let screen = s.contents();
    if screen.contains("Your estimate") {
        s.send("40");
        s.send("\r");
    } else if screen.contains("Pick every answer")
        || screen.contains("Put the steps")
        || screen.contains("Your answer (optional)")
    {
        s.send("\r");
    } else {
        s.send("1");
    }
    // The Again button shows the real step, not "this session".
    s.wait_for("[1 Again · 1 min]");
    s.read_verdict();
    s.send("1");
}

/// Picks the fixture question's right option, wherever the shuffle put it.
fn pick_right(s: &mut common::pty::Session) {
    let screen = s.contents();
    let line = screen
        .lines()
        .find(|l| l.contains("The index (followee_id, follower_id)"))
        .unwrap_or_default();
    let digit = line.chars().find(|c| c.is_ascii_digit()).unwrap_or('1');
    s.send(&digit.to_string());
}

fn row(path: &std::path::Path) -> (String, i64, i64, String) {
    let conn = rusqlite::Connection::open(path).expect("open");
    conn.query_row(
        "SELECT phase, step, unixepoch(due_at) - unixepoch(last_review_at), item_id
         FROM schedule",
        [],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
    )
    .expect("one scheduled question")
}

#[test]
fn a_late_evening_miss_comes_back_in_a_minute_and_the_day_ends_at_four() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("p.sqlite3");
    let file = path.to_string_lossy().to_string();
    let env = |now: &'static str| {
        vec![
            ("LATIH_NOW", now),
            ("TZ", "UTC"),
            ("LATIH_PROGRESS", file.as_str()),
        ]
    };

    // 22:30: the one new question of the day, answered and rated Again.
    let mut s = start_with(&args(), &env("2026-12-01T22:30:00Z"));
    s.wait_for("1 new · 0 learning · 0 to review");
    answer_and_forget(&mut s);
    // The miss comes back in the same session; leaving now keeps its one-minute step.
    s.wait_for("asked again after a miss");
    s.send("\x1b");
    assert!(
        s.wait_exit().success(),
        "`latih review` returns to the shell"
    );
    let (phase, step, gap, item) = row(&path);
    assert_eq!((phase.as_str(), step, gap), ("learning", 0, 60), "{item}");

    // 01:30 the next calendar day is still the same learner day: the step is due, and the
    // day's one new question is taken, so no new one comes.
    let mut s = start_with(&args(), &env("2026-12-02T01:30:00Z"));
    s.wait_for("0 new · 1 learning · 0 to review");
    answer_and_forget(&mut s);
    // The miss comes back at once (nothing else is left to ask, as Anki shows a learning
    // card early): answered right and rated Good, its next step (10 minutes) is within
    // Anki's 20 minutes of learning ahead, so it comes back once more; Good again
    // graduates it, and the review is over.
    for tag in ["asked again after a miss", "its next step"] {
        s.wait_for(tag);
        pick_right(&mut s);
        s.wait_for("[3 Good");
        s.read_verdict();
        s.send("3");
    }
    s.wait_for("Summary");
    assert!(
        s.contents().contains("Today's 1 new questions are done"),
        "{}",
        s.contents()
    );
    s.send("\x1b");
    assert!(s.wait_exit().success());

    // 05:00: a new learner day brings a new question beside the one learnt yesterday,
    // due again after its one day.
    let mut s = start_with(&args(), &env("2026-12-02T05:00:00Z"));
    s.wait_for("1 new · 0 learning · 1 to review");
    s.send("\x1b");
    assert!(s.wait_exit().success());
    let conn = rusqlite::Connection::open(&path).expect("open");
    let reviews: i64 = conn
        .query_row("SELECT count(DISTINCT item_id) FROM reviews", [], |r| {
            r.get(0)
        })
        .expect("count");
    assert_eq!(reviews, 1, "only the first question was answered so far");
}
