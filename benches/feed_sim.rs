//! The feed simulator's figures (run with `cargo bench --bench feed_sim`): one simulated
//! hour of 1 million accounts following 200 on average, 100 posts/s and 3,000 feed opens/s,
//! under each strategy (the graph is generated once and reused, as the simulator does),
//! three runs each; the median, the range, and the memory held.
// A bench is measuring code, as a test is: a failed step should stop it loudly.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

// The allocator the `latih` binary runs with (src/main.rs): feeds are a million small
// allocations, and the system allocator made fan-out on write a third slower here.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use std::time::{Duration, Instant};

use common::rss_mib;

use latih::feedsim::{Output, Simulator};

fn median(mut v: Vec<Duration>) -> (Duration, Duration, Duration) {
    v.sort();
    (v[v.len() / 2], v[0], v[v.len() - 1])
}

fn timed(sim: &mut Simulator, line: &str) -> (Duration, String) {
    let t = Instant::now();
    let out = sim.run_line(line, &mut |_| {});
    let took = t.elapsed();
    let said = match out {
        Output::Run(r) => format!(
            "{:.0} writes/s, {:.0} lookups/s, feed cache {:.0} MB of ids",
            r.figures.writes_per_second(),
            r.figures.lookups_per_second(),
            r.figures.memory.id_bytes as f64 / 1e6
        ),
        other => panic!("{line}: {other:?}"),
    };
    (took, said)
}

fn main() {
    let mut sim = Simulator::embedded();
    let setup = "users=1000000 avg=200 celebrities=1 max=100000 posts=100 opens=3000 duration=1h";
    // The graph alone: the first run generates it, a 1-second run shows what that costs.
    let t = Instant::now();
    let _ = sim.run_line(&format!("run read {setup} duration=1"), &mut |_| {});
    let (rss, _) = rss_mib();
    println!(
        "graph: 1,000,000 accounts, ~200 million follows, generated in {:.1} s; {rss:.0} MiB resident",
        t.elapsed().as_secs_f64()
    );
    for strategy in ["read", "write", "hybrid threshold=10000"] {
        let mut times = Vec::new();
        let mut said = String::new();
        for _ in 0..3 {
            let (took, s) = timed(&mut sim, &format!("run {strategy} {setup}"));
            times.push(took);
            said = s;
        }
        let (mid, lo, hi) = median(times);
        let (rss, peak) = rss_mib();
        println!(
            "one simulated hour, {strategy}: median {:.2} s (range {:.2}-{:.2} s); {said}; {rss:.0} MiB resident, peak {peak:.0} MiB",
            mid.as_secs_f64(),
            lo.as_secs_f64(),
            hi.as_secs_f64()
        );
    }
}
