//! What the playground's command line means: every command as a value with its settings,
//! the limits they must keep, and why a line is refused.

/// How a list is paged: from the start, after a cursor (keyset), or by skipping rows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Page {
    First,
    After(i64),
    Offset(u64),
}

/// A synthetic graph: `users` accounts following `avg` others on average, with a few
/// celebrities followed by up to `max` accounts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Gen {
    pub users: u64,
    pub avg: u64,
    pub celebrities: u64,
    pub max: u64,
    pub seed: u64,
}

/// The most edges `gen` writes into a playground in memory: with the reverse index about
/// 30 bytes each (18 in the table, 11 in the index, measured), 20 million is some 600 MB.
pub const GEN_LIMIT_MEMORY: u64 = 20_000_000;
/// The most edges `gen` writes into a `--db` file: about 1.5 GB and half a minute.
pub const GEN_LIMIT_FILE: u64 = 50_000_000;
/// Bytes an edge takes with the reverse index, for the estimate `gen` refuses with.
pub const EDGE_BYTES: u64 = 30;
/// Edges written per second, roughly (the benchmark's median on a 2-core machine).
pub const EDGES_PER_SECOND: u64 = 1_300_000;
/// Celebrities are drawn for every account, so their number multiplies the work.
pub const MAX_CELEBRITIES: u64 = 100;

impl Gen {
    /// About how many edges this graph has: everyone's average, plus each celebrity's
    /// followers (celebrity k is followed by about max / k accounts).
    pub fn estimated_edges(&self) -> u64 {
        let celebs: u64 = (1..=self.celebrities.min(MAX_CELEBRITIES))
            .map(|k| self.max / k)
            .sum();
        self.users.saturating_mul(self.avg).saturating_add(celebs)
    }
}

/// Which column a partitioned table is split by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PartKey {
    Follower,
    Followee,
}

/// How the reverse table is kept in step with the main one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SyncMode {
    /// The application writes both, one after the other.
    #[default]
    DualWrite,
    /// The follow and an outbox row in one transaction; a relay copies the outbox.
    Outbox,
    /// Triggers on the main table log every change; a relay copies the log.
    Cdc,
}

/// Where `followers` reads from: the main table, the reverse table or the global index
/// (`Best`: the cheapest there is).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Via {
    #[default]
    Best,
    Table,
    Reverse,
    Gsi,
}

/// The most partitions `partition` makes.
pub const MAX_PARTITIONS: u32 = 64;
/// The most buckets an account is spread over.
pub const MAX_BUCKETS: u32 = 64;
/// The most operations one `workload` runs.
pub const MAX_OPS: u64 = 1_000_000;

#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    Gen(Gen),
    Follow {
        a: i64,
        b: i64,
    },
    Unfollow {
        a: i64,
        b: i64,
    },
    Following {
        user: i64,
        limit: u64,
        page: Page,
    },
    Followers {
        user: i64,
        limit: u64,
        page: Page,
        via: Via,
    },
    ReverseIndex(bool),
    Count {
        user: i64,
    },
    CountersLag(u64),
    RepairCounters,
    Mutual {
        a: i64,
        b: i64,
    },
    /// Friends of friends (`hops` 2) or one step further (3).
    Fof {
        user: i64,
        hops: u8,
        limit: Option<u64>,
    },
    Partition {
        n: u32,
        by: PartKey,
    },
    Unpartition,
    Hotspot,
    /// Spread accounts with more than `over` followers over `k` buckets; `None`: undo.
    Buckets(Option<(u32, u64)>),
    Workload {
        ops: u64,
        /// Reads in every hundred operations; the rest are follows.
        reads: u64,
        seed: u64,
    },
    ReverseTable(bool),
    Sync(SyncMode),
    /// The next follow stops after its first write.
    Fault,
    /// Run the relay now, or set how many commands it stays behind; `replay` delivers the
    /// last batch again.
    Relay {
        lag: Option<u64>,
        replay: bool,
    },
    Reconcile,
    /// A global index by followee (`Some(covering)`), or none.
    Gsi(Option<bool>),
    Load,
    Sql(String),
    Explain(bool),
    Stats,
    /// A fresh playground: this one, or the one named (the follow graph, or one the course
    /// defines).
    Reset(Option<String>),
    Help(Option<String>),
}

/// Why a line is not a command; `command` names the one whose usage helps, when known.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseError {
    Empty,
    Unknown {
        word: String,
        /// The known command closest to it, if one is close.
        near: Option<&'static str>,
    },
    Missing {
        command: &'static str,
        what: &'static str,
    },
    Bad {
        command: &'static str,
        what: String,
        value: String,
    },
    /// `after=` and `offset=` together.
    BothPagings {
        command: &'static str,
    },
    TooMany {
        command: &'static str,
        extra: String,
    },
}

impl ParseError {
    /// The command whose usage line should follow the message.
    pub fn command(&self) -> Option<&'static str> {
        match self {
            ParseError::Missing { command, .. }
            | ParseError::Bad { command, .. }
            | ParseError::BothPagings { command }
            | ParseError::TooMany { command, .. } => Some(command),
            _ => None,
        }
    }
}

/// Default page size of `following` and `followers`, and their largest.
pub const DEFAULT_LIMIT: u64 = 20;
pub const MAX_LIMIT: u64 = 10_000;
