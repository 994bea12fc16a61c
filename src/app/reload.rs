//! Watch mode: a freshly loaded course replaces the old one. A lesson or bank whose file now
//! fails keeps its last good version on screen, with the new problems shown above it.

use super::screen::Changed;
use super::{Model, Screen};
use crate::content::Loaded;
use crate::core::message as m;

/// Takes a freshly loaded course. A lesson whose file now fails keeps its last good version
/// on screen, with the new problems shown above it.
/// Whether a lesson draws on a bank: the bank is written for it, or one of its cards names
/// the bank or something in it.
fn uses(lesson: &crate::core::lesson::Lesson, bank: &crate::core::quiz::Bank) -> bool {
    use crate::core::lesson::{Block, CardKind};
    bank.lesson.as_deref() == Some(lesson.id.as_str())
        || lesson.body.read().blocks.iter().any(|b| match b {
            Block::Quiz { bank: id, .. } => *id == bank.id,
            Block::Card { kind, id, .. } => match kind {
                CardKind::Drill => bank.drills.iter().any(|d| d.id == *id),
                CardKind::Calculator => bank.calculators.iter().any(|c| c.id == *id),
                CardKind::Playground => bank.scenarios.iter().any(|s| s.id == *id),
                CardKind::Simulation => bank.simulations.iter().any(|s| s.id == *id),
            },
            _ => false,
        })
}

/// The problems found in one file.
fn problems_of(
    all: &[crate::core::problem::Problem],
    report: &crate::content::FileReport,
) -> Vec<crate::core::problem::Problem> {
    all.iter()
        .filter(|p| p.place.file == report.display)
        .cloned()
        .collect()
}

/// Takes the whole course after a first frame drawn from its manifest alone.
pub(crate) fn loaded(model: &mut Model, loaded: Loaded, snapshot: Option<super::Snapshot>) {
    model.cx.loading = None;
    if let Some(s) = snapshot {
        model.cx.take_snapshot(s);
    }
    model.cx.course = loaded.course;
    model.cx.problems = loaded.problems;
    model.cx.files = loaded.files;
    settle(model);
}

pub(crate) fn reload(model: &mut Model, mut loaded: Loaded) {
    model.cx.stale.clear();
    // A file with an error now (it failed, or lost a block or a question to one, or a
    // course-wide check names it) keeps its last good version while it is being edited.
    // The files named by an error, gathered once: a large course has thousands of files.
    let with_errors: std::collections::HashSet<&str> = (loaded.problems.iter())
        .filter(|p| p.is_error())
        .map(|p| p.place.file.as_str())
        .collect();
    let erring: Vec<crate::content::FileReport> = (loaded.files.iter())
        .filter(|r| !r.loaded || with_errors.contains(r.display.as_str()))
        .cloned()
        .collect();
    for report in &erring {
        let Some(old) = model
            .cx
            .course
            .lessons
            .iter()
            .find(|l| l.file == report.path)
        else {
            continue;
        };
        loaded.course.lessons.retain(|l| l.id != old.id);
        model
            .cx
            .stale
            .insert(old.id.clone(), problems_of(&loaded.problems, report));
        loaded.course.lessons.push(old.clone());
    }
    // A bank broken by a save keeps its last good version too (its questions, drills,
    // calculators and scenarios), and every lesson that uses it shows the problem.
    for report in &erring {
        let Some(old) = model.cx.course.banks.iter().find(|b| b.file == report.path) else {
            continue;
        };
        loaded.course.banks.retain(|b| b.id != old.id);
        let problems = problems_of(&loaded.problems, report);
        for lesson in loaded.course.lessons.iter().filter(|l| uses(l, old)) {
            model
                .cx
                .stale
                .entry(lesson.id.clone())
                .or_default()
                .extend(problems.iter().cloned());
        }
        loaded.course.banks.push(old.clone());
    }
    loaded.course.sort_lessons();
    model.cx.course = loaded.course;
    model.cx.problems = loaded.problems;
    model.cx.files = loaded.files;
    settle(model);
    model.cx.flash = Some(model.cx.i18n.msg(&m::watch_reloaded(model.cx.errors())));
}

/// What depends on the course, after it was replaced: search, open readers and glossary,
/// the map's selection.
fn settle(model: &mut Model) {
    model.invalidate_search();
    // Readers of lessons that no longer exist close; the rest keep their place.
    let course = &model.cx.course;
    model.screens.retain(|s| match s {
        Screen::Reader(r) => course.lesson(&r.lesson).is_some(),
        _ => true,
    });
    model.changed(Changed::Course);
}
