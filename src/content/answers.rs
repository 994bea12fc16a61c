//! A numeric question against the calculator it names: the answer and its unit must be a
//! figure the calculator gives at its defaults, reported at the field that holds the
//! mistake.

use super::bank_file::BankCandidate;
use super::broken::report;
use crate::core::problem::{Problem, ProblemKind};

/// The kinds of quantity a calculator's outputs measure, as keys (`bytes, rate`).
fn measures(calc: &crate::core::calc::Calculator) -> String {
    use crate::core::units::{Dim, unit_of};
    let mut kinds: Vec<&str> = Vec::new();
    for o in &calc.outputs {
        let k = match unit_of(&o.unit).dim {
            Dim::Bytes => "bytes",
            Dim::Rate => "rate",
            Dim::Count => "count",
            Dim::Time => "time",
        };
        if !kinds.contains(&k) {
            kinds.push(k);
        }
    }
    kinds.join(",")
}

/// `got` with the decimals (three, or more) that keep it from reading as `answer`: a
/// sentence must not say "the answer is 150 GB, but the calculator gives 150 GB".
fn apart(got: f64, answer: f64) -> f64 {
    (3..=9)
        .map(|d| {
            let f = 10f64.powi(d);
            (got * f).round() / f
        })
        .find(|g| *g != answer)
        .unwrap_or(got)
}

/// A numeric question naming a calculator must be answered by one of its outputs with its
/// defaults, in the same kind of unit: the learner is marked against the question's figure
/// and then shown the calculator's.
pub(super) fn answers_agree(banks: &[BankCandidate], out: &mut Vec<Problem>) {
    use crate::core::calc::agree::{Disagree, disagreement};
    use crate::core::quiz::Kind;
    for b in banks {
        for q in &b.bank.questions {
            let Kind::Numeric {
                value,
                unit,
                calculator: Some(id),
                ..
            } = &q.kind
            else {
                continue;
            };
            let Some(calc) = banks
                .iter()
                .flat_map(|x| &x.bank.calculators)
                .find(|c| c.id == *id)
            else {
                continue;
            };
            let Some(d) = disagreement(q, calc) else {
                continue;
            };
            let Some(site) = b.question_sites.iter().find(|s| s.target == q.id) else {
                continue;
            };
            // At the field that holds the mistake: `unit:` for a kind or a bit/byte mix-up,
            // `value:` for a figure; the question's id when the field cannot be found.
            let question = site.path.trim_end_matches("id");
            let field = |f: &str| {
                let sites = if f == "unit" {
                    &b.unit_sites
                } else {
                    &b.value_sites
                };
                sites
                    .iter()
                    .find(|s| s.path == format!("{question}{f}"))
                    .unwrap_or(site)
            };
            let unit = unit.text(crate::core::lang::Lang::En).to_string();
            let (kind, at) = match d {
                Disagree::NoSuchKind => {
                    let measures = measures(calc);
                    let kind = ProblemKind::CalcAnswerKind {
                        calculator: id.clone(),
                        unit,
                        measures,
                    };
                    (kind, field("unit"))
                }
                Disagree::Bits { bytes } => {
                    (ProblemKind::CalcAnswerBits { unit, bytes }, field("unit"))
                }
                Disagree::Off { output, value: got } => {
                    let kind = ProblemKind::CalcAnswerOff {
                        calculator: id.clone(),
                        answer: format!("{value} {unit}"),
                        output,
                        gives: format!("{} {unit}", apart(got, *value)),
                    };
                    (kind, field("value"))
                }
            };
            report(out, &b.display, kind, at);
        }
    }
}
