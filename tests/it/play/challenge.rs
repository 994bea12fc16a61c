//! Challenges: a question answered by reaching a playground scenario's goal. In a review
//! the playground opens at the scenario's start with its steps run by themselves; the
//! learner's command that meets the goal answers the question, recorded like any answer;
//! coming back without it says so, and giving up is a miss that shows a solution. Lint
//! reports a challenge naming no scenario, or one without a goal.

use crate::common::play::{in_memory, keys, serve};
use crate::common::{chars, render};
use latih::app::keymap::Key;
use latih::app::screen::quiz::state::Phase;
use latih::app::{self, Effect, Model, Msg, Screen, Settings};
use latih::core::clock::Clock;
use latih::core::lang::Lang;
use latih::core::quiz::Verdict;
use latih::core::write::Write;
use latih::playground::Playground;

const NOW: i64 = 1_796_112_000;

/// The fixture shop's course with an empty progress file, its review open (its one
/// question is the challenge) and its session started.
fn review(lang: Lang) -> (Model, Playground) {
    let loaded = crate::common::load_fixture("playgrounds");
    assert!(loaded.problems.is_empty(), "{:#?}", loaded.problems);
    let mut m = crate::common::model(loaded, lang, 80, 24)
        .with_progress(Settings::default(), Default::default());
    app::update(&mut m, Msg::Tick(Clock::new(NOW, 0)));
    let mut pg = in_memory();
    keys(&mut m, &mut pg, &[Key::Enter]);
    app::update(&mut m, Msg::SessionStarted(7));
    assert!(matches!(m.screen(), Screen::Quiz(_)), "{}", render(&m));
    (m, pg)
}

fn typed(m: &mut Model, pg: &mut Playground, line: &str) {
    keys(m, pg, &chars(line));
    keys(m, pg, &[Key::Enter]);
}

fn phase(m: &Model) -> Phase {
    match m.screen() {
        Screen::Quiz(q) => q.phase.clone(),
        other => panic!("not the quiz: {other:?}"),
    }
}

#[test]
fn a_goal_reached_on_the_playground_answers_the_question_and_is_recorded() {
    let (mut m, mut pg) = review(Lang::En);
    let screen = render(&m);
    assert!(
        screen.contains("Goal: Make orders-of 1 touch at most one"),
        "{screen}"
    );
    assert!(screen.contains("Enter playground"), "{screen}");
    keys(&mut m, &mut pg, &[Key::Enter]);
    let Screen::Play(p) = m.screen() else {
        panic!("the playground: {}", render(&m));
    };
    // The scenario's steps ran by themselves: a fresh shop, filled.
    let ran: Vec<&str> = p.console.log.iter().map(|(c, _)| c.as_str()).collect();
    assert_eq!(ran, ["reset orders", "gen seed=1"]);
    assert!(
        render(&m).contains("Goal: Make orders-of 1"),
        "{}",
        render(&m)
    );
    // Not yet: a full scan over four partitions' worth of orders.
    typed(&mut m, &mut pg, "orders-of 1");
    assert!(!render(&m).contains("Goal reached"), "{}", render(&m));
    for line in ["index by_customer on", "partition"] {
        typed(&mut m, &mut pg, line);
    }
    typed(&mut m, &mut pg, "orders-of customer=1");
    assert!(
        render(&m).contains("Goal reached. Esc takes you back to the question"),
        "{}",
        render(&m)
    );
    keys(&mut m, &mut pg, &[Key::Esc]);
    let Phase::Answered { verdict, .. } = phase(&m) else {
        panic!("answered: {}", render(&m));
    };
    assert_eq!(verdict, Verdict::Right);
    let screen = render(&m);
    assert!(
        screen.contains("Goal reached with orders-of customer=1"),
        "{screen}"
    );
    let effects = app::update(&mut m, Msg::Key(Key::Char('3')));
    let recorded = effects.iter().find_map(|e| match e {
        Effect::Store(Write::Record { record, .. }) => Some(record.clone()),
        _ => None,
    });
    let record = recorded.expect("the answer is recorded");
    assert_eq!(record.item, "shop-one-partition");
    assert_eq!(record.kind, "challenge");
    assert_eq!(record.correct, Some(true));
    assert_eq!(record.answer, r#"{"reached":"orders-of customer=1"}"#);
}

#[test]
fn back_without_the_goal_says_so_and_giving_up_shows_a_solution() {
    let (mut m, mut pg) = review(Lang::Id);
    keys(&mut m, &mut pg, &[Key::Enter]);
    typed(&mut m, &mut pg, "index by_customer on");
    keys(&mut m, &mut pg, &[Key::Esc]);
    assert!(matches!(phase(&m), Phase::Asking { .. }));
    assert!(
        render(&m).contains("Tujuannya belum tercapai"),
        "{}",
        render(&m)
    );
    // Back again: the playground as it was left, not the scenario's start once more.
    keys(&mut m, &mut pg, &[Key::Enter]);
    let Screen::Play(p) = m.screen() else {
        panic!("the playground: {}", render(&m));
    };
    assert_eq!(p.console.log.len(), 3, "{:?}", p.console.log);
    keys(&mut m, &mut pg, &[Key::Esc, Key::Char('g')]);
    let Phase::Answered { verdict, .. } = phase(&m) else {
        panic!("answered: {}", render(&m));
    };
    assert_eq!(verdict, Verdict::Wrong);
    let screen = render(&m);
    assert!(screen.contains("Satu solusi:"), "{screen}");
    assert!(screen.contains("$ index by_customer on"), "{screen}");
    assert!(
        screen.contains("[1 Lagi"),
        "only Again after a miss: {screen}"
    );
    let effects = app::update(&mut m, Msg::Key(Key::Enter));
    serve(&mut m, &mut pg, Vec::new());
    let record = effects.iter().find_map(|e| match e {
        Effect::Store(Write::Record { record, .. }) => Some(record.clone()),
        _ => None,
    });
    let record = record.expect("the miss is recorded");
    assert_eq!(record.correct, Some(false));
    assert_eq!(record.answer, r#"{"reached":null}"#);
}

#[test]
fn a_challenge_naming_no_scenario_or_one_without_a_goal_is_reported() {
    let bank = "format_version: 1
id: b
scenarios:
  - id: walk
    steps:
      - {text: Start., run: reset}
questions:
  - id: nowhere
    type: challenge
    scenario: missing
    prompt: Reach it.
    explanation: Because.
  - id: aimless
    type: challenge
    scenario: walk
    prompt: Reach it.
    explanation: Because.
  - id: typed
    type: challenge
    prompt: Reach it.
    answer: no
    explanation: Because.
";
    let loaded = crate::common::load_course(&[], &[("b.yaml", bank)]);
    let said: Vec<String> = (loaded.problems.iter())
        .map(|p| {
            format!(
                "{}:{} {} {:?}",
                p.place.line, p.place.column, p.place.path, p.kind
            )
        })
        .collect();
    assert!(
        said.iter()
            .any(|s| s.starts_with("10:15 questions[0].scenario UnknownScenario")),
        "{said:#?}"
    );
    assert!(
        said.iter()
            .any(|s| s.starts_with("15:15 questions[1].scenario ChallengeWithoutGoal")),
        "{said:#?}"
    );
    assert!(
        said.iter()
            .any(|s| s.contains("questions[2]") && s.contains("scenario")),
        "a challenge without its scenario: {said:#?}"
    );
}

/// The challenge as asked, and its playground once the goal is reached, at 80x24.
#[rstest::rstest]
#[case::indonesian(Lang::Id, "challenge_id")]
#[case::english(Lang::En, "challenge_en")]
fn a_challenge_at_80x24(#[case] lang: Lang, #[case] snapshot: &str) {
    let (mut m, mut pg) = review(lang);
    insta::assert_snapshot!(format!("{snapshot}_asked"), crate::common::backend(&m));
    keys(&mut m, &mut pg, &[Key::Enter]);
    for line in ["index by_customer on", "partition", "orders-of 1"] {
        typed(&mut m, &mut pg, line);
    }
    insta::assert_snapshot!(format!("{snapshot}_reached"), crate::common::backend(&m));
}
