//! The first search, printed as figures (`cargo bench --bench search`): a generated course
//! of 507 and 5,007 lessons (`LATIH_BENCH_SIZES=500,5000` copies of M13.04 beside the
//! bundled course), loaded as the app loads it; then, as a learner types `/` and `fan`, the
//! searches for `f`, `fa` and `fan`, the first of which builds the index. Each round runs
//! in a fresh child process, so its resident memory before and after is its own. Beside
//! it, in the same run, `grep -ric fan` over the same YAML files: the floor the issue
//! holds the first search to. Measurements, not pass/fail tests.
// A bench is measuring code, as a test is: a failed step should stop it loudly.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::process::Command;
use std::time::{Duration, Instant};

use common::{generated_course, median, ms_range, rss_mib};
use latih::core::lang::Lang;
use latih::core::search::SearchIndex;

#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

const CHILD: &str = "LATIH_SEARCH_BENCH_DIR";

/// One round, in the child: the course loaded, then the three searches timed.
fn child(dir: &str) {
    let course = latih::content::load_dir(std::path::Path::new(dir)).course;
    let (before, _) = rss_mib();
    let t = Instant::now();
    let index = SearchIndex::build(&course, Lang::En);
    let mut hits = 0;
    for q in ["f", "fa", "fan"] {
        hits = index.search(&course, q, 200).len();
    }
    let took = t.elapsed();
    let (after, _) = rss_mib();
    let held = index.heap_bytes() as f64 / 1048576.0;
    println!("{} {before} {after} {hits} {held}", took.as_micros());
}

fn round(dir: &str) -> (Duration, f64, f64, f64) {
    let out = Command::new(std::env::current_exe().expect("exe"))
        .env(CHILD, dir)
        .output()
        .expect("child");
    let text = String::from_utf8_lossy(&out.stdout);
    let v: Vec<f64> = text
        .split_whitespace()
        .filter_map(|w| w.parse().ok())
        .collect();
    assert!(v.len() == 5 && v[3] > 0.0, "child said {text:?}");
    (Duration::from_micros(v[0] as u64), v[1], v[2], v[4])
}

fn grep(dir: &str) -> Duration {
    let t = Instant::now();
    let out = Command::new("grep")
        .args(["-ric", "fan", dir])
        .output()
        .expect("grep");
    assert!(!out.stdout.is_empty());
    t.elapsed()
}

fn main() {
    if let Ok(dir) = std::env::var(CHILD) {
        return child(&dir);
    }
    let sizes: Vec<usize> = std::env::var("LATIH_BENCH_SIZES")
        .ok()
        .map(|s| s.split(',').filter_map(|n| n.trim().parse().ok()).collect())
        .unwrap_or_else(|| vec![500, 5000]);
    let rounds: usize = std::env::var("LATIH_BENCH_RUNS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(11);
    println!("latih first search (release build), {rounds} interleaved rounds\n");
    for n in sizes {
        let course = generated_course(n);
        let dir = course.path().to_string_lossy().to_string();
        let (mut ours, mut floor, mut mem) = (Vec::new(), Vec::new(), Vec::new());
        let mut index = 0.0;
        for _ in 0..rounds {
            let (took, before, after, held) = round(&dir);
            index = held;
            ours.push(took);
            mem.push((before, after));
            floor.push(grep(&dir));
        }
        let (a, b) = (median(ours.clone()), median(floor.clone()));
        let mut growth: Vec<f64> = mem.iter().map(|(b, a)| a / b).collect();
        growth.sort_by(f64::total_cmp);
        let (before, after) = mem[0];
        println!("{} lessons:", n + common::bundled_lessons());
        println!("  first search, f fa fan  {} ", ms_range(&ours));
        println!("  grep -ric fan           {}", ms_range(&floor));
        println!(
            "  ratio                   {:.2}x grep",
            a.as_secs_f64() / b.as_secs_f64()
        );
        println!(
            "  resident memory         {before:.1} MiB before, {after:.1} MiB after: {:.2}x (median)",
            growth[growth.len() / 2]
        );
        println!("  the index holds         {index:.1} MiB\n");
    }
}
