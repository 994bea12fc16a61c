//! Rules of calculators: names a formula can use, step rules, and what compiling the
//! calculator finds (syntax, unknown or later names, units that cannot mix, defaults
//! outside their range), each reported at the field it is about.

use super::{Checker, Path, site};
use crate::content::convert;
use crate::content::yaml::Node;
use crate::core::calc::{CalcProblem, Calculator, CompileError, Extreme, UnitMismatch, unit_dims};
use crate::core::formula::EvalError;
use crate::core::formula::FormulaError;
use crate::core::problem::{NodeKind, ProblemKind};
use crate::core::threshold::measures_alike;

const FUNCTIONS: &[&str] = &["min", "max", "ceil", "floor", "round", "sqrt"];

fn is_name(s: &str) -> bool {
    let mut chars = s.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_lowercase() || c == '_')
        && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
        && !FUNCTIONS.contains(&s)
}

impl Checker<'_> {
    /// A calculator's names, steps and thresholds, then what compiling it finds, in that
    /// order.
    pub(super) fn calculator_rules(&mut self, node: &Node, path: &Path<'_>) {
        let inputs = node.get("inputs").map(|n| n.items()).unwrap_or_default();
        let outputs = node.get("outputs").map(|n| n.items()).unwrap_or_default();
        let ipath = Path::Field(path, "inputs");
        let opath = Path::Field(path, "outputs");
        self.name_rules(inputs, outputs, &ipath, &opath);
        self.step_rules(inputs, &ipath);
        self.threshold_rules(node, path, outputs);
        let mut calc = convert::calculator(node, None);
        for problem in calc.compile() {
            match problem {
                CalcProblem::DefaultOutside { input } => {
                    self.default_outside(&calc, inputs, &ipath, input)
                }
                CalcProblem::Unit(u) => self.unit_mismatch(&calc, outputs, &opath, &u),
                CalcProblem::Formula(e) => self.formula_error(&calc, outputs, &opath, e),
                CalcProblem::NoValue { output, at, error } => {
                    self.no_value(&calc, outputs, &opath, (output, at, error))
                }
            }
        }
    }

    /// Every input and output has a name a formula can use, and no two the same.
    fn name_rules(
        &mut self,
        inputs: &[Node],
        outputs: &[Node],
        ipath: &Path<'_>,
        opath: &Path<'_>,
    ) {
        let mut seen: Vec<(String, usize)> = Vec::new();
        let entries = inputs
            .iter()
            .enumerate()
            .map(|(i, n)| (n, Path::Index(ipath, i)))
            .chain(
                outputs
                    .iter()
                    .enumerate()
                    .map(|(i, n)| (n, Path::Index(opath, i))),
            )
            .collect::<Vec<_>>();
        for (n, p) in &entries {
            let Some(name) = n.get("name").filter(|v| v.as_text().is_some()) else {
                continue;
            };
            let text = name.as_text().unwrap_or_default().trim().to_string();
            let npath = Path::Field(p, "name");
            if !is_name(&text) {
                self.add(ProblemKind::BadName { name: text.clone() }, name, &npath);
            } else if let Some((_, line)) = seen.iter().find(|(t, _)| *t == text) {
                let kind = ProblemKind::DuplicateId {
                    id: text.clone(),
                    first: "inputs / outputs".into(),
                    line: *line,
                };
                self.add(kind, name, &npath);
            }
            seen.push((text, name.line));
        }
    }

    /// An input's `step` is `1-2-5` or a positive number.
    fn step_rules(&mut self, inputs: &[Node], ipath: &Path<'_>) {
        for (i, input) in inputs.iter().enumerate() {
            if let Some(step) = input.get("step")
                && let Some(s) = step.as_text()
                && convert::step(s).is_none()
            {
                let p = Path::Index(ipath, i);
                let kind = ProblemKind::BadStep {
                    step: s.to_string(),
                };
                self.add(kind, step, &Path::Field(&p, "step"));
            }
        }
    }

    /// An output the card could not show at the defaults or at an input's bound, reported
    /// at its formula.
    fn no_value(
        &mut self,
        calc: &Calculator,
        outputs: &[Node],
        opath: &Path<'_>,
        (output, at, error): (usize, Extreme, EvalError),
    ) {
        let Some(n) = outputs.get(output) else { return };
        let p = Path::Index(opath, output);
        let bound = |i: usize, v: Option<f64>, b: &str| {
            let input = calc.inputs.get(i);
            let name = input.map(|i| i.name.clone()).unwrap_or_default();
            let value = v.map(|v| v.to_string()).unwrap_or_default();
            (name, b.to_string(), value)
        };
        let (input, bound, value) = match at {
            Extreme::Defaults => (String::new(), String::new(), String::new()),
            Extreme::Min(i) => bound(i, calc.inputs.get(i).and_then(|x| x.min), "min"),
            Extreme::Max(i) => bound(i, calc.inputs.get(i).and_then(|x| x.max), "max"),
        };
        let kind = ProblemKind::CalcNoValue {
            output: calc.outputs[output].name.clone(),
            input,
            bound,
            value,
            division: error == EvalError::DivisionByZero,
        };
        let at = n.get("formula").unwrap_or(n);
        self.add(kind, at, &Path::Field(&p, "formula"));
    }

    /// An input's default outside its own `min` and `max`, reported at the default.
    fn default_outside(
        &mut self,
        calc: &Calculator,
        inputs: &[Node],
        ipath: &Path<'_>,
        input: usize,
    ) {
        let Some(n) = inputs.get(input) else { return };
        // A default that is not a number is reported as such, once.
        if n.get("default")
            .is_some_and(|d| d.kind() != NodeKind::Number)
        {
            return;
        }
        let p = Path::Index(ipath, input);
        let i = &calc.inputs[input];
        let fmt = |v: Option<f64>| v.map(|v| v.to_string()).unwrap_or_default();
        let kind = ProblemKind::DefaultOutside {
            value: i.default.to_string(),
            min: fmt(i.min),
            max: fmt(i.max),
        };
        let at = n.get("default").unwrap_or(n);
        self.add(kind, at, &Path::Field(&p, "default"));
    }

    /// An output whose formula measures something other than its unit, reported at the unit.
    fn unit_mismatch(
        &mut self,
        calc: &Calculator,
        outputs: &[Node],
        opath: &Path<'_>,
        u: &UnitMismatch,
    ) {
        let Some(n) = outputs.get(u.output) else {
            return;
        };
        let p = Path::Index(opath, u.output);
        let kind = ProblemKind::CalcUnitMismatch {
            unit: calc.outputs[u.output].unit.clone(),
            formula: dims_key(u.formula),
            expected: dims_key(u.unit),
        };
        let at = n.get("unit").unwrap_or(n);
        self.add(kind, at, &Path::Field(&p, "unit"));
    }

    /// A formula that cannot be used, reported at the place in it that goes wrong.
    fn formula_error(
        &mut self,
        calc: &Calculator,
        outputs: &[Node],
        opath: &Path<'_>,
        e: CompileError,
    ) {
        let Some(n) = outputs.get(e.output) else {
            return;
        };
        let p = Path::Index(opath, e.output);
        let at = n.get("formula").unwrap_or(n);
        let fpath = Path::Field(&p, "formula");
        let text = calc
            .outputs
            .get(e.output)
            .map_or("", |o| o.formula.as_str());
        // Point at the place in a one-line formula, not only at its start: for a
        // bracket never closed, at that bracket.
        let mut offset = formula_offset(&e.error);
        let kind = formula_problem(e.error, text);
        if kind == (ProblemKind::FormulaUnfinished { unclosed: true }) {
            offset = unclosed_bracket(text).unwrap_or(offset);
        }
        let col = at.column + offset;
        let s = site(String::new(), at, &fpath);
        self.add_at(kind, s.line, col, &fpath);
    }

    /// A calculator's own thresholds need a unit, and every threshold's unit must measure
    /// what some output it sits on measures: otherwise it could never show.
    fn threshold_rules(&mut self, node: &Node, path: &Path<'_>, outputs: &[Node]) {
        let unit_of = |n: &Node| {
            n.get("unit")
                .and_then(|u| u.as_text())
                .map(|u| u.trim().to_string())
        };
        let all: Vec<String> = outputs.iter().filter_map(unit_of).collect();
        let listed = all
            .iter()
            .map(|u| format!("`{u}`"))
            .collect::<Vec<_>>()
            .join(", ");
        let tpath = Path::Field(path, "thresholds");
        let shared = node
            .get("thresholds")
            .map(|n| n.items())
            .unwrap_or_default();
        for (i, t) in shared.iter().enumerate() {
            let p = Path::Index(&tpath, i);
            match t.get("unit").filter(|u| u.as_text().is_some()) {
                None if t.kind() == NodeKind::Map => {
                    let kind = ProblemKind::MissingField {
                        field: "unit".into(),
                    };
                    self.add(kind, t, &p);
                }
                None => {}
                Some(u) => {
                    let unit = u.as_text().unwrap_or_default().trim().to_string();
                    if !all.iter().any(|o| measures_alike(&unit, o)) {
                        let kind = ProblemKind::ThresholdAboutNothing {
                            unit,
                            outputs: listed.clone(),
                        };
                        self.add(kind, u, &Path::Field(&p, "unit"));
                    }
                }
            }
        }
        self.ladder(shared, None, &tpath);
        let opath = Path::Field(path, "outputs");
        for (k, o) in outputs.iter().enumerate() {
            let Some(out_unit) = unit_of(o) else { continue };
            let op = Path::Index(&opath, k);
            let otpath = Path::Field(&op, "thresholds");
            let own = o.get("thresholds").map(|n| n.items()).unwrap_or_default();
            self.ladder(own, Some(&out_unit), &otpath);
            for (i, t) in own.iter().enumerate() {
                let Some(u) = t.get("unit").filter(|u| u.as_text().is_some()) else {
                    continue;
                };
                let unit = u.as_text().unwrap_or_default().trim().to_string();
                if !measures_alike(&unit, &out_unit) {
                    let kind = ProblemKind::ThresholdAboutNothing {
                        unit,
                        outputs: format!("`{out_unit}`"),
                    };
                    let p = Path::Index(&otpath, i);
                    self.add(kind, u, &Path::Field(&p, "unit"));
                }
            }
        }
    }

    /// Thresholds about the same figures climb: each line above the one before it (in base
    /// units), as the message of the highest line passed is the one shown.
    fn ladder(&mut self, list: &[Node], out_unit: Option<&str>, path: &Path<'_>) {
        let line = |t: &Node| -> Option<(String, f64, String)> {
            let above = t.get("above")?.as_text()?.trim().to_string();
            let unit = t.get("unit").and_then(|u| u.as_text()).or(out_unit)?.trim();
            let value: f64 = above.parse().ok()?;
            Some((
                format!("{above} {unit}"),
                value * unit_dims(unit).1,
                unit.to_string(),
            ))
        };
        let lines: Vec<Option<(String, f64, String)>> = list.iter().map(line).collect();
        for (i, t) in list.iter().enumerate() {
            let Some((written, at, unit)) = &lines[i] else {
                continue;
            };
            let before = lines[..i]
                .iter()
                .rev()
                .flatten()
                .find(|(_, _, u)| measures_alike(u, unit));
            if let Some((before, b, _)) = before
                && at <= b
                && let Some(node) = t.get("above")
            {
                let kind = ProblemKind::ThresholdOutOfOrder {
                    above: written.clone(),
                    before: before.clone(),
                };
                self.add(kind, node, &Path::Field(&Path::Index(path, i), "above"));
            }
        }
    }

    pub(super) fn calculator_card_rules(&mut self, node: &Node, path: &Path<'_>) {
        if let Some(id) = node.get("id")
            && let Some(text) = id.as_text()
        {
            let s = site(text.to_string(), id, &Path::Field(path, "id"));
            self.calculator_refs.push(s);
        }
    }
}

/// The character offset of the first `(` left open, if any.
fn unclosed_bracket(formula: &str) -> Option<usize> {
    let mut open = Vec::new();
    for (i, c) in formula.chars().enumerate() {
        match c {
            '(' => open.push(i),
            ')' => {
                open.pop();
            }
            _ => {}
        }
    }
    open.first().copied()
}

fn formula_offset(e: &FormulaError) -> usize {
    match e {
        FormulaError::Syntax { at, .. }
        | FormulaError::UnknownName { at, .. }
        | FormulaError::NotYet { at, .. }
        | FormulaError::Mismatch { at, .. }
        | FormulaError::BadPower { at }
        | FormulaError::BadArgs { at, .. }
        | FormulaError::TooDeep { at } => *at,
    }
}

/// `bytes`, `rate`, `count` or `other`, for the message.
fn dims_key(d: crate::core::formula::Dims) -> String {
    use crate::core::formula::Dims;
    match d {
        Dims::BYTES => "bytes",
        Dims::RATE => "rate",
        Dims::COUNT => "count",
        Dims::TIME => "time",
        _ => "other",
    }
    .to_string()
}

fn formula_problem(e: FormulaError, formula: &str) -> ProblemKind {
    match e {
        FormulaError::Syntax { found, .. } if found.is_empty() => ProblemKind::FormulaUnfinished {
            unclosed: formula.matches('(').count() > formula.matches(')').count(),
        },
        FormulaError::Syntax { found, .. } => ProblemKind::FormulaSyntax { found },
        FormulaError::UnknownName { name, .. } => ProblemKind::FormulaUnknownName { name },
        FormulaError::NotYet { name, .. } => ProblemKind::FormulaNotYet { name },
        FormulaError::Mismatch { left, right, .. } => ProblemKind::FormulaMismatch {
            left: dims_key(left),
            right: dims_key(right),
        },
        FormulaError::BadPower { .. } => ProblemKind::FormulaPower,
        FormulaError::BadArgs { func, .. } => ProblemKind::FormulaArgs { func },
        FormulaError::TooDeep { .. } => ProblemKind::FormulaTooDeep {
            depth: crate::core::formula::MAX_DEPTH,
            len: crate::core::formula::MAX_LEN,
        },
    }
}
