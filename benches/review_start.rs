//! Starting a review on a big progress file, printed as figures (run with `cargo bench
//! --bench review_start`): a course of 5,000 questions whose file holds 100,000 of their
//! reviews, beside the same course on an empty file. Measured in process (opening the file,
//! scoping it to the course, reading the schedule, today's counts, lessons, flags and
//! options, building the day's queue) and with the real binary (`latih review --course`, to
//! its first question). Measurements, not pass/fail tests.
// A bench is measuring code, as a test is: a failed step should stop it loudly.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::path::Path;
use std::time::{Duration, Instant};

use common::{first_frame, median, ms, ms_range};
use latih::core::clock::Clock;
use latih::core::queue::ReviewQueue;
use latih::core::session::{Limits, Session};
use latih::storage::Progress;

const NOW: i64 = 1_796_112_000; // 2026-12-01T08:00:00Z
const DAY: i64 = 86_400;
const QUESTIONS: usize = 5_000;
const REVIEWS: usize = 100_000;

fn iso(t: i64) -> String {
    latih::core::clock::iso(t)
}

fn question_id(i: usize) -> String {
    format!("gen-q{i:04}")
}

/// The bundled course and one more bank of 5,000 single-choice questions on M13.04.
fn course() -> tempfile::TempDir {
    let dir = common::bundled_copy();
    // Ten banks of 500: a course file may hold at most 1 MB.
    for b in 0..10 {
        let mut bank =
            format!("format_version: 1\nid: generated-{b}\nlesson: m13-04\nquestions:\n");
        for i in b * QUESTIONS / 10..(b + 1) * QUESTIONS / 10 {
            bank.push_str(&format!(
                "  - id: {}\n    type: single\n    prompt:\n      id: Soal {i}?\n      en: \
                 Question {i}?\n    options:\n      - id: a\n        text:\n          id: Ya\n          \
                 en: Yes\n        correct: true\n      - id: b\n        text:\n          id: Tidak\n          \
                 en: No\n    explanation:\n      id: Karena {i}.\n      en: Because {i}.\n",
                question_id(i)
            ));
        }
        let file = dir.path().join(format!("quizzes/generated-{b}.yaml"));
        std::fs::write(file, bank).expect("bank");
    }
    dir
}

/// 100,000 reviews of the 5,000 questions over 84 days and their schedule, under the
/// bundled course's id, written in one transaction into the schema latih created.
fn filled(path: &Path) {
    drop(Progress::open(path).expect("create the schema"));
    let mut conn = rusqlite::Connection::open(path).expect("open");
    let tx = conn.transaction().expect("tx");
    let sessions = REVIEWS / 20;
    for s in 0..sessions {
        let at = NOW - 84 * DAY + (s as i64) * (84 * DAY / sessions as i64);
        tx.execute(
            "INSERT INTO sessions (course_id, session_id, kind, seed, started_at, ended_at,
                                   planned, answered, correct)
             VALUES ('latih', ?1, 'due', ?1, ?2, ?2, 20, 20, 17)",
            rusqlite::params![s as i64 + 1, iso(at)],
        )
        .expect("session");
    }
    {
        let mut insert = tx
            .prepare(
                "INSERT INTO reviews (course_id, session_id, item_id, item_kind, lesson_id,
                                      position, shown, answer, correct, rating, duration_ms,
                                      reviewed_at, interval_days, shown_as)
                 VALUES ('latih', ?1, ?2, 'single', 'm13-04', ?3, '[\"a\",\"b\"]',
                         '{\"choice\":\"a\"}', ?4, ?5, 5200, ?6, 3.5, 'review')",
            )
            .expect("prepare");
        for r in 0..REVIEWS {
            let at = NOW - 84 * DAY + (r as i64) * (84 * DAY / REVIEWS as i64);
            let right = r % 7 != 0;
            insert
                .execute(rusqlite::params![
                    (r / 20) as i64 + 1,
                    question_id(r % QUESTIONS),
                    (r % 20) as i64 + 1,
                    right,
                    if right { "good" } else { "again" },
                    iso(at),
                ])
                .expect("review");
        }
        let mut schedule = tx
            .prepare(
                "INSERT INTO schedule (course_id, item_id, item_kind, lesson_id, stability,
                                       difficulty, due_at, last_review_at, reps, lapses)
                 VALUES ('latih', ?1, 'single', 'm13-04', 12.5, 5.1, ?2, ?3, 20, 1)",
            )
            .expect("prepare");
        for i in 0..QUESTIONS {
            let due = NOW - 3 * DAY + (i as i64 % 40) * DAY;
            schedule
                .execute(rusqlite::params![
                    question_id(i),
                    iso(due),
                    iso(due - 10 * DAY)
                ])
                .expect("schedule");
        }
    }
    tx.commit().expect("commit");
}

/// What starting a day's review reads and builds, in process.
fn start(path: &Path, ids: &[String]) -> Option<String> {
    let clock = Clock::new(NOW, 0);
    let mut p = Progress::open(path).expect("open");
    let refs: Vec<&str> = ids.iter().map(String::as_str).collect();
    p.use_course("latih", &refs).expect("scope");
    let schedule = p.schedule().expect("schedule");
    let today = p.today(clock).expect("today");
    let _ = p.lessons().expect("lessons");
    let _ = p.flags().expect("flags");
    let _ = p.course_options().expect("options");
    let _ = p.kept_fit().expect("fit");
    let queue = ReviewQueue::build(ids, &schedule, clock, Limits::default(), today);
    Session::daily(queue).current().map(str::to_string)
}

fn main() {
    let dir = tempfile::tempdir().expect("tempdir");
    let full = dir.path().join("full.sqlite3");
    let empty = dir.path().join("empty.sqlite3");
    let t = Instant::now();
    filled(&full);
    drop(Progress::open(&empty).expect("empty file"));
    println!(
        "latih review-start benchmarks: {QUESTIONS} questions, a file of {REVIEWS} of their \
         reviews ({:.1} MB, written in {:.1} s), and an empty file\n",
        std::fs::metadata(&full).map(|m| m.len()).unwrap_or(0) as f64 / 1e6,
        t.elapsed().as_secs_f64()
    );
    let ids: Vec<String> = (0..QUESTIONS).map(question_id).collect();
    for (name, path) in [("100,000 reviews", &full), ("empty file     ", &empty)] {
        let times: Vec<Duration> = (0..51)
            .map(|_| {
                let t = Instant::now();
                let first = start(path, &ids);
                let took = t.elapsed();
                assert!(first.is_some());
                took
            })
            .collect();
        println!(
            "start a review in process, {name}:  median {}",
            ms(median(times))
        );
    }
    // The real binary: `latih review` on the generated course, to its first question.
    let course = course();
    let folder = course.path().to_string_lossy().to_string();
    let args = ["--lang", "en", "--course", folder.as_str(), "review"];
    // One run first, to fill the lesson cache both measured runs then read.
    let cache = dir.path().join("cache");
    let env_for = |p: &Path| {
        [
            ("LATIH_PROGRESS", p.to_string_lossy().to_string()),
            ("LATIH_CACHE", cache.to_string_lossy().to_string()),
            ("LATIH_NOW", NOW.to_string()),
        ]
    };
    let _ = first_frame(&args, &env_for(&empty), " to review");
    // The day's counts show the file was read: 200 reviews (the daily limit, which leaves
    // no room for new questions), or 20 new questions on the empty file.
    for (name, path, counts) in [
        (
            "100,000 reviews",
            &full,
            "0 new · 0 learning · 200 to review",
        ),
        (
            "empty file     ",
            &empty,
            "20 new · 0 learning · 0 to review",
        ),
    ] {
        let env = env_for(path);
        let frames: Vec<Duration> = (0..21).map(|_| first_frame(&args, &env, counts)).collect();
        println!(
            "latih review, first question, {name}: median {} (21 runs)",
            ms_range(&frames)
        );
    }
}
