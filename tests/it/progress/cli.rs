//! `latih stats` and `latih export` as a learner runs them: the real binary on a real
//! progress file, in both languages, with the failures a shell user meets.

use crate::common;

use std::io::Read;
use std::path::Path;
use std::process::{Output, Stdio};

fn latih(progress: &Path, args: &[&str]) -> Output {
    crate::common::Cmd::new(args)
        .progress(progress)
        .output()
        .expect("run latih")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).to_string()
}

/// The command run with its output read for 64 bytes and then closed, as `| head -c 64`
/// does: what it said and how it ended.
fn into_closed_pipe(cmd: crate::common::Cmd) -> Output {
    let mut child = cmd
        .into_command()
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    let mut first = [0u8; 64];
    let mut stdout = child.stdout.take().expect("stdout");
    stdout.read_exact(&mut first).expect("some output");
    drop(stdout);
    child.wait_with_output().expect("wait")
}

#[test]
fn stats_prints_what_is_due_and_what_is_remembered_in_both_languages() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("p.sqlite3");
    common::progress::populated(&path, 1);
    let en = latih(&path, &["--lang", "en", "stats"]);
    assert!(en.status.success(), "{}", text(&en.stderr));
    let out = text(&en.stdout);
    // Four questions, all due now: today's line counts them.
    let today = out.lines().find(|l| l.trim_start().starts_with("today"));
    assert!(today.is_some_and(|l| l.contains(" 4 ")), "{out}");
    assert!(out.contains("M13.04 Follows both ways"), "{out}");
    // 3 of the 4 answers were not rated Again.
    assert!(out.contains("75%  4 reviews"), "{out}");
    assert!(out.contains("Streak: 1 day in a row."), "{out}");
    // Drill pass rates, by the drill's title in the bundled course.
    assert!(
        out.contains("Oral drill: evolving the v1 feed")
            && out.contains("100%  1 of 1 passed, 1 abandoned"),
        "{out}"
    );
    assert!(!out.contains('\u{a0}'), "plain spaces for pipes and grep");
    // The session with the seed that replays it.
    assert!(
        out.contains("Recent sessions")
            // The recall answer, rated Good, counts as right.
            && out.contains("Due questions  4 answered, 3 right\n    --seed 7\n"),
        "{out}"
    );

    let id = latih(&path, &["--lang", "id", "stats"]);
    let out = text(&id.stdout);
    assert!(
        out.contains("Jatuh tempo") && out.contains("75%  4 review"),
        "{out}"
    );
    assert!(out.contains("1 dari 1 lulus, 1 dibatalkan"), "{out}");
}

#[test]
fn export_writes_the_whole_log_as_csv_or_json() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("p.sqlite3");
    common::progress::populated(&path, 1);
    let csv = latih(&path, &["export"]);
    assert!(csv.status.success(), "{}", text(&csv.stderr));
    let out = text(&csv.stdout);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 5, "reviews only, not drills: {out}");
    assert!(lines[0].starts_with("review_id,session_id,session_kind,session_seed,"));
    assert!(
        lines[1].contains(r#""{""choice"":""b""}",0,again"#),
        "{out}"
    );

    let file = dir.path().join("log.json");
    let json = latih(
        &path,
        &[
            "export",
            "--format",
            "json",
            "--out",
            &file.to_string_lossy(),
        ],
    );
    assert!(json.status.success(), "{}", text(&json.stderr));
    assert!(json.stdout.is_empty(), "--out writes the file, not stdout");
    let v: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&file).expect("written")).expect("valid JSON");
    let rows = v.as_array().expect("an array");
    assert_eq!(rows.len(), 4);
    assert_eq!(rows[0]["correct"], false);
    assert_eq!(rows[1]["correct"], true);
    assert_eq!(
        rows[3]["correct"],
        serde_json::Value::Null,
        "recall is self-rated"
    );
    assert_eq!(rows[2]["answer"]["value"], 40.0);
    assert_eq!(rows[0]["shown"], serde_json::json!(["b", "a"]));
}

/// Any command whose reader stops reading (`| head`) ends quietly: the schema of a lesson is
/// larger than a pipe's buffer, so its writer meets the closed end.
#[test]
fn a_command_printing_into_a_closed_pipe_ends_quietly() {
    let out = into_closed_pipe(crate::common::latih().args(["--lang", "en", "schema", "lesson"]));
    assert!(out.status.success(), "{:?}", out.status);
    assert_eq!(text(&out.stderr), "", "nothing to report");
}

#[test]
fn export_into_a_closed_pipe_is_quiet_and_a_bad_out_path_is_named() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("p.sqlite3");
    // Far more than a pipe buffer holds, so the writer meets the closed end.
    common::progress::populated(&path, 1_000);
    let out = into_closed_pipe(
        crate::common::latih()
            .arg("--progress")
            .arg(&path)
            .arg("export"),
    );
    assert!(out.status.success(), "{:?}", out.status);
    assert_eq!(text(&out.stderr), "", "nothing to report");

    let bad = dir.path().join("no-such-folder").join("log.csv");
    let out = latih(
        &path,
        &["--lang", "en", "export", "--out", &bad.to_string_lossy()],
    );
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(
        err.contains("Cannot write") && err.contains("no-such-folder"),
        "{err}"
    );
}

#[test]
fn a_file_that_is_not_progress_is_named_and_left_alone() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("notes.txt");
    std::fs::write(&path, "my notes\n").expect("write");
    for cmd in ["stats", "export"] {
        let out = latih(&path, &["--lang", "en", cmd]);
        assert_eq!(out.status.code(), Some(1), "{cmd}");
        let err = text(&out.stderr);
        assert!(err.contains("notes.txt"), "{cmd}: {err}");
    }
    assert_eq!(std::fs::read(&path).expect("read"), b"my notes\n");
    assert_eq!(std::fs::read_dir(dir.path()).expect("dir").count(), 1);
}

#[test]
fn an_unknown_drill_is_named_with_the_drills_that_exist() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("p.sqlite3");
    for (lang, want) in [
        ("en", "There is no drill `nope`"),
        ("id", "Tidak ada drill `nope`"),
    ] {
        let out = latih(&path, &["--lang", lang, "drill", "nope"]);
        assert_eq!(out.status.code(), Some(2));
        let err = text(&out.stderr);
        assert!(
            err.contains(want)
                && err.contains(
                    "0032-evolve-feed-drill, 0034-read-side-drill, m13-04-follow-storage-drill"
                ),
            "{err}"
        );
    }
    assert!(!path.exists(), "nothing was started, so no progress file");
}

#[test]
fn a_seed_is_taken_in_the_form_it_was_recorded_and_a_bad_one_is_a_sentence() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("p.sqlite3");
    common::progress::populated(&path, 1);
    // Older progress files kept a seed above 2^63 as a negative number.
    for seed in ["-5", "18446744073709551611", "42"] {
        let out = latih(&path, &["--lang", "en", "--seed", seed, "stats"]);
        assert!(out.status.success(), "{seed}: {}", text(&out.stderr));
    }
    let en = latih(&path, &["--lang", "en", "--seed", "4x", "stats"]);
    assert_eq!(en.status.code(), Some(2));
    assert!(
        text(&en.stderr).contains("The seed `4x` is not a whole number"),
        "{}",
        text(&en.stderr)
    );
    let id = latih(&path, &["--lang", "id", "--seed", "4x", "stats"]);
    assert!(
        text(&id.stderr).contains("Seed `4x` bukan bilangan bulat"),
        "{}",
        text(&id.stderr)
    );
}

#[test]
fn a_review_of_a_lesson_that_is_not_there_is_refused_with_a_sentence() {
    let out = crate::common::latih()
        .args(["--lang", "en", "review", "--lesson", "nope"])
        .output()
        .expect("latih");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("no lesson or module named nope"), "{err}");
}
