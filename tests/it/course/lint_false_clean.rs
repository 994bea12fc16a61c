//! What lint once passed although the learner would meet it broken: a figure that cannot be
//! worked out, a review of nothing, two lessons with one code. Each is reported at its place.

use crate::common;

use latih::core::lang::Lang;
use latih::core::problem::{Problem, ProblemKind};
use latih::i18n::I18n;

const LESSON: &str = "format_version: 1
id: a
code: M.01
module: m
minutes: 5
title: T
blocks:
  - paragraph: p
";

fn bank(calculator: &str) -> String {
    format!(
        "format_version: 1
id: qa
lesson: a
questions:
  - id: qa-one
    type: recall
    prompt: {{id: Apa?, en: What?}}
    answer: {{id: Ini., en: This.}}
    explanation: {{id: Karena., en: Because.}}
calculators:
{calculator}"
    )
}

fn load(files: &[(&str, String)], banks: &[(&str, String)]) -> latih::content::Loaded {
    let files: Vec<(&str, &str)> = files.iter().map(|(n, t)| (*n, t.as_str())).collect();
    let banks: Vec<(&str, &str)> = banks.iter().map(|(n, t)| (*n, t.as_str())).collect();
    common::load_course(&files, &banks)
}

fn file_name(path: &str) -> String {
    path.rsplit('/').next().unwrap_or(path).to_string()
}

fn said(p: &Problem, lang: Lang) -> String {
    I18n::new(lang).text(&p.kind.text())
}

#[test]
fn a_division_by_zero_at_the_defaults_or_at_a_bound_is_warned_about_at_the_formula() {
    let calc = "  - id: kv
    inputs:
      - {name: nodes, label: Nodes, unit: nodes, default: 0, min: 0, max: 10, step: 1}
      - {name: replicas, label: Replicas, unit: copies, default: 3, min: 0, max: 5, step: 1}
    outputs:
      - {name: per_node, label: Per node, formula: 3 TB / nodes, unit: GB}
      - {name: per_copy, label: Per copy, formula: 3 TB / replicas, unit: GB}
      - {name: later, label: Later, formula: per_node * 2, unit: GB}
";
    let loaded = load(&[("a.yaml", LESSON.into())], &[("a.yaml", bank(calc))]);
    let found: Vec<&Problem> = loaded
        .problems
        .iter()
        .filter(|p| matches!(p.kind, ProblemKind::CalcNoValue { .. }))
        .collect();
    assert_eq!(found.len(), 2, "{:#?}", loaded.problems);
    // A warning: a course written before this rule keeps its bank.
    assert!(found.iter().all(|p| !p.is_error()));
    assert!(loaded.course.bank("qa").is_some());
    assert_eq!((found[0].place.line, found[0].place.column), (16, 52));
    assert_eq!(
        said(found[0], Lang::En),
        "`per_node` cannot be worked out at the calculator's defaults: division by zero. The card \
         would show no figure there; change the formula (for example `max(x, 1)` under a \
         division) or the input's range."
    );
    assert!(
        said(found[1], Lang::Id).starts_with(
            "`per_copy` tidak bisa dihitung saat `replicas` berada di min-nya (0): pembagian \
             dengan nol."
        ),
        "{}",
        said(found[1], Lang::Id)
    );
}

#[test]
fn a_review_or_quiz_of_nothing_and_a_second_code_are_warned_about_where_written() {
    let review = "format_version: 1
id: b
code: M.01
module: m
minutes: 5
title: T
blocks:
  - review:
      lessons: [c]
  - quiz:
      bank: qe
";
    let plain = LESSON.replace("id: a", "id: c").replace("M.01", "M.02");
    let empty_bank = "format_version: 1\nid: qe\nlesson: c\ndrills:\n  - id: d1\n    prompt: {id: Jelaskan., en: Explain.}\n    seconds: 60\n    sample: {id: Contoh., en: Sample.}\n    checklist:\n      - {id: one, text: {id: satu, en: one}}\n    pass: 1\n";
    let loaded = load(
        &[
            ("a.yaml", LESSON.into()),
            ("b.yaml", review.into()),
            ("c.yaml", plain),
        ],
        &[("e.yaml", empty_bank.into())],
    );
    let at = |kind: fn(&ProblemKind) -> bool| -> Vec<(String, usize, usize)> {
        (loaded.problems.iter())
            .filter(|p| kind(&p.kind))
            .map(|p| (file_name(&p.place.file), p.place.line, p.place.column))
            .collect()
    };
    let empty = at(|k| matches!(k, ProblemKind::EmptyPractice { .. }));
    assert_eq!(
        empty,
        [
            ("b.yaml".to_string(), 9, 16),
            ("b.yaml".to_string(), 11, 13)
        ],
        "{:#?}",
        loaded.problems
    );
    let codes: Vec<&Problem> = (loaded.problems.iter())
        .filter(|p| matches!(p.kind, ProblemKind::DuplicateCode { .. }))
        .collect();
    assert_eq!(codes.len(), 1, "{:#?}", loaded.problems);
    assert_eq!(file_name(&codes[0].place.file), "b.yaml");
    let en = said(codes[0], Lang::En);
    assert!(
        en.starts_with("Another lesson already has the code `M.01` (")
            && en.contains("lessons/a.yaml:3): the course map would show both under one name."),
        "{en}"
    );
    // Warnings: every lesson still loads.
    assert_eq!(loaded.course.lessons.len(), 3);
}

#[test]
fn a_gofmt_snippet_with_tabs_in_a_code_block_loads_clean() {
    let lesson = LESSON.replace(
        "  - paragraph: p\n",
        "  - code:\n      lang: go\n      text: |\n        func main() {\n        \tfmt.Println(\"hi\")\n        }\n",
    );
    let loaded = load(&[("a.yaml", lesson)], &[]);
    assert!(loaded.problems.is_empty(), "{:#?}", loaded.problems);
    let body = loaded.course.lesson("a").expect("loads").body.read();
    let shown = format!("{:?}", body.blocks[0]);
    assert!(shown.contains("\\tfmt.Println"), "{shown}");
    // A tab used for indentation is still named, where it is.
    let tabbed = LESSON.replace("minutes: 5", "minutes: 5\n\tcode: X");
    let loaded = load(&[("a.yaml", tabbed)], &[]);
    let tab = (loaded.problems.iter()).find(|p| p.kind == ProblemKind::TabIndent);
    assert_eq!(tab.map(|p| (p.place.line, p.place.column)), Some((6, 1)));
}
