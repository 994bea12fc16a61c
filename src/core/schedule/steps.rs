//! The rules around FSRS's numbers that make the four buttons mean what a learner who knows
//! Anki expects: learning and relearning steps (Hard on the first step lands between it and
//! the next; a step never shorter than the one before), whole days once an item graduates,
//! and on a review Hard < Good < Easy by at least a day each, a fuzzed interval never below
//! the one the item just had. Written after the behaviour of Anki's v3 scheduler with FSRS,
//! which tests/it/quiz/anki.rs checks answer by answer.

use super::rating::{MAX_INTERVAL_DAYS, Phase, Rating};

const DAY: i64 = crate::core::clock::DAY;

/// The step an item in (re)learning is at, as an index into its steps.
pub(super) fn step_index(phase: Phase, steps: &[i64]) -> usize {
    usize::from(phase.step().unwrap_or(0)).min(steps.len().saturating_sub(1))
}

/// A step of more than a day is a whole number of days.
fn round_to_days(secs: i64) -> i64 {
    if secs > DAY {
        ((secs as f64 / DAY as f64).round() as i64) * DAY
    } else {
        secs
    }
}

/// Hard on step `i`: on the first step, halfway to the next one (or half as long again, at
/// most a day more, when there is only one); on a later step, that step again.
pub(super) fn hard_delay(steps: &[i64], i: usize) -> Option<i64> {
    let current = *steps.get(i).or(steps.first())?;
    if i > 0 {
        return Some(current);
    }
    Some(round_to_days(match steps.get(1) {
        Some(next) => (current + next) / 2,
        None => (current * 3 / 2).min(current + DAY),
    }))
}

/// Good on step `i`: the next step, if there is one.
pub(super) fn good_delay(steps: &[i64], i: usize) -> Option<i64> {
    steps.get(i + 1).copied()
}

/// How far an interval of `days` may be fuzzed either way (none under 2.5 days; 15 % of
/// the part up to a week, 10 % up to twenty days, 5 % beyond, plus a day).
fn fuzz_delta(days: f64) -> f64 {
    if days < 2.5 {
        return 0.0;
    }
    [(2.5, 7.0, 0.15), (7.0, 20.0, 0.1), (20.0, f64::MAX, 0.05)]
        .iter()
        .fold(1.0, |delta, (start, end, factor)| {
            delta + factor * (days.min(*end) - start).max(0.0)
        })
}

/// The lowest and highest whole days a fuzzed `days` may become, kept within `[min, max]`.
fn fuzz_bounds(days: f64, min: i64, max: i64) -> (i64, i64) {
    let min = min.min(max);
    let days = days.clamp(min as f64, max as f64);
    let delta = fuzz_delta(days);
    let lower = ((days - delta).round() as i64).clamp(min, max);
    let mut upper = ((days + delta).round() as i64).clamp(min, max);
    if upper == lower && upper > 2 && upper < max {
        upper = lower + 1;
    }
    (lower, upper)
}

/// Whole days from FSRS's `days`, at least `min`: rounded, or, with a fuzz factor in
/// 0..1, a day picked within the fuzz bounds.
pub(super) fn whole_days(days: f64, min: i64, fuzz: Option<f64>) -> i64 {
    let max = i64::from(MAX_INTERVAL_DAYS);
    match fuzz {
        Some(f) => {
            let (lower, upper) = fuzz_bounds(days, min, max);
            lower + (f * (1 + upper - lower) as f64).floor() as i64
        }
        None => (days.round() as i64).clamp(min.min(max), max),
    }
}

/// The least a passing answer on a review may give, so that fuzz never brings an interval
/// below the one the item just had: one more day than it when FSRS asks for more, the same
/// when that is within the fuzz, else no floor.
fn floor_for(days: f64, previous: i64) -> i64 {
    let max = i64::from(MAX_INTERVAL_DAYS);
    let (_, upper) = fuzz_bounds(days, 1, max);
    if (days.round() as i64) > previous {
        previous + 1
    } else if previous <= upper {
        previous
    } else {
        0
    }
}

/// Hard, Good and Easy on a review as whole days: each at least the floor above, and each
/// a day more than the one before it.
pub(super) fn passing_review_days(fsrs: [f64; 3], previous: i64, fuzz: Option<f64>) -> [i64; 3] {
    let hard = whole_days(fsrs[0], floor_for(fsrs[0], previous).max(1), fuzz);
    let good = whole_days(fsrs[1], floor_for(fsrs[1], previous).max(hard + 1), fuzz);
    let easy = whole_days(fsrs[2], floor_for(fsrs[2], previous).max(good + 1), fuzz);
    [hard, good, easy]
}

/// What a rating does to an item in (re)learning at step `i` of `steps`: the next phase and
/// its delay in seconds, or `None` when the item graduates (to whole days).
pub(super) fn in_steps(phase: Phase, rating: Rating, steps: &[i64]) -> Option<(Phase, i64)> {
    let again: fn(u8) -> Phase = match phase {
        Phase::Relearning(_) => Phase::Relearning,
        _ => Phase::Learning,
    };
    let i = step_index(phase, steps);
    match rating {
        Rating::Again => steps.first().map(|s| (again(0), *s)),
        Rating::Hard => hard_delay(steps, i).map(|s| (again(i as u8), s)),
        Rating::Good => good_delay(steps, i).map(|s| (again(i as u8 + 1), s)),
        Rating::Easy => None,
    }
}
