//! Recomputing a calculator after a keystroke (run with `cargo bench --bench calc`): a
//! chain of 20 outputs, each using inputs and earlier outputs, evaluated from new inputs;
//! then the whole keystroke as the app handles it (the key through the model, the typed
//! value read, every output worked out and the screen's lines laid out at 80 columns); and
//! `latih calc` as a process beside its peer, qalc, on the same line.
// A bench is measuring code, as a test is: a failed step should stop it loudly.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::hint::black_box;
use std::time::{Duration, Instant};

use latih::core::calc::{Calculator, Input, Output, Step};
use latih::core::lang::Localized;

fn calculator() -> Calculator {
    let input = |name: &str, unit: &str, default: f64| Input {
        name: name.into(),
        label: Localized::neutral(name.into()),
        unit: unit.into(),
        default,
        // At least one: a divisor at zero would have no value, which compile refuses.
        min: Some(1.0),
        max: None,
        step: Step::OneTwoFive,
    };
    let mut outputs = Vec::new();
    let formulas = [
        ("edges", "users * follows", "edges"),
        ("raw", "edges * 24 B", "B"),
        ("stored", "edges * edge_size", "B"),
        ("stored_gb", "stored / 1e9", "B"),
        ("per_node", "stored / nodes", "B"),
        ("writes", "posts * followers", "writes/s"),
        ("peak", "writes * peak_factor", "writes/s"),
        ("lookups", "opens * followees", "lookups/s"),
        ("per_node_lookups", "lookups / nodes", "lookups/s"),
        ("cache", "feed_len * 8 B * users", "B"),
        ("cache_nodes", "ceil(cache / 64 GB)", "nodes"),
        ("bucket", "celebrity / buckets", "rows"),
        ("hops2", "friends * friends", "edges"),
        ("hops3", "friends ^ 3", "edges"),
        ("ratio", "hops3 / hops2", "x"),
        ("qps_node", "qps / nodes", "/s"),
        ("celebrity_writes", "celebrity * 1", "writes"),
        ("total", "stored + cache", "B"),
        ("headroom", "max(total * 2, stored)", "B"),
        ("fits", "min(headroom / 2 TB, 1000)", "x"),
    ];
    for (name, f, unit) in formulas {
        outputs.push(Output {
            name: name.into(),
            label: Localized::neutral(name.into()),
            formula: f.into(),
            unit: unit.into(),
            thresholds: Vec::new(),
            expr: None,
        });
    }
    let mut c = Calculator {
        id: "bench".into(),
        shown: Default::default(),
        lesson: None,
        title: None,
        inputs: vec![
            input("users", "users", 10e6),
            input("follows", "follows", 50.0),
            input("edge_size", "B", 80.0),
            input("nodes", "nodes", 8.0),
            input("posts", "posts/s", 100.0),
            input("followers", "followers", 200.0),
            input("peak_factor", "x", 3.0),
            input("opens", "opens/s", 3000.0),
            input("followees", "followees", 200.0),
            input("feed_len", "ids", 800.0),
            input("celebrity", "followers", 8e6),
            input("buckets", "buckets", 16.0),
            input("friends", "friends", 200.0),
            input("qps", "/s", 200_000.0),
        ],
        outputs,
        thresholds: Vec::new(),
    };
    let problems = c.compile();
    assert!(problems.is_empty(), "{problems:?}");
    c
}

/// A keystroke typed into the 20-output calculator's screen, and its lines laid out.
fn whole_keystrokes(c: &Calculator) -> Vec<Duration> {
    use latih::app::keymap::Key;
    use latih::app::screen::calc::state::CalcState;
    use latih::app::{self, Model, Msg, Screen};
    let mut loaded = latih::content::load_bundled();
    let mut calc = c.clone();
    calc.id = "bench-20".into();
    if let Some(bank) = loaded.course.banks.first_mut() {
        bank.calculators.push(calc);
    }
    let mut m = Model::new(loaded, latih::core::lang::Lang::Id, (80, 24));
    let Some(found) = m.course.calculator("bench-20").cloned() else {
        return Vec::new();
    };
    let state = CalcState::new(&found, &m.calc_values);
    m.screens.push(Screen::Calc(Box::new(state)));
    let keys = [
        Key::Char('5'),
        Key::Char('j'),
        Key::Char('t'),
        Key::Backspace,
        Key::Backspace,
        Key::Backspace,
    ];
    let mut times = Vec::new();
    for round in 0..6_000 {
        let key = keys[round % keys.len()];
        let start = Instant::now();
        app::update(&mut m, Msg::Key(key));
        let rows = match m.screen() {
            Screen::Calc(s) => latih::app::screen::calc::update::rows(&m, s, 76),
            _ => Vec::new(),
        };
        times.push(start.elapsed());
        black_box(rows);
    }
    times
}

fn main() {
    let c = calculator();
    let mut inputs = c.defaults();
    let mut times = Vec::new();
    for round in 0..20_001 {
        // A keystroke: one input changes, every output is computed again.
        let which = round % inputs.len();
        inputs[which] *= if round % 2 == 0 { 2.0 } else { 0.5 };
        let start = Instant::now();
        let out = c.evaluate(black_box(&inputs));
        times.push(start.elapsed());
        black_box(out);
    }
    times.sort();
    let median = times[times.len() / 2];
    let p99 = times[times.len() * 99 / 100];
    let us = |d: Duration| d.as_secs_f64() * 1e6;
    println!("latih calculator benchmark (release build)\n");
    println!(
        "recompute 20 outputs after a keystroke: median {:.2} µs, p99 {:.2} µs (20,001 runs; target < 1 ms)",
        us(median),
        us(p99)
    );
    let typed = [
        "5 juta",
        "1,5 KB",
        "250 µs",
        "20.000/detik",
        "40,000,000,000 bytes",
        "8 Gb",
        "5M",
        "1e6",
        "20k/s",
        "500 million edges",
    ];
    let mut reads: Vec<Duration> = (0..2_000)
        .map(|i| {
            let text = typed[i % typed.len()];
            let start = Instant::now();
            black_box(
                latih::core::quantity::read(black_box(text), latih::core::lang::Lang::Id, &[]).ok(),
            );
            start.elapsed()
        })
        .collect();
    reads.sort();
    println!(
        "read one typed value (core::quantity, {} forms): median {:.2} µs, p99 {:.2} µs (2,000 runs; target < 50 µs)",
        typed.len(),
        us(reads[reads.len() / 2]),
        us(reads[reads.len() * 99 / 100])
    );
    let mut scratch = latih::core::expr::Scratchpad::new();
    let mut lines: Vec<Duration> = (0..2_000)
        .map(|_| {
            let start = Instant::now();
            black_box(
                scratch
                    .eval(
                        black_box("5 million * 100 * 80 bytes to GB"),
                        latih::core::lang::Lang::En,
                    )
                    .ok(),
            );
            start.elapsed()
        })
        .collect();
    lines.sort();
    println!(
        "scratchpad line `5 million * 100 * 80 bytes to GB` (core::expr): median {:.1} µs, p99 {:.1} µs (2,000 runs)",
        us(lines[lines.len() / 2]),
        us(lines[lines.len() * 99 / 100])
    );
    peer_processes();
    let mut whole = whole_keystrokes(&c);
    whole.sort();
    if whole.is_empty() {
        println!("whole keystroke: the bench calculator could not be opened");
        return;
    }
    println!(
        "whole keystroke on the 20-output screen (model update + typed value + layout at 80 columns): median {:.1} µs, p99 {:.1} µs ({} runs; target < 1 ms)",
        us(whole[whole.len() / 2]),
        us(whole[whole.len() * 99 / 100]),
        whole.len()
    );
}

/// `latih calc` against qalc (libqalculate's command line, the calculator users of units
/// reach for) on the same line, each as a whole process, in turns: 21 runs each. Skipped,
/// saying so, where qalc is not installed.
fn peer_processes() {
    const LINE: &str = "5 million * 100 * 80 bytes to GB";
    let run = |cmd: &mut std::process::Command| {
        let start = Instant::now();
        let out = cmd.output().ok()?;
        let took = start.elapsed();
        out.status.success().then_some((took, out.stdout))
    };
    let latih = || {
        run(std::process::Command::new(env!("CARGO_BIN_EXE_latih"))
            .args(["--lang", "en", "calc", LINE]))
    };
    let qalc = || run(std::process::Command::new("qalc").args(["-t", LINE]));
    let Some((_, said)) = qalc() else {
        println!("`latih calc` against qalc: qalc is not installed, skipped");
        return;
    };
    let mut ours = Vec::new();
    let mut theirs = Vec::new();
    for _ in 0..21 {
        ours.extend(latih().map(|r| r.0));
        theirs.extend(qalc().map(|r| r.0));
    }
    ours.sort();
    theirs.sort();
    let (Some(a), Some(b)) = (ours.get(ours.len() / 2), theirs.get(theirs.len() / 2)) else {
        println!("`latih calc` against qalc: a run failed");
        return;
    };
    let ms = |d: &Duration| d.as_secs_f64() * 1e3;
    println!(
        "`latih calc \"{LINE}\"` as a process: median {:.2} ms; qalc -t, same line: {:.2} ms (it says {}); ratio {:.3} (21 runs each, in turns)",
        ms(a),
        ms(b),
        String::from_utf8_lossy(&said).trim(),
        a.as_secs_f64() / b.as_secs_f64()
    );
}
