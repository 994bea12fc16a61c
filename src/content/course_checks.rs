//! Checks that need the whole course: unique lesson, bank and question ids, known modules,
//! lesson references, quiz blocks naming banks and questions that exist, and glossary marks
//! naming terms that exist.

use std::collections::HashMap;

use super::answers::answers_agree;
use super::bank_file::BankCandidate;
use super::broken::{Broken, follow, report};
use super::check::Site;
use super::course_refs::{calc_names, cards_known, figures_known, quiz_ref, review_has_questions};
use super::glossary_file;
use super::pipeline::{Candidate, FileProblems};
use crate::core::course::Course;
use crate::core::lesson::Lesson;
use crate::core::problem::{Problem, ProblemKind};
use crate::core::quiz::Bank;

/// Keeps the first of each id; reports the others at their id.
fn unique<T>(
    items: Vec<T>,
    id: impl Fn(&T) -> &str,
    at: impl Fn(&T) -> (&str, &Site),
    out: &mut Vec<Problem>,
) -> Vec<T> {
    let mut first: HashMap<String, (String, usize)> = HashMap::new();
    let mut kept = Vec::new();
    for item in items {
        let (display, site) = at(&item);
        if let Some((file, line)) = first.get(id(&item)) {
            let kind = ProblemKind::DuplicateId {
                id: id(&item).to_string(),
                first: file.clone(),
                line: *line,
            };
            report(out, display, kind, site);
            continue;
        }
        first.insert(id(&item).to_string(), (display.to_string(), site.line));
        kept.push(item);
    }
    kept
}

/// The course-wide checks, in the order their problems are found; the lessons and banks
/// that may join the course (a repeated id is dropped, a file with problems kept out).
pub(super) fn course_checks(
    course: &Course,
    (lessons, banks): (Vec<Candidate>, Vec<BankCandidate>),
    glossary: &super::glossary_file::Figures,
    broken: &Broken,
    out: &mut Vec<Problem>,
) -> (Vec<Lesson>, Vec<Bank>) {
    let lessons = unique(lessons, |c| &c.lesson.id, |c| (&c.display, &c.id_site), out);
    codes_unique(&lessons, out);
    let mut banks = unique(banks, |b| &b.bank.id, |b| (&b.display, &b.id_site), out);
    questions_unique(&mut banks, out);
    calculators_unique(&mut banks, out);
    simulations_unique(&mut banks, out);
    answers_agree(&banks, out);
    question_calculators_known(&banks, broken, out);
    question_simulations_known(&banks, broken, out);
    super::playground_refs::playgrounds_known(&banks, broken, out);
    super::playground_refs::challenges_known(&banks, broken, out);
    // A set: every lesson's references against every lesson was quadratic in the course.
    let ids: std::collections::HashSet<&str> = lessons
        .iter()
        .map(|c| c.lesson.id.as_str())
        .chain(course.planned.iter().map(|p| p.id.as_str()))
        .collect();
    let known = |id: &str| ids.contains(id);
    let calcs = calc_names(&banks);
    figures_known(&glossary.display, &glossary.sites, &calcs, broken, out);
    for c in &lessons {
        module_known(course, c, broken, out);
        lesson_refs_known(c, &known, broken, out);
        for (bank, questions) in &c.quiz_refs {
            quiz_ref(c, bank, questions, &banks, broken, out);
        }
        for (at, reviewed) in &c.review_refs {
            review_has_questions(c, at, reviewed, &banks, broken, out);
        }
        cards_known(c, &banks, broken, out);
        figures_known(&c.display, &c.figure_refs, &calcs, broken, out);
        let mut fp = FileProblems {
            display: &c.display,
            src: "",
            out,
        };
        glossary_file::marks_known(&course.glossary, &c.term_refs, &mut fp, &broken.glossary);
    }
    for b in &banks {
        let mut fp = FileProblems {
            display: &b.display,
            src: "",
            out,
        };
        glossary_file::marks_known(&course.glossary, &b.term_refs, &mut fp, &broken.glossary);
        figures_known(&b.display, &b.figure_refs, &calcs, broken, out);
        if let Some(l) = &b.lesson_site
            && !known(&l.target)
        {
            let kind = ProblemKind::BrokenRef {
                target: l.target.to_string(),
            };
            report(out, &b.display, follow(kind, &broken.lessons), l);
        }
    }
    // Only files without problems of their own join the course.
    (
        lessons
            .into_iter()
            .filter(|c| c.clean)
            .map(|c| c.lesson)
            .collect(),
        banks
            .into_iter()
            .filter(|b| b.clean)
            .map(|b| b.bank)
            .collect(),
    )
}

/// A numeric question's calculator is in some bank.
fn question_calculators_known(banks: &[BankCandidate], broken: &Broken, out: &mut Vec<Problem>) {
    for b in banks {
        for r in &b.question_calculators {
            let found = banks.iter().any(|x| {
                x.bank.calculators.iter().any(|c| c.id == r.target.trim())
                    || x.dropped.iter().any(|d| d == r.target.trim())
            });
            if !found {
                let kind = ProblemKind::UnknownCalculator {
                    id: r.target.to_string(),
                };
                report(out, &b.display, follow(kind, &broken.banks), r);
            }
        }
    }
}

/// A question's simulation is in some bank.
fn question_simulations_known(banks: &[BankCandidate], broken: &Broken, out: &mut Vec<Problem>) {
    for b in banks {
        for r in &b.question_simulations {
            let found = banks
                .iter()
                .any(|x| x.bank.simulations.iter().any(|s| s.id == r.target.trim()));
            if !found {
                let kind = ProblemKind::UnknownSimulation {
                    id: r.target.to_string(),
                };
                report(out, &b.display, follow(kind, &broken.banks), r);
            }
        }
    }
}

/// A lesson's module is one the manifest lists.
fn module_known(course: &Course, c: &Candidate, broken: &Broken, out: &mut Vec<Problem>) {
    // A module missing or of the wrong type is reported by the file's own checks.
    if !c.lesson.module.is_empty() && !course.modules.iter().any(|m| m.id == c.lesson.module) {
        let kind = ProblemKind::UnknownModule {
            module: c.lesson.module.clone(),
        };
        let kind = follow(kind, &broken.manifest);
        report(out, &c.display, kind, &c.module_site);
    }
}

/// A lesson's references name another lesson, written or planned.
fn lesson_refs_known(
    c: &Candidate,
    known: &dyn Fn(&str) -> bool,
    broken: &Broken,
    out: &mut Vec<Problem>,
) {
    for r in &c.refs {
        let kind = if r.target == c.lesson.id {
            ProblemKind::SelfRef
        } else if !known(&r.target) {
            // The lesson whose file could not be parsed is said once, there, not again
            // at every link to it ("no lesson kv-01" when kv-01.yaml is the broken file).
            if broken.lesson_stems.iter().any(|s| *s == r.target) {
                continue;
            }
            let kind = ProblemKind::BrokenRef {
                target: r.target.to_string(),
            };
            follow(kind, &broken.lessons)
        } else {
            continue;
        };
        report(out, &c.display, kind, r);
    }
}

/// Calculator ids are unique across all banks: lessons and questions name them.
fn calculators_unique(banks: &mut [BankCandidate], out: &mut Vec<Problem>) {
    let mut first = HashMap::new();
    for b in banks.iter_mut() {
        let sites = std::mem::take(&mut b.calculator_sites);
        let items = std::mem::take(&mut b.bank.calculators);
        b.bank.calculators = keep_first(items, &sites, |c| &c.id, &mut first, b, out);
        b.calculator_sites = sites;
    }
}

/// Simulation ids are unique across all banks: lessons and questions name them.
fn simulations_unique(banks: &mut [BankCandidate], out: &mut Vec<Problem>) {
    let mut first = HashMap::new();
    for b in banks.iter_mut() {
        let sites = std::mem::take(&mut b.simulation_sites);
        let items = std::mem::take(&mut b.bank.simulations);
        b.bank.simulations = keep_first(items, &sites, |s| &s.id, &mut first, b, out);
        b.simulation_sites = sites;
    }
}

/// Question and drill ids are unique across all banks: progress is keyed on them.
fn questions_unique(banks: &mut [BankCandidate], out: &mut Vec<Problem>) {
    let mut first = HashMap::new();
    for b in banks.iter_mut() {
        let sites = std::mem::take(&mut b.drill_sites);
        let items = std::mem::take(&mut b.bank.drills);
        b.bank.drills = keep_first(items, &sites, |d| &d.id, &mut first, b, out);
        b.drill_sites = sites;
    }
    for b in banks.iter_mut() {
        let sites = std::mem::take(&mut b.question_sites);
        let items = std::mem::take(&mut b.bank.questions);
        b.bank.questions = keep_first(items, &sites, |q| &q.id, &mut first, b, out);
        b.question_sites = sites;
    }
}

/// The items whose id was not seen before (in `first`, id -> file); a later duplicate is
/// reported at its id and dropped.
fn keep_first<T>(
    items: Vec<T>,
    sites: &[Site],
    id: impl Fn(&T) -> &String,
    first: &mut HashMap<String, (String, usize)>,
    b: &BankCandidate,
    out: &mut Vec<Problem>,
) -> Vec<T> {
    let mut keep = Vec::new();
    for (item, site) in items.into_iter().zip(sites.iter()) {
        if let Some((file, line)) = first.get(id(&item)) {
            // Twice in one file is reported by that file's own checks.
            if *file != b.display {
                let kind = ProblemKind::DuplicateId {
                    id: id(&item).clone(),
                    first: file.clone(),
                    line: *line,
                };
                report(out, &b.display, kind, site);
            }
        } else {
            first.insert(id(&item).clone(), (b.display.clone(), site.line));
            keep.push(item);
        }
    }
    keep
}

/// Two lessons with one code: the second is named, with where the first is.
fn codes_unique(lessons: &[Candidate], out: &mut Vec<Problem>) {
    let mut seen: HashMap<&str, &Candidate> = HashMap::new();
    for c in lessons {
        let code = c.lesson.code.as_str();
        if code.is_empty() {
            continue;
        }
        match seen.get(code) {
            Some(first) => {
                let kind = ProblemKind::DuplicateCode {
                    code: code.to_string(),
                    first: format!("{}:{}", first.display, first.code_site.line),
                };
                report(out, &c.display, kind, &c.code_site);
            }
            None => {
                seen.insert(code, c);
            }
        }
    }
}
