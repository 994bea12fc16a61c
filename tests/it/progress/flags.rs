//! Suspended, buried and leech questions in the progress file: kept per course, read back
//! after reopening, cleared without a trace; a reset question loses its schedule but not
//! its answers, and a question's history reads back oldest first.

use latih::core::queue::Kind;
use latih::core::record::{Flags, ReviewRecord, SessionKind};
use latih::core::schedule::{ItemState, Phase, Rating};
use latih::core::write::Write;
use latih::storage::Progress;

const T0: i64 = 1_796_112_000;

fn answer(p: &mut Progress, item: &str, at: i64, rating: Rating) {
    let s = crate::common::write::start(p, SessionKind::Due, 1, 1, at).expect("session");
    let record = ReviewRecord {
        session: s,
        item: item.into(),
        kind: "single".into(),
        lesson: Some("l1".into()),
        position: 1,
        shown: Vec::new(),
        answer: "{}".into(),
        correct: Some(rating != Rating::Again),
        rating,
        duration_ms: 1000,
        at,
        interval_days: 2.0,
        shown_as: Some(Kind::Review),
    };
    let state = ItemState {
        stability: 5.0,
        difficulty: 5.0,
        due: at + 2 * 86_400,
        last_review: at,
        reps: 1,
        lapses: 0,
        phase: Phase::Review,
    };
    crate::common::write::answer(p, &record, &state).expect("record");
}

#[test]
fn flags_are_kept_per_course_and_cleared_without_a_row() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("p.sqlite3");
    let leech = Flags {
        suspended: true,
        leech: true,
        buried_until: None,
    };
    let buried = Flags {
        buried_until: Some(T0 + 3600),
        ..Flags::default()
    };
    {
        let mut p = Progress::open(&path).expect("open");
        p.use_course("one", &["q1", "q2"]).expect("scope");
        p.write(&Write::SetFlags {
            item: "q1".into(),
            flags: leech,
            at: T0,
        })
        .expect("set");
        p.write(&Write::SetFlags {
            item: "q2".into(),
            flags: buried,
            at: T0,
        })
        .expect("set");
        p.use_course("two", &["q1"]).expect("scope");
        assert!(p.flags().expect("read").is_empty(), "another course's q1");
    }
    let mut p = Progress::open(&path).expect("reopen");
    p.use_course("one", &["q1", "q2"]).expect("scope");
    let flags = p.flags().expect("read");
    assert_eq!(flags.get("q1"), Some(&leech));
    assert_eq!(flags.get("q2"), Some(&buried));
    p.write(&Write::SetFlags {
        item: "q1".into(),
        flags: Flags::default(),
        at: T0,
    })
    .expect("clear");
    assert_eq!(p.flags().expect("read").len(), 1);
    let rows: i64 = rusqlite::Connection::open(&path)
        .expect("sql")
        .query_row("SELECT count(*) FROM item_flags", [], |r| r.get(0))
        .expect("count");
    assert_eq!(rows, 1, "a question with no flag has no row");
}

#[test]
fn a_reset_question_keeps_its_answers_and_its_history_reads_oldest_first() {
    let mut p = Progress::in_memory().expect("memory");
    p.use_course("one", &["q1"]).expect("scope");
    answer(&mut p, "q1", T0, Rating::Good);
    answer(&mut p, "q1", T0 + 86_400, Rating::Again);
    assert!(p.schedule().expect("schedule").contains_key("q1"));
    p.write(&Write::Forget("q1".into())).expect("forget");
    assert!(!p.schedule().expect("schedule").contains_key("q1"));
    let history = p.item_history("q1").expect("history");
    let ratings: Vec<_> = history
        .iter()
        .map(|h| (h.at, h.rating, h.correct))
        .collect();
    assert_eq!(
        ratings,
        [
            (T0, Rating::Good, Some(true)),
            (T0 + 86_400, Rating::Again, Some(false))
        ]
    );
    assert_eq!(history[0].shown_as, Some(Kind::Review));
    assert!((history[0].interval_days - 2.0).abs() < 1e-9);
}
