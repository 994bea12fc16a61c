//! A question bank file (quizzes/*.yaml) through the pipeline: decode, parse, check, convert.

use super::check::Site;
use super::pipeline;
use super::{FileReport, SourceFile, convert, schema, yaml};
use crate::core::problem::Problem;
use crate::core::quiz::Bank;

/// A bank that could be parsed, with the sites the course-wide checks need; only a clean
/// one (no problem of its own) joins the course, but every one answers references.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub(super) struct BankCandidate {
    pub(super) bank: Bank,
    pub(super) clean: bool,
    pub(super) id_site: Site,
    pub(super) lesson_site: Option<Site>,
    /// Where each question's id is written, in the bank's order.
    pub(super) question_sites: Vec<Site>,
    /// Where each question's `value` and `unit` are written (numeric questions).
    pub(super) value_sites: Vec<Site>,
    pub(super) unit_sites: Vec<Site>,
    /// Where each drill's id is written, in the bank's order.
    pub(super) drill_sites: Vec<Site>,
    /// Where each calculator's id is written, in the bank's order.
    pub(super) calculator_sites: Vec<Site>,
    /// Questions that name a calculator: where they name it.
    pub(super) question_calculators: Vec<Site>,
    /// Where each simulation's id is written, in the bank's order.
    pub(super) simulation_sites: Vec<Site>,
    /// Questions that name a simulation: where they name it.
    pub(super) question_simulations: Vec<Site>,
    /// Glossary marks in questions and drills, with the language of the text that has them.
    pub(super) term_refs: Vec<(Site, Option<crate::core::lang::Lang>)>,
    /// Figure marks, `[=calculator.name]` as written.
    pub(super) figure_refs: Vec<Site>,
    pub(super) display: String,
}

fn site_of(node: Option<&yaml::Node>, path: String) -> Option<Site> {
    let n = node?;
    Some(Site {
        target: n.as_text()?.to_string(),
        line: n.line,
        column: n.column,
        path,
    })
}

/// Where `field` is written in each item of the list `list`, for the items that have it.
fn sites_in(root: &yaml::Node, list: &str, field: &str) -> Vec<Site> {
    root.get(list)
        .map(|l| l.items())
        .unwrap_or_default()
        .iter()
        .enumerate()
        .filter_map(|(i, item)| site_of(item.get(field), format!("{list}[{i}].{field}")))
        .collect()
}

pub(super) fn bank_file(
    file: &SourceFile,
    out: &mut Vec<Problem>,
) -> (Option<BankCandidate>, FileReport) {
    let mut report = FileReport::unread(file);
    let Some((root, checker)) = pipeline::check_file(file, &schema::BANK, out) else {
        return (None, report);
    };
    report.bank = root
        .get("id")
        .and_then(yaml::Node::as_text)
        .map(str::to_string);
    let clean = !checker.has_errors();
    report.loaded = clean;
    let question_sites = sites_in(&root, "questions", "id");
    let drill_sites = sites_in(&root, "drills", "id");
    let calculator_sites = sites_in(&root, "calculators", "id");
    let question_calculators = sites_in(&root, "questions", "calculator");
    let simulation_sites = sites_in(&root, "simulations", "id");
    let question_simulations = sites_in(&root, "questions", "simulation");
    let candidate = BankCandidate {
        bank: convert::bank(&root, &file.path),
        clean,
        id_site: site_of(root.get("id"), "id".into()).unwrap_or(Site {
            target: String::new(),
            line: 0,
            column: 0,
            path: "id".into(),
        }),
        lesson_site: site_of(root.get("lesson"), "lesson".into()),
        question_sites,
        value_sites: sites_in(&root, "questions", "value"),
        unit_sites: sites_in(&root, "questions", "unit"),
        drill_sites,
        calculator_sites,
        question_calculators,
        simulation_sites,
        question_simulations,
        term_refs: checker.terms,
        figure_refs: checker.figures,
        display: file.display.clone(),
    };
    (Some(candidate), report)
}
