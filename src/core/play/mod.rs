//! The playground's command language: what a learner types (`followers 1 limit=20
//! after=5120`), read into a `Command` or a precise reason it cannot be. Pure: running a
//! command is the playground's business, showing its result the app's.
//!
//! Here scenarios and completion; the commands as values, their settings and limits are in
//! `model`; the table of command
//! words and reading a line in `commands`; reading each command's words in `parse` (and
//! `cluster` for the partitioned store's).

pub mod expect;
pub mod report;
pub mod text;

mod cluster;
pub mod commands;
pub mod defnote;
mod model;
mod note;
pub mod parse;

pub use commands::{COMMANDS, Spec, names, parse, usage};
pub use model::*;

/// A guided walk through the playground: an explanation before each command.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Scenario {
    pub id: String,
    pub lesson: Option<String>,
    pub title: Option<crate::core::lesson::Label>,
    /// The playground the course defines that it runs on (`None`: the follow graph), and
    /// where that is written (line, column).
    pub playground: Option<String>,
    pub playground_at: (usize, usize),
    pub steps: Vec<ScenarioStep>,
    /// A challenge after the steps, if the scenario sets one.
    pub goal: Option<Goal>,
}

/// What the learner's own commands must reach after a scenario's steps: a command's report
/// that meets `expect` (from the command `command`, when it names one), and a reference
/// solution that reaches it.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Goal {
    pub text: crate::core::lesson::Text,
    pub command: Option<String>,
    pub expect: self::expect::Expect,
    pub solution: Vec<String>,
    /// Where its `solution` is written (line, column), for lint to point at.
    pub at: (usize, usize),
}

impl Goal {
    /// Whether this line's report reaches the goal: the command it names (any when it
    /// names none), not refused, and everything `expect` says.
    pub fn reached(&self, line: &str, report: &report::Report) -> bool {
        let word = line
            .split_whitespace()
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        let named = self
            .command
            .as_ref()
            .is_none_or(|c| c.eq_ignore_ascii_case(&word));
        named && self::expect::unmet(Some(&self.expect), report).is_empty()
    }
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ScenarioStep {
    pub text: crate::core::lesson::Text,
    /// The command this step runs, as the learner would type it.
    pub run: String,
    /// What its output must show (`latih lint --run` checks it).
    pub expect: Option<self::expect::Expect>,
    /// Where `run` is written (line, column), for lint to point at.
    pub at: (usize, usize),
}

/// Commands that start with what is typed, for completion.
pub fn complete(prefix: &str) -> Vec<&'static str> {
    complete_from(names(), prefix)
}

/// `complete_from` over words that are not static (a course's commands).
pub fn complete_from_words<'a>(
    list: impl IntoIterator<Item = &'a str>,
    prefix: &str,
) -> Vec<String> {
    let p = prefix.trim_start().to_ascii_lowercase();
    if p.contains(char::is_whitespace) {
        return Vec::new();
    }
    (list.into_iter())
        .filter(|c| c.starts_with(&p))
        .map(str::to_string)
        .collect()
}

/// The words of `list` that start with what is typed (one word, any case): the completion
/// the playground and the simulator share.
pub fn complete_from(
    list: impl IntoIterator<Item = &'static str>,
    prefix: &str,
) -> Vec<&'static str> {
    let p = prefix.trim_start().to_ascii_lowercase();
    if p.contains(char::is_whitespace) {
        return Vec::new();
    }
    list.into_iter().filter(|c| c.starts_with(&p)).collect()
}

#[cfg(test)]
mod tests;
