//! Course files on disk or embedded in the binary -> validated core types plus every problem.
//!
//! Each file is read, parsed and checked on its own: a broken lesson is reported and left
//! out, and every other lesson still loads.

pub mod check;
pub mod convert;
pub mod files;
pub mod jsonschema;
pub mod schema;
pub mod yaml;

use check::{Checker, Site};
use std::collections::HashMap;

use crate::core::course::Course;
use crate::core::lang::Localized;
use crate::core::lesson::Lesson;
use crate::core::problem::{self, Place, Problem, ProblemKind};
pub use files::{SourceFile, embedded, read_dir};

/// Where the course manifest lives inside a course folder.
pub const MANIFEST: &str = "lessons/course.yaml";

/// Lesson files larger than this are refused before parsing; real lessons are ~20 KB.
pub const MAX_FILE_BYTES: u64 = 1024 * 1024;

/// What loading one file produced, so a watcher can keep the last good version of a lesson.
#[derive(Debug, Clone, PartialEq)]
pub struct FileReport {
    pub path: String,
    /// The path as problems name it (`place.file`).
    pub display: String,
    /// The lesson id the file declares, when it could be read even if the file is broken.
    pub lesson: Option<String>,
    pub loaded: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Loaded {
    pub course: Course,
    pub problems: Vec<Problem>,
    pub files: Vec<FileReport>,
}

impl Loaded {
    pub fn errors(&self) -> usize {
        self.problems.iter().filter(|p| p.is_error()).count()
    }

    pub fn warnings(&self) -> usize {
        self.problems.len() - self.errors()
    }
}

/// A lesson that passed its own checks, with the sites the course-level checks need.
struct Candidate {
    lesson: Lesson,
    id_site: Site,
    module_site: Site,
    refs: Vec<Site>,
    display: String,
    /// The file's text, for snippets of problems found across the course.
    src: String,
}

struct FileProblems<'a> {
    display: &'a str,
    src: &'a str,
    out: &'a mut Vec<Problem>,
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

    fn site(&mut self, kind: ProblemKind, s: &Site) {
        self.push(kind, s.line, s.column, &s.path);
    }
}

/// Decodes a file, reporting the position of the first invalid UTF-8 byte.
fn decode<'a>(file: &'a SourceFile, out: &mut Vec<Problem>) -> Option<&'a str> {
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

fn push_file_problem(
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
fn check_file(
    file: &SourceFile,
    obj: &'static schema::Obj,
    out: &mut Vec<Problem>,
) -> Option<(yaml::Node, Checker)> {
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
    let mut checker = Checker::default();
    checker.check(&root, &schema::Ty::Obj(obj), &check::Path::Root);
    // Ids must be unique within their kind in one file (sources, exercises, modules).
    let mut seen: HashMap<(&str, &str), ()> = HashMap::new();
    let mut dups = Vec::new();
    for (scope, s) in &checker.ids {
        if seen
            .insert((scope.as_str(), s.target.as_str()), ())
            .is_some()
            && scope != "lesson.id"
        {
            dups.push(s.clone());
        }
    }
    for s in dups {
        let kind = ProblemKind::DuplicateId {
            id: s.target.clone(),
            first: file.display.clone(),
        };
        checker.found.push(check::Found {
            kind,
            line: s.line,
            column: s.column,
            path: s.path.clone(),
        });
    }
    for f in &checker.found {
        fp.push(f.kind.clone(), f.line, f.column, &f.path);
    }
    Some((root, checker))
}

fn lesson_file(file: &SourceFile, out: &mut Vec<Problem>) -> (Option<Candidate>, FileReport) {
    let mut report = FileReport {
        path: file.path.clone(),
        display: file.display.clone(),
        lesson: None,
        loaded: false,
    };
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
    let src = file
        .data
        .as_ref()
        .ok()
        .and_then(|b| std::str::from_utf8(b).ok())
        .unwrap_or("");
    let mut fp = FileProblems {
        display: &file.display,
        src,
        out,
    };
    let mut broken_cite = false;
    for c in checker
        .cites
        .iter()
        .filter(|c| !sources.contains(&c.target.as_str()))
    {
        fp.site(
            ProblemKind::UnknownCitation {
                id: c.target.clone(),
            },
            c,
        );
        broken_cite = true;
    }
    if checker.has_errors() || broken_cite {
        return (None, report);
    }
    let site_of = |field: &str| {
        let n = root.get(field);
        Site {
            target: n.and_then(yaml::Node::as_text).unwrap_or("").to_string(),
            line: n.map_or(0, |n| n.line),
            column: n.map_or(0, |n| n.column),
            path: field.to_string(),
        }
    };
    report.loaded = true;
    let candidate = Candidate {
        lesson: convert::lesson(&root, &file.path),
        id_site: site_of("id"),
        module_site: site_of("module"),
        refs: checker.refs,
        display: file.display.clone(),
        src: src.to_string(),
    };
    (Some(candidate), report)
}

type Loaded1 = (Option<Candidate>, FileReport, Vec<Problem>);

/// Reads every lesson file, spread over the machine's cores: files are independent, and a
/// course of hundreds of lessons then opens in a fraction of the time. Results keep the
/// order of `files`.
fn load_lessons(files: &[&SourceFile]) -> Vec<Loaded1> {
    let one = |f: &SourceFile| {
        let mut found = Vec::new();
        let (candidate, report) = lesson_file(f, &mut found);
        (candidate, report, found)
    };
    let threads = std::thread::available_parallelism()
        .map_or(1, usize::from)
        .min(files.len() / 16 + 1);
    if threads <= 1 {
        return files.iter().map(|f| one(f)).collect();
    }
    // Each worker takes the next file as it finishes one, so a few large files do not leave
    // the other cores idle.
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut done: Vec<(usize, Loaded1)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(f) = files.get(i) else { break };
                        mine.push((i, one(f)));
                    }
                    mine
                })
            })
            .collect();
        let mut all = Vec::with_capacity(files.len());
        for w in workers {
            match w.join() {
                Ok(mine) => all.extend(mine),
                // A panic while checking is a bug (tests hold that bad input never panics):
                // pass it on as if it had happened on this thread.
                Err(panic) => std::panic::resume_unwind(panic),
            }
        }
        all
    });
    done.sort_by_key(|(i, _)| *i);
    done.into_iter().map(|(_, r)| r).collect()
}

/// Loads a course from its files: the manifest, then every lesson.
pub fn load(files: &[SourceFile]) -> Loaded {
    let mut problems = Vec::new();
    let mut reports = Vec::new();
    let mut course = Course::empty();
    match files.iter().find(|f| f.path == MANIFEST) {
        Some(manifest) => {
            if let Some((root, checker)) = check_file(manifest, &schema::COURSE, &mut problems) {
                let ok = !checker.has_errors();
                if ok {
                    course.title = root
                        .get("title")
                        .map(convert::label)
                        .unwrap_or_else(|| Localized::neutral("latih".to_string()));
                    course.modules = convert::modules(&root);
                    course.planned = convert::planned(&root);
                }
                reports.push(FileReport {
                    path: manifest.path.clone(),
                    display: manifest.display.clone(),
                    lesson: None,
                    loaded: ok,
                });
            }
        }
        None => push_file_problem(
            &mut problems,
            MANIFEST,
            ProblemKind::NoManifest {
                path: MANIFEST.to_string(),
            },
            0,
            0,
            None,
        ),
    }
    let lessons: Vec<&SourceFile> = files.iter().filter(|f| f.path != MANIFEST).collect();
    let mut candidates = Vec::new();
    for (candidate, report, found) in load_lessons(&lessons) {
        reports.push(report);
        candidates.extend(candidate);
        problems.extend(found);
    }
    course.lessons = course_checks(&course, candidates, &mut problems);
    course.sort_lessons();
    problem::sort(&mut problems);
    Loaded {
        course,
        problems,
        files: reports,
    }
}

/// Checks that need the whole course: unique lesson ids, known modules, references.
fn course_checks(
    course: &Course,
    candidates: Vec<Candidate>,
    out: &mut Vec<Problem>,
) -> Vec<Lesson> {
    let mut first_file: HashMap<String, String> = HashMap::new();
    let mut kept: Vec<Candidate> = Vec::new();
    for c in candidates {
        let mut fp = FileProblems {
            display: &c.display,
            src: &c.src,
            out,
        };
        if let Some(first) = first_file.get(&c.lesson.id) {
            let kind = ProblemKind::DuplicateId {
                id: c.lesson.id.clone(),
                first: first.clone(),
            };
            fp.site(kind, &c.id_site);
            continue;
        }
        first_file.insert(c.lesson.id.clone(), c.display.clone());
        kept.push(c);
    }
    let known = |id: &str| {
        kept.iter().any(|c| c.lesson.id == id) || course.planned.iter().any(|p| p.id == id)
    };
    let mut found = Vec::new();
    for c in &kept {
        if !course.modules.iter().any(|m| m.id == c.lesson.module) {
            let kind = ProblemKind::UnknownModule {
                module: c.lesson.module.clone(),
            };
            found.push((c, kind, c.module_site.clone()));
        }
        for r in &c.refs {
            if r.target == c.lesson.id {
                found.push((c, ProblemKind::SelfRef, r.clone()));
            } else if !known(&r.target) {
                let kind = ProblemKind::BrokenRef {
                    target: r.target.clone(),
                };
                found.push((c, kind, r.clone()));
            }
        }
    }
    for (c, kind, site) in found {
        let mut fp = FileProblems {
            display: &c.display,
            src: &c.src,
            out,
        };
        fp.site(kind, &site);
    }
    kept.into_iter().map(|c| c.lesson).collect()
}

/// Loads a course folder; a folder that cannot be read becomes a reported problem.
pub fn load_dir(dir: &std::path::Path) -> Loaded {
    match read_dir(dir) {
        Ok(files) => load(&files),
        Err(kind) => {
            let mut loaded = load(&[]);
            // Without a lessons folder the missing manifest is implied; say the real cause.
            loaded.problems.clear();
            loaded.problems.push(Problem {
                kind,
                place: Place {
                    file: dir.display().to_string(),
                    ..Place::default()
                },
            });
            loaded
        }
    }
}

/// The course compiled into the binary.
pub fn load_bundled() -> Loaded {
    load(&embedded())
}
