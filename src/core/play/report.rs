//! What a playground command gives back: the first rows of its result, every SQL statement it
//! ran with SQLite's query plan and cost counters, and what happened in words the app puts
//! into the reader's language. Plain data, so the terminal and the line mode show the same.

use super::model::{ParseError, PartKey, SyncMode, Via};

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

/// What a command did, in words; the app writes each in the reader's language.
#[derive(Debug, Clone, PartialEq)]
pub enum Note {
    Followed {
        a: i64,
        b: i64,
    },
    /// The primary key refused a second copy of the edge.
    AlreadyFollows {
        a: i64,
        b: i64,
    },
    Unfollowed {
        a: i64,
        b: i64,
    },
    NotFollowing {
        a: i64,
        b: i64,
    },
    SelfFollow,
    /// An id outside 1..=users.
    NoSuchUser {
        id: i64,
        users: u64,
    },
    NoUsers,
    /// The next page starts after this cursor.
    NextCursor(i64),
    EndOfList,
    ReverseIndex {
        on: bool,
        changed: bool,
    },
    /// `count`: the exact figure, the denormalised counter, and updates still on their way.
    Count {
        user: i64,
        exact: u64,
        counter: i64,
        pending: u64,
    },
    CountersLag {
        lag: u64,
        pending: u64,
    },
    Repaired {
        users: u64,
        drift: u64,
    },
    Mutual {
        count: u64,
    },
    Fof {
        user: i64,
        found: u64,
        edges: u64,
        hops: u8,
        capped: bool,
    },
    /// Three hops without a limit: the estimated number of edges to examine instead.
    TooManyHops {
        estimate: u64,
    },
    Generated {
        users: u64,
        edges: u64,
        millis: u64,
    },
    /// `gen` refused before writing anything: the graph would be larger than the limit.
    GenTooBig {
        edges: u64,
        limit: u64,
        in_memory: bool,
    },
    Explain(bool),
    Reset,
    SqlRows {
        rows: u64,
    },
    SqlChanged {
        rows: u64,
    },
    /// The statement ran past the time limit and was stopped; nothing it did is kept.
    Interrupted {
        millis: u64,
    },
    /// The learner stopped the command (Esc, Ctrl-C); nothing it did is kept.
    Cancelled,
    /// The store is now `n` partitions split by `by`; `edges` moved there.
    Partitioned {
        n: u32,
        by: PartKey,
        edges: u64,
        millis: u64,
    },
    Unpartitioned {
        edges: u64,
        millis: u64,
    },
    /// The command works on a partitioned store only.
    NeedsPartitions,
    /// The largest bar of a chart: which partition, its share in thousandths, of `n`.
    Hottest {
        kind: ChartKind,
        partition: u32,
        permille: u64,
        n: u32,
    },
    Bucketed {
        k: u32,
        over: u64,
        accounts: u64,
        moved: u64,
    },
    BucketsOff {
        moved: u64,
    },
    /// Buckets spread a table split by followee, and there is none.
    BucketsNeedFollowee,
    Workload {
        ops: u64,
        reads: u64,
        writes: u64,
        millis: u64,
    },
    ReverseTable {
        on: bool,
        rows: u64,
    },
    /// Sync, fault and relay keep the reverse table, which is not there.
    NeedsReverse,
    SyncMode(SyncMode),
    FaultArmed,
    /// The follow stopped between its two writes: the reverse table misses it.
    FaultHit {
        a: i64,
        b: i64,
    },
    /// The relay stopped after applying, before marking what it sent: it will send it again.
    FaultRelay,
    /// Changes waiting in the outbox or change log for the relay.
    Waiting {
        waiting: u64,
    },
    Relayed {
        applied: u64,
        changed: u64,
        waiting: u64,
    },
    RelayLag {
        lag: u64,
        waiting: u64,
    },
    /// The last batch delivered again: `changed` is 0 when applying is idempotent.
    Replayed {
        applied: u64,
        changed: u64,
    },
    NothingToReplay,
    Reconciled {
        missing: u64,
        extra: u64,
        counters: u64,
    },
    Gsi {
        on: bool,
        covering: bool,
        rows: u64,
    },
    /// The global index needs the table split by follower.
    GsiNeedsFollower,
    /// A follow written to two partitions as a two-phase commit.
    TwoPhase {
        table: u32,
        index: u32,
    },
    /// Measured lookups: nanoseconds each, what one partition serves a second, and all.
    Load {
        nanos: u64,
        per_partition: u64,
        total: u64,
        n: u32,
    },
    /// Where `followers` read from.
    Via(Via),
    /// `fof` and `sql` see the main database; with partitions the edges are elsewhere.
    NotOnPartitions,
    /// ATTACH, DETACH or loading an extension, refused by the authorizer.
    Refused {
        what: String,
    },
    OneStatement,
    /// SQLite's own message, for statements the learner wrote.
    /// A value would be longer than the playground lets one value be (SQLITE_LIMIT_LENGTH).
    TooBig {
        bytes: u64,
    },
    SqlError {
        message: String,
    },
    Stats(Vec<Size>),
    /// The usage of one command, or of all of them.
    Help(Option<String>),
    /// Nothing was changed: the command failed before or was rolled back.
    Unchanged,
    /// A file or folder where the playground would write or delete is not one it made (a
    /// link, another program's file): it was left as it is.
    LeftAlone {
        path: String,
    },
    /// A workload stopped before its end, at its deadline or as asked (`asked`): `done`
    /// of `ops` operations ran, and what they wrote stays.
    WorkloadStopped {
        done: u64,
        ops: u64,
        millis: u64,
        asked: bool,
    },
    /// The line is not a command.
    Parse(ParseError),
    /// How this command is written, after it was refused.
    Usage(&'static str),
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

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChartKind {
    /// Rows of the main table on each partition.
    Rows,
    /// Rows of the reverse table on each partition.
    ReverseRows,
    Reads,
    Writes,
    /// Requests a second one partition can serve, from measured statement times.
    Capacity,
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

/// A table or index of the playground database and its size.
#[derive(Debug, Clone, PartialEq)]
pub struct Size {
    pub name: String,
    /// `table` or `index`.
    pub kind: String,
    pub rows: Option<u64>,
    pub bytes: u64,
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct Report {
    pub columns: Vec<String>,
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
            )
        })
    }
}
