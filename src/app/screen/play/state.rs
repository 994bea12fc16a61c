//! The playground screen's state: the command line with its history, every command run and
//! its report, where the output is scrolled to, the schema for the side panel, and the
//! guided scenario being stepped through, if any. Kept when the screen is left (the
//! worker and its database live on), so coming back shows what finished meanwhile.

use crate::core::play_report::Report;

/// A guided scenario in progress: its steps (explanation, command) and the next one.
#[derive(Debug, Clone, PartialEq)]
pub struct Guide {
    pub scenario: String,
    pub next: usize,
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct PlayState {
    pub line: String,
    /// Commands typed, oldest first.
    pub history: Vec<String>,
    /// Which earlier command Up has called back, counted from the newest.
    pub recall: Option<usize>,
    /// Every command run here and what it gave, oldest first.
    pub log: Vec<(String, Report)>,
    /// Lines scrolled up from the end of the output (0: the newest output is in view).
    pub back: usize,
    /// The command running now, and how far it is (`gen` reports progress; `(0, 0)` when
    /// unknown).
    pub running: Option<(String, u64, u64)>,
    /// The number of the command running (its answer carries it), and of the last sent.
    pub running_id: u64,
    pub sent: u64,
    /// Tables and indexes there are now, from the last report.
    pub schema: Vec<String>,
    /// Commands the Tab key offers for what is typed.
    pub completions: Vec<&'static str>,
    pub guide: Option<Guide>,
    /// Why the playground could not start, when it could not.
    pub error: Option<String>,
}

impl PlayState {
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
