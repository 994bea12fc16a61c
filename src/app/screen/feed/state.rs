//! The simulator screen's state: the command line with its history, every command run and
//! its answer, where the output is scrolled to, the simulation running and how far it is,
//! and the course's simulation whose text guides the line, if one opened the screen. Kept
//! when the screen is left (the worker, its settings and feed cache live on), so coming
//! back shows what finished meanwhile.

use crate::app::FeedLive;
use crate::app::console::Console;
use crate::feedsim::Output;

#[derive(Debug, Clone, PartialEq, Default)]
pub struct FeedState {
    /// The command line, the simulation running (with the latest look at it), and every
    /// command run here with its answer.
    pub console: Console<Output, FeedLive>,
    /// The first output line in view when the learner scrolled; `None` follows the newest
    /// answer (its start, or the end when it fits).
    pub top: Option<usize>,
    /// The course's simulation that opened the screen: its text is shown above the line.
    pub guide: Option<String>,
}
