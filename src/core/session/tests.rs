//! Due items, daily limits, a fixed run's order and its repeats after a miss.
use super::*;
use crate::core::clock::DAY;

/// 2026-12-01 10:00 UTC; the learner's day (offset 0) runs from 04:00 to 04:00.
const NOW: i64 = 1_796_119_200;

fn clock() -> Clock {
    Clock::new(NOW, 0)
}

fn state(due: i64) -> ItemState {
    ItemState {
        stability: 1.0,
        difficulty: 5.0,
        due,
        last_review: due - 100,
        reps: 1,
        lapses: 0,
        phase: Phase::Review,
    }
}

fn ids(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

#[test]
fn a_step_waits_for_its_time_but_counts_as_due_today() {
    let s = ItemState {
        phase: Phase::Relearning(0),
        ..state(NOW + 3600)
    };
    assert!(!due_now(&s, clock()));
    assert!(due_today(&s, clock()));
    assert!(due_now(&s, clock().after(3600)));
    // Due after 04:00 tomorrow: not today, whatever its phase.
    let tomorrow = state(NOW + 19 * 3600);
    assert!(!due_today(&tomorrow, clock()));
}

#[test]
fn a_failed_item_comes_back_later_in_the_session_others_never_twice() {
    let mut s = Session::new(ids(&["a", "b", "c", "d", "e"]), &mut Shuffler::new(1));
    let first = s.current().expect("first").to_string();
    s.rate(Rating::Again);
    let mut seen = vec![first.clone()];
    while let Some(id) = s.current().map(str::to_string) {
        let again = seen.contains(&id);
        s.rate(Rating::Good);
        if again {
            assert_eq!(id, first, "only the failed item repeats");
        }
        seen.push(id);
    }
    assert_eq!(seen.len(), 6);
    let pos = seen.iter().rposition(|x| *x == first).expect("came back");
    assert_eq!(pos, 1 + RELEARN_GAP);
    assert_eq!(s.right_first_time, 4);
    assert_eq!(s.relearned, 1);
}

#[test]
fn an_item_listed_twice_is_asked_once_and_never_as_a_repeat() {
    let mut s = Session::new(ids(&["a", "b", "a", "c", "b"]), &mut Shuffler::new(2));
    assert_eq!(s.total, 3);
    while s.current().is_some() {
        assert_eq!(s.attempt(), 0, "nothing is a repeat without a miss");
        s.rate(Rating::Good);
    }
}

#[test]
fn the_order_is_shuffled_and_reproducible() {
    let items = ids(&["a", "b", "c", "d", "e", "f", "g"]);
    let order = |seed| {
        let mut s = Session::new(items.clone(), &mut Shuffler::new(seed));
        let mut out = Vec::new();
        while let Some(id) = s.current().map(str::to_string) {
            s.rate(Rating::Good);
            out.push(id);
        }
        out
    };
    assert_eq!(order(3), order(3));
    assert_ne!(order(3), order(4));
    let mut sorted = order(3);
    sorted.sort();
    assert_eq!(sorted, items);
}

#[test]
fn forecast_counts_by_learner_day() {
    let states: HashMap<String, ItemState> = [
        ("a", NOW - 10),
        // 01:00 tomorrow (calendar) is still today for the learner.
        ("b", NOW + 15 * 3600),
        ("c", NOW + DAY),
        ("d", NOW + 3 * DAY),
    ]
    .into_iter()
    .map(|(k, d)| (k.to_string(), state(d)))
    .collect();
    assert_eq!(forecast(&states, clock(), 7), vec![2, 1, 0, 1, 0, 0, 0]);
}
