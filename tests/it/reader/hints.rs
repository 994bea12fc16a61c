//! Stepped hints in a lesson's exercises: `h` shows one hint, then the next, then the
//! answer; Space still shows the answer at once; a hint in one language only is named by
//! lint as any text is.

use crate::common;

use common::{press, render};
use latih::app::keymap::Key;
use latih::core::lang::Lang;
use latih::core::problem::ProblemKind;

const LESSON: &str = "format_version: 1
id: a
code: M.01
module: m
minutes: 5
title: T
blocks:
  - exercise:
      prompt:
        id: Berapa edge?
        en: How many edges?
      answer:
        id: Lima ratus juta.
        en: Five hundred million.
      hints:
        - id: Satu follow satu baris.
          en: One follow is one row.
        - id: Kalikan pengguna dengan follow.
          en: Multiply users by follows.
";

#[test]
fn h_shows_one_hint_then_the_next_then_the_answer() {
    for (lang, hint, left, answer) in [
        (Lang::En, "Hint 1:", "2 left", "Five hundred million."),
        (Lang::Id, "Petunjuk 1:", "tinggal 2", "Lima ratus juta."),
    ] {
        let loaded = common::load_course(&[("a.yaml", LESSON)], &[]);
        let mut m = common::model(loaded, lang, 80, 24);
        common::open_lesson(&mut m, "a");
        let screen = render(&m);
        assert!(screen.contains(left), "{screen}");
        assert!(!screen.contains(hint), "no hint before h:\n{screen}");
        press(&mut m, &[Key::Char('h')]);
        let screen = render(&m);
        assert!(screen.contains(hint), "{screen}");
        assert!(!screen.contains(answer), "{screen}");
        press(&mut m, &[Key::Char('h')]);
        let screen = render(&m);
        assert!(screen.contains("2:"), "the second hint:\n{screen}");
        assert!(!screen.contains(answer), "{screen}");
        press(&mut m, &[Key::Char('h')]);
        assert!(
            render(&m).contains(answer),
            "after the last hint, the answer"
        );
    }
}

#[test]
fn space_shows_the_answer_and_every_hint_at_once() {
    let loaded = common::load_course(&[("a.yaml", LESSON)], &[]);
    let mut m = common::model(loaded, Lang::En, 80, 24);
    common::open_lesson(&mut m, "a");
    press(&mut m, &[Key::Char(' ')]);
    let screen = render(&m);
    for text in [
        "Hint 1: One follow",
        "Hint 2: Multiply",
        "Five hundred million.",
    ] {
        assert!(screen.contains(text), "{text}:\n{screen}");
    }
}

#[test]
fn a_hint_in_one_language_only_is_named_by_lint() {
    let half = LESSON.replace("          en: One follow is one row.\n", "");
    let loaded = common::load_course(&[("a.yaml", &half)], &[]);
    let missing = (loaded.problems.iter())
        .filter(|p| matches!(p.kind, ProblemKind::MissingTranslation { .. }))
        .count();
    assert_eq!(missing, 1, "{:?}", loaded.problems);
}
