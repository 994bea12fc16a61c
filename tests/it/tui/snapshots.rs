//! Screens at 80x24 as the learner sees them, pinned with insta snapshots (accepted
//! snapshots are committed; CI never writes new ones).

use crate::common;

use common::{backend, chars, load_fixture, model, press};
use latih::app::keymap::Key;
use latih::content;
use latih::core::lang::Lang;

fn bundled(lang: Lang) -> latih::app::Model {
    model(content::load_bundled(), lang, 80, 24)
}

#[test]
fn home_bundled_course() {
    insta::assert_snapshot!(backend(&bundled(Lang::Id)));
}

#[test]
fn home_with_problems_entry() {
    insta::assert_snapshot!(backend(&model(load_fixture("valid"), Lang::En, 80, 24)));
}

/// Opens the lesson with this code from the bundled home screen.
fn open_code(lang: Lang, code: &str) -> latih::app::Model {
    let mut m = bundled(lang);
    let id = m
        .course
        .lessons
        .iter()
        .find(|l| l.code == code)
        .expect("bundled lesson")
        .id
        .clone();
    common::open_lesson(&mut m, &id);
    m
}

#[test]
fn lesson_top_indonesian() {
    insta::assert_snapshot!(backend(&open_code(Lang::Id, "M13.04")));
}

/// Tab until the focus is on the lesson's first exercise (calculators and quizzes come first).
fn focus_first_exercise(m: &mut latih::app::Model) {
    for _ in 0..20 {
        press(m, &[Key::Tab]);
        if let latih::app::Screen::Reader(r) = m.screen()
            && let Some(latih::core::lesson::Part::Block(i)) = r.focus
            && let Some(lesson) = m.course.lesson(&r.lesson)
            && matches!(
                lesson.body.get().blocks.get(i),
                Some(latih::core::lesson::Block::Exercise(_))
            )
        {
            return;
        }
    }
    panic!("no exercise reached with Tab");
}

#[test]
fn lesson_exercise_hidden() {
    let mut m = open_code(Lang::Id, "M13.04");
    focus_first_exercise(&mut m);
    insta::assert_snapshot!(backend(&m));
}

#[test]
fn lesson_exercise_revealed() {
    let mut m = open_code(Lang::Id, "M13.04");
    focus_first_exercise(&mut m);
    press(&mut m, &[Key::Char(' ')]);
    insta::assert_snapshot!(backend(&m));
}

#[test]
fn lesson_english_after_switch() {
    let mut m = open_code(Lang::Id, "M13.04");
    focus_first_exercise(&mut m);
    press(&mut m, &[Key::Char(' '), Key::Char('L')]);
    insta::assert_snapshot!(backend(&m));
}

#[test]
fn fanout_comparison_table() {
    let mut m = open_code(Lang::En, "0032");
    let Some(latih::app::Screen::Reader(r)) = m.screens.last_mut() else {
        panic!("reader");
    };
    let table = r
        .doc
        .rows
        .iter()
        .position(|row| row.spans.iter().any(|s| s.text.starts_with('┌')))
        .expect("the comparison table renders as a grid");
    r.top = table.saturating_sub(1);
    insta::assert_snapshot!(backend(&m));
}

#[test]
fn help_overlay_in_reader() {
    let mut m = open_code(Lang::En, "M13.04");
    press(&mut m, &[Key::Char('?')]);
    insta::assert_snapshot!(backend(&m));
}

#[test]
fn search_results() {
    let mut m = bundled(Lang::En);
    press(&mut m, &[Key::Char('/')]);
    press(&mut m, &chars("hotspot"));
    insta::assert_snapshot!(backend(&m));
}

#[test]
fn contents_overlay() {
    let mut m = open_code(Lang::Id, "0032");
    press(&mut m, &[Key::Char('t')]);
    insta::assert_snapshot!(backend(&m));
}

#[test]
fn problems_screen() {
    let mut m = model(load_fixture("broken"), Lang::En, 80, 24);
    press(&mut m, &[Key::End, Key::Enter]);
    insta::assert_snapshot!(backend(&m));
}

#[test]
fn too_small_message() {
    let m = model(content::load_bundled(), Lang::Id, 30, 8);
    insta::assert_snapshot!(backend(&m));
}
