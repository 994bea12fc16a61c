//! What a playground command gives back: the first rows of its result, every SQL statement it
//! ran with SQLite's query plan and cost counters, and what happened in words the app puts
//! into the reader's language. Plain data, so the terminal and the line mode show the same.

pub use super::note::{ChartKind, Note, Size};

/// One SQL statement as run, and what it cost.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Query {
    pub sql: String,
    /// EXPLAIN QUERY PLAN, one line per step, indented by depth: `SCAN follows`,
    /// `SEARCH follows USING COVERING INDEX follows_by_followee (followee_id=?)`.
    pub plan: Vec<String>,
    /// Rows stepped over in full table scans (SQLITE_STMTSTATUS_FULLSCAN_STEP).
    pub fullscan_steps: u64,
    /// Virtual machine steps: the work, whatever the plan (SQLITE_STMTSTATUS_VM_STEP).
    pub vm_steps: u64,
    pub sorts: u64,
    /// Indexes SQLite built on the fly because none fitted.
    pub autoindex: u64,
    /// Rows the statement returned.
    pub rows: u64,
    pub micros: u64,
    /// The partition it ran on, on a partitioned store (the slowest, for a scatter).
    pub partition: Option<u32>,
}

/// What one step of a command did on each partition it touched.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Spread {
    pub step: Step,
    /// Partitions there are.
    pub of: u32,
    /// One entry per partition touched, in partition order.
    pub parts: Vec<PartCost>,
    /// From the first request sent to the last answer: the partitions work at once, so a
    /// scatter-gather takes as long as its slowest partition, not the sum.
    pub wall_micros: u64,
}

impl Spread {
    /// The partition that took longest, and how long.
    pub fn slowest(&self) -> Option<&PartCost> {
        self.parts.iter().max_by_key(|p| p.micros)
    }

    pub fn rows(&self) -> u64 {
        self.parts.iter().map(|p| p.rows).sum()
    }
}

/// What a step of a partitioned command was for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Step {
    #[default]
    Read,
    Write,
    /// Writing the reverse table (or relaying to it).
    ReverseWrite,
    ReverseRead,
    /// Writing the global index's partition.
    IndexWrite,
    IndexRead,
    /// Without a covering index: fetching each row from the main table's partitions.
    BackToTable,
    /// Reading the outbox or the change log.
    Relay,
    /// Rows moved from one layout to another (partition, buckets, reverse table).
    Move,
    /// Comparing two tables row by row.
    Compare,
}

/// Per-partition figures to draw as bars.
#[derive(Debug, Clone, PartialEq)]
pub struct Chart {
    pub kind: ChartKind,
    /// Index = partition.
    pub values: Vec<u64>,
}

impl Chart {
    /// The largest value's partition and its share of the total, in thousandths.
    pub fn hottest(&self) -> Option<(u32, u64)> {
        let total: u64 = self.values.iter().sum();
        let (i, max) = self.values.iter().enumerate().max_by_key(|(_, v)| **v)?;
        (total > 0).then(|| (i as u32, max * 1000 / total))
    }
}

/// What one partition did for one step.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct PartCost {
    pub partition: u32,
    pub rows: u64,
    pub vm_steps: u64,
    pub fullscan_steps: u64,
    pub micros: u64,
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct Report {
    pub columns: Vec<String>,
    /// The columns are latih's words (`partition`), not a statement's: said in the reader's.
    pub own_columns: bool,
    /// The first rows of the result, as text.
    pub rows: Vec<Vec<String>>,
    pub queries: Vec<Query>,
    /// On a partitioned store: each step of the command and the partitions it touched.
    pub spreads: Vec<Spread>,
    /// Values per partition (`hotspot`, `workload`), drawn as bars.
    pub charts: Vec<Chart>,
    pub notes: Vec<Note>,
    /// Whether the SQL, plans and costs are shown (`explain on|off`).
    pub explain: bool,
}

impl Report {
    pub fn note(n: Note) -> Report {
        Report {
            notes: vec![n],
            explain: true,
            ..Report::default()
        }
    }

    /// Whether the command failed (and so changed nothing).
    pub fn failed(&self) -> bool {
        self.notes.iter().any(|n| {
            matches!(
                n,
                Note::Unchanged
                    | Note::SqlError { .. }
                    | Note::TooBig { .. }
                    | Note::Refused { .. }
                    | Note::SchemaFixed { .. }
                    | Note::Interrupted { .. }
                    | Note::Cancelled
                    | Note::WorkloadStopped { .. }
                    | Note::NeedsPartitions
                    | Note::NeedsReverse
                    | Note::BucketsNeedFollowee
                    | Note::GsiNeedsFollower
                    | Note::NotOnPartitions
                    | Note::NothingToReplay
                    | Note::NoSuchUser { .. }
                    | Note::NoUsers
                    | Note::OneStatement
                    | Note::TooManyHops { .. }
                    | Note::GenTooBig { .. }
                    | Note::SelfFollow
                    | Note::Parse(_)
            ) || matches!(n, Note::Defined(d) if d.failed())
        })
    }
}
