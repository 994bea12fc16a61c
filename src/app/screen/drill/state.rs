//! A drill on screen: the stage it is at, its clock, the ticked points and what the
//! progress file has said about earlier attempts.

use crate::core::drill::{Attempt, Drill, Status, Timer};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    /// The question, the instructions, the limit and earlier attempts.
    Prompt,
    /// Answering aloud against the clock.
    Timing,
    /// The sample answer, shown only once the learner has finished.
    Sample,
    /// Ticking the points covered.
    Checklist,
    /// Passed or not, the points missed, when it comes back.
    Result,
}

#[derive(Debug, Clone, PartialEq)]
pub struct DrillState {
    pub drill: String,
    pub stage: Stage,
    pub timer: Option<Timer>,
    pub ticked: Vec<bool>,
    pub cursor: usize,
    pub top: usize,
    /// The attempt's row in the progress file, once storage has written it.
    pub attempt: Option<i64>,
    pub history: Option<Result<Vec<Attempt>, String>>,
    pub status: Option<Status>,
    /// Seconds until the drill is due again, after a result.
    pub next_in: Option<i64>,
    pub error: Option<String>,
    /// Esc was pressed once while the attempt runs: a second one leaves (and abandons it).
    pub leaving: bool,
}

impl DrillState {
    pub fn new(drill: &Drill) -> DrillState {
        DrillState {
            drill: drill.id.clone(),
            stage: Stage::Prompt,
            timer: None,
            ticked: vec![false; drill.checklist.len()],
            cursor: 0,
            top: 0,
            attempt: None,
            history: None,
            status: None,
            next_in: None,
            error: None,
            leaving: false,
        }
    }

    pub fn ticked_count(&self) -> usize {
        self.ticked.iter().filter(|t| **t).count()
    }

    /// The ids of the ticked points, in checklist order.
    pub fn ticked_ids(&self, drill: &Drill) -> Vec<String> {
        drill
            .checklist
            .iter()
            .zip(&self.ticked)
            .filter(|(_, t)| **t)
            .map(|(c, _)| c.id.clone())
            .collect()
    }

    /// Whether the clock is running, so the screen must be redrawn as it moves.
    pub fn ticking(&self) -> bool {
        self.stage == Stage::Timing && self.timer.as_ref().is_some_and(Timer::is_running)
    }
}
