//! What the reader's messages do: opening lessons, scrolling, revealing, following links,
//! and laying readers out again after a resize, a language switch or a reload.

use super::home::{self, Status};
use super::keymap::Action;
use super::layout;
use super::links_doc;
use super::lists;
use super::reader::Reader;
use super::update::refresh_search;
use super::update_quiz;
use super::{Effect, Model, Overlay, Screen, SearchState};
use crate::content::Loaded;
use crate::core::lesson::{Block, Part};
use crate::i18n::ids;

/// Opens a lesson in a new reader (or instead of the current one), optionally at a part.
pub(super) fn open_lesson(m: &mut Model, id: &str, at: Option<Part>, replace: bool) {
    if m.course.lesson(id).is_none() {
        m.flash = Some(m.i18n.t(ids::READER_NOT_AVAILABLE));
        return;
    }
    let mut r = Reader::new(id);
    r.opened_ms = m.clock.ms;
    // Back where the learner left it, unless asked for a particular part.
    let resume = m.places.get(id).copied();
    match (at, resume) {
        (Some(part), _) => r.anchor = (part, 0),
        (None, Some(place)) => r.anchor = place,
        (None, None) => {}
    }
    let status = m.status.entry(id.to_string()).or_default();
    if *status == Status::New {
        *status = Status::Opened;
        m.effects.push(Effect::LessonStatus {
            lesson: id.to_string(),
            done: false,
            at: m.clock.now,
        });
    }
    if replace && matches!(m.screens.last(), Some(Screen::Reader(_))) {
        close_reader(m);
    }
    m.screens.push(Screen::Reader(r));
    relayout_top(m);
    if let (Some(part), Some(Screen::Reader(r))) = (at, m.screens.last_mut()) {
        r.scroll_to(part);
        if matches!(part, Part::Block(_)) {
            r.focus = None;
        }
    }
    // A lesson that fits on the screen has its end in view from the start.
    mark_done_at_end(m);
}

pub(super) fn reader_action(m: &mut Model, a: Action) {
    let Some(Screen::Reader(r)) = m.screens.last_mut() else {
        return;
    };
    let Some(lesson) = m.course.lesson(&r.lesson) else {
        return;
    };
    let targets = links_doc::targets(lesson);
    let page = r.height.saturating_sub(2).max(1) as isize;
    match a {
        Action::Up => r.scroll(-1, &targets),
        Action::Down => r.scroll(1, &targets),
        Action::PageUp => r.scroll(-page, &targets),
        Action::PageDown => r.scroll(page, &targets),
        Action::Top => r.scroll(-(r.top as isize), &targets),
        Action::Bottom => r.scroll(r.max_top() as isize, &targets),
        Action::NextItem => r.cycle_focus(&targets, true),
        Action::PrevItem => r.cycle_focus(&targets, false),
        Action::Reveal => {
            if let Some(i) = r.reveal_target(lesson) {
                r.toggle(i);
                relayout_top(m);
            } else {
                m.flash = Some(m.i18n.t(ids::READER_NO_EXERCISE_HERE));
            }
            return;
        }
        Action::LessonQuiz => {
            let id = lesson.id.clone();
            update_quiz::start_lesson_practice(m, &id);
            return;
        }
        Action::RevealAll => {
            r.toggle_all(lesson);
            relayout_top(m);
            return;
        }
        Action::Open => {
            match r.focus {
                Some(Part::Block(i)) => match lesson.blocks.get(i) {
                    Some(Block::Quiz { .. }) => {
                        let id = lesson.id.clone();
                        update_quiz::start_practice(m, &id, i);
                    }
                    Some(Block::Review { .. }) => {
                        let id = lesson.id.clone();
                        update_quiz::start_review(m, Some((&id, i)));
                    }
                    Some(Block::Drill { id, .. }) => {
                        let id = id.clone();
                        super::update_drill::open(m, &id);
                    }
                    Some(Block::Calculator { id, .. }) => {
                        let id = id.clone();
                        super::update_calc::open(m, &id);
                    }
                    Some(Block::Playground { id, .. }) => {
                        let id = id.clone();
                        super::update_play::open(m, Some(&id));
                    }
                    _ => {
                        r.toggle(i);
                        relayout_top(m);
                    }
                },
                Some(part @ Part::Link(_)) => {
                    if let Some(target) = links_doc::link_target(lesson, part) {
                        let target = target.to_string();
                        open_lesson(m, &target, None, false);
                    }
                }
                _ => m.flash = Some(m.i18n.t(ids::READER_NOTHING_TO_OPEN)),
            }
            return;
        }
        Action::Contents => {
            let entries = lists::contents(&m.i18n, lesson);
            let here = r.anchor.0;
            let selected = entries.iter().rposition(|(_, p)| *p <= here).unwrap_or(0);
            m.overlay = Some(Overlay::Contents { entries, selected });
            return;
        }
        Action::NextLesson | Action::PrevLesson => {
            let next = a == Action::NextLesson;
            let link = if next {
                &lesson.links.next
            } else {
                &lesson.links.prev
            };
            let pos = m.course.lessons.iter().position(|l| l.id == lesson.id);
            let by_order = pos.and_then(|p| {
                let q = if next {
                    p.checked_add(1)
                } else {
                    p.checked_sub(1)
                };
                q.and_then(|q| m.course.lessons.get(q))
            });
            let target = link
                .as_ref()
                .map(|l| l.lesson.clone())
                .filter(|id| m.course.lesson(id).is_some())
                .or_else(|| by_order.map(|l| l.id.clone()));
            match target {
                Some(id) => open_lesson(m, &id, None, true),
                None => {
                    let id = if next {
                        ids::READER_NO_NEXT
                    } else {
                        ids::READER_NO_PREV
                    };
                    m.flash = Some(m.i18n.t(id));
                }
            }
            return;
        }
        Action::ToggleDone => {
            let id = r.lesson.clone();
            let s = m.status.entry(id.clone()).or_default();
            *s = if *s == Status::Done {
                Status::Opened
            } else {
                Status::Done
            };
            m.effects.push(Effect::LessonStatus {
                lesson: id,
                done: *s == Status::Done,
                at: m.clock.now,
            });
            let msg = if *s == Status::Done {
                ids::READER_MARKED_DONE
            } else {
                ids::READER_MARKED_OPEN
            };
            m.flash = Some(m.i18n.t(msg));
            return;
        }
        Action::Back => {
            close_reader(m);
            return;
        }
        Action::Search => {
            m.screens.push(Screen::Search(SearchState::default()));
            return;
        }
        _ => return,
    }
    mark_done_at_end(m);
}

/// Reaching the end of a lesson marks it done, as finishing a chapter does.
pub(super) fn mark_done_at_end(m: &mut Model) {
    if let Some(Screen::Reader(r)) = m.screens.last()
        && r.at_end()
        && !r.doc.rows.is_empty()
    {
        let s = m.status.entry(r.lesson.clone()).or_default();
        if *s != Status::Done {
            *s = Status::Done;
            m.effects.push(Effect::LessonStatus {
                lesson: r.lesson.clone(),
                done: true,
                at: m.clock.now,
            });
        }
    }
}

/// Closes the reader on top, keeping where the learner was and the time spent.
pub(super) fn close_reader(m: &mut Model) {
    let Some(Screen::Reader(r)) = m.screens.pop() else {
        return;
    };
    m.places.insert(r.lesson.clone(), r.anchor);
    let seconds = ((m.clock.ms - r.opened_ms).max(0) / 1000) as u64;
    m.effects.push(Effect::SavePlace {
        lesson: r.lesson,
        part: r.anchor.0.key(),
        offset: u32::try_from(r.anchor.1).unwrap_or(u32::MAX),
        seconds,
        at: m.clock.now,
    });
}

/// Lines of the reader's text column not taken by the stale-file banner.
pub(super) fn reader_size(m: &Model, lesson: &str) -> (usize, usize) {
    let (w, h) = m.size;
    let col = layout::text_column(w, h);
    let banner = lists::banner_rows(m, lesson, usize::from(col.w)).len();
    let height = usize::from(col.h).saturating_sub(banner).max(1);
    (usize::from(col.w).max(1), height)
}

pub(super) fn relayout_top(m: &mut Model) {
    let Some(Screen::Reader(r)) = m.screens.last() else {
        return;
    };
    let id = r.lesson.clone();
    let (width, height) = reader_size(m, &id);
    let Model {
        screens,
        course,
        i18n,
        calc_values,
        ..
    } = m;
    if let (Some(Screen::Reader(r)), Some(lesson)) = (screens.last_mut(), course.lesson(&id)) {
        r.width = width;
        r.height = height;
        r.relayout(lesson, course, i18n, calc_values);
    }
}

/// Lays out every open reader again (language or size changed, or the course reloaded).
/// Without `force`, a reader whose width did not change only re-clamps its place.
pub(super) fn relayout_all(m: &mut Model, force: bool) {
    let sizes: Vec<Option<(usize, usize)>> = m
        .screens
        .iter()
        .map(|s| match s {
            Screen::Reader(r) => Some(reader_size(m, &r.lesson)),
            _ => None,
        })
        .collect();
    let Model {
        screens,
        course,
        i18n,
        calc_values,
        ..
    } = m;
    for (s, size) in screens.iter_mut().zip(sizes) {
        if let (Screen::Reader(r), Some((w, h))) = (s, size)
            && let Some(lesson) = course.lesson(&r.lesson)
        {
            r.width = w;
            r.height = h;
            if force {
                r.relayout(lesson, course, i18n, calc_values);
            } else {
                r.resized(lesson, course, i18n, calc_values);
            }
        }
    }
}

/// Takes a freshly loaded course. A lesson whose file now fails keeps its last good version
/// on screen, with the new problems shown above it.
/// Whether a lesson draws on a bank: the bank is written for it, or one of its cards names
/// the bank or something in it.
fn uses(lesson: &crate::core::lesson::Lesson, bank: &crate::core::quiz::Bank) -> bool {
    use crate::core::lesson::Block;
    bank.lesson.as_deref() == Some(lesson.id.as_str())
        || lesson.blocks.iter().any(|b| match b {
            Block::Quiz { bank: id, .. } => *id == bank.id,
            Block::Drill { id, .. } => bank.drills.iter().any(|d| d.id == *id),
            Block::Calculator { id, .. } => bank.calculators.iter().any(|c| c.id == *id),
            Block::Playground { id, .. } => bank.scenarios.iter().any(|s| s.id == *id),
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

pub(super) fn reload(m: &mut Model, mut loaded: Loaded) {
    m.stale.clear();
    for report in loaded.files.iter().filter(|r| !r.loaded) {
        let Some(old) = m.course.lessons.iter().find(|l| l.file == report.path) else {
            continue;
        };
        if loaded.course.lesson(&old.id).is_some() {
            continue;
        }
        m.stale
            .insert(old.id.clone(), problems_of(&loaded.problems, report));
        loaded.course.lessons.push(old.clone());
    }
    // A bank broken by a save keeps its last good version too (its questions, drills,
    // calculators and scenarios), and every lesson that uses it shows the problem.
    for report in loaded.files.iter().filter(|r| !r.loaded) {
        let Some(old) = m.course.banks.iter().find(|b| b.file == report.path) else {
            continue;
        };
        if loaded.course.bank(&old.id).is_some() {
            continue;
        }
        let problems = problems_of(&loaded.problems, report);
        for lesson in loaded.course.lessons.iter().filter(|l| uses(l, old)) {
            m.stale
                .entry(lesson.id.clone())
                .or_default()
                .extend(problems.iter().cloned());
        }
        loaded.course.banks.push(old.clone());
    }
    loaded.course.sort_lessons();
    m.course = loaded.course;
    m.problems = loaded.problems;
    m.files = loaded.files;
    m.invalidate_search();
    // Readers of lessons that no longer exist close; the rest keep their place.
    let course = &m.course;
    m.screens.retain(|s| match s {
        Screen::Reader(r) => course.lesson(&r.lesson).is_some(),
        _ => true,
    });
    refresh_search(m);
    relayout_all(m, true);
    let items = m.home_items();
    let count = home::selectable_count(&items);
    if let Some(Screen::Home(h)) = m.screens.first_mut() {
        h.selected = h.selected.min(count.saturating_sub(1));
    }
    m.flash = Some(m.i18n.ta(
        ids::WATCH_RELOADED,
        &[("errors", crate::i18n::Arg::from(m.errors()))],
    ));
}
