//! Fitting the scheduler to the learner's own memory, as Anki's "optimise" does: the review
//! log becomes FSRS training items (each review with the learner days since the one before),
//! the `fsrs` crate fits the 21 weights, and the fit is kept only if it predicts the log
//! better than the weights in use (log loss, lower is better).

use std::collections::BTreeMap;

use fsrs::{FSRS, FSRSItem, FSRSReview};

use super::clock::Clock;
use super::schedule::Rating;

/// Answers of one question that go into a fit, its first ones: every review of a history
/// makes a training item holding the reviews before it, so the items grow with the square
/// of a history. 64 is two months of daily answers; a question asked more than that says
/// little more about the learner's memory.
pub const MAX_REVIEWS_PER_ITEM: usize = 64;

/// One answer of the log, as the fit needs it.
#[derive(Debug, Clone, PartialEq)]
pub struct Answer {
    pub item: String,
    pub at: i64,
    pub rating: Rating,
}

/// What a fit found.
#[derive(Debug, Clone, PartialEq)]
pub struct Fit {
    pub parameters: Vec<f32>,
    /// Log loss of the weights in use, and of the fitted ones, on the same log.
    pub before: f32,
    pub after: f32,
    /// Answers read, and the training items (histories that reach a later day) fitted on.
    pub reviews: usize,
    pub items: usize,
    /// Questions answered, and of them those answered on more than one learner day (the
    /// others say nothing yet of how memory fades, and are left out).
    pub questions: usize,
    pub questions_used: usize,
    /// How much of FSRS the fsrs crate fitted, by its own minimums.
    pub fitted: Fitted,
    /// Kept for every course (`--all-courses`), not for one: set by whoever keeps it.
    pub shared: bool,
}

/// The fsrs crate's own minimums: under 8 training items it fits nothing, under 64 only
/// the four initial stabilities.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fitted {
    Defaults,
    FirstFour,
    All,
}

impl Fitted {
    /// What a result says it fitted, compared with FSRS's defaults.
    pub fn of(parameters: &[f32]) -> Fitted {
        let defaults = &fsrs::DEFAULT_PARAMETERS[..];
        if parameters == defaults {
            Fitted::Defaults
        } else if parameters.get(4..) == defaults.get(4..) {
            Fitted::FirstFour
        } else {
            Fitted::All
        }
    }
}

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum OptimizeError {
    /// No question was answered on two different days: nothing says how memory fades.
    #[error("{have} reviews, none on a later day than the one before")]
    NotEnough { have: usize },
    #[error("the FSRS optimiser failed: {0}")]
    Failed(String),
}

fn grade(r: Rating) -> u32 {
    match r {
        Rating::Again => 1,
        Rating::Hard => 2,
        Rating::Good => 3,
        Rating::Easy => 4,
    }
}

/// Training items: for every question, each of its histories up to one of its reviews
/// after the first (the prefix items FSRS trains on), with elapsed learner days.
pub fn items(answers: &[Answer], clock: Clock) -> Vec<FSRSItem> {
    let mut by_item: BTreeMap<&str, Vec<&Answer>> = BTreeMap::new();
    for a in answers {
        by_item.entry(a.item.as_str()).or_default().push(a);
    }
    let mut out = Vec::new();
    for (_, mut history) in by_item {
        history.sort_by_key(|a| a.at);
        history.truncate(MAX_REVIEWS_PER_ITEM);
        let mut reviews = Vec::with_capacity(history.len());
        let mut last: Option<i64> = None;
        for a in history {
            let delta_t = last.map_or(0, |l| (clock.day_of(a.at) - clock.day_of(l)).max(0) as u32);
            last = Some(a.at);
            reviews.push(FSRSReview {
                rating: grade(a.rating),
                delta_t,
            });
            if reviews.len() > 1 {
                out.push(FSRSItem {
                    reviews: reviews.clone(),
                });
            }
        }
    }
    out
}

/// The memory (stability, difficulty) one question's whole history gives with `parameters`,
/// its answers oldest first as (time, rating): what a question's schedule row holds once the
/// parameters change (Anki recalculates every card's memory state after optimising).
pub fn memory_of(
    history: &[(i64, Rating)],
    clock: Clock,
    parameters: &[f32],
) -> Result<Option<(f32, f32)>, OptimizeError> {
    let model = FSRS::new(parameters).map_err(|e| OptimizeError::Failed(e.to_string()))?;
    let mut reviews = Vec::with_capacity(history.len());
    let mut last: Option<i64> = None;
    for (at, rating) in history {
        let delta_t = last.map_or(0, |l| (clock.day_of(*at) - clock.day_of(l)).max(0) as u32);
        last = Some(*at);
        reviews.push(FSRSReview {
            rating: grade(*rating),
            delta_t,
        });
    }
    if reviews.is_empty() {
        return Ok(None);
    }
    model
        .memory_state(FSRSItem { reviews }, None)
        .map(|m| Some((m.stability, m.difficulty)))
        .map_err(|e| OptimizeError::Failed(e.to_string()))
}

/// Fits the weights to the log; `current` are the weights in use, to compare against.
pub fn fit(answers: &[Answer], clock: Clock, current: &[f32]) -> Result<Fit, OptimizeError> {
    // The optimiser needs a history that has crossed a day at least once (it panics
    // otherwise): items still within their first day say nothing about long-term memory.
    // There is no floor beyond that: with few items the fsrs crate itself fits fewer of the
    // weights, or keeps the defaults, as Anki does.
    let train: Vec<FSRSItem> = items(answers, clock)
        .into_iter()
        .filter(|i| i.reviews.iter().skip(1).any(|r| r.delta_t > 0))
        .collect();
    if train.is_empty() {
        return Err(OptimizeError::NotEnough {
            have: answers.len(),
        });
    }
    let items = train.len();
    let failed = |e: fsrs::FSRSError| OptimizeError::Failed(e.to_string());
    // Predictions are judged on answers given on a later day than the one before (a
    // same-day repeat is short-term memory, which FSRS predicts as certain).
    let judged: Vec<FSRSItem> = train
        .iter()
        .filter(|i| i.reviews.last().is_some_and(|r| r.delta_t > 0))
        .cloned()
        .collect();
    let loss = |w: &[f32]| -> Result<f32, OptimizeError> {
        let model = FSRS::new(w).map_err(failed)?;
        model
            .evaluate(judged.clone(), |_| true)
            .map(|e| e.log_loss)
            .map_err(failed)
    };
    let before = loss(current)?;
    // A panic inside the optimiser (it has met inputs it did not expect before) must not
    // end latih: it is a failed fit, and the parameters in use stay.
    let input = fsrs::ComputeParametersInput {
        train_set: train.clone(),
        ..Default::default()
    };
    let parameters = std::panic::catch_unwind(move || fsrs::compute_parameters(input))
        .map_err(|_| OptimizeError::Failed("the optimiser stopped".into()))?
        .map_err(failed)?;
    let after = loss(&parameters)?;
    let questions: std::collections::HashSet<&str> =
        answers.iter().map(|a| a.item.as_str()).collect();
    let mut days: BTreeMap<&str, std::collections::BTreeSet<i64>> = BTreeMap::new();
    for a in answers {
        days.entry(a.item.as_str())
            .or_default()
            .insert(clock.day_of(a.at));
    }
    Ok(Fit {
        fitted: Fitted::of(&parameters),
        parameters,
        before,
        after,
        reviews: answers.len(),
        items,
        questions: questions.len(),
        questions_used: days.values().filter(|d| d.len() > 1).count(),
        shared: false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn items_are_prefixes_with_learner_days_between_reviews() {
        // 10:00, then 23:30 the same day, then 01:00 (still that learner day), then 08:00.
        let t0 = 1_796_119_200;
        let log: Vec<Answer> = [t0, t0 + 48_600, t0 + 54_000, t0 + 79_200]
            .iter()
            .map(|&at| Answer {
                item: "q".into(),
                at,
                rating: Rating::Good,
            })
            .collect();
        let items = items(&log, Clock::new(t0, 0));
        assert_eq!(items.len(), 3);
        let last = &items[2].reviews;
        let deltas: Vec<u32> = last.iter().map(|r| r.delta_t).collect();
        assert_eq!(deltas, vec![0, 0, 0, 1]);
    }

    #[test]
    fn memory_of_a_history_follows_its_parameters() {
        let day = 86_400;
        let history = [
            (0, Rating::Good),
            (day, Rating::Good),
            (4 * day, Rating::Again),
            (5 * day, Rating::Good),
        ];
        let clock = Clock::new(10 * day, 0);
        let (s, d) = memory_of(&history, clock, &fsrs::DEFAULT_PARAMETERS)
            .expect("memory")
            .expect("a history");
        assert!(s > 0.0 && (1.0..=10.0).contains(&d), "{s} {d}");
        let mut other = fsrs::DEFAULT_PARAMETERS.to_vec();
        other[0] *= 2.0;
        other[2] *= 1.5;
        let (s2, _) = memory_of(&history, clock, &other)
            .expect("memory")
            .expect("a history");
        assert_ne!(s, s2, "other parameters, another memory");
        assert_eq!(memory_of(&[], clock, &other), Ok(None));
    }

    #[test]
    fn answers_all_on_one_day_say_nothing_about_forgetting() {
        let log = vec![
            Answer {
                item: "q".into(),
                at: 0,
                rating: Rating::Good
            };
            12
        ];
        assert_eq!(
            fit(&log, Clock::new(0, 0), &fsrs::DEFAULT_PARAMETERS),
            Err(OptimizeError::NotEnough { have: 12 })
        );
    }
}
