//! The simulator's settings: the follow graph (the playground's generator), the traffic, the
//! feed cache, the queue, the strategy and the cost model, each with the range it accepts.

use crate::core::play::Gen;

/// How posts reach feeds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Strategy {
    /// v1: a feed open gathers the newest posts of every followed account.
    Read,
    /// A post is pushed into every follower's feed.
    Write,
    /// Accounts above `threshold` followers are not fanned out; read time merges them.
    Hybrid { threshold: u64 },
}

impl Strategy {
    pub fn word(self) -> &'static str {
        match self {
            Strategy::Read => "read",
            Strategy::Write => "write",
            Strategy::Hybrid { .. } => "hybrid",
        }
    }

    /// Whether an author with this many followers is fanned out on write.
    pub fn fans_out(self, followers: u64) -> bool {
        match self {
            Strategy::Read => false,
            Strategy::Write => true,
            Strategy::Hybrid { threshold } => followers <= threshold,
        }
    }
}

/// What each step costs, in microseconds (the model, shown and changeable with `cost`).
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Cost {
    /// One index range read: the newest posts of one followed account.
    pub lookup: f64,
    /// One feed write (LPUSH and LTRIM, pipelined).
    pub write: f64,
    /// One feed-cache read (LRANGE of a page).
    pub read: f64,
    /// Merging one id into a page at read time.
    pub merge: f64,
}

impl Default for Cost {
    fn default() -> Cost {
        Cost {
            lookup: 50.0,
            write: 20.0,
            read: 200.0,
            merge: 1.0,
        }
    }
}

/// Everything a run depends on; the same settings and seed give the same run.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Params {
    pub graph: Gen,
    /// Share of accounts that open their feed, in percent; the rest are dormant.
    pub active: u64,
    /// New posts per second by ordinary accounts (authors drawn uniformly).
    pub posts: u64,
    /// Posts per hour by each celebrity, evenly spaced.
    pub big_posts: u64,
    /// Feed opens per second, by active accounts drawn uniformly.
    pub opens: u64,
    /// Simulated seconds.
    pub duration: u64,
    /// Ids a feed keeps (LTRIM 0 cap-1).
    pub cap: u64,
    /// Ids a feed open shows (LRANGE 0 page-1).
    pub page: u64,
    /// Opens that scroll past the cap, per ten thousand: they take the read path.
    pub deep: u64,
    pub partitions: u64,
    pub workers: u64,
    pub strategy: Strategy,
    /// Skip followers not seen for more than this many days, when set.
    pub skip_inactive: Option<u64>,
    pub cost: Cost,
    /// The population the figures are projected to (the lesson's 10 million), when larger
    /// than `users`.
    pub scale: u64,
}

impl Default for Params {
    fn default() -> Params {
        Params {
            graph: Gen {
                users: 20_000,
                avg: 200,
                celebrities: 1,
                max: 10_000,
                seed: 1,
            },
            active: 67,
            posts: 100,
            big_posts: 1,
            opens: 3_000,
            duration: 60,
            cap: 800,
            page: 20,
            deep: 100,
            partitions: 16,
            workers: 16,
            strategy: Strategy::Write,
            skip_inactive: None,
            cost: Cost::default(),
            scale: 0,
        }
    }
}

/// The limits of each setting, inclusive; said in the error when a value is outside.
pub mod limits {
    pub const USERS: (u64, u64) = (2, 20_000_000);
    pub const AVG: (u64, u64) = (0, 1_000);
    pub const CELEBRITIES: (u64, u64) = (0, 100);
    pub const ACTIVE: (u64, u64) = (1, 100);
    pub const POSTS: (u64, u64) = (0, 100_000);
    pub const BIG_POSTS: (u64, u64) = (0, 3_600);
    pub const OPENS: (u64, u64) = (0, 1_000_000);
    /// One second to one week of simulated time.
    pub const DURATION: (u64, u64) = (1, 7 * 86_400);
    pub const CAP: (u64, u64) = (1, 10_000);
    pub const PAGE: (u64, u64) = (1, 1_000);
    pub const DEEP: (u64, u64) = (0, 10_000);
    pub const PARTITIONS: (u64, u64) = (1, 1_024);
    pub const WORKERS: (u64, u64) = (1, 1_024);
    pub const THRESHOLD: (u64, u64) = (0, 1_000_000_000);
    pub const DAYS: (u64, u64) = (1, 365);
    pub const SCALE: (u64, u64) = (0, 10_000_000_000);
    /// A cost in microseconds: up to ten seconds a step.
    pub const COST: (f64, f64) = (0.0, 10_000_000.0);
}

impl Params {
    /// The population figures are projected to: `scale` when it is above `users`.
    pub fn population(&self) -> u64 {
        self.scale.max(self.graph.users)
    }
}
