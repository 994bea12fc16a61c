//! docs/progress.md stays true: every SQL example in it runs on a real progress file, through
//! our own SQLite and through the stock `sqlite3` client, and finds the rows it is about.

use std::path::Path;

use latih::core::schedule::{ItemState, Rating};
use latih::storage::Progress;
use latih::storage::record::{LessonStatus, ReviewRecord, SessionKind};

fn sql_examples() -> Vec<String> {
    let doc = std::fs::read_to_string("docs/progress.md").expect("docs/progress.md");
    let mut out = Vec::new();
    let mut current: Option<String> = None;
    for line in doc.lines() {
        match (&mut current, line.trim_end()) {
            (None, "```sql") => current = Some(String::new()),
            (Some(sql), "```") => {
                out.push(std::mem::take(sql));
                current = None;
            }
            (Some(sql), l) => {
                sql.push_str(l);
                sql.push('\n');
            }
            _ => {}
        }
    }
    out
}

/// A file with one answer of each kind, reviewed now and due now.
fn populated(path: &Path) {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("clock")
        .as_secs() as i64;
    let mut p = Progress::open(path).expect("create");
    let s = p
        .start_session(SessionKind::Due, None, 7, 4, now)
        .expect("session");
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
    for (i, (kind, answer, correct, rating)) in answers.into_iter().enumerate() {
        let record = ReviewRecord {
            session: s,
            item: format!("m13-04-{kind}-{}", i % 2),
            kind: kind.into(),
            lesson: Some("m13-04".into()),
            position: i as u32 + 1,
            shown: vec!["b".into(), "a".into()],
            answer: answer.into(),
            correct,
            rating,
            duration_ms: 3000,
            at: now,
            interval_days: 1.0,
        };
        let state = ItemState {
            stability: 1.0,
            difficulty: 5.0,
            due: now,
            last_review: now,
            reps: 1,
            lapses: 0,
        };
        p.record(&record, &state).expect("record");
    }
    p.finish_session(s, now).expect("finish");
    p.set_lesson_status("m13-04", LessonStatus::Done, now)
        .expect("status");
}

#[test]
fn every_sql_example_in_the_progress_doc_finds_rows() {
    let examples = sql_examples();
    assert!(examples.len() >= 6, "{} examples", examples.len());
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("progress.sqlite3");
    populated(&path);
    let conn = rusqlite::Connection::open(&path).expect("open");
    for sql in &examples {
        let mut stmt = conn.prepare(sql).unwrap_or_else(|e| panic!("{e}\n{sql}"));
        let columns = stmt.column_count();
        let rows: Vec<Vec<String>> = stmt
            .query_map([], |r| {
                (0..columns)
                    .map(|i| {
                        r.get::<_, rusqlite::types::Value>(i)
                            .map(|v| format!("{v:?}"))
                    })
                    .collect()
            })
            .and_then(|rows| rows.collect())
            .unwrap_or_else(|e| panic!("{e}\n{sql}"));
        assert!(!rows.is_empty(), "no rows from\n{sql}");
        // A JSON path that names nothing would give NULL in every row.
        if sql.contains("json_extract") {
            assert!(
                rows.iter().all(|r| !r[1].contains("Null")),
                "{rows:?}\n{sql}"
            );
        }
    }

    let Ok(probe) = std::process::Command::new("sqlite3")
        .arg("-version")
        .output()
    else {
        assert!(
            std::env::var_os("CI").is_none(),
            "sqlite3 is not installed; .ci/run installs it"
        );
        return;
    };
    assert!(probe.status.success());
    for sql in &examples {
        let out = std::process::Command::new("sqlite3")
            .arg(&path)
            .arg(sql)
            .output()
            .expect("sqlite3");
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success() && !text.trim().is_empty(),
            "sqlite3 failed on\n{sql}\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}
