//! How much memory a simulation takes at its peak, as an upper bound of what the simulator
//! really allocates (checked against the process's peak resident size, docs/feed.md), so a
//! run under the budget stays under it. One budget for a whole command: its runs follow
//! one another, the graph is shared and the feeds of the last run are freed before the next
//! graph is built, so the command's peak is its largest run's.
//!
//! Every term below names the structure it counts, with its element size; the counts are
//! the largest the settings allow (the graph's edges with room for chance, every write
//! kept up to the cap, the fan-out queue at its longest).

use super::error::FeedError;
use super::params::{Params, Strategy, limits};

/// The most memory a command may take, in bytes: a run estimated above it is refused.
pub const MEMORY_BUDGET: u64 = 4 << 30;

/// What the process holds besides the simulation: code, the message bundles, the
/// histograms, the charts' points and the queue's per-partition figures.
const BASE: u64 = 48 << 20;

/// A queued post (`feedsim::queue::Job`, 40 bytes) in a ring that may be twice as large
/// as what it holds.
const JOB: u64 = 80;

/// A feed command of one simulated second (`store::Op`, 16 bytes), in a vector that may
/// be twice as large as what it holds.
const OP: u64 = 32;

/// One account's feed in the embedded store: a 64-byte line; while the store grows to the
/// highest account it has seen, the old and the new table are both there, once.
const FEED: u64 = 64;

/// The ids a feed keeps in its own line; a feed gets a ring once a push finds them all
/// taken, or finds the feed at its cap.
const INLINE: u64 = 10;

/// One ring: its box (a 32-byte `VecDeque`) and its first buffer of 20 ids (80 bytes),
/// rounded up for the allocator.
const RING: u64 = 128;

/// Bytes for each id kept in a ring beyond its first buffer: 4, in a buffer that doubles
/// and so may be twice as large as what it holds, rounded up to the allocator's size class
/// (at most an eighth more).
const KEPT_ID: u64 = 9;

/// The parts of a run's peak, in bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Estimate {
    /// Generating the graph: the follows both ways while the second is built.
    pub build: u64,
    /// The graph as the run holds it, with who is active and when each was last seen.
    pub graph: u64,
    /// Per-account tables of the run: the opens' keys, followers reached, big accounts followed.
    pub tables: u64,
    /// The feed cache (embedded; a Redis server's memory is its own, counted the same).
    pub feeds: u64,
    /// The fan-out queue and one second's feed commands.
    pub queue: u64,
}

impl Estimate {
    /// The peak: the graph's build, or the run with everything it holds.
    pub fn peak(&self) -> u64 {
        let run = self.graph + self.tables + self.feeds + self.queue;
        BASE + self.build.max(run)
    }
}

/// The parts of the peak of a run with settings `p`.
pub fn estimate(p: &Params) -> Estimate {
    let n = p.graph.users.saturating_add(2);
    // The generator draws each account's follows: the total differs from the estimate by
    // chance (a standard deviation is a few thousand in hundreds of millions); the graph
    // reserves this much and never grows.
    let edges = edge_room(p.graph.estimated_edges());
    // Both lists of follows (4-byte ids) and where each account's list starts (8 bytes).
    let both_ways = (2 * 4 * edges).saturating_add(2 * 8 * n);
    // Who is active (4 bytes each at most) and the days since each was seen (2 bytes).
    let graph = both_ways.saturating_add(6 * n);
    let fans_out = p.strategy != Strategy::Read;
    // Each active account with its key for its opens (8 bytes, `feedsim::opens`);
    // followers reached (8) where posts are fanned out.
    let mut tables = 8 * n;
    if fans_out {
        tables += 8 * n;
    }
    if let Strategy::Hybrid { .. } = p.strategy {
        tables += 5 * n;
    }
    Estimate {
        // The follow counts (4 bytes an account) while the graph is written.
        build: both_ways.saturating_add(4 * n),
        graph,
        tables,
        feeds: if fans_out { feeds(p, n) } else { 0 },
        queue: queue(p),
    }
}

/// Edges the graph makes room for: the estimate and a 1/64 margin for chance.
pub fn edge_room(estimated: u64) -> u64 {
    estimated.saturating_add(estimated / 64).saturating_add(64)
}

/// The feed cache: a line per account (twice while the table grows), a ring for each feed
/// that outgrew its line, and every id kept. A ring costs a feed `INLINE + 1` pushes at
/// least (fewer under a smaller cap), and a ring's buffer never holds more than the feed
/// keeps, so the rings' ids are bounded by all the ids kept.
fn feeds(p: &Params, n: u64) -> u64 {
    let writes = writes(p);
    let kept = writes.min(p.graph.users.saturating_mul(p.cap));
    let rings = (writes / (p.cap.min(INLINE) + 1)).min(p.graph.users);
    (2 * FEED * n)
        .saturating_add(rings.saturating_mul(RING))
        .saturating_add(kept.saturating_mul(KEPT_ID))
}

/// Feed writes a run makes at most: ordinary posts reach twice the average follows (the
/// authors are drawn at random; the margin covers a run of popular ones), celebrities'
/// posts their followers.
fn writes(p: &Params) -> u64 {
    let ordinary = posts(p).saturating_mul(p.graph.avg.max(1).saturating_mul(2));
    ordinary.saturating_add(big_writes(p))
}

/// Ordinary posts in the whole run.
fn posts(p: &Params) -> u64 {
    p.posts.saturating_mul(p.duration)
}

/// Writes of the celebrities' posts: celebrity k has about `max / k` followers.
fn big_writes(p: &Params) -> u64 {
    let celebs = p.graph.celebrities.min(limits::CELEBRITIES.1);
    let per_celeb = p.big_posts.saturating_mul(p.duration) / 3_600 + 1;
    (1..=celebs)
        .map(|k| p.graph.max / k)
        .sum::<u64>()
        .saturating_mul(per_celeb)
}

/// The fan-out queue at its longest, and one second's commands. When the workers keep up
/// with the writes (with a factor of two to spare for partitions that get more than their
/// share), a post waits at most behind the longest fan-out; otherwise the queue may hold
/// every post of the run.
fn queue(p: &Params) -> u64 {
    let celebs = p.graph.celebrities.min(limits::CELEBRITIES.1);
    let all_posts = posts(p)
        .saturating_add(celebs.saturating_mul(p.big_posts.saturating_mul(p.duration) / 3_600 + 1));
    let workers = p.workers.min(p.partitions).max(1) as f64;
    let write_us = p.cost.write.max(0.0);
    let per_second = if write_us > 0.0 {
        workers * 1e6 / write_us
    } else {
        f64::INFINITY
    };
    let demand =
        p.posts as f64 * p.graph.avg as f64 + big_writes(p) as f64 / p.duration.max(1) as f64;
    let jobs = if 2.0 * demand <= per_second {
        let longest = p.graph.max.max(p.graph.avg.saturating_mul(10)) as f64;
        let stall = (longest * write_us / 1e6).ceil() as u64 + 2;
        p.posts
            .saturating_mul(stall.min(p.duration))
            .saturating_add(celebs)
            .min(all_posts)
    } else {
        all_posts
    };
    // One second's commands: its feed writes (as many as the workers make, or all of the
    // run's when a write costs nothing) and its opens.
    let ops = (per_second.min(writes(p) as f64) as u64).saturating_add(p.opens);
    jobs.saturating_mul(JOB)
        .saturating_add(ops.saturating_mul(OP))
}

impl Params {
    /// Bytes a run takes at its peak, at most (`budget`).
    pub fn memory_estimate(&self) -> u64 {
        estimate(self).peak()
    }
}

impl Params {
    /// What a run may not do: outgrow the memory budget, or number more posts than ids hold.
    pub fn check(&self) -> Result<(), FeedError> {
        let estimate = self.memory_estimate();
        if estimate > MEMORY_BUDGET {
            return Err(FeedError::Memory {
                estimate,
                budget: MEMORY_BUDGET,
            });
        }
        let p = self;
        let posts = p.posts.saturating_mul(p.duration)
            + p.graph.celebrities * p.big_posts * p.duration.div_ceil(3_600);
        if posts > u64::from(u32::MAX) {
            let max = u64::from(u32::MAX) / (p.posts.max(1) + p.graph.celebrities * p.big_posts);
            return Err(FeedError::Range {
                key: "duration".into(),
                value: p.duration.to_string(),
                min: "1".into(),
                max: max.to_string(),
            });
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::feed::command::{self, parse};

    fn params(line: &str) -> Params {
        let Ok(command::Command::Run { settings, .. }) = parse(line) else {
            panic!("{line}");
        };
        command::apply(&Params::default(), &settings).unwrap()
    }

    /// Measured with `/usr/bin/time -v`: 20 million accounts following 10 each peaked at
    /// 4.65 GB resident (the feed table copied while it grew); the estimate must not be
    /// below what was measured, and so the run is refused.
    #[test]
    fn twenty_million_accounts_are_counted_as_they_peak() {
        let e = estimate(&params("run users=20000000 avg=10"));
        assert!(e.peak() > 4_650_000_000, "{e:?}");
        assert!(e.peak() > MEMORY_BUDGET);
    }

    /// The lesson's runs stay well inside the budget.
    #[test]
    fn the_lessons_runs_fit() {
        for line in [
            "run write users=2000000 avg=10 celebrities=1 max=1m big-posts=2 posts=100 opens=300 active=100 duration=1h",
            "run write users=10000 avg=200 celebrities=0 posts=100 opens=0 active=100 cap=800 duration=1h scale=10m",
            "run read users=20000 avg=200 celebrities=0 posts=100 opens=3000 active=100 duration=2m",
        ] {
            let e = estimate(&params(line));
            assert!(e.peak() < 1 << 30, "{line}: {e:?}");
        }
    }

    /// A million accounts following 200 on average for an hour (benches/feed_sim.rs) fit
    /// the budget, each strategy; fan-out on write peaked at 2,160 MiB resident with the
    /// graph, below the estimate.
    #[test]
    fn a_million_accounts_following_two_hundred_fit() {
        let setup =
            "users=1000000 avg=200 celebrities=1 max=100000 posts=100 opens=3000 duration=1h";
        for strategy in ["read", "write", "hybrid threshold=10000"] {
            let p = params(&format!("run {strategy} {setup}"));
            let e = estimate(&p);
            assert!(p.check().is_ok(), "{strategy}: {e:?}");
            if strategy == "write" {
                assert!(e.peak() > 2_160 << 20, "{e:?}");
            }
        }
    }

    /// Workers that cannot keep up leave every post in the queue: counted.
    #[test]
    fn a_queue_that_never_drains_is_counted_whole() {
        let slow = params("run write users=100000 avg=10 posts=100000 duration=1h");
        assert!(estimate(&slow).peak() > MEMORY_BUDGET);
        let fast = params("run write users=100000 avg=10 posts=100 duration=1h");
        assert!(estimate(&fast).queue < 64 << 20, "{:?}", estimate(&fast));
    }
}
