//! Back-of-envelope calculators: inputs with units, ranges and step rules, outputs computed
//! from formulas over inputs and earlier outputs, and thresholds that say what a figure
//! means ("no longer fits on one machine"). Pure: values in, values out.

pub mod agree;
pub mod text;

use super::formula::{self, Dims, EvalError, Expr, FormulaError};
use super::lesson::Label;
use super::quantity;
use super::units::{self, Dim};

/// How Left and Right move an input.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Step {
    /// Add or take away this much (in the input's unit).
    Linear(f64),
    /// 1, 2, 5, 10, 20, 50 ... for large counts.
    OneTwoFive,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Input {
    pub name: String,
    pub label: Label,
    /// The unit as written (`B`, `posts/s`, `users`); values are kept in base units.
    pub unit: String,
    pub default: f64,
    pub min: Option<f64>,
    pub max: Option<f64>,
    pub step: Step,
}

pub use super::threshold::Threshold;

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Output {
    pub name: String,
    pub label: Label,
    pub formula: String,
    pub unit: String,
    pub thresholds: Vec<Threshold>,
    /// The parsed formula; `None` until `compile` succeeds.
    pub expr: Option<Expr>,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Calculator {
    pub id: String,
    pub lesson: Option<String>,
    pub title: Option<Label>,
    pub inputs: Vec<Input>,
    pub outputs: Vec<Output>,
    /// Thresholds about every output that measures what they do.
    pub thresholds: Vec<Threshold>,
    /// Every figure at the defaults as its marks show it, in both languages
    /// (`marks::figures_of`): worked out as the bank file is read, on the thread that read
    /// it, and cached with the file, so a warm start formats none of them (formatting them
    /// all was three quarters of the loader's own time). Empty until then.
    #[serde(default)]
    pub shown: super::lesson::body::FigureTexts,
}

/// The dimension and size in base units of a unit as written.
pub fn unit_dims(unit: &str) -> (Dims, f64) {
    let u = units::unit_of(unit);
    let dims = match u.dim {
        Dim::Bytes => Dims::BYTES,
        Dim::Rate => Dims::RATE,
        Dim::Count => Dims::COUNT,
        Dim::Time => Dims::TIME,
    };
    (dims, u.factor)
}

/// A formula that cannot be used, and where.
#[derive(Debug, Clone, PartialEq)]
pub struct CompileError {
    /// Index of the output whose formula is wrong.
    pub output: usize,
    pub error: FormulaError,
}

/// An output whose formula gives another kind of quantity than its unit says.
#[derive(Debug, Clone, PartialEq)]
pub struct UnitMismatch {
    pub output: usize,
    pub formula: Dims,
    pub unit: Dims,
}

#[derive(Debug, Clone, PartialEq)]
pub enum CalcProblem {
    Formula(CompileError),
    Unit(UnitMismatch),
    /// An input's default outside its own min / max.
    DefaultOutside {
        input: usize,
    },
    /// An output that cannot be worked out at the defaults, or with one input at its `min`
    /// or `max` and the rest at their defaults: the card would show no figure.
    NoValue {
        output: usize,
        at: Extreme,
        error: EvalError,
    },
}

/// Where a calculator's inputs stand when an output is tried.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Extreme {
    Defaults,
    /// This input at its `min`.
    Min(usize),
    /// This input at its `max`.
    Max(usize),
}

impl Calculator {
    /// Every name a formula may use, in order: inputs, then outputs.
    pub fn names(&self) -> Vec<String> {
        self.inputs
            .iter()
            .map(|i| i.name.clone())
            .chain(self.outputs.iter().map(|o| o.name.clone()))
            .collect()
    }

    /// Parses every formula and checks units and defaults; outputs that fail stay without a
    /// formula, the rest work.
    pub fn compile(&mut self) -> Vec<CalcProblem> {
        let mut problems = Vec::new();
        for (i, input) in self.inputs.iter().enumerate() {
            let below = input.min.is_some_and(|m| input.default < m);
            let above = input.max.is_some_and(|m| input.default > m);
            if below || above {
                problems.push(CalcProblem::DefaultOutside { input: i });
            }
        }
        let names = self.names();
        let mut dims: Vec<Dims> = self.inputs.iter().map(|i| unit_dims(&i.unit).0).collect();
        let n_inputs = self.inputs.len();
        for (k, out) in self.outputs.iter_mut().enumerate() {
            let (unit, _) = unit_dims(&out.unit);
            match formula::parse(&out.formula, &names, n_inputs + k, &dims) {
                Ok((expr, got)) => {
                    if got != unit {
                        problems.push(CalcProblem::Unit(UnitMismatch {
                            output: k,
                            formula: got,
                            unit,
                        }));
                    }
                    out.expr = Some(expr);
                }
                Err(error) => {
                    problems.push(CalcProblem::Formula(CompileError { output: k, error }));
                    out.expr = None;
                }
            }
            dims.push(unit);
        }
        problems.extend(self.no_values());
        problems
    }

    /// Outputs that cannot be worked out at the defaults, or at any input's `min` or `max`
    /// (the rest at their defaults): the first such place per output. An output that only
    /// follows from another one's failure is not reported again.
    fn no_values(&self) -> Vec<CalcProblem> {
        let defaults = self.defaults();
        let mut tries = vec![(Extreme::Defaults, defaults.clone())];
        for (i, input) in self.inputs.iter().enumerate() {
            let factor = unit_dims(&input.unit).1;
            for (bound, at) in [(input.min, Extreme::Min(i)), (input.max, Extreme::Max(i))] {
                if let Some(v) = bound {
                    let mut values = defaults.clone();
                    values[i] = v * factor;
                    tries.push((at, values));
                }
            }
        }
        let mut out: Vec<CalcProblem> = Vec::new();
        for (at, values) in tries {
            for (output, r) in self.evaluate(&values).into_iter().enumerate() {
                let error = match r {
                    Err(EvalError::Needs) | Ok(_) => continue,
                    Err(e) => e,
                };
                let seen = out
                    .iter()
                    .any(|p| matches!(p, CalcProblem::NoValue { output: o, .. } if *o == output));
                if !seen && self.outputs[output].expr.is_some() {
                    out.push(CalcProblem::NoValue { output, at, error });
                }
            }
        }
        out
    }

    /// The default of every input, in base units.
    pub fn defaults(&self) -> Vec<f64> {
        self.inputs
            .iter()
            .map(|i| i.default * unit_dims(&i.unit).1)
            .collect()
    }

    /// Every output from these input values (base units). An output that cannot be
    /// computed gives its error, and so does every output that uses it.
    pub fn evaluate(&self, inputs: &[f64]) -> Vec<Result<f64, EvalError>> {
        let mut values: Vec<f64> = inputs.to_vec();
        let mut out: Vec<Result<f64, EvalError>> = Vec::with_capacity(self.outputs.len());
        let n = inputs.len();
        for o in &self.outputs {
            let broken = |i: usize| i >= n && out.get(i - n).is_some_and(Result::is_err);
            let r = match &o.expr {
                Some(e) if e.uses(&broken) => Err(EvalError::Needs),
                Some(e) => formula::eval(e, &values),
                None => Err(EvalError::Needs),
            };
            values.push(*r.as_ref().unwrap_or(&f64::NAN));
            out.push(r);
        }
        out
    }

    /// The highest threshold an output's value (base units) passes: the message that
    /// applies. Compared before any rounding.
    pub fn crossed(&self, output: usize, value: f64) -> Option<&Threshold> {
        let o = self.outputs.get(output)?;
        super::threshold::crossed(&o.thresholds, &self.thresholds, &o.unit, value)
    }

    /// The lines (base units) of every threshold about an output, so its figure can be
    /// written with the decimals that keep it on the right side of each.
    pub fn lines(&self, output: usize) -> Vec<f64> {
        self.outputs
            .get(output)
            .map(|o| {
                super::threshold::about(&o.thresholds, &self.thresholds, &o.unit)
                    .map(|(line, _)| line)
                    .collect()
            })
            .unwrap_or_default()
    }
}

impl Input {
    /// The value one step up or down from `value` (base units), kept within min and max.
    pub fn stepped(&self, value: f64, up: bool) -> f64 {
        let factor = unit_dims(&self.unit).1;
        let v = value / factor;
        let next = match self.step {
            Step::Linear(s) => {
                if up {
                    v + s
                } else {
                    v - s
                }
            }
            Step::OneTwoFive => one_two_five(v, up),
        };
        let next = match (self.min, self.max) {
            (Some(lo), _) if next < lo => lo,
            (_, Some(hi)) if next > hi => hi,
            _ => next,
        };
        next * factor
    }

    /// A typed value (`5jt`, `5 million`, `1.5 KB`, `250 µs`) in base units, or why not.
    pub fn read(&self, typed: &str, lang: super::lang::Lang) -> Result<f64, ReadError> {
        self.read_noted(typed, lang).map(|(v, _)| v)
    }

    /// The value, and how forms that could be read two ways were read (`40.000`, `5M`).
    pub fn read_noted(
        &self,
        typed: &str,
        lang: super::lang::Lang,
    ) -> Result<(f64, Vec<quantity::Note>), ReadError> {
        // The input's own unit word counts: `10 users` on a users input.
        let names: Vec<String> = self
            .unit
            .split('/')
            .next()
            .map(|w| vec![w.trim().to_string()])
            .unwrap_or_default();
        let r = quantity::read(typed, lang, &names).map_err(ReadError::Read)?;
        let (want, factor) = unit_dims(&self.unit);
        let value = match r.dims {
            // A bare number is in the input's own unit.
            None => r.value * factor,
            // `10 users`: counted in the input's unit.
            Some(Dims::COUNT) if want == Dims::COUNT => r.value * factor,
            Some(d) if d == want => r.value,
            Some(got) => return Err(ReadError::WrongUnit { got }),
        };
        let unit_value = value / factor;
        if self.min.is_some_and(|m| unit_value < m) || self.max.is_some_and(|m| unit_value > m) {
            return Err(ReadError::OutOfRange);
        }
        Ok((value, r.notes))
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadError {
    /// Not a figure the reader can read: the reason names the word or the number.
    Read(quantity::ReadError),
    /// A unit that measures something else than the input (`8 B` for a latency).
    WrongUnit {
        got: Dims,
    },
    OutOfRange,
}

/// The next value of the 1-2-5 series up or down from `v`; a value between two of them goes
/// to the nearer one in that direction.
pub fn one_two_five(v: f64, up: bool) -> f64 {
    if v <= 0.0 {
        return if up { 1.0 } else { 0.0 };
    }
    let decade = 10f64.powf(v.log10().floor());
    let series = [1.0, 2.0, 5.0, 10.0, 20.0];
    let eps = 1e-9 * v;
    if up {
        series
            .iter()
            .map(|m| m * decade)
            .find(|x| *x > v + eps)
            .unwrap_or(decade * 10.0)
    } else {
        [0.5, 1.0, 2.0, 5.0]
            .iter()
            .rev()
            .map(|m| m * decade)
            .find(|x| *x < v - eps)
            .unwrap_or(decade * 0.5)
    }
}

#[cfg(test)]
mod tests;
