//! The calculator and scratchpad screens at 80x24 in both languages, pinned with insta
//! snapshots: the bundled M13.04 storage calculator at its defaults, while typing, with a
//! value that cannot be used, past its 2 TB threshold; the scratchpad with a history.

use crate::common;

use common::{backend, chars, model, press};
use latih::app::keymap::Key;
use latih::content;
use latih::core::lang::Lang;
use rstest::rstest;

/// The M13.04 storage calculator, opened from its card in the lesson.
fn storage(lang: Lang) -> latih::app::Model {
    let mut m = model(content::load_bundled(), lang, 80, 24);
    common::open_lesson(&mut m, "m13-04");
    press(&mut m, &[Key::Tab, Key::Enter]);
    assert!(matches!(m.screen(), latih::app::Screen::Calc(_)));
    m
}

#[rstest]
#[case::indonesian(Lang::Id, "calculator_defaults_indonesian")]
#[case::english(Lang::En, "calculator_defaults_english")]
fn calculator_defaults(#[case] lang: Lang, #[case] snapshot: &str) {
    insta::assert_snapshot!(snapshot, backend(&storage(lang)));
}

#[test]
fn calculator_typing_a_scale_word() {
    let mut m = storage(Lang::Id);
    press(&mut m, &chars("5jt"));
    insta::assert_snapshot!(backend(&m));
}

#[test]
fn calculator_value_that_cannot_be_used() {
    let mut m = storage(Lang::En);
    press(&mut m, &[Key::Down, Key::Down, Key::Enter]);
    press(&mut m, &chars("5/s"));
    insta::assert_snapshot!(backend(&m));
}

#[test]
fn calculator_past_its_threshold() {
    let mut m = storage(Lang::En);
    press(&mut m, &[Key::Enter]);
    press(&mut m, &chars("1 billion"));
    press(
        &mut m,
        &[Key::Enter, Key::Down, Key::Right, Key::Right, Key::Right],
    );
    insta::assert_snapshot!(backend(&m));
}

#[rstest]
#[case::indonesian(Lang::Id, "scratchpad_id")]
#[case::english(Lang::En, "scratchpad_en")]
fn scratchpad_with_history(#[case] lang: Lang, #[case] snapshot: &str) {
    let mut m = model(content::load_bundled(), lang, 80, 24);
    press(&mut m, &[Key::Down, Key::Down, Key::Down, Key::Enter]);
    for line in [
        "5 million * 100 * 80 bytes to GB",
        "200000 / 8",
        "10^10^10",
        "2 +",
    ] {
        press(&mut m, &chars(line));
        press(&mut m, &[Key::Enter]);
    }
    press(&mut m, &chars("800 * 8 bytes * 10 million to GB"));
    insta::assert_snapshot!(snapshot, backend(&m));
}

#[test]
fn calculator_on_a_small_terminal() {
    // At 40x10 labels and figures no longer fit side by side: the figure wraps under its
    // label, and the selected input stays in view as the learner moves down.
    let mut m = storage(Lang::En);
    latih::app::update(&mut m, latih::app::Msg::Resize(40, 10));
    press(&mut m, &[Key::Down, Key::Down, Key::Down]);
    insta::assert_snapshot!(backend(&m));
}
