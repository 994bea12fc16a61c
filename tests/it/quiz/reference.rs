//! latih's scheduler against an independent FSRS-6 implementation: a history of 410 reviews
//! of 30 items over thirteen weeks (learning and relearning steps, lapses, same-day repeats,
//! a late-evening session past midnight, a week away), replayed review by review, compared
//! with what py-fsrs 6.3.2 computed for the same history (tests/fixtures/fsrs, made by
//! make_reference.py there). Its memory arithmetic (stability, difficulty) and its steps are
//! compared here; whole-day intervals follow Anki's rules, which py-fsrs does not have (Hard,
//! Good and Easy a day apart, never below the last interval), so those are compared with
//! Anki itself in anki_oracle.rs, and here only where no such rule moved them.

use latih::core::clock::Clock;
use latih::core::schedule::{ItemState, Phase, Rating, Scheduler};
use std::collections::HashMap;

#[derive(serde::Deserialize)]
struct Reference {
    day_start_hour: u8,
    offset: i32,
    reviews: Vec<Review>,
}

#[derive(serde::Deserialize)]
struct Review {
    item: String,
    at: i64,
    rating: String,
    stability: f64,
    difficulty: f64,
    phase: String,
    step: Option<u8>,
    interval: i64,
}

#[test]
fn every_review_matches_py_fsrs() {
    let text = include_str!("../../fixtures/fsrs/reference.json");
    let reference: Reference = serde_json::from_str(text).expect("reference data");
    assert!(reference.reviews.len() >= 300);
    let mut scheduler = Scheduler::new(0.9).expect("scheduler");
    scheduler.fuzz = false;
    let mut states: HashMap<String, ItemState> = HashMap::new();
    let mut lapses = 0;
    for (n, r) in reference.reviews.iter().enumerate() {
        let clock = Clock::new(r.at, reference.offset).starting_at(reference.day_start_hour);
        let rating = Rating::from_key(&r.rating).expect("rating");
        let choices = scheduler
            .choices(states.get(&r.item), clock, &r.item)
            .expect("choices");
        let (secs, state) = choices.get(rating);
        let at = format!("review {n} ({} {} at {})", r.item, r.rating, r.at);
        let close = |a: f32, b: f64| (f64::from(a) - b).abs() <= b.abs() * 1e-4 + 1e-4;
        assert!(
            close(state.stability, r.stability),
            "{at}: stability {} not {}",
            state.stability,
            r.stability
        );
        assert!(
            close(state.difficulty, r.difficulty),
            "{at}: difficulty {} not {}",
            state.difficulty,
            r.difficulty
        );
        assert_eq!(state.phase, Phase::from_key(&r.phase, r.step), "{at}");
        assert_eq!(state.phase.step(), r.step, "{at}");
        if state.phase == Phase::Review {
            // Anki's floors only ever lengthen py-fsrs's whole days.
            assert!(
                secs >= r.interval,
                "{at}: interval {secs} below {}",
                r.interval
            );
        } else {
            assert_eq!(secs, r.interval, "{at}: interval");
        }
        lapses = lapses.max(state.lapses);
        states.insert(r.item.clone(), state);
    }
    assert!(lapses > 0, "the history has lapses");
}
