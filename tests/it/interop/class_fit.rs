//! `latih class optimize`: FSRS fitted on three learners' pooled statements (the py-fsrs
//! reference history shared out among them), written into the course's manifest, which then
//! lints clean and gives a learner without a fit of their own the class's parameters; the
//! same reviews again change nothing; parameters FSRS does not take are reported by lint.

use serde_json::{Value, json};

use crate::common::latih;

/// The reference history as xAPI statements of three learners, as latih writes them.
fn statements() -> Value {
    let r: Value = serde_json::from_str(include_str!("../../fixtures/fsrs/reference.json"))
        .expect("reference");
    let all: Vec<Value> = (r["reviews"].as_array().expect("reviews").iter())
        .enumerate()
        .map(|(k, rev)| {
            let item = rev["item"].as_str().expect("item");
            let n: usize = item.trim_start_matches('q').parse().unwrap_or(0);
            let who = ["ana", "budi", "citra"][n % 3];
            let rating = rev["rating"].as_str().expect("rating");
            json!({
                "id": format!("00000000-0000-8000-8000-{k:012}"),
                "actor": {"objectType": "Agent", "mbox": format!("mailto:{who}@example.org")},
                "verb": {"id": "http://adlnet.gov/expapi/verbs/answered"},
                "object": {"objectType": "Activity",
                           "id": format!("urn:latih:course:valid-fixture:question:{item}")},
                "result": {"success": rating != "again", "duration": "PT3S",
                           "extensions": {"urn:latih:rating": rating}},
                "timestamp": latih::core::clock::iso(rev["at"].as_i64().expect("at")),
            })
        })
        .collect();
    Value::Array(all)
}

#[test]
fn the_class_fit_goes_into_the_course_and_a_new_learner_starts_from_it() {
    let course = super::anki_deck::course_copy();
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("class.json");
    std::fs::write(&file, statements().to_string()).expect("write");
    let fit = || {
        latih()
            .args(["--lang", "en", "class", "optimize", "--course"])
            .arg(course.path())
            .arg(&file)
            .run()
    };
    let ran = fit();
    assert_eq!(ran.code, 0, "{}", ran.stderr);
    assert!(
        ran.stderr.contains("Fitted on 410 reviews of 3 learners"),
        "{}",
        ran.stderr
    );
    let manifest = course.path().join("lessons/course.yaml");
    let text = std::fs::read_to_string(&manifest).expect("manifest");
    assert!(text.contains("\nscheduler:\n"), "{text}");
    assert!(
        text.starts_with("format_version"),
        "the rest is kept: {text}"
    );
    let loaded = latih::content::load_dir(course.path());
    let in_manifest: Vec<_> = (loaded.problems.iter())
        .filter(|p| p.place.file.ends_with("course.yaml"))
        .collect();
    assert!(in_manifest.is_empty(), "{in_manifest:#?}");
    let class = loaded.course.scheduler.expect("the class's parameters");
    assert_eq!(class.parameters.len(), 21);
    assert_eq!(class.fitted_on, 410);
    assert_ne!(class.parameters, fsrs::DEFAULT_PARAMETERS.to_vec());
    // A learner with no fit of their own is on the class's parameters.
    drop(latih::storage::Progress::open(&dir.path().join("p.sqlite3")).expect("a progress file"));
    let reset = latih()
        .args(["--lang", "en", "optimize", "--reset", "--course"])
        .arg(course.path())
        .arg("--progress")
        .arg(dir.path().join("p.sqlite3"))
        .run();
    assert_eq!(reset.code, 0, "{}", reset.stderr);
    assert!(
        reset
            .stdout
            .contains("the class's parameters the course carries"),
        "{}",
        reset.stdout
    );
    // The same reviews again: nothing better, nothing written.
    let again = fit();
    assert_eq!(again.code, 0, "{}", again.stderr);
    assert!(again.stderr.contains("left as it is"), "{}", again.stderr);
    assert_eq!(std::fs::read_to_string(&manifest).expect("manifest"), text);
}

#[test]
fn parameters_fsrs_does_not_take_are_reported_where_they_are() {
    let course = super::anki_deck::course_copy();
    let manifest = course.path().join("lessons/course.yaml");
    let text = std::fs::read_to_string(&manifest).expect("manifest");
    std::fs::write(
        &manifest,
        format!("{text}scheduler:\n  parameters: [1, 2, 3]\n"),
    )
    .expect("write");
    let loaded = latih::content::load_dir(course.path());
    let said: Vec<String> = (loaded.problems.iter())
        .map(|p| format!("{} {:?}", p.place.path, p.kind))
        .collect();
    assert!(
        said.iter()
            .any(|s| s.starts_with("scheduler.parameters BadParameters")),
        "{said:#?}"
    );
    let ran = latih()
        .args(["--lang", "en", "class", "optimize", "x.json"])
        .run();
    assert_eq!(ran.code, 2);
    assert!(ran.stderr.contains("--course DIR"), "{}", ran.stderr);
}
