//! Diagrams in the reader: labels in the reader's language inside the author's art, lines
//! kept whole on a wide screen and cut with a marker on a narrow one, never re-wrapped; and
//! an exercise's diagram hidden with its answer.

use crate::common;

use common::{load_fixture, model, press, render};
use latih::app::keymap::Key;
use latih::core::lang::Lang;

/// The reader on the fixture's `edges` lesson at `w` columns, scrolled until `needle` shows.
fn scrolled_to(lang: Lang, w: u16, needle: &str) -> String {
    let mut m = model(load_fixture("valid"), lang, w, 24);
    common::open_lesson(&mut m, "edges");
    for _ in 0..200 {
        let screen = render(&m);
        if screen.contains(needle) {
            // A few rows more, so the lines after it are on screen too.
            press(&mut m, &[Key::Down, Key::Down, Key::Down]);
            return render(&m);
        }
        press(&mut m, &[Key::Down]);
    }
    panic!("{needle} never showed:\n{}", render(&m));
}

#[test]
fn labels_fill_the_art_in_the_readers_language_and_boxes_stay_closed() {
    let en = scrolled_to(Lang::En, 80, "│ follows");
    let row = en.lines().find(|l| l.contains("│ follows")).expect("row");
    assert!(
        row.contains("│ follows       │──▶│ reverse index     │"),
        "{row}"
    );
    let id = scrolled_to(Lang::Id, 80, "│ follows");
    let row = id.lines().find(|l| l.contains("│ follows")).expect("row");
    assert!(
        row.contains("│ follows       │──▶│ indeks kebalikan  │"),
        "{row}"
    );
    assert!(en.contains("The edge table and its reverse index."), "{en}");
}

#[test]
fn a_narrow_screen_cuts_each_line_with_a_marker_and_never_wraps_it() {
    let screen = scrolled_to(Lang::En, 40, "│ follows");
    let rows: Vec<&str> = screen.lines().collect();
    let at = rows
        .iter()
        .position(|l| l.contains("│ follows"))
        .expect("row");
    assert!(rows[at].trim_end().ends_with('›'), "{}", rows[at]);
    // The rest of the line is gone, not carried onto the next row.
    assert!(!screen.contains("reverse index     │"), "{screen}");
    assert!(rows[at + 1].contains("└──"), "{}", rows[at + 1]);
}
