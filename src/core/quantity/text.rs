//! What the number reader (`quantity`) says, as messages: why a typed figure could not be
//! read, how a figure that could be read two ways was read, and what a dimension measures.
//! Shared by the calculator, the estimate questions, the scratchpad and `latih calc`.

use crate::core::formula::Dims;
use crate::core::message::{self as m, Arg, Message};
use crate::core::quantity::{Note, ReadError};

impl ReadError {
    /// One sentence: why the figure could not be read, and what would do.
    pub fn message(&self) -> Message {
        match self {
            ReadError::Empty => m::read_empty(),
            ReadError::NotANumber { text } => m::read_not_a_number(text),
            ReadError::BadNumber { text } => m::read_bad_number(text),
            ReadError::UnknownWord { word } => m::read_unknown_word(word),
            ReadError::Ambiguous { word } if word == "b" => m::read_ambiguous_b(),
            ReadError::Ambiguous { .. } => m::read_ambiguous_m(),
            ReadError::NoTimeAfterPer { word } => m::read_no_time_after_per(word),
            ReadError::TooLarge => m::read_too_large(),
        }
    }
}

impl Note {
    /// How a figure that could be read two ways was read.
    pub fn message(&self) -> Message {
        match self {
            Note::Separator {
                typed,
                value,
                other,
            } => m::ReadNoteSeparator {
                typed,
                value: Arg::decimal(*value),
                other: Arg::decimal(*other),
                plain: plain(*other),
            }
            .into(),
            Note::Bytes { typed, read } => m::ReadNoteBytes {
                typed,
                read: *read,
                bits: bits_of(read),
            }
            .into(),
            Note::Scale { factor, .. } if *factor == 1e9 => m::read_note_m_miliar(),
            Note::Scale { .. } => m::read_note_m_million(),
        }
    }
}

impl Dims {
    /// What a dimension measures, for "this asks for a size".
    pub fn name(self) -> Message {
        match self {
            Dims::BYTES => m::quiz_dim_bytes(),
            Dims::RATE => m::quiz_dim_rate(),
            Dims::TIME => m::quiz_dim_time(),
            Dims::COUNT => m::quiz_dim_count(),
            Dims {
                bytes: 1,
                seconds: -1,
            } => m::dim_byte_rate(),
            _ => m::dim_other(),
        }
    }
}

/// A number written so no reader can take it two ways: no grouping, and a decimal mark only
/// with other than three digits after it.
fn plain(x: f64) -> Arg {
    if x.fract() == 0.0 && x.abs() < 1e15 {
        Arg::from(format!("{}", x as i64))
    } else {
        Arg::decimal(x)
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
