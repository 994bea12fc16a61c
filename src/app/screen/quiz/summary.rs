//! The end of a quiz or review: the score, what was missed, what comes next and what the
//! daily limits held back.

use super::out::Out;
use crate::app::Cx;
use crate::app::doc::{Tone, span};
use crate::app::duration::interval_long;
use crate::app::screen::quiz::state::{Mode, QuizState};
use crate::core::message as m;

/// After a review: what is still waiting now, or else when the next question comes back.
pub(crate) fn what_next(cx: &Cx) -> String {
    let i18n = &cx.i18n;
    let (due, new) = cx.due_counts();
    if due + new > 0 {
        return i18n.msg(&m::QuizStillWaiting { due, new }.into());
    }
    if let Some(held) = limits_held(cx) {
        return held;
    }
    let later_today = cx
        .schedule
        .values()
        .map(|s| crate::core::session::available_at(s, cx.clock))
        .filter(|at| *at > cx.clock.now && *at < cx.clock.day_end())
        .min();
    match (later_today, cx.next_due_text()) {
        (Some(at), _) => i18n.msg(&m::quiz_next_due(interval_long(i18n, at - cx.clock.now))),
        (None, Some(next)) => i18n.msg(&m::quiz_done_next(next)),
        (None, None) => i18n.msg(&m::quiz_nothing_due()),
    }
}

/// When nothing can be reviewed now only because a daily limit is reached: says which, how
/// many wait, and how to raise it (never "nothing is due" when something is).
pub fn limits_held(cx: &Cx) -> Option<String> {
    let i18n = &cx.i18n;
    let due = cx.due_now();
    let limits = cx.settings.limits;
    if due.reviews_held > 0 {
        return Some(
            i18n.msg(
                &m::QuizLimitReviews {
                    limit: limits.reviews_per_day,
                    n: due.reviews_held,
                }
                .into(),
            ),
        );
    }
    (due.new_held > 0 && cx.today_now().new_seen >= limits.new_per_day).then(|| {
        i18n.msg(
            &m::QuizLimitNew {
                limit: limits.new_per_day,
                n: due.new_held,
            }
            .into(),
        )
    })
}

/// The questions missed at their first showing, by their prompts, and the key that
/// practises them again at once.
pub(crate) fn missed(out: &mut Out<'_>, cx: &Cx, q: &QuizState) {
    if q.missed.is_empty() {
        return;
    }
    let i18n = out.i18n;
    out.gap();
    out.line(vec![span(
        i18n.msg(&m::quiz_missed(q.missed.len())),
        Tone::Label,
    )]);
    for id in &q.missed {
        let Some(question) = cx.course.question(id) else {
            continue;
        };
        let prompt = question.prompt.get(i18n.lang()).map(|t| t.value.plain());
        let text = prompt.unwrap_or_else(|| id.clone());
        out.line(vec![span("• ", Tone::Accent), span(text, Tone::Text)]);
    }
    let hint = i18n.msg(&m::quiz_retry_hint(q.missed.len()));
    out.line(vec![span(hint, Tone::Muted)]);
}

/// After a review, an oral drill that is due too, and its key: above the list of misses, so
/// the offer is on the first page however long that list is.
fn due_drill(out: &mut Out<'_>, cx: &Cx, q: &QuizState) {
    if matches!(q.mode, Mode::Review { .. })
        && let Some(id) = cx.due_drills().first()
    {
        let i18n = out.i18n;
        let title = crate::app::render::drill::title(i18n, cx.course.drill(id));
        out.gap();
        let t = i18n.msg(&m::quiz_drill_due(title));
        out.line(vec![span(t, Tone::Heading)]);
    }
}

pub(crate) fn summary(out: &mut Out<'_>, cx: &Cx, q: &QuizState) {
    let i18n = out.i18n;
    // The header bar already names the quiz; the body says what this page is.
    out.line(vec![span(
        i18n.msg(&m::quiz_summary_title()),
        Tone::Heading,
    )]);
    out.gap();
    if let Some(at) = q.session.waiting_until() {
        let wait = (at - cx.clock.now).max(0);
        let text = i18n.msg(
            &m::QuizWaiting {
                wait: format!("{}:{:02}", wait / 60, wait % 60),
                at: cx.clock.local_time(at + crate::core::queue::LEARN_AHEAD),
            }
            .into(),
        );
        out.line(vec![span(format!("⏳ {text}"), Tone::Heading)]);
        out.gap();
    }
    if q.session.total == 0 {
        let next = cx
            .schedule
            .values()
            .map(|s| crate::core::session::available_at(s, cx.clock))
            .min();
        let text = match next {
            _ if limits_held(cx).is_some() => limits_held(cx).unwrap_or_default(),
            Some(due) if due > cx.clock.now => i18n.msg(&m::quiz_nothing_due_next(interval_long(
                i18n,
                due - cx.clock.now,
            ))),
            _ => i18n.msg(&m::quiz_nothing_due()),
        };
        out.line(vec![span(text, Tone::Text)]);
        due_drill(out, cx, q);
    } else {
        let text = i18n.msg(
            &m::QuizSummary {
                right: q.first_right,
                total: q.first_graded,
            }
            .into(),
        );
        out.line(vec![span(text, Tone::Text)]);
        if q.first_unscored > 0 {
            let unscored = i18n.msg(&m::quiz_summary_unscored(q.first_unscored));
            out.line(vec![span(unscored, Tone::Muted)]);
        }
        if q.session.relearned > 0 {
            let again = i18n.msg(&m::quiz_summary_again(q.session.relearned));
            out.line(vec![span(again, Tone::Muted)]);
        }
        if matches!(q.mode, Mode::Review { .. }) {
            out.line(vec![span(what_next(cx), Tone::Text)]);
        }
        due_drill(out, cx, q);
        missed(out, cx, q);
    }
    out.gap();
    let note = match &q.mode {
        Mode::Practice { .. } => m::quiz_practice_done(),
        Mode::Review { .. } if q.answered == 0 => m::quiz_review_empty(),
        Mode::Review { .. } => m::quiz_review_done(),
    };
    out.line(vec![span(i18n.msg(&note), Tone::Muted)]);
}
