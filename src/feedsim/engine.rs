//! One run: a discrete-event simulation in one-second steps of simulated time. Posts arrive
//! (ordinary authors at random, celebrities on a schedule), go through the keyed queue to
//! the workers that write them into followers' feeds, and feed opens read the cache or
//! gather from followed accounts, each costed by the model. Seeded: the same settings give
//! the same posts, opens and feeds whatever the strategy.

use std::sync::Arc;
use std::time::{Duration, Instant};

use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};

use super::applier::{self, Pipe};
use super::arrivals::{NS, celebrity_posts, gap};
use super::graph::Graph;
use super::opens::{Counts, Opens};
use super::queue::{Job, Queue};
use super::store::{FeedStore, Growth, Op, StoreError};
use crate::core::feed::hist::Hist;
use crate::core::feed::{Figures, Params, Strategy};
use crate::playground::Cancel;

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
    let (f, grown, stopped) = applier::with_store(store, |pipe| seconds(p, g, pipe, live, cancel))?;
    end(store, f, grown, stopped)
}

/// Every second of the run, each second's commands applied through `pipe` while the next
/// second is worked out: the figures, what the store grew by, and whether the run stopped.
fn seconds(
    p: &Params,
    g: &Graph,
    pipe: &mut Pipe,
    live: &mut dyn FnMut(&Live<'_>),
    cancel: &Cancel,
) -> Result<(Figures, Growth, bool), StoreError> {
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
    let (mut ops, mut spare) = (Vec::new(), Vec::new());
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
        // The second before, applied meanwhile.
        if !settle(pipe, &mut f, &mut c, &mut spare)? {
            stopped = true;
            break;
        }
        // A second with nothing for the store (fan-out on read) does not wait on it.
        let sent = !ops.is_empty();
        if sent {
            pipe.send(t, std::mem::replace(&mut ops, std::mem::take(&mut spare)))?;
        }
        record(&mut f, &mut c, &mut q, t, step);
        if !sent {
            set_memory(&mut f, t, c.growth);
        }
        if shown.elapsed() >= LIVE_EVERY {
            shown = Instant::now();
            show(p, t, (&mut f, &c, &q), live);
        }
    }
    // The last second sent, unless the store itself stopped the run.
    if !settle(pipe, &mut f, &mut c, &mut spare)? {
        stopped = true;
    }
    finish(&mut f, &c, &q);
    Ok((f, c.growth, stopped))
}

/// The run so far, after second `t`, to whoever watches it.
fn show(
    p: &Params,
    t: u64,
    (f, c, q): (&mut Figures, &Counters, &Queue),
    live: &mut dyn FnMut(&Live<'_>),
) {
    finish(f, c, q);
    live(&Live {
        strategy: p.strategy,
        seconds: t + 1,
        of: p.duration,
        figures: f,
    });
}

/// The second in flight, once applied: what it grew into the counters and into its memory
/// point, its buffer kept for a later second. False when the store stopped the run (Esc
/// while it waited on a server).
fn settle(
    pipe: &mut Pipe,
    f: &mut Figures,
    c: &mut Counters,
    spare: &mut Vec<Op>,
) -> Result<bool, StoreError> {
    let Some(applied) = pipe.wait() else {
        return Ok(true);
    };
    *spare = applied.spare;
    spare.clear();
    match applied.grown {
        Ok(grown) => {
            c.growth += grown;
            set_memory(f, applied.second, c.growth);
            Ok(true)
        }
        Err(StoreError::Stopped { .. }) => Ok(false),
        Err(e) => Err(e),
    }
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

/// The memory chart's point for second `t`: the ids held once its commands were applied.
fn set_memory(f: &mut Figures, t: u64, grown: Growth) {
    let point = t / f.series.step.max(1);
    if let Some(m) = f.series.memory.get_mut(point as usize) {
        *m = grown.entries * crate::core::feed::report::ENTRY_BYTES;
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
    if let Some(lag) = s.lag.last_mut() {
        // The most waiting at any instant of the point's seconds, not what was left at
        // their end: the chart's peak is then the queue's true peak.
        *lag = (*lag).max(q.take_peak());
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
