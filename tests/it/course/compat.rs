//! Courses keep working across releases: a course an earlier release accepted loads with
//! the same content (new rules only warn), and a mistake in one block, question or drill
//! costs that item, never its lesson or bank.

use crate::common;

use latih::core::lesson::Block;
use latih::core::problem::ProblemKind;

fn fixture(name: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/compat")
        .join(name)
}

#[test]
fn a_format_1_course_loads_whole_with_warnings_only() {
    let loaded = latih::content::load_dir(&fixture("format1"));
    assert_eq!(loaded.errors(), 0, "{:#?}", loaded.problems);
    let course = &loaded.course;
    assert_eq!(course.lessons.len(), 1);
    let bank = course.bank("kv").expect("the bank loads");
    assert_eq!(bank.questions.len(), 2);
    assert_eq!(bank.calculators.len(), 1);
    // Its scenario, written before `reset` was required, starts from a fresh playground:
    // the follow graph's, whichever playground the learner was on.
    let steps = &bank.scenarios[0].steps;
    assert_eq!(
        (steps[0].run.as_str(), steps.len()),
        ("reset follow-graph", 3)
    );
    let body = course.lesson("kv-01").expect("lesson").body.read();
    assert!(
        !body
            .blocks
            .iter()
            .any(|b| matches!(b, Block::Unavailable { .. }))
    );
}

#[test]
fn a_format_2_course_loads_whole_with_no_new_warning() {
    let loaded = latih::content::load_dir(&fixture("format2"));
    // The one warning it always had (a translation left out on purpose), nothing new.
    assert_eq!(loaded.errors(), 0, "{:#?}", loaded.problems);
    assert!(
        (loaded.problems.iter()).all(|p| matches!(p.kind, ProblemKind::MissingTranslation { .. })),
        "{:#?}",
        loaded.problems
    );
    assert_eq!(loaded.course.id, "compat-format2");
    assert_eq!(loaded.course.lessons.len(), 3);
    let questions: usize = loaded.course.banks.iter().map(|b| b.questions.len()).sum();
    assert_eq!(questions, 5);
}

const LESSON: &str = "format_version: 1
id: a
code: M.01
module: m
minutes: 5
title: T
blocks:
  - paragraph: The first paragraph.
  - table:
      header: [A, B]
      rows:
        - [one]
  - paragraph: 'Cited [^nowhere].'
  - paragraph: The last paragraph.
";

const BANK: &str = "format_version: 1
id: qa
lesson: a
questions:
  - id: qa-good
    type: recall
    prompt: {id: Apa?, en: What?}
    answer: {id: Ini., en: This.}
    explanation: {id: Karena., en: Because.}
  - id: qa-broken
    type: single
    prompt: {id: Apa?, en: What?}
    options:
      - {text: {id: ya, en: yes}}
      - {text: {id: tidak, en: no}}
    explanation: {id: Karena., en: Because.}
";

#[test]
fn a_mistake_in_one_block_or_question_costs_that_item_only() {
    let review = "format_version: 1\nid: b\ncode: M.02\nmodule: m\nminutes: 5\ntitle: R\nblocks:\n  - quiz:\n      bank: qa\n      questions: [qa-good, qa-broken]\n";
    let loaded = common::load_course(
        &[("a.yaml", LESSON), ("b.yaml", review)],
        &[("qa.yaml", BANK)],
    );
    // The errors are still reported, where they are.
    let kinds: Vec<&ProblemKind> = loaded.problems.iter().map(|p| &p.kind).collect();
    assert!(
        kinds
            .iter()
            .any(|k| matches!(k, ProblemKind::TableRowLength { .. })),
        "{kinds:#?}"
    );
    assert!(
        kinds
            .iter()
            .any(|k| matches!(k, ProblemKind::UnknownCitation { .. })),
        "{kinds:#?}"
    );
    // ... but not again as "no question qa-broken" from the lesson that lists it.
    assert!(
        !kinds
            .iter()
            .any(|k| matches!(k, ProblemKind::UnknownQuestion { .. })),
        "{kinds:#?}"
    );
    // The lesson loads, with a note where each broken block was and the rest as written.
    let lesson = loaded.course.lesson("a").expect("the lesson still loads");
    let body = lesson.body.read();
    assert_eq!(body.blocks.len(), 4);
    assert!(matches!(body.blocks[0], Block::Paragraph(_)));
    assert!(
        matches!(
            &body.blocks[1],
            Block::Unavailable {
                problem: ProblemKind::TableRowLength { .. },
                line: 12,
                ..
            }
        ),
        "{:?}",
        body.blocks[1]
    );
    assert!(matches!(&body.blocks[2], Block::Unavailable { .. }));
    assert!(matches!(body.blocks[3], Block::Paragraph(_)));
    // The bank loads without its broken question.
    let bank = loaded.course.bank("qa").expect("the bank still loads");
    let ids: Vec<&str> = bank.questions.iter().map(|q| q.id.as_str()).collect();
    assert_eq!(ids, ["qa-good"]);
}

#[test]
fn the_reader_shows_a_note_where_a_broken_block_would_be() {
    let dir = common::temp_course(common::MANIFEST, &[("a.yaml", LESSON.as_bytes())]);
    let loaded = latih::content::load_dir(dir.path());
    let mut m = common::model(loaded, latih::core::lang::Lang::En, 80, 40);
    common::open_lesson(&mut m, "a");
    let screen = common::render(&m);
    assert!(screen.contains("The first paragraph."), "{screen}");
    assert!(
        screen.contains("⚠ This part of the lesson cannot be shown"),
        "{screen}"
    );
    assert!(screen.contains("lessons/a.yaml:12:"), "{screen}");
    assert!(screen.contains("The last paragraph."), "{screen}");
}
