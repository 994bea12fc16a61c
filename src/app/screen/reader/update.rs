//! What the reader's messages do: opening lessons, scrolling, revealing, following links,
//! and laying readers out again after a resize, a language switch or a reload.

use super::Reader;
use crate::app::Status;
use crate::app::keymap::Action;
use crate::app::render::lesson::banner::banner_rows;
use crate::app::render::lesson::contents::contents;
use crate::app::render::lesson::links;
use crate::app::{Cx, Effect, Go, Overlay};
use crate::core::lesson::{Block, CardKind, Part};
use crate::core::message as m;
use crate::core::write::Write;

/// Opens a lesson in a new reader, optionally at a part (`None`: no such lesson, said in
/// the footer). Back where the learner left it, unless asked for a particular part.
pub(crate) fn open_lesson(cx: &mut Cx, id: &str, at: Option<Part>) -> Option<Reader> {
    if cx.course.lesson(id).is_none() {
        cx.flash = Some(cx.i18n.msg(&m::reader_not_available()));
        return None;
    }
    let mut r = Reader::new(id);
    r.opened_ms = cx.clock.ms;
    let resume = cx.places.get(id).copied();
    match (at, resume) {
        (Some(part), _) => r.anchor = (part, 0),
        (None, Some(place)) => r.anchor = place,
        (None, None) => {}
    }
    let status = cx.status.entry(id.to_string()).or_default();
    if *status == Status::New {
        *status = Status::Opened;
        cx.effects.push(Effect::Store(Write::LessonStatus {
            lesson: id.to_string(),
            done: false,
            at: cx.clock.now,
        }));
    }
    relayout(&mut r, cx, true);
    if let Some(part) = at {
        r.scroll_to(part);
        if matches!(part, Part::Block(_)) {
            r.focus = None;
        }
    }
    // A lesson that fits on the screen has its end in view from the start.
    mark_done_at_end(&mut r, cx);
    Some(r)
}

pub(crate) fn reader_action(r: &mut Reader, cx: &mut Cx, a: Action) {
    let Some(lesson) = cx.course.lesson(&r.lesson) else {
        return;
    };
    let targets = links::targets(lesson);
    let terms = links::term_targets(&r.doc);
    if let Some(top) = r.window().moved(a) {
        // A focus that scrolls away moves to what is on screen of its own kind.
        let same = match r.focus {
            Some(Part::Term(_)) => &terms,
            _ => &targets,
        };
        r.scroll(top, same);
        return;
    }
    match a {
        Action::NextItem => r.cycle_focus(&targets, true),
        Action::PrevItem => r.cycle_focus(&targets, false),
        Action::NextTerm => r.cycle_focus(&terms, true),
        Action::PrevTerm => r.cycle_focus(&terms, false),
        Action::Reveal | Action::HideAnswer => {
            if let Some(i) = r.reveal_target(lesson) {
                r.toggle(i);
                relayout(r, cx, true);
            } else {
                cx.flash = Some(cx.i18n.msg(&m::reader_no_exercise_here()));
            }
        }
        Action::Hint => match r.reveal_target(lesson) {
            Some(i) => {
                r.hint(i, super::state::hints_of(lesson, i));
                relayout(r, cx, true);
            }
            None => cx.flash = Some(cx.i18n.msg(&m::reader_no_exercise_here())),
        },
        Action::LessonQuiz => {
            let id = lesson.id.clone();
            cx.go(Go::LessonQuiz(id));
        }
        Action::RevealAll => {
            r.toggle_all(lesson);
            relayout(r, cx, true);
        }
        Action::Open => open_focused(r, cx),
        Action::Contents => {
            let entries = contents(&cx.i18n, &cx.course, lesson);
            let here = r.anchor.0;
            let selected = entries.iter().rposition(|(_, p)| *p <= here).unwrap_or(0);
            cx.overlay = Some(Overlay::Contents { entries, selected });
        }
        Action::NextLesson | Action::PrevLesson => next_lesson(r, cx, a == Action::NextLesson),
        Action::ToggleDone => toggle_done(r, cx),
        Action::Back => cx.go(Go::Back),
        Action::Search => cx.go(Go::Search),
        Action::CopyCode => super::copy::copy_code(r, cx),
        _ => {}
    }
}

/// Enter on the focused card, term or link: its quiz, review, drill, calculator or
/// playground, the term's glossary entry, the lesson a link names, or an exercise's answer
/// shown or hidden.
fn open_focused(r: &mut Reader, cx: &mut Cx) {
    let Some(lesson) = cx.course.lesson(&r.lesson) else {
        return;
    };
    let to = match r.focus {
        Some(Part::Block(i)) => match lesson.body.get().blocks.get(i) {
            Some(Block::Quiz { .. }) => Go::Practice {
                lesson: lesson.id.clone(),
                block: i,
            },
            Some(Block::Review { .. }) => Go::Review(Some((lesson.id.clone(), i))),
            Some(Block::Card { kind, id, .. }) => match kind {
                CardKind::Drill => Go::Drill(id.clone()),
                CardKind::Calculator => Go::Calc(id.clone()),
                CardKind::Playground => Go::Play(Some(id.clone())),
                CardKind::Simulation => Go::Simulation(id.clone()),
            },
            _ => {
                r.toggle(i);
                relayout(r, cx, true);
                return;
            }
        },
        Some(Part::Term(_)) => match r.focused_term_id() {
            Some(id) => Go::Glossary(Some(id.to_string())),
            None => return,
        },
        Some(part @ Part::Link(_)) => match links::link_target(lesson, part) {
            Some(target) => Go::Lesson {
                id: target.to_string(),
                at: None,
                replace: false,
            },
            None => return,
        },
        _ => {
            cx.flash = Some(cx.i18n.msg(&m::reader_nothing_to_open()));
            return;
        }
    };
    cx.go(to);
}

/// The next or previous lesson: as the lesson's links say, else in course order.
fn next_lesson(r: &Reader, cx: &mut Cx, next: bool) {
    let Some(lesson) = cx.course.lesson(&r.lesson) else {
        return;
    };
    let link = if next {
        &lesson.body.get().links.next
    } else {
        &lesson.body.get().links.prev
    };
    let pos = cx.course.lessons.iter().position(|l| l.id == lesson.id);
    let by_order = pos.and_then(|p| {
        let q = if next {
            p.checked_add(1)
        } else {
            p.checked_sub(1)
        };
        q.and_then(|q| cx.course.lessons.get(q))
    });
    let target = link
        .as_ref()
        .map(|l| l.lesson.clone())
        .filter(|id| cx.course.lesson(id).is_some())
        .or_else(|| by_order.map(|l| l.id.clone()));
    match target {
        Some(id) => cx.go(Go::Lesson {
            id,
            at: None,
            replace: true,
        }),
        None => {
            let said = if next {
                m::reader_no_next()
            } else {
                m::reader_no_prev()
            };
            cx.flash = Some(cx.i18n.msg(&said));
        }
    }
}

/// Marks the lesson done, or not done again.
fn toggle_done(r: &Reader, cx: &mut Cx) {
    let id = r.lesson.clone();
    let s = cx.status.entry(id.clone()).or_default();
    *s = if *s == Status::Done {
        Status::Opened
    } else {
        Status::Done
    };
    cx.effects.push(Effect::Store(Write::LessonStatus {
        lesson: id,
        done: *s == Status::Done,
        at: cx.clock.now,
    }));
    let said = if *s == Status::Done {
        m::reader_marked_done()
    } else {
        m::reader_marked_open()
    };
    cx.flash = Some(cx.i18n.msg(&said));
}

/// Reaching the end of a lesson marks it done, as finishing a chapter does; a review lesson
/// is done when its review is (quiz::update marks it), not by scrolling past it.
pub(crate) fn mark_done_at_end(r: &mut Reader, cx: &mut Cx) {
    let at_end = r.at_end() && !r.doc.rows.is_empty();
    let reached = at_end && !r.end_seen;
    r.end_seen = at_end;
    if reached && !is_review_lesson(cx, &r.lesson) {
        let s = cx.status.entry(r.lesson.clone()).or_default();
        if *s != Status::Done {
            *s = Status::Done;
            cx.effects.push(Effect::Store(Write::LessonStatus {
                lesson: r.lesson.clone(),
                done: true,
                at: cx.clock.now,
            }));
        }
    }
}

/// Whether the lesson is there to run a review (it has a review card).
fn is_review_lesson(cx: &Cx, lesson: &str) -> bool {
    cx.course.lesson(lesson).is_some_and(|l| {
        (l.body.get().blocks.iter()).any(|b| matches!(b, crate::core::lesson::Block::Review { .. }))
    })
}

/// Keeps where the learner was in the lesson and the time spent, as the reader closes.
pub(crate) fn keep_place(r: &Reader, cx: &mut Cx) {
    cx.places.insert(r.lesson.clone(), r.anchor);
    let seconds = ((cx.clock.ms - r.opened_ms).max(0) / 1000) as u64;
    cx.effects.push(Effect::Store(Write::SavePlace {
        lesson: r.lesson.clone(),
        part: r.anchor.0.key(),
        offset: u32::try_from(r.anchor.1).unwrap_or(u32::MAX),
        seconds,
        at: cx.clock.now,
    }));
}

/// Lines of the reader's text column not taken by the stale-file banner.
pub(crate) fn reader_size(cx: &Cx, lesson: &str) -> (usize, usize) {
    let col = cx.viewport().column;
    let banner = banner_rows(cx, lesson, usize::from(col.w)).len();
    let height = usize::from(col.h).saturating_sub(banner).max(1);
    (usize::from(col.w).max(1), height)
}

/// Lays the reader out again at the screen's size (language or size changed, the course
/// reloaded, an answer shown). Without `force`, a reader whose width did not change only
/// re-clamps its place.
pub(crate) fn relayout(r: &mut Reader, cx: &Cx, force: bool) {
    let (width, height) = reader_size(cx, &r.lesson);
    let Some(lesson) = cx.course.lesson(&r.lesson) else {
        return;
    };
    r.width = width;
    r.height = height;
    if force {
        r.relayout(lesson, &cx.course, &cx.i18n, &cx.calc_values);
    } else {
        r.resized(lesson, &cx.course, &cx.i18n, &cx.calc_values);
    }
}
