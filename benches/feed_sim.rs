//! The feed simulator's figures (run with `cargo bench --bench feed_sim`): one simulated
//! hour of 1 million accounts following 200 on average, 100 posts/s and 3,000 feed opens/s,
//! under each strategy (the graph is generated once and reused, as the simulator does),
//! five runs each; the median, the range and the peak memory of its runs; and, taking turns
//! with those runs, the lower bound each strategy is measured against: benches/feed_floor.c
//! replaying the very pushes and reads the store received, one cache line each (compiled
//! here with `cc -O2`). `LATIH_BENCH_ONLY=write` runs one strategy (read, write or hybrid).
// A bench is measuring code, as a test is: a failed step should stop it loudly.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

// The allocator the `latih` binary runs with (src/main.rs): feeds are a million small
// allocations, and the system allocator made fan-out on write a third slower here.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use common::rss_mib;

use latih::core::feed::Memory;
use latih::feedsim::Simulator;
use latih::feedsim::store::embedded::Embedded;
use latih::feedsim::store::{FeedStore, Growth, Op, StoreError};

const USERS: u64 = 1_000_000;
const SETUP: &str =
    "users=1000000 avg=200 celebrities=1 max=100000 posts=100 opens=3000 duration=1h";

/// The embedded store, writing every command it is given to a file while one is open
/// (streamed, so a run's 80 million commands never sit in this process's memory).
struct Recording {
    inner: Embedded,
    to: Arc<Mutex<Option<Output>>>,
}

/// The file being written, and the commands written to it so far.
type Output = (std::io::BufWriter<std::fs::File>, u64);

impl FeedStore for Recording {
    fn name(&self) -> String {
        self.inner.name()
    }
    fn apply(&mut self, ops: &[Op]) -> Result<Growth, StoreError> {
        if let Some((out, count)) = self.to.lock().unwrap().as_mut() {
            for op in ops {
                let v = match *op {
                    Op::Push { user, post, .. } => u64::from(user) << 32 | u64::from(post),
                    Op::Read { user, count } => 1 << 63 | u64::from(user) << 32 | u64::from(count),
                };
                out.write_all(&v.to_le_bytes()).unwrap();
            }
            *count += ops.len() as u64;
        }
        self.inner.apply(ops)
    }
    fn lrange(&mut self, user: u32, start: i64, stop: i64) -> Result<Vec<u64>, StoreError> {
        self.inner.lrange(user, start, stop)
    }
    fn llen(&mut self, user: u32) -> Result<u64, StoreError> {
        self.inner.llen(user)
    }
    fn memory(&mut self) -> Result<Memory, StoreError> {
        self.inner.memory()
    }
    fn users(&mut self) -> Result<Vec<u32>, StoreError> {
        self.inner.users()
    }
    fn clear(&mut self) -> Result<(), StoreError> {
        self.inner.clear()
    }
    fn restart(&mut self) -> Result<(), StoreError> {
        self.inner.restart()
    }
}

fn median(mut v: Vec<Duration>) -> (Duration, Duration, Duration) {
    v.sort();
    (v[v.len() / 2], v[0], v[v.len() - 1])
}

/// Runs one line; how long it took, what it said, and its feed opens.
fn timed(sim: &mut Simulator, line: &str) -> (Duration, String, u64) {
    let t = Instant::now();
    let out = sim.run_line(line, &mut |_| {});
    let took = t.elapsed();
    match out {
        latih::feedsim::Output::Run(r) => {
            let said = format!(
                "{:.0} writes/s, {:.0} lookups/s, feed cache {:.0} MB of ids",
                r.figures.writes_per_second(),
                r.figures.lookups_per_second(),
                r.figures.memory.id_bytes as f64 / 1e6
            );
            (took, said, r.figures.opens)
        }
        other => panic!("{line}: {other:?}"),
    }
}

/// benches/feed_floor.c compiled into target/, or why not.
fn floor_program() -> Result<PathBuf, String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = root.join("target/feed_floor");
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
    let status = Command::new(&cc)
        .args(["-O2", "-o"])
        .arg(&out)
        .arg(root.join("benches/feed_floor.c"))
        .status()
        .map_err(|e| format!("{cc}: {e}"))?;
    if status.success() {
        Ok(out)
    } else {
        Err(format!("{cc} failed: {status}"))
    }
}

/// Opens the file a run's commands go to: its header (accounts, extra opens, commands) is
/// written when the run is over (`finish_input`).
fn start_input(path: &Path) -> std::io::BufWriter<std::fs::File> {
    let mut out = std::io::BufWriter::new(std::fs::File::create(path).unwrap());
    out.write_all(&[0u8; 24]).unwrap();
    out
}

fn finish_input(out: std::io::BufWriter<std::fs::File>, opens: u64, commands: u64) {
    use std::io::{Seek, SeekFrom};
    let mut file = out.into_inner().unwrap();
    file.seek(SeekFrom::Start(0)).unwrap();
    for v in [USERS, opens, commands] {
        file.write_all(&v.to_le_bytes()).unwrap();
    }
}

/// One replay by the floor program.
fn floor(program: &Path, input: &Path) -> Duration {
    let out = Command::new(program).arg(input).output().unwrap();
    assert!(out.status.success(), "the floor program failed");
    let said = String::from_utf8_lossy(&out.stdout);
    let ns: u64 = said.split_whitespace().next().unwrap().parse().unwrap();
    Duration::from_nanos(ns)
}

/// Starts the process's peak resident size again from what it holds now (Linux 4.0 on).
fn reset_peak() {
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

fn secs(d: Duration) -> String {
    format!("{:.2} s", d.as_secs_f64())
}

fn main() {
    let to = Arc::new(Mutex::new(None));
    let store = Recording {
        inner: Embedded::new(),
        to: to.clone(),
    };
    let mut sim = Simulator::with_store(Box::new(store));
    // The graph alone: the first run generates it, a 1-second run shows what that costs.
    let t = Instant::now();
    let _ = sim.run_line(&format!("run read {SETUP} duration=1"), &mut |_| {});
    let (rss, peak) = rss_mib();
    println!(
        "graph: 1,000,000 accounts, ~200 million follows, generated in {:.1} s on {} cores; {rss:.0} MiB resident, peak {peak:.0} MiB",
        t.elapsed().as_secs_f64(),
        std::thread::available_parallelism().map_or(1, |n| n.get())
    );
    let program = floor_program();
    if let Err(why) = &program {
        println!("no lower bound: {why}");
    }
    let dir = tempfile::tempdir().unwrap();
    let only = std::env::var("LATIH_BENCH_ONLY").unwrap_or_default();
    let strategies = ["read", "write", "hybrid threshold=10000"];
    for strategy in strategies
        .into_iter()
        .filter(|s| s.starts_with(only.as_str()))
    {
        let line = format!("run {strategy} {SETUP}");
        // The run's commands, written for the floor.
        let input = dir.path().join("ops");
        *to.lock().unwrap() = Some((start_input(&input), 0));
        let (_, said, opens) = timed(&mut sim, &line);
        let (out, commands) = to.lock().unwrap().take().unwrap();
        // Fan-out on read sends the store nothing: its opens read the following table.
        let extra = if commands == 0 { opens } else { 0 };
        finish_input(out, extra, commands);
        // latih and its floor in turns, so that both see the same machine.
        reset_peak();
        let (mut ours, mut theirs) = (Vec::new(), Vec::new());
        for _ in 0..5 {
            ours.push(timed(&mut sim, &line).0);
            if let Ok(p) = &program {
                theirs.push(floor(p, &input));
            }
        }
        let (rss, peak) = rss_mib();
        // A run after the feeds were freed (`reset` frees them), as a session's first run
        // is: the runs above reuse the last run's buffers.
        let _ = sim.run_line("reset", &mut |_| {});
        let fresh = timed(&mut sim, &line).0;
        let (mid, lo, hi) = median(ours);
        println!(
            "one simulated hour, {strategy}: median {} (range {:.2}-{:.2} s); {said}; {rss:.0} MiB resident, peak {peak:.0} MiB during its runs ({:.0} MiB per million accounts); with the feeds freed first: {}",
            secs(mid),
            lo.as_secs_f64(),
            hi.as_secs_f64(),
            peak / (USERS as f64 / 1e6),
            secs(fresh)
        );
        if !theirs.is_empty() {
            let (c, clo, chi) = median(theirs);
            println!(
                "  lower bound (C, the same {commands} feed commands and {extra} table reads, one cache line each): median {:.3} s (range {:.3}-{:.3}); latih = {:.1}x",
                c.as_secs_f64(),
                clo.as_secs_f64(),
                chi.as_secs_f64(),
                mid.as_secs_f64() / c.as_secs_f64()
            );
        }
    }
}
