//! What a simulation run gives back: totals, rates, percentiles, per-partition queue lag,
//! feed-cache memory and a time series for the charts. Plain data, so the screen and the
//! line mode show the same.

use super::hist::Percentiles;
use super::params::{Params, Strategy};

/// Bytes of one feed entry in the lesson's model: the post id and its author's id (8 bytes
/// each), since posts are sharded by author and an id alone cannot be routed.
pub const ENTRY_BYTES: u64 = 16;

/// Feed-cache memory: the lesson's model (`ENTRY_BYTES` an entry) and what Redis itself takes.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Memory {
    /// Ids held in all feeds.
    pub entries: u64,
    /// Feeds (keys) holding at least one id.
    pub keys: u64,
    /// `entries × ENTRY_BYTES`: the entries alone, the lesson's figure.
    pub id_bytes: u64,
    /// Bytes Redis would take for the same lists: measured with MEMORY USAGE on a real
    /// server, estimated by the embedded store.
    pub redis_bytes: u64,
    /// Whether `redis_bytes` was measured on a real server.
    pub measured: bool,
}

/// One partition of the fan-out queue.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct PartLag {
    /// Feed writes waiting at the end of the run.
    pub pending: u64,
    /// The most writes that waited at once.
    pub max_pending: u64,
    /// Posts that went through it.
    pub posts: u64,
    /// The longest a post waited behind others before its fan-out started, in µs.
    pub max_wait: f64,
}

/// Per simulated interval (`Series::step` seconds each), for sparklines.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Series {
    pub step: u64,
    pub writes: Vec<u64>,
    pub lookups: Vec<u64>,
    /// Feed writes waiting in the queue at the end of each interval.
    pub lag: Vec<u64>,
    /// Feed-cache bytes (ids at 8 bytes) at the end of each interval.
    pub memory: Vec<u64>,
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct Figures {
    /// Simulated seconds covered (less than asked when stopped).
    pub seconds: u64,
    /// Follows in the graph.
    pub edges: u64,
    pub posts: u64,
    /// Posts by accounts above the hybrid threshold: not fanned out.
    pub posts_not_fanned: u64,
    pub opens: u64,
    /// Opens that scrolled past the cap (or found no cache) and took the read path.
    pub fallbacks: u64,
    pub feed_writes: u64,
    /// Writes not made because the follower was inactive.
    pub skipped_inactive: u64,
    pub lookups: u64,
    pub list_reads: u64,
    /// Ids merged at read time (hybrid and read path).
    pub merged: u64,
    /// The most feed writes one post made.
    pub max_post_writes: u64,
    pub peak_writes_per_s: u64,
    pub peak_lookups_per_s: u64,
    /// From a post to its id being in a follower's feed (fan-out on write only).
    pub visible: Percentiles,
    /// Feed-open latency under the cost model.
    pub open_latency: Percentiles,
    /// How long posts waited in their queue partition before their fan-out started.
    pub queue_wait: Percentiles,
    pub memory: Memory,
    pub lag: Vec<PartLag>,
    pub series: Series,
}

impl Figures {
    fn per_second(&self, n: u64) -> f64 {
        if self.seconds == 0 {
            0.0
        } else {
            n as f64 / self.seconds as f64
        }
    }

    pub fn writes_per_second(&self) -> f64 {
        self.per_second(self.feed_writes)
    }

    pub fn lookups_per_second(&self) -> f64 {
        self.per_second(self.lookups)
    }

    /// The partition with the most writes waiting at once, and that number.
    pub fn worst_lag(&self) -> Option<(usize, PartLag)> {
        self.lag
            .iter()
            .copied()
            .enumerate()
            .max_by_key(|(_, l)| l.max_pending)
    }
}

/// One run: what was simulated and what came out.
#[derive(Debug, Clone, PartialEq)]
pub struct Run {
    pub params: Params,
    pub figures: Figures,
    /// Stopped before the end (Esc or Ctrl-C): the figures cover what ran.
    pub stopped: bool,
    /// Wall-clock milliseconds the run took, graph included.
    pub wall_ms: u64,
    /// `embedded` or the Redis address.
    pub store: String,
}

impl Run {
    pub fn strategy(&self) -> Strategy {
        self.params.strategy
    }

    /// A figure for the whole population when the run was scaled down from it.
    pub fn projected(&self, x: f64) -> Option<f64> {
        let pop = self.params.population();
        (pop > self.params.graph.users).then(|| x * pop as f64 / self.params.graph.users as f64)
    }
}
