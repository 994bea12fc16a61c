//! Tests of the class report, on small classes whose figures can be worked out by hand.

use super::*;

fn answer(learner: &str, question: &str, at: i64, success: bool, picked: &str) -> Answered {
    Answered {
        learner: learner.into(),
        question: question.into(),
        lesson: Some("l1".into()),
        at,
        success,
        picked: if picked.is_empty() {
            Vec::new()
        } else {
            vec![picked.into()]
        },
        duration_ms: 1000 * at,
        rating: None,
    }
}

/// Eight learners: the first four know everything; the last four miss `trap`, three of
/// them on option b, and `easy` is right for all.
fn class() -> Vec<Answered> {
    let mut out = Vec::new();
    for (k, who) in ["a", "b", "c", "d", "e", "f", "g", "h"].iter().enumerate() {
        let strong = k < 4;
        out.push(answer(who, "easy", 1, true, "a"));
        let pick = if strong {
            "a"
        } else if k < 7 {
            "b"
        } else {
            "c"
        };
        out.push(answer(who, "trap", 2, strong, pick));
        // A later review of `trap`, right for everyone: first tries count, not this.
        out.push(answer(who, "trap", 10, true, "a"));
    }
    out
}

#[test]
fn a_wrong_option_most_misses_share_comes_first_and_separates_the_class() {
    let r = report(&class(), &[]);
    assert_eq!(r.learners, 8);
    let trap = &r.questions[0];
    assert_eq!(trap.question, "trap");
    assert!(trap.misconception);
    assert_eq!(trap.first_right, 0.5);
    assert_eq!(trap.wrong, 4);
    assert_eq!(trap.top_wrong, Some(("b".to_string(), 0.75)));
    // Top 27 % (3 learners) all right, bottom 3 all wrong.
    assert_eq!(trap.discrimination, Some(1.0));
    let easy = &r.questions[1];
    assert!(!easy.misconception);
    assert_eq!(
        easy.discrimination,
        Some(0.0),
        "everyone right: it tells nobody apart"
    );
    assert_eq!(easy.median_ms, 1000);
}

#[test]
fn retention_counts_the_answers_after_each_first_try() {
    let r = report(&class(), &[]);
    let l1 = &r.lessons[0];
    assert_eq!((l1.first_tries, l1.reviews), (16, 8));
    assert_eq!(l1.first_right, 12.0 / 16.0);
    assert_eq!(l1.retention, Some(1.0));
}

#[test]
fn a_drill_lists_the_point_missed_most_and_how_kind_self_grades_are() {
    let drills = vec![
        Drilled {
            learner: "e".into(),
            drill: "d1".into(),
            lesson: Some("l1".into()),
            at: 20,
            passed: true,
            points: vec![("p1".into(), true), ("p2".into(), true)],
        },
        Drilled {
            learner: "a".into(),
            drill: "d1".into(),
            lesson: Some("l1".into()),
            at: 21,
            passed: false,
            points: vec![("p1".into(), true), ("p2".into(), false)],
        },
    ];
    let r = report(&class(), &drills);
    let d = &r.drills[0];
    assert_eq!(d.attempts, 2);
    assert_eq!(d.passed, 0.5);
    assert_eq!(d.missed[0], ("p2".to_string(), 0.5));
    // e ticked everything but got half the lesson's first tries; a ticked half and got all.
    assert_eq!(d.self_grade_gap, Some(((1.0 - 0.5) + (0.5 - 1.0)) / 2.0));
}

#[test]
fn a_small_class_gives_no_discrimination() {
    let few: Vec<Answered> = class()
        .into_iter()
        .filter(|a| a.learner.as_str() < "c")
        .collect();
    let r = report(&few, &[]);
    assert!(r.questions.iter().all(|q| q.discrimination.is_none()));
}
