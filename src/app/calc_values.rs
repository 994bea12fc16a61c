//! The learner's values of every calculator touched in this run: kept in the model after a
//! calculator closes, so the lesson's card shows what the learner last tried.

use std::collections::HashMap;

use crate::core::calc::Calculator;

/// The learner's values of every calculator touched in this run, by calculator id.
pub type CalcValues = HashMap<String, Kept>;

/// A calculator's values as the learner left them, with the defaults they were left
/// beside: an input the learner did not change follows the file when its default changes
/// (`--watch`), one they typed stays theirs.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Kept {
    pub values: Vec<f64>,
    pub defaults: Vec<f64>,
}

/// The values to show for `c`: the learner's where they changed one, the file's defaults
/// everywhere else; and whether any is the learner's.
pub fn values_of(c: &Calculator, kept: &CalcValues) -> (Vec<f64>, bool) {
    let now = c.defaults();
    let Some(k) = kept
        .get(&c.id)
        .filter(|k| k.values.len() == now.len() && k.defaults.len() == now.len())
    else {
        return (now, false);
    };
    let mut theirs = false;
    let values = (k.values.iter().zip(&k.defaults).zip(&now))
        .map(|((v, was), default)| {
            if v == was {
                *default
            } else {
                theirs = true;
                *v
            }
        })
        .collect();
    (values, theirs)
}
