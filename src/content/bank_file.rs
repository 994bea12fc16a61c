//! A question bank file (quizzes/*.yaml) through the pipeline: decode, parse, check, convert.

use super::check::Site;
use super::loaded::FileReport;
use super::pipeline;
use super::{SourceFile, convert, schema, yaml};
use crate::core::problem::{Problem, Severity};
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
    /// Ids of the items left out for problems of their own: a reference to one is not
    /// reported again as naming nothing.
    pub(super) dropped: Vec<String>,
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
    /// A challenge question's `scenario`.
    pub(super) question_scenarios: Vec<Site>,
    /// Glossary marks in questions and drills, with the language of the text that has them.
    pub(super) term_refs: Vec<(Site, Option<crate::core::lang::Lang>)>,
    /// Figure marks, `[=calculator.name]` as written.
    pub(super) figure_refs: Vec<Site>,
    pub(super) display: String,
}

fn site_of(node: Option<&yaml::Node>, path: String) -> Option<Site> {
    let n = node?;
    Some(Site {
        target: n.as_text()?.to_string().into(),
        line: n.line,
        column: n.column,
        path: path.into(),
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

/// The lists of a bank whose items are dropped one by one.
const ITEMS: [&str; 6] = [
    "questions",
    "drills",
    "calculators",
    "scenarios",
    "simulations",
    "playgrounds",
];

/// Leaves out the items with an error of their own; gives their ids.
fn drop_items(bank: &mut Bank, root: &yaml::Node, broken: &[(&str, usize)]) -> Vec<String> {
    let mut dropped = Vec::new();
    for list in ITEMS {
        let mut gone: Vec<usize> = (broken.iter())
            .filter(|(l, _)| *l == list)
            .map(|(_, i)| *i)
            .collect();
        gone.sort_unstable();
        gone.dedup();
        let items = root.get(list).map(yaml::Node::items).unwrap_or_default();
        for &i in gone.iter().rev() {
            if let Some(id) = items
                .get(i)
                .and_then(|n| n.get("id"))
                .and_then(yaml::Node::as_text)
            {
                dropped.push(id.to_string());
            }
            match list {
                "questions" if i < bank.questions.len() => drop(bank.questions.remove(i)),
                "drills" if i < bank.drills.len() => drop(bank.drills.remove(i)),
                "calculators" if i < bank.calculators.len() => drop(bank.calculators.remove(i)),
                "scenarios" if i < bank.scenarios.len() => drop(bank.scenarios.remove(i)),
                "simulations" if i < bank.simulations.len() => drop(bank.simulations.remove(i)),
                "playgrounds" if i < bank.playgrounds.len() => drop(bank.playgrounds.remove(i)),
                _ => {}
            }
        }
    }
    dropped
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
    // An error inside one question, drill, calculator, scenario or simulation costs that
    // item; any other error (the bank's id, its lesson), the bank.
    let mut broken: Vec<(&str, usize)> = Vec::new();
    let mut whole = false;
    for f in checker
        .found
        .iter()
        .filter(|f| f.kind.severity() == Severity::Error)
    {
        match ITEMS
            .iter()
            .find_map(|l| pipeline::item_index(&f.path, l).map(|i| (*l, i)))
        {
            Some(item) => broken.push(item),
            None => whole = true,
        }
    }
    let clean = !whole;
    report.loaded = clean;
    let mut bank = convert::bank(&root, &file.path);
    let dropped = drop_items(&mut bank, &root, &broken);
    let question_sites = sites_in(&root, "questions", "id");
    let drill_sites = sites_in(&root, "drills", "id");
    let calculator_sites = sites_in(&root, "calculators", "id");
    let question_calculators = sites_in(&root, "questions", "calculator");
    let simulation_sites = sites_in(&root, "simulations", "id");
    let question_simulations = sites_in(&root, "questions", "simulation");
    let candidate = BankCandidate {
        bank,
        dropped,
        clean,
        id_site: site_of(root.get("id"), "id".into()).unwrap_or(Site {
            target: String::new().into(),
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
        question_scenarios: sites_in(&root, "questions", "scenario"),
        term_refs: checker.terms,
        figure_refs: checker.figures,
        display: file.display.clone(),
    };
    (Some(candidate), report)
}
