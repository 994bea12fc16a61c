//! The playground screen's state: the command line with its history, every command run and
//! its report, where the output is scrolled to, the schema for the side panel, and the
//! guided scenario being stepped through, if any. Kept when the screen is left (the
//! worker and its database live on), so coming back shows what finished meanwhile.

use crate::app::console::Console;
use crate::core::play::report::Report;

/// A guided scenario in progress: its steps (explanation, command) and the next one.
#[derive(Debug, Clone, PartialEq)]
pub struct Guide {
    pub scenario: String,
    pub next: usize,
    /// The steps run by themselves, one after the other (a challenge's start).
    pub auto: bool,
    /// The learner's command that met the scenario's goal, once one has.
    pub reached: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct PlayState {
    /// The command line, the command running (with how far `gen` is, `(0, 0)` when
    /// unknown), and every command run here with its report.
    pub console: Console<Report, (u64, u64)>,
    /// Lines scrolled up from the end of the output (0: the newest output is in view).
    pub back: usize,
    /// Tables and indexes there are now, from the last report.
    pub schema: Vec<String>,
    pub guide: Option<Guide>,
    /// The playground the last command ran on, when it is one the course defines: `Tab`
    /// completes its commands.
    pub defined: Option<String>,
    /// The output's lines as last laid out (the view's, kept across frames).
    pub laid: super::laid::Laid,
}
