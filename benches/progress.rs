//! Progress-file benchmarks that print figures (run with `cargo bench --bench progress`):
//! recording one answer in a file that already holds 100,000 reviews (median, p99, max),
//! building a review session from 10,000 items, the first frame of the real binary opened
//! on that file, and `latih stats` on it against sqlite3 running the very statements stats
//! runs. Measurements, not pass/fail tests.
// A bench is measuring code, as a test is: a failed step should stop it loudly.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::collections::HashMap;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use common::{first_frame, median, ms};
use latih::core::queue::ReviewQueue;
use latih::core::schedule::{ItemState, Rating};
use latih::core::session::{Limits, Session, Today};
use latih::core::write::Write;
use latih::storage::Progress;
use latih::storage::record::{ReviewRecord, SessionKind};

use common::history::{DAY, ITEMS, NOW, REVIEWS, filled};

fn percentile(mut v: Vec<Duration>, p: f64) -> Duration {
    v.sort();
    let i = ((v.len() as f64 - 1.0) * p).round() as usize;
    v[i]
}

fn us(d: Duration) -> String {
    format!("{:.0} µs", d.as_secs_f64() * 1e6)
}

/// A progress file with 10,000 scheduled items and 100,000 reviews spread over 84 days,
/// written in one transaction straight into the schema latih created.
fn answer(session: i64, n: usize) -> (ReviewRecord, ItemState) {
    let record = ReviewRecord {
        session,
        item: format!("item-{:05}", n % ITEMS),
        kind: "single".into(),
        lesson: Some("lesson-1".into()),
        position: n as u32 + 1,
        shown: vec!["b".into(), "a".into(), "c".into()],
        answer: "{\"choice\":\"a\"}".into(),
        correct: Some(true),
        rating: Rating::Good,
        duration_ms: 4_200,
        at: NOW + n as i64,
        interval_days: 4.0,
        shown_as: None,
    };
    let state = ItemState {
        stability: 4.0,
        difficulty: 5.0,
        due: NOW + 4 * DAY,
        last_review: NOW + n as i64,
        reps: 3,
        lapses: 0,
        phase: latih::core::schedule::Phase::Review,
    };
    (record, state)
}

fn main() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("progress.sqlite3");
    let t = Instant::now();
    filled(&path);
    println!(
        "latih progress benchmarks: a file with {REVIEWS} reviews and {ITEMS} scheduled items \
         ({:.1} MB, written in {:.1} s)\n",
        std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0) as f64 / 1e6,
        t.elapsed().as_secs_f64()
    );

    // Recording: each answer is its own committed transaction, as in a review.
    let mut p = Progress::open(&path).expect("open");
    let start = Write::StartSession {
        kind: SessionKind::Due,
        source: None,
        seed: 1,
        planned: 2_000,
        at: NOW,
    };
    let session = p.write(&start).expect("session").unwrap_or_default();
    let times: Vec<Duration> = (0..2_000)
        .map(|n| {
            let (r, s) = answer(session, n);
            let one = Write::Record {
                record: Box::new(r),
                state: s,
            };
            let t = Instant::now();
            p.write(&one).expect("record");
            t.elapsed()
        })
        .collect();
    let worst = times.iter().max().copied().unwrap_or_default();
    println!(
        "record one answer (2,000 answers):       median {}   p99 {}   max {}",
        us(median(times.clone())),
        us(percentile(times, 0.99)),
        us(worst)
    );

    // Building a session: what is due among 10,000 items, shuffled, first question ready.
    let items: Vec<String> = (0..ITEMS).map(|i| format!("item-{i:05}")).collect();
    let everything = Limits {
        new_per_day: ITEMS,
        reviews_per_day: ITEMS,
    };
    let states: HashMap<String, ItemState> = p.schedule().expect("schedule");
    let build = |states: &HashMap<String, ItemState>, limits: Limits| {
        let clock = latih::core::clock::Clock::new(NOW + 40 * DAY, 0);
        let queue = ReviewQueue::build(&items, states, clock, limits, Today::default());
        let s = Session::daily(queue);
        s.current().map(str::to_string)
    };
    let pure: Vec<Duration> = (0..101)
        .map(|_| {
            let t = Instant::now();
            let first = build(&states, everything);
            assert!(first.is_some());
            t.elapsed()
        })
        .collect();
    println!(
        "build a session of 10,000 due items:     median {}",
        ms(median(pure))
    );
    let with_read: Vec<Duration> = (0..51)
        .map(|_| {
            let t = Instant::now();
            let states = p.schedule().expect("schedule");
            let first = build(&states, everything);
            assert!(first.is_some());
            t.elapsed()
        })
        .collect();
    println!(
        "  ... reading the 10,000 states first:   median {}",
        ms(median(with_read))
    );
    let capped: Vec<Duration> = (0..101)
        .map(|_| {
            let t = Instant::now();
            let first = build(&states, Limits::default());
            assert!(first.is_some());
            t.elapsed()
        })
        .collect();
    println!(
        "  ... with the default daily limits:     median {}",
        ms(median(capped))
    );
    drop(p);

    // The real binary on that file: start-up reads lessons, schedule and today's counts.
    let marker = common::bundled_marker();
    let env = [("LATIH_PROGRESS", path.to_string_lossy().to_string())];
    let frames: Vec<Duration> = (0..21).map(|_| first_frame(&[], &env, &marker)).collect();
    println!(
        "first frame with that file:              median {} (21 runs)",
        ms(median(frames))
    );
    let fresh = dir.path().join("fresh.sqlite3");
    let env = [("LATIH_PROGRESS", fresh.to_string_lossy().to_string())];
    let frames: Vec<Duration> = (0..21).map(|_| first_frame(&[], &env, &marker)).collect();
    println!(
        "first frame with an empty file:          median {} (21 runs)",
        ms(median(frames))
    );
    stats_against_sqlite3(&path, dir.path());
}

/// The statements `latih stats` runs on `path` at `at` once the file is open, parameters
/// written in: the bundled course's scope, then the stats' own reads (as `cli::progress`
/// and `cli::run::report` do).
fn stats_statements(path: &Path, at: i64) -> Vec<String> {
    let mut p = Progress::open_read_only(path)
        .expect("open")
        .expect("a file");
    let seen = Arc::new(Mutex::new(Vec::new()));
    let into = Arc::clone(&seen);
    p.trace_statements(move |sql| into.lock().unwrap().push(sql));
    let course = latih::content::load_bundled().course;
    let ids: Vec<&str> = (course.lessons.iter().map(|l| l.id.as_str()))
        .chain(course.questions().map(|q| q.id.as_str()))
        .chain(course.drills().map(|d| d.id.as_str()))
        .collect();
    p.use_course(&course.id, &ids).expect("scope");
    p.stats(latih::core::clock::Clock::new(at, 0))
        .expect("stats");
    drop(p);
    seen.lock().unwrap().clone()
}

/// How long a process takes, run to its end with its output thrown away.
fn process(cmd: &mut Command) -> Duration {
    let t = Instant::now();
    let status = cmd
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .expect("run");
    assert!(status.success(), "{cmd:?} failed");
    t.elapsed()
}

/// `latih stats` (the bundled course, a warm cache) and sqlite3 reading the same file with
/// the statements stats runs, each a process, in turns.
fn stats_against_sqlite3(path: &Path, dir: &Path) {
    let at = NOW + 40 * DAY;
    let statements = stats_statements(path, at);
    let script = dir.join("stats.sql");
    std::fs::write(&script, statements.join(";\n") + ";\n").expect("script");
    let latih = || {
        process(
            Command::new(common::BIN)
                .args(["--lang", "en", "stats"])
                .env("LATIH_PROGRESS", path)
                .env("LATIH_NOW", at.to_string())
                .env("LATIH_CACHE", dir.join("cache")),
        )
    };
    let peer = || {
        let script = std::fs::File::open(&script).expect("script");
        process(
            Command::new("sqlite3")
                .args(["-readonly"])
                .arg(path)
                .stdin(script),
        )
    };
    if Command::new("sqlite3").arg("-version").output().is_err() {
        println!("latih stats against sqlite3: sqlite3 not found, skipped");
        return;
    }
    let _ = (latih(), peer());
    let (ours, theirs): (Vec<Duration>, Vec<Duration>) = (0..21).map(|_| (latih(), peer())).unzip();
    println!(
        "latih stats on that file:                {}   sqlite3, the same {} statements: {}   \
         latih / sqlite3: {:.2}x",
        common::ms_range(&ours),
        statements.len(),
        common::ms_range(&theirs),
        median(ours).as_secs_f64() / median(theirs).as_secs_f64()
    );
}
