//! What the number reader (core::quantity) says, in words: why a typed figure could not be
//! read, and how a figure that could be read two ways was read. Shared by the calculator,
//! the estimate questions, the scratchpad and `latih calc`.

use super::{Arg, I18n, ids};
use crate::core::formula::Dims;
use crate::core::quantity::{Note, ReadError};

fn s(v: impl Into<String>) -> Arg {
    Arg::Str(v.into())
}

impl I18n {
    /// One sentence: why the figure could not be read, and what would do.
    pub fn read_error(&self, e: &ReadError) -> String {
        match e {
            ReadError::Empty => self.t(ids::READ_EMPTY),
            ReadError::NotANumber { text } => self.ta(ids::READ_NOT_A_NUMBER, &[("text", s(text))]),
            ReadError::BadNumber { text } => self.ta(ids::READ_BAD_NUMBER, &[("text", s(text))]),
            ReadError::UnknownWord { word } => {
                self.ta(ids::READ_UNKNOWN_WORD, &[("word", s(word))])
            }
            ReadError::Ambiguous { word } if word == "b" => self.t(ids::READ_AMBIGUOUS_B),
            ReadError::Ambiguous { .. } => self.t(ids::READ_AMBIGUOUS_M),
            ReadError::NoTimeAfterPer { word } => {
                self.ta(ids::READ_NO_TIME_AFTER_PER, &[("word", s(word))])
            }
            ReadError::TooLarge => self.t(ids::READ_TOO_LARGE),
        }
    }

    /// How a figure that could be read two ways was read.
    pub fn reading_note(&self, n: &Note) -> String {
        match n {
            Note::Separator {
                typed,
                value,
                other,
            } => self.ta(
                ids::READ_NOTE_SEPARATOR,
                &[
                    ("typed", s(typed)),
                    ("value", s(self.decimal(*value))),
                    ("other", s(self.decimal(*other))),
                    ("plain", s(plain(*other, self))),
                ],
            ),
            Note::Bytes { typed, read } => self.ta(
                ids::READ_NOTE_BYTES,
                &[
                    ("typed", s(typed)),
                    ("read", s(*read)),
                    ("bits", s(bits_of(read))),
                ],
            ),
            Note::Scale { factor, .. } => self.t(if *factor == 1e9 {
                ids::READ_NOTE_M_MILIAR
            } else {
                ids::READ_NOTE_M_MILLION
            }),
        }
    }

    /// What a dimension measures, for "this asks for a size".
    pub fn dims_name(&self, d: Dims) -> String {
        self.t(match d {
            Dims::BYTES => ids::QUIZ_DIM_BYTES,
            Dims::RATE => ids::QUIZ_DIM_RATE,
            Dims::TIME => ids::QUIZ_DIM_TIME,
            Dims::COUNT => ids::QUIZ_DIM_COUNT,
            Dims {
                bytes: 1,
                seconds: -1,
            } => ids::DIM_BYTE_RATE,
            _ => ids::DIM_OTHER,
        })
    }
}

/// A number written so no reader can take it two ways: no grouping, and a decimal mark only
/// with other than three digits after it.
fn plain(x: f64, i18n: &I18n) -> String {
    if x.fract() == 0.0 && x.abs() < 1e15 {
        format!("{}", x as i64)
    } else {
        i18n.decimal(x)
    }
}

/// The bit unit a lower-case byte unit could have meant: `gb` -> `Gb`.
fn bits_of(read: &str) -> String {
    let mut c = read.chars();
    match c.next() {
        Some(first) => format!("{first}{}", c.as_str().to_lowercase()),
        None => String::new(),
    }
}
