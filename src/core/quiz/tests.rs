//! Tests of `quiz`, kept beside it so the module itself stays short.

use super::*;

fn t(s: &str) -> Text {
    Localized::neutral(super::super::rich::RichText::parse(s).0)
}

fn choices(n: usize, right: &[usize]) -> Vec<Choice> {
    (0..n)
        .map(|i| Choice {
            id: format!("o{i}"),
            text: t(&format!("option {i}")),
            correct: right.contains(&i),
        })
        .collect()
}

fn q(kind: Kind) -> Question {
    Question {
        id: "q".into(),
        lesson: None,
        prompt: t("?"),
        kind,
        explanation: t("because"),
        simulation: None,
    }
}

#[test]
fn single_choice() {
    let q = q(Kind::Single {
        options: choices(4, &[2]),
    });
    assert_eq!(grade(&q, &Answer::Choice(2), Lang::En), Verdict::Right);
    assert_eq!(grade(&q, &Answer::Choice(0), Lang::En), Verdict::Wrong);
}

#[test]
fn multiple_answers_count_each_decision() {
    let q = q(Kind::Multiple {
        options: choices(4, &[0, 3]),
    });
    assert_eq!(
        grade(&q, &Answer::Choices(vec![3, 0]), Lang::En),
        Verdict::Right
    );
    assert_eq!(
        grade(&q, &Answer::Choices(vec![0]), Lang::En),
        Verdict::Partly { right: 3, of: 4 }
    );
}

#[test]
fn ordering_counts_steps_in_place() {
    let q = q(Kind::Ordering {
        steps: choices(4, &[]),
    });
    assert_eq!(
        grade(&q, &Answer::Order(vec![0, 1, 2, 3]), Lang::En),
        Verdict::Right
    );
    assert_eq!(
        grade(&q, &Answer::Order(vec![1, 0, 2, 3]), Lang::En),
        Verdict::Partly { right: 2, of: 4 }
    );
}

#[test]
fn numeric_estimates_within_tolerance_in_any_spelling() {
    let q = q(Kind::Numeric {
        value: 40.0,
        unit: Localized::neutral("GB".into()),
        tolerance: Tolerance::Percent(10.0),
        calculator: None,
        vary: Vec::new(),
    });
    for (input, lang) in [
        ("40 GB", Lang::En),
        ("40GB", Lang::En),
        ("40 gb", Lang::Id),
        ("40.000.000.000 bytes", Lang::Id),
        ("4e10 B", Lang::En),
        ("43", Lang::En),
        ("37 GB", Lang::Id),
    ] {
        let v = grade(&q, &Answer::Number(input.into()), lang);
        assert_eq!(v.correct(), Some(true), "{input}: {v:?}");
    }
    match grade(&q, &Answer::Number("400 GB".into()), Lang::En) {
        Verdict::Estimate {
            within: false,
            deviation,
            ..
        } => assert_eq!(deviation.factor, Some(10.0)),
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        grade(&q, &Answer::Number("40/s".into()), Lang::En),
        Verdict::Unreadable(Retype::WrongKind {
            expected: Dim::Bytes
        })
    ));
    // Typos and bit/byte mix-ups are asked again, never counted as a miss.
    for typo in ["40 bananas", "40 Gb", "40 b"] {
        let v = grade(&q, &Answer::Number(typo.into()), Lang::En);
        assert!(
            matches!(v, Verdict::Unreadable(_)) && v.correct().is_none(),
            "{typo}: {v:?}"
        );
    }
    let unreadable = grade(&q, &Answer::Number("lots".into()), Lang::En);
    assert!(!unreadable.settled());
}

#[test]
fn counts_take_scale_words() {
    let q = q(Kind::Numeric {
        value: 500e6,
        unit: Localized::neutral("edges".into()),
        tolerance: Tolerance::Percent(5.0),
        calculator: None,
        vary: Vec::new(),
    });
    for input in ["500 juta", "500 jt", "500 million edges", "500.000.000"] {
        let v = grade(&q, &Answer::Number(input.into()), Lang::Id);
        assert_eq!(v.correct(), Some(true), "{input}: {v:?}");
    }
    // `M` is miliar to an Indonesian reader: 500 miliar is not right, 500 million
    // would be, so the learner is asked which was meant.
    let v = grade(&q, &Answer::Number("500M".into()), Lang::Id);
    assert!(
        matches!(v, Verdict::Unreadable(Retype::TwoWays { .. })),
        "{v:?}"
    );
    let v = grade(&q, &Answer::Number("500M".into()), Lang::En);
    assert_eq!(v.correct(), Some(true));
    // 40.000 edges in English is 40 edges; forty thousand would be within: asked.
    let forty = super::tests::q(Kind::Numeric {
        value: 40_000.0,
        unit: Localized::neutral("edges".into()),
        tolerance: Tolerance::Percent(5.0),
        calculator: None,
        vary: Vec::new(),
    });
    let v = grade(&forty, &Answer::Number("40.000".into()), Lang::En);
    assert!(
        matches!(v, Verdict::Unreadable(Retype::TwoWays { .. })),
        "{v:?}"
    );
}

#[test]
fn the_right_option_is_tracked_through_shuffles() {
    let q = q(Kind::Single {
        options: choices(5, &[3]),
    });
    let mut positions = [0usize; 5];
    for seed in 0..5_000 {
        let shown = Shown::new(&q, &mut Shuffler::new(seed));
        let at = shown
            .order
            .iter()
            .position(|&i| q.kind.choices()[i].correct);
        let at = at.expect("the right option is shown");
        // Picking what is shown at that position is right; anything else is wrong.
        assert_eq!(
            grade(&q, &Answer::Choice(shown.order[at]), Lang::En),
            Verdict::Right
        );
        for other in (0..5).filter(|k| *k != at) {
            assert_eq!(
                grade(&q, &Answer::Choice(shown.order[other]), Lang::En),
                Verdict::Wrong
            );
        }
        positions[at] += 1;
    }
    assert!(positions.iter().all(|&n| n > 800), "{positions:?}");
}

#[test]
fn a_challenge_is_right_only_with_the_command_that_reached_its_goal() {
    let c = q(Kind::Challenge {
        scenario: "s".into(),
    });
    let reached = Answer::Challenge(Some("orders-of 1".into()));
    assert_eq!(grade(&c, &reached, Lang::En), Verdict::Right);
    assert_eq!(
        grade(&c, &Answer::Challenge(None), Lang::En),
        Verdict::Wrong
    );
    assert!(c.kind.choices().is_empty());
    assert_eq!(c.kind.key(), "challenge");
}
