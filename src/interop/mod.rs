//! Formats shared with the tools learners and instructors already use: the course's
//! questions as an Anki deck (and Anki's answers back), the review log as xAPI statements
//! for a learning record store. Nothing here knows the terminal.

pub mod anki;
pub mod xapi;
