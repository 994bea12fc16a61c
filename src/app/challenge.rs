//! A challenge question waiting on the playground: the quiz opens the playground for it,
//! the playground notes the command that reached the scenario's goal, and the quiz reads
//! that back when it is on top again. Neither screen sees the other's state, only this.

/// The challenge the playground was opened for.
#[derive(Debug, Clone, PartialEq)]
pub struct Challenge {
    /// The question it answers, and the scenario whose goal it is.
    pub question: String,
    pub scenario: String,
    /// The learner's command whose report met the goal, once one has.
    pub reached: Option<String>,
}
