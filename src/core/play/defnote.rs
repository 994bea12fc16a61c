//! What a command on a playground a course defines did, in words the app puts into the
//! reader's language: the notes the follow graph has no use for.

use crate::core::lesson::Text;
use crate::core::playdef::line::LineError;

#[derive(Debug, Clone, PartialEq)]
pub enum DefNote {
    /// `reset ID`: the playground opened fresh, with its title, what it models and its
    /// tables.
    Opened {
        title: String,
        text: Text,
        tables: Vec<String>,
    },
    /// `reset ID` naming no playground of the course.
    NoSuchPlayground {
        id: String,
        known: Vec<String>,
    },
    /// Rows generated per table, and how long it took.
    Generated {
        tables: Vec<(String, u64)>,
        millis: u64,
    },
    Index {
        name: String,
        on: bool,
        changed: bool,
    },
    /// Split into `n` partitions: each table by its key, or copied whole (`None`).
    Partitioned {
        n: u32,
        tables: Vec<(String, Option<String>)>,
        rows: u64,
        millis: u64,
    },
    Unpartitioned {
        rows: u64,
        millis: u64,
    },
    /// A statement sent to one partition by the key it gives.
    Routed {
        partition: u32,
        key: String,
    },
    /// A statement sent to every partition: a table's key it does not give (`None`: a
    /// table copied whole, written to every copy).
    Scattered {
        n: u32,
        missing: Option<String>,
    },
    /// A row of a partitioned table written without its key: no partition can take it.
    NoPlace {
        table: String,
        column: String,
    },
    /// A statement reading a split table twice (a self-join, a subquery on it): not run
    /// on partitions, whose rows it would join only where they happen to meet.
    SplitTwice {
        table: String,
    },
    /// The next page: this line, ready to run.
    NextPage(String),
    /// `help`: the playground's own commands, then the course's with what each does.
    Help {
        title: String,
        text: Text,
        own: Vec<String>,
        commands: Vec<(String, Text)>,
    },
    /// `help COMMAND` for one of them.
    HelpOne {
        usage: String,
        text: Option<Text>,
    },
    Parse(LineError),
    /// How the command is written, after it was refused.
    Usage(String),
    /// `help` on the follow graph: the playgrounds the course defines, id and title.
    Others(Vec<(String, Option<crate::core::lesson::Label>)>),
}

impl DefNote {
    /// Whether the note says the command failed (and so changed nothing).
    pub fn failed(&self) -> bool {
        matches!(
            self,
            DefNote::NoSuchPlayground { .. }
                | DefNote::NoPlace { .. }
                | DefNote::SplitTwice { .. }
                | DefNote::Parse(_)
        )
    }
}
