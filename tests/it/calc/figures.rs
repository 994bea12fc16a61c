//! Figure marks `[=calculator.name]`: lesson and question text shows the calculator's own
//! figure at its defaults, in the reader's way, and lint names a mark that points nowhere.

use crate::common;

use latih::core::lang::Lang;
use latih::core::lesson::Block;
use latih::core::problem::ProblemKind;

const LESSON: &str = "format_version: 1
id: a
code: M.01
module: m
minutes: 5
title: T
blocks:
  - paragraph:
      id: '[=kv-cap.nodes] node, masing-masing **[=kv-cap.per_node]**, total [=kv-cap.total].'
      en: '[=kv-cap.nodes] nodes, **[=kv-cap.per_node]** each, [=kv-cap.total] in all.'
  - paragraph: 'Broken: [=kv-cap.per_nod], [=kv-gone.x] and [=kv-cap].'
";

const BANK: &str = "format_version: 1
id: qa
lesson: a
questions:
  - id: qa-one
    type: recall
    prompt: {id: 'Berapa per node dari [=kv-cap.total]?', en: 'How much a node of [=kv-cap.total]?'}
    answer: {id: '[=kv-cap.per_node].', en: '[=kv-cap.per_node].'}
    explanation: {id: Bagi., en: Divide.}
calculators:
  - id: kv-cap
    inputs:
      - {name: nodes, label: Nodes, unit: nodes, default: 20, min: 1, step: 1}
      - {name: total, label: Total, unit: TB, default: 3, min: 1, step: 1}
    outputs:
      - {name: per_node, label: Per node, formula: total / nodes, unit: GB}
";

fn load(lesson: &str, bank: &str) -> latih::content::Loaded {
    common::load_course(&[("a.yaml", lesson)], &[("a.yaml", bank)])
}

fn paragraph(loaded: &latih::content::Loaded, n: usize, lang: Lang) -> String {
    let lesson = loaded.course.lesson("a").expect("lesson a loads");
    let body = lesson.body.read();
    let Block::Paragraph(t) = &body.blocks[n] else {
        panic!("a paragraph")
    };
    t.get(lang).map(|f| f.value.plain()).unwrap_or_default()
}

#[test]
fn marks_show_the_calculators_figures_in_each_language() {
    let loaded = load(LESSON, BANK);
    assert_eq!(
        paragraph(&loaded, 0, Lang::Id),
        "20 node, masing-masing 150 GB, total 3 TB."
    );
    assert_eq!(
        paragraph(&loaded, 0, Lang::En),
        "20 nodes, 150 GB each, 3 TB in all."
    );
    let q = loaded.course.question("qa-one").expect("question");
    let prompt = q.prompt.get(Lang::En).map(|f| f.value.plain());
    assert_eq!(prompt.as_deref(), Some("How much a node of 3 TB?"));
}

#[test]
fn a_changed_default_changes_the_sentence() {
    let bank = BANK.replace("default: 20,", "default: 30,");
    let loaded = load(LESSON, &bank);
    assert_eq!(
        paragraph(&loaded, 0, Lang::En),
        "30 nodes, 100 GB each, 3 TB in all."
    );
}

#[test]
fn a_mark_that_names_nothing_is_reported_where_it_is_written() {
    let loaded = load(LESSON, BANK);
    let found: Vec<(usize, usize, &ProblemKind)> = loaded
        .problems
        .iter()
        .map(|p| (p.place.line, p.place.column, &p.kind))
        .collect();
    let at = |line: usize, column: usize| {
        found
            .iter()
            .find(|(l, c, _)| *l == line && *c == column)
            .map(|(_, _, k)| (*k).clone())
    };
    // Line 11: `  - paragraph: 'Broken: [=kv-cap.per_nod], [=kv-gone.x] and [=kv-cap].'`
    assert!(
        matches!(at(11, 25), Some(ProblemKind::UnknownFigure { name, .. }) if name == "per_nod"),
        "{found:#?}"
    );
    assert!(
        matches!(at(11, 44), Some(ProblemKind::UnknownCalculator { id }) if id == "kv-gone"),
        "{found:#?}"
    );
    assert!(
        matches!(at(11, 61), Some(ProblemKind::UnknownFigure { name, .. }) if name.is_empty()),
        "{found:#?}"
    );
    assert_eq!(found.len(), 3, "{found:#?}");
    // The sentence names what the calculator has, in both languages.
    let p = loaded
        .problems
        .iter()
        .find(|p| matches!(&p.kind, ProblemKind::UnknownFigure { name, .. } if name == "per_nod"))
        .expect("the mistyped one");
    let en = latih::i18n::I18n::new(Lang::En).text(&p.kind.text());
    assert_eq!(
        en,
        "Calculator `kv-cap` has no input or output `per_nod`; it has: nodes, total, per_node."
    );
}

#[test]
fn drills_are_filled_and_a_mark_in_a_title_is_warned_about() {
    let bank = BANK.replace(
        "calculators:",
        "drills:
  - id: qa-talk
    prompt: {id: 'Jelaskan [=kv-cap.total].', en: 'Explain [=kv-cap.total].'}
    seconds: 60
    sample: {id: Contoh., en: Sample.}
    checklist:
      - {id: one, text: {id: satu, en: one}}
    pass: 1
calculators:",
    );
    let lesson = LESSON.replace("title: T", "title: 'T [=kv-cap.total]'");
    let loaded = load(&lesson, &bank);
    let drill = (loaded.course.banks.iter())
        .flat_map(|b| &b.drills)
        .find(|d| d.id == "qa-talk")
        .expect("drill");
    let prompt = drill.prompt.get(Lang::En).map(|f| f.value.plain());
    assert_eq!(prompt.as_deref(), Some("Explain 3 TB."));
    let title = (loaded.problems.iter()).find(|p| p.kind == ProblemKind::MarkNotRead);
    assert_eq!(title.map(|p| (p.place.line, p.place.column)), Some((6, 11)));
}

/// Any text with marks among its words, in either language, shows each mark as the
/// calculator's figure written the reader's way, and the words around it as written.
#[test]
fn any_text_with_marks_renders_to_the_calculators_formatted_figures() {
    use latih::core::calc::{Calculator, Input, Output, Step};
    use latih::core::lang::Localized;
    use latih::core::lesson::body::{FigureTexts, Marks};
    use latih::core::rich::RichText;
    use proptest::prelude::*;
    let units = ["GB", "users", "queries/s", "ms", "%", "B", "h"];
    let strategy = (
        1u64..5_000_000_000,
        0usize..units.len(),
        proptest::collection::vec("[a-z]{1,8}", 0..6),
        proptest::collection::vec("[a-z]{1,8}", 0..6),
        proptest::bool::ANY,
    );
    let mut runner = crate::course::fuzz::runner(64);
    runner
        .run(&strategy, |(default, unit, before, after, bare)| {
            let unit = units[unit];
            let label = Localized::neutral("x".to_string());
            let mut c = Calculator {
                id: "c".into(),
                shown: Default::default(),
                lesson: None,
                title: None,
                inputs: vec![Input {
                    name: "x".into(),
                    label: label.clone(),
                    unit: unit.into(),
                    default: default as f64 / 100.0,
                    min: None,
                    max: None,
                    step: Step::OneTwoFive,
                }],
                outputs: vec![Output {
                    name: "y".into(),
                    label,
                    formula: "x * 2".into(),
                    unit: unit.into(),
                    thresholds: vec![],
                    expr: None,
                }],
                thresholds: vec![],
            };
            prop_assert!(c.compile().is_empty());
            let mut figures = FigureTexts::new();
            latih::core::marks::figures_of(&c, &mut figures);
            let marks = Marks {
                figures,
                ..Marks::default()
            };
            let mark = if bare { "[=c.y:number]" } else { "[=c.y]" };
            let text = [before.join(" "), mark.to_string(), after.join(" ")]
                .into_iter()
                .filter(|s| !s.is_empty())
                .collect::<Vec<_>>()
                .join(" ");
            let parsed = Some(RichText::parse(&text).0);
            let mut t = Localized::new(parsed.clone(), parsed);
            marks.fill_text(&mut t);
            let value = c.evaluate(&c.defaults())[0].expect("a value");
            for lang in Lang::ALL {
                let i18n = latih::i18n::I18n::new(lang);
                let figure = if bare {
                    latih::core::figure::bare(&i18n, value, unit)
                } else {
                    latih::core::figure::in_prose(&i18n, value, unit)
                };
                let want = text.replace(mark, &figure);
                let got = t.get(lang).map(|f| f.value.plain()).unwrap_or_default();
                prop_assert_eq!(got, want);
            }
            Ok(())
        })
        .expect("every text shows its figures");
}

#[test]
fn a_glossary_mark_that_names_nothing_is_reported_and_a_good_one_is_filled() {
    let glossary = "format_version: 1
terms:
  - id: per-node
    term: per node
    definition:
      id: 'Tiap node menyimpan [=kv-cap.per_node].'
      en: 'Each node stores [=kv-cap.per_nod] of [=kv-gone.total].'
";
    let loaded = common::load_course(
        &[("a.yaml", LESSON), ("glossary.yaml", glossary)],
        &[("a.yaml", BANK)],
    );
    let at: Vec<(usize, usize, &ProblemKind)> = (loaded.problems.iter())
        .filter(|p| p.place.file.ends_with("glossary.yaml"))
        .map(|p| (p.place.line, p.place.column, &p.kind))
        .collect();
    assert!(
        matches!(at.as_slice(), [
            (7, 29, ProblemKind::UnknownFigure { name, .. }),
            (7, 50, ProblemKind::UnknownCalculator { id }),
        ] if name == "per_nod" && id == "kv-gone"),
        "{at:?}"
    );
    let term = &loaded.course.glossary.terms[0];
    let id = term.definition.get(Lang::Id).map(|f| f.value.plain());
    assert_eq!(id.as_deref(), Some("Tiap node menyimpan 150 GB."));
}

/// The bundled storage estimate's thresholds are a ladder: a few TB says one server still
/// holds it, a size no server holds says so, and an absurd one asks to check the inputs;
/// never "one server's disks still hold it" at 120 TB.
#[test]
fn the_storage_estimate_says_the_highest_line_it_passes() {
    let loaded = latih::content::load_bundled();
    let c = loaded
        .course
        .calculator("m13-04-edge-storage")
        .expect("bundled calculator");
    let high = c
        .outputs
        .iter()
        .position(|o| o.name == "high")
        .expect("high");
    let users = c
        .inputs
        .iter()
        .position(|i| i.name == "users")
        .expect("users");
    let said = |n: f64| {
        let mut inputs = c.defaults();
        inputs[users] = n;
        let v = c.evaluate(&inputs)[high].expect("value");
        c.crossed(high, v)
            .map(|t| t.message.en.as_ref().map(|r| r.plain()).unwrap_or_default())
    };
    assert!(said(1e6).is_none());
    assert!(said(1e9).expect("2 TB").starts_with("Over 2 TB"));
    assert!(said(100e9).expect("50 TB").starts_with("Over 50 TB"));
    assert!(said(1e15).expect("1 PB").starts_with("Over 1 PB"));
}
