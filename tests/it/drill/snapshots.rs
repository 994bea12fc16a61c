//! Each stage of a drill at 80x24, in both languages, and the clock on a small terminal
//! (plain figures when the block figures do not fit).

use crate::common;

use common::backend;
use common::drill::{at, open_drill, start_clock};
use common::quiz::{fixture, keys};

use latih::app::keymap::Key;
use latih::app::{self, Msg};
use latih::core::lang::Lang;
use rstest::rstest;

/// The drill of the fixture, its clock started and read `after_ms` later, then `keys`.
fn drill_at(lang: Lang, after_ms: i64, keys_after: &[Key]) -> latih::app::Model {
    let mut m = fixture(lang, 1);
    open_drill(&mut m);
    start_clock(&mut m);
    at(&mut m, after_ms);
    keys(&mut m, keys_after);
    m
}

#[rstest]
#[case::indonesian(Lang::Id, "drill_prompt_indonesian")]
#[case::english(Lang::En, "drill_prompt_english")]
fn drill_prompt(#[case] lang: Lang, #[case] snapshot: &str) {
    let mut m = fixture(lang, 1);
    open_drill(&mut m);
    insta::assert_snapshot!(snapshot, backend(&m));
}

/// Enter stops the clock and shows the sample answer.
const SAMPLE: &[Key] = &[Key::Enter];
/// A second Enter opens the checklist: the first point ticked, the cursor on the second.
const CHECKLIST: &[Key] = &[Key::Enter, Key::Enter, Key::Char(' '), Key::Down];
/// One point of three ticked (the second), where passing needs two.
const FAILED: &[Key] = &[
    Key::Enter,
    Key::Enter,
    Key::Down,
    Key::Char(' '),
    Key::Enter,
];
/// The first two points ticked: passed.
const PASSED: &[Key] = &[
    Key::Enter,
    Key::Enter,
    Key::Char(' '),
    Key::Down,
    Key::Char(' '),
    Key::Enter,
];

/// Each stage after the clock started, read `after_ms` later, then `keys_after`.
#[rstest]
#[case::running_en(Lang::En, 2_400, &[], "drill_clock_running_english")]
#[case::running_id(Lang::Id, 2_400, &[], "drill_clock_running_indonesian")]
#[case::last_seconds_id(Lang::Id, 12_000, &[], "drill_clock_last_seconds_indonesian")]
#[case::paused_id(Lang::Id, 3_000, &[Key::Char(' ')], "drill_clock_paused_indonesian")]
#[case::overtime_en(Lang::En, 83_000, &[], "drill_clock_overtime_english")]
#[case::overtime_id(Lang::Id, 83_000, &[], "drill_clock_overtime_indonesian")]
#[case::sample_en(Lang::En, 17_000, SAMPLE, "drill_sample_english")]
#[case::sample_id(Lang::Id, 17_000, SAMPLE, "drill_sample_indonesian")]
#[case::checklist_en(Lang::En, 17_000, CHECKLIST, "drill_checklist_english")]
#[case::checklist_id(Lang::Id, 17_000, CHECKLIST, "drill_checklist_indonesian")]
#[case::failed_en(Lang::En, 17_000, FAILED, "drill_result_failed_english")]
#[case::failed_id(Lang::Id, 17_000, FAILED, "drill_result_failed_indonesian")]
#[case::passed_en(Lang::En, 17_000, PASSED, "drill_result_passed_english")]
#[case::passed_id(Lang::Id, 17_000, PASSED, "drill_result_passed_indonesian")]
fn drill_stage(
    #[case] lang: Lang,
    #[case] after_ms: i64,
    #[case] keys_after: &[Key],
    #[case] snapshot: &str,
) {
    insta::assert_snapshot!(snapshot, backend(&drill_at(lang, after_ms, keys_after)));
}

#[test]
fn drill_clock_on_a_small_terminal() {
    let mut m = drill_at(Lang::En, 4_000, &[]);
    app::update(&mut m, Msg::Resize(44, 12));
    insta::assert_snapshot!(backend(&m));
}
