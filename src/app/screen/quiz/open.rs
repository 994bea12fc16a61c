//! Starting a quiz: a lesson's quiz block, every question of a lesson, or a review of what
//! is due, and the calculator an answered estimate offers. Navigation calls these; the quiz
//! screen never opens itself.

use crate::app::screen::quiz::state::{Mode, QuizState};
use crate::app::{Cx, Effect, Go};
use crate::core::lesson::Block;
use crate::core::message as m;
use crate::core::quiz::Question;
use crate::core::record::SessionKind;
use crate::core::session::Session;
use crate::core::write::Write;

/// Starts a quiz block of a lesson: shuffled, immediate feedback, nothing recorded.
pub(crate) fn start_practice(cx: &mut Cx, lesson: &str, block: usize) -> Option<QuizState> {
    let Some(Block::Quiz {
        bank,
        questions,
        title,
    }) = cx
        .course
        .lesson(lesson)
        .and_then(|l| l.body.get().blocks.get(block))
        .cloned()
    else {
        return None;
    };
    let items = cx.course.quiz_questions(&bank, &questions);
    let mode = Mode::Practice {
        lesson: lesson.to_string(),
    };
    let seed = cx.session_seed();
    let mut q = QuizState::new(mode, title, items, seed);
    q.next(&cx.course, cx.clock.ms);
    Some(q)
}

/// Practises every question written about a lesson (from any bank), from the reader's key:
/// the same unrecorded quick feedback as a quiz card.
pub(crate) fn start_lesson_practice(cx: &mut Cx, lesson: &str) -> Option<QuizState> {
    let items = cx.course.questions_of(&[lesson.to_string()]);
    if items.is_empty() {
        cx.flash = Some(cx.i18n.msg(&m::reader_no_questions()));
        return None;
    }
    let mode = Mode::Practice {
        lesson: lesson.to_string(),
    };
    let seed = cx.session_seed();
    let mut q = QuizState::new(mode, None, items, seed);
    q.next(&cx.course, cx.clock.ms);
    Some(q)
}

/// Practises one question now (from the question browser): quick feedback, unrecorded,
/// its schedule left alone.
pub(crate) fn start_one(cx: &mut Cx, item: &str) -> Option<QuizState> {
    let lesson = cx.course.question(item).map(|q| q.lesson.clone())?;
    let mode = Mode::Practice {
        lesson: lesson.unwrap_or_default(),
    };
    let seed = cx.session_seed();
    let mut q = QuizState::new(mode, None, vec![item.to_string()], seed);
    q.next(&cx.course, cx.clock.ms);
    Some(q)
}

/// Practises missed questions again, reshuffled, with quick feedback and nothing recorded
/// (a review's schedule already has them back soon): Anki's "study forgotten".
pub(crate) fn retry(cx: &mut Cx, lesson: String, items: Vec<String>) -> QuizState {
    let seed = cx.session_seed();
    let mut q = QuizState::new(Mode::Practice { lesson }, None, items, seed);
    q.retry = true;
    q.next(&cx.course, cx.clock.ms);
    q
}

/// Starts a recorded review: what is due, or the questions of a review lesson's block.
pub(crate) fn start_review(cx: &mut Cx, from: Option<(&str, usize)>) -> Option<QuizState> {
    if let Some(problem) = &cx.storage_problem {
        cx.flash = Some(cx.i18n.msg(&m::quiz_no_storage(problem.clone())));
        return None;
    }
    let (items, title, source) = match from {
        Some((lesson, block)) => {
            let Some(Block::Review { lessons, title, .. }) = cx
                .course
                .lesson(lesson)
                .and_then(|l| l.body.get().blocks.get(block))
                .cloned()
            else {
                return None;
            };
            (
                cx.not_held(cx.course.questions_of(&lessons)),
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
    let seed = cx.session_seed();
    let mut q = if source.is_some() {
        QuizState::new(mode, title, items, seed)
    } else {
        QuizState::daily(mode, Session::daily(cx.review_queue()), seed)
    };
    let planned = q.session.total;
    q.next(&cx.course, cx.clock.ms);
    if planned > 0 {
        let kind = if source.is_some() {
            SessionKind::ReviewLesson
        } else {
            SessionKind::Due
        };
        cx.effects.push(Effect::Store(Write::StartSession {
            kind,
            source,
            seed,
            planned,
            at: cx.clock.now,
        }));
    }
    Some(q)
}

/// Reviews every question of a lesson or module now, due or not (Anki's filtered deck):
/// shuffled, a miss coming back in the run, every answer scheduled as usual but none of
/// them counted against the day's limits.
pub(crate) fn start_lesson_review(cx: &mut Cx, name: &str) -> Option<QuizState> {
    if let Some(problem) = &cx.storage_problem {
        cx.flash = Some(cx.i18n.msg(&m::quiz_no_storage(problem.clone())));
        return None;
    }
    let lessons = cx.course.lessons_named(name);
    let items = cx.not_held(cx.course.questions_of(&lessons));
    if items.is_empty() {
        cx.flash = Some(cx.i18n.msg(&m::reader_no_questions()));
        return None;
    }
    let title = match lessons.as_slice() {
        [one] => cx.course.lesson(one).map(|l| l.title.clone()),
        _ => cx
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
    let seed = cx.session_seed();
    let mut q = QuizState::new(mode, title, items, seed);
    q.counts_limits = cx.settings.lesson_counts;
    let planned = q.session.total;
    q.next(&cx.course, cx.clock.ms);
    cx.effects.push(Effect::Store(Write::StartSession {
        kind: SessionKind::ReviewLesson,
        source: Some(name.to_string()),
        seed,
        planned,
        at: cx.clock.now,
    }));
    Some(q)
}

/// The calculator of an answered estimate; a question drawn at other inputs opens it at
/// those inputs (`drawn`), so the learner sees the figures they were asked about.
pub(super) fn calculator(cx: &mut Cx, question: Option<&Question>, drawn: Option<Vec<f64>>) {
    let calc = question
        .and_then(|x| cx.course.calculator_for(x))
        .map(|c| c.id.clone());
    match (calc, drawn) {
        (Some(id), Some(values)) => cx.go(Go::CalcAt(id, values)),
        (Some(id), None) => cx.go(Go::Calc(id)),
        _ => {}
    }
}

/// The simulation a question offers after its answer, when the course has it.
pub(crate) fn simulation<'a>(cx: &'a Cx, q: &Question) -> Option<&'a str> {
    let id = q.simulation.as_deref()?;
    cx.course.simulation(id).map(|s| s.id.as_str())
}
