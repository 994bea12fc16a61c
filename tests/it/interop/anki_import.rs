//! `latih import anki FILE`: cards of a deck latih exported are answered in Anki itself at
//! set times (tests/oracle/anki_answer.py, PyPI `anki` under libfaketime), the collection is
//! backed up as Anki does (`.colpkg`, zstd inside), and latih adds those answers to the
//! progress file once, however often it is imported, with each question's schedule going on
//! from its newest answer: a card Anki has in its learning steps is due when Anki says.

use std::path::Path;

use serde_json::{Value, json};

use crate::common::latih;

/// 2026-12-01 09:00 UTC.
const T0: i64 = 1_796_115_600;

/// Answers in Anki; `None` (said) when Anki or libfaketime is not here.
fn answer_in_anki(deck: &Path, out: &Path, answers: &Value) -> Option<Value> {
    let args = [deck.as_os_str(), out.as_os_str()];
    let printed = crate::common::anki::oracle(
        "anki_answer.py",
        &args,
        "@2026-12-01 08:00:00",
        &answers.to_string(),
    )?;
    Some(serde_json::from_slice(&printed).expect("JSON"))
}

fn import(file: &Path, progress: &Path) -> crate::common::cmd::Ran {
    latih()
        .env("TZ", "UTC")
        .args(["--lang", "en", "import", "anki"])
        .arg(file)
        .arg("--course")
        .arg(crate::common::fixture("valid"))
        .arg("--progress")
        .arg(progress)
        .run()
}

fn rows(db: &Path, sql: &str) -> Vec<Vec<String>> {
    let conn = rusqlite::Connection::open(db).expect("open");
    let mut stmt = conn.prepare(sql).expect("prepare");
    let n = stmt.column_count();
    stmt.query_map([], |r| {
        (0..n)
            .map(|i| {
                r.get::<_, rusqlite::types::Value>(i)
                    .map(|v| format!("{v:?}"))
            })
            .collect::<rusqlite::Result<Vec<_>>>()
    })
    .expect("query")
    .map(|r| r.expect("row"))
    .collect()
}

#[test]
fn answers_given_in_anki_come_back_once_and_the_schedule_goes_on_from_them() {
    let work = tempfile::tempdir().expect("tempdir");
    let deck = work.path().join("deck.apkg");
    let ran = latih()
        .env("LATIH_NOW", "2026-12-01T08:00:00Z")
        .args(["--lang", "en", "export", "--format", "apkg", "--course"])
        .arg(crate::common::fixture("valid"))
        .arg("--out")
        .arg(&deck)
        .run();
    assert_eq!(ran.code, 0, "{}", ran.stderr);
    let plan = json!([
        {"at": T0, "rating": 3},
        {"at": T0 + 60, "rating": 3},
        {"at": T0 + 120, "rating": 1},
        {"at": T0 + 800, "rating": 3},
        {"at": T0 + 86_400, "rating": 3},
    ]);
    let backup = work.path().join("collection.colpkg");
    let Some(anki) = answer_in_anki(&deck, &backup, &plan) else {
        return;
    };
    let answered = anki["answered"].as_array().expect("answered");
    assert_eq!(answered.len(), 5, "{anki}");
    let progress = work.path().join("progress.sqlite3");
    let first = import(&backup, &progress);
    assert_eq!(first.code, 0, "{}", first.stderr);
    assert!(
        first
            .stderr
            .contains("Added 5 answers from Anki on 4 questions"),
        "{}",
        first.stderr
    );
    let log = rows(
        &progress,
        "SELECT item_id, rating, reviewed_at FROM reviews ORDER BY reviewed_at",
    );
    let expected: Vec<Vec<String>> = (answered.iter())
        .map(|a| {
            let rating =
                ["again", "hard", "good", "easy"][a["rating"].as_u64().unwrap_or(3) as usize - 1];
            let at = latih::core::clock::iso(a["at"].as_i64().expect("at"));
            vec![
                format!("Text({:?})", a["id"].as_str().expect("id")),
                format!("Text({rating:?})"),
                format!("Text({at:?})"),
            ]
        })
        .collect();
    assert_eq!(log, expected);
    // Every card Anki has in its learning steps is due in latih when it is due in Anki.
    let cards = anki["cards"].as_object().expect("cards");
    let mut learning = 0;
    for (id, card) in cards {
        let queue = card["queue"].as_i64().expect("queue");
        if queue != 1 {
            continue;
        }
        learning += 1;
        let due = rows(
            &progress,
            &format!("SELECT due_at, reps FROM schedule WHERE item_id = '{id}'"),
        );
        let anki_due = latih::core::clock::iso(card["due"].as_i64().expect("due"));
        assert_eq!(due[0][0], format!("Text({anki_due:?})"), "{id}: {card}");
        assert_eq!(due[0][1], format!("Integer({})", card["reps"]), "{id}");
    }
    assert!(learning >= 3, "{anki}");
    // The same backup again: nothing added twice.
    let again = import(&backup, &progress);
    assert_eq!(again.code, 0, "{}", again.stderr);
    assert!(
        again
            .stderr
            .contains("its 5 answers on notes latih exported are all here already"),
        "{}",
        again.stderr
    );
    assert_eq!(
        rows(&progress, "SELECT count(*) FROM reviews"),
        [["Integer(5)"]]
    );
}

#[test]
fn a_file_that_is_no_anki_collection_is_named_with_why() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("notes.apkg");
    std::fs::write(&file, "not a zip").expect("write");
    let ran = import(&file, &dir.path().join("p.sqlite3"));
    assert_eq!(ran.code, 1);
    assert!(
        ran.stderr
            .contains("notes.apkg is not an Anki package or collection latih can read"),
        "{}",
        ran.stderr
    );
    assert!(
        !dir.path().join("p.sqlite3").exists(),
        "nothing created for a bad file"
    );
}
