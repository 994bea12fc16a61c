//! The progress file on real files: created with the schema, every answer kept, refused
//! files left byte-for-byte untouched, and clear errors for read-only, missing folders and
//! a full disk.

use std::fs;
use std::path::Path;

use latih::core::clock::Clock;
use latih::core::schedule::{ItemState, Rating};
use latih::core::write::Write;
use latih::storage::record::{ReviewRecord, SessionKind};
use latih::storage::{Progress, StorageError};

const T0: i64 = 1_796_112_000; // 2026-12-01T08:00:00Z

fn state(due: i64) -> ItemState {
    ItemState {
        stability: 2.3,
        difficulty: 5.0,
        due,
        last_review: T0,
        reps: 1,
        lapses: 0,
        phase: latih::core::schedule::Phase::Review,
    }
}

fn record(session: i64, item: &str, at: i64) -> ReviewRecord {
    ReviewRecord {
        session,
        item: item.to_string(),
        kind: "single".into(),
        lesson: Some("m13-04".into()),
        position: 1,
        shown: vec!["b".into(), "a".into(), "c".into()],
        answer: serde_json::json!({"choice": "a"}).to_string(),
        correct: Some(true),
        rating: Rating::Good,
        duration_ms: 4200,
        at,
        interval_days: 2.3,
        shown_as: Some(latih::core::queue::Kind::New),
    }
}

#[test]
fn a_new_file_gets_the_schema_and_keeps_answers() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("progress.sqlite3");
    {
        let mut p = Progress::open(&path).expect("create");
        let s = crate::common::write::start(&mut p, SessionKind::Due, 42, 2, T0).expect("session");
        crate::common::write::answer(&mut p, &record(s, "q1", T0), &state(T0 + 86_400))
            .expect("record");
        // The second was already learnt: a review (what per-lesson retention counts).
        let review = ReviewRecord {
            shown_as: Some(latih::core::queue::Kind::Review),
            ..record(s, "q2", T0 + 10)
        };
        crate::common::write::answer(&mut p, &review, &state(T0 + 3 * 86_400)).expect("record");
        crate::common::write::finish(&mut p, s, T0 + 20).expect("finish");
        crate::common::write::lesson(&mut p, "m13-04", true, T0).expect("status");
        let place = Write::SavePlace {
            lesson: "0032".into(),
            part: "block:5".into(),
            offset: 2,
            seconds: 90,
            at: T0,
        };
        p.write(&place).expect("place");
    }
    let p = Progress::open(&path).expect("reopen");
    let schedule = p.schedule().expect("schedule");
    assert_eq!(schedule.len(), 2);
    assert_eq!(schedule["q2"].due, T0 + 3 * 86_400);
    let lessons = p.lessons().expect("lessons");
    assert!(lessons.iter().any(|l| l.lesson == "m13-04" && l.done));
    assert!(
        lessons
            .iter()
            .any(|l| l.lesson == "0032" && l.part.as_deref() == Some("block:5") && l.seconds == 90)
    );
    let today = p.today(Clock::new(T0 + 60, 0)).expect("today");
    assert_eq!(today.new_seen, 1);
    assert_eq!(today.reviewed, 1);
    let stats = p.stats(Clock::new(T0 + 60, 7 * 3600)).expect("stats");
    assert_eq!(stats.total_reviews, 2);
    assert_eq!(stats.streak, 1);
    assert_eq!(
        stats.lessons[0].reviews, 1,
        "only the review counts for retention"
    );
}

#[test]
fn the_days_allowances_count_what_each_answer_was_when_shown() {
    use latih::core::queue::Kind;
    let p = {
        let mut p = Progress::in_memory().expect("memory");
        let s = crate::common::write::start(&mut p, SessionKind::Due, 1, 6, T0).expect("session");
        let kinds = [
            Some(Kind::New),
            Some(Kind::Learning),
            Some(Kind::Learning),
            Some(Kind::DayLearning),
            Some(Kind::Review),
            // A review lesson's answer uses no allowance.
            None,
        ];
        for (i, kind) in kinds.into_iter().enumerate() {
            let r = ReviewRecord {
                shown_as: kind,
                ..record(s, &format!("q{i}"), T0 + i as i64)
            };
            crate::common::write::answer(&mut p, &r, &state(T0 + 86_400)).expect("record");
        }
        p
    };
    let today = p.today(Clock::new(T0 + 60, 0)).expect("today");
    assert_eq!((today.new_seen, today.reviewed), (1, 2));
    // The next day has used nothing.
    let tomorrow = p.today(Clock::new(T0 + 86_400, 0)).expect("today");
    assert_eq!((tomorrow.new_seen, tomorrow.reviewed), (0, 0));
}

#[test]
fn the_stock_sqlite3_client_reads_it_with_plain_sql() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("p.sqlite3");
    {
        let mut p = Progress::open(&path).expect("create");
        let s = crate::common::write::start(&mut p, SessionKind::Due, 7, 1, T0).expect("session");
        crate::common::write::answer(&mut p, &record(s, "q1", T0), &state(T0 + 86_400))
            .expect("record");
    }
    let Ok(out) = std::process::Command::new("sqlite3")
        .arg(&path)
        .arg("SELECT item_id, rating, shown, reviewed_at FROM reviews; SELECT item_id, due_at FROM schedule; PRAGMA user_version;")
        .output()
    else {
        // On a developer machine without the client the same SQL still runs through our own
        // connection in the other tests; CI installs sqlite3, so there it must be present.
        assert!(
            std::env::var_os("CI").is_none(),
            "sqlite3 is not installed; .ci/run installs it"
        );
        return;
    };
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains(r#"q1|good|["b","a","c"]|2026-12-01T08:00:00Z"#),
        "{text}"
    );
    assert!(text.contains("q1|2026-12-02T08:00:00Z"), "{text}");
    let version = latih::storage::migrations::current().to_string();
    assert!(text.trim_end().ends_with(&version), "{text}");
}

fn assert_refused_untouched(bytes: &[u8], want: fn(&StorageError) -> bool) {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("progress.sqlite3");
    fs::write(&path, bytes).expect("write");
    let err = Progress::open(&path).expect_err("refused");
    assert!(want(&err), "{err:?}");
    assert_eq!(err.path(), path.as_path());
    assert_eq!(
        fs::read(&path).expect("read"),
        bytes,
        "the file was changed"
    );
    let others: Vec<_> = fs::read_dir(dir.path())
        .expect("ls")
        .flatten()
        .map(|e| e.file_name())
        .collect();
    assert_eq!(
        others.len(),
        1,
        "no journal or backup beside it: {others:?}"
    );
}

#[test]
fn a_file_that_is_not_sqlite_is_left_untouched() {
    assert_refused_untouched(b"this is my shopping list\n", |e| {
        matches!(e, StorageError::NotSqlite { .. })
    });
    assert_refused_untouched(&[0xff; 4096], |e| {
        matches!(e, StorageError::NotSqlite { .. })
    });
}

fn valid_file(dir: &Path) -> Vec<u8> {
    let path = dir.join("valid.sqlite3");
    {
        let mut p = Progress::open(&path).expect("create");
        let s = crate::common::write::start(&mut p, SessionKind::Due, 1, 300, T0).expect("session");
        for i in 0..300 {
            crate::common::write::answer(
                &mut p,
                &record(s, &format!("q{i}"), T0 + i),
                &state(T0 + 86_400),
            )
            .expect("record");
        }
    }
    // Fold the WAL into the main file so the bytes are the whole database.
    let conn = rusqlite::Connection::open(&path).expect("open");
    conn.pragma_update(None, "journal_mode", "DELETE")
        .expect("checkpoint");
    drop(conn);
    fs::read(&path).expect("read")
}

#[test]
fn a_damaged_file_is_refused_and_left_untouched() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut bytes = valid_file(dir.path());
    let page = 4096;
    assert!(bytes.len() > 4 * page);
    for b in &mut bytes[2 * page..4 * page] {
        *b = 0xA5;
    }
    assert_refused_untouched(&bytes, |e| {
        matches!(
            e,
            StorageError::Corrupt { .. } | StorageError::NotSqlite { .. }
        )
    });
}

#[test]
fn a_file_from_a_newer_latih_is_refused_and_left_untouched() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("newer.sqlite3");
    valid_file(dir.path());
    fs::copy(dir.path().join("valid.sqlite3"), &path).expect("copy");
    let conn = rusqlite::Connection::open(&path).expect("open");
    conn.pragma_update(None, "user_version", 99).expect("bump");
    drop(conn);
    let bytes = fs::read(&path).expect("read");
    fs::remove_file(&path).expect("rm");
    assert_refused_untouched(&bytes, |e| {
        matches!(e, StorageError::Newer { found: 99, .. })
    });
}

#[test]
fn a_missing_folder_is_named() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("no/such/folder/progress.sqlite3");
    let err = Progress::open(&path).expect_err("refused");
    assert!(matches!(err, StorageError::NoFolder { .. }), "{err:?}");
    assert!(!dir.path().join("no").exists(), "nothing was created");
}

#[test]
fn a_read_only_file_is_named() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("ro.sqlite3");
    drop(Progress::open(&path).expect("create"));
    let conn = rusqlite::Connection::open(&path).expect("open");
    conn.pragma_update(None, "journal_mode", "DELETE")
        .expect("checkpoint");
    drop(conn);
    fs::set_permissions(&path, fs::Permissions::from_mode(0o444)).expect("chmod");
    let before = fs::read(&path).expect("read");
    let result = Progress::open(&path);
    // Root ignores file permissions; then the file simply opens. Anyone else gets ReadOnly.
    if let Err(e) = &result {
        assert!(matches!(e, StorageError::ReadOnly { .. }), "{e:?}");
        assert_eq!(fs::read(&path).expect("read"), before);
    }
}

#[test]
fn a_read_only_folder_is_named() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("tempdir");
    let ro = dir.path().join("ro");
    fs::create_dir(&ro).expect("mkdir");
    fs::set_permissions(&ro, fs::Permissions::from_mode(0o555)).expect("chmod");
    let result = Progress::open(&ro.join("progress.sqlite3"));
    fs::set_permissions(&ro, fs::Permissions::from_mode(0o755)).expect("chmod back");
    if let Err(e) = result {
        assert!(
            matches!(
                e,
                StorageError::ReadOnly { .. } | StorageError::Other { .. }
            ),
            "{e:?}"
        );
    }
}

#[test]
fn a_full_disk_is_a_clear_error_and_loses_nothing_already_kept() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("full.sqlite3");
    let mut p = Progress::open(&path).expect("create");
    let s = crate::common::write::start(&mut p, SessionKind::Due, 1, 1000, T0).expect("session");
    crate::common::write::answer(&mut p, &record(s, "kept", T0), &state(T0 + 86_400))
        .expect("first answer");
    p.cap_pages(p.page_count().expect("pages")).expect("cap");
    let mut failed = None;
    for i in 0..1000 {
        let big = ReviewRecord {
            answer: serde_json::json!({"text": "x".repeat(2000)}).to_string(),
            ..record(s, &format!("q{i}"), T0 + i)
        };
        if let Err(e) = crate::common::write::answer(&mut p, &big, &state(T0 + 86_400)) {
            failed = Some(e);
            break;
        }
    }
    let err = failed.expect("the capped file fills up");
    assert!(matches!(err, StorageError::Full { .. }), "{err:?}");
    drop(p);
    let p = Progress::open(&path).expect("reopen");
    assert!(p.schedule().expect("schedule").contains_key("kept"));
}

#[test]
fn two_connections_on_one_file_both_write() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("shared.sqlite3");
    let mut a = Progress::open(&path).expect("a");
    let mut b = Progress::open(&path).expect("b");
    let sa = crate::common::write::start(&mut a, SessionKind::Due, 1, 50, T0).expect("sa");
    let sb = crate::common::write::start(&mut b, SessionKind::Due, 2, 50, T0).expect("sb");
    for i in 0..50 {
        crate::common::write::answer(&mut a, &record(sa, &format!("a{i}"), T0 + i), &state(T0))
            .expect("a writes");
        crate::common::write::answer(&mut b, &record(sb, &format!("b{i}"), T0 + i), &state(T0))
            .expect("b writes");
    }
    assert_eq!(a.schedule().expect("schedule").len(), 100);
    assert_eq!(b.total_reviews().expect("count"), 100);
}

#[test]
fn export_csv_and_json() {
    let mut p = Progress::in_memory().expect("memory");
    let s = crate::common::write::start(&mut p, SessionKind::Due, 9, 1, T0).expect("session");
    let mut r = record(s, "q,1", T0);
    r.answer = serde_json::json!({"text": "say \"hi\""}).to_string();
    crate::common::write::answer(&mut p, &r, &state(T0)).expect("record");
    let mut csv = Vec::new();
    assert_eq!(
        p.export(latih::storage::export::Format::Csv, &mut csv)
            .expect("csv"),
        1
    );
    let csv = String::from_utf8(csv).expect("utf8");
    let mut lines = csv.lines();
    assert!(
        lines
            .next()
            .unwrap_or("")
            .starts_with("review_id,session_id,session_kind")
    );
    let row = lines.next().unwrap_or("");
    assert!(row.contains("\"q,1\""), "{row}");
    // The answer is JSON; in CSV its quotes are doubled.
    assert!(row.contains(r#""{""text"":""say \""hi\""""}""#), "{row}");
    let mut json = Vec::new();
    p.export(latih::storage::export::Format::Json, &mut json)
        .expect("json");
    let v: serde_json::Value = serde_json::from_slice(&json).expect("valid JSON");
    assert_eq!(v[0]["item_id"], "q,1");
    assert_eq!(v[0]["shown"], serde_json::json!(["b", "a", "c"]));
    assert_eq!(v[0]["session_seed"], 9);
}
