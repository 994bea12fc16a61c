//! Why the simulator refuses a command line or a setting; `error_text` says it in the
//! reader's language.

/// Why a line or a setting is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FeedError {
    Empty,
    Unknown {
        word: String,
    },
    /// A setting this command does not know.
    UnknownKey {
        key: String,
    },
    /// A value that is not a number (or duration, or `off`) at all.
    Bad {
        key: String,
        value: String,
    },
    /// A value outside its range.
    Range {
        key: String,
        value: String,
        min: String,
        max: String,
    },
    Missing {
        what: &'static str,
    },
    TooMany {
        extra: String,
    },
    /// `max` above the number of other accounts.
    MaxAboveUsers {
        max: u64,
        users: u64,
    },
    /// The run would need more memory than the budget.
    Memory {
        estimate: u64,
        budget: u64,
    },
}
