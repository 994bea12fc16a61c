//! Each stage of a drill at 80x24, in both languages, and the clock on a small terminal
//! (plain figures when the block figures do not fit).

use crate::common;

use common::backend;
use common::drill::{at, open_drill, start_clock};
use common::quiz::{fixture, keys};

use latih::app::keymap::Key;
use latih::app::{self, Msg};
use latih::core::lang::Lang;

/// The drill of the fixture, its clock started and read `after_ms` later, then `keys`.
fn drill_at(lang: Lang, after_ms: i64, keys_after: &[Key]) -> latih::app::Model {
    let mut m = fixture(lang, 1);
    open_drill(&mut m);
    start_clock(&mut m);
    at(&mut m, after_ms);
    keys(&mut m, keys_after);
    m
}

#[test]
fn drill_prompt_indonesian() {
    let mut m = fixture(Lang::Id, 1);
    open_drill(&mut m);
    insta::assert_snapshot!(backend(&m));
}

#[test]
fn drill_prompt_english() {
    let mut m = fixture(Lang::En, 1);
    open_drill(&mut m);
    insta::assert_snapshot!(backend(&m));
}

#[test]
fn drill_clock_running_english() {
    let m = drill_at(Lang::En, 2_400, &[]);
    insta::assert_snapshot!(backend(&m));
}

#[test]
fn drill_clock_last_seconds_indonesian() {
    let m = drill_at(Lang::Id, 12_000, &[]);
    insta::assert_snapshot!(backend(&m));
}

#[test]
fn drill_clock_paused_indonesian() {
    let m = drill_at(Lang::Id, 3_000, &[Key::Char(' ')]);
    insta::assert_snapshot!(backend(&m));
}

#[test]
fn drill_clock_overtime_english() {
    let m = drill_at(Lang::En, 83_000, &[]);
    insta::assert_snapshot!(backend(&m));
}

#[test]
fn drill_clock_on_a_small_terminal() {
    let mut m = drill_at(Lang::En, 4_000, &[]);
    app::update(&mut m, Msg::Resize(44, 12));
    insta::assert_snapshot!(backend(&m));
}

#[test]
fn drill_sample_english() {
    let m = drill_at(Lang::En, 17_000, &[Key::Enter]);
    insta::assert_snapshot!(backend(&m));
}

#[test]
fn drill_checklist_indonesian() {
    let m = drill_at(
        Lang::Id,
        17_000,
        &[Key::Enter, Key::Enter, Key::Char(' '), Key::Down],
    );
    insta::assert_snapshot!(backend(&m));
}

#[test]
fn drill_result_failed_english() {
    let m = drill_at(
        Lang::En,
        17_000,
        &[
            Key::Enter,
            Key::Enter,
            Key::Down,
            Key::Char(' '),
            Key::Enter,
        ],
    );
    insta::assert_snapshot!(backend(&m));
}

#[test]
fn drill_result_passed_indonesian() {
    let m = drill_at(
        Lang::Id,
        17_000,
        &[
            Key::Enter,
            Key::Enter,
            Key::Char(' '),
            Key::Down,
            Key::Char(' '),
            Key::Enter,
        ],
    );
    insta::assert_snapshot!(backend(&m));
}

#[test]
fn drill_clock_running_indonesian() {
    let m = drill_at(Lang::Id, 2_400, &[]);
    insta::assert_snapshot!(backend(&m));
}

#[test]
fn drill_clock_overtime_indonesian() {
    let m = drill_at(Lang::Id, 83_000, &[]);
    insta::assert_snapshot!(backend(&m));
}

#[test]
fn drill_sample_indonesian() {
    let m = drill_at(Lang::Id, 17_000, &[Key::Enter]);
    insta::assert_snapshot!(backend(&m));
}

#[test]
fn drill_checklist_english() {
    let m = drill_at(
        Lang::En,
        17_000,
        &[Key::Enter, Key::Enter, Key::Char(' '), Key::Down],
    );
    insta::assert_snapshot!(backend(&m));
}

#[test]
fn drill_result_failed_indonesian() {
    let m = drill_at(
        Lang::Id,
        17_000,
        &[
            Key::Enter,
            Key::Enter,
            Key::Down,
            Key::Char(' '),
            Key::Enter,
        ],
    );
    insta::assert_snapshot!(backend(&m));
}

#[test]
fn drill_result_passed_english() {
    let m = drill_at(
        Lang::En,
        17_000,
        &[
            Key::Enter,
            Key::Enter,
            Key::Char(' '),
            Key::Down,
            Key::Char(' '),
            Key::Enter,
        ],
    );
    insta::assert_snapshot!(backend(&m));
}
