//! Calculators and the scratchpad driven through the model: stepping and typing inputs with
//! every result following each keystroke, inline messages for values that cannot be used,
//! reset, the lesson card showing the learner's values, "open in calculator" after an
//! estimate, and the scratchpad's history.

use crate::common;

use common::{chars, model, press, render};
use latih::app::keymap::Key;
use latih::app::{Model, Screen};
use latih::content;
use latih::core::lang::Lang;

const LESSON: &str = "format_version: 1
id: a
code: M.a
module: m
minutes: 5
title: {id: Klaster, en: The cluster}
blocks:
  - paragraph: {id: Beban dibagi ke node., en: The load is shared by the nodes.}
  - calculator:
      id: cluster
";

const BANK: &str = "format_version: 1
id: qa
lesson: a
questions:
  - id: qa-per-node
    type: numeric
    prompt: {id: Berapa QPS per node?, en: How many QPS per node?}
    value: 25000
    unit: {id: kueri/detik, en: queries/s}
    calculator: cluster
    explanation: {id: 200.000 / 8., en: '200,000 / 8.'}
calculators:
  - id: cluster
    title: {id: Hitung klaster, en: Work out the cluster}
    inputs:
      - {name: qps, label: {id: Kueri per detik, en: Queries per second}, unit: queries/s, default: 200000, min: 0, step: 1-2-5}
      - {name: nodes, label: {id: Node, en: Nodes}, unit: nodes, default: 8, min: 0, max: 64, step: 1}
    outputs:
      - name: per_node
        label: {id: Per node, en: Per node}
        formula: qps / nodes
        unit: queries/s
        thresholds:
          - {above: 50000, message: {id: Satu node kewalahan., en: One node is overloaded.}}
      - {name: per_day, label: {id: Per node sehari, en: Per node per day}, formula: per_node * 1 day, unit: queries}
";

fn course(lang: Lang) -> (tempfile::TempDir, Model) {
    course_with(lang, BANK)
}

fn course_with(lang: Lang, bank: &str) -> (tempfile::TempDir, Model) {
    let dir = common::temp_course(common::MANIFEST, &[("a.yaml", LESSON.as_bytes())]);
    let quizzes = dir.path().join("quizzes");
    std::fs::create_dir(&quizzes).expect("mkdir");
    std::fs::write(quizzes.join("qa.yaml"), bank).expect("write");
    let loaded = content::load_dir(dir.path());
    // `nodes` may be 0 on purpose (the card then says why it cannot divide): lint only
    // warns about that, and everything loads.
    assert!(
        (loaded.problems.iter()).all(|p| matches!(
            p.kind,
            latih::core::problem::ProblemKind::CalcNoValue { .. }
        ) && !p.is_error()),
        "{:#?}",
        loaded.problems
    );
    let mut m = model(loaded, lang, 80, 24);
    common::open_lesson(&mut m, "a");
    (dir, m)
}

/// Opens the lesson's calculator from its card.
fn open_card(m: &mut Model) {
    press(m, &[Key::Tab, Key::Enter]);
    assert!(matches!(m.screen(), Screen::Calc(_)), "{}", render(m));
}

fn values(m: &Model) -> Vec<f64> {
    match m.screen() {
        Screen::Calc(c) => c.values.clone(),
        _ => panic!("not a calculator"),
    }
}

#[test]
fn the_card_shows_the_results_and_opens_the_calculator() {
    let (_d, mut m) = course(Lang::En);
    let screen = render(&m);
    assert!(screen.contains("Work out the cluster"), "{screen}");
    assert!(screen.contains("200,000/s / 8 = 25,000/s"), "{screen}");
    open_card(&mut m);
    let screen = render(&m);
    assert!(screen.contains("▸ Queries per second"), "{screen}");
    assert!(screen.contains("Per node per day"), "{screen}");
    assert!(
        screen.contains("25,000/s × 1 day = 2,160,000,000"),
        "{screen}"
    );
    assert!(screen.contains("2.2 billion"), "{screen}");
}

#[test]
fn stepping_follows_the_rule_and_every_result_follows() {
    let (_d, mut m) = course(Lang::Id);
    open_card(&mut m);
    press(&mut m, &[Key::Right]);
    assert_eq!(
        values(&m),
        vec![500_000.0, 8.0],
        "1-2-5: 200.000 -> 500.000"
    );
    assert!(render(&m).contains("500.000/detik / 8 = 62.500/detik"));
    // Over 50.000 per node: the threshold says what that means.
    assert!(
        render(&m).contains("Satu node kewalahan."),
        "{}",
        render(&m)
    );
    press(&mut m, &[Key::Down, Key::Right, Key::Right]);
    assert_eq!(values(&m), vec![500_000.0, 10.0], "linear: 8 + 1 + 1");
    assert!(render(&m).contains("= 50.000/detik"));
    assert!(
        !render(&m).contains("kewalahan"),
        "50.000 is not above 50.000"
    );
    // The range stops the step.
    press(&mut m, &[Key::Left; 20]);
    assert_eq!(values(&m)[1], 0.0);
    let screen = render(&m);
    assert!(
        screen.contains("tidak bisa dihitung: pembagian dengan nol"),
        "{screen}"
    );
    // What depends on a broken result is broken too, and says why.
    assert_eq!(
        screen.matches("pembagian dengan nol").count(),
        1,
        "{screen}"
    );
    assert!(
        screen.contains("tidak bisa dihitung: bergantung pada hasil di atas"),
        "{screen}"
    );
    press(&mut m, &[Key::Char('r')]);
    assert_eq!(values(&m), vec![200_000.0, 8.0], "r puts the defaults back");
}

#[test]
fn typing_a_value_updates_the_results_on_each_keystroke() {
    let (_d, mut m) = course(Lang::Id);
    open_card(&mut m);
    // A digit starts typing into the selected input.
    press(&mut m, &chars("1"));
    assert!(render(&m).contains("[1▏]"), "{}", render(&m));
    assert!(render(&m).contains("1/detik / 8 ="), "{}", render(&m));
    press(&mut m, &chars(" jt"));
    let screen = render(&m);
    assert!(screen.contains("= 1 juta/detik"), "{screen}");
    assert!(
        screen.contains("1.000.000/detik / 8 = 125.000/detik"),
        "{screen}"
    );
    assert_eq!(values(&m)[0], 200_000.0, "not kept until Enter");
    press(&mut m, &[Key::Enter]);
    assert_eq!(values(&m)[0], 1e6);
    // Scale words and suffixes of both languages.
    for (typed, want) in [
        ("2jt", 2e6),
        ("5 juta", 5e6),
        ("300rb", 3e5),
        ("5 million", 5e6),
    ] {
        press(&mut m, &[Key::Enter]);
        press(&mut m, &chars(typed));
        press(&mut m, &[Key::Enter]);
        assert_eq!(values(&m)[0], want, "{typed}");
    }
}

#[test]
fn a_value_that_cannot_be_used_is_named_inline_and_not_kept() {
    let (_d, mut m) = course(Lang::En);
    open_card(&mut m);
    press(&mut m, &[Key::Enter]);
    press(&mut m, &chars("lots"));
    assert!(
        render(&m).contains("`lots` does not start with a number"),
        "{}",
        render(&m)
    );
    press(&mut m, &[Key::Enter]);
    assert!(
        matches!(m.screen(), Screen::Calc(c) if c.edit.is_some()),
        "Enter keeps typing until the value reads"
    );
    press(&mut m, &[Key::Backspace; 4]);
    press(&mut m, &chars("5 GB"));
    assert!(
        render(&m).contains("this input is a rate in queries/s: try 100/s"),
        "{}",
        render(&m)
    );
    press(&mut m, &[Key::Esc]);
    assert_eq!(values(&m), vec![200_000.0, 8.0], "Esc keeps the old value");
    press(&mut m, &[Key::Down, Key::Enter]);
    press(&mut m, &chars("100"));
    assert!(
        render(&m).contains("outside the allowed range (0 – 64)"),
        "{}",
        render(&m)
    );
}

#[test]
fn the_card_keeps_the_learners_values_after_the_screen_closes() {
    let (_d, mut m) = course(Lang::En);
    open_card(&mut m);
    press(&mut m, &[Key::Down]);
    press(&mut m, &chars("16"));
    press(&mut m, &[Key::Enter, Key::Esc]);
    assert!(matches!(m.screen(), Screen::Reader(_)));
    assert!(
        render(&m).contains("200,000/s / 16 = 12,500/s"),
        "{}",
        render(&m)
    );
    // Opening it again starts from those values.
    press(&mut m, &[Key::Enter]);
    assert_eq!(values(&m), vec![200_000.0, 16.0]);
}

#[test]
fn open_in_calculator_after_an_estimate() {
    let (_d, mut m) = course(Lang::En);
    press(&mut m, &[Key::Char('z')]);
    press(&mut m, &chars("20000/s"));
    press(&mut m, &[Key::Enter]);
    let screen = render(&m);
    assert!(screen.contains("c calculator"), "{screen}");
    press(&mut m, &[Key::Char('c')]);
    let screen = render(&m);
    assert!(screen.contains("Work out the cluster"), "{screen}");
    assert!(screen.contains("= 25,000/s"), "{screen}");
    press(&mut m, &[Key::Esc]);
    assert!(matches!(m.screen(), Screen::Quiz(_)), "back at the verdict");
}

#[test]
fn the_scratchpad_keeps_a_history_and_calls_lines_back() {
    let mut m = model(content::load_bundled(), Lang::En, 80, 24);
    let items = latih::app::screen::home::home_items(&m);
    let at = items
        .iter()
        .filter(|i| i.selectable())
        .position(|i| matches!(i, latih::app::screen::home::Item::Scratchpad))
        .expect("home has the scratchpad");
    press(&mut m, &vec![Key::Down; at]);
    press(&mut m, &[Key::Enter]);
    assert!(matches!(m.screen(), Screen::Scratch(_)));
    press(&mut m, &chars("5 million * 100 * 80 bytes to GB"));
    press(&mut m, &[Key::Enter]);
    press(&mut m, &chars("a = 800 * 8 bytes"));
    press(&mut m, &[Key::Enter]);
    press(&mut m, &chars("a * 10 million to GB"));
    press(&mut m, &[Key::Enter]);
    press(&mut m, &chars("2 +"));
    press(&mut m, &[Key::Enter]);
    let screen = render(&m);
    assert!(screen.contains("= 40 GB"), "{screen}");
    assert!(screen.contains("= 64 GB"), "names carry over: {screen}");
    assert!(screen.contains("The line ends too soon"), "{screen}");
    // Up calls back the newest line first, then older ones; Down comes back.
    press(&mut m, &[Key::Up, Key::Up]);
    assert!(
        render(&m).contains("› a * 10 million to GB▏"),
        "{}",
        render(&m)
    );
    press(&mut m, &[Key::Down]);
    assert!(render(&m).contains("› 2 +▏"));
    press(&mut m, &[Key::Ctrl('l')]);
    assert!(!render(&m).contains("= 40 GB"));
}

#[test]
fn the_scratchpad_reads_and_writes_numbers_the_readers_way() {
    let mut m = model(content::load_bundled(), Lang::Id, 80, 24);
    press(&mut m, &[Key::Down, Key::Down, Key::Down, Key::Enter]);
    assert!(matches!(m.screen(), Screen::Scratch(_)));
    for line in ["1,5 * 2", "1.000.000 / 8"] {
        press(&mut m, &chars(line));
        press(&mut m, &[Key::Enter]);
    }
    let screen = render(&m);
    assert!(
        screen.contains("= 3\n") || screen.contains("= 3 "),
        "1,5 is one and a half: {screen}"
    );
    assert!(screen.contains("= 125.000"), "{screen}");
}

/// Two estimates of one size and a third far below: one line for all sizes.
const SIZES: &str = "format_version: 1
id: qa
lesson: a
calculators:
  - id: cluster
    inputs:
      - {name: edges, label: {id: Edge, en: Edges}, unit: edges, default: 25062500000, min: 0, step: 1-2-5}
    outputs:
      - {name: raw, label: {id: Mentah, en: Raw}, formula: edges * 24 B, unit: GB}
      - {name: low, label: {id: Rendah, en: Low}, formula: edges * 80 B, unit: GB}
      - {name: high, label: {id: Tinggi, en: High}, formula: edges * 100 B, unit: GB}
    thresholds:
      - {above: 2, unit: TB, message: {id: Tidak muat di satu mesin., en: No longer fits on one machine.}}
";

#[test]
fn a_figure_just_over_a_line_says_so_in_its_digits_and_every_sibling_over_it_is_warned() {
    let (_d, mut m) = course_with(Lang::En, SIZES);
    open_card(&mut m);
    let screen = render(&m);
    // 25,062,500,000 × 80 B = 2.005 TB: never "2 TB" beside "over 2 TB".
    assert!(screen.contains("2.005 TB"), "{screen}");
    assert!(!screen.contains(" 2 TB"), "{screen}");
    assert!(screen.contains("2.51 TB"), "{screen}");
    assert_eq!(
        screen.matches("No longer fits on one machine.").count(),
        2,
        "low and high pass the line, raw does not: {screen}"
    );
    let (_d, mut m) = course_with(Lang::Id, SIZES);
    open_card(&mut m);
    let screen = render(&m);
    assert!(screen.contains("2,005 TB"), "{screen}");
    assert_eq!(screen.matches("Tidak muat di satu mesin.").count(), 2);
}

/// At 80 columns, once a value moved, the Indonesian footer keeps `r` (back to the lesson's
/// values), as the English one does.
#[test]
fn the_reset_key_is_in_the_footer_in_both_languages() {
    for (lang, want) in [(Lang::En, "r reset"), (Lang::Id, "r reset")] {
        let (_d, mut m) = course(lang);
        open_card(&mut m);
        press(&mut m, &[Key::Right]);
        let screen = render(&m);
        let footer = screen.lines().last().unwrap_or_default();
        assert!(footer.contains(want), "{lang:?}: {footer:?}");
    }
}
