//! Pure domain code: no terminal, no SQL, no filesystem, no clock.

pub mod course;
pub mod date;
pub mod ident;
pub mod lang;
pub mod lesson;
pub mod numfmt;
pub mod problem;
pub mod rich;
pub mod search;
pub mod wrap;
