//! `latih export --format apkg`: the deck Anki itself imports (PyPI `anki`, Anki's own
//! backend, run by tests/oracle/anki_import.py): one note per question with its note type,
//! fields in both languages and tags; a later export of an edited course updates the same
//! notes instead of adding them again; `--lesson` takes one lesson's questions.
//!
//! Needs python3 with the `anki` package (`.ci/run` installs it); without it the test says
//! so and passes, except under CI=true, where it fails.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

use crate::common::latih;

pub(super) fn has_anki() -> bool {
    crate::common::anki::available("the Anki import test needs python3 with PyPI's `anki`")
}

/// Imports `packages` into the collection at `col` (made if new) and reads it back.
fn import(col: &Path, packages: &[&Path]) -> Value {
    let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/oracle/anki_import.py");
    let out = Command::new("python3")
        .arg(script)
        .arg(col)
        .args(packages)
        .env("ANKI_TEST_MODE", "1")
        .output()
        .expect("python3");
    assert!(
        out.status.success(),
        "Anki refused the deck: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("the oracle's JSON")
}

/// The fixture course copied where a test may edit it.
pub(super) fn course_copy() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("tempdir");
    let from = crate::common::fixture("valid");
    for sub in ["lessons", "quizzes"] {
        std::fs::create_dir(dir.path().join(sub)).expect("mkdir");
        for e in std::fs::read_dir(from.join(sub)).expect("read the fixture") {
            let e = e.expect("entry");
            std::fs::copy(e.path(), dir.path().join(sub).join(e.file_name())).expect("copy");
        }
    }
    dir
}

fn export(course: &Path, out: &Path, lang: &str, now: &str, extra: &[&str]) {
    let ran = latih()
        .env("LATIH_NOW", now)
        .args(["--lang", lang, "export", "--format", "apkg", "--course"])
        .arg(course)
        .arg("--out")
        .arg(out)
        .args(extra)
        .run();
    assert_eq!(ran.code, 0, "{}", ran.stderr);
}

fn note<'a>(v: &'a Value, id: &str) -> &'a Value {
    (v["notes"].as_array().expect("notes").iter())
        .find(|n| n["fields"]["Id"] == id)
        .unwrap_or_else(|| panic!("no note {id}: {v}"))
}

#[test]
fn anki_imports_the_deck_and_a_later_export_updates_the_same_notes() {
    if !has_anki() {
        return;
    }
    let course = course_copy();
    let work = tempfile::tempdir().expect("tempdir");
    let first = work.path().join("first.apkg");
    export(course.path(), &first, "en", "2026-12-01T08:00:00Z", &[]);
    let col = work.path().join("collection.anki2");
    let got = import(&col, &[&first]);
    assert_eq!(got["imports"][0]["new"], 5, "{got}");
    assert_eq!(got["integrity"], true, "{got}");
    let single = note(&got, "b-direction");
    assert_eq!(single["type"], "latih: single choice");
    assert_eq!(
        single["fields"]["Question"],
        "Which index answers \"my followers\"?"
    );
    assert_eq!(
        single["fields"]["Other question"],
        "Indeks mana yang menjawab \"pengikut saya\"?"
    );
    assert!(
        (single["fields"]["Answer"].as_str().expect("answer"))
            .contains("b) The index (followee_id, follower_id)"),
        "{single}"
    );
    let tags: Vec<&str> = (single["tags"].as_array().expect("tags").iter())
        .filter_map(Value::as_str)
        .collect();
    assert_eq!(
        tags,
        [
            "latih",
            "latih::lesson::edges",
            "latih::module::B",
            "latih::type::single"
        ]
    );
    assert_eq!(single["deck"], "latih::Sample course");
    let types: std::collections::BTreeSet<&str> = (got["notes"].as_array().expect("notes").iter())
        .filter_map(|n| n["type"].as_str())
        .collect();
    assert_eq!(types.len(), 5, "one note type per question type: {types:?}");
    // The course is edited; the next export, a day later, updates that note in place.
    let bank = course.path().join("quizzes/basics.yaml");
    let text = std::fs::read_to_string(&bank).expect("bank");
    std::fs::write(
        &bank,
        text.replace("answers \"my followers\"", "finds \"my followers\""),
    )
    .expect("edit");
    let second = work.path().join("second.apkg");
    export(course.path(), &second, "en", "2026-12-02T08:00:00Z", &[]);
    let again = import(&col, &[&second]);
    assert_eq!(again["imports"][0]["new"], 0, "{again}");
    assert_eq!(
        again["notes"].as_array().expect("notes").len(),
        5,
        "{again}"
    );
    assert_eq!(
        note(&again, "b-direction")["fields"]["Question"],
        "Which index finds \"my followers\"?"
    );
    assert_eq!(note(&again, "b-direction")["guid"], single["guid"]);
}

#[test]
fn a_lesson_alone_and_the_learners_language_first() {
    if !has_anki() {
        return;
    }
    let work = tempfile::tempdir().expect("tempdir");
    let deck = work.path().join("edges.apkg");
    let course = crate::common::fixture("valid");
    export(
        &course,
        &deck,
        "id",
        "2026-12-01T08:00:00Z",
        &["--lesson", "edges"],
    );
    let got = import(&work.path().join("c.anki2"), &[&deck]);
    assert_eq!(got["imports"][0]["new"], 5, "{got}");
    let estimate = note(&got, "b-size");
    assert_eq!(estimate["type"], "latih: estimate");
    assert!(
        (estimate["fields"]["Answer"].as_str().expect("answer")).starts_with("40 GB"),
        "{estimate}"
    );
    assert!(
        (estimate["fields"]["Question"].as_str().expect("q")).starts_with("500 juta edge"),
        "{estimate}"
    );
}

#[test]
fn a_deck_needs_a_file_and_a_lesson_that_exists() {
    let ran = latih()
        .args(["--lang", "en", "export", "--format", "apkg"])
        .run();
    assert_eq!(ran.code, 2);
    assert!(
        ran.stderr.contains("An Anki deck is a file"),
        "{}",
        ran.stderr
    );
    let dir = tempfile::tempdir().expect("tempdir");
    let ran = latih()
        .args([
            "--lang", "en", "export", "--format", "apkg", "--lesson", "nope", "--out",
        ])
        .arg(dir.path().join("x.apkg"))
        .run();
    assert_eq!(ran.code, 2);
    assert!(
        ran.stderr.contains("no lesson or module named nope"),
        "{}",
        ran.stderr
    );
    assert!(!dir.path().join("x.apkg").exists());
}
