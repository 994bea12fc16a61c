//! Starting a quiz: a lesson's quiz block, every question of a lesson, or a review of what
//! is due, and the calculator an answered estimate offers. Navigation calls these; the quiz
//! screen never opens itself.

use crate::app::screen::quiz::state::{Mode, QuizState};
use crate::app::{Effect, Go, Model, Screen};
use crate::core::lesson::Block;
use crate::core::message as m;
use crate::core::quiz::Question;
use crate::core::record::SessionKind;
use crate::core::session::Session;
use crate::core::write::Write;

/// Starts a quiz block of a lesson: shuffled, immediate feedback, nothing recorded.
pub(crate) fn start_practice(m: &mut Model, lesson: &str, block: usize) {
    let Some(Block::Quiz {
        bank,
        questions,
        title,
    }) = m
        .course
        .lesson(lesson)
        .and_then(|l| l.body.get().blocks.get(block))
        .cloned()
    else {
        return;
    };
    let items = m.course.quiz_questions(&bank, &questions);
    let mode = Mode::Practice {
        lesson: lesson.to_string(),
    };
    let seed = m.session_seed();
    let mut q = QuizState::new(mode, title, items, seed);
    q.next(&m.course, m.clock.ms);
    m.screens.push(Screen::Quiz(Box::new(q)));
}

/// Practises every question written about a lesson (from any bank), from the reader's key:
/// the same unrecorded quick feedback as a quiz card.
pub(crate) fn start_lesson_practice(m: &mut Model, lesson: &str) {
    let items = m.course.questions_of(&[lesson.to_string()]);
    if items.is_empty() {
        m.flash = Some(m.i18n.msg(&m::reader_no_questions()));
        return;
    }
    let mode = Mode::Practice {
        lesson: lesson.to_string(),
    };
    let seed = m.session_seed();
    let mut q = QuizState::new(mode, None, items, seed);
    q.next(&m.course, m.clock.ms);
    m.screens.push(Screen::Quiz(Box::new(q)));
}

/// Practises one question now (from the question browser): quick feedback, unrecorded,
/// its schedule left alone.
pub(crate) fn start_one(m: &mut Model, item: &str) {
    let Some(lesson) = m.course.question(item).map(|q| q.lesson.clone()) else {
        return;
    };
    let mode = Mode::Practice {
        lesson: lesson.unwrap_or_default(),
    };
    let seed = m.session_seed();
    let mut q = QuizState::new(mode, None, vec![item.to_string()], seed);
    q.next(&m.course, m.clock.ms);
    m.screens.push(Screen::Quiz(Box::new(q)));
}

/// Starts a recorded review: what is due, or the questions of a review lesson's block.
pub(crate) fn start_review(m: &mut Model, from: Option<(&str, usize)>) {
    if let Some(problem) = &m.storage_problem {
        m.flash = Some(m.i18n.msg(&m::quiz_no_storage(problem.clone())));
        return;
    }
    let (items, title, source) = match from {
        Some((lesson, block)) => {
            let Some(Block::Review { lessons, title, .. }) = m
                .course
                .lesson(lesson)
                .and_then(|l| l.body.get().blocks.get(block))
                .cloned()
            else {
                return;
            };
            (
                m.not_held(m.course.questions_of(&lessons)),
                title,
                Some(lesson.to_string()),
            )
        }
        None => (Vec::new(), None, None),
    };
    let mode = Mode::Review {
        session: None,
        source: source.clone(),
    };
    let seed = m.session_seed();
    let mut q = if source.is_some() {
        QuizState::new(mode, title, items, seed)
    } else {
        QuizState::daily(mode, Session::daily(m.review_queue()), seed)
    };
    let planned = q.session.total;
    q.next(&m.course, m.clock.ms);
    m.screens.push(Screen::Quiz(Box::new(q)));
    if planned > 0 {
        let kind = if source.is_some() {
            SessionKind::ReviewLesson
        } else {
            SessionKind::Due
        };
        m.effects.push(Effect::Store(Write::StartSession {
            kind,
            source,
            seed,
            planned,
            at: m.clock.now,
        }));
    }
}

/// Reviews every question of a lesson or module now, due or not (Anki's filtered deck):
/// shuffled, a miss coming back in the run, every answer scheduled as usual but none of
/// them counted against the day's limits.
pub(crate) fn start_lesson_review(m: &mut Model, name: &str) {
    if let Some(problem) = &m.storage_problem {
        m.flash = Some(m.i18n.msg(&m::quiz_no_storage(problem.clone())));
        return;
    }
    let lessons = m.course.lessons_named(name);
    let items = m.not_held(m.course.questions_of(&lessons));
    if items.is_empty() {
        m.flash = Some(m.i18n.msg(&m::reader_no_questions()));
        return;
    }
    let title = match lessons.as_slice() {
        [one] => m.course.lesson(one).map(|l| l.title.clone()),
        _ => m
            .course
            .modules
            .iter()
            .find(|x| x.id == name || x.code.eq_ignore_ascii_case(name))
            .map(|x| x.title.clone()),
    };
    let mode = Mode::Review {
        session: None,
        source: None,
    };
    let seed = m.session_seed();
    let mut q = QuizState::new(mode, title, items, seed);
    q.counts_limits = m.settings.lesson_counts;
    let planned = q.session.total;
    q.next(&m.course, m.clock.ms);
    m.screens.push(Screen::Quiz(Box::new(q)));
    m.effects.push(Effect::Store(Write::StartSession {
        kind: SessionKind::ReviewLesson,
        source: Some(name.to_string()),
        seed,
        planned,
        at: m.clock.now,
    }));
}

/// The calculator of an answered estimate; a question drawn at other inputs opens it at
/// those inputs (`drawn`), so the learner sees the figures they were asked about.
pub(super) fn calculator(m: &mut Model, question: Option<&Question>, drawn: Option<Vec<f64>>) {
    let calc = question
        .and_then(|x| m.course.calculator_for(x))
        .map(|c| c.id.clone());
    match (calc, drawn) {
        (Some(id), Some(values)) => m.go(Go::CalcAt(id, values)),
        (Some(id), None) => m.go(Go::Calc(id)),
        _ => {}
    }
}
