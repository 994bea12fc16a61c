//! `latih lint`: every problem of a course folder as a compiler would print it, with the
//! offending line and a caret, then a count, in the active language.

use crate::app::render::problems::problem_lines;
use crate::content::Loaded;
use crate::core::message as m;
use crate::core::problem::Severity;
use crate::i18n::I18n;

/// The whole report as text, quoted lines cut to `width`. Problems come sorted by file and
/// position.
pub fn report(i18n: &I18n, loaded: &Loaded, width: usize) -> String {
    let mut out = String::new();
    for p in &loaded.problems {
        for (line, _) in problem_lines(i18n, p, width) {
            out.push_str(&line);
            out.push('\n');
        }
        out.push('\n');
    }
    let summary = m::LintSummary {
        errors: loaded.errors(),
        warnings: loaded.warnings(),
        files: loaded.files.len(),
        lessons: loaded.course.lessons.len(),
    };
    out.push_str(&i18n.msg(&summary.into()));
    out.push('\n');
    out
}

/// Whether lint fails: errors always, warnings only when asked to.
pub fn failed(loaded: &Loaded, deny_warnings: bool) -> bool {
    loaded
        .problems
        .iter()
        .any(|p| p.severity() == Severity::Error || deny_warnings)
}

/// `lint --run`: every guided scenario, step by step, on in-memory playgrounds, one per
/// core, each running scenarios one after another as a learner would (every scenario starts
/// with `reset`, which lint requires, so the order does not change what a step shows); a
/// step that is refused (unless meant to be) or whose output contradicts its `expect` is
/// reported at its `run` line. `files` gives the lines to quote.
pub fn run_scenarios(loaded: &mut Loaded, files: &[crate::content::SourceFile]) -> Ran {
    use crate::core::problem::{Place, Problem, ProblemKind};
    use std::sync::atomic::{AtomicUsize, Ordering};
    let work: Vec<(usize, usize)> = (loaded.course.banks.iter().enumerate())
        .flat_map(|(b, bank)| (0..bank.scenarios.len()).map(move |s| (b, s)))
        .collect();
    let next = AtomicUsize::new(0);
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get().min(4));
    let course = &loaded.course;
    let loaded_files = &loaded.files;
    let worker = || -> Vec<Problem> {
        let mut found = Vec::new();
        let mut pg = match crate::playground::Playground::in_memory() {
            Ok(pg) => pg,
            Err(e) => {
                found.push(Problem {
                    kind: ProblemKind::Unreadable {
                        detail: e.to_string(),
                    },
                    place: Place::default(),
                });
                return found;
            }
        };
        pg.set_definitions(course.playgrounds());
        while let Some(&(b, i)) = work.get(next.fetch_add(1, Ordering::Relaxed)) {
            let bank = &course.banks[b];
            let (shown, text) = bank_text(bank, loaded_files, files);
            found.extend(run_one(&mut pg, &bank.scenarios[i], i, &shown, &text));
        }
        found
    };
    let found: Vec<Problem> = std::thread::scope(|s| {
        let others: Vec<_> = (1..threads).map(|_| s.spawn(worker)).collect();
        let mut all = worker();
        for h in others {
            all.extend(h.join().unwrap_or_default());
        }
        all
    });
    loaded.problems.extend(found);
    let simulations = run_simulations(loaded);
    crate::core::problem::sort(&mut loaded.problems);
    Ran {
        scenarios: work.len(),
        steps: (work.iter())
            .map(|&(b, s)| loaded.course.banks[b].scenarios[s].steps.len())
            .sum(),
        simulations,
    }
}

/// One scenario run step by step on `pg` (the `i`th of its bank, whose file is shown as
/// `shown` with the text `text`): each step held to its `expect`, then its goal, if any.
fn run_one(
    pg: &mut crate::playground::Playground,
    sc: &crate::core::play::Scenario,
    i: usize,
    shown: &str,
    text: &str,
) -> Vec<crate::core::problem::Problem> {
    use crate::core::problem::{Place, Problem, ProblemKind};
    let place = |(line, column): (usize, usize), path: String| Place {
        file: shown.to_string(),
        line,
        column,
        path,
        snippet: crate::content::yaml::line_text(text, line),
    };
    let mut found = Vec::new();
    let mut last = None;
    for (j, step) in sc.steps.iter().enumerate() {
        let report = pg.run_line(&step.run, &mut |_, _| {});
        for unmet in crate::core::play::expect::unmet(step.expect.as_ref(), &report) {
            let run = step.run.clone();
            found.push(Problem {
                kind: ProblemKind::ScenarioStep { run, unmet },
                place: place(step.at, format!("scenarios[{i}].steps[{j}].run")),
            });
        }
        last = Some((step.run.clone(), report));
    }
    if let Some(goal) = &sc.goal {
        for kind in goal_problems(pg, goal, last.as_ref()) {
            let at = place(goal.at, format!("scenarios[{i}].goal.solution"));
            found.push(Problem { kind, place: at });
        }
    }
    found
}

/// A challenge checked as a learner would meet it: not already met by the scenario's last
/// step, and reached by its reference solution, run after the steps, command by command.
fn goal_problems(
    pg: &mut crate::playground::Playground,
    goal: &crate::core::play::Goal,
    last: Option<&(String, crate::core::play::report::Report)>,
) -> Vec<crate::core::problem::ProblemKind> {
    use crate::core::problem::ProblemKind;
    let mut out = Vec::new();
    if last.is_some_and(|(line, r)| goal.reached(line, r)) {
        out.push(ProblemKind::GoalMetAlready);
    }
    let reached =
        (goal.solution.iter()).any(|line| goal.reached(line, &pg.run_line(line, &mut |_, _| {})));
    if !reached {
        out.push(ProblemKind::GoalUnreached {
            solution: goal.solution.join("; "),
        });
    }
    out
}

/// A bank's file as the report names it, and its text, for the lines problems quote.
fn bank_text(
    bank: &crate::core::quiz::Bank,
    reports: &[crate::content::FileReport],
    files: &[crate::content::SourceFile],
) -> (String, String) {
    let shown = (reports.iter())
        .find(|f| f.path == bank.file)
        .map_or_else(|| bank.file.clone(), |f| f.display.clone());
    let text = (files.iter())
        .find(|f| f.path == bank.file)
        .map(|f| f.read_now())
        .and_then(|f| (f.data.as_ref().ok()).map(|b| String::from_utf8_lossy(b).into_owned()))
        .unwrap_or_default();
    (shown, text)
}

/// What `lint --run` ran, for its last line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ran {
    pub scenarios: usize,
    pub steps: usize,
    pub simulations: usize,
}

impl Ran {
    pub fn message(self) -> m::Message {
        m::LintRan {
            scenarios: self.scenarios,
            steps: self.steps,
            simulations: self.simulations,
        }
        .into()
    }
}

/// Every simulation of the course run as a learner's card would run it, on the embedded
/// store: one the simulator stops with an error is reported at its bank.
fn run_simulations(loaded: &mut Loaded) -> usize {
    use crate::core::problem::{Place, Problem, ProblemKind};
    use crate::feedsim::sim::{Output, Simulator};
    let mut ran = 0;
    let mut found = Vec::new();
    for bank in &loaded.course.banks {
        for (i, s) in bank.simulations.iter().enumerate() {
            ran += 1;
            if let Output::Error(error) = Simulator::embedded().run_line(&s.run, &mut |_| {}) {
                found.push(Problem {
                    kind: ProblemKind::BadSimulation {
                        command: s.run.clone(),
                        error: Box::new(error),
                    },
                    place: Place {
                        file: bank.file.clone(),
                        path: format!("simulations[{i}].run"),
                        ..Place::default()
                    },
                });
            }
        }
    }
    loaded.problems.extend(found);
    ran
}
