//! Quiz, review and statistics screens at 80x24, pinned with insta snapshots: the question
//! with its shuffled options, the verdict with rating buttons, an estimate that is far off,
//! an ordering in progress, the end-of-session summary and the statistics page.

use crate::common;

use common::quiz::{answer_right, fixture, keys, quiz, start_review};
use common::{backend, chars, press};
use latih::app::keymap::Key;
use latih::app::screen::quiz::state::Phase;
use latih::app::{self, Model, Msg};
use latih::core::lang::Lang;
use latih::core::quiz::Kind;
use latih::core::stats::{HEATMAP_DAYS, LessonRetention, Stats};

/// Answers correctly until the question on screen is of the kind `key`.
fn until(m: &mut Model, key: &str) {
    for _ in 0..20 {
        let q = quiz(m).question(&m.course).expect("question");
        if q.kind.key() == key {
            return;
        }
        answer_right(m);
        keys(m, &[Key::Enter]);
    }
    panic!("no {key} question in the session");
}

#[test]
fn review_single_choice_question() {
    let mut m = fixture(Lang::Id, 3);
    start_review(&mut m);
    until(&mut m, "single");
    insta::assert_snapshot!(backend(&m));
}

#[test]
fn review_wrong_answer_offers_only_again() {
    let mut m = fixture(Lang::En, 3);
    start_review(&mut m);
    until(&mut m, "single");
    let q = quiz(&m).question(&m.course).expect("question").clone();
    let order = quiz(&m).shown.clone().expect("shown").order;
    let Kind::Single { options } = &q.kind else {
        panic!("single");
    };
    let wrong = order
        .iter()
        .position(|&i| !options[i].correct)
        .expect("a wrong option");
    keys(
        &mut m,
        &[Key::Char(
            char::from_digit(wrong as u32 + 1, 10).unwrap_or('1'),
        )],
    );
    insta::assert_snapshot!(backend(&m));
}

#[test]
fn review_estimate_far_off() {
    let mut m = fixture(Lang::Id, 11);
    start_review(&mut m);
    until(&mut m, "numeric");
    keys(&mut m, &chars("400 gb"));
    keys(&mut m, &[Key::Enter]);
    insta::assert_snapshot!(backend(&m));
}

#[test]
fn review_ordering_with_a_step_held() {
    let mut m = fixture(Lang::En, 3);
    start_review(&mut m);
    until(&mut m, "ordering");
    keys(&mut m, &[Key::Char(' '), Key::Down]);
    insta::assert_snapshot!(backend(&m));
}

#[test]
fn review_summary() {
    let mut m = fixture(Lang::En, 3);
    start_review(&mut m);
    while quiz(&m).phase != Phase::Done {
        answer_right(&mut m);
        keys(&mut m, &[Key::Enter]);
    }
    insta::assert_snapshot!(backend(&m));
}

fn statistics(lang: Lang) -> latih::app::Model {
    let mut m = fixture(lang, 1);
    press(&mut m, &[Key::Home, Key::Down, Key::Enter]);
    let mut per_day = vec![0; HEATMAP_DAYS];
    for (i, n) in per_day.iter_mut().enumerate().rev().take(30) {
        *n = (i * 7) % 13;
    }
    // What is due comes from the schedule, counted as the home screen counts it.
    let now = m.clock.now;
    for (id, days) in [
        ("b-direction", 0),
        ("b-size", 1),
        ("b-fixes", 4),
        ("b-order", 7),
    ] {
        m.schedule.insert(
            id.into(),
            latih::core::schedule::ItemState {
                stability: 3.0,
                difficulty: 5.0,
                due: now + days * 86_400,
                last_review: now - 86_400,
                reps: 2,
                lapses: 0,
                phase: latih::core::schedule::Phase::Review,
            },
        );
    }
    let stats = Stats {
        per_day,
        lessons: vec![
            LessonRetention {
                lesson: "edges".into(),
                reviews: 40,
                remembered: 33,
            },
            LessonRetention {
                lesson: "fanout".into(),
                reviews: 7,
                remembered: 7,
            },
        ],
        streak: 4,
        total_reviews: 47,
        items_seen: 5,
        true_retention: (33, 38),
        first_right: (40, 47),
        ..Default::default()
    };
    app::update(&mut m, Msg::StatsLoaded(Ok(stats)));
    m
}

#[test]
fn statistics_page() {
    insta::assert_snapshot!(backend(&statistics(Lang::Id)));
}

/// The end of the page: retention per lesson as a table, the streak and the totals.
#[test]
fn statistics_page_end() {
    let mut m = statistics(Lang::En);
    press(&mut m, &[Key::Char('G')]);
    let end = backend(&m);
    // The end is a real stop: one line up shows a different page at once.
    press(&mut m, &[Key::Up]);
    assert_ne!(format!("{:?}", backend(&m)), format!("{end:?}"));
    insta::assert_snapshot!(end);
}

#[test]
fn quiz_card_inside_a_lesson() {
    let mut m = fixture(Lang::En, 1);
    common::open_lesson(&mut m, "edges");
    press(&mut m, &[Key::Tab, Key::Tab, Key::Tab]);
    insta::assert_snapshot!(backend(&m));
}
