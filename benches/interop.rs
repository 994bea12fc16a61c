//! Export benchmarks that print figures (`cargo bench --bench interop`): the questions of a
//! 5,000-question course as an Anki deck (`latih export --format apkg`), and the review log
//! of a 100,000-review progress file as xAPI statements (`--format xapi`), beside the same
//! log as CSV and JSON (`latih export`). Medians of LATIH_BENCH_RUNS runs (default 11).
//! Measurements, not pass/fail tests.
// A bench is measuring code, as a test is: a failed step should stop it loudly.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::time::{Duration, Instant};

use common::history::{REVIEWS, filled};
use common::{median, ms};
use latih::core::course::Course;
use latih::core::lang::Lang;
use latih::storage::Progress;
use latih::storage::export::Format;

const QUESTIONS: usize = 5_000;

/// The bundled course with its questions copied, under new ids, to `QUESTIONS`.
fn course() -> Course {
    let mut course = latih::content::load_bundled().course;
    let all: Vec<_> = course.questions().cloned().collect();
    let bank = &mut course.banks[0];
    bank.questions = (0..QUESTIONS)
        .map(|k| {
            let mut q = all[k % all.len()].clone();
            q.id = format!("{}-{k}", q.id);
            q
        })
        .collect();
    for b in &mut course.banks[1..] {
        b.questions.clear();
    }
    course
}

fn runs() -> usize {
    (std::env::var("LATIH_BENCH_RUNS").ok())
        .and_then(|v| v.parse().ok())
        .unwrap_or(11)
}

fn timed(mut f: impl FnMut() -> usize) -> (Duration, usize) {
    let mut times = Vec::new();
    let mut size = 0;
    for _ in 0..runs() {
        let t = Instant::now();
        size = f();
        times.push(t.elapsed());
    }
    (median(times), size)
}

fn main() {
    let course = course();
    assert_eq!(course.questions().count(), QUESTIONS);
    let (apkg, bytes) = timed(|| {
        let deck =
            latih::interop::anki::apkg(&course, None, Lang::En, 1_796_112_000).expect("the deck");
        deck.bytes.len()
    });
    println!(
        "apkg, {QUESTIONS} questions: {} median ({} KiB)",
        ms(apkg),
        bytes / 1024
    );
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("progress.sqlite3");
    filled(&path);
    let progress = Progress::open(&path).expect("open");
    let actor = latih::interop::xapi::Actor::Anonymous("0".repeat(32));
    let make = latih::interop::xapi::Statements::new(&course, actor);
    let (t, bytes) = timed(|| {
        let mut text = String::new();
        progress
            .each_answer(|a| {
                text.push_str(&make.answered(&a).to_string());
                text.push_str(",\n");
            })
            .expect("the log");
        text.len()
    });
    println!(
        "xapi, {REVIEWS} reviews: {} median ({} KiB)",
        ms(t),
        bytes / 1024
    );
    for (name, format) in [("csv", Format::Csv), ("json", Format::Json)] {
        let (t, bytes) = timed(|| {
            let mut out = Vec::new();
            progress.export(format, &mut out).expect("export");
            out.len()
        });
        println!(
            "{name}, {REVIEWS} reviews: {} median ({} KiB)",
            ms(t),
            bytes / 1024
        );
    }
}
