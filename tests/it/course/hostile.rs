//! Hostile or broken input: each gets a clear problem and no panic, and the other lessons of
//! the course keep loading. (Time and memory are measured in benches/, not asserted here.)

use crate::common;

use std::fs;
use std::path::Path;

use common::{MANIFEST, temp_course};
use latih::content;
use latih::core::problem::ProblemKind;

const GOOD: &str = "format_version: 1\nid: good\ncode: M.1\nmodule: m\nminutes: 1\ntitle: Good\nblocks:\n  - paragraph: fine\n";

/// A course with one good lesson and one hostile file; returns the hostile file's problems.
fn with_file(name: &str, bytes: &[u8]) -> (Vec<ProblemKind>, usize) {
    let dir = temp_course(MANIFEST, &[("good.yaml", GOOD.as_bytes()), (name, bytes)]);
    let loaded = content::load_dir(dir.path());
    let kinds = loaded
        .problems
        .iter()
        .filter(|p| p.place.file.ends_with(name))
        .map(|p| p.kind.clone())
        .collect();
    (kinds, loaded.course.lessons.len())
}

fn assert_one(kinds: &[ProblemKind], want: impl Fn(&ProblemKind) -> bool) {
    assert!(kinds.iter().any(want), "{kinds:?}");
}

#[test]
fn invalid_utf8() {
    let (kinds, loaded) = with_file("bad.yaml", b"title: \xff\xfe\n");
    assert_one(&kinds, |k| *k == ProblemKind::InvalidUtf8);
    assert_eq!(loaded, 1);
}

#[test]
fn tab_indentation() {
    let (kinds, loaded) = with_file("bad.yaml", b"blocks:\n\t- paragraph: x\n");
    assert_one(&kinds, |k| *k == ProblemKind::TabIndent);
    assert_eq!(loaded, 1);
}

#[test]
fn fifty_megabytes_is_refused_before_reading() {
    let dir = temp_course(MANIFEST, &[("good.yaml", GOOD.as_bytes())]);
    let big = fs::File::create(dir.path().join("lessons/big.yaml")).expect("create");
    big.set_len(50 * 1024 * 1024).expect("sparse 50 MB file");
    let loaded = content::load_dir(dir.path());
    assert!(loaded.problems.iter().any(|p| matches!(
        p.kind,
        ProblemKind::TooLarge { bytes, .. } if bytes == 50 * 1024 * 1024
    )));
    assert_eq!(loaded.course.lessons.len(), 1);
}

#[test]
fn hundred_thousand_levels_of_nesting() {
    let (kinds, loaded) = with_file("deep.yaml", "[".repeat(100_000).as_bytes());
    assert_one(&kinds, |k| *k == ProblemKind::TooDeep);
    assert_eq!(loaded, 1);
    let (kinds, _) = with_file("deep-map.yaml", "{a: ".repeat(100_000).as_bytes());
    assert_one(&kinds, |k| *k == ProblemKind::TooDeep);
}

#[test]
fn alias_bomb() {
    let mut src = String::from("a: &a [x, x, x, x, x, x, x, x, x]\n");
    let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"];
    for w in names.windows(2) {
        let refs = vec![format!("*{}", w[0]); 9].join(", ");
        src.push_str(&format!("{}: &{} [{}]\n", w[1], w[1], refs));
    }
    let (kinds, loaded) = with_file("bomb.yaml", src.as_bytes());
    assert_one(&kinds, |k| matches!(k, ProblemKind::TooBig { .. }));
    assert_eq!(loaded, 1);
}

#[test]
fn megabyte_string_aliased_a_thousand_times() {
    let src = format!(
        "a: &a \"{}\"\nb: [{}]\n",
        "x".repeat(1_000_000),
        vec!["*a"; 1000].join(",")
    );
    // Just under the 1 MiB file limit, so the parser's own budget must refuse it.
    let src = &src[..src.len().min(1024 * 1024)];
    let (kinds, loaded) = with_file("strbomb.yaml", src.as_bytes());
    assert!(!kinds.is_empty());
    assert_eq!(loaded, 1);
}

#[test]
fn id_with_path_characters() {
    let src = GOOD.replace("id: good", "id: ../x");
    let (kinds, loaded) = with_file("path.yaml", src.as_bytes());
    assert_one(
        &kinds,
        |k| matches!(k, ProblemKind::BadId { value } if value == "../x"),
    );
    assert_eq!(loaded, 1);
}

#[test]
fn lesson_that_references_itself() {
    let src = format!(
        "{}links:\n  prev: selfish\n  related: [selfish]\n",
        GOOD.replace("id: good", "id: selfish")
    );
    let (kinds, loaded) = with_file("self.yaml", src.as_bytes());
    assert_eq!(
        kinds.iter().filter(|k| **k == ProblemKind::SelfRef).count(),
        2
    );
    // Still readable: a self link is reported, not fatal.
    assert_eq!(loaded, 2);
}

#[test]
fn a_directory_named_like_a_lesson_and_binary_junk() {
    let dir = temp_course(MANIFEST, &[("junk.yaml", &[0u8, 159, 146, 150, 0, 0])]);
    fs::create_dir_all(dir.path().join("lessons/folder.yaml")).expect("mkdir");
    let loaded = content::load_dir(dir.path());
    assert!(
        loaded
            .problems
            .iter()
            .any(|p| p.kind == ProblemKind::InvalidUtf8
                || matches!(
                    p.kind,
                    ProblemKind::BadChar { .. } | ProblemKind::Syntax { .. }
                ))
    );
}

#[test]
fn lint_binary_exits_one_on_errors_and_zero_when_clean() {
    let bin = env!("CARGO_BIN_EXE_latih");
    let run = |args: &[&str]| {
        crate::common::latih()
            .args(args)
            .env("LATIH_LANG", "en")
            .output()
            .expect("run latih")
    };
    let broken = run(&["lint", "tests/fixtures/broken"]);
    assert_eq!(broken.status.code(), Some(1));
    let text = String::from_utf8_lossy(&broken.stdout);
    assert!(
        text.contains("tests/fixtures/broken/lessons/types.yaml:4:10 · minutes"),
        "{text}"
    );
    let valid = run(&["lint", "tests/fixtures/valid"]);
    assert_eq!(valid.status.code(), Some(0), "warnings alone pass");
    let denied = run(&["lint", "tests/fixtures/valid", "--deny-warnings"]);
    assert_eq!(denied.status.code(), Some(1));
    let bundled = run(&["lint", "--deny-warnings"]);
    assert_eq!(
        bundled.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&bundled.stdout)
    );
    let indonesian = run(&["--lang", "id", "lint", "tests/fixtures/broken"]);
    assert!(String::from_utf8_lossy(&indonesian.stdout).contains("galat"));
    assert!(Path::new(bin).exists());
}
