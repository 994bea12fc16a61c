//! A question answered: right or wrong, the right order or figure, how far off, and the
//! explanation.

use super::view::Out;
use crate::app::doc::{Tone, span};
use crate::core::quiz::Retype;
use crate::core::quiz::{Kind, Question, Verdict};
use crate::core::units::Dim;
use crate::i18n::{Arg, I18n, ids};

/// After a wrong ordering: the steps in their right order.
pub(crate) fn right_order(out: &mut Out<'_>, question: &Question, v: &Verdict) {
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

pub(crate) fn hint_text(i18n: &I18n, v: &Verdict, unit: &str) -> String {
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

pub(crate) fn dim_name(d: Dim) -> &'static str {
    match d {
        Dim::Bytes => ids::QUIZ_DIM_BYTES,
        Dim::Rate => ids::QUIZ_DIM_RATE,
        Dim::Count => ids::QUIZ_DIM_COUNT,
        Dim::Time => ids::QUIZ_DIM_TIME,
    }
}

pub(crate) fn verdict_rows(out: &mut Out<'_>, question: &Question, v: &Verdict, records: bool) {
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
        Verdict::Estimate { notes, .. } => {
            // How the answer was read, when it could have been read another way.
            for n in notes {
                out.line(vec![span(i18n.reading_note(n), Tone::Muted)]);
            }
            let Some(line) = estimate_line(i18n, question, v) else {
                return;
            };
            line
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

/// An estimate's verdict: the figure given against the expected one, how far off, and the
/// tolerance.
fn estimate_line(i18n: &I18n, question: &Question, v: &Verdict) -> Option<(String, Tone)> {
    let Verdict::Estimate {
        within,
        deviation,
        given,
        ..
    } = v
    else {
        return None;
    };
    let Kind::Numeric {
        value,
        unit,
        tolerance,
        ..
    } = &question.kind
    else {
        return None;
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
    Some(if *within {
        (
            format!("✓ {}", i18n.ta(ids::QUIZ_ESTIMATE_WITHIN, &args)),
            Tone::Link,
        )
    } else {
        (
            format!("✗ {}", i18n.ta(ids::QUIZ_ESTIMATE_OUTSIDE, &args)),
            Tone::Error,
        )
    })
}
