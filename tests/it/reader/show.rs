//! `latih show`: a lesson, a bank or a question as plain text, figures filled in, answers
//! only when asked.

use latih::core::lang::Lang;
use latih::core::lesson::Block;

fn show(args: &[&str]) -> std::process::Output {
    crate::common::latih()
        .arg("show")
        .args(args)
        .env("LATIH_LANG", "en")
        .output()
        .expect("run latih")
}

fn stdout(o: &std::process::Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn a_lesson_prints_as_the_reader_shows_it_with_answers_only_when_asked() {
    let course = latih::content::load_bundled().course;
    let lesson = course.lesson("m13-04").expect("bundled lesson");
    let answer = (lesson.body.read().blocks.iter())
        .find_map(|b| match b {
            Block::Exercise(e) => e.answer.get(Lang::En).map(|f| f.value.plain()),
            _ => None,
        })
        .expect("an exercise");
    // The answer's first few words, as they would wrap anywhere.
    let words: String = answer
        .split_whitespace()
        .take(4)
        .collect::<Vec<_>>()
        .join(" ");
    let hidden = show(&["m13-04"]);
    assert!(hidden.status.success());
    let text = stdout(&hidden);
    assert!(
        text.starts_with("Follows both ways: from one table to billions of edges\n"),
        "{text}"
    );
    assert!(
        text.contains("500 million edges"),
        "figures filled in: {text}"
    );
    assert!(!text.contains("[="), "no mark left: {text}");
    assert!(!text.contains(&words), "answers hidden: {text}");
    assert!(!text.contains('\u{1b}'), "plain text, no colours");
    let shown = stdout(&show(&["m13-04", "--answers"]));
    assert!(shown.contains(&words), "{words} in: {shown}");
    let id = crate::common::latih()
        .args(["--lang", "id", "show", "m13-04"])
        .output()
        .expect("run");
    assert!(stdout(&id).contains("500 juta edge"), "{}", stdout(&id));
}

#[test]
fn a_question_or_a_bank_prints_with_its_answer_only_when_asked() {
    let q = stdout(&show(&["--question", "0031-availability"]));
    assert!(q.starts_with("0031-availability\n"), "{q}");
    assert!(q.contains("  a) ") && !q.contains('✓'), "{q}");
    let with = stdout(&show(&["--question", "0031-availability", "--answers"]));
    assert!(
        with.contains("a) ✓ A feed that always opens; new posts may arrive"),
        "{with}"
    );
    let bank = stdout(&show(&["--bank", "0031"]));
    assert!(
        bank.contains("0031-availability") && bank.contains("0031-method-order"),
        "{bank}"
    );
    let missing = show(&["--question", "no-such"]);
    assert_eq!(missing.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("no `no-such`"));
}

#[test]
fn inside_a_course_folder_show_previews_its_files_as_lint_checks_them() {
    let lesson = "format_version: 1\nid: a\ncode: M.01\nmodule: m\nminutes: 5\ntitle: Draft being edited\nblocks:\n  - paragraph: Fresh words.\n";
    let dir = crate::common::temp_course(crate::common::MANIFEST, &[("a.yaml", lesson.as_bytes())]);
    let inner = dir.path().join("lessons");
    let o = crate::common::latih()
        .current_dir(&inner)
        .args(["--lang", "en", "show", "a"])
        .output()
        .expect("run latih");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = stdout(&o);
    assert!(text.starts_with("Draft being edited\n"), "{text}");
    assert!(text.contains("Fresh words."), "{text}");
}
