//! What a playground command did, in words: each note names what happened with its figures,
//! and the app writes it in the reader's language.

use super::model::{ParseError, PartKey, SyncMode, Via};

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
    /// A statement that would create, drop or alter a table, an index or a view: the
    /// playground's are its own.
    SchemaFixed {
        statement: String,
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
    /// On a playground the course defines.
    Defined(super::defnote::DefNote),
}

/// What a per-partition chart counts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ChartKind {
    /// Rows of the main table on each partition.
    Rows,
    /// Rows of a table of a defined playground on each partition.
    TableRows(String),
    /// Rows of the reverse table on each partition.
    ReverseRows,
    Reads,
    Writes,
    /// Requests a second one partition can serve, from measured statement times.
    Capacity,
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
