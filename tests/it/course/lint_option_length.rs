//! lint's habit check on single-choice questions: a right option that is much the longest,
//! or the longest in most of a bank, is named, so learners cannot pass review by length.

use crate::common;

use latih::core::problem::ProblemKind;

const LESSON: &str = "format_version: 1
id: a
code: M.a
module: m
minutes: 5
title: T
blocks:
  - quiz:
      bank: qa
";

/// A single-choice question whose right option is `right` and whose wrong ones are `wrong`.
fn single(id: &str, right: &str, wrong: &[&str]) -> String {
    let mut q = format!(
        "  - id: {id}\n    type: single\n    prompt: {{id: Mana?, en: Which?}}\n    options:\n"
    );
    q += &format!("      - {{text: {{id: '{right}', en: '{right}'}}, correct: true}}\n");
    for w in wrong {
        q += &format!("      - {{text: {{id: '{w}', en: '{w}'}}}}\n");
    }
    q + "    explanation: {id: Karena., en: Because.}\n"
}

fn problems(questions: &[String]) -> Vec<(usize, ProblemKind)> {
    let bank = format!(
        "format_version: 1\nid: qa\nlesson: a\nquestions:\n{}",
        questions.concat()
    );
    let loaded = common::load_course(&[("a.yaml", LESSON)], &[("qa.yaml", &bank)]);
    (loaded.problems.into_iter())
        .filter(|p| {
            matches!(
                p.kind,
                ProblemKind::RightMuchLongest { .. } | ProblemKind::LongestRightHabit { .. }
            )
        })
        .map(|p| (p.place.line, p.kind))
        .collect()
}

const SHORT: [&str; 2] = ["key the queue by post id", "LPUSH to every follower"];

#[test]
fn a_right_option_twice_as_long_as_any_other_is_named_at_its_text() {
    let long = "LPUSHX, which skips followers without a cached feed, so it stays capped";
    let found = problems(&[single("qa-one", long, &SHORT)]);
    assert_eq!(
        found,
        [(
            9,
            ProblemKind::RightMuchLongest {
                times: "2.9".into()
            }
        )]
    );
}

#[test]
fn a_bank_where_the_right_option_is_mostly_the_longest_is_named_at_its_questions() {
    // Each right option a little longer than the wrong ones: no single one gives itself
    // away, but three of four together teach "pick the longest".
    let right = "shard the counter by bucket";
    let mut qs: Vec<String> = (0..3)
        .map(|i| single(&format!("qa-{i}"), right, &SHORT))
        .collect();
    qs.push(single("qa-3", "LPUSHX", &SHORT));
    assert_eq!(
        problems(&qs),
        [(
            4,
            ProblemKind::LongestRightHabit {
                longest: "3".into(),
                total: "4".into()
            }
        )]
    );
}

#[test]
fn options_of_even_length_raise_nothing() {
    let qs: Vec<String> = (0..4)
        .map(|i| single(&format!("qa-{i}"), "LPUSHX to each follower", &SHORT))
        .collect();
    assert_eq!(problems(&qs), []);
}
