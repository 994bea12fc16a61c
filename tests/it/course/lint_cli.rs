//! `latih lint` as an instructor runs it: it checks the course it is pointed at however the
//! folder is named, refuses two different folders, and its help shows only its options.

use crate::common;

use std::process::Output;

use rstest::rstest;

fn latih(args: &[&str]) -> Output {
    crate::common::Cmd::new(args)
        .env("LATIH_LANG", "en")
        .output()
        .expect("run latih")
}

fn text(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

/// A course whose only lesson lacks most of its fields.
fn broken() -> tempfile::TempDir {
    common::temp_course(
        common::MANIFEST,
        &[("a.yaml", b"format_version: 1\nid: a\n")],
    )
}

#[test]
fn lint_checks_the_folder_it_is_given_however_it_is_named() {
    let dir = broken();
    let d = dir.path().to_string_lossy().to_string();
    for args in [
        vec!["lint", d.as_str()],
        vec!["lint", "--course", d.as_str()],
        vec!["--course", d.as_str(), "lint"],
        vec!["lint", d.as_str(), "--course", d.as_str()],
    ] {
        let out = latih(&args);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {}", text(&out));
        assert!(text(&out).contains("a.yaml"), "{args:?}: {}", text(&out));
        assert!(!text(&out).contains("0 errors"), "{args:?}: {}", text(&out));
    }
    // The bundled course is clean when nothing is named.
    let out = latih(&["lint"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
}

#[test]
fn two_different_folders_are_refused_not_guessed() {
    let a = broken();
    let b = broken();
    let (a, b) = (a.path().to_string_lossy(), b.path().to_string_lossy());
    for args in [
        vec!["lint", &*a, "--course", &*b],
        vec!["--course", &*a, "lint", "--course", &*b],
    ] {
        let out = latih(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", text(&out));
        assert!(
            text(&out).contains("Two different course folders were named"),
            "{}",
            text(&out)
        );
    }
}

#[test]
fn each_command_lists_only_the_options_it_uses() {
    let lint = text(&latih(&["lint", "--help"]));
    for unused in [
        "--progress",
        "--seed",
        "--retention",
        "--new-per-day",
        "--quiet",
    ] {
        assert!(
            !lint.contains(unused),
            "lint --help shows {unused}:\n{lint}"
        );
    }
    assert!(
        lint.contains("--course") && lint.contains("--deny-warnings"),
        "{lint}"
    );
    let review = text(&latih(&["review", "--help"]));
    assert!(
        review.contains("--seed") && review.contains("--retention"),
        "{review}"
    );
    let export = text(&latih(&["export", "--help"]));
    assert!(
        export.contains("--progress") && !export.contains("--seed"),
        "{export}"
    );
    let schema = text(&latih(&["schema", "--help"]));
    assert!(schema.contains("bank"), "{schema}");
    assert!(!schema.contains("--progress"), "{schema}");
}

/// The typical mistakes of a new course, each in one sentence at its place.
#[rstest]
#[case::english("en", "mistakes_en")]
#[case::indonesian("id", "mistakes_id")]
fn the_report_on_a_course_of_typical_mistakes(#[case] lang: &str, #[case] snapshot: &str) {
    let out = latih(&["--lang", lang, "lint", "tests/fixtures/mistakes"]);
    assert_eq!(out.status.code(), Some(1));
    let report = String::from_utf8_lossy(&out.stdout).to_string();
    // No words of the YAML library in an Indonesian report.
    if lang == "id" {
        assert!(!report.contains("mapping values"), "{report}");
    }
    insta::assert_snapshot!(snapshot, report);
}

const SCENARIO_LESSON: &str = "format_version: 1
id: a
code: M.a
module: m
minutes: 5
title: T
blocks:
  - paragraph: p
  - playground:
      id: s-walk
";

const SCENARIO_BANK: &str = "format_version: 1
id: s
lesson: a
scenarios:
  - id: s-walk
    steps:
      - text: From a clean playground.
        run: reset
      - text: A small graph.
        run: gen users=2000 avg=5 celebrities=0 max=1 seed=1
      - text: Watch the plan use the index (it does not exist yet).
        run: followers 3 limit=5
        expect: {plan: SEARCH, rows: 5}
      - text: Three hops.
        run: fof 3 hops=3
";

#[test]
fn lint_run_holds_every_scenario_step_to_what_it_says() {
    let dir = common::temp_course(common::MANIFEST, &[("a.yaml", SCENARIO_LESSON.as_bytes())]);
    std::fs::create_dir(dir.path().join("quizzes")).expect("mkdir");
    std::fs::write(dir.path().join("quizzes/s.yaml"), SCENARIO_BANK).expect("write");
    let d = dir.path().to_string_lossy().to_string();
    // Without --run the scenario is only parsed: clean.
    assert_eq!(latih(&["lint", d.as_str()]).status.code(), Some(0));
    let out = latih(&["--lang", "en", "lint", "--run", d.as_str()]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    let report = text(&out);
    assert!(
        report.contains("s.yaml:12:14 · scenarios[0].steps[2].run")
            && report.contains("The step says its plan shows `SEARCH`, but `followers 3 limit=5` planned: SCAN follows."),
        "{report}"
    );
    assert!(
        report.contains("s.yaml:15:14 · scenarios[0].steps[3].run")
            && report.contains("`fof 3 hops=3` is refused or fails"),
        "{report}"
    );
    assert!(
        report
            .trim_end()
            .ends_with("Ran 1 scenario (4 steps) and 0 simulations."),
        "{report}"
    );
    // The bundled course's scenarios are held to their `expect`s by
    // app_play::every_scenario_starts_clean_after_any_other, step by step; running them
    // here too cost the suite 40 s of its two cores.
}

/// A scenario that does not start with `reset` would go on from whatever the learner's
/// playground holds (an index left by another scenario), so its text could lie. Courses
/// written before the rule keep working: lint warns, the learner's scenario starts from a
/// fresh playground all the same, and `lint --fix` writes the step into the file.
#[test]
fn a_scenario_that_does_not_start_clean_is_warned_about_started_clean_and_fixed() {
    let bank = SCENARIO_BANK.replace(
        "      - text: From a clean playground.\n        run: reset\n",
        "",
    );
    let dir = common::temp_course(common::MANIFEST, &[("a.yaml", SCENARIO_LESSON.as_bytes())]);
    std::fs::create_dir(dir.path().join("quizzes")).expect("mkdir");
    let file = dir.path().join("quizzes/s.yaml");
    std::fs::write(&file, &bank).expect("write");
    let d = dir.path().to_string_lossy().to_string();
    let out = latih(&["--lang", "en", "lint", d.as_str()]);
    assert_eq!(out.status.code(), Some(0), "a warning: {}", text(&out));
    let report = text(&out);
    assert!(
        report.contains("s.yaml:8:14 · scenarios[0].steps[0].run")
            && report.contains("its first step should be `reset`, not `gen users=2000"),
        "{report}"
    );
    let id = latih(&["--lang", "id", "lint", d.as_str()]);
    assert!(
        text(&id).contains("langkah pertamanya sebaiknya `reset`"),
        "{}",
        text(&id)
    );
    // The learner's scenario starts with a reset latih adds (of the follow graph, which it
    // runs on).
    let loaded = latih::content::load_dir(dir.path());
    let steps = &loaded.course.banks[0].scenarios[0].steps;
    assert_eq!(steps[0].run, "reset follow-graph");
    assert_eq!(steps.len(), 4);
    // --fix writes it in; the file then lints clean and loads the same steps.
    let out = latih(&["--lang", "en", "lint", "--fix", d.as_str()]);
    let report = text(&out);
    assert!(
        report.contains("s.yaml:7: added the step `reset`")
            && report.contains("0 errors, 0 warnings"),
        "{report}"
    );
    let fixed = std::fs::read_to_string(&file).expect("read");
    assert!(fixed.contains("      - text: {id: \"Mulai dari playground yang bersih.\", en: \"From a fresh playground.\"}\n        run: reset\n      - text: A small graph."), "{fixed}");
    assert_eq!(
        latih::content::load_dir(dir.path()).course.banks[0].scenarios[0]
            .steps
            .len(),
        4
    );
}

/// A count written with decimals in an `expect` could never be met: earlier releases
/// skipped it without a word; now lint says so where it is written.
#[test]
fn a_decimal_count_in_an_expect_is_warned_about_where_written() {
    let bank = SCENARIO_BANK.replace("expect: {plan: SEARCH, rows: 5}", "expect: {touched: 2.5}");
    let dir = common::temp_course(common::MANIFEST, &[("a.yaml", SCENARIO_LESSON.as_bytes())]);
    std::fs::create_dir(dir.path().join("quizzes")).expect("mkdir");
    std::fs::write(dir.path().join("quizzes/s.yaml"), bank).expect("write");
    let d = dir.path().to_string_lossy().to_string();
    let out = latih(&["--lang", "en", "lint", d.as_str()]);
    let report = text(&out);
    assert!(
        report.contains("s.yaml:13:27 · scenarios[0].steps[2].expect.touched")
            && report.contains("`touched` counts whole things, so 2.5 can never be met"),
        "{report}"
    );
}

/// Run inside a course folder (or any folder below it), `latih lint` checks that course, as
/// cargo finds Cargo.toml, and says so on its first line; elsewhere the bundled one.
#[test]
fn lint_checks_the_course_it_stands_in_and_says_which() {
    let dir = broken();
    let below = dir.path().join("lessons");
    let out = crate::common::latih()
        .arg("lint")
        .current_dir(&below)
        .env("LATIH_LANG", "en")
        .output()
        .expect("run latih");
    let report = text(&out);
    let first = report.lines().next().unwrap_or_default();
    assert!(
        first.starts_with("Checking ") && first.contains(&dir.path().display().to_string()),
        "{report}"
    );
    assert_eq!(
        out.status.code(),
        Some(1),
        "the broken lesson is found: {report}"
    );
    let elsewhere = tempfile::tempdir().expect("tempdir");
    let out = crate::common::latih()
        .arg("lint")
        .current_dir(elsewhere.path())
        .env("LATIH_LANG", "en")
        .output()
        .expect("run latih");
    assert!(
        text(&out).starts_with("Checking the bundled course "),
        "{}",
        text(&out)
    );
}

/// `--format json`: one object per problem with its place, severity and sentence.
#[test]
fn lint_json_gives_every_problem_as_an_object() {
    let dir = broken();
    let d = dir.path().to_string_lossy().to_string();
    let out = latih(&["lint", "--format", "json", d.as_str()]);
    assert_eq!(out.status.code(), Some(1));
    let doc: serde_json::Value =
        serde_json::from_slice(&out.stdout).expect("the whole output is JSON");
    let problems = doc["problems"].as_array().expect("a list");
    assert!(!problems.is_empty());
    for p in problems {
        assert!(
            p["file"].as_str().is_some_and(|f| f.ends_with("a.yaml")),
            "{p}"
        );
        assert!(
            p["line"].as_u64().is_some() && p["column"].as_u64().is_some(),
            "{p}"
        );
        assert!(
            matches!(p["severity"].as_str(), Some("error" | "warning")),
            "{p}"
        );
        assert!(p["message"].as_str().is_some_and(|m| !m.is_empty()), "{p}");
    }
    assert_eq!(
        doc["errors"].as_u64(),
        Some(problems.iter().filter(|p| p["severity"] == "error").count() as u64)
    );
}
