//! lint on question banks and drills: every rule an instructor can break, reported at its
//! line and field, while the good parts of the course still load.

mod common;

use latih::core::problem::ProblemKind;

const LESSON: &str = "format_version: 1
id: a
code: M.a
module: m
minutes: 5
title: T
blocks:
  - paragraph: p
  - quiz:
      bank: qa
      questions: [qa-one, qa-ghost]
  - drill:
      id: no-such-drill
  - drill:
      id: da-talk
";

const BANK_A: &str = "format_version: 1
id: qa
lesson: a
questions:
  - id: qa-one
    type: single
    prompt: {id: Satu?, en: One?}
    options:
      - {text: {id: ya, en: yes}, correct: true}
      - {text: {id: juga, en: also}, correct: true}
    explanation: {id: Karena., en: Because.}
  - id: qa-num
    type: numeric
    prompt: {id: Berapa?, en: How many?}
    value: 40
    explanation: {id: Empat puluh., en: Forty.}
drills:
  - id: da-talk
    prompt: {id: Jelaskan., en: Explain.}
    seconds: 90
    sample: {id: Contoh., en: A sample.}
    checklist:
      - {id: one, text: {id: satu, en: one}}
      - {id: one, text: {id: dua, en: two}}
    pass: 3
    hints:
      - {id: Mulai dari angka.}
";

const BANK_B: &str = "format_version: 1
id: qb
lesson: a
questions:
  - id: qa-one
    type: recall
    prompt: {id: Lagi?, en: Again?}
    answer: {id: Ya., en: Yes.}
    explanation: {id: Ya., en: Yes.}
";

const EMPTY_BANK: &str = "format_version: 1
id: qc
";

fn load() -> latih::content::Loaded {
    let dir = common::temp_course(common::MANIFEST, &[("a.yaml", LESSON.as_bytes())]);
    let quizzes = dir.path().join("quizzes");
    std::fs::create_dir(&quizzes).expect("mkdir");
    for (name, text) in [
        ("a.yaml", BANK_A),
        ("b.yaml", BANK_B),
        ("c.yaml", EMPTY_BANK),
    ] {
        std::fs::write(quizzes.join(name), text).expect("write bank");
    }
    latih::content::load_dir(dir.path())
}

/// The problems of one file as (kind, line, field path).
fn problems(loaded: &latih::content::Loaded, file: &str) -> Vec<(ProblemKind, usize, String)> {
    loaded
        .problems
        .iter()
        .filter(|p| p.place.file.ends_with(file))
        .map(|p| (p.kind.clone(), p.place.line, p.place.path.clone()))
        .collect()
}

fn has(found: &[(ProblemKind, usize, String)], want: &(ProblemKind, usize, &str)) -> bool {
    found
        .iter()
        .any(|(k, l, p)| k == &want.0 && *l == want.1 && p == want.2)
}

#[test]
fn every_bank_and_drill_rule_is_reported_where_it_is_broken() {
    let loaded = load();
    let a = problems(&loaded, "quizzes/a.yaml");
    let expected = [
        (
            ProblemKind::CorrectCount {
                kind: "single".into(),
                found: 2,
            },
            9,
            "questions[0].options",
        ),
        (
            ProblemKind::QuestionNeeds {
                field: "unit".into(),
                kind: "numeric".into(),
            },
            12,
            "questions[1]",
        ),
        (
            ProblemKind::DuplicateId {
                id: "one".into(),
                first: "checklist".into(),
            },
            24,
            "drills[0].checklist[1].id",
        ),
        (
            ProblemKind::PassOverChecklist { pass: 3, items: 2 },
            25,
            "drills[0].pass",
        ),
        (
            ProblemKind::MissingTranslation {
                missing: "en".into(),
            },
            27,
            "drills[0].hints[0]",
        ),
    ];
    for want in &expected {
        assert!(has(&a, want), "missing {want:?} in {a:#?}");
    }
    assert_eq!(a.len(), expected.len(), "each problem once: {a:#?}");
    let c = problems(&loaded, "quizzes/c.yaml");
    assert!(
        c.iter().any(|(k, _, _)| *k == ProblemKind::BankEmpty),
        "{c:?}"
    );
}

#[test]
fn references_and_ids_across_files() {
    // A bank with errors does not load, so the course-wide rules run on a clean one.
    let dir = common::temp_course(common::MANIFEST, &[("a.yaml", LESSON.as_bytes())]);
    let quizzes = dir.path().join("quizzes");
    std::fs::create_dir(&quizzes).expect("mkdir");
    let clean_a = BANK_A
        .replace(
            "      - {text: {id: juga, en: also}, correct: true}\n",
            "      - {text: {id: juga, en: also}}\n",
        )
        .replace("    value: 40\n", "    value: 40\n    unit: GB\n")
        .replace("{id: one, text: {id: dua", "{id: two, text: {id: dua")
        .replace("    pass: 3\n", "    pass: 2\n")
        .replace(
            "{id: Mulai dari angka.}",
            "{id: Mulai dari angka., en: Start from the numbers.}",
        );
    std::fs::write(quizzes.join("a.yaml"), clean_a).expect("write");
    std::fs::write(quizzes.join("b.yaml"), BANK_B).expect("write");
    let loaded = latih::content::load_dir(dir.path());
    assert!(
        problems(&loaded, "quizzes/a.yaml").is_empty(),
        "{:#?}",
        loaded.problems
    );
    let b = problems(&loaded, "quizzes/b.yaml");
    assert!(
        b.iter().any(
            |(k, l, p)| matches!(k, ProblemKind::DuplicateId { id, .. } if id == "qa-one")
                && *l == 5
                && p == "questions[0].id"
        ),
        "{b:?}"
    );
    let lesson = problems(&loaded, "lessons/a.yaml");
    let unknown_q = ProblemKind::UnknownQuestion {
        id: "qa-ghost".into(),
        bank: "qa".into(),
    };
    assert!(lesson.iter().any(|(k, _, _)| *k == unknown_q), "{lesson:?}");
    let unknown_d = ProblemKind::UnknownDrill {
        id: "no-such-drill".into(),
    };
    assert!(
        lesson
            .iter()
            .any(|(k, l, p)| *k == unknown_d && *l == 13 && p == "blocks[2].drill.id"),
        "{lesson:?}"
    );
    assert_eq!(lesson.len(), 2, "the real drill card is fine: {lesson:?}");
    // What is right still loads: the drill with its checklist, and its lesson.
    let drill = loaded.course.drill("da-talk").expect("the drill loads");
    assert_eq!(
        (drill.seconds, drill.pass, drill.checklist.len()),
        (90, 2, 2)
    );
    assert_eq!(drill.lesson.as_deref(), Some("a"));
    assert!(loaded.course.lesson("a").is_some());
}
