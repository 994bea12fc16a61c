//! A playground a course defines against the follow graph (run with `cargo bench --bench
//! defined`; `LATIH_BENCH_RUNS` sets the rounds, 5 by default): `gen` of about a million rows
//! in each, in memory, interleaved round by round (the follow graph's against the same
//! follows table defined in the bundled course, the shop's orders and the chat's
//! messages); and a routed command on 8 partitions, `following U limit=10` on the
//! follow graph and on its definition, the time of `run_line` to its report, medians of
//! many runs.
// A bench is measuring code, as a test is: a failed step should stop it loudly.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::time::{Duration, Instant};

use latih::core::play::report::Report;
use latih::playground::Playground;

fn run(p: &mut Playground, line: &str) -> Report {
    let r = p.run_line(line, &mut |_, _| {});
    assert!(!r.failed(), "{line}: {r:?}");
    r
}

/// A playground that knows the fixture course's definitions (the shop, the chat) and the
/// bundled course's (the follow graph as plain SQL).
fn defined() -> Playground {
    let loaded = latih::content::load_dir(std::path::Path::new("tests/fixtures/playgrounds"));
    let mut defs = loaded.course.playgrounds();
    defs.extend(latih::content::load_bundled().course.playgrounds());
    let mut p = Playground::in_memory().unwrap();
    p.set_definitions(defs);
    p
}

fn timed(p: &mut Playground, line: &str) -> Duration {
    let start = Instant::now();
    run(p, line);
    start.elapsed()
}

fn main() {
    let rounds: usize = std::env::var("LATIH_BENCH_RUNS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(5);
    println!("latih defined playgrounds (release build), {rounds} rounds\n");
    if rounds > 0 {
        gens(rounds);
    }
    routed();
}

/// `gen` of a million rows in each, interleaved round by round.
fn gens(rounds: usize) {
    // The follow graph: 5,000 accounts following 200 each, no celebrities: 1,000,000 edges.
    let (mut graph, mut shop, mut chat) = (Vec::new(), Vec::new(), Vec::new());
    let mut follows = Vec::new();
    for _ in 0..rounds {
        let mut p = Playground::in_memory().unwrap();
        graph.push(timed(&mut p, "gen users=5000 avg=200 celebrities=0 seed=1"));
        let mut d = defined();
        run(&mut d, "reset follows");
        follows.push(timed(&mut d, "gen follows=1000000 seed=1"));
        run(&mut d, "reset orders");
        shop.push(timed(&mut d, "gen customers=1 orders=1000000 seed=1"));
        run(&mut d, "reset chat");
        chat.push(timed(&mut d, "gen messages=1000000 seed=1"));
    }
    let g = common::median(graph.clone());
    let s = common::median(shop.clone());
    let c = common::median(chat.clone());
    let f = common::median(follows.clone());
    println!("gen of 1,000,000 rows, in memory (median, range):");
    println!(
        "  follow graph, follows (PK order)      {}",
        common::ms_range(&graph)
    );
    println!(
        "  defined, the same follows table       {}  {:.2}x the follow graph",
        common::ms_range(&follows),
        f.as_secs_f64() / g.as_secs_f64()
    );
    println!(
        "  defined, orders (rowid, 4 columns)    {}  {:.2}x the follow graph",
        common::ms_range(&shop),
        s.as_secs_f64() / g.as_secs_f64()
    );
    println!(
        "  defined, messages (WITHOUT ROWID PK)  {}  {:.2}x the follow graph",
        common::ms_range(&chat),
        c.as_secs_f64() / g.as_secs_f64()
    );
}

/// A routed command on 8 partitions, its report: both stores of the same size.
fn routed() {
    let mut p = Playground::in_memory().unwrap();
    run(&mut p, "gen users=5000 avg=200 celebrities=0 seed=1");
    run(&mut p, "partition 8 by follower");
    let mut d = defined();
    run(&mut d, "reset follows");
    run(&mut d, "gen follows=1000000 seed=1");
    run(&mut d, "partition 8 by follower_id");
    let (mut a, mut b) = (Vec::new(), Vec::new());
    let (mut qa, mut qb) = (Vec::new(), Vec::new());
    let n: usize = std::env::var("LATIH_BENCH_COMMANDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(400);
    for i in 0..n {
        let user = 1 + (i * 37) % 5000;
        let start = Instant::now();
        let r = run(&mut p, &format!("following {user} limit=10"));
        a.push(start.elapsed());
        qa.push(r.spreads[0].wall_micros);
        let start = Instant::now();
        let r = run(&mut d, &format!("following {user} limit=10"));
        b.push(start.elapsed());
        qb.push(r.spreads[0].wall_micros);
    }
    qa.sort_unstable();
    qb.sort_unstable();
    println!(
        "  (the partition's answer, request to reply: {} µs and {} µs)",
        qa[qa.len() / 2],
        qb[qb.len() / 2]
    );
    let (ma, mb) = (common::median(a.clone()), common::median(b.clone()));
    println!("\na routed command on 8 partitions, run_line to its report (median of 400):");
    println!(
        "  follow graph, following U limit=10    {:.1} µs",
        ma.as_secs_f64() * 1e6
    );
    println!(
        "  defined, following U limit=10         {:.1} µs  {:.2}x the follow graph",
        mb.as_secs_f64() * 1e6,
        mb.as_secs_f64() / ma.as_secs_f64()
    );
}
