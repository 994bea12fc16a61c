//! A challenge question: its goal on screen, the playground opened for it (at the
//! scenario's start the first time, as left after that), the answer read back when the
//! quiz is on top again (the command that reached the goal), or given up; and after the
//! verdict, that command or a solution.

use super::out::Out;
use super::state::{Input, Phase, QuizState};
use crate::app::challenge::Challenge;
use crate::app::doc::{Tone, span};
use crate::app::{Cx, Go};
use crate::core::message as m;
use crate::core::play::Goal;
use crate::core::quiz::{Answer, Kind, Question};

/// The goal of the question's scenario, when the course has it.
fn goal<'a>(cx: &'a Cx, question: &Question) -> Option<&'a Goal> {
    let Kind::Challenge { scenario } = &question.kind else {
        return None;
    };
    cx.course.scenario(scenario)?.goal.as_ref()
}

/// Enter on a challenge: the playground, at the scenario's start unless the learner has
/// already been there for this question.
pub(super) fn open(q: &QuizState, cx: &mut Cx) {
    let Some(question) = q.question(&cx.course).cloned() else {
        return;
    };
    let Kind::Challenge { scenario } = &question.kind else {
        return;
    };
    if goal(cx, &question).is_none() {
        cx.flash = Some(cx.i18n.msg(&m::quiz_challenge_missing(scenario.clone())));
        return;
    }
    let fresh = !matches!(q.input, Input::Challenge { tried: true });
    cx.challenge = Some(Challenge {
        question: question.id.clone(),
        scenario: scenario.clone(),
        reached: None,
    });
    cx.go(Go::Challenge {
        scenario: scenario.clone(),
        fresh,
    });
}

/// Back on top after the playground: the command that reached the goal answers the
/// question; without one the question says the goal is not reached yet.
pub(super) fn returned(q: &mut QuizState, cx: &mut Cx) -> Option<Answer> {
    if !matches!(q.phase, Phase::Asking { .. }) {
        return None;
    }
    let id = q.shown.as_ref().map(|s| s.question.clone())?;
    if cx.challenge.as_ref().is_none_or(|c| c.question != id) {
        return None;
    }
    let came_back = cx.challenge.take()?;
    match came_back.reached {
        Some(line) => Some(Answer::Challenge(Some(line))),
        None => {
            q.input = Input::Challenge { tried: true };
            None
        }
    }
}

/// The question's goal, and what Enter does (or that the goal is not reached yet).
pub(super) fn asking(out: &mut Out<'_>, cx: &Cx, q: &QuizState, question: &Question, tried: bool) {
    let Some(goal) = goal(cx, question) else {
        if let Kind::Challenge { scenario } = &question.kind {
            let said = out.i18n.msg(&m::quiz_challenge_missing(scenario.clone()));
            out.line(vec![span(said, Tone::Warning)]);
        }
        return;
    };
    let lead = vec![span(
        format!("{} ", out.i18n.msg(&m::quiz_challenge_goal())),
        Tone::Label,
    )];
    let start = out.doc.rows.len();
    out.text(&goal.text, Tone::Bold, Vec::new(), lead);
    if matches!(q.phase, Phase::Asking { .. }) {
        out.focus = Some((start, out.doc.rows.len()));
        out.gap();
        let (said, tone) = if tried {
            (m::quiz_challenge_not_yet(), Tone::Warning)
        } else {
            (m::quiz_challenge_how(), Tone::Muted)
        };
        out.line(vec![span(out.i18n.msg(&said), tone)]);
    }
}

/// After the verdict: the command that reached the goal, or a solution.
pub(super) fn verdict(out: &mut Out<'_>, cx: &Cx, question: &Question, phase: &Phase) {
    let Phase::Answered {
        answer: Answer::Challenge(reached),
        ..
    } = phase
    else {
        return;
    };
    match reached {
        Some(line) => {
            let said = out.i18n.msg(&m::quiz_challenge_reached(line.clone()));
            out.line(vec![span(said, Tone::Muted)]);
        }
        None => {
            out.line(vec![span(
                out.i18n.msg(&m::quiz_challenge_gave_up()),
                Tone::Muted,
            )]);
            let Some(goal) = goal(cx, question) else {
                return;
            };
            out.gap();
            let head = out.i18n.msg(&m::quiz_challenge_solution());
            out.line(vec![span(head, Tone::Label)]);
            for step in &goal.solution {
                out.line(vec![
                    span("  $ ", Tone::Accent),
                    span(crate::core::wrap::sanitize(step), Tone::Bold),
                ]);
            }
        }
    }
}
