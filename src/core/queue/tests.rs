//! The day's queue: order, limits, steps coming back within the sitting, learn-ahead.

use super::*;
use crate::core::clock::DAY;

/// 2026-12-01 10:00 UTC; the learner's day runs from 04:00 to 04:00.
const NOW: i64 = 1_796_119_200;

fn clock(t: i64) -> Clock {
    Clock::new(t, 0)
}

fn state(phase: Phase, due: i64, last: i64) -> ItemState {
    ItemState {
        stability: 3.0,
        difficulty: 5.0,
        due,
        last_review: last,
        reps: 2,
        lapses: 0,
        phase,
    }
}

fn ids(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

fn walk(q: &ReviewQueue) -> Vec<(Kind, String)> {
    let mut q = q.clone();
    let mut out = Vec::new();
    while let Some((k, id)) = q.next() {
        let id = id.to_string();
        // Every answer graduates the question far away.
        let done = state(Phase::Review, NOW + 30 * DAY, NOW);
        q.answered(&id, &done, clock(NOW));
        out.push((k, id));
    }
    out
}

#[test]
fn steps_then_earlier_days_steps_then_reviews_by_day_then_new_in_course_order() {
    let items = ids(&["n1", "r_late", "step", "n2", "r_old", "dl", "later", "n3"]);
    let states: HashMap<String, ItemState> = [
        ("r_late", state(Phase::Review, NOW - DAY, NOW - 5 * DAY)),
        ("r_old", state(Phase::Review, NOW - 3 * DAY, NOW - 9 * DAY)),
        ("step", state(Phase::Learning(1), NOW - 60, NOW - 600)),
        // A one-day step answered yesterday: day learning.
        (
            "dl",
            state(Phase::Learning(1), clock(NOW).day_start(), NOW - DAY),
        ),
        ("later", state(Phase::Review, NOW + 2 * DAY, NOW - DAY)),
    ]
    .into_iter()
    .map(|(k, s)| (k.to_string(), s))
    .collect();
    let limits = Limits {
        new_per_day: 2,
        reviews_per_day: 100,
    };
    let q = ReviewQueue::build(&items, &states, clock(NOW), limits, Today::default());
    let order: Vec<String> = walk(&q).into_iter().map(|(_, id)| id).collect();
    assert_eq!(order, ids(&["step", "dl", "r_old", "r_late", "n1", "n2"]));
    let c = q.counts();
    assert_eq!((c.new, c.learning, c.review), (2, 2, 2));
}

#[test]
fn the_review_limit_caps_new_questions_and_steps_within_the_day_use_no_allowance() {
    let items = ids(&["r1", "r2", "r3", "n1", "n2", "s1", "s2"]);
    let mut states: HashMap<String, ItemState> = ["r1", "r2", "r3"]
        .iter()
        .map(|k| {
            (
                k.to_string(),
                state(Phase::Review, NOW - DAY, NOW - 4 * DAY),
            )
        })
        .collect();
    for k in ["s1", "s2"] {
        states.insert(k.into(), state(Phase::Learning(0), NOW - 30, NOW - 90));
    }
    let limits = Limits {
        new_per_day: 5,
        reviews_per_day: 2,
    };
    let q = ReviewQueue::build(&items, &states, clock(NOW), limits, Today::default());
    let c = q.counts();
    assert_eq!(
        (c.new, c.learning, c.review),
        (0, 2, 2),
        "no room left for new"
    );
    // With one review already answered today, one review is left, and no new one.
    let today = Today {
        new_seen: 0,
        reviewed: 1,
    };
    let c = ReviewQueue::build(&items, &states, clock(NOW), limits, today).counts();
    assert_eq!((c.new, c.review), (0, 1));
}

#[test]
fn a_step_comes_back_in_the_sitting_when_due_and_up_to_twenty_minutes_early_at_the_end() {
    let items = ids(&["a", "b"]);
    let q0 = ReviewQueue::build(
        &items,
        &HashMap::new(),
        clock(NOW),
        Limits::default(),
        Today::default(),
    );
    let mut q = q0.clone();
    assert_eq!(q.next(), Some((Kind::New, "a")));
    // "a" rated Good: its next step is in 10 minutes.
    q.answered("a", &state(Phase::Learning(1), NOW + 600, NOW), clock(NOW));
    assert_eq!(q.next(), Some((Kind::New, "b")), "the main queue first");
    q.answered(
        "b",
        &state(Phase::Review, NOW + 3 * DAY, NOW + 20),
        clock(NOW + 20),
    );
    // Nothing else left: the step is shown ahead of its time (it is within 20 minutes).
    assert_eq!(q.next(), Some((Kind::Learning, "a")));
    // A step more than 20 minutes away is waited for.
    q.answered(
        "a",
        &state(Phase::Learning(1), NOW + 3600, NOW + 40),
        clock(NOW + 40),
    );
    assert_eq!(q.next(), None);
    assert_eq!(q.next_step_at(), Some(NOW + 3600 - LEARN_AHEAD));
    // A step past the end of the day leaves the day's queue.
    let tomorrow = clock(NOW).start_of(clock(NOW).day() + 1);
    q.answered(
        "a",
        &state(Phase::Learning(1), tomorrow, NOW + 60),
        clock(NOW + 60),
    );
    assert_eq!((q.next(), q.next_step_at()), (None, None));
}

#[test]
fn a_missed_question_does_not_follow_itself_while_another_step_waits() {
    let items = ids(&["a", "b"]);
    let states: HashMap<String, ItemState> = [
        ("a", state(Phase::Learning(0), NOW - 10, NOW - 70)),
        ("b", state(Phase::Learning(0), NOW - 5, NOW - 65)),
    ]
    .into_iter()
    .map(|(k, s)| (k.to_string(), s))
    .collect();
    let mut q = ReviewQueue::build(
        &items,
        &states,
        clock(NOW),
        Limits::default(),
        Today::default(),
    );
    assert_eq!(q.next(), Some((Kind::Learning, "a")));
    // Again: due in a minute, but "b" waits: "b" first.
    q.answered("a", &state(Phase::Learning(0), NOW + 60, NOW), clock(NOW));
    assert_eq!(q.next(), Some((Kind::Learning, "b")));
}

#[test]
fn kinds_follow_the_day() {
    let c = clock(NOW);
    let step = state(Phase::Learning(0), NOW + 60, NOW);
    assert_eq!(kind_of(&step, c), Some(Kind::Learning));
    let day_step = state(Phase::Learning(1), c.start_of(c.day() + 1), NOW);
    assert_eq!(kind_of(&day_step, c), None, "not today");
    assert_eq!(
        kind_of(&day_step, clock(NOW + DAY)),
        Some(Kind::DayLearning)
    );
    let review = state(Phase::Review, NOW + DAY, NOW);
    assert_eq!(kind_of(&review, clock(NOW + DAY)), Some(Kind::Review));
    for k in [Kind::New, Kind::Learning, Kind::DayLearning, Kind::Review] {
        assert_eq!(Kind::from_key(k.key()), Some(k));
    }
}
