//! The feed cache's figures (run with `cargo bench --bench feed_store`): one LPUSH+LTRIM pair
//! on the embedded store (100,000 accounts, cap 800; target under 1 µs) against the same pairs
//! sent to a local redis-server in pipelined batches of 10,000, per pair, and their ratio.
//! Without redis-server on PATH the Redis half is skipped.
// A bench is measuring code, as a test is: a failed step should stop it loudly.
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "../tests/it/common/redis_server.rs"]
mod redis_server;

use std::time::{Duration, Instant};

use latih::feedsim::store::embedded::Embedded;
use latih::feedsim::store::redis::RedisStore;
use latih::feedsim::store::{FeedStore, Op};
use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};

// The allocator the `latih` binary runs with (src/main.rs).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

const USERS: u32 = 100_000;
const CAP: u32 = 800;

/// `n` pushes to accounts drawn uniformly, post ids counting up from `first`.
fn pushes(rng: &mut ChaCha8Rng, first: u32, n: u32) -> Vec<Op> {
    (first..first + n)
        .map(|post| Op::Push {
            user: rng.random_range(0..USERS),
            post,
            cap: CAP,
        })
        .collect()
}

/// Median, fastest and slowest time per pair over `runs` batches of `batch` pairs, after
/// `warm` pairs to give the feeds some length first.
fn per_pair(store: &mut dyn FeedStore, warm: u32, batch: u32, runs: u32) -> [Duration; 3] {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut post = 1_000_000;
    for chunk in pushes(&mut rng, post, warm).chunks(batch as usize) {
        store.apply(chunk).expect("warm-up");
    }
    post += warm;
    let mut times = Vec::new();
    for _ in 0..runs {
        let ops = pushes(&mut rng, post, batch);
        post += batch;
        let start = Instant::now();
        store.apply(&ops).expect("apply");
        times.push(start.elapsed() / batch);
    }
    times.sort();
    [times[times.len() / 2], times[0], times[times.len() - 1]]
}

fn show(label: &str, [median, low, high]: [Duration; 3], note: &str) {
    let ns = |d: Duration| d.as_secs_f64() * 1e9;
    println!(
        "  {label:<34} {:>8.0} ns  ({:.0}-{:.0}){note}",
        ns(median),
        ns(low),
        ns(high)
    );
}

fn main() {
    println!("latih feed store benchmark (release build)\n");
    println!("one LPUSH+LTRIM pair, {USERS} accounts, cap {CAP}, median of 21 batches (range):");
    let mut embedded = Embedded::new();
    let local = per_pair(&mut embedded, 5_000_000, 100_000, 21);
    show("embedded, batches of 100,000", local, "  (target < 1 µs)");
    let Some(server) = redis_server::RedisServer::start() else {
        println!(
            "  redis-server not found: the Redis half is skipped (apt-get install redis-server)"
        );
        return;
    };
    let mut redis = RedisStore::connect(&server.url(0), false).expect("connect");
    let remote = per_pair(&mut redis, 200_000, 10_000, 21);
    show("redis-server, batches of 10,000", remote, "");
    let m = redis.memory().expect("memory");
    println!(
        "\nredis-server is {:.0}x the embedded store per pair ({} feeds, {} ids, {} bytes in Redis)",
        remote[0].as_secs_f64() / local[0].as_secs_f64(),
        m.keys,
        m.entries,
        m.redis_bytes
    );
}
