//! The simulator screen's state: the command line with its history, every command run and
//! its answer, where the output is scrolled to, the simulation running and how far it is,
//! and the course's simulation whose text guides the line, if one opened the screen. Kept
//! when the screen is left (the worker, its settings and feed cache live on), so coming
//! back shows what finished meanwhile.

use crate::core::feed::Run;
use crate::feedsim::Output;

/// What the running command has said so far.
#[derive(Debug, Clone, PartialEq, Default)]
pub enum Live {
    /// Sent, nothing heard yet.
    #[default]
    Starting,
    /// Generating the graph: accounts done of all.
    Graph(u64, u64),
    /// The run so far.
    Run(Box<Run>),
}

/// The command running now.
#[derive(Debug, Clone, PartialEq)]
pub struct Running {
    pub id: u64,
    pub line: String,
    pub live: Live,
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct FeedState {
    pub line: String,
    /// Commands typed, oldest first.
    pub history: Vec<String>,
    /// Which earlier command Up has called back, counted from the newest.
    pub recall: Option<usize>,
    /// Every command run here and what it gave, oldest first.
    pub log: Vec<(String, Output)>,
    /// The first output line in view when the learner scrolled; `None` follows the newest
    /// answer (its start, or the end when it fits).
    pub top: Option<usize>,
    pub running: Option<Running>,
    /// The number of the last command sent (its answer carries it).
    pub sent: u64,
    /// Commands the Tab key offers for what is typed.
    pub completions: Vec<&'static str>,
    /// The course's simulation that opened the screen: its text is shown above the line.
    pub guide: Option<String>,
    /// Why the simulator could not start, when it could not.
    pub error: Option<String>,
}

impl FeedState {
    /// The command line, lent to the shared console.
    pub(crate) fn console(&mut self) -> crate::app::console::Console<'_> {
        crate::app::console::Console {
            line: &mut self.line,
            history: &mut self.history,
            recall: &mut self.recall,
            completions: &mut self.completions,
        }
    }
}
