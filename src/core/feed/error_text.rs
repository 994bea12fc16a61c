//! What a refused line or setting reads as: one sentence naming the setting and its range,
//! the same on the screen, in line mode and in lint's report of a course's simulation.

use super::command::KEYS;
use super::error::FeedError;
use crate::core::message::{self as m, Arg, Message};

impl FeedError {
    pub fn message(&self) -> Message {
        match self {
            FeedError::Empty => m::feed_err_empty(),
            FeedError::Unknown { word } => m::FeedErrUnknown {
                word,
                commands: super::command::names().collect::<Vec<_>>().join(", "),
            }
            .into(),
            FeedError::UnknownKey { key } => m::FeedErrKey {
                key,
                keys: KEYS.join(", "),
            }
            .into(),
            FeedError::Bad { key, value } => m::FeedErrBad { key, value }.into(),
            FeedError::Range {
                key,
                value,
                min,
                max,
            } => m::FeedErrRange {
                key,
                value,
                min: limit(min),
                max: limit(max),
            }
            .into(),
            FeedError::Missing { what } => m::feed_err_missing(*what),
            FeedError::TooMany { extra } => m::feed_err_extra(extra),
            FeedError::MaxAboveUsers { max, users } => m::FeedErrMax {
                max: Arg::Int(*max),
                users: Arg::Int(*users),
            }
            .into(),
            FeedError::Memory { estimate, budget } => m::FeedErrMemory {
                estimate: bytes(*estimate),
                budget: bytes(*budget),
            }
            .into(),
        }
    }
}

/// A limit as the reader writes numbers, when it is one (`10s` stays as it is).
fn limit(s: &str) -> Arg {
    s.parse::<u64>()
        .map_or_else(|_| Arg::Str(s.to_string()), Arg::Int)
}

/// Bytes in decimal units, as the lesson counts them: `4,3 GB`.
pub(crate) fn bytes(b: u64) -> Arg {
    const UNITS: [&str; 6] = ["B", "kB", "MB", "GB", "TB", "PB"];
    let mut x = b as f64;
    let mut u = 0;
    while x >= 1_000.0 && u + 1 < UNITS.len() {
        x /= 1_000.0;
        u += 1;
    }
    let digits = if u == 0 {
        Arg::Int(b)
    } else {
        Arg::Decimal {
            value: x,
            digits: 1,
        }
    };
    Arg::Join(vec![digits, Arg::Str(format!(" {}", UNITS[u]))])
}
