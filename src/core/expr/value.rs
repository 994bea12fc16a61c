//! What an expression line is made of and gives back: values with their dimensions, the
//! unit asked for, the answer, the errors, and the words and functions it reserves.

use crate::core::formula::Dims;
use crate::core::quantity::{Note, ReadError};

/// How deep brackets, signs and powers may nest.
pub const MAX_DEPTH: usize = 32;
/// How long a line may be.
pub const MAX_LEN: usize = 1_000;

/// A value in base units and what it measures.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Value {
    pub v: f64,
    pub dims: Dims,
}

/// The unit an answer is to be shown in (`to GiB`): as typed, its size and what it measures.
#[derive(Debug, Clone, PartialEq)]
pub struct Target {
    pub label: String,
    pub factor: f64,
    pub dims: Dims,
}

/// A line worked out.
#[derive(Debug, Clone, PartialEq)]
pub struct Answer {
    pub value: Value,
    pub target: Option<Target>,
    /// The name the line set (`a = ...`).
    pub name: Option<String>,
    /// How figures that could be read two ways were read.
    pub notes: Vec<Note>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum ExprError {
    Empty,
    TooLong,
    TooDeep,
    /// A figure that could not be read, at this byte of the line.
    Read {
        at: usize,
        error: ReadError,
    },
    /// Something that does not belong here.
    Syntax {
        at: usize,
        found: String,
    },
    UnknownName {
        name: String,
    },
    /// `+`, `-`, `min`, `max` over values that measure different things.
    Mismatch {
        left: Dims,
        right: Dims,
    },
    /// A power of a value with a unit that is not a small whole number, or an exponent with
    /// a unit.
    BadPower,
    /// `sqrt` of a value whose unit has no square root, or `log` of one with a unit.
    BadFunction {
        name: String,
    },
    DivisionByZero,
    TooLarge,
    /// `to` followed by something that is no unit.
    BadTarget {
        target: String,
    },
    /// `to GB` of something that is not a size.
    WrongTarget {
        from: Dims,
        target: String,
    },
    /// A name that is a unit, a function or a keyword cannot be set.
    Reserved {
        name: String,
    },
}

pub(super) const KEYWORDS: &[&str] = &["to", "in", "ke", "dalam"];
pub(super) const FUNCTIONS: &[&str] = &[
    "min",
    "max",
    "sqrt",
    "abs",
    "ceil",
    "floor",
    "round",
    "log10",
    "ln",
    "partition",
];

pub(super) fn is_name_start(c: char) -> bool {
    c.is_alphabetic() || c == '_'
}

pub(super) fn is_name_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}
