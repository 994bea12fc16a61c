//! One run: a discrete-event simulation in one-second steps of simulated time. Posts arrive
//! (ordinary authors at random, celebrities on a schedule), go through the keyed queue to
//! the workers that write them into followers' feeds, and feed opens read the cache or
//! gather from followed accounts, each costed by the model. Seeded: the same settings give
//! the same posts, opens and feeds whatever the strategy.

use std::sync::Arc;
use std::time::{Duration, Instant};

use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};

use super::graph::Graph;
use super::opens::{Counts, Opens};
use super::queue::{Job, Queue};
use super::store::{FeedStore, Growth, Op, StoreError};
use crate::core::feed::hist::Hist;
use crate::core::feed::{Figures, Params, Strategy};
use crate::playground::Cancel;

const NS: u64 = 1_000_000_000;
/// The most points a chart keeps: longer runs add several seconds into one point.
const POINTS: u64 = 600;
/// How often a running simulation reports, wall-clock.
const LIVE_EVERY: Duration = Duration::from_millis(100);

/// A look at a run in progress.
pub struct Live<'a> {
    pub strategy: Strategy,
    pub seconds: u64,
    pub of: u64,
    pub figures: &'a Figures,
}

#[derive(Default)]
struct Counters {
    visible: Hist,
    open: Hist,
    wait: Hist,
    /// Ids held and feeds created so far, as the store reported them.
    growth: Growth,
    writes: u64,
    lookups: u64,
}

/// How a run ended.
#[derive(Debug)]
pub struct Ended {
    pub figures: Figures,
    /// Stopped before the end (Esc, Ctrl-C, or while the store was waiting on a server).
    pub stopped: bool,
    /// Feeds the store lost while the run went on: its memory and feed figures are wrong.
    pub lost: Option<Lost>,
}

/// latih's own feeds a server dropped during a run (evicted, or deleted by someone else):
/// what the store said it created, less what it holds at the end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lost {
    pub feeds: u64,
    pub ids: u64,
    /// Every key the server evicted meanwhile, in all its databases, when it says.
    pub evicted: Option<u64>,
}

/// Runs `p` over `g` into `store` (emptied first).
pub fn run(
    p: &Params,
    g: &Graph,
    store: &mut dyn FeedStore,
    live: &mut dyn FnMut(&Live<'_>),
    cancel: &Cancel,
) -> Result<Ended, StoreError> {
    if let Err(e) = store.restart() {
        return stopped_or(e, Figures::default());
    }
    store.begin()?;
    let mut rng = ChaCha8Rng::seed_from_u64(p.graph.seed ^ 0xFEED);
    let mut q = Queue::new(p.partitions, p.workers);
    let reached = match p.strategy {
        Strategy::Read => Vec::new(),
        _ => g.reached(p.skip_inactive),
    };
    let big = match p.strategy {
        Strategy::Hybrid { threshold } => g.big_followed(threshold),
        _ => Arc::from([]),
    };
    let step = p.duration.div_ceil(POINTS).max(1);
    let mut f = Figures {
        edges: g.edges(),
        ..Figures::default()
    };
    f.series.step = step;
    let mut c = Counters::default();
    let mut next_post = gap(&mut rng, p.posts);
    let mut post_id = 0u32;
    let mut opens = Opens::new(p, g, &big);
    let mut ops = Vec::new();
    let mut shown = Instant::now();
    let mut stopped = false;
    for t in 0..p.duration {
        if cancel.cancelled() {
            stopped = true;
            break;
        }
        let end = (t + 1) as f64;
        let mut posts: Vec<(u64, u32)> = Vec::new();
        while next_post < end {
            let author = rng.random_range(1..=g.users);
            posts.push(((next_post * NS as f64) as u64, author));
            next_post += gap(&mut rng, p.posts);
        }
        celebrity_posts(p, t, &mut posts);
        enqueue(p, g, &reached, posts, &mut post_id, &mut f, &mut q);
        fan_out(p, g, &mut q, (t + 1) * NS, &mut c, &mut ops);
        let into = Counts {
            f: &mut f,
            latency: &mut c.open,
            lookups: &mut c.lookups,
            ops: &mut ops,
        };
        opens.second(&mut rng, p, g, into);
        match store.apply(&ops) {
            Ok(grown) => c.growth += grown,
            Err(StoreError::Stopped { .. }) => {
                stopped = true;
                break;
            }
            Err(e) => return Err(e),
        }
        ops.clear();
        record(&mut f, &mut c, &mut q, t, step);
        if shown.elapsed() >= LIVE_EVERY {
            shown = Instant::now();
            finish(&mut f, &c, &q);
            live(&Live {
                strategy: p.strategy,
                seconds: t + 1,
                of: p.duration,
                figures: &f,
            });
        }
    }
    finish(&mut f, &c, &q);
    end(store, f, c.growth, stopped)
}

/// A stop while the store waited on its server ends the run with the figures so far; any
/// other failure fails it.
fn stopped_or(e: StoreError, figures: Figures) -> Result<Ended, StoreError> {
    match e {
        StoreError::Stopped { .. } => Ok(Ended {
            figures,
            stopped: true,
            lost: None,
        }),
        e => Err(e),
    }
}

/// The store's memory measured, and compared with what the run created: a store holding
/// fewer feeds or ids than it said it made lost some, and the run says so.
fn end(
    store: &mut dyn FeedStore,
    mut f: Figures,
    grown: Growth,
    stopped: bool,
) -> Result<Ended, StoreError> {
    let m = match store.memory() {
        Ok(m) => m,
        // Stopped while measuring: the memory stays as the run counted it.
        Err(e) => return stopped_or(e, f),
    };
    let lost = (m.keys < grown.keys || m.entries < grown.entries).then(|| Lost {
        feeds: grown.keys.saturating_sub(m.keys),
        ids: grown.entries.saturating_sub(m.entries),
        evicted: store.evicted().ok().flatten(),
    });
    f.memory = m;
    Ok(Ended {
        figures: f,
        stopped,
        lost,
    })
}

/// This second's posts, in time order, numbered and queued for fan-out where the strategy
/// fans them out.
fn enqueue(
    p: &Params,
    g: &Graph,
    reached: &[u64],
    mut posts: Vec<(u64, u32)>,
    post_id: &mut u32,
    f: &mut Figures,
    q: &mut Queue,
) {
    posts.sort_unstable();
    for (at, author) in posts {
        *post_id += 1;
        f.posts += 1;
        if !p.strategy.fans_out(g.follower_count(author)) {
            f.posts_not_fanned += 1;
            continue;
        }
        let left = reached[author as usize];
        f.max_post_writes = f.max_post_writes.max(left);
        f.skipped_inactive += g.follower_count(author) - left;
        if left > 0 {
            q.push(Job {
                post: *post_id,
                author,
                at,
                left,
                next: 0,
                started: false,
            });
        }
    }
}

/// Seconds to the next event of a Poisson stream at `rate` a second (never, at 0).
fn gap(rng: &mut ChaCha8Rng, rate: u64) -> f64 {
    if rate == 0 {
        return f64::INFINITY;
    }
    let u: f64 = rng.random();
    -(1.0 - u).ln() / rate as f64
}

/// Celebrity k posts `big_posts` times an hour, evenly, the first half an interval in,
/// k milliseconds apart so two never post at once.
fn celebrity_posts(p: &Params, t: u64, posts: &mut Vec<(u64, u32)>) {
    if p.big_posts == 0 {
        return;
    }
    let interval = 3_600 * NS / p.big_posts;
    for k in 1..=p.graph.celebrities.min(u64::from(u32::MAX)) {
        let offset = interval / 2 + k * 1_000_000;
        let (from, to) = (t * NS, (t + 1) * NS);
        // The first j with offset + j × interval >= from.
        let mut j = from.saturating_sub(offset).div_ceil(interval);
        while offset + j * interval < to {
            let at = offset + j * interval;
            if at >= from {
                posts.push((at, k as u32));
            }
            j += 1;
        }
    }
}

/// Every worker writes until `end` ns.
fn fan_out(p: &Params, g: &Graph, q: &mut Queue, end: u64, c: &mut Counters, ops: &mut Vec<Op>) {
    let cost = (p.cost.write * 1_000.0).round() as u64;
    let cap = p.cap as u32;
    let skip = p.skip_inactive;
    for w in 0..q.workers() {
        let mut chunk = |job: &mut Job, now: u64, n: u64| -> u64 {
            let list = g.followers(job.author).get(job.next..).unwrap_or_default();
            let push = |f: &u32| Op::Push {
                user: *f,
                post: job.post,
                cap,
            };
            let (made, looked) = if skip.is_none() {
                // Every follower is reached: the next `n` in one copy.
                let next = &list[..list.len().min(n as usize)];
                ops.extend(next.iter().map(push));
                (next.len() as u64, next.len())
            } else {
                // One pass over the followers not reached yet, up to `n` writes.
                let (mut made, mut looked) = (0, 0);
                for f in list {
                    if made == n {
                        break;
                    }
                    looked += 1;
                    if !g.skipped(*f, skip) {
                        ops.push(push(f));
                        made += 1;
                    }
                }
                (made, looked)
            };
            job.next += looked;
            // The writes are done one `cost` apart, the first a `cost` after `now`.
            let first = (now + cost - job.at) as f64 / 1_000.0;
            c.visible.add_linear(first, cost as f64 / 1_000.0, made);
            c.writes += made;
            made
        };
        let wait = &mut c.wait;
        let mut started = |job: &Job, now: u64| wait.add((now - job.at) as f64 / 1_000.0, 1);
        q.work(w, end, cost, &mut chunk, &mut started);
    }
}

/// The end of second `t`: totals, peaks and the charts' points.
fn record(f: &mut Figures, c: &mut Counters, q: &mut Queue, t: u64, step: u64) {
    f.seconds = t + 1;
    f.feed_writes += c.writes;
    f.lookups += c.lookups;
    f.peak_writes_per_s = f.peak_writes_per_s.max(c.writes);
    f.peak_lookups_per_s = f.peak_lookups_per_s.max(c.lookups);
    let s = &mut f.series;
    if t.is_multiple_of(step) {
        s.writes.push(0);
        s.lookups.push(0);
        s.lag.push(0);
        s.memory.push(0);
    }
    if let (Some(w), Some(l)) = (s.writes.last_mut(), s.lookups.last_mut()) {
        *w += c.writes;
        *l += c.lookups;
    }
    if let (Some(lag), Some(m)) = (s.lag.last_mut(), s.memory.last_mut()) {
        // The most waiting at any instant of the point's seconds, not what was left at
        // their end: the chart's peak is then the queue's true peak.
        *lag = (*lag).max(q.take_peak());
        *m = c.growth.entries * crate::core::feed::report::ENTRY_BYTES;
    }
    c.writes = 0;
    c.lookups = 0;
}

/// Percentiles, queue lag and memory so far.
fn finish(f: &mut Figures, c: &Counters, q: &Queue) {
    f.visible = c.visible.percentiles();
    f.open_latency = c.open.percentiles();
    f.queue_wait = c.wait.percentiles();
    f.lag = q.lag.clone();
    for (l, pending) in f.lag.iter_mut().zip(&q.pending) {
        l.pending = *pending;
    }
    f.memory.entries = c.growth.entries;
    f.memory.id_bytes = c.growth.entries * crate::core::feed::report::ENTRY_BYTES;
    f.memory.keys = c.growth.keys;
}
