//! The partitioned store's figures (run with `cargo bench --bench partitions`): gen into one
//! store against gen into 16 partitions, and memory after a gen; a page of 20 followers of a 1-million-follower
//! account by cursor across 16 partitions (scatter-gather) and by the bucketed reverse
//! table; and reconcile of 10 million edges, with its time and the peak memory it adds.
// A bench is measuring code, as a test is: a failed step should stop it loudly.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::rss_mib;

use std::time::{Duration, Instant};

use latih::core::play::report::{Note, Report};
use latih::playground::Playground;

fn run(p: &mut Playground, line: &str) -> Report {
    let r = p.run_line(line, &mut |_, _| {});
    assert!(!r.failed(), "{line}: {:?}", r.notes);
    r
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn us(d: Duration) -> String {
    format!("{:.0} µs", d.as_secs_f64() * 1e6)
}

/// Resets the peak so the next reading is the peak of what follows (Linux 4.0+).
fn reset_peak() {
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

fn generated(r: &Report) -> (u64, u64) {
    r.notes
        .iter()
        .find_map(|n| match n {
            Note::Generated { edges, millis, .. } => Some((*edges, *millis)),
            _ => None,
        })
        .unwrap_or((0, 0))
}

/// gen of about 5 million edges into one store and into 16 partitions, three runs each.
fn gen_rates() {
    let line = "gen users=500000 avg=10 celebrities=1 max=100000 seed=1";
    let rate = |partitioned: bool| {
        let mut rates = Vec::new();
        for _ in 0..3 {
            let mut p = Playground::in_memory().expect("playground");
            if partitioned {
                run(&mut p, "partition 16 by follower");
            }
            let (edges, millis) = generated(&run(&mut p, line));
            rates.push(edges * 1000 / millis.max(1));
        }
        rates.sort_unstable();
        rates[1]
    };
    let one = rate(false);
    let sixteen = rate(true);
    println!("gen, about 5 million edges, median of 3:");
    println!("  one store      {one:>10} edges/s");
    println!(
        "  16 partitions  {sixteen:>10} edges/s  ({:.2}x; target at least 0.8x)",
        sixteen as f64 / one as f64
    );
}

/// Pages of 20 followers of a 1-million-follower account, at cursors spread over its list.
fn pages(p: &mut Playground, via: &str) -> Duration {
    let mut times = Vec::new();
    for i in 0..400u64 {
        let after = (i * 2_654_435_761) % 1_150_000;
        let line = format!("followers 1 limit=20 after={after} {via}");
        let start = Instant::now();
        let r = p.run_line(&line, &mut |_, _| {});
        times.push(start.elapsed());
        assert!(!r.failed(), "{line}: {:?}", r.notes);
    }
    median(times)
}

fn followers_pages() {
    let mut p = Playground::in_memory().expect("playground");
    run(
        &mut p,
        "gen users=1200000 avg=2 celebrities=1 max=1000000 seed=2",
    );
    run(&mut p, "explain off");
    run(&mut p, "partition 16 by follower");
    run(&mut p, "index reverse on");
    let scatter = pages(&mut p, "via=table");
    run(&mut p, "reverse table on");
    let reverse = pages(&mut p, "via=reverse");
    run(&mut p, "buckets 16 for accounts over 100000 followers");
    let bucketed = pages(&mut p, "via=reverse");
    println!("\na page of 20 followers of a 1-million-follower account by cursor, median of 400:");
    println!(
        "  16 partitions, scatter-gather          {:>8}  (target < 1 ms)",
        us(scatter)
    );
    println!(
        "  reverse table, one partition           {:>8}",
        us(reverse)
    );
    println!(
        "  reverse table, 16 buckets, one at a time {:>6}  (target < 200 µs)",
        us(bucketed)
    );
}

fn reconcile() {
    let mut p = Playground::in_memory().expect("playground");
    run(
        &mut p,
        "gen users=1000000 avg=10 celebrities=1 max=100000 seed=3",
    );
    run(&mut p, "partition 8 by follower");
    run(&mut p, "reverse table on");
    run(&mut p, "sync dual-write");
    for i in 0..10 {
        run(&mut p, "fault after-first-write");
        run(&mut p, &format!("follow {} {}", 900_000 + i, 500_000 + i));
    }
    let (before, _) = rss_mib();
    reset_peak();
    let start = Instant::now();
    let r = run(&mut p, "reconcile");
    let took = start.elapsed();
    let (_, peak) = rss_mib();
    let found = r.notes.iter().find_map(|n| match n {
        Note::Reconciled { missing, .. } => Some(*missing),
        _ => None,
    });
    let edges = p.condition().map(|c| c.edges).unwrap_or(0);
    println!("\nreconcile, {edges} edges on 8 partitions against the reverse table:");
    println!(
        "  {:.1} s, {} missing rows found and repaired; memory {before:.0} MiB before, peak {peak:.0} MiB (+{:.0} MiB)",
        took.as_secs_f64(),
        found.unwrap_or(0),
        peak - before
    );
}

/// Memory after a gen: what the graph holds, not what making it took. The same graph made
/// twice should leave memory where the first left it.
fn gen_memory() {
    let line = "gen users=500000 avg=10 celebrities=1 max=100000 seed=1";
    let mut p = Playground::in_memory().expect("playground");
    let (start, _) = rss_mib();
    run(&mut p, line);
    let (first, _) = rss_mib();
    reset_peak();
    run(&mut p, line);
    let (second, peak) = rss_mib();
    println!("\nmemory around gen of about 5 million edges in memory (resident):");
    println!(
        "  before {start:.0} MiB; after the first {first:.0} MiB; after the same again {second:.0} MiB (peak during it {peak:.0} MiB)"
    );
}

fn main() {
    println!("latih partitioned playground benchmark (release build)\n");
    gen_memory();
    gen_rates();
    followers_pages();
    reconcile();
}
