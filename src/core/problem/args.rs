//! Arguments of problem sentences written for the reader: figures with their decimals in
//! the reader's notation, kinds of quantity in words.

use crate::core::message::{self as m, Arg, Message};
use crate::core::problem::ProblemKind;

/// `bytes,rate` as words: "a size in bytes, a rate per second".
pub(super) fn dims_list(keys: &str) -> Arg {
    let mut parts: Vec<Arg> = Vec::new();
    for key in keys.split(',').filter(|k| !k.is_empty()) {
        if !parts.is_empty() {
            parts.push(Arg::from(", "));
        }
        parts.push(Arg::from(match key {
            "bytes" => m::quiz_dim_bytes(),
            "rate" => m::quiz_dim_rate(),
            "time" => m::quiz_dim_time(),
            _ => m::quiz_dim_count(),
        }));
    }
    Arg::Join(parts)
}

/// A figure as a problem keeps it (`150.4 GB`, `0.5`), with its number written the reader's
/// way (`150,4 GB`) and the decimals it was given.
pub(super) fn figure_arg(text: &str) -> Arg {
    let (number, rest) = text.split_once(' ').unwrap_or((text, ""));
    let Some(value) = number.parse::<f64>().ok().filter(|v| v.is_finite()) else {
        return Arg::from(text.to_string());
    };
    let digits = number.split_once('.').map_or(0, |(_, f)| f.len());
    let n = Arg::Decimal { value, digits };
    match rest {
        "" => n,
        rest => Arg::Join(vec![n, Arg::from(format!(" {rest}"))]),
    }
}

/// The sentences of the course-writing checks added with figure marks and the newer YAML
/// hints (kept here so the table of every sentence stays a size a reader can hold).
pub(super) fn authoring(kind: &ProblemKind) -> Message {
    use ProblemKind as K;
    match kind {
        K::CalcAnswerBits { unit, bytes } => m::PCalcAnswerBits { unit, bytes }.into(),
        // Without a name the sentence shows a whole mark, with the first name it has.
        K::UnknownFigure { calc, name, names } => m::PUnknownFigure {
            calc,
            name: if name.is_empty() { "none" } else { name },
            names: match name.is_empty() {
                true => names.first().cloned().unwrap_or_else(|| "name".into()),
                false => names.join(", "),
            },
        }
        .into(),
        K::EmptyPractice { lessons, bank } if bank.is_empty() => m::p_empty_review(lessons),
        K::EmptyPractice { bank, .. } => m::p_empty_quiz(bank),
        K::DuplicateCode { code, first } => m::PDuplicateCode { code, first }.into(),
        K::MarkNotRead => m::p_mark_not_read(),
        K::BadTolerance { value } => m::p_bad_tolerance(value),
        K::VaryNotShown { mark } => m::p_vary_not_shown(mark),
        K::RightMuchLongest { times } => m::p_right_much_longer(figure_arg(times)),
        K::LongestRightHabit { longest, total } => m::PLongestRightHabit { longest, total }.into(),
        K::CommaInFlow { fixed } => m::p_comma_in_flow(fixed),
        K::Misaligned {
            key,
            sibling,
            line,
            column,
        } => m::PMisaligned {
            key,
            sibling,
            line: Arg::Int(*line as u64),
            column: Arg::Int(*column as u64),
        }
        .into(),
        K::ExpectNotWhole { field, value } => m::PExpectNotWhole {
            field,
            value: figure_arg(value),
        }
        .into(),
        K::CalcNoValue {
            output,
            input,
            bound,
            value,
            division,
        } => m::PCalcNoValue {
            output,
            input: if input.is_empty() { "none" } else { input },
            bound,
            value: figure_arg(value),
            why: match division {
                true => m::calc_division_by_zero(),
                false => m::calc_overflow(),
            },
        }
        .into(),
        // Every other kind has its sentence in problem_text's table.
        _ => m::p_syntax(),
    }
}
