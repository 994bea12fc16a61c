//! `latih class report`: three learners' xAPI exports pooled into an instructor's report,
//! as JSON, CSV and in the terminal; the question all three first missed on the same option
//! is listed first as a misconception, with that option's words.

use serde_json::Value;

use crate::common::latih;

/// Three learners, each with a progress file and an xAPI export of it.
fn exports(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    ["ana", "budi", "citra"]
        .iter()
        .map(|who| {
            let progress = dir.join(format!("{who}.sqlite3"));
            crate::common::progress::populated(&progress, 2);
            let out = dir.join(format!("{who}.json"));
            let ran = latih()
                .args(["--lang", "en", "export", "--format", "xapi", "--progress"])
                .arg(&progress)
                .arg("--actor")
                .arg(format!("mailto:{who}@example.org"))
                .arg("--out")
                .arg(&out)
                .run();
            assert_eq!(ran.code, 0, "{}", ran.stderr);
            out
        })
        .collect()
}

#[test]
fn a_wrong_option_the_class_shares_is_first_in_every_format() {
    let dir = tempfile::tempdir().expect("tempdir");
    let files = exports(dir.path());
    let run = |format: &str| {
        let ran = latih()
            .args(["--lang", "en", "class", "report", "--format", format])
            .args(&files)
            .run();
        assert_eq!(ran.code, 0, "{}", ran.stderr);
        ran.stdout
    };
    let json: Value = serde_json::from_str(&run("json")).expect("JSON");
    assert_eq!(json["learners"], 3);
    assert_eq!(json["answers"], 24);
    let first = &json["questions"][0];
    assert_eq!(first["question"], "m13-04-edge-count");
    assert_eq!(first["misconception"], true);
    assert_eq!(first["top_wrong"][0], "b");
    assert_eq!(first["first_right"], 0.0);
    assert_eq!(json["drills"][0]["drill"], "0032-evolve-feed-drill");
    assert_eq!(json["drills"][0]["attempts"], 3);
    assert_eq!(json["lessons"][0]["lesson"], "m13-04");
    let csv = run("csv");
    assert!(csv.starts_with("section,id,lesson,count,right"), "{csv}");
    assert!(
        csv.contains("\nquestion,m13-04-edge-count,m13-04,3,0.0000"),
        "{csv}"
    );
    let text = run("text");
    assert!(
        text.contains("Class report: 3 learners, 24 answers."),
        "{text}"
    );
    assert!(text.contains("! m13-04-edge-count"), "{text}");
}

#[test]
fn a_source_that_is_no_statements_is_named() {
    let dir = tempfile::tempdir().expect("tempdir");
    let bad = dir.path().join("notes.txt");
    std::fs::write(&bad, "hello").expect("write");
    let ran = latih()
        .args(["--lang", "en", "class", "report"])
        .arg(&bad)
        .run();
    assert_eq!(ran.code, 1);
    assert!(
        ran.stderr.contains("Cannot read statements from"),
        "{}",
        ran.stderr
    );
}
