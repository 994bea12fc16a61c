//! Loading a whole course: the manifest and glossary, every lesson on all cores, then the course-wide
//! checks. A `Loader` remembers what each file produced, so reloading after a save (watch
//! mode) only parses the files whose bytes changed.

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::Ordering;

use super::broken::Broken;
use super::cache::{self, Cache};
use super::course_checks;
use super::file_result::{FileResult, LoadProgress, Parsed, is_bank};
use super::glossary_file;
use super::load_files::{load_lessons, one};
use super::loaded::{FileReport, GLOSSARY, Loaded, MANIFEST};
use super::pipeline;
use super::{SourceFile, convert, schema};
use crate::core::course::Course;
use crate::core::lang::Localized;
use crate::core::problem::{self, Problem, ProblemKind};

#[derive(Debug, Default)]
pub struct Loader {
    /// Keep results for the next load (watch mode); a one-shot load skips the copies.
    remember: bool,
    /// Per course path: a hash of the bytes last seen and what they produced.
    memo: HashMap<String, (u128, FileResult)>,
    /// What earlier runs made of each file, on disk (none for `--no-cache` and in tests).
    cache: Option<Cache>,
    /// Counts the lesson and bank files done, for a progress bar while the course loads.
    progress: Option<Arc<LoadProgress>>,
    /// Lessons keep only what the map shows once checked (lint reports; it never reads).
    headers_only: bool,
}

impl Loader {
    /// A loader that remembers each file's result, so the next load parses only the files
    /// whose bytes changed.
    pub fn remembering() -> Loader {
        Loader {
            remember: true,
            ..Loader::default()
        }
    }

    /// The same loader keeping only each lesson's header (id, code, module, order, minutes,
    /// title, file) once its file is checked: for `lint`, which reports problems and counts
    /// and would otherwise hold every lesson's text until the end.
    pub fn headers_only(mut self) -> Loader {
        self.headers_only = true;
        self
    }

    /// The same loader counting the files it has done into `progress`.
    pub fn with_progress(mut self, progress: Arc<LoadProgress>) -> Loader {
        self.progress = Some(progress);
        self
    }

    /// The same loader reading and writing `cache` (see `content::cache`).
    pub fn with_cache(mut self, cache: Option<Cache>) -> Loader {
        self.cache = cache;
        self
    }

    /// Loads a course from its files: the manifest, then every lesson.
    pub fn load(&mut self, files: &[SourceFile]) -> Loaded {
        let mut problems = Vec::new();
        let mut reports = Vec::new();
        let cache = self.cache.as_ref();
        let (mut course, manifest_unread) = cache::cached(
            cache,
            cache::Kind::Manifest,
            files,
            &mut problems,
            &mut reports,
            |p, r| manifest(files, p, r),
        );
        let glossary = cache::cached(
            cache,
            cache::Kind::Glossary,
            files,
            &mut problems,
            &mut reports,
            |p, r| glossary_file::read(files, p, r),
        );
        course.glossary = glossary.glossary;
        let lessons: Vec<&SourceFile> = files
            .iter()
            .filter(|f| f.path != MANIFEST && f.path != GLOSSARY)
            .collect();
        let mut candidates = Vec::new();
        let mut banks = Vec::new();
        // Files that could not be parsed at all, as problems name them.
        let mut unparsed: Vec<(String, String)> = Vec::new();
        for (parsed, report, found) in self.lessons(&lessons) {
            match parsed {
                Some(Parsed::Lesson(c)) => candidates.push(*c),
                Some(Parsed::Bank(b)) => banks.push(*b),
                // A file in the wrong folder was read: what it defines is not a lesson.
                None if found.iter().any(|p| {
                    matches!(
                        p.kind,
                        ProblemKind::BankInLessons { .. }
                            | ProblemKind::LessonInQuizzes
                            | ProblemKind::GlossaryMisplaced
                    )
                }) => {}
                None => unparsed.push((report.path.clone(), report.display.clone())),
            }
            reports.push(report);
            problems.extend(found);
        }
        let mut broken = broken(&unparsed, manifest_unread);
        broken.glossary.extend(glossary.unreadable);
        let before = problems.len();
        let (lessons, banks) = course_checks::course_checks(
            &course,
            (candidates, banks),
            &glossary.figures,
            &broken,
            &mut problems,
        );
        snippets(&mut problems[before..], files);
        course.lessons = lessons;
        course.banks = banks;
        course.sort_lessons();
        crate::core::glossary::link(&mut course.glossary, &mut course.lessons);
        crate::core::marks::fill_course(&mut course);
        problem::sort(&mut problems);
        if let Some(cache) = &self.cache {
            cache.trim_if_written();
        }
        Loaded {
            course,
            problems,
            files: reports,
        }
    }

    /// Every lesson file's result: remembered ones for unchanged bytes, the rest parsed now.
    fn lessons(&mut self, files: &[&SourceFile]) -> Vec<FileResult> {
        // A file is known by a hash of its bytes: keeping the bytes themselves held a second
        // copy of the whole course for as long as `--watch` ran.
        let hash = |f: &SourceFile| {
            let f = f.read_now();
            (f.data.as_ref().ok()).map(|b| xxhash_rust::xxh3::xxh3_128(b))
        };
        let progress = self.progress.as_deref();
        if let Some(p) = progress {
            p.done.store(0, Ordering::Relaxed);
            p.total.store(files.len(), Ordering::Relaxed);
        }
        // Files with the bytes remembered keep their result; the rest are parsed.
        let mut kept: HashMap<String, (u128, FileResult)> = HashMap::new();
        let mut fresh: Vec<&SourceFile> = Vec::new();
        for f in files {
            match self.memo.remove(&f.path) {
                Some((seen, r)) if hash(f) == Some(seen) => {
                    kept.insert(f.path.clone(), (seen, r));
                }
                _ => fresh.push(f),
            }
        }
        let mut parsed: HashMap<String, (FileResult, Option<u128>)> = fresh
            .iter()
            .map(|f| f.path.clone())
            .zip(load_lessons(
                &fresh,
                self.cache.as_ref(),
                progress,
                self.headers_only,
                self.remember,
            ))
            .collect();
        let mut out = Vec::with_capacity(files.len());
        let mut memo = HashMap::with_capacity(files.len());
        for f in files {
            let (result, seen) = match (parsed.remove(&f.path), kept.remove(&f.path)) {
                (Some(r), _) => r,
                (None, kept) => {
                    LoadProgress::tick(progress);
                    match kept {
                        Some((h, r)) => (r, Some(h)),
                        // Another file of the same course path took the parsed result.
                        None => one(f, self.cache.as_ref(), self.remember),
                    }
                }
            };
            if self.remember
                && let Some(h) = seen
            {
                memo.insert(f.path.clone(), (h, result.clone()));
            }
            out.push(result);
        }
        // Files that disappeared are forgotten with the old memo.
        self.memo = memo;
        out
    }
}

/// The line each course-wide problem points at, from its file's bytes (see
/// `course_checks::report`).
fn snippets(problems: &mut [Problem], files: &[SourceFile]) {
    if problems.is_empty() {
        return;
    }
    // Only the files named: decoding every file of a large course for a few problems would
    // check megabytes of UTF-8 again.
    let named: std::collections::HashSet<&str> =
        problems.iter().map(|p| p.place.file.as_str()).collect();
    let read: Vec<std::borrow::Cow<SourceFile>> = files
        .iter()
        .filter(|f| named.contains(f.display.as_str()))
        .map(SourceFile::read_now)
        .collect();
    let texts: HashMap<&str, &str> = read
        .iter()
        .map(|f| {
            let text = pipeline::decode(f, &mut Vec::new()).unwrap_or("");
            (f.display.as_str(), text)
        })
        .collect();
    for p in problems.iter_mut().filter(|p| p.place.snippet.is_none()) {
        if let Some(text) = texts.get(p.place.file.as_str()) {
            p.place.snippet = super::yaml::line_text(text, p.place.line);
        }
    }
}

/// The course as its manifest describes it (id, title, modules, planned lessons), with the
/// manifest's problems and report; and the manifest's name when it could not be read at all.
fn manifest(
    files: &[SourceFile],
    problems: &mut Vec<Problem>,
    reports: &mut Vec<FileReport>,
) -> (Course, Option<String>) {
    let mut course = Course::empty();
    let Some(manifest) = files.iter().find(|f| f.path == MANIFEST) else {
        pipeline::push_file_problem(
            problems,
            MANIFEST,
            ProblemKind::NoManifest {
                path: MANIFEST.to_string(),
            },
            0,
            0,
            None,
        );
        return (course, None);
    };
    let Some((root, checker)) = pipeline::check_file(manifest, &schema::COURSE, problems) else {
        return (course, Some(manifest.display.clone()));
    };
    let ok = !checker.has_errors();
    if ok {
        course.id = root
            .get("id")
            .and_then(super::yaml::Node::as_text)
            .unwrap_or_default()
            .to_string();
        course.title = root
            .get("title")
            .map(convert::label)
            .unwrap_or_else(|| Localized::neutral("latih".to_string()));
        course.modules = convert::modules(&root);
        course.planned = convert::planned(&root);
        course.scheduler = convert::class_fit(&root);
    }
    reports.push(FileReport {
        path: manifest.path.clone(),
        display: manifest.display.clone(),
        lesson: None,
        bank: None,
        loaded: ok,
    });
    (course, None)
}

/// The files that could not be parsed (path, and name as problems give it), lessons and
/// banks apart, and the manifest if it could not be.
fn broken(unparsed: &[(String, String)], manifest_unread: Option<String>) -> Broken {
    Broken {
        lessons: unparsed
            .iter()
            .filter(|(path, _)| !is_bank(path))
            .map(|(_, shown)| shown.clone())
            .collect(),
        lesson_stems: unparsed
            .iter()
            .filter(|(path, _)| !is_bank(path))
            .filter_map(|(path, _)| {
                let name = path.rsplit('/').next()?;
                name.strip_suffix(".yaml")
                    .or(name.strip_suffix(".yml"))
                    .map(str::to_string)
            })
            .collect(),
        banks: unparsed
            .iter()
            .filter(|(path, _)| is_bank(path))
            .map(|(_, shown)| shown.clone())
            .collect(),
        manifest: manifest_unread.into_iter().collect(),
        glossary: Vec::new(),
    }
}
