//! lint on question banks and drills: every rule an instructor can break, reported at its
//! line and field, while the good parts of the course still load.

use crate::common;

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
                line: 23,
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

const CALC_BANK: &str = "format_version: 1
id: qcalc
lesson: a
calculators:
  - id: storage
    inputs:
      - {name: users, label: {id: Pengguna, en: Users}, unit: users, default: 10000000, step: 1-2-5}
      - {name: follows, label: {id: Follow, en: Follows}, unit: follows, default: 50, max: 40, step: lots}
      - {name: edge-size, label: {id: Ukuran edge, en: Edge size}, unit: B, default: 80}
    outputs:
      - {name: edges, label: {id: Edge, en: Edges}, formula: users * follows, unit: edges}
      - {name: size, label: {id: Ukuran, en: Size}, formula: edges * later, unit: GB}
      - {name: later, label: {id: Nanti, en: Later}, formula: users + 2 GB, unit: GB}
      - {name: rate, label: {id: Laju, en: Rate}, formula: edges * 8 B, unit: writes/s}
      - {name: bad, label: {id: Rusak, en: Broken}, formula: edges *, unit: edges}
";

#[test]
fn calculator_rules_at_their_fields() {
    let dir = common::temp_course(common::MANIFEST, &[("a.yaml", LESSON.as_bytes())]);
    let quizzes = dir.path().join("quizzes");
    std::fs::create_dir(&quizzes).expect("mkdir");
    std::fs::write(quizzes.join("calc.yaml"), CALC_BANK).expect("write");
    let loaded = latih::content::load_dir(dir.path());
    let found = problems(&loaded, "quizzes/calc.yaml");
    let expected = [
        (
            ProblemKind::BadStep {
                step: "lots".into(),
            },
            8,
            "calculators[0].inputs[1].step",
        ),
        (
            ProblemKind::DefaultOutside {
                value: "50".into(),
                min: String::new(),
                max: "40".into(),
            },
            8,
            "calculators[0].inputs[1].default",
        ),
        (
            ProblemKind::BadName {
                name: "edge-size".into(),
            },
            9,
            "calculators[0].inputs[2].name",
        ),
        (
            ProblemKind::FormulaNotYet {
                name: "later".into(),
            },
            12,
            "calculators[0].outputs[1].formula",
        ),
        (
            ProblemKind::FormulaMismatch {
                left: "count".into(),
                right: "bytes".into(),
            },
            13,
            "calculators[0].outputs[2].formula",
        ),
        (
            ProblemKind::CalcUnitMismatch {
                unit: "writes/s".into(),
                formula: "bytes".into(),
                expected: "rate".into(),
            },
            14,
            "calculators[0].outputs[3].unit",
        ),
        (
            ProblemKind::FormulaUnfinished { unclosed: false },
            15,
            "calculators[0].outputs[4].formula",
        ),
    ];
    for want in &expected {
        assert!(has(&found, want), "missing {want:?} in {found:#?}");
    }
    assert_eq!(found.len(), expected.len(), "{found:#?}");
    // The messages read as sentences in both languages.
    let en = latih::i18n::I18n::new(latih::core::lang::Lang::En);
    let p = loaded
        .problems
        .iter()
        .find(|p| matches!(p.kind, ProblemKind::CalcUnitMismatch { .. }))
        .expect("unit problem");
    assert_eq!(
        en.text(&p.kind.text()),
        "The formula gives a size in bytes, but the unit `writes/s` is a rate per second."
    );
}

#[test]
fn a_good_calculator_loads_with_its_figures() {
    let good = "format_version: 1
id: qcalc
lesson: a
calculators:
  - id: storage
    inputs:
      - {name: users, label: Users, unit: users, default: 5000000}
      - {name: follows, label: Follows, unit: follows, default: 100, step: 10}
      - {name: edge_size, label: Edge size, unit: B, default: 80}
    outputs:
      - {name: edges, label: Edges, formula: users * follows, unit: edges}
      - name: size
        label: Size
        formula: edges * edge_size
        unit: GB
        thresholds:
          - {above: 2000, message: {id: Tidak muat di satu mesin., en: No longer fits on one machine.}}
";
    let lesson = LESSON.replace(
        "  - drill:\n      id: da-talk\n",
        "  - calculator:\n      id: storage\n",
    );
    let dir = common::temp_course(common::MANIFEST, &[("a.yaml", lesson.as_bytes())]);
    let quizzes = dir.path().join("quizzes");
    std::fs::create_dir(&quizzes).expect("mkdir");
    std::fs::write(quizzes.join("calc.yaml"), good).expect("write");
    let loaded = latih::content::load_dir(dir.path());
    assert!(
        problems(&loaded, "quizzes/calc.yaml").is_empty(),
        "{:#?}",
        loaded.problems
    );
    let c = loaded.course.calculator("storage").expect("loaded");
    let values = c.evaluate(&c.defaults());
    assert_eq!(
        values,
        vec![Ok(500e6), Ok(40e9)],
        "5M × 100 = 500M edges × 80 B = 40 GB"
    );
    assert!(c.crossed(1, 3e12).is_some());
    let lesson_problems = problems(&loaded, "lessons/a.yaml");
    assert!(
        !lesson_problems
            .iter()
            .any(|(k, _, _)| matches!(k, ProblemKind::UnknownCalculator { .. })),
        "{lesson_problems:?}"
    );
}

const THRESHOLD_BANK: &str = "format_version: 1
id: qt
lesson: a
calculators:
  - id: sizes
    inputs:
      - {name: edges, label: E, unit: edges, default: 10}
    outputs:
      - name: size
        label: S
        formula: edges * 8 B
        unit: GB
        thresholds:
          - {above: 1, unit: edges, message: M}
          - {above: 1, unit: TB, message: M}
    thresholds:
      - {above: 2, unit: TB, message: M}
      - {above: 5, unit: users, message: M}
      - {above: 5, message: M}
";

#[test]
fn a_threshold_that_could_never_show_is_named_at_its_unit() {
    let loaded = common::load_course(&[("a.yaml", LESSON)], &[("t.yaml", THRESHOLD_BANK)]);
    let found = problems(&loaded, "quizzes/t.yaml");
    let expected = [
        (
            ProblemKind::ThresholdAboutNothing {
                unit: "edges".into(),
                outputs: "`GB`".into(),
            },
            14,
            "calculators[0].outputs[0].thresholds[0].unit",
        ),
        (
            ProblemKind::ThresholdAboutNothing {
                unit: "users".into(),
                outputs: "`GB`".into(),
            },
            18,
            "calculators[0].thresholds[1].unit",
        ),
        (
            ProblemKind::MissingField {
                field: "unit".into(),
            },
            19,
            "calculators[0].thresholds[2]",
        ),
    ];
    for want in &expected {
        assert!(has(&found, want), "missing {want:?} in {found:#?}");
    }
    assert_eq!(found.len(), expected.len(), "{found:#?}");
    let en = latih::i18n::I18n::new(latih::core::lang::Lang::En);
    let p = loaded
        .problems
        .iter()
        .find(|p| matches!(p.kind, ProblemKind::ThresholdAboutNothing { .. }))
        .expect("threshold problem");
    assert!(
        en.text(&p.kind.text())
            .starts_with("A threshold in `edges` is about no output here")
    );
}

/// Thresholds about one figure climb: a line at or below the one before it is named at its
/// `above`, in units (2000 GB is 2 TB), and a calculator's lines are compared per measure.
const LADDER_BANK: &str = "format_version: 1
id: qt
lesson: a
calculators:
  - id: sizes
    inputs:
      - {name: edges, label: E, unit: edges, default: 10}
    outputs:
      - name: size
        label: S
        formula: edges * 8 B
        unit: GB
        thresholds:
          - {above: 500, message: M}
          - {above: 2, unit: TB, message: M}
          - {above: 2000, message: M}
      - {name: n, label: N, formula: edges, unit: edges}
    thresholds:
      - {above: 20, unit: TB, message: M}
      - {above: 100, unit: edges, message: M}
      - {above: 1, unit: PB, message: M}
      - {above: 10, unit: TB, message: M}
";

#[test]
fn thresholds_of_one_figure_must_climb() {
    let loaded = common::load_course(&[("a.yaml", LESSON)], &[("t.yaml", LADDER_BANK)]);
    let found = problems(&loaded, "quizzes/t.yaml");
    let expected = [
        (
            ProblemKind::ThresholdOutOfOrder {
                above: "2000 GB".into(),
                before: "2 TB".into(),
            },
            16,
            "calculators[0].outputs[0].thresholds[2].above",
        ),
        (
            ProblemKind::ThresholdOutOfOrder {
                above: "10 TB".into(),
                before: "1 PB".into(),
            },
            22,
            "calculators[0].thresholds[3].above",
        ),
    ];
    for want in &expected {
        assert!(has(&found, want), "missing {want:?} in {found:#?}");
    }
    assert_eq!(found.len(), expected.len(), "{found:#?}");
    assert!(
        found
            .iter()
            .all(|p| p.0.severity() == latih::core::problem::Severity::Warning)
    );
}

/// A lesson with problems of its own (no title, a bad minutes value) whose references are
/// wrong too, and a bank with a problem of its own that a card names correctly.
const SELF_BROKEN: &str = "format_version: 1
id: a
code: M.a
module: m
minutes: lots
blocks:
  - paragraph: p
  - quiz:
      bank: qz
      questions: [qz-one, qz-ghost]
  - drill:
      id: no-such-drill
links:
  prev: nowhere
";

const BANK_WITH_A_PROBLEM: &str = "format_version: 1
id: qz
lesson: a
questions:
  - id: qz-one
    type: recall
    prompt: {id: Satu?, en: One?}
    answer: {id: Ya., en: Yes.}
    explanation: {id: Ya., en: Yes.}
    colour: red
";

#[test]
fn a_file_with_problems_of_its_own_still_has_its_references_checked_in_the_same_run() {
    let dir = common::temp_course(common::MANIFEST, &[("a.yaml", SELF_BROKEN.as_bytes())]);
    let quizzes = dir.path().join("quizzes");
    std::fs::create_dir(&quizzes).expect("mkdir");
    std::fs::write(quizzes.join("z.yaml"), BANK_WITH_A_PROBLEM).expect("write");
    let loaded = latih::content::load_dir(dir.path());
    let lesson = problems(&loaded, "lessons/a.yaml");
    let kinds: Vec<&ProblemKind> = lesson.iter().map(|(k, _, _)| k).collect();
    // Its own problems ...
    assert!(
        kinds
            .iter()
            .any(|k| matches!(k, ProblemKind::MissingField { field } if field == "title")),
        "{lesson:#?}"
    );
    // ... and, in the same run, every reference that leads nowhere.
    assert!(
        kinds
            .iter()
            .any(|k| matches!(k, ProblemKind::BrokenRef { target } if target == "nowhere")),
        "{lesson:#?}"
    );
    assert!(
        kinds
            .iter()
            .any(|k| matches!(k, ProblemKind::UnknownDrill { id } if id == "no-such-drill")),
        "{lesson:#?}"
    );
    assert!(
        kinds
            .iter()
            .any(|k| matches!(k, ProblemKind::UnknownQuestion { id, .. } if id == "qz-ghost")),
        "{lesson:#?}"
    );
    // The question that exists in the bank with a problem of its own is not reported.
    assert!(
        !kinds
            .iter()
            .any(|k| matches!(k, ProblemKind::UnknownQuestion { id, .. } if id == "qz-one")),
        "{lesson:#?}"
    );
    let bank = problems(&loaded, "quizzes/z.yaml");
    assert!(
        bank.iter().any(
            |(k, _, _)| matches!(k, ProblemKind::UnknownField { field, .. } if field == "colour")
        ),
        "{bank:#?}"
    );
    // The lesson, whose header is broken, does not join the course; the bank joins
    // without the one question that has a problem of its own.
    assert!(loaded.course.lessons.is_empty());
    let questions: Vec<&str> = (loaded.course.banks.iter())
        .flat_map(|b| &b.questions)
        .map(|q| q.id.as_str())
        .collect();
    assert!(!questions.contains(&"qz-one"), "{questions:?}");
}

#[test]
fn a_file_that_cannot_be_read_comes_first_and_what_may_follow_from_it_names_it() {
    let dir = common::temp_course(
        common::MANIFEST,
        &[
            ("a.yaml", SELF_BROKEN.as_bytes()),
            ("b.yaml", b"format_version: 1\nid: [unclosed\n"),
        ],
    );
    let loaded = latih::content::load_dir(dir.path());
    let first = &loaded.problems[0];
    assert!(
        first.place.file.ends_with("lessons/b.yaml"),
        "{:#?}",
        loaded.problems
    );
    let follow = loaded
        .problems
        .iter()
        .find(|p| matches!(&p.kind, ProblemKind::FollowOn { of, .. } if matches!(&**of, ProblemKind::BrokenRef { .. })))
        .expect("the bad link may be in b.yaml");
    let en = latih::i18n::I18n::new(latih::core::lang::Lang::En);
    let text = en.text(&follow.kind.text());
    assert!(
        text.contains("lessons/b.yaml, which could not be read: fix it first."),
        "{text}"
    );
    assert_eq!(
        loaded.problems.last().map(|p| &p.kind),
        Some(&follow.kind),
        "consequences last"
    );
}

const ANSWER_BANK: &str = "format_version: 1
id: qn
lesson: a
questions:
  - id: qn-size
    type: numeric
    prompt: {id: Berapa GB?, en: How many GB?}
    value: 30
    unit: GB
    tolerance: 10
    calculator: qn-calc
    explanation: {id: Karena., en: Because.}
  - id: qn-rate
    type: numeric
    prompt: {id: Berapa per detik?, en: How many per second?}
    value: 5
    unit: writes/s
    calculator: qn-calc
    explanation: {id: Karena., en: Because.}
  - id: qn-right
    type: numeric
    prompt: {id: Berapa edge?, en: How many edges?}
    value: 500
    unit: edges
    calculator: qn-calc
    explanation: {id: Karena., en: Because.}
calculators:
  - id: qn-calc
    inputs:
      - {name: edges, label: E, unit: edges, default: 500000000}
    outputs:
      - {name: count, label: C, formula: edges, unit: edges}
      - {name: size, label: S, formula: edges * 80 B, unit: GB}
";

#[test]
fn a_numeric_question_and_its_calculator_must_agree_on_the_figure_and_its_kind() {
    let dir = common::temp_course(common::MANIFEST, &[("a.yaml", ANSWER_LESSON.as_bytes())]);
    std::fs::create_dir(dir.path().join("quizzes")).expect("mkdir");
    std::fs::write(dir.path().join("quizzes/n.yaml"), ANSWER_BANK).expect("write");
    let loaded = latih::content::load_dir(dir.path());
    let found = problems(&loaded, "quizzes/n.yaml");
    assert!(
        has(
            &found,
            &(
                ProblemKind::CalcAnswerOff {
                    calculator: "qn-calc".into(),
                    answer: "30 GB".into(),
                    output: "size".into(),
                    gives: "40 GB".into(),
                },
                8,
                "questions[0].value"
            )
        ),
        "{found:#?}"
    );
    assert!(
        has(
            &found,
            &(
                ProblemKind::CalcAnswerKind {
                    calculator: "qn-calc".into(),
                    unit: "writes/s".into(),
                    measures: "count,bytes".into(),
                },
                17,
                "questions[1].unit"
            )
        ),
        "{found:#?}"
    );
    // 500 edges against 500 million: off too.
    assert!(
        found.iter().any(
            |(k, l, _)| matches!(k, ProblemKind::CalcAnswerOff { output, .. } if output == "count")
                && *l == 23
        ),
        "{found:#?}"
    );
    assert_eq!(found.len(), 3, "{found:#?}");
}

/// The mistakes an instructor makes in a numeric answer, each at the field that holds it
/// with the hint it suggests, numbers written the reader's way.
#[test]
fn an_answer_typo_and_a_bit_for_a_byte_are_named_at_their_field() {
    let bank = ANSWER_BANK
        .replace("value: 30\n    unit: GB", "value: 50.5\n    unit: GB")
        .replace("value: 5\n    unit: writes/s", "value: 40\n    unit: Gb");
    let dir = common::temp_course(common::MANIFEST, &[("a.yaml", ANSWER_LESSON.as_bytes())]);
    std::fs::create_dir(dir.path().join("quizzes")).expect("mkdir");
    std::fs::write(dir.path().join("quizzes/n.yaml"), bank).expect("write");
    let loaded = latih::content::load_dir(dir.path());
    let said = |kind: fn(&ProblemKind) -> bool, lang| {
        let p = (loaded.problems.iter())
            .find(|p| kind(&p.kind) && !p.place.path.starts_with("questions[2]"))
            .expect("reported");
        let text = latih::i18n::I18n::new(lang).text(&p.kind.text());
        (p.place.line, p.place.path.clone(), text)
    };
    let (line, path, id) = said(
        |k| matches!(k, ProblemKind::CalcAnswerOff { .. }),
        latih::core::lang::Lang::Id,
    );
    assert_eq!((line, path.as_str()), (8, "questions[0].value"));
    // Numbers in Indonesian: 50,5 GB.
    assert!(
        id.contains("50,5 GB") && id.contains("memberi 40 GB"),
        "{id}"
    );
    let (line, path, en) = said(
        |k| matches!(k, ProblemKind::CalcAnswerBits { .. }),
        latih::core::lang::Lang::En,
    );
    assert_eq!((line, path.as_str()), (17, "questions[1].unit"));
    assert!(
        en.contains("`Gb` is a unit of bits") && en.contains("write `GB`"),
        "{en}"
    );
}

const ANSWER_LESSON: &str = "format_version: 1
id: a
code: M.a
module: m
minutes: 5
title: T
blocks:
  - paragraph: p
";

/// A title that repeats the lesson's code (shown beside it anyway) is a warning at the title
/// in that language.
#[test]
fn a_title_that_repeats_the_code_is_named() {
    let lesson = "format_version: 1
id: a
code: M.07
module: m
minutes: 5
title: {id: 'Review M.07: klaster', en: 'Review: the cluster'}
blocks:
  - paragraph: p
";
    let loaded = common::load_course(&[("a.yaml", lesson)], &[]);
    let found = problems(&loaded, "lessons/a.yaml");
    let want = (
        ProblemKind::TitleRepeatsCode {
            code: "M.07".into(),
        },
        6,
        "title.id",
    );
    assert!(has(&found, &want), "{found:#?}");
    assert_eq!(found.len(), 1, "{found:#?}");
    assert_eq!(
        found[0].0.severity(),
        latih::core::problem::Severity::Warning
    );
}
