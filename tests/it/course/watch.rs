//! The edit-and-see loop: a saved lesson reloads after a quiet period, the reader stays on
//! the same block, and a save that breaks the file keeps the last good version on screen
//! with the problem shown above it.

use crate::common;

use std::fs;
use std::time::{Duration, Instant};

use common::{MANIFEST, model, press, render};
use latih::app::keymap::Key;
use latih::app::{self, Msg, Screen};
use latih::content;
use latih::core::lang::Lang;
use latih::core::lesson::Part;
use latih::tui::watch::{DEBOUNCE, Watcher};

fn lesson(extra: &str) -> String {
    let mut s = String::from(
        "format_version: 1\nid: one\ncode: M.1\nmodule: m\nminutes: 3\ntitle: First lesson\nblocks:\n",
    );
    for i in 0..30 {
        s.push_str(&format!("  - paragraph: Paragraph number {i}.\n"));
    }
    s.push_str(&format!("  - paragraph: {extra}\n"));
    s
}

fn course() -> tempfile::TempDir {
    common::temp_course(MANIFEST, &[("one.yaml", lesson("The end.").as_bytes())])
}

fn anchor(m: &latih::app::Model) -> (Part, usize) {
    match m.screen() {
        Screen::Reader(r) => r.anchor,
        other => panic!("expected the reader, got {other:?}"),
    }
}

#[test]
fn a_saved_edit_reloads_in_place_and_a_broken_save_keeps_the_last_good_version() {
    let dir = course();
    let mut m = model(content::load_dir(dir.path()), Lang::En, 80, 24);
    common::open_lesson(&mut m, "one");
    press(&mut m, &[Key::Char('j'); 25]);
    let before = anchor(&m);
    assert!(matches!(before.0, Part::Block(_)));

    // A good edit: new text appears, the place is kept.
    fs::write(
        dir.path().join("lessons/one.yaml"),
        lesson("A brand new ending."),
    )
    .expect("write");
    app::update(&mut m, Msg::Reloaded(content::load_dir(dir.path())));
    assert_eq!(anchor(&m), before);
    press(&mut m, &[Key::End]);
    assert!(render(&m).contains("A brand new ending."));

    // A broken save: the last good version stays, the problem is shown above it.
    let at_end = anchor(&m);
    fs::write(
        dir.path().join("lessons/one.yaml"),
        "format_version: 1\nid: one\nminutes: soon\n",
    )
    .expect("write");
    app::update(&mut m, Msg::Reloaded(content::load_dir(dir.path())));
    assert_eq!(anchor(&m), at_end, "still on the same block");
    press(&mut m, &[Key::End]);
    let screen = render(&m);
    assert!(screen.contains("A brand new ending."), "{screen}");
    assert!(screen.contains("Showing the last good"), "{screen}");
    assert!(screen.contains("one.yaml:"), "{screen}");
    assert!(m.stale.contains_key("one"));

    // Fixed again: the banner goes away.
    fs::write(dir.path().join("lessons/one.yaml"), lesson("Fixed.")).expect("write");
    app::update(&mut m, Msg::Reloaded(content::load_dir(dir.path())));
    let screen = render(&m);
    assert!(!screen.contains("last good version"), "{screen}");
    assert!(screen.contains("Fixed."), "{screen}");
    assert!(m.stale.is_empty());
}

#[test]
fn a_new_lesson_file_appears_on_the_home_screen() {
    let dir = course();
    let mut m = model(content::load_dir(dir.path()), Lang::En, 80, 24);
    let second = lesson("Two.")
        .replace("id: one", "id: two")
        .replace("M.1", "M.2")
        .replace("First lesson", "Second lesson");
    fs::write(dir.path().join("lessons/two.yaml"), second).expect("write");
    app::update(&mut m, Msg::Reloaded(content::load_dir(dir.path())));
    assert!(render(&m).contains("Second lesson"));
}

#[test]
fn the_watcher_waits_for_the_writes_to_settle() {
    let dir = course();
    let mut w = Watcher::new(dir.path(), latih::content::Loader::remembering());
    let t0 = Instant::now();
    assert!(w.poll(t0).is_none(), "nothing changed yet");
    fs::write(dir.path().join("lessons/one.yaml"), lesson("Changed once.")).expect("write");
    assert!(w.poll(t0).is_none(), "a change starts the quiet period");
    assert!(
        w.poll(t0 + DEBOUNCE / 2).is_none(),
        "still within the quiet period"
    );
    // Another write inside the period restarts it.
    fs::write(
        dir.path().join("lessons/one.yaml"),
        lesson("Changed twice, longer."),
    )
    .expect("write");
    assert!(w.poll(t0 + DEBOUNCE / 2).is_none());
    assert!(
        w.poll(t0 + DEBOUNCE).is_none(),
        "restarted by the second write"
    );
    let loaded = w
        .poll(t0 + DEBOUNCE / 2 + DEBOUNCE + Duration::from_millis(1))
        .expect("reloads");
    assert_eq!(loaded.course.lessons.len(), 1);
    assert!(
        w.poll(t0 + 10 * DEBOUNCE).is_none(),
        "reloads once per change"
    );
}

/// A save made while the course was still loading (after the folder was looked at, before
/// the watcher started) is reloaded, not taken as the starting point.
#[test]
fn a_save_during_the_first_load_is_seen() {
    let dir = course();
    let before = latih::content::files::fingerprint(dir.path());
    // The size changes too, so the change shows however coarse the file system's clock.
    fs::write(
        dir.path().join("lessons/one.yaml"),
        lesson("Saved while the course was loading."),
    )
    .expect("write");
    let mut w = Watcher::since(dir.path(), latih::content::Loader::remembering(), before);
    let t0 = Instant::now();
    assert!(w.poll(t0).is_none(), "the change starts the quiet period");
    let loaded = w
        .poll(t0 + DEBOUNCE + Duration::from_millis(1))
        .expect("reloads the save");
    assert_eq!(loaded.course.lessons.len(), 1);
}

#[test]
fn a_loader_reparses_only_changed_files() {
    let dir = course();
    let mut loader = latih::content::Loader::remembering();
    let first = content::load_dir_with(&mut loader, dir.path());
    assert_eq!(first.course.lessons.len(), 1);
    // Unchanged bytes: the remembered result, identical to a fresh load.
    let again = content::load_dir_with(&mut loader, dir.path());
    assert_eq!(again, first);
    // A changed file is read anew, and matches what a fresh loader makes of it.
    fs::write(
        dir.path().join("lessons/one.yaml"),
        "format_version: 1\nid: one\n",
    )
    .expect("write");
    let broken = content::load_dir_with(&mut loader, dir.path());
    assert_eq!(broken, content::load_dir(dir.path()));
    assert!(broken.course.lessons.is_empty());
    assert!(broken.errors() > 0);
}

const CARDS: &str = "format_version: 1
id: cards
code: M.9
module: m
minutes: 3
title: Lesson with cards
blocks:
  - paragraph: Work it out.
  - calculator:
      id: cards-calc
  - quiz:
      bank: cards-bank
";

const BANK: &str = "format_version: 1
id: cards-bank
lesson: cards
questions:
  - id: cards-q
    type: recall
    prompt: {id: Apa?, en: What?}
    answer: {id: Ini., en: This.}
    explanation: {id: Karena., en: Because.}
calculators:
  - id: cards-calc
    title: {id: Hitung kartu, en: Work out the cards}
    inputs:
      - {name: n, label: N, unit: cards, default: 5}
    outputs:
      - {name: twice, label: Twice, formula: n * 2, unit: cards}
";

#[test]
fn a_broken_bank_keeps_its_last_good_version_and_its_lessons_say_so() {
    let dir = common::temp_course(MANIFEST, &[("cards.yaml", CARDS.as_bytes())]);
    fs::create_dir(dir.path().join("quizzes")).expect("mkdir");
    let bank = dir.path().join("quizzes/cards.yaml");
    fs::write(&bank, BANK).expect("write");
    let mut m = model(content::load_dir(dir.path()), Lang::En, 80, 24);
    let home = render(&m);
    assert!(home.contains("Review"), "{home}");
    common::open_lesson(&mut m, "cards");
    assert!(render(&m).contains("Work out the cards"), "{}", render(&m));

    // The bank breaks: the calculator card and quiz stay, and the lesson says why.
    fs::write(&bank, BANK.replace("type: recall", "type: recal")).expect("write");
    app::update(&mut m, Msg::Reloaded(content::load_dir(dir.path())));
    let screen = render(&m);
    assert!(screen.contains("Work out the cards"), "{screen}");
    assert!(screen.contains("Showing the last good version"), "{screen}");
    assert!(screen.contains("cards.yaml:"), "{screen}");
    assert!(m.course.bank("cards-bank").is_some());
    press(&mut m, &[Key::Esc]);
    assert!(
        render(&m).contains("Review"),
        "home keeps Review: {}",
        render(&m)
    );

    // Fixed: the banner goes, the new version is in.
    fs::write(&bank, BANK.replace("Work out the cards", "Count the cards")).expect("write");
    app::update(&mut m, Msg::Reloaded(content::load_dir(dir.path())));
    assert!(m.stale.is_empty());
    common::open_lesson(&mut m, "cards");
    assert!(render(&m).contains("Count the cards"), "{}", render(&m));
}

/// A changed default reaches the lesson's calculator card at the next save; a value the
/// learner typed stays theirs, and the card says so.
#[test]
fn a_calculator_card_follows_a_changed_default_and_keeps_what_the_learner_typed() {
    use latih::app::calc_values::Kept;
    let dir = common::temp_course(MANIFEST, &[("cards.yaml", CARDS.as_bytes())]);
    fs::create_dir(dir.path().join("quizzes")).expect("mkdir");
    let bank = dir.path().join("quizzes/cards.yaml");
    fs::write(&bank, BANK).expect("write");
    let mut m = model(content::load_dir(dir.path()), Lang::En, 80, 24);
    common::open_lesson(&mut m, "cards");
    assert!(render(&m).contains("Twice  10"), "{}", render(&m));
    fs::write(&bank, BANK.replace("default: 5}", "default: 7}")).expect("write");
    app::update(&mut m, Msg::Reloaded(content::load_dir(dir.path())));
    let screen = render(&m);
    assert!(screen.contains("Twice  14"), "the new default: {screen}");
    assert!(!screen.contains("values you tried"), "{screen}");
    // The learner typed 3 beside the default 7; the file moves to 9: 3 stays, said as theirs.
    let kept = Kept {
        values: vec![3.0],
        defaults: vec![7.0],
    };
    m.calc_values.insert("cards-calc".into(), kept);
    fs::write(&bank, BANK.replace("default: 5}", "default: 9}")).expect("write");
    app::update(&mut m, Msg::Reloaded(content::load_dir(dir.path())));
    let screen = render(&m);
    assert!(screen.contains("Twice  6"), "{screen}");
    assert!(screen.contains("With the values you tried"), "{screen}");
}
