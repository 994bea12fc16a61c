//! The reader driven through the terminal-free model: opening, revealing, language switch,
//! links, contents, search, done status.

use crate::common;

use common::{chars, load_fixture, model, press, render};
use latih::app::Status;
use latih::app::keymap::Key;
use latih::app::{Overlay, Screen};
use latih::core::lang::Lang;
use latih::core::lesson::Part;

fn reader(m: &latih::app::Model) -> &latih::app::screen::reader::Reader {
    match m.screen() {
        Screen::Reader(r) => r,
        other => panic!("expected the reader, got {other:?}"),
    }
}

fn open_first(lang: Lang) -> latih::app::Model {
    let mut m = model(load_fixture("valid"), lang, 80, 24);
    common::open_lesson(&mut m, "edges");
    m
}

#[test]
fn home_lists_modules_lessons_and_planned() {
    let m = model(load_fixture("valid"), Lang::Id, 80, 24);
    let screen = render(&m);
    assert!(screen.contains("B · Dasar"), "{screen}");
    assert!(
        screen.contains("B.01") && screen.contains("Tabel edge"),
        "{screen}"
    );
    assert!(screen.contains("12 mnt"), "{screen}");
    assert!(screen.contains("○ baru"), "{screen}");
    assert!(
        screen.contains("B.09") && screen.contains("belum tersedia"),
        "{screen}"
    );
    assert!(screen.contains("Masalah"), "{screen}");
}

#[test]
fn opening_marks_opened_and_reaching_the_end_marks_done() {
    let mut m = open_first(Lang::Id);
    assert_eq!(m.status.get("edges"), Some(&Status::Opened));
    press(&mut m, &[Key::End]);
    assert_eq!(m.status.get("edges"), Some(&Status::Done));
    press(&mut m, &[Key::Char('d')]);
    assert_eq!(m.status.get("edges"), Some(&Status::Opened));
    press(&mut m, &[Key::Esc]);
    assert!(render(&m).contains("◐ dibuka"));
}

#[test]
fn answers_stay_hidden_until_revealed_one_by_one() {
    let mut m = open_first(Lang::En);
    assert!(!render(&m).contains("500 million edges"));
    // Tab focuses the first exercise, Space reveals only that one.
    press(&mut m, &[Key::Tab]);
    assert!(render(&m).contains("Space reveal"), "{}", render(&m));
    press(&mut m, &[Key::Char(' ')]);
    let screen = render(&m);
    assert!(screen.contains("500 million edges."), "{screen}");
    // The footer says what Space does now.
    assert!(screen.contains("Space hide answer"), "{screen}");
    assert!(!screen.contains("Space reveal"), "{screen}");
    assert!(!screen.contains("40 GB."), "{screen}");
    assert!(screen.contains("Answer hidden"), "{screen}");
    // The answer's diagram comes with it, in the reader's language.
    assert!(
        screen.contains("5 million   × 100 ──▶ 500 million edges"),
        "{screen}"
    );
    // Space again hides it.
    press(&mut m, &[Key::Char(' ')]);
    let screen = render(&m);
    assert!(!screen.contains("500 million edges."));
    assert!(!screen.contains("× 100 ──▶"), "{screen}");
}

#[test]
fn reveal_all_and_hide_all() {
    let mut m = open_first(Lang::En);
    press(&mut m, &[Key::Char('a')]);
    assert_eq!(reader(&m).revealed.len(), 2);
    press(&mut m, &[Key::Char('a')]);
    assert!(reader(&m).revealed.is_empty());
}

#[test]
fn switching_language_keeps_the_same_block() {
    let mut m = open_first(Lang::Id);
    // Jump to the table via the contents: it is a block far into the lesson.
    let table = Part::Block(5);
    if let Screen::Reader(r) = m.screens.last_mut().expect("reader") {
        r.scroll_to(table);
    }
    let before = reader(&m).anchor;
    assert_eq!(before.0, table);
    press(&mut m, &[Key::Char('L')]);
    assert_eq!(m.lang(), Lang::En);
    assert_eq!(reader(&m).anchor.0, table);
    let screen = render(&m);
    assert!(screen.contains("Secondary index"), "{screen}");
    press(&mut m, &[Key::Char('L')]);
    assert_eq!(reader(&m).anchor.0, table);
}

#[test]
fn missing_translation_shows_the_other_language_marked() {
    let mut m = open_first(Lang::En);
    press(&mut m, &[Key::Char('j'); 12]);
    let screen = render(&m);
    assert!(
        screen.contains("[ID] Paragraf ini hanya ada dalam Bahasa"),
        "{screen}"
    );
}

#[test]
fn links_navigate_and_planned_lessons_say_not_available() {
    let mut m = open_first(Lang::En);
    press(&mut m, &[Key::End]);
    // From the end of the lesson, Tab starts at the first item on screen (the last
    // exercise, then the quiz card), then the next link.
    press(&mut m, &[Key::Tab]);
    assert!(matches!(reader(&m).focus, Some(Part::Block(_))));
    for _ in 0..3 {
        if reader(&m).focus == Some(Part::Link(1)) {
            break;
        }
        press(&mut m, &[Key::Tab]);
    }
    assert_eq!(reader(&m).focus, Some(Part::Link(1)));
    assert!(
        render(&m).contains("Enter open"),
        "the footer offers Enter on a link"
    );
    press(&mut m, &[Key::Enter]);
    assert_eq!(reader(&m).lesson, "fanout");
    press(&mut m, &[Key::Esc]);
    assert_eq!(reader(&m).lesson, "edges");
    press(&mut m, &[Key::Tab]);
    assert_eq!(reader(&m).focus, Some(Part::Link(2)));
    press(&mut m, &[Key::Enter]);
    assert_eq!(reader(&m).lesson, "edges");
    assert_eq!(m.flash.as_deref(), Some("not available yet"));
}

#[test]
fn next_and_previous_lesson_keys() {
    let mut m = open_first(Lang::En);
    press(&mut m, &[Key::Char('n')]);
    assert_eq!(reader(&m).lesson, "fanout");
    // fanout names no next lesson: the course order goes on to the review lesson.
    press(&mut m, &[Key::Char('n')]);
    assert_eq!(reader(&m).lesson, "review");
    press(&mut m, &[Key::Char('n')]);
    assert_eq!(m.flash.as_deref(), Some("This is the last lesson."));
    press(&mut m, &[Key::Char('p'), Key::Char('p')]);
    assert_eq!(reader(&m).lesson, "edges");
    // n/p replace the reader instead of stacking: Esc goes home.
    press(&mut m, &[Key::Esc]);
    assert!(matches!(m.screen(), Screen::Home(_)));
}

#[test]
fn contents_jumps_to_a_section() {
    let mut m = open_first(Lang::En);
    press(&mut m, &[Key::Char('t')]);
    let Some(Overlay::Contents { entries, .. }) = &m.overlay else {
        panic!("contents overlay");
    };
    let target = entries
        .iter()
        .position(|(name, _)| name == "Exercises")
        .expect("an Exercises section");
    for _ in 0..target {
        press(&mut m, &[Key::Down]);
    }
    press(&mut m, &[Key::Enter]);
    assert!(m.overlay.is_none());
    let screen = render(&m);
    let first_text_line = screen.lines().nth(1).unwrap_or("");
    assert!(first_text_line.contains("Exercises"), "{screen}");
}

#[test]
fn search_finds_text_and_opens_at_the_block() {
    let mut m = model(load_fixture("valid"), Lang::En, 80, 24);
    press(&mut m, &[Key::Char('/')]);
    press(&mut m, &chars("window"));
    let Screen::Search(s) = m.screen() else {
        panic!("search screen");
    };
    assert_eq!(s.hits.len(), 1);
    press(&mut m, &[Key::Enter]);
    assert_eq!(reader(&m).anchor.0, Part::Block(5));
    press(&mut m, &[Key::Esc]);
    assert!(matches!(m.screen(), Screen::Search(_)));
}

#[test]
fn search_never_reveals_answers() {
    let mut m = model(load_fixture("valid"), Lang::En, 80, 24);
    press(&mut m, &[Key::Char('/')]);
    press(&mut m, &chars("500 million edges."));
    let Screen::Search(s) = m.screen() else {
        panic!("search screen");
    };
    assert!(s.hits.is_empty(), "{:?}", s.hits);
}

#[test]
fn q_goes_back_and_quits_at_home() {
    let mut m = open_first(Lang::En);
    press(&mut m, &[Key::Char('q')]);
    assert!(matches!(m.screen(), Screen::Home(_)));
    assert!(!m.quit);
    press(&mut m, &[Key::Char('q')]);
    assert!(m.quit);
}

#[test]
fn ctrl_c_quits_from_anywhere() {
    let mut m = open_first(Lang::En);
    press(&mut m, &[Key::Char('?'), Key::Ctrl('c')]);
    assert!(m.quit);
}

#[test]
fn mouse_wheel_scrolls_the_reader() {
    let mut m = open_first(Lang::En);
    latih::app::update(&mut m, latih::app::Msg::Wheel(1));
    assert_eq!(reader(&m).top, 3);
    latih::app::update(&mut m, latih::app::Msg::Wheel(-1));
    assert_eq!(reader(&m).top, 0);
}

#[test]
fn help_lists_every_key_of_the_screen() {
    let mut m = open_first(Lang::En);
    press(&mut m, &[Key::Char('?')]);
    let screen = render(&m);
    for key in ["Space", "Tab", "Esc/q", "L ", "/ "] {
        assert!(screen.contains(key), "{key} missing:\n{screen}");
    }
    press(&mut m, &[Key::Esc]);
    assert!(m.overlay.is_none());
}

#[test]
fn the_footer_keeps_help_when_space_runs_out() {
    for (lang, help) in [(Lang::En, "? help"), (Lang::Id, "? bantuan")] {
        let mut m = model(load_fixture("valid"), lang, 40, 12);
        press(&mut m, &[Key::Enter, Key::Tab]);
        let screen = render(&m);
        let footer = screen.lines().last().unwrap_or("");
        assert!(footer.contains(help), "{footer:?}");
    }
}

#[test]
fn a_lesson_that_fits_on_the_screen_is_done_once_opened_and_a_long_one_when_a_resize_shows_its_end()
{
    let short = "format_version: 1\nid: short\ncode: M.1\nmodule: m\nminutes: 1\ntitle: Short\nblocks:\n  - paragraph: One line.\n";
    let mut long = String::from(
        "format_version: 1\nid: long\ncode: M.2\nmodule: m\nminutes: 1\ntitle: Long\nblocks:\n",
    );
    for i in 0..30 {
        long.push_str(&format!("  - paragraph: Line {i}.\n"));
    }
    let dir = common::temp_course(
        common::MANIFEST,
        &[
            ("short.yaml", short.as_bytes()),
            ("long.yaml", long.as_bytes()),
        ],
    );
    let mut m = common::model(latih::content::load_dir(dir.path()), Lang::En, 80, 24);
    common::open_lesson(&mut m, "short");
    assert_eq!(m.status.get("short"), Some(&Status::Done));
    press(&mut m, &[Key::Esc]);
    common::open_lesson(&mut m, "long");
    assert_eq!(m.status.get("long"), Some(&Status::Opened));
    latih::app::update(&mut m, latih::app::Msg::Resize(80, 200));
    assert_eq!(m.status.get("long"), Some(&Status::Done));
}

/// `n` reads the next lesson; going back, the map's selection is on the lesson last read.
#[test]
fn the_map_follows_the_lessons_read_with_n() {
    let mut m = model(latih::content::load_bundled(), Lang::En, 80, 24);
    common::open_lesson(&mut m, "m13-04");
    press(&mut m, &[Key::Char('n')]);
    let read = match m.screen() {
        latih::app::Screen::Reader(r) => r.lesson.clone(),
        other => panic!("{other:?}"),
    };
    assert_ne!(read, "m13-04");
    press(&mut m, &[Key::Esc]);
    let code = m
        .course
        .lesson(&read)
        .map(|l| l.code.clone())
        .expect("lesson");
    let screen = render(&m);
    let selected = screen.lines().find(|l| l.contains('▸')).unwrap_or_default();
    assert!(selected.contains(&code), "{code} not selected: {screen}");
}
