//! Course-wide checks of what lesson and bank texts name in banks: the calculator,
//! playground, simulation and drill cards, quiz and review blocks, and the figure marks
//! `[=calculator.name]`.

use super::bank_file::BankCandidate;
use super::broken::{Broken, follow, report};
use super::check::Site;
use super::pipeline::Candidate;
use crate::core::problem::{Problem, ProblemKind};
use crate::core::quiz::Bank;

/// A lesson's calculator, playground, simulation and drill cards name something in some bank (broken
/// banks included: what they hold is known).
pub(super) fn cards_known(
    c: &Candidate,
    banks: &[BankCandidate],
    broken: &Broken,
    out: &mut Vec<Problem>,
) {
    let dangling = |refs: &[Site], has: &dyn Fn(&Bank, &str) -> bool| -> Vec<Site> {
        // An item left out for a problem of its own is reported there, not here again.
        refs.iter()
            .filter(|r| {
                !banks
                    .iter()
                    .any(|b| has(&b.bank, &r.target) || b.dropped.iter().any(|d| *d == r.target))
            })
            .cloned()
            .collect()
    };
    for r in dangling(&c.calculator_refs, &|b, id| {
        b.calculators.iter().any(|x| x.id == id)
    }) {
        let kind = ProblemKind::UnknownCalculator {
            id: r.target.to_string(),
        };
        report(out, &c.display, follow(kind, &broken.banks), &r);
    }
    for r in dangling(&c.scenario_refs, &|b, id| {
        b.scenarios.iter().any(|x| x.id == id)
    }) {
        let kind = ProblemKind::UnknownScenario {
            id: r.target.to_string(),
        };
        report(out, &c.display, follow(kind, &broken.banks), &r);
    }
    for r in dangling(&c.simulation_refs, &|b, id| {
        b.simulations.iter().any(|x| x.id == id)
    }) {
        let kind = ProblemKind::UnknownSimulation {
            id: r.target.to_string(),
        };
        report(out, &c.display, follow(kind, &broken.banks), &r);
    }
    for r in dangling(&c.drill_refs, &|b, id| b.drills.iter().any(|x| x.id == id)) {
        let kind = ProblemKind::UnknownDrill {
            id: r.target.to_string(),
        };
        report(out, &c.display, follow(kind, &broken.banks), &r);
    }
}

/// Each figure mark names a calculator of some bank and one of its inputs or outputs.
/// Every calculator of the course by id with its names, and the ids of calculators left
/// out for problems of their own (`None`): built once, as a course marks thousands of
/// figures.
pub(super) struct CalcNames<'a> {
    calcs: std::collections::HashMap<&'a str, Option<Vec<String>>>,
    /// Every figure a mark may name, written `calculator.name`: a course marks thousands of
    /// figures, and one look-up each replaces a look-up and a scan of the calculator's names.
    figures: foldhash::HashSet<String>,
}

pub(super) fn calc_names(banks: &[BankCandidate]) -> CalcNames<'_> {
    let mut calcs = std::collections::HashMap::new();
    for b in banks {
        for d in &b.dropped {
            calcs.entry(d.as_str()).or_insert(None);
        }
        for c in &b.bank.calculators {
            calcs.insert(c.id.as_str(), Some(c.names()));
        }
    }
    // Only names a mark's target splits back into (at its last dot).
    let figures = (calcs.iter())
        .filter_map(|(calc, names)| Some((calc, names.as_ref()?)))
        .flat_map(|(calc, names)| names.iter().map(move |n| (calc, n)))
        .filter(|(_, name)| !name.contains('.'))
        .map(|(calc, name)| format!("{calc}.{name}"))
        .collect();
    CalcNames { calcs, figures }
}

pub(super) fn figures_known(
    display: &str,
    refs: &[Site],
    calcs: &CalcNames<'_>,
    broken: &Broken,
    out: &mut Vec<Problem>,
) {
    for r in refs {
        let target = r.target.as_str();
        // `name:number` is the same figure without its unit; any other form is unknown.
        let figure = (target.strip_suffix(crate::core::marks::BARE))
            .and_then(|t| t.strip_suffix(':'))
            .unwrap_or(target);
        if calcs.figures.contains(figure) {
            continue;
        }
        let (calc, name) = target.rsplit_once('.').unwrap_or((target, ""));
        let name = match name.split_once(':') {
            Some((name, crate::core::marks::BARE)) => name,
            _ => name,
        };
        let kind = match calcs.calcs.get(calc) {
            // Left out for a problem of its own, reported there.
            Some(None) => continue,
            None => follow(
                ProblemKind::UnknownCalculator {
                    id: calc.to_string(),
                },
                &broken.banks,
            ),
            Some(Some(names)) if !names.iter().any(|n| n == name) => ProblemKind::UnknownFigure {
                calc: calc.to_string(),
                name: name.to_string(),
                names: names.clone(),
            },
            Some(Some(_)) => continue,
        };
        report(out, display, kind, r);
    }
}

pub(super) fn quiz_ref(
    c: &Candidate,
    bank: &Site,
    questions: &[Site],
    banks: &[BankCandidate],
    broken: &Broken,
    out: &mut Vec<Problem>,
) {
    let Some(found) = banks.iter().find(|b| b.bank.id == bank.target) else {
        let kind = ProblemKind::UnknownBank {
            id: bank.target.to_string(),
        };
        report(out, &c.display, follow(kind, &broken.banks), bank);
        return;
    };
    if questions.is_empty() && found.bank.questions.is_empty() {
        let kind = ProblemKind::EmptyPractice {
            lessons: String::new(),
            bank: bank.target.to_string(),
        };
        report(out, &c.display, kind, bank);
    }
    for q in questions {
        if !found.bank.questions.iter().any(|x| x.id == q.target)
            && !found.dropped.iter().any(|d| *d == q.target)
        {
            let kind = ProblemKind::UnknownQuestion {
                id: q.target.to_string(),
                bank: bank.target.to_string(),
            };
            report(out, &c.display, kind, q);
        }
    }
}

/// A review block reviews lessons that have questions (when no bank that could hold them
/// is broken).
pub(super) fn review_has_questions(
    c: &Candidate,
    at: &Site,
    reviewed: &[String],
    banks: &[BankCandidate],
    broken: &Broken,
    out: &mut Vec<Problem>,
) {
    let any = (banks.iter().flat_map(|b| &b.bank.questions))
        .any(|q| q.lesson.as_ref().is_some_and(|l| reviewed.contains(l)));
    if any || !broken.banks.is_empty() || reviewed.is_empty() {
        return;
    }
    let kind = ProblemKind::EmptyPractice {
        lessons: reviewed.join(", "),
        bank: String::new(),
    };
    report(out, &c.display, kind, at);
}
