//! Calculators: inputs, outputs and thresholds, and the step rule an input moves by.

use super::{label, number, opt_label, present, string, text};
use crate::content::yaml::Node;
use crate::core::calc::{Calculator, Input as CalcInput, Output as CalcOutput, Step, Threshold};

fn threshold(t: &Node) -> Threshold {
    Threshold {
        above: number(t, "above").unwrap_or(0.0),
        unit: string(t, "unit"),
        message: present(t, "message").map(text).unwrap_or_default(),
    }
}

fn calc_input(i: &Node) -> CalcInput {
    CalcInput {
        name: string(i, "name").unwrap_or_default(),
        label: present(i, "label").map(label).unwrap_or_default(),
        unit: string(i, "unit").unwrap_or_default(),
        default: number(i, "default").unwrap_or(0.0),
        min: number(i, "min"),
        max: number(i, "max"),
        step: string(i, "step")
            .as_deref()
            .and_then(step)
            .unwrap_or(Step::OneTwoFive),
    }
}

fn calc_output(o: &Node) -> CalcOutput {
    CalcOutput {
        name: string(o, "name").unwrap_or_default(),
        label: present(o, "label").map(label).unwrap_or_default(),
        formula: string(o, "formula").unwrap_or_default(),
        unit: string(o, "unit").unwrap_or_default(),
        thresholds: present(o, "thresholds")
            .map(|t| t.items().iter().map(threshold).collect())
            .unwrap_or_default(),
        expr: None,
    }
}

/// A calculator as written, its formulas compiled (the checker has reported any problem).
pub fn calculator(node: &Node, lesson: Option<&str>) -> Calculator {
    let list = |field: &str| {
        present(node, field)
            .map(|l| l.items().to_vec())
            .unwrap_or_default()
    };
    let mut c = Calculator {
        id: string(node, "id").unwrap_or_default(),
        lesson: lesson.map(str::to_string),
        title: opt_label(node, "title"),
        inputs: list("inputs").iter().map(calc_input).collect(),
        outputs: list("outputs").iter().map(calc_output).collect(),
        thresholds: list("thresholds").iter().map(threshold).collect(),
        shown: Default::default(),
    };
    c.compile();
    let mut shown = Default::default();
    crate::core::marks::figures_of(&c, &mut shown);
    c.shown = shown;
    c
}

/// `1-2-5`, or a positive number for linear steps; `None` for anything else.
pub fn step(s: &str) -> Option<Step> {
    match s.trim() {
        "1-2-5" => Some(Step::OneTwoFive),
        other => other
            .replace('_', "")
            .parse::<f64>()
            .ok()
            .filter(|n| *n > 0.0 && n.is_finite())
            .map(Step::Linear),
    }
}
