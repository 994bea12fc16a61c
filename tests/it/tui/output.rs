//! Nothing a course file (or a typed line) contains reaches the terminal raw, and nothing
//! outside the course folder is read: every control code through every printing path, links
//! out of the course, pipes and devices.

use crate::common;

use std::path::Path;
use std::process::Command;

use common::{MANIFEST, temp_course};
use latih::content;
use latih::core::lang::Lang;
use latih::core::problem::ProblemKind;

/// Every code a terminal acts on: C0 but the newline, DEL, C1, and the bidi controls.
fn controls() -> Vec<char> {
    let mut out: Vec<char> = (0u32..0x20)
        .chain([0x7f])
        .chain(0x80..0xa0)
        .filter_map(char::from_u32)
        .filter(|c| *c != '\n')
        .collect();
    out.extend(['\u{061C}', '\u{200E}', '\u{200F}']);
    out.extend('\u{202A}'..='\u{202E}');
    out.extend('\u{2066}'..='\u{2069}');
    out
}

/// The first control a terminal would act on, if any.
fn raw_control(text: &str) -> Option<(usize, char)> {
    text.char_indices().find(|(_, c)| controls().contains(c))
}

fn assert_clean(what: &str, text: &str) {
    if let Some((at, c)) = raw_control(text) {
        let from = text[..at]
            .char_indices()
            .rev()
            .nth(30)
            .map_or(0, |(i, _)| i);
        panic!(
            "{what}: raw {:?} at byte {at}, after {:?}",
            c,
            &text[from..at]
        );
    }
}

fn run(args: &[&str], stdin: &str) -> (String, String) {
    let ran = crate::common::Cmd::new(args)
        .env("LATIH_PROGRESS", ":memory:")
        .input(stdin)
        .run();
    (ran.stdout, ran.stderr)
}

/// A course whose file names, keys, ids and lines carry every control code.
fn hostile_course() -> tempfile::TempDir {
    let mut files: Vec<(String, Vec<u8>)> = Vec::new();
    for (i, c) in controls().into_iter().enumerate() {
        let mut lesson = format!(
            "format_version: 1\nid: bad-{i}{c}x\ncode: M.{i}\nmodule: m\nminutes: 1\ntitle: T{c}\nblocks:\n  - paragraph: text {c} here\n    k{c}ey: 1\n"
        )
        .into_bytes();
        lesson.extend_from_slice(b"  - nope: 1\n");
        // A name with the control in it, where the file system allows it.
        let name = if c == '\0' || c == '/' {
            format!("l{i}.yaml")
        } else {
            format!("l{i}{c}.yaml")
        };
        files.push((name, lesson));
    }
    let refs: Vec<(&str, &[u8])> = files
        .iter()
        .map(|(n, b)| (n.as_str(), b.as_slice()))
        .collect();
    temp_course(MANIFEST, &refs)
}

#[test]
fn lint_prints_no_control_code_raw_in_either_language() {
    let dir = hostile_course();
    for lang in ["en", "id"] {
        let (out, err) = run(&["--lang", lang, "lint", &dir.path().to_string_lossy()], "");
        assert!(
            out.contains("errors") || out.contains("galat"),
            "{out}{err}"
        );
        assert_clean("lint stdout", &out);
        assert_clean("lint stderr", &err);
        // The escapes are there for the instructor to see.
        assert!(out.contains("\\x1b") && out.contains("\\u{202e}"), "{out}");
    }
}

#[test]
fn the_problems_screen_paints_no_control_code() {
    let dir = hostile_course();
    let loaded = content::load_dir(dir.path());
    let mut m = common::model(loaded, Lang::En, 100, 40);
    // Problems is the last entry of the home screen.
    common::press(
        &mut m,
        &[latih::app::keymap::Key::End, latih::app::keymap::Key::Enter],
    );
    for _ in 0..40 {
        let screen = common::render(&m);
        assert_clean("problems screen", &screen);
        common::press(&mut m, &[latih::app::keymap::Key::PageDown]);
    }
}

#[test]
fn line_modes_escape_what_they_echo() {
    let esc = "\u{1b}]0;pwned\u{7}\u{1b}[2J\u{202e}";
    let (out, err) = run(
        &["--lang", "en", "play"],
        &format!("sql SELECT '{esc}'\nfollow {esc} 2\n{esc}\n"),
    );
    assert_clean("play stdout", &out);
    assert_clean("play stderr", &err);
    assert!(out.contains("\\x1b]0;pwned\\x07"), "{out}");
    let (out, err) = run(&["--lang", "id", "calc", &format!("1 + {esc}")], "");
    assert_clean("calc stdout", &out);
    assert_clean("calc stderr", &err);
    assert!(!err.is_empty());
    let (out, err) = run(&["--lang", "en", "drill", esc], "");
    assert_clean("drill stdout", &out);
    assert_clean("drill stderr", &err);
    // clap's own errors repeat the argument: escaped too.
    let (out, err) = run(&[&format!("--nope{esc}")], "");
    assert_clean("usage error", &format!("{out}{err}"));
}

fn kinds(dir: &Path, file: &str) -> Vec<ProblemKind> {
    content::load_dir(dir)
        .problems
        .into_iter()
        .filter(|p| p.place.file.ends_with(file))
        .map(|p| p.kind)
        .collect()
}

#[test]
fn links_out_of_the_course_are_not_followed_and_nothing_of_them_is_quoted() {
    let good = "format_version: 1\nid: good\ncode: M.1\nmodule: m\nminutes: 1\ntitle: Good\nblocks:\n  - paragraph: fine\n";
    let dir = temp_course(MANIFEST, &[("good.yaml", good.as_bytes())]);
    let lessons = dir.path().join("lessons");
    std::os::unix::fs::symlink("/etc/passwd", lessons.join("passwd.yaml")).expect("link");
    std::os::unix::fs::symlink("/usr", lessons.join("usr")).expect("link");
    std::os::unix::fs::symlink("/dev/zero", lessons.join("zero.yaml")).expect("link");
    // A link that stays inside the course is fine.
    std::fs::create_dir(dir.path().join("shared")).expect("mkdir");
    std::fs::write(
        dir.path().join("shared/inside.yaml"),
        good.replace("good", "inside").replace("M.1", "M.2"),
    )
    .expect("write");
    std::os::unix::fs::symlink("../shared/inside.yaml", lessons.join("inside.yaml")).expect("link");
    let loaded = content::load_dir(dir.path());
    assert_eq!(loaded.course.lessons.len(), 2, "good and inside");
    for name in ["passwd.yaml", "usr", "zero.yaml"] {
        let k = kinds(dir.path(), name);
        assert!(
            matches!(k.as_slice(), [ProblemKind::OutsideCourse { .. }]),
            "{name}: {k:?}"
        );
    }
    assert!(loaded.files.len() < 10, "nothing under /usr was read");
    let (out, _) = run(&["--lang", "en", "lint", &dir.path().to_string_lossy()], "");
    assert!(
        !out.contains("root:"),
        "a line of /etc/passwd was quoted: {out}"
    );
    assert!(out.contains("outside the course folder"), "{out}");
    // The lessons folder itself as a link out of the course.
    let other = tempfile::tempdir().expect("tempdir");
    std::fs::create_dir(other.path().join("x")).expect("mkdir");
    std::fs::write(other.path().join("x/course.yaml"), MANIFEST).expect("write");
    std::os::unix::fs::symlink("/usr/share", other.path().join("x/lessons")).expect("link");
    let loaded = content::load_dir(&other.path().join("x"));
    assert!(loaded.files.len() < 5, "{}", loaded.files.len());
}

#[test]
fn pipes_are_not_opened_and_the_size_limit_holds_while_reading() {
    let good = "format_version: 1\nid: good\ncode: M.1\nmodule: m\nminutes: 1\ntitle: Good\nblocks:\n  - paragraph: fine\n";
    let dir = temp_course(MANIFEST, &[("good.yaml", good.as_bytes())]);
    let fifo = dir.path().join("lessons/fifo.yaml");
    let made = Command::new("mkfifo").arg(&fifo).status().expect("mkfifo");
    assert!(made.success());
    // Loading returns (a blocking open would hang here for ever) with the pipe named.
    let k = kinds(dir.path(), "fifo.yaml");
    assert_eq!(k, vec![ProblemKind::NotAFile]);
    let loaded = content::load_dir(dir.path());
    assert_eq!(loaded.course.lessons.len(), 1);
    let (out, _) = run(&["--lang", "id", "lint", &dir.path().to_string_lossy()], "");
    assert!(out.contains("bukan file biasa"), "{out}");
}
