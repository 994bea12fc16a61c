//! lint on simulations: a run the simulator refuses (its words, a setting's range, the
//! memory budget) with the simulator's own sentence, a card or a question naming none, an id
//! used twice; each at its file, line, column and field. A good one loads.

use crate::common;

use latih::core::feed::FeedError;
use latih::core::problem::{Problem, ProblemKind};

const LESSON: &str = "format_version: 1
id: a
code: M.a
module: m
minutes: 5
title: T
blocks:
  - paragraph: p
  - simulation:
      id: s-good
  - simulation:
      id: s-ghost
";

const BANK: &str = "format_version: 1
id: qs
lesson: a
questions:
  - id: qs-one
    type: recall
    prompt: {id: Satu?, en: One?}
    answer: {id: Ya., en: Yes.}
    explanation: {id: Ya., en: Yes.}
    simulation: s-good
  - id: qs-two
    type: recall
    prompt: {id: Dua?, en: Two?}
    answer: {id: Ya., en: Yes.}
    explanation: {id: Ya., en: Yes.}
    simulation: s-nowhere
simulations:
  - id: s-good
    title: {id: Baik, en: Good}
    text: {id: Lihat penulisan., en: Watch the writes.}
    run: compare users=2000 avg=20 duration=20 celebrities=0
  - id: s-word
    title: {id: Kata, en: Word}
    text: {id: Salah., en: Wrong.}
    run: fly users=2000
  - id: s-range
    title: {id: Rentang, en: Range}
    text: {id: Salah., en: Wrong.}
    run: run users=1
  - id: s-memory
    title: {id: Memori, en: Memory}
    text: {id: Salah., en: Wrong.}
    run: run write users=20m avg=1000
  - id: s-half
    title: {id: Setengah}
    text: {id: Hanya satu bahasa.}
    run: show
";

const OTHER_BANK: &str = "format_version: 1
id: qt
simulations:
  - id: s-good
    title: {id: Lagi, en: Again}
    text: {id: Lagi., en: Again.}
    run: show
";

fn load() -> latih::content::Loaded {
    let dir = common::temp_course(common::MANIFEST, &[("a.yaml", LESSON.as_bytes())]);
    let quizzes = dir.path().join("quizzes");
    std::fs::create_dir(&quizzes).expect("mkdir");
    std::fs::write(quizzes.join("s.yaml"), BANK).expect("write bank");
    std::fs::write(quizzes.join("t.yaml"), OTHER_BANK).expect("write bank");
    latih::content::load_dir(dir.path())
}

/// The problem of this kind in `file`, as (line, column, field).
fn at(
    loaded: &latih::content::Loaded,
    file: &str,
    kind: &dyn Fn(&ProblemKind) -> bool,
) -> (usize, usize, String) {
    let found: Vec<&Problem> = loaded
        .problems
        .iter()
        .filter(|p| p.place.file.ends_with(file) && kind(&p.kind))
        .collect();
    match found.as_slice() {
        [p] => (p.place.line, p.place.column, p.place.path.clone()),
        other => panic!("{file}: {other:#?}\nall: {:#?}", loaded.problems),
    }
}

fn bad_run(k: &ProblemKind, want: &dyn Fn(&FeedError) -> bool) -> bool {
    matches!(k, ProblemKind::BadSimulation { error, .. } if want(error))
}

#[test]
fn a_run_the_simulator_refuses_is_named_at_its_run_line() {
    let loaded = load();
    let file = "quizzes/s.yaml";
    let word = at(&loaded, file, &|k| {
        bad_run(
            k,
            &|e| matches!(e, FeedError::Unknown { word } if word == "fly"),
        )
    });
    assert_eq!(word, (25, 10, "simulations[1].run".into()));
    let range = at(&loaded, file, &|k| {
        bad_run(
            k,
            &|e| matches!(e, FeedError::Range { key, .. } if key == "users"),
        )
    });
    assert_eq!(range, (29, 10, "simulations[2].run".into()));
    let memory = at(&loaded, file, &|k| {
        bad_run(k, &|e| matches!(e, FeedError::Memory { .. }))
    });
    assert_eq!(memory, (33, 10, "simulations[3].run".into()));
    // The sentence is the simulator's own, in both languages.
    let refused = loaded
        .problems
        .iter()
        .find(|p| bad_run(&p.kind, &|e| matches!(e, FeedError::Range { .. })))
        .expect("range");
    let en = latih::i18n::I18n::new(latih::core::lang::Lang::En);
    let said = en.text(&refused.kind.text());
    assert_eq!(
        said,
        "The simulator rejects `run users=1`: users must be between 2 and 20,000,000; “1” is not."
    );
    let id = latih::i18n::I18n::new(latih::core::lang::Lang::Id);
    let said = id.text(&refused.kind.text());
    assert!(
        said.starts_with("Simulator menolak `run users=1`: "),
        "{said}"
    );
    assert!(said.contains("20.000.000"), "{said}");
}

#[test]
fn a_card_or_a_question_naming_no_simulation_is_an_error_at_its_id() {
    let loaded = load();
    let ghost = |id: &'static str| move |k: &ProblemKind| matches!(k, ProblemKind::UnknownSimulation { id: x } if x == id);
    assert_eq!(
        at(&loaded, "lessons/a.yaml", &ghost("s-ghost")),
        (12, 11, "blocks[2].simulation.id".into())
    );
    assert_eq!(
        at(&loaded, "quizzes/s.yaml", &ghost("s-nowhere")),
        (16, 17, "questions[1].simulation".into())
    );
    // The good card and question name one that exists.
    assert!(
        !loaded
            .problems
            .iter()
            .any(|p| matches!(&p.kind, ProblemKind::UnknownSimulation { id } if id == "s-good")),
        "{:#?}",
        loaded.problems
    );
}

#[test]
fn simulation_ids_are_unique_and_texts_need_both_languages() {
    let loaded = load();
    let dup = at(
        &loaded,
        "quizzes/t.yaml",
        &|k| matches!(k, ProblemKind::DuplicateId { id, .. } if id == "s-good"),
    );
    assert_eq!(dup, (4, 9, "simulations[0].id".into()));
    let missing: Vec<String> = loaded
        .problems
        .iter()
        .filter(|p| matches!(p.kind, ProblemKind::MissingTranslation { .. }))
        .map(|p| p.place.path.clone())
        .collect();
    assert!(
        missing.contains(&"simulations[4].title".to_string())
            && missing.contains(&"simulations[4].text".to_string()),
        "{missing:?}"
    );
}

#[test]
fn a_good_simulation_loads_and_its_run_is_the_line() {
    let dir = common::temp_course(common::MANIFEST, &[("a.yaml", LESSON.as_bytes())]);
    let quizzes = dir.path().join("quizzes");
    std::fs::create_dir(&quizzes).expect("mkdir");
    let good: String = BANK
        .split("  - id: s-word")
        .next()
        .unwrap_or_default()
        .into();
    std::fs::write(
        quizzes.join("s.yaml"),
        good.replace("simulation: s-nowhere", "simulation: s-good"),
    )
    .expect("write");
    let lesson = LESSON.replace("  - simulation:\n      id: s-ghost\n", "");
    std::fs::write(dir.path().join("lessons/a.yaml"), lesson).expect("write");
    let loaded = latih::content::load_dir(dir.path());
    assert!(loaded.problems.is_empty(), "{:#?}", loaded.problems);
    let s = loaded.course.simulation("s-good").expect("loaded");
    assert_eq!(s.run, "compare users=2000 avg=20 duration=20 celebrities=0");
    assert_eq!(s.lesson.as_deref(), Some("a"));
    let q = loaded.course.question("qs-two").expect("question");
    assert_eq!(q.simulation.as_deref(), Some("s-good"));
}
