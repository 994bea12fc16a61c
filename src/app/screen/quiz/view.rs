//! Screen lines of a quiz or review: the question with its options in the shown order, what
//! the learner has entered, then the verdict, explanation and rating choices.

use super::out::Out;
use super::summary::summary;
use super::verdict::{hint_text, right_order, verdict_rows};
use crate::app::Cx;
use crate::app::doc::{Doc, Row, Span, Tone, span};
use crate::app::keymap::Ctx;
use crate::app::screen::quiz::state::{Input, Mode, Phase, QuizState};
use crate::core::course::Course;
use crate::core::message as m;
use crate::core::quiz::{Kind, Question};
use crate::core::wrap;
use crate::i18n::I18n;

/// The key context of a quiz screen: what the keys do depends on the phase and question type.
pub fn ctx(q: &QuizState, course: &Course) -> Ctx {
    match &q.phase {
        Phase::Done => Ctx::QuizDone,
        Phase::Answered { .. } => Ctx::Verdict,
        Phase::Asking { .. } => match q.question(course).map(|x| &x.kind) {
            Some(Kind::Numeric { .. } | Kind::Recall { .. }) => Ctx::TextAnswer,
            Some(Kind::Ordering { .. }) => Ctx::Order,
            Some(Kind::Challenge { .. }) => Ctx::Challenge,
            _ => Ctx::Choices,
        },
    }
}

/// The quiz's title in the reader's language.
pub fn title(i18n: &I18n, q: &QuizState) -> String {
    match (&q.title, &q.mode) {
        (Some(t), _) => t.text(i18n.lang()).to_string(),
        (None, Mode::Practice { .. }) if q.retry => i18n.msg(&m::quiz_retry_title()),
        (None, Mode::Practice { .. }) => i18n.msg(&m::reader_quiz()),
        (None, Mode::Review { .. }) => i18n.msg(&m::reader_review()),
    }
}

pub(crate) fn build(cx: &Cx, q: &QuizState, width: usize) -> (Vec<Row>, Option<(usize, usize)>) {
    let mut out = Out {
        doc: Doc::default(),
        i18n: &cx.i18n,
        width,
        focus: None,
    };
    if let Some(e) = &q.error {
        out.line(vec![span(format!("⚠ {e}"), Tone::Error)]);
        out.gap();
    }
    match (&q.phase, q.question(&cx.course)) {
        (Phase::Done, _) => summary(&mut out, cx, q),
        (_, Some(question)) => {
            out.line(header(cx, q));
            out.gap();
            out.text(&question.prompt, Tone::Question, Vec::new(), Vec::new());
            out.gap();
            asking(&mut out, cx, q, question);
            if let Phase::Answered {
                verdict, choices, ..
            } = &q.phase
            {
                out.gap();
                verdict_rows(&mut out, question, verdict, q.mode.records());
                super::challenge::verdict(&mut out, cx, question, &q.phase);
                right_order(&mut out, question, verdict);
                out.gap();
                out.text(
                    &question.explanation,
                    Tone::Text,
                    vec![span("▌ ", Tone::Accent)],
                    Vec::new(),
                );
                if choices.is_none() && !q.mode.records() {
                    out.gap();
                    out.line(vec![span(cx.i18n.msg(&m::reader_quiz_note()), Tone::Muted)]);
                }
            }
        }
        _ => {}
    }
    (out.doc.rows, out.focus)
}

/// The line above a question: what is left (a day's review) or how far the run is, and why
/// a question is back.
fn header(cx: &Cx, q: &QuizState) -> Vec<Span> {
    let head = match q.session.counts() {
        // A day's review: what is left, as Anki counts it, at every question.
        Some(c) => cx.i18n.msg(
            &m::QuizCounts {
                new: c.new,
                learning: c.learning,
                review: c.review,
            }
            .into(),
        ),
        None => {
            // A miss asked again does not count as a new question.
            let repeat = q.session.attempt() > 0;
            let n = q.session.distinct_answered() + usize::from(!repeat);
            cx.i18n.msg(
                &m::QuizProgress {
                    n: n.min(q.session.total),
                    total: q.session.total,
                }
                .into(),
            )
        }
    };
    let mut spans = vec![span(head, Tone::Muted)];
    if !q.mode.records() {
        spans.push(span(
            format!(" · {}", cx.i18n.msg(&m::quiz_practice_tag())),
            Tone::Muted,
        ));
    }
    if q.session.attempt() > 0 {
        // Back after a miss, or for its next step (a question in its steps).
        let (said, tone) = if q.session.after_miss() {
            (m::quiz_again(), Tone::Warning)
        } else {
            (m::quiz_next_step(), Tone::Muted)
        };
        spans.push(span(format!(" · {}", cx.i18n.msg(&said)), tone));
    }
    spans
}

fn asking(out: &mut Out<'_>, cx: &Cx, q: &QuizState, question: &Question) {
    let answered = matches!(q.phase, Phase::Answered { .. });
    match &q.input {
        Input::Choices { cursor, ticked } => choices(out, q, question, (*cursor, ticked)),
        Input::Order {
            cursor,
            order,
            grabbed,
        } => ordering(out, question, answered, (*cursor, order, *grabbed)),
        Input::Text(t) => typed(out, q, question, t),
        Input::Challenge { tried } => super::challenge::asking(out, cx, q, question, *tried),
    }
}

/// Options to pick, ticked or chosen, and after the answer which were right.
fn choices(
    out: &mut Out<'_>,
    q: &QuizState,
    question: &Question,
    (cursor, ticked): (Option<usize>, &[bool]),
) {
    let answered = matches!(q.phase, Phase::Answered { .. });
    let choices = question.kind.choices();
    let multiple = matches!(question.kind, Kind::Multiple { .. });
    if multiple && !answered {
        out.line(vec![span(out.i18n.msg(&m::quiz_pick_all()), Tone::Muted)]);
    }
    if let Phase::Asking { hint: Some(v) } = &q.phase {
        // Enter with nothing chosen: how to choose (one answer) or tick (several).
        let text = if multiple {
            hint_text(out.i18n, v, "")
        } else {
            out.i18n.msg(&m::quiz_pick_first())
        };
        out.line(vec![span(text, Tone::Warning)]);
    }
    let shown = q
        .shown
        .as_ref()
        .map(|s| s.order.clone())
        .unwrap_or_default();
    for (k, &i) in shown.iter().enumerate() {
        let Some(c) = choices.get(i) else { continue };
        let under = cursor == Some(k);
        let on = if multiple {
            ticked.get(k).copied().unwrap_or(false)
        } else {
            under
        };
        let box_ = match (multiple, on) {
            (true, true) => "[x]",
            (true, false) => "[ ]",
            (false, true) => "(•)",
            (false, false) => "( )",
        };
        let mark = if !answered && under { "▸" } else { " " };
        let verdict = if answered {
            if c.correct {
                " ✓"
            } else if on {
                " ✗"
            } else {
                "  "
            }
        } else {
            ""
        };
        let tone = if answered && c.correct {
            Tone::Link
        } else {
            Tone::Text
        };
        let marker = vec![span(
            format!("{mark}{} {box_}{verdict} ", k + 1),
            Tone::Accent,
        )];
        let start = out.doc.rows.len();
        out.text(&c.text, tone, Vec::new(), marker);
        if !answered && under {
            out.focus = Some((start, out.doc.rows.len()));
        }
    }
}

/// Steps in the learner's order, the one held marked, and after the answer which are placed.
fn ordering(
    out: &mut Out<'_>,
    question: &Question,
    answered: bool,
    (cursor, order, grabbed): (usize, &[usize], bool),
) {
    let choices = question.kind.choices();
    if !answered {
        out.line(vec![span(out.i18n.msg(&m::quiz_order_hint()), Tone::Muted)]);
    }
    for (k, &i) in order.iter().enumerate() {
        let Some(c) = choices.get(i) else { continue };
        let mark = match (answered, k == cursor, grabbed) {
            (false, true, true) => "⇅",
            (false, true, false) => "▸",
            _ => " ",
        };
        let verdict = if !answered {
            ""
        } else if i == k {
            " ✓"
        } else {
            " ✗"
        };
        let marker = vec![span(format!("{mark}{}.{verdict} ", k + 1), Tone::Accent)];
        let start = out.doc.rows.len();
        out.text(&c.text, Tone::Text, Vec::new(), marker);
        if !answered && k == cursor {
            out.focus = Some((start, out.doc.rows.len()));
        }
    }
}

/// The typed answer with its cursor, the hint after a refused one, and how recall works.
fn typed(out: &mut Out<'_>, q: &QuizState, question: &Question, t: &str) {
    let answered = matches!(q.phase, Phase::Answered { .. });
    let (label, unit) = match &question.kind {
        Kind::Numeric { unit, .. } => (
            out.i18n.msg(&m::quiz_estimate()),
            format!(" ({})", unit.text(out.i18n.lang())),
        ),
        _ => (out.i18n.msg(&m::quiz_recall()), String::new()),
    };
    let cursor = if answered { "" } else { "▏" };
    let start = out.doc.rows.len();
    out.line(vec![
        span(format!("{label}{unit}: "), Tone::Label),
        span(format!("{}{cursor}", wrap::sanitize(t)), Tone::Bold),
    ]);
    if let Phase::Asking { hint: Some(v) } = &q.phase {
        let unit = match &question.kind {
            Kind::Numeric { unit, .. } => unit.text(out.i18n.lang()),
            _ => "",
        };
        out.line(vec![span(hint_text(out.i18n, v, unit), Tone::Warning)]);
    }
    if !answered {
        out.focus = Some((start, out.doc.rows.len()));
    }
    if let Kind::Recall { .. } = question.kind
        && !answered
    {
        out.line(vec![span(
            out.i18n.msg(&m::quiz_recall_hint()),
            Tone::Muted,
        )]);
    }
}
