//! Drill attempts in a real progress file: written when the clock starts, ended in one
//! transaction with the schedule, read back as history and pass rates; and a file from the
//! version before drills is migrated with a backup, keeping every review.

use latih::core::drill::Status;
use latih::core::record::{DrillEnd, DrillStart, SessionKind};
use latih::core::schedule::ItemState;
use latih::storage::Progress;

const T0: i64 = 1_796_112_000; // 2026-12-01T08:00:00Z

fn start(p: &mut Progress, at: i64) -> i64 {
    crate::common::write::start_drill(
        p,
        &DrillStart {
            drill: "d1".into(),
            lesson: Some("0032".into()),
            at,
            limit_seconds: 90,
            checklist_size: 6,
            pass_mark: 4,
        },
    )
    .expect("start")
}

fn state(due: i64) -> ItemState {
    ItemState {
        stability: 3.0,
        difficulty: 5.0,
        due,
        last_review: T0,
        reps: 1,
        lapses: 0,
        phase: latih::core::schedule::Phase::Review,
    }
}

#[test]
fn attempts_history_and_pass_rates() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("p.sqlite3");
    let mut p = Progress::open(&path).expect("open");
    let a = start(&mut p, T0);
    // Before it ends it already counts, as abandoned.
    let h = p.drill_history("d1").expect("history");
    assert_eq!(h.len(), 1);
    assert_eq!(h[0].status, Status::Abandoned);
    let end = DrillEnd {
        attempt: a,
        at: T0 + 100,
        duration_ms: 95_000,
        overtime_ms: 5_000,
        ticked: vec![
            "v1-cost".into(),
            "hybrid".into(),
            "fanout".into(),
            "cache".into(),
        ],
        status: Status::Passed,
    };
    crate::common::write::end_drill(
        &mut p,
        &end,
        Some(("d1", Some("0032"), &state(T0 + 3 * 86_400))),
    )
    .expect("end");
    let b = start(&mut p, T0 + 86_400);
    let fail = DrillEnd {
        attempt: b,
        at: T0 + 86_500,
        duration_ms: 60_000,
        overtime_ms: 0,
        ticked: vec!["v1-cost".into()],
        status: Status::Failed,
    };
    crate::common::write::end_drill(
        &mut p,
        &fail,
        Some(("d1", Some("0032"), &state(T0 + 86_400 + 600))),
    )
    .expect("end");
    start(&mut p, T0 + 2 * 86_400); // killed: never ended

    let h = p.drill_history("d1").expect("history");
    let statuses: Vec<Status> = h.iter().map(|a| a.status).collect();
    assert_eq!(
        statuses,
        vec![Status::Abandoned, Status::Failed, Status::Passed],
        "newest first"
    );
    assert_eq!(h[2].ticked.len(), 4);
    assert_eq!((h[2].duration_ms, h[2].overtime_ms), (95_000, 5_000));
    let rates = p.drill_rates().expect("rates");
    assert_eq!(rates.len(), 1);
    assert_eq!(
        (rates[0].finished, rates[0].passed, rates[0].abandoned),
        (2, 1, 1)
    );
    // The schedule holds the drill, marked as one, due again as the fail decided.
    let schedule = p.schedule().expect("schedule");
    assert_eq!(schedule["d1"].due, T0 + 86_400 + 600);
    let stats = p
        .stats(latih::core::clock::Clock::new(T0, 0))
        .expect("stats");
    assert_eq!(stats.items_seen, 0, "a drill is not a question");
    assert_eq!(stats.drills, rates);
}

/// The schema as the first version of the progress file wrote it.
const VERSION_1: &str = include_str!("../../fixtures/progress_v1.sql");

#[test]
fn a_file_from_before_drills_is_migrated_with_a_backup_and_keeps_its_reviews() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("old.sqlite3");
    {
        let conn = rusqlite::Connection::open(&path).expect("create");
        conn.execute_batch(VERSION_1)
            .expect("version 1 schema and data");
    }
    let mut p = Progress::open(&path).expect("migrate");
    assert_eq!(
        p.export(latih::storage::export::Format::Csv, &mut Vec::new())
            .expect("export"),
        2
    );
    start(&mut p, T0);
    let backup = dir.path().join("old.sqlite3.v1.bak");
    let old = rusqlite::Connection::open(&backup).expect("the backup exists");
    let version: i64 = old
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .expect("version");
    assert_eq!(version, 1);
    let reviews: i64 = old
        .query_row("SELECT count(*) FROM reviews", [], |r| r.get(0))
        .expect("count");
    assert_eq!(reviews, 2);
    let s = crate::common::write::start(&mut p, SessionKind::Due, 1, 1, T0)
        .expect("the migrated file still takes reviews");
    assert!(s > 1);
}
