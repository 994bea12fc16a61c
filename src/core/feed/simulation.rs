//! A simulation a course offers: one command line for the news-feed simulator, with a title
//! and a text saying what to look for. A lesson shows it as a card, a question after its
//! answer; either opens the simulator with the line ready to run.

use crate::core::lesson::{Label, Text};

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Simulation {
    pub id: String,
    pub lesson: Option<String>,
    pub title: Label,
    /// What the run shows and what to look for, shown above the command line.
    pub text: Text,
    /// The command line, as the learner would type it.
    pub run: String,
}
