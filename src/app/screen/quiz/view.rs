//! Screen lines of a quiz or review: the question with its options in the shown order, what
//! the learner has entered, then the verdict, explanation and rating choices.

use crate::app::Model;
use crate::app::doc::{Doc, Row, Span, Tone, span};
use crate::app::keymap::Ctx;
use crate::app::screen::quiz::rating::interval_long;
use crate::app::screen::quiz::state::{Input, Mode, Phase, QuizState};
use crate::core::course::Course;
use crate::core::lesson::{Part, Text};
use crate::core::quiz::Retype;
use crate::core::quiz::{Kind, Question, Verdict};
use crate::core::units::Dim;
use crate::core::wrap;
use crate::i18n::{Arg, I18n, ids};

/// The key context of a quiz screen: what the keys do depends on the phase and question type.
pub fn ctx(q: &QuizState, course: &Course) -> Ctx {
    match &q.phase {
        Phase::Done => Ctx::QuizDone,
        Phase::Answered { .. } => Ctx::Verdict,
        Phase::Asking { .. } => match q.question(course).map(|x| &x.kind) {
            Some(Kind::Numeric { .. } | Kind::Recall { .. }) => Ctx::TextAnswer,
            Some(Kind::Ordering { .. }) => Ctx::Order,
            _ => Ctx::Choices,
        },
    }
}

struct Out<'a> {
    doc: Doc,
    i18n: &'a I18n,
    width: usize,
    /// Rows `start..end` of what the learner is working on (the option under the cursor, the
    /// typed answer), kept in view while they answer.
    focus: Option<(usize, usize)>,
}

impl Out<'_> {
    fn text(&mut self, t: &Text, base: Tone, lead: Vec<Span>, marker: Vec<Span>) {
        crate::app::doc::localized(&mut self.doc, self.i18n, self.width, t, base, lead, marker);
    }

    fn line(&mut self, spans: Vec<Span>) {
        self.doc.para(Part::Title, (&[], &[]), &spans, self.width);
    }

    fn gap(&mut self) {
        self.doc.blank();
    }
}

/// The quiz's title in the reader's language.
pub fn title(i18n: &I18n, q: &QuizState) -> String {
    match (&q.title, &q.mode) {
        (Some(t), _) => t.text(i18n.lang()).to_string(),
        (None, Mode::Practice { .. }) if q.retry => i18n.t(ids::QUIZ_RETRY_TITLE),
        (None, Mode::Practice { .. }) => i18n.t(ids::READER_QUIZ),
        (None, Mode::Review { .. }) => i18n.t(ids::READER_REVIEW),
    }
}

pub fn rows(m: &Model, q: &QuizState, width: usize) -> Vec<Row> {
    build(m, q, width).0
}

pub(crate) fn build(m: &Model, q: &QuizState, width: usize) -> (Vec<Row>, Option<(usize, usize)>) {
    let mut out = Out {
        doc: Doc::default(),
        i18n: &m.i18n,
        width,
        focus: None,
    };
    if let Some(e) = &q.error {
        out.line(vec![span(format!("⚠ {e}"), Tone::Error)]);
        out.gap();
    }
    match (&q.phase, q.question(&m.course)) {
        (Phase::Done, _) => summary(&mut out, m, q),
        (_, Some(question)) => {
            // A miss asked again does not count as a new question.
            let repeat = q.session.attempt() > 0;
            let n = q.session.distinct_answered() + usize::from(!repeat);
            let head = m.i18n.ta(
                ids::QUIZ_PROGRESS,
                &[
                    ("n", Arg::from(n.min(q.session.total))),
                    ("total", Arg::from(q.session.total)),
                ],
            );
            let mut spans = vec![span(head, Tone::Muted)];
            if !q.mode.records() {
                spans.push(span(
                    format!(" · {}", m.i18n.t(ids::QUIZ_PRACTICE_TAG)),
                    Tone::Muted,
                ));
            }
            if q.session.attempt() > 0 {
                spans.push(span(
                    format!(" · {}", m.i18n.t(ids::QUIZ_AGAIN)),
                    Tone::Warning,
                ));
            }
            out.line(spans);
            out.gap();
            out.text(&question.prompt, Tone::Question, Vec::new(), Vec::new());
            out.gap();
            asking(&mut out, q, question);
            if let Phase::Answered {
                verdict, choices, ..
            } = &q.phase
            {
                out.gap();
                verdict_rows(&mut out, question, verdict, q.mode.records());
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
                    out.line(vec![span(m.i18n.t(ids::READER_QUIZ_NOTE), Tone::Muted)]);
                }
            }
        }
        _ => {}
    }
    (out.doc.rows, out.focus)
}

fn asking(out: &mut Out<'_>, q: &QuizState, question: &Question) {
    let answered = matches!(q.phase, Phase::Answered { .. });
    let choices = question.kind.choices();
    match &q.input {
        Input::Choices { cursor, ticked } => {
            let multiple = matches!(question.kind, Kind::Multiple { .. });
            if multiple && !answered {
                out.line(vec![span(out.i18n.t(ids::QUIZ_PICK_ALL), Tone::Muted)]);
            }
            if let Phase::Asking { hint: Some(v) } = &q.phase {
                out.line(vec![span(hint_text(out.i18n, v, ""), Tone::Warning)]);
            }
            let shown = q
                .shown
                .as_ref()
                .map(|s| s.order.clone())
                .unwrap_or_default();
            for (k, &i) in shown.iter().enumerate() {
                let Some(c) = choices.get(i) else { continue };
                let on = if multiple {
                    ticked.get(k).copied().unwrap_or(false)
                } else {
                    k == *cursor
                };
                let box_ = match (multiple, on) {
                    (true, true) => "[x]",
                    (true, false) => "[ ]",
                    (false, true) => "(•)",
                    (false, false) => "( )",
                };
                let mark = if !answered && k == *cursor {
                    "▸"
                } else {
                    " "
                };
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
                if !answered && k == *cursor {
                    out.focus = Some((start, out.doc.rows.len()));
                }
            }
        }
        Input::Order {
            cursor,
            order,
            grabbed,
        } => {
            if !answered {
                out.line(vec![span(out.i18n.t(ids::QUIZ_ORDER_HINT), Tone::Muted)]);
            }
            for (k, &i) in order.iter().enumerate() {
                let Some(c) = choices.get(i) else { continue };
                let mark = match (answered, k == *cursor, *grabbed) {
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
                if !answered && k == *cursor {
                    out.focus = Some((start, out.doc.rows.len()));
                }
            }
        }
        Input::Text(t) => {
            let (label, unit) = match &question.kind {
                Kind::Numeric { unit, .. } => (
                    out.i18n.t(ids::QUIZ_ESTIMATE),
                    format!(" ({})", unit.text(out.i18n.lang())),
                ),
                _ => (out.i18n.t(ids::QUIZ_RECALL), String::new()),
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
                out.line(vec![span(out.i18n.t(ids::QUIZ_RECALL_HINT), Tone::Muted)]);
            }
        }
    }
}

/// After a wrong ordering: the steps in their right order.
fn right_order(out: &mut Out<'_>, question: &Question, v: &Verdict) {
    let Kind::Ordering { steps } = &question.kind else {
        return;
    };
    if matches!(v, Verdict::Right) {
        return;
    }
    out.gap();
    out.line(vec![span(out.i18n.t(ids::QUIZ_RIGHT_ORDER), Tone::Label)]);
    for (k, step) in steps.iter().enumerate() {
        out.text(
            &step.text,
            Tone::Text,
            Vec::new(),
            vec![span(format!(" {}. ", k + 1), Tone::Accent)],
        );
    }
}

fn hint_text(i18n: &I18n, v: &Verdict, unit: &str) -> String {
    let unit = Arg::Str(unit.to_string());
    match v {
        Verdict::Partly { of: 0, .. } => i18n.t(ids::QUIZ_TICK_FIRST),
        Verdict::Unreadable(Retype::Read(e)) => i18n.read_error(e),
        Verdict::Unreadable(Retype::WrongKind { expected }) => i18n.ta(
            ids::QUIZ_RETYPE_KIND,
            &[
                ("dim", Arg::Str(i18n.t(dim_name(*expected)))),
                ("unit", unit),
            ],
        ),
        Verdict::Unreadable(Retype::Bits { typed_bits: true }) => {
            i18n.ta(ids::QUIZ_RETYPE_BITS, &[("unit", unit)])
        }
        Verdict::Unreadable(Retype::Bits { typed_bits: false }) => {
            i18n.ta(ids::QUIZ_RETYPE_BYTES, &[("unit", unit)])
        }
        Verdict::Unreadable(Retype::TwoWays { note }) => i18n.ta(
            ids::QUIZ_RETYPE_TWO_WAYS,
            &[("note", Arg::Str(i18n.reading_note(note)))],
        ),
        _ => i18n.t(ids::QUIZ_ESTIMATE_UNREADABLE),
    }
}

fn dim_name(d: Dim) -> &'static str {
    match d {
        Dim::Bytes => ids::QUIZ_DIM_BYTES,
        Dim::Rate => ids::QUIZ_DIM_RATE,
        Dim::Count => ids::QUIZ_DIM_COUNT,
        Dim::Time => ids::QUIZ_DIM_TIME,
    }
}

fn verdict_rows(out: &mut Out<'_>, question: &Question, v: &Verdict, records: bool) {
    let i18n = out.i18n;
    let (text, tone) = match v {
        Verdict::Right => (format!("✓ {}", i18n.t(ids::QUIZ_RIGHT)), Tone::Link),
        Verdict::Wrong => (format!("✗ {}", i18n.t(ids::QUIZ_WRONG)), Tone::Error),
        Verdict::Partly { right, of } => (
            format!(
                "✗ {}",
                i18n.ta(
                    ids::QUIZ_PARTLY,
                    &[("right", Arg::from(*right)), ("of", Arg::from(*of))]
                )
            ),
            Tone::Error,
        ),
        Verdict::Estimate {
            within,
            deviation,
            given,
            notes,
        } => {
            // How the answer was read, when it could have been read another way.
            for n in notes {
                out.line(vec![span(i18n.reading_note(n), Tone::Muted)]);
            }
            let Kind::Numeric {
                value,
                unit,
                tolerance,
                ..
            } = &question.kind
            else {
                return;
            };
            let off = match deviation.factor {
                Some(f) if f >= 1.0 => i18n.ta(
                    ids::QUIZ_TIMES_HIGH,
                    &[("factor", Arg::Str(i18n.decimal(f)))],
                ),
                Some(f) => i18n.ta(
                    ids::QUIZ_TIMES_LOW,
                    &[("factor", Arg::Str(i18n.decimal(1.0 / f)))],
                ),
                None if deviation.percent.abs() < 0.05 => i18n.t(ids::QUIZ_EXACT),
                None if deviation.percent > 0.0 => i18n.ta(
                    ids::QUIZ_PERCENT_HIGH,
                    &[("percent", Arg::Str(i18n.decimal(deviation.percent)))],
                ),
                None => i18n.ta(
                    ids::QUIZ_PERCENT_LOW,
                    &[("percent", Arg::Str(i18n.decimal(-deviation.percent)))],
                ),
            };
            // No-break spaces keep a number with its unit on one line.
            let unit = unit.text(i18n.lang());
            let args = [
                (
                    "given",
                    Arg::Str(format!("{}\u{a0}{unit}", i18n.decimal(*given))),
                ),
                (
                    "expected",
                    Arg::Str(format!("{}\u{a0}{unit}", i18n.decimal(*value))),
                ),
                ("off", Arg::Str(off)),
                ("tolerance", Arg::Str(i18n.decimal(*tolerance))),
            ];
            if *within {
                (
                    format!("✓ {}", i18n.ta(ids::QUIZ_ESTIMATE_WITHIN, &args)),
                    Tone::Link,
                )
            } else {
                (
                    format!("✗ {}", i18n.ta(ids::QUIZ_ESTIMATE_OUTSIDE, &args)),
                    Tone::Error,
                )
            }
        }

        Verdict::SelfRated => {
            if let Kind::Recall { answer } = &question.kind {
                out.line(vec![span(i18n.t(ids::QUIZ_MODEL_ANSWER), Tone::Label)]);
                out.text(
                    answer,
                    Tone::Text,
                    vec![span("┃ ", Tone::Accent)],
                    Vec::new(),
                );
                out.gap();
                let id = if records {
                    ids::QUIZ_RATE_YOURSELF
                } else {
                    ids::QUIZ_COMPARE_YOURSELF
                };
                out.line(vec![span(i18n.t(id), Tone::Muted)]);
            }
            return;
        }
        Verdict::Unreadable(_) => return,
    };
    out.line(vec![span(text, tone)]);
}

/// After a review: what is still waiting now, or else when the next question comes back.
fn what_next(m: &Model) -> String {
    let i18n = &m.i18n;
    let (due, new) = m.due_counts();
    if due + new > 0 {
        return i18n.ta(
            ids::QUIZ_STILL_WAITING,
            &[("due", Arg::from(due)), ("new", Arg::from(new))],
        );
    }
    if let Some(held) = limits_held(m) {
        return held;
    }
    match m
        .schedule
        .values()
        .map(|s| crate::core::session::available_at(s, m.clock))
        .min()
    {
        Some(at) if at > m.clock.now => i18n.ta(
            ids::QUIZ_NEXT_DUE,
            &[("when", Arg::Str(interval_long(i18n, at - m.clock.now)))],
        ),
        _ => i18n.t(ids::QUIZ_NOTHING_DUE),
    }
}

/// When nothing can be reviewed now only because a daily limit is reached: says which, how
/// many wait, and how to raise it (never "nothing is due" when something is).
pub fn limits_held(m: &Model) -> Option<String> {
    let i18n = &m.i18n;
    let due = m.due_now();
    let limits = m.settings.limits;
    if due.reviews_held > 0 {
        return Some(i18n.ta(
            ids::QUIZ_LIMIT_REVIEWS,
            &[
                ("limit", Arg::from(limits.reviews_per_day)),
                ("n", Arg::from(due.reviews_held)),
            ],
        ));
    }
    (due.new_held > 0 && m.today.new_seen >= limits.new_per_day).then(|| {
        i18n.ta(
            ids::QUIZ_LIMIT_NEW,
            &[
                ("limit", Arg::from(limits.new_per_day)),
                ("n", Arg::from(due.new_held)),
            ],
        )
    })
}

/// The questions missed at their first showing, by their prompts, and the key that
/// practises them again at once.
fn missed(out: &mut Out<'_>, m: &Model, q: &QuizState) {
    if q.missed.is_empty() {
        return;
    }
    let i18n = out.i18n;
    out.gap();
    out.line(vec![span(
        i18n.ta(ids::QUIZ_MISSED, &[("count", Arg::from(q.missed.len()))]),
        Tone::Label,
    )]);
    for id in &q.missed {
        let Some(question) = m.course.question(id) else {
            continue;
        };
        let prompt = question.prompt.get(i18n.lang()).map(|t| t.value.plain());
        let text = prompt.unwrap_or_else(|| id.clone());
        out.line(vec![span("• ", Tone::Accent), span(text, Tone::Text)]);
    }
    let hint = i18n.ta(
        ids::QUIZ_RETRY_HINT,
        &[("count", Arg::from(q.missed.len()))],
    );
    out.line(vec![span(hint, Tone::Muted)]);
}

fn summary(out: &mut Out<'_>, m: &Model, q: &QuizState) {
    let i18n = out.i18n;
    // The header bar already names the quiz; the body says what this page is.
    out.line(vec![span(i18n.t(ids::QUIZ_SUMMARY_TITLE), Tone::Heading)]);
    out.gap();
    if q.session.total == 0 {
        let next = m
            .schedule
            .values()
            .map(|s| crate::core::session::available_at(s, m.clock))
            .min();
        let text = match next {
            _ if limits_held(m).is_some() => limits_held(m).unwrap_or_default(),
            Some(due) if due > m.clock.now => i18n.ta(
                ids::QUIZ_NOTHING_DUE_NEXT,
                &[("when", Arg::Str(interval_long(i18n, due - m.clock.now)))],
            ),
            _ => i18n.t(ids::QUIZ_NOTHING_DUE),
        };
        out.line(vec![span(text, Tone::Text)]);
    } else {
        let text = i18n.ta(
            ids::QUIZ_SUMMARY,
            &[
                ("right", Arg::from(q.first_right)),
                ("total", Arg::from(q.first_graded)),
            ],
        );
        out.line(vec![span(text, Tone::Text)]);
        if q.session.relearned > 0 {
            let again = i18n.ta(
                ids::QUIZ_SUMMARY_AGAIN,
                &[("count", Arg::from(q.session.relearned))],
            );
            out.line(vec![span(again, Tone::Muted)]);
        }
        if matches!(q.mode, Mode::Review { .. }) {
            out.line(vec![span(what_next(m), Tone::Text)]);
        }
        missed(out, m, q);
    }
    if matches!(q.mode, Mode::Review { .. })
        && let Some(id) = m.due_drills().first()
    {
        let title = crate::app::screen::drill::view::title(i18n, m.course.drill(id));
        out.gap();
        let t = i18n.ta(ids::QUIZ_DRILL_DUE, &[("title", Arg::Str(title))]);
        out.line(vec![span(t, Tone::Heading)]);
    }
    out.gap();
    let note = match &q.mode {
        Mode::Practice { .. } => ids::QUIZ_PRACTICE_DONE,
        Mode::Review { .. } => ids::QUIZ_REVIEW_DONE,
    };
    out.line(vec![span(i18n.t(note), Tone::Muted)]);
}
