//! Numeric questions whose inputs change each time they are asked: a question that names a
//! calculator may `vary` some of its inputs within a range, so review asks for the reasoning
//! again instead of a remembered number. The answer is the calculator's own output at the
//! drawn inputs, and the question's figure marks show the drawn values.

use super::calc::{Calculator, Step, one_two_five, unit_dims};
use super::lesson::body::{FigureTexts, Marks};
use super::quiz::{Kind, Question};
use super::shuffle::Shuffler;

pub use super::quiz::{Drawn, Vary};

/// The most values a range is drawn from: a finer grid gives nothing a learner would notice.
const MAX_CHOICES: usize = 1000;

/// The values an input may take in `[min, max]`, on its steps (1-2-5, or `min` plus whole
/// steps); `min` and `max` alone when the steps give fewer than two.
fn choices(step: Step, min: f64, max: f64) -> Vec<f64> {
    let mut out = Vec::new();
    match step {
        Step::Linear(s) if s > 0.0 => {
            let n = ((max - min) / s).floor() as usize;
            let stride = (n / MAX_CHOICES).max(1);
            out.extend((0..=n).step_by(stride).map(|k| min + k as f64 * s));
        }
        Step::OneTwoFive if min > 0.0 => {
            let mut v = one_two_five(min * (1.0 - 1e-9), true).min(min);
            while v <= max * (1.0 + 1e-9) && out.len() < MAX_CHOICES {
                if v >= min * (1.0 - 1e-9) {
                    out.push(v);
                }
                v = one_two_five(v, true);
            }
        }
        _ => {}
    }
    if out.len() < 2 {
        out = vec![min, max];
    }
    out
}

/// The output of `c` that answers `q`: the one in the question's kind of unit closest to its
/// `value` at the defaults (the one lint checked it against).
fn answering_output(q: &Question, c: &Calculator) -> Option<usize> {
    let (found, expected) = super::calc::agree::candidates(q, c)?;
    (found.into_iter())
        .min_by(|a, b| (a.1 - expected).abs().total_cmp(&(b.1 - expected).abs()))
        .map(|(i, _)| i)
}

/// `q` asked with freshly drawn inputs: its answer worked out by `c` and its marks showing
/// the drawn figures; `None` when it varies nothing (or cannot be worked out there).
pub fn draw(q: &Question, c: &Calculator, rng: &mut Shuffler) -> Option<Drawn> {
    let Kind::Numeric { vary, unit, .. } = &q.kind else {
        return None;
    };
    if vary.is_empty() {
        return None;
    }
    let out = answering_output(q, c)?;
    let mut values = c.defaults();
    for v in vary {
        let Some(i) = c.inputs.iter().position(|x| x.name == v.input) else {
            continue;
        };
        let input = &c.inputs[i];
        let options = choices(input.step, v.min.min(v.max), v.max.max(v.min));
        let pick = (rng.next_seed() % options.len() as u64) as usize;
        values[i] = options[pick] * unit_dims(&input.unit).1;
    }
    let answer = c.evaluate(&values).get(out)?.as_ref().ok().copied()?;
    let answer = answer / unit_dims(unit.text(super::lang::Lang::En)).1;
    if !answer.is_finite() {
        return None;
    }
    let mut figures = FigureTexts::new();
    super::marks::figures_at(c, &values, &mut figures);
    let marks = Marks {
        terms: Default::default(),
        figures,
    };
    let mut drawn = q.clone();
    super::marks::refill_question(&mut drawn, &marks);
    if let Kind::Numeric { value, .. } = &mut drawn.kind {
        *value = answer;
    }
    Some(Drawn {
        question: drawn,
        values,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_give_the_choices() {
        assert_eq!(
            choices(Step::Linear(50.0), 100.0, 300.0),
            [100.0, 150.0, 200.0, 250.0, 300.0]
        );
        assert_eq!(choices(Step::OneTwoFive, 1e6, 1e7), [1e6, 2e6, 5e6, 1e7]);
        assert_eq!(choices(Step::Linear(1000.0), 1.0, 2.0), [1.0, 2.0]);
        assert!(choices(Step::Linear(1.0), 0.0, 1e9).len() <= MAX_CHOICES + 1);
    }
}
