//! A real progress file with answers of every kind, written through the library, for the
//! tests that read it back with SQL or with the binary.

use std::path::Path;

use latih::core::schedule::{ItemState, Rating};
use latih::storage::Progress;
use latih::storage::record::{ReviewRecord, SessionKind};

pub fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

const REAL_IDS: [&str; 4] = [
    "m13-04-edge-count",
    "m13-04-exercise-size",
    "m13-04-storage-estimate",
    "m13-04-pk-jobs",
];

/// `rounds` times the same four answers (single wrong and right, numeric, recall) about
/// M13.04, reviewed now and due now; M13.04 marked done.
pub fn populated(path: &Path, rounds: usize) {
    let now = now();
    let mut p = Progress::open(path).expect("create");
    let s =
        crate::common::write::start(&mut p, SessionKind::Due, 7, 4 * rounds, now).expect("session");
    let answers = [
        ("single", r#"{"choice":"b"}"#, Some(false), Rating::Again),
        ("single", r#"{"choice":"a"}"#, Some(true), Rating::Good),
        (
            "numeric",
            r#"{"text":"40 gb","value":40.0}"#,
            Some(true),
            Rating::Easy,
        ),
        ("recall", r#"{"text":""}"#, None, Rating::Hard),
    ];
    for round in 0..rounds {
        for (i, (kind, answer, correct, rating)) in answers.iter().enumerate() {
            let record = ReviewRecord {
                session: s,
                // Questions of the bundled course, so its screens count them.
                item: REAL_IDS[i].to_string(),
                kind: (*kind).into(),
                lesson: Some("m13-04".into()),
                position: (round * 4 + i) as u32 + 1,
                shown: vec!["b".into(), "a".into()],
                answer: (*answer).into(),
                correct: *correct,
                rating: *rating,
                duration_ms: 3000,
                at: now,
                interval_days: 1.0,
                shown_as: None,
            };
            let state = ItemState {
                stability: 1.0,
                difficulty: 5.0,
                due: now,
                last_review: now,
                reps: 1,
                lapses: 0,
                phase: latih::core::schedule::Phase::Review,
            };
            crate::common::write::answer(&mut p, &record, &state).expect("record");
        }
    }
    crate::common::write::finish(&mut p, s, now).expect("finish");
    // One oral drill passed, and one cut short.
    let drill = latih::core::record::DrillStart {
        drill: "0032-evolve-feed-drill".into(),
        lesson: Some("0032".into()),
        at: now,
        limit_seconds: 90,
        checklist_size: 6,
        pass_mark: 4,
    };
    let a = crate::common::write::start_drill(&mut p, &drill).expect("drill");
    let end = latih::core::record::DrillEnd {
        attempt: a,
        at: now,
        duration_ms: 88_000,
        overtime_ms: 0,
        ticked: vec![
            "v1-cost".into(),
            "fanout-write".into(),
            "capped-cache".into(),
            "hybrid".into(),
        ],
        status: latih::core::drill::Status::Passed,
    };
    crate::common::write::end_drill(&mut p, &end, None).expect("end");
    crate::common::write::start_drill(&mut p, &drill).expect("drill");
    crate::common::write::lesson(&mut p, "m13-04", true, now).expect("status");
}

/// A moment in 2026 the full-disk tests answer at.
pub const T0: i64 = 1_796_112_000;

/// Answer `i` of `session`, long enough that every answer needs pages of its own (so a file
/// capped at its size takes no more).
pub fn long_answer(session: i64, i: i64) -> ReviewRecord {
    ReviewRecord {
        session,
        item: format!("q{i}"),
        kind: "recall".into(),
        lesson: Some("m13-04".into()),
        position: i as u32 + 1,
        shown: Vec::new(),
        answer: serde_json::json!({ "text": "x".repeat(9000) }).to_string(),
        correct: None,
        rating: Rating::Good,
        duration_ms: 1000,
        at: T0 + i,
        interval_days: 2.0,
        shown_as: None,
    }
}

/// A question's schedule after one good answer at `T0`.
pub fn reviewed_state() -> ItemState {
    ItemState {
        stability: 2.3,
        difficulty: 5.0,
        due: T0 + 86_400,
        last_review: T0,
        reps: 1,
        lapses: 0,
        phase: latih::core::schedule::Phase::Review,
    }
}
