//! A scratchpad answer and its errors in words (also `latih calc`): figures in the reader's
//! language, sizes moved up to the unit that keeps them at 1 or more (`40 GB`, with GiB
//! beside from a gigabyte up), times and rates likewise, or exactly the unit asked for with
//! `to`.

use super::{Arg, I18n, ids};
use crate::core::expr::{self, Answer, ExprError};
use crate::core::formula::Dims;

fn s(v: impl Into<String>) -> Arg {
    Arg::Str(v.into())
}

const BYTES: &[(&str, f64)] = &[
    ("B", 1.0),
    ("KB", 1e3),
    ("MB", 1e6),
    ("GB", 1e9),
    ("TB", 1e12),
    ("PB", 1e15),
];
const BINARY: &[(&str, f64)] = &[
    ("GiB", 1_073_741_824.0),
    ("TiB", 1_099_511_627_776.0),
    ("PiB", 1_125_899_906_842_624.0),
];
const TIMES: &[(&str, f64)] = &[
    ("ns", 1e-9),
    ("µs", 1e-6),
    ("ms", 1e-3),
    ("s", 1.0),
    ("min", 60.0),
    ("h", 3600.0),
    ("days", 86_400.0),
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

impl I18n {
    /// A number as the answer shows it: grouped, two decimals from 1 up, three significant
    /// digits below.
    pub fn answer_number(&self, x: f64) -> String {
        let a = x.abs();
        if a == 0.0 || a >= 1.0 {
            return self.decimal(x);
        }
        let digits = (-a.log10().floor()) as usize + 2;
        crate::core::numfmt::decimal(x, digits.min(12), self.lang())
    }

    /// The answer of a scratchpad line: `40 GB (37,25 GiB)`, `20.000/detik`, `6,25`,
    /// `37,25 GiB` after `to GiB`; `a = …` when it set a name.
    pub fn answer(&self, a: &Answer) -> String {
        let v = a.value.v;
        let shown = match &a.target {
            Some(t) => format!("{} {}", self.answer_number(v / t.factor), t.label),
            None => self.figure_of(v, a.value.dims),
        };
        match &a.name {
            Some(n) => format!("{n} = {shown}"),
            None => shown,
        }
    }

    fn figure_of(&self, v: f64, d: Dims) -> String {
        let per_second = |n: String| self.ta(ids::CALC_PER_SECOND, &[("n", s(n))]);
        match d {
            Dims::COUNT => self.answer_number(v),
            Dims::BYTES => {
                let (u, f) = best(v, BYTES);
                let main = format!("{} {u}", self.answer_number(v / f));
                if v.abs() >= 1e9 {
                    let (bu, bf) = best(v, BINARY);
                    format!("{main} ({} {bu})", self.answer_number(v / bf))
                } else {
                    main
                }
            }
            Dims::TIME => {
                let (u, f) = best(v, TIMES);
                format!("{} {u}", self.answer_number(v / f))
            }
            Dims::RATE => per_second(self.answer_number(v)),
            Dims {
                bytes: 1,
                seconds: -1,
            } => {
                let (u, f) = best(v, BYTES);
                per_second(format!("{} {u}", self.answer_number(v / f)))
            }
            other => format!("{} {}", self.answer_number(v), base_units(other)),
        }
    }

    /// Why a scratchpad line has no answer, naming what is wrong.
    pub fn expr_error(&self, line: &str, e: &ExprError) -> String {
        let (cut, long) = crate::core::wrap::truncate(line, 60);
        let shown = s(if long { format!("{cut}…") } else { cut });
        match e {
            ExprError::Empty => self.t(ids::CALC_EMPTY),
            ExprError::TooLong | ExprError::TooDeep => self.ta(
                ids::CALC_TOO_NESTED,
                &[
                    ("expr", shown),
                    ("depth", Arg::from(expr::MAX_DEPTH)),
                    ("len", Arg::from(expr::MAX_LEN)),
                ],
            ),
            ExprError::Read { error, .. } => self.read_error(error),
            ExprError::Syntax { found, .. } if found.is_empty() => self.t(ids::EXPR_UNFINISHED),
            ExprError::Syntax { found, .. } => {
                self.ta(ids::EXPR_SYNTAX, &[("found", s(found.clone()))])
            }
            ExprError::UnknownName { name } => {
                self.ta(ids::EXPR_UNKNOWN_NAME, &[("name", s(name.clone()))])
            }
            ExprError::Mismatch { left, right } => self.ta(
                ids::EXPR_MISMATCH,
                &[
                    ("left", s(self.dims_name(*left))),
                    ("right", s(self.dims_name(*right))),
                ],
            ),
            ExprError::BadPower => self.t(ids::EXPR_BAD_POWER),
            ExprError::BadFunction { name } => {
                self.ta(ids::EXPR_BAD_FUNCTION, &[("name", s(name.clone()))])
            }
            ExprError::DivisionByZero => self.t(ids::EXPR_DIVISION_BY_ZERO),
            ExprError::TooLarge => self.t(ids::READ_TOO_LARGE),
            ExprError::BadTarget { target } => {
                self.ta(ids::EXPR_BAD_TARGET, &[("target", s(target.clone()))])
            }
            ExprError::WrongTarget { from, target } => self.ta(
                ids::EXPR_WRONG_TARGET,
                &[
                    ("kind", s(self.dims_name(*from))),
                    ("target", s(target.clone())),
                ],
            ),
            ExprError::Reserved { name } => {
                self.ta(ids::EXPR_RESERVED, &[("name", s(name.clone()))])
            }
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
