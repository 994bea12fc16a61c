//! One course file through the pipeline: decode, parse, check against the format, convert;
//! then the checks that need the whole course (unique ids, known modules, references).

use std::collections::HashMap;

use super::check::{self, Checker, Site};
use super::loaded::FileReport;
use super::{SourceFile, convert, schema, yaml};
use crate::core::lesson::Lesson;
use crate::core::problem::{Place, Problem, ProblemKind, Severity};

/// A lesson that could be parsed, with the sites the course-level checks need. Its
/// references are checked even when the file has problems of its own, so one run reports
/// everything; only a clean lesson joins the course.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub(super) struct Candidate {
    pub(super) lesson: Lesson,
    /// The file passed its own checks.
    pub(super) clean: bool,
    pub(super) id_site: Site,
    pub(super) module_site: Site,
    pub(super) code_site: Site,
    pub(super) refs: Vec<Site>,
    /// Quiz blocks: the bank named, and the questions listed.
    pub(super) quiz_refs: Vec<(Site, Vec<Site>)>,
    /// Review blocks: where their lessons are written, and the lesson ids.
    pub(super) review_refs: Vec<(Site, Vec<String>)>,
    /// Drill cards: the drill each one names.
    pub(super) drill_refs: Vec<Site>,
    /// Calculator blocks: the calculator each one names.
    pub(super) calculator_refs: Vec<Site>,
    /// Playground cards: the scenario each one names.
    pub(super) scenario_refs: Vec<Site>,
    /// Simulation cards: the simulation each one names.
    pub(super) simulation_refs: Vec<Site>,
    /// Glossary marks, with the language of the text that has them.
    pub(super) term_refs: Vec<(Site, Option<crate::core::lang::Lang>)>,
    /// Figure marks, `[=calculator.name]` as written.
    pub(super) figure_refs: Vec<Site>,
    pub(super) display: String,
}

pub(super) struct FileProblems<'a> {
    pub(super) display: &'a str,
    pub(super) src: &'a str,
    pub(super) out: &'a mut Vec<Problem>,
}

impl FileProblems<'_> {
    fn push(&mut self, kind: ProblemKind, line: usize, column: usize, path: &str) {
        self.out.push(Problem {
            kind,
            place: Place {
                file: self.display.to_string(),
                line,
                column,
                path: path.to_string(),
                snippet: yaml::line_text(self.src, line),
            },
        });
    }

    pub(super) fn site(&mut self, kind: ProblemKind, s: &Site) {
        self.push(kind, s.line, s.column, &s.path);
    }
}

/// Decodes a file, reporting the position of the first invalid UTF-8 byte.
pub(super) fn decode<'a>(file: &'a SourceFile, out: &mut Vec<Problem>) -> Option<&'a str> {
    let bytes = match &file.data {
        Ok(b) => b,
        Err(kind) => {
            push_file_problem(out, &file.display, kind.clone(), 0, 0, None);
            return None;
        }
    };
    match std::str::from_utf8(bytes) {
        Ok(s) => Some(s.strip_prefix('\u{feff}').unwrap_or(s)),
        Err(e) => {
            let good = std::str::from_utf8(&bytes[..e.valid_up_to()]).unwrap_or("");
            let line = good.matches('\n').count() + 1;
            let column = good.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
            let snippet = Some(good.rsplit('\n').next().unwrap_or("").to_string());
            push_file_problem(
                out,
                &file.display,
                ProblemKind::InvalidUtf8,
                line,
                column,
                snippet,
            );
            None
        }
    }
}

pub(super) fn push_file_problem(
    out: &mut Vec<Problem>,
    file: &str,
    kind: ProblemKind,
    line: usize,
    column: usize,
    snippet: Option<String>,
) {
    out.push(Problem {
        kind,
        place: Place {
            file: file.to_string(),
            line,
            column,
            path: String::new(),
            snippet,
        },
    });
}

/// Parses and checks one file against an object of the format.
pub(super) fn check_file<'f>(
    file: &'f SourceFile,
    obj: &'static schema::Obj,
    out: &mut Vec<Problem>,
) -> Option<(yaml::Node, Checker<'f>)> {
    let src = decode(file, out)?;
    let mut fp = FileProblems {
        display: &file.display,
        src,
        out,
    };
    let root = match yaml::parse(src) {
        Ok(root) => root,
        Err(e) => {
            fp.push(e.kind, e.line, e.column, "");
            return None;
        }
    };
    if let Some(kind) = misplaced(obj, &root) {
        fp.push(kind, 1, 1, "");
        return None;
    }
    let mut checker = Checker::new(src);
    checker.check(&root, &schema::Ty::Obj(obj), &check::Path::Root);
    // Ids must be unique within their kind in one file (sources, exercises, modules).
    let mut seen: HashMap<(&str, &str), usize> = HashMap::new();
    let mut dups = Vec::new();
    for (scope, s) in &checker.ids {
        match seen.get(&(scope.as_str(), s.target.as_str())) {
            Some(line) if scope != "lesson.id" => dups.push((s.clone(), *line)),
            Some(_) => {}
            None => {
                seen.insert((scope.as_str(), s.target.as_str()), s.line);
            }
        }
    }
    for (s, first_line) in dups {
        let kind = ProblemKind::DuplicateId {
            id: s.target.to_string(),
            first: file.display.clone(),
            line: first_line,
        };
        checker.found.push(check::Found {
            kind,
            line: s.line,
            column: s.column,
            path: s.path.to_string(),
        });
    }
    for f in &checker.found {
        fp.push(f.kind.clone(), f.line, f.column, &f.path);
    }
    Some((root, checker))
}

/// A question bank under lessons/, a lesson under quizzes/ or a glossary anywhere but its
/// place: one sentence saying where it belongs, instead of every field the other format
/// would want.
fn misplaced(obj: &'static schema::Obj, root: &yaml::Node) -> Option<ProblemKind> {
    let has = |f: &str| root.get(f).is_some();
    let bank_like = [
        "questions",
        "drills",
        "calculators",
        "scenarios",
        "simulations",
    ]
    .into_iter()
    .find(|f| has(f));
    let lesson_or_bank = std::ptr::eq(obj, &schema::LESSON) || std::ptr::eq(obj, &schema::BANK);
    if lesson_or_bank && has("terms") && !has("blocks") && bank_like.is_none() {
        return Some(ProblemKind::GlossaryMisplaced);
    }
    if std::ptr::eq(obj, &schema::LESSON) && !has("blocks") {
        return bank_like.map(|field| ProblemKind::BankInLessons {
            field: field.to_string(),
        });
    }
    if std::ptr::eq(obj, &schema::BANK) && has("blocks") && bank_like.is_none() {
        return Some(ProblemKind::LessonInQuizzes);
    }
    None
}

/// The index of the item of `list` that `path` is inside: `blocks[3].table` is 3.
pub(super) fn item_index(path: &str, list: &str) -> Option<usize> {
    let rest = path.strip_prefix(list)?.strip_prefix('[')?;
    rest.split(']').next()?.parse().ok()
}

/// The blocks with an error of their own (each to become a note), and whether an error
/// lies outside any block (the lesson then does not join the course). Citations of no
/// listed source are reported here too.
fn broken_blocks(
    checker: &Checker<'_>,
    sources: &[&str],
    fp: &mut FileProblems<'_>,
) -> (convert::Broken, bool) {
    let mut broken = convert::Broken::new();
    let mut whole = false;
    // An error inside one block costs that block (shown as a note naming it); any other
    // error, the lesson, as the header it is in is needed to place the lesson at all.
    let mut mark = |kind: &ProblemKind, line: usize, column: usize, path: &str| match item_index(
        path, "blocks",
    ) {
        Some(i) => {
            broken.entry(i).or_insert((kind.clone(), line, column));
        }
        None => whole = true,
    };
    for f in checker
        .found
        .iter()
        .filter(|f| f.kind.severity() == Severity::Error)
    {
        mark(&f.kind, f.line, f.column, &f.path);
    }
    for c in checker
        .cites
        .iter()
        .filter(|c| !sources.contains(&c.target.as_str()))
    {
        let kind = ProblemKind::UnknownCitation {
            id: c.target.to_string(),
        };
        mark(&kind, c.line, c.column, &c.path);
        fp.site(kind, c);
    }
    (broken, whole)
}

pub(super) fn lesson_file(
    file: &SourceFile,
    out: &mut Vec<Problem>,
) -> (Option<Candidate>, FileReport) {
    let mut report = FileReport::unread(file);
    let Some((root, checker)) = check_file(file, &schema::LESSON, out) else {
        return (None, report);
    };
    report.lesson = root
        .get("id")
        .and_then(yaml::Node::as_text)
        .map(str::to_string);
    let sources: Vec<&str> = checker
        .ids
        .iter()
        .filter(|(scope, _)| scope == "source.id")
        .map(|(_, s)| s.target.as_str())
        .collect();
    let src = decode(file, &mut Vec::new()).unwrap_or("");
    let mut fp = FileProblems {
        display: &file.display,
        src,
        out,
    };
    let (broken, whole) = broken_blocks(&checker, &sources, &mut fp);
    let clean = !whole;
    let site_of = |field: &str| {
        let n = root.get(field);
        Site {
            target: n
                .and_then(yaml::Node::as_text)
                .unwrap_or("")
                .to_string()
                .into(),
            line: n.map_or(0, |n| n.line),
            column: n.map_or(0, |n| n.column),
            path: field.to_string().into(),
        }
    };
    report.loaded = clean;
    let candidate = Candidate {
        lesson: convert::lesson_without(&root, &file.path, &broken),
        clean,
        id_site: site_of("id"),
        module_site: site_of("module"),
        code_site: site_of("code"),
        refs: checker.refs,
        quiz_refs: checker.quiz_refs,
        review_refs: checker.review_refs,
        drill_refs: checker.drill_refs,
        calculator_refs: checker.calculator_refs,
        scenario_refs: checker.scenario_refs,
        simulation_refs: checker.simulation_refs,
        term_refs: checker.terms,
        figure_refs: checker.figures,
        display: file.display.clone(),
    };
    (Some(candidate), report)
}
