//! The scheduler's steps, days and fuzz (the FSRS arithmetic itself is checked against
//! py-fsrs in tests/it/quiz/reference.rs).

use super::*;

/// 2026-12-01 10:00 UTC, offset 0: the learner's day began at 04:00.
const NOW: i64 = 1_796_119_200;

fn clock(t: i64) -> Clock {
    Clock::new(t, 0)
}

fn plain() -> Scheduler {
    let mut s = Scheduler::new(0.9).expect("scheduler");
    s.fuzz = false;
    s
}

#[test]
fn a_new_item_goes_through_the_learning_steps() {
    let s = plain();
    let c = s.choices(None, clock(NOW), "q").expect("choices");
    assert_eq!(c.again.0, 60, "Again: the first step");
    assert_eq!(c.again.1.phase, Phase::Learning(0));
    assert_eq!(c.hard.0, 330, "Hard on the first step: halfway to the next");
    assert_eq!(c.good.0, 600, "Good: the next step");
    assert_eq!(c.good.1.phase, Phase::Learning(1));
    assert_eq!(c.easy.1.phase, Phase::Review);
    assert_eq!(c.easy.0 % DAY, 0, "graduating is whole days");
    // Good on the last step graduates.
    let step = c.good.1;
    let c = s
        .choices(Some(&step), clock(NOW + 600), "q")
        .expect("choices");
    assert_eq!(c.good.1.phase, Phase::Review);
    assert!(c.good.0 >= DAY && c.good.0 % DAY == 0);
    assert!(c.hard.0 < c.good.0, "Hard and Good differ");
    // No lapse for an item that never graduated.
    assert_eq!(c.again.1.lapses, 0);
}

#[test]
fn a_forgotten_item_relearns_in_minutes_and_counts_one_lapse_a_day() {
    let s = plain();
    let first = s.choices(None, clock(NOW), "q").expect("c").easy.1;
    let later = clock(first.due);
    let c = s.choices(Some(&first), later, "q").expect("c");
    assert_eq!(c.again.0, 600, "relearning step: 10 minutes");
    assert_eq!(c.again.1.phase, Phase::Relearning(0));
    assert_eq!(c.again.1.lapses, 1);
    // Forgotten again the same day: still one lapse.
    let again = c.again.1;
    let c2 = s.choices(Some(&again), later.after(600), "q").expect("c");
    assert_eq!(c2.again.1.lapses, 1);
    assert_eq!(
        c2.hard.0, 900,
        "Hard on the only relearning step: one and a half of it"
    );
    assert_eq!(c2.good.1.phase, Phase::Review);
}

#[test]
fn elapsed_time_counts_learner_days() {
    let s = plain();
    let graduated = ItemState {
        stability: 10.0,
        difficulty: 5.0,
        due: NOW,
        last_review: NOW - 4 * DAY,
        reps: 3,
        lapses: 0,
        phase: Phase::Review,
    };
    // Reviewed at 23:30, then 08:00 the next morning: a next-day review (an elapsed day),
    // unlike 23:30 and 01:30 (the same learner day).
    let evening = NOW + 13 * 3600 + 1800;
    let seen = ItemState {
        last_review: evening,
        ..graduated
    };
    let next_morning = s
        .choices(Some(&seen), clock(evening + 8 * 3600 + 1800), "q")
        .expect("c");
    let after_midnight = s
        .choices(Some(&seen), clock(evening + 2 * 3600), "q")
        .expect("c");
    assert_ne!(
        next_morning.good.1.stability, after_midnight.good.1.stability,
        "one counts a day, the other is a same-day review"
    );
}

#[test]
fn fuzz_spreads_long_intervals_never_below_the_last_and_is_the_same_for_the_same_review() {
    let s = Scheduler::new(0.9).expect("scheduler");
    let item = ItemState {
        stability: 40.0,
        difficulty: 5.0,
        due: NOW,
        last_review: NOW - 30 * DAY,
        reps: 5,
        lapses: 0,
        phase: Phase::Review,
    };
    let days = |c: &Choices, r: Rating| c.get(r).0 / DAY;
    let all: Vec<Choices> = (0..40)
        .map(|i| {
            s.choices(Some(&item), clock(NOW), &format!("q{i}"))
                .expect("c")
        })
        .collect();
    let goods: std::collections::BTreeSet<i64> =
        all.iter().map(|c| days(c, Rating::Good)).collect();
    assert!(goods.len() > 3, "fuzz spreads: {goods:?}");
    for c in &all {
        let (h, g, e) = (
            days(c, Rating::Hard),
            days(c, Rating::Good),
            days(c, Rating::Easy),
        );
        assert!(h >= 30 && h < g && g < e, "{h} {g} {e}");
        // The button shows exactly what is stored.
        assert_eq!(c.good.1.due - NOW, c.good.0);
    }
    let again = s.choices(Some(&item), clock(NOW), "q1").expect("c");
    assert_eq!(again, all[1], "the same review, the same fuzz");
}

#[test]
fn hard_good_and_easy_differ_by_a_day_on_a_review_even_the_next_day() {
    let mut s = Scheduler::new(0.9).expect("scheduler");
    s.fuzz = false;
    // Rated Good yesterday, graduated to one day: FSRS alone would give 1 d to all three.
    let first = s.choices(None, clock(NOW), "q").expect("c").good.1;
    let learnt = s
        .choices(Some(&first), clock(NOW + 600), "q")
        .expect("c")
        .good
        .1;
    let c = s.choices(Some(&learnt), clock(learnt.due), "q").expect("c");
    let d = |r: Rating| c.get(r).0 / DAY;
    assert!(d(Rating::Hard) >= 1);
    assert!(d(Rating::Good) > d(Rating::Hard));
    assert!(d(Rating::Easy) > d(Rating::Good));
}

#[test]
fn a_step_past_the_day_is_due_from_the_start_of_its_day() {
    let mut s = Scheduler::new(0.9).expect("scheduler");
    s.fuzz = false;
    s.learning = vec![600, DAY];
    // Good on the 10-minute step: the next step is a day.
    let c = s.choices(None, clock(NOW), "q").expect("c");
    assert_eq!(c.good.0, DAY, "the button shows the step");
    let day = clock(NOW).day();
    assert_eq!(
        c.good.1.due,
        clock(NOW).start_of(day + 1),
        "due by day, not to the second"
    );
    // Within the day a step keeps its time.
    assert_eq!(c.again.1.due, NOW + 600);
}

#[test]
fn retention_out_of_range_is_refused_and_higher_means_shorter() {
    assert!(Scheduler::new(0.5).is_err());
    assert!(Scheduler::new(1.0).is_err());
    let good = |r: f32| {
        let mut s = Scheduler::new(r).expect("s");
        s.fuzz = false;
        s.learning.clear();
        s.choices(None, clock(NOW), "q").expect("c").good.0
    };
    assert!(good(0.95) <= good(0.8));
}
