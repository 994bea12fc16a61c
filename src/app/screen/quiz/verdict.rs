//! A question answered: right or wrong, the right order or figure, how far off, and the
//! explanation.

use super::out::Out;
use crate::app::doc::{Tone, span};
use crate::core::message::{self as m, Arg, Message};
use crate::core::quiz::Retype;
use crate::core::quiz::{Kind, Question, Verdict};
use crate::core::tolerance::Tolerance;
use crate::core::units::Dim;
use crate::i18n::I18n;

/// After a wrong ordering: the steps in their right order.
pub(crate) fn right_order(out: &mut Out<'_>, question: &Question, v: &Verdict) {
    let Kind::Ordering { steps } = &question.kind else {
        return;
    };
    if matches!(v, Verdict::Right) {
        return;
    }
    out.gap();
    out.line(vec![span(
        out.i18n.msg(&m::quiz_right_order()),
        Tone::Label,
    )]);
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
        Verdict::Partly { of: 0, .. } => i18n.msg(&m::quiz_tick_first()),
        Verdict::Unreadable(Retype::Read(e)) => i18n.msg(&e.message()),
        Verdict::Unreadable(Retype::WrongKind { expected }) => i18n.msg(
            &m::QuizRetypeKind {
                dim: i18n.msg(&dim_name(*expected)),
                unit,
            }
            .into(),
        ),
        Verdict::Unreadable(Retype::Bits { typed_bits: true }) => {
            i18n.msg(&m::quiz_retype_bits(unit))
        }
        Verdict::Unreadable(Retype::Bits { typed_bits: false }) => {
            i18n.msg(&m::quiz_retype_bytes(unit))
        }
        Verdict::Unreadable(Retype::TwoWays { note }) => {
            i18n.msg(&m::quiz_retype_two_ways(note.message()))
        }
        _ => i18n.msg(&m::quiz_estimate_unreadable()),
    }
}

pub(crate) fn dim_name(d: Dim) -> Message {
    match d {
        Dim::Bytes => m::quiz_dim_bytes(),
        Dim::Rate => m::quiz_dim_rate(),
        Dim::Count => m::quiz_dim_count(),
        Dim::Time => m::quiz_dim_time(),
    }
}

pub(crate) fn verdict_rows(out: &mut Out<'_>, question: &Question, v: &Verdict, records: bool) {
    let i18n = out.i18n;
    let (text, tone) = match v {
        Verdict::Right => (format!("✓ {}", i18n.msg(&m::quiz_right())), Tone::Link),
        Verdict::Wrong => (format!("✗ {}", i18n.msg(&m::quiz_wrong())), Tone::Error),
        Verdict::Partly { right, of } => (
            format!(
                "✗ {}",
                i18n.msg(
                    &m::QuizPartly {
                        of: *of,
                        right: *right
                    }
                    .into()
                )
            ),
            Tone::Error,
        ),
        Verdict::Estimate { notes, .. } => {
            // How the answer was read, when it could have been read another way.
            for n in notes {
                out.line(vec![span(i18n.msg(&n.message()), Tone::Muted)]);
            }
            let Some(line) = estimate_line(i18n, question, v) else {
                return;
            };
            line
        }
        Verdict::SelfRated => {
            if let Kind::Recall { answer } = &question.kind {
                out.line(vec![span(i18n.msg(&m::quiz_model_answer()), Tone::Label)]);
                out.text(
                    answer,
                    Tone::Text,
                    vec![span("┃ ", Tone::Accent)],
                    Vec::new(),
                );
                out.gap();
                let said = if records {
                    m::quiz_rate_yourself()
                } else {
                    m::quiz_compare_yourself()
                };
                out.line(vec![span(i18n.msg(&said), Tone::Muted)]);
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
        Some(f) if f >= 1.0 => i18n.msg(&m::quiz_times_high(i18n.decimal(f))),
        Some(f) => i18n.msg(&m::quiz_times_low(i18n.decimal(1.0 / f))),
        None if deviation.percent.abs() < 0.05 => i18n.msg(&m::quiz_exact()),
        None if deviation.percent > 0.0 => {
            i18n.msg(&m::quiz_percent_high(i18n.decimal(deviation.percent)))
        }
        None => i18n.msg(&m::quiz_percent_low(i18n.decimal(-deviation.percent))),
    };
    // No-break spaces keep a number with its unit on one line.
    let unit = unit.text(i18n.lang());
    let given = format!("{}\u{a0}{unit}", i18n.decimal(*given));
    let expected = format!("{}\u{a0}{unit}", i18n.decimal(*value));
    // A tolerance of 0 % asks for the figure itself: "±0 % counts" would say nothing.
    let exact = if matches!(tolerance, Tolerance::Percent(p) if *p == 0.0) {
        "yes"
    } else {
        "no"
    };
    let tolerance = i18n.msg(&match tolerance {
        Tolerance::Percent(p) => m::quiz_tolerance_percent(i18n.decimal(*p)),
        Tolerance::Factor(f) => m::quiz_tolerance_factor(i18n.decimal(*f)),
        Tolerance::Magnitude => m::quiz_tolerance_magnitude(),
    });
    Some(if *within {
        let said = m::QuizEstimateWithin {
            given,
            expected,
            off,
            tolerance,
            exact,
        };
        (format!("✓ {}", i18n.msg(&said.into())), Tone::Link)
    } else {
        let said = m::QuizEstimateOutside {
            given,
            expected,
            off,
            tolerance,
            exact,
        };
        (format!("✗ {}", i18n.msg(&said.into())), Tone::Error)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::lang::{Lang, Localized};
    use crate::core::quiz::{Answer, grade};
    use crate::core::rich::RichText;

    fn numeric(tolerance: Tolerance) -> Question {
        Question {
            id: "q".into(),
            lesson: None,
            prompt: Localized::neutral(RichText::parse("?").0),
            kind: Kind::Numeric {
                value: 40.0,
                unit: Localized::neutral("GB".into()),
                tolerance,
                calculator: None,
                vary: Vec::new(),
            },
            explanation: Localized::neutral(RichText::parse("because").0),
            simulation: None,
        }
    }

    fn said(tolerance: Tolerance, typed: &str) -> String {
        let (q, i18n) = (numeric(tolerance), I18n::new(Lang::En));
        let v = grade(&q, &Answer::Number(typed.into()), Lang::En);
        estimate_line(&i18n, &q, &v).expect("an estimate").0
    }

    #[test]
    fn an_exact_answer_says_so_instead_of_plus_or_minus_nothing() {
        let exact = said(Tolerance::Percent(0.0), "42 GB");
        assert!(exact.contains("only that exact figure counts"), "{exact}");
        assert!(!exact.contains("±0"), "{exact}");
        assert!(!said(Tolerance::Percent(0.0), "40 GB").contains("±0"));
        let loose = said(Tolerance::Percent(10.0), "80 GB");
        assert!(loose.contains("(anything within ±10% counts)"), "{loose}");
    }
}
