//! The news-feed simulator: the figures of lesson 0032 come out of runs with its
//! parameters, strategies see the same workload, and bad settings are refused.

use latih::feedsim::{Output, Simulator};

fn run(sim: &mut Simulator, line: &str) -> latih::core::feed::Run {
    match sim.run_line(line, &mut |_| {}) {
        Output::Run(r) => *r,
        other => panic!("{line}: {other:?}"),
    }
}

#[test]
fn probe() {
    let mut sim = Simulator::embedded();
    let t = std::time::Instant::now();
    let r = run(
        &mut sim,
        "run read users=20000 avg=200 celebrities=0 opens=3000 posts=100 duration=60",
    );
    eprintln!(
        "read {:?} lookups/s {} ",
        t.elapsed(),
        r.figures.lookups_per_second()
    );
    let t = std::time::Instant::now();
    let r = run(&mut sim, "run write");
    eprintln!(
        "write {:?} writes/s {} mem {:?} lat {:?} vis {:?}",
        t.elapsed(),
        r.figures.writes_per_second(),
        r.figures.memory,
        r.figures.open_latency,
        r.figures.visible
    );
}

#[test]
fn probe_big() {
    let mut sim = Simulator::embedded();
    let t = std::time::Instant::now();
    let r = run(
        &mut sim,
        "run write users=10000001 avg=0 celebrities=1 max=10000000 posts=0 opens=0 big-posts=1 duration=1h",
    );
    eprintln!(
        "big {:?} max post writes {} vis {:?} wait {:?} lag {:?}",
        t.elapsed(),
        r.figures.max_post_writes,
        r.figures.visible,
        r.figures.queue_wait,
        r.figures.worst_lag()
    );
}
