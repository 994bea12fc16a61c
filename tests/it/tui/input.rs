//! A pasted megabyte (or a key held down) in every text field: the field keeps at most its
//! limit, says so in the footer, and the screen goes on working. Time per paste is measured
//! in benches/input.rs, not asserted here.

use crate::common;

use common::{chars, model, press, render};
use latih::app::keymap::Key;
use latih::app::textline::{PLAY_MAX, SCRATCH_MAX, SEARCH_MAX};
use latih::app::{self, Model, Msg, Screen};
use latih::content;
use latih::core::lang::Lang;

fn home_entry(m: &mut Model, want: fn(&latih::app::screen::home::Item) -> bool) {
    let items = latih::app::screen::home::home_items(m);
    let at = items
        .iter()
        .filter(|i| i.selectable())
        .position(want)
        .expect("the home entry");
    press(m, &[Key::Home]);
    press(m, &vec![Key::Down; at]);
    press(m, &[Key::Enter]);
}

fn megabyte() -> String {
    "fan-out ".repeat(1 << 17)
}

#[test]
fn a_pasted_megabyte_is_cut_to_each_fields_limit_and_said_so() {
    let mut m = model(content::load_bundled(), Lang::En, 80, 24);
    press(&mut m, &[Key::Char('/')]);
    app::update(&mut m, Msg::Paste(megabyte()));
    let Screen::Search(s) = m.screen() else {
        panic!("search");
    };
    assert_eq!(s.query.chars().count(), SEARCH_MAX);
    assert!(!s.hits.is_empty(), "the search still runs");
    assert!(
        render(&m).contains("at most 200 characters"),
        "{}",
        render(&m)
    );
    press(&mut m, &[Key::Esc]);

    home_entry(&mut m, |i| {
        matches!(i, latih::app::screen::home::Item::Scratchpad)
    });
    app::update(&mut m, Msg::Paste(megabyte()));
    let Screen::Scratch(s) = m.screen() else {
        panic!("scratchpad");
    };
    assert_eq!(s.line.chars().count(), SCRATCH_MAX);
    press(&mut m, &[Key::Esc]);

    home_entry(&mut m, |i| {
        matches!(i, latih::app::screen::home::Item::Playground)
    });
    app::update(&mut m, Msg::Paste(megabyte()));
    let Screen::Play(p) = m.screen() else {
        panic!("playground");
    };
    assert_eq!(p.console.line.chars().count(), PLAY_MAX);
    assert!(!p.console.line.contains('\n'));
}

#[test]
fn a_key_held_down_stops_at_the_limit_without_searching_again() {
    let mut m = model(content::load_bundled(), Lang::Id, 80, 24);
    press(&mut m, &[Key::Char('/')]);
    press(&mut m, &chars(&"graf ".repeat(10_000)));
    let Screen::Search(s) = m.screen() else {
        panic!("search");
    };
    assert_eq!(s.query.chars().count(), SEARCH_MAX);
    assert!(
        render(&m).contains("paling banyak 200 karakter"),
        "{}",
        render(&m)
    );
    // Backspace still works, and the message goes with the next key.
    press(&mut m, &[Key::Backspace]);
    let Screen::Search(s) = m.screen() else {
        panic!("search");
    };
    assert_eq!(s.query.chars().count(), SEARCH_MAX - 1);
    assert!(!render(&m).contains("paling banyak"));
}

#[test]
fn a_paste_in_the_real_terminal_arrives_in_one_piece() {
    let mut s = common::pty::start(&["--lang", "en"]);
    s.wait_for("Follows both ways");
    s.send("/");
    s.wait_for("Search");
    // What a terminal sends for a bracketed paste.
    s.send(&format!("\x1b[200~{}\x1b[201~", "celebrity ".repeat(5_000)));
    s.wait_for("at most 200 characters");
    s.send("\x1b");
    s.send("q");
    assert!(s.wait_exit().success());
}

/// Esc pressed once too often on the way back from a lesson leaves latih open; `q` quits.
#[test]
fn esc_on_home_stays_and_q_quits() {
    let mut m = crate::common::model(latih::content::load_bundled(), Lang::En, 80, 24);
    let esc = latih::app::update(&mut m, latih::app::Msg::Key(Key::Esc));
    assert!(!esc.contains(&latih::app::Effect::Quit), "{esc:?}");
    let q = latih::app::update(&mut m, latih::app::Msg::Key(Key::Char('q')));
    assert!(q.contains(&latih::app::Effect::Quit), "{q:?}");
}
