//! A scratchpad answer and its errors as text (also `latih calc`): figures in the reader's
//! language, sizes moved up to the unit that keeps them at 1 or more (`40 GB`, with GiB
//! beside from a gigabyte up), times and rates likewise, or exactly the unit asked for with
//! `to`.

use crate::core::expr::{self, Answer, ExprError};
use crate::core::formula::Dims;
use crate::core::message::{self as m, Arg, Message};

use crate::core::figure::BYTE_UNITS as BYTES;
const BINARY: &[(&str, f64)] = &[
    ("GiB", 1_073_741_824.0),
    ("TiB", 1_099_511_627_776.0),
    ("PiB", 1_125_899_906_842_624.0),
];
/// Units of time: the key `unit-time` names each by (the reader's word for it), the English
/// symbol, and its size in seconds.
const TIMES: &[(&str, f64)] = &[
    ("ns", 1e-9),
    ("us", 1e-6),
    ("ms", 1e-3),
    ("s", 1.0),
    ("min", 60.0),
    ("h", 3600.0),
    ("d", 86_400.0),
];

/// The largest unit of the table that keeps the value at 1 or more (the smallest otherwise).
fn best(x: f64, table: &[(&'static str, f64)]) -> (&'static str, f64) {
    let mut pick = table[0];
    for &(u, f) in table {
        if x.abs() >= f {
            pick = (u, f);
        }
    }
    pick
}

/// A number as the answer shows it: grouped, two decimals from 1 up, three significant
/// digits below.
pub fn answer_number(x: f64) -> Arg {
    let a = x.abs();
    if a == 0.0 || a >= 1.0 {
        return Arg::decimal(x);
    }
    let digits = (-a.log10().floor()) as usize + 2;
    Arg::Decimal {
        value: x,
        digits: digits.min(12),
    }
}

/// `40 GB`: a figure and its unit.
fn with_unit(x: f64, unit: &str) -> Arg {
    Arg::Join(vec![answer_number(x), Arg::from(format!(" {unit}"))])
}

impl Answer {
    /// The answer of a scratchpad line: `40 GB (37,25 GiB)`, `20.000/detik`, `6,25`,
    /// `37,25 GiB` after `to GiB`; `a = …` when it set a name.
    pub fn text(&self) -> Arg {
        let v = self.value.v;
        let shown = match &self.target {
            Some(t) => with_unit(v / t.factor, &t.label),
            None => figure_of(v, self.value.dims),
        };
        match &self.name {
            Some(n) => Arg::Join(vec![Arg::from(format!("{n} = ")), shown]),
            None => shown,
        }
    }
}

fn figure_of(v: f64, d: Dims) -> Arg {
    let per_second = |n: Arg| Arg::from(m::calc_per_second(n));
    match d {
        Dims::COUNT => answer_number(v),
        Dims::BYTES => {
            let (u, f) = best(v, BYTES);
            let main = with_unit(v / f, u);
            if v.abs() >= 1e9 {
                let (bu, bf) = best(v, BINARY);
                let binary = with_unit(v / bf, bu);
                Arg::Join(vec![main, Arg::from(" ("), binary, Arg::from(")")])
            } else {
                main
            }
        }
        Dims::TIME => {
            let (u, f) = best(v, TIMES);
            // Written in the reader's language: `2 jam`, `2 h`.
            let label = match u {
                "us" => "µs",
                "d" => "days",
                other => other,
            };
            let word: Message = m::UnitTime { unit: u, label }.into();
            Arg::Join(vec![answer_number(v / f), Arg::from(" "), Arg::from(word)])
        }
        Dims::RATE => per_second(answer_number(v)),
        Dims {
            bytes: 1,
            seconds: -1,
        } => {
            let (u, f) = best(v, BYTES);
            per_second(with_unit(v / f, u))
        }
        other => with_unit(v, &base_units(other)),
    }
}

impl ExprError {
    /// Why the scratchpad line `line` has no answer, naming what is wrong.
    pub fn message(&self, line: &str) -> Message {
        let (cut, long) = crate::core::wrap::truncate(line, 60);
        let shown = if long { format!("{cut}…") } else { cut };
        match self {
            ExprError::Empty => m::calc_empty(),
            ExprError::TooLong | ExprError::TooDeep => m::CalcTooNested {
                expr: shown,
                depth: expr::MAX_DEPTH,
                len: expr::MAX_LEN,
            }
            .into(),
            ExprError::Read { error, .. } => error.message(),
            ExprError::Syntax { found, .. } if found.is_empty() => m::expr_unfinished(),
            ExprError::Syntax { found, .. } => m::expr_syntax(found),
            ExprError::UnknownName { name } => m::expr_unknown_name(name),
            ExprError::Mismatch { left, right } => m::ExprMismatch {
                left: left.name(),
                right: right.name(),
            }
            .into(),
            ExprError::BadPower => m::expr_bad_power(),
            ExprError::BadFunction { name } => m::expr_bad_function(name),
            ExprError::DivisionByZero => m::expr_division_by_zero(),
            ExprError::TooLarge => m::read_too_large(),
            ExprError::BadTarget { target } => m::expr_bad_target(target),
            ExprError::WrongTarget { from, target } => m::ExprWrongTarget {
                kind: from.name(),
                target,
            }
            .into(),
            ExprError::Reserved { name } => m::expr_reserved(name),
        }
    }
}

/// `B²`, `B·s`, `/s²`: base units of a compound quantity.
fn base_units(d: Dims) -> String {
    let power = |n: i8| match n {
        1 => String::new(),
        2 => "²".into(),
        3 => "³".into(),
        n => format!("^{n}"),
    };
    let mut out = String::new();
    if d.bytes > 0 {
        out.push_str(&format!("B{}", power(d.bytes)));
    }
    if d.seconds > 0 {
        if !out.is_empty() {
            out.push('·');
        }
        out.push_str(&format!("s{}", power(d.seconds)));
    }
    if d.bytes < 0 {
        out.push_str(&format!("/B{}", power(-d.bytes)));
    }
    if d.seconds < 0 {
        out.push_str(&format!("/s{}", power(-d.seconds)));
    }
    out
}
