//! What a course's marks show, worked out once per load: the glossary's name for a term
//! written as an id alone, and each calculator's inputs and outputs at its defaults for the
//! figure marks (`[=kv-capacity.per_node]`), written the reader's way in both languages.
//! Lesson bodies get them as they are decoded; questions, drills, scenario steps,
//! simulations and glossary definitions are filled at once.

use std::sync::Arc;

use super::calc::Calculator;
use super::course::Course;
use super::glossary::Glossary;
use super::lang::{Lang, Localized};
use super::lesson::body::{FigureTexts, Marks};
use super::quiz::{Bank, Kind, Question};
use crate::i18n::I18n;

/// The form of a figure mark that shows the number without its unit: `[=calc.qps:number]`.
pub const BARE: &str = "number";

/// Every figure of one calculator at its defaults: inputs as given, outputs as worked out
/// (one that cannot be worked out has none: lint names it).
pub fn figures_of(c: &Calculator, out: &mut FigureTexts) {
    figures_at(c, &c.defaults(), out);
}

/// Every figure of one calculator at these input values (base units, in input order).
pub fn figures_at(c: &Calculator, values: &[f64], out: &mut FigureTexts) {
    let (id, en) = (I18n::new(Lang::Id), I18n::new(Lang::En));
    let mut put = |name: &str, value: f64, unit: &str| {
        let with_unit = Localized::new(
            Some(super::figure::in_prose(&id, value, unit)),
            Some(super::figure::in_prose(&en, value, unit)),
        );
        let bare = Localized::new(
            Some(super::figure::bare(&id, value, unit)),
            Some(super::figure::bare(&en, value, unit)),
        );
        out.insert(format!("{}.{name}", c.id), with_unit);
        out.insert(format!("{}.{name}:{BARE}", c.id), bare);
    };
    for (input, value) in c.inputs.iter().zip(values) {
        put(&input.name, *value, &input.unit);
    }
    for (output, value) in c.outputs.iter().zip(c.evaluate(values)) {
        if let Ok(value) = value.as_ref().copied().map_err(|_| ())
            && value.is_finite()
        {
            put(&output.name, value, &output.unit);
        }
    }
}

/// What the marks of a course with this glossary and these banks show.
pub fn of(glossary: &Glossary, banks: &[Bank]) -> Arc<Marks> {
    let mut figures = FigureTexts::new();
    for c in banks.iter().flat_map(|b| &b.calculators) {
        if c.shown.is_empty() {
            figures_of(c, &mut figures);
        } else {
            figures.extend(c.shown.iter().map(|(k, v)| (k.clone(), v.clone())));
        }
    }
    let terms = (glossary.terms.iter())
        .map(|t| (t.id.clone(), t.name.clone()))
        .collect();
    Arc::new(Marks { terms, figures })
}

/// Fills the marks of every lesson (as its body is decoded) and every question.
pub fn fill_course(course: &mut Course) {
    let marks = of(&course.glossary, &course.banks);
    for lesson in &mut course.lessons {
        lesson.body.fill_marks(marks.clone());
    }
    for bank in &mut course.banks {
        for q in &mut bank.questions {
            fill_question(q, &marks);
        }
        for d in &mut bank.drills {
            let texts = [&mut d.prompt, &mut d.sample].into_iter();
            let items = d.checklist.iter_mut().map(|c| &mut c.text);
            for t in texts.chain(items).chain(d.hints.iter_mut()) {
                marks.fill_text(t);
            }
        }
        for step in bank.scenarios.iter_mut().flat_map(|s| &mut s.steps) {
            marks.fill_text(&mut step.text);
        }
        for s in &mut bank.simulations {
            marks.fill_text(&mut s.text);
        }
    }
    for term in &mut course.glossary.terms {
        marks.fill_text(&mut term.definition);
    }
}

/// Fills a question's marks again with other figures (`marks` holding only those): marks it
/// does not hold keep what they show.
pub fn refill_question(q: &mut Question, marks: &Marks) {
    let mut texts = vec![&mut q.prompt, &mut q.explanation];
    match &mut q.kind {
        Kind::Single { options }
        | Kind::Multiple { options }
        | Kind::Ordering { steps: options } => {
            texts.extend(options.iter_mut().map(|o| &mut o.text))
        }
        Kind::Recall { answer } => texts.push(answer),
        Kind::Numeric { .. } | Kind::Challenge { .. } => {}
    }
    for t in texts {
        marks.refill_text(t);
    }
}

fn fill_question(q: &mut Question, marks: &Marks) {
    marks.fill_text(&mut q.prompt);
    marks.fill_text(&mut q.explanation);
    match &mut q.kind {
        Kind::Single { options }
        | Kind::Multiple { options }
        | Kind::Ordering { steps: options } => {
            for o in options {
                marks.fill_text(&mut o.text);
            }
        }
        Kind::Recall { answer } => marks.fill_text(answer),
        Kind::Numeric { .. } | Kind::Challenge { .. } => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::calc::{Input, Output, Step};
    use crate::core::rich::RichText;

    fn calc() -> Calculator {
        let label = Localized::neutral("x".to_string());
        let mut c = Calculator {
            id: "kv".into(),
            shown: Default::default(),
            lesson: None,
            title: None,
            inputs: vec![Input {
                name: "nodes".into(),
                label: label.clone(),
                unit: "nodes".into(),
                default: 20.0,
                min: Some(1.0),
                max: None,
                step: Step::Linear(1.0),
            }],
            outputs: vec![
                Output {
                    name: "per_node".into(),
                    label: label.clone(),
                    formula: "3 TB / nodes".into(),
                    unit: "GB".into(),
                    thresholds: vec![],
                    expr: None,
                },
                Output {
                    name: "spare".into(),
                    label,
                    formula: "nodes / (nodes - 20)".into(),
                    unit: "nodes".into(),
                    thresholds: vec![],
                    expr: None,
                },
            ],
            thresholds: vec![],
        };
        // Only `spare` has no value (a division by zero at the defaults), on purpose.
        let problems = c.compile();
        assert!(
            problems
                .iter()
                .all(|p| matches!(p, crate::core::calc::CalcProblem::NoValue { output: 1, .. })),
            "{problems:?}"
        );
        c
    }

    #[test]
    fn a_figure_mark_shows_the_calculators_value_in_each_language() {
        let mut figures = FigureTexts::new();
        figures_of(&calc(), &mut figures);
        let marks = Marks {
            figures,
            ..Marks::default()
        };
        let text = "[=kv.nodes:number] nodes hold [=kv.per_node] each; [=kv.spare] [=kv.gone]";
        let mut t = Localized::new(Some(RichText::parse(text).0), Some(RichText::parse(text).0));
        marks.fill_text(&mut t);
        let plain = |r: &Option<RichText>| r.as_ref().map(|r| r.plain()).unwrap_or_default();
        // Division by zero has no figure: the mark stays as written, and lint says why.
        assert_eq!(
            plain(&t.id),
            "20 nodes hold 150 GB each; [=kv.spare] [=kv.gone]"
        );
        assert_eq!(plain(&t.en), plain(&t.id));
    }
}
