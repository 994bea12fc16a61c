//! Numeric questions that train the reasoning rather than a remembered number: inputs drawn
//! anew from a range each time (the answer from the calculator, the prompt showing the drawn
//! figure), and tolerances an interviewer would accept (a factor, an order of magnitude).

use crate::common;
use common::quiz::{keys, quiz};
use common::{chars, press, render};

use latih::app::keymap::Key;
use latih::app::{self, Msg, Screen, Settings};
use latih::core::clock::Clock;
use latih::core::lang::Lang;
use latih::core::problem::ProblemKind;
use latih::core::quiz::Kind;
use latih::core::shuffle::Shuffler;

const LESSON: &str = "format_version: 1
id: a
code: M.01
module: m
minutes: 5
title: T
blocks:
  - quiz:
      bank: qa
";

const BANK: &str = "format_version: 1
id: qa
lesson: a
questions:
  - id: qa-edges
    type: numeric
    prompt:
      id: '[=g.users] pengguna, masing-masing mengikuti [=g.follows]. Berapa edge?'
      en: '[=g.users] users, each following [=g.follows]. How many edges?'
    value: 500000000
    unit: edges
    tolerance: x2
    calculator: g
    vary:
      - {input: users, min: 1000000, max: 100000000}
    explanation:
      id: '[=g.users] × [=g.follows] = [=g.edges].'
      en: '[=g.users] × [=g.follows] = [=g.edges].'
calculators:
  - id: g
    inputs:
      - {name: users, label: Users, unit: users, default: 5000000, min: 1, step: 1-2-5}
      - {name: follows, label: Follows, unit: follows, default: 100, min: 1, step: 10}
    outputs:
      - {name: edges, label: Edges, formula: users * follows, unit: edges}
";

fn loaded(bank: &str) -> latih::content::Loaded {
    common::load_course(&[("a.yaml", LESSON)], &[("qa.yaml", bank)])
}

#[test]
fn each_draw_asks_other_figures_and_its_answer_is_the_calculators() {
    let loaded = loaded(BANK);
    assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
    let course = &loaded.course;
    let q = course.question("qa-edges").expect("question");
    let calc = course.calculator("g").expect("calculator");
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..20 {
        let d = latih::core::vary::draw(q, calc, &mut Shuffler::new(seed)).expect("drawn");
        let users = d.values[0];
        assert!((1e6..=1e8).contains(&users), "{users}");
        let Kind::Numeric { value, .. } = d.question.kind else {
            panic!("numeric")
        };
        assert_eq!(value, users * 100.0, "the answer follows the drawn input");
        let prompt = d.question.prompt.get(Lang::En).map(|f| f.value.plain());
        let shown =
            latih::core::figure::in_prose(&latih::i18n::I18n::new(Lang::En), users, "users");
        let prompt = prompt.unwrap_or_default();
        assert!(prompt.starts_with(&format!("{shown} users")), "{prompt}");
        seen.insert(users as u64);
    }
    assert!(seen.len() >= 4, "draws vary: {seen:?}");
}

#[test]
fn a_review_asks_the_drawn_figures_and_takes_an_answer_within_a_factor() {
    let settings = Settings {
        seed: 7,
        ..Settings::default()
    };
    let mut m =
        common::model(loaded(BANK), Lang::En, 80, 24).with_progress(settings, Default::default());
    app::update(&mut m, Msg::Tick(Clock::new(common::quiz::NOW, 0)));
    common::open_lesson(&mut m, "a");
    press(&mut m, &[Key::Tab, Key::Enter]);
    let Some(Kind::Numeric { value, .. }) = quiz(&m).question(&m.course).map(|q| q.kind.clone())
    else {
        panic!("the numeric question: {}", render(&m))
    };
    let i18n = latih::i18n::I18n::new(Lang::En);
    let users = latih::core::figure::in_prose(&i18n, value / 100.0, "users");
    assert!(
        render(&m).contains(&format!("{users} users")),
        "the drawn figure: {}",
        render(&m)
    );
    // Half the answer is within a factor of 2, and the verdict says which tolerance counted.
    keys(&mut m, &chars(&format!("{}", value / 2.0)));
    keys(&mut m, &[Key::Enter]);
    let screen = render(&m);
    assert!(screen.contains("within a factor of 2"), "{screen}");
    assert!(screen.contains('✓'), "{screen}");
    // c opens the calculator at the drawn inputs, not at its defaults.
    keys(&mut m, &[Key::Char('c')]);
    let Screen::Calc(c) = m.screen() else {
        panic!("the calculator: {}", render(&m))
    };
    assert_eq!(c.values[0], value / 100.0, "{}", render(&m));
}

#[test]
fn lint_names_a_vary_it_cannot_draw() {
    let bad = BANK
        .replace("{input: users,", "{input: user,")
        .replace("max: 100000000", "max: 10")
        .replace("tolerance: x2", "tolerance: x1");
    let kinds: Vec<(usize, ProblemKind)> = (loaded(&bad).problems.into_iter())
        .map(|p| (p.place.line, p.kind))
        .collect();
    let has = |line: usize, f: &dyn Fn(&ProblemKind) -> bool| {
        kinds.iter().any(|(l, k)| *l == line && f(k))
    };
    assert!(
        has(12, &|k| matches!(k, ProblemKind::BadTolerance { .. })),
        "{kinds:?}"
    );
    assert!(
        has(
            15,
            &|k| matches!(k, ProblemKind::UnknownFigure { name, .. } if name == "user")
        ),
        "{kinds:?}"
    );
    assert!(
        has(15, &|k| matches!(k, ProblemKind::VaryNotShown { .. })),
        "{kinds:?}"
    );
    assert!(
        has(15, &|k| matches!(k, ProblemKind::BelowMin { .. })),
        "{kinds:?}"
    );
}
