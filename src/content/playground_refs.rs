//! Course-wide checks of the playgrounds a course defines: each id once in the course, a
//! scenario's `playground` naming one, every step of such a scenario a command that
//! playground takes, and a challenge question's scenario one that sets a goal.

use super::bank_file::BankCandidate;
use super::broken::{Broken, follow, report};
use super::check::Site;
use crate::core::playdef::{BUILT_IN, Definition, line};
use crate::core::problem::{Problem, ProblemKind};

pub(super) fn playgrounds_known(banks: &[BankCandidate], broken: &Broken, out: &mut Vec<Problem>) {
    let all: Vec<(&Definition, &BankCandidate)> = (banks.iter())
        .flat_map(|b| b.bank.playgrounds.iter().map(move |d| (d, b)))
        .collect();
    for (i, (d, b)) in all.iter().enumerate() {
        if let Some((_, first)) = all[..i].iter().find(|(x, _)| x.id == d.id) {
            let prior = all[..i]
                .iter()
                .find(|(x, _)| x.id == d.id)
                .map(|(x, _)| x.at.0);
            let kind = ProblemKind::DuplicateId {
                id: d.id.clone(),
                first: first.display.clone(),
                line: prior.unwrap_or(0),
            };
            let index = b
                .bank
                .playgrounds
                .iter()
                .position(|x| std::ptr::eq(x, *d))
                .unwrap_or(0);
            let site = Site {
                target: d.id.clone().into(),
                line: d.at.0,
                column: d.at.1,
                path: format!("playgrounds[{index}].id").into(),
            };
            report(out, &b.display, kind, &site);
        }
    }
    for b in banks {
        for (i, s) in b.bank.scenarios.iter().enumerate() {
            let Some(id) = s.playground.as_deref().filter(|p| *p != BUILT_IN) else {
                continue;
            };
            let Some((d, _)) = all.iter().find(|(d, _)| d.id == id) else {
                let dropped = banks.iter().any(|x| x.dropped.iter().any(|d| d == id));
                if !dropped {
                    let (line, column) = s.playground_at;
                    let site = Site {
                        target: id.to_string().into(),
                        line,
                        column,
                        path: format!("scenarios[{i}].playground").into(),
                    };
                    let kind = ProblemKind::UnknownPlayground { id: id.to_string() };
                    report(out, &b.display, follow(kind, &broken.banks), &site);
                }
                continue;
            };
            for (j, step) in s.steps.iter().enumerate() {
                if let Err(error) = line::parse(d, &step.run) {
                    let (line, column) = step.at;
                    let site = Site {
                        target: step.run.clone().into(),
                        line,
                        column,
                        path: format!("scenarios[{i}].steps[{j}].run").into(),
                    };
                    let kind = ProblemKind::BadPlaygroundCommand {
                        command: step.run.clone(),
                        error,
                    };
                    report(out, &b.display, kind, &site);
                }
            }
        }
    }
}

/// A challenge question's scenario is in some bank, and sets a goal to reach.
pub(super) fn challenges_known(banks: &[BankCandidate], broken: &Broken, out: &mut Vec<Problem>) {
    for b in banks {
        for r in &b.question_scenarios {
            let id = r.target.trim();
            let found = (banks.iter())
                .flat_map(|x| x.bank.scenarios.iter())
                .find(|s| s.id == id);
            let kind = match found {
                Some(s) if s.goal.is_some() => continue,
                Some(_) => ProblemKind::ChallengeWithoutGoal {
                    scenario: id.to_string(),
                },
                None => follow(
                    ProblemKind::UnknownScenario { id: id.to_string() },
                    &broken.banks,
                ),
            };
            report(out, &b.display, kind, r);
        }
    }
}
