//! Formats shared with the tools learners and instructors already use: the course's
//! questions as an Anki deck. Reads the course (core) and writes files; nothing here knows
//! the terminal or the progress file.

pub mod anki;
