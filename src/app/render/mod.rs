//! Renderers more than one screen, the command line or lint use: each turns plain data (a
//! lesson, a playground report, a simulation, a calculator, statistics, problems, the
//! review options) into styled rows at a width, and knows no screen. Screens, `cli/` and
//! `lint.rs` call these; nothing here imports a screen.

pub mod calc;
pub mod drill;
pub mod feed_report;
pub mod lesson;
pub mod options;
pub mod play_report;
pub mod problems;
pub mod stats;
