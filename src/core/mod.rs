//! Pure domain code: no terminal, no SQL, no filesystem, no clock.

pub mod calc;
pub mod calc_text;
pub mod clock;
pub mod course;
pub mod date;
pub mod drill;
pub mod formula;
pub mod ident;
pub mod lang;
pub mod lesson;
pub mod numfmt;
pub mod play;
pub mod play_report;
pub mod problem;
pub mod quiz;
pub mod record;
pub mod rich;
pub mod schedule;
pub mod search;
pub mod session;
pub mod shuffle;
pub mod stats;
pub mod units;
pub mod wrap;
