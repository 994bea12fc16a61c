//! Fitting the scheduler to the learner's own memory, as Anki's "optimise" does: the review
//! log becomes FSRS training items (each review with the learner days since the one before),
//! the `fsrs` crate fits the 21 weights, and the fit is kept only if it predicts the log
//! better than the weights in use (log loss, lower is better).

use std::collections::BTreeMap;

use fsrs::{FSRS, FSRSItem, FSRSReview};

use super::clock::Clock;
use super::schedule::Rating;

/// Reviews needed before a fit says more than the defaults (Anki asks for a few hundred).
pub const MIN_REVIEWS: usize = 400;

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
    pub reviews: usize,
}

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum OptimizeError {
    #[error("{have} reviews; at least {need} are needed")]
    NotEnough { have: usize, need: usize },
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

/// Fits the weights to the log; `current` are the weights in use, to compare against.
pub fn fit(answers: &[Answer], clock: Clock, current: &[f32]) -> Result<Fit, OptimizeError> {
    if answers.len() < MIN_REVIEWS {
        return Err(OptimizeError::NotEnough {
            have: answers.len(),
            need: MIN_REVIEWS,
        });
    }
    // The optimiser needs a history that has crossed a day at least once (it panics
    // otherwise): items still within their first day say nothing about long-term memory.
    let train: Vec<FSRSItem> = items(answers, clock)
        .into_iter()
        .filter(|i| i.reviews.iter().skip(1).any(|r| r.delta_t > 0))
        .collect();
    if train.is_empty() {
        return Err(OptimizeError::NotEnough {
            have: 0,
            need: MIN_REVIEWS,
        });
    }
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
    Ok(Fit {
        parameters,
        before,
        after,
        reviews: answers.len(),
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
    fn too_few_reviews_say_how_many_are_needed() {
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
            Err(OptimizeError::NotEnough {
                have: 12,
                need: MIN_REVIEWS
            })
        );
    }
}
