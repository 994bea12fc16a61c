//! Whether a numeric question and the calculator it names agree: with its defaults, one of
//! the calculator's outputs must give the question's answer (within its tolerance) in the same
//! kind of unit. Otherwise "open in calculator" after the answer shows another figure than
//! the one the learner was marked against.

use crate::core::calc::{Calculator, unit_dims};
use crate::core::quiz::{Kind, Question};
use crate::core::units;

/// How a question and its calculator disagree.
#[derive(Debug, Clone, PartialEq)]
pub enum Disagree {
    /// No output measures what the question's unit does (a size against counts).
    NoSuchKind,
    /// The outputs of that kind give other figures; the closest, in the question's unit.
    Off { output: String, value: f64 },
    /// The unit is one of bits (`Gb`) and the answer agrees when read in bytes (`GB`).
    Bits { bytes: String },
}

/// The byte unit a bit unit is easily mistaken for: `Gb` for `GB`, `bits` for `B`.
fn byte_unit_of_bits(unit: &str) -> Option<String> {
    let u = unit.trim();
    match u {
        "Kb" | "Mb" | "Gb" | "Tb" => Some(format!("{}B", &u[..1])),
        "bit" | "bits" => Some("B".into()),
        _ => None,
    }
}

/// The outputs of `c` (index, value at the defaults, base units) that measure what numeric
/// question `q` asks for, and its answer in base units; `None` for another kind of question.
pub fn candidates(q: &Question, c: &Calculator) -> Option<(Vec<(usize, f64)>, f64)> {
    let Kind::Numeric { value, unit, .. } = &q.kind else {
        return None;
    };
    // Units are written alike in both languages where it matters (GB, writes/s); English
    // is the one the dimension is read from.
    let (dims, factor) = unit_dims(unit.text(crate::core::lang::Lang::En));
    let results = c.evaluate(&c.defaults());
    let found = (c.outputs.iter().zip(&results).enumerate())
        .filter(|(_, (o, _))| unit_dims(&o.unit).0 == dims)
        .filter_map(|(i, (_, r))| r.as_ref().ok().map(|v| (i, *v)))
        .collect();
    Some((found, value * factor))
}

/// `None` when they agree (or the question is not a numeric one naming a calculator).
pub fn disagreement(q: &Question, c: &Calculator) -> Option<Disagree> {
    let Kind::Numeric {
        value,
        unit,
        tolerance,
        ..
    } = &q.kind
    else {
        return None;
    };
    let factor = unit_dims(unit.text(crate::core::lang::Lang::En)).1;
    let (found, expected) = candidates(q, c)?;
    let candidates: Vec<(&str, f64)> = (found.iter())
        .map(|(i, v)| (c.outputs[*i].name.as_str(), *v))
        .collect();
    if candidates.is_empty() {
        return Some(Disagree::NoSuchKind);
    }
    let off = |v: f64| units::deviation(v, expected).percent.abs();
    if candidates
        .iter()
        .any(|(_, v)| tolerance.admits(*v, expected))
    {
        return None;
    }
    if let Some(bytes) = byte_unit_of_bits(unit.text(crate::core::lang::Lang::En)) {
        let as_bytes = value * unit_dims(&bytes).1;
        let near = |v: f64| tolerance.admits(v, as_bytes);
        if candidates.iter().any(|(_, v)| near(*v)) {
            return Some(Disagree::Bits { bytes });
        }
    }
    let (name, v) = candidates
        .iter()
        .min_by(|a, b| off(a.1).total_cmp(&off(b.1)))?;
    Some(Disagree::Off {
        output: name.to_string(),
        value: v / factor,
    })
}
