//! The news-feed simulator: the figures lesson 0032 quotes come out of runs with the
//! lesson's parameters (each checked against the sentence that says it, in both languages),
//! strategies see the same workload, and bad settings are refused with their range.

use latih::core::feed::{FeedError, Run, Strategy};
use latih::feedsim::{Look, Output, Simulator};

fn run(sim: &mut Simulator, line: &str) -> Run {
    match sim.run_line(line, &mut |_| {}) {
        Output::Run(r) => *r,
        other => panic!("{line}: {other:?}"),
    }
}

/// The lesson's text as the reader shows it, figure marks filled in, both languages, every
/// run of whitespace one space.
fn lesson(id: &str) -> String {
    let course = latih::content::load_bundled().course;
    let mut body = course.lesson(id).expect("lesson").body.read().into_owned();
    let mut text = String::new();
    for (_, t) in body.texts_mut() {
        for lang in latih::core::lang::Lang::ALL {
            if let Some(r) = t.exact(lang) {
                text.push_str(&r.plain());
                text.push(' ');
            }
        }
    }
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The number a lesson writes between `before` and `after`: digits grouped with `,` or
/// `.`, and `million` / `juta` after them.
fn quoted(text: &str, before: &str, after: &str) -> f64 {
    let at = text
        .find(before)
        .unwrap_or_else(|| panic!("the lesson no longer says “{before}”"))
        + before.len();
    let rest = &text[at..];
    let end = rest
        .find(after)
        .unwrap_or_else(|| panic!("“{after}” after “{before}”"));
    let figure = rest[..end].trim();
    let (digits, factor) = match figure.split_once(' ') {
        Some((d, "million" | "juta")) => (d, 1e6),
        Some(_) => panic!("a figure the test cannot read: “{figure}”"),
        None => (figure, 1.0),
    };
    let n: f64 = digits.replace([',', '.'], "").parse().expect(figure);
    n * factor
}

/// Within `pct` percent of what the lesson says.
fn near(got: f64, want: f64, pct: f64, what: &str) {
    let off = (got - want).abs() / want * 100.0;
    assert!(
        off <= pct,
        "{what}: simulated {got}, the lesson says {want} ({off:.1} % off)"
    );
}

/// Each figure: the sentence around it in Indonesian and English, and the simulated value.
#[test]
fn lesson_0032_figures_come_out_of_the_simulation() {
    let mut sim = Simulator::embedded();
    let base = "users=20000 avg=200 celebrities=0 posts=100 opens=3000 active=100";
    let read = run(&mut sim, &format!("run read {base} duration=2m"));
    let write = run(&mut sim, &format!("run write {base} duration=10m"));
    let cache = run(
        &mut sim,
        "run write users=10000 avg=200 celebrities=0 posts=100 opens=0 cap=800 duration=1h scale=10m",
    );
    let big = run(
        &mut sim,
        "run write users=10000001 avg=0 celebrities=1 max=10m posts=0 opens=0 big-posts=1 duration=1h",
    );
    let bytes = cache
        .projected(cache.figures.memory.id_bytes as f64)
        .expect("scaled");
    let id = lesson("0032");
    let figures: [(f64, [(&str, &str); 2]); 4] = [
        (
            read.figures.lookups_per_second(),
            [
                ("200 × 3.000 ≈ ", " pencarian indeks"),
                ("200 × 3,000 ≈ ", " index lookups"),
            ],
        ),
        (
            write.figures.writes_per_second(),
            [
                ("200 penulisan ke feed (≈", "/detik rata-rata"),
                ("200 feed writes (≈", "/s on average"),
            ],
        ),
        (
            big.figures.max_post_writes as f64,
            [
                ("worker harus melakukan ", " penulisan"),
                ("turns one post into ", " writes"),
            ],
        ),
        (
            bytes / 1e9,
            [
                ("× 10 juta pengguna ≈ ", " GB"),
                ("× 10 million users ≈ ", " GB"),
            ],
        ),
    ];
    for (got, quotes) in figures {
        for (before, after) in quotes {
            near(got, quoted(&id, before, after), 3.0, before);
        }
    }
    // One post from the big account: ten million writes queue on one partition, and the
    // last follower sees it after all of them at 20 µs each (200 s).
    assert_eq!(big.figures.max_post_writes, 10_000_000);
    near(big.figures.visible.max / 1e6, 200.0, 1.0, "the last write");
}

#[test]
fn the_strategies_see_the_same_posts_and_opens() {
    let mut sim = Simulator::embedded();
    let line = "compare users=5000 avg=50 celebrities=2 max=3000 big-posts=30 posts=50 opens=500 duration=2m threshold=1000";
    let Output::Compare(runs) = sim.run_line(line, &mut |_| {}) else {
        panic!("compare")
    };
    let [read, write, hybrid] = &runs[..] else {
        panic!("three runs")
    };
    for r in [write, hybrid] {
        assert_eq!(r.figures.posts, read.figures.posts);
        assert_eq!(r.figures.opens, read.figures.opens);
    }
    // Read writes nothing and looks up every followed account; write looks up only for deep
    // scrolls; the hybrid writes all but the celebrities' posts and looks up only them.
    assert_eq!(read.figures.feed_writes, 0);
    assert!(read.figures.lookups > 10 * write.figures.lookups);
    assert!(hybrid.figures.feed_writes < write.figures.feed_writes);
    assert!(hybrid.figures.lookups < read.figures.lookups / 5);
    assert!(hybrid.figures.posts_not_fanned > 0 && write.figures.posts_not_fanned == 0);
    assert!(hybrid.figures.max_post_writes <= 1000);
    assert!(write.figures.max_post_writes > 1000);
    // The same settings and seed: the same run.
    let again = run(&mut sim, "run write");
    assert_eq!(again.figures.feed_writes, write.figures.feed_writes);
    assert_eq!(again.figures.series, write.figures.series);
}

#[test]
fn feeds_keep_the_newest_cap_ids_newest_first() {
    let mut sim = Simulator::embedded();
    let r = run(
        &mut sim,
        "run write users=200 avg=20 celebrities=0 posts=50 opens=0 cap=30 duration=5m workers=1 partitions=1",
    );
    assert!(
        r.figures.feed_writes > 200 * 30,
        "enough posts to fill every feed"
    );
    for user in [1u64, 50, 200] {
        let Output::Feed { ids, len, .. } = sim.run_line(&format!("feed {user}"), &mut |_| {})
        else {
            panic!("feed")
        };
        assert_eq!(len, 30, "LTRIM keeps the cap");
        assert_eq!(ids.len(), 20, "LRANGE 0 19");
        // One queue partition and one worker: posts reach feeds in the order they were made.
        assert!(ids.windows(2).all(|w| w[0] > w[1]), "{ids:?}");
    }
    assert_eq!(r.figures.memory.entries, 200 * 30);
    assert_eq!(
        r.figures.memory.id_bytes,
        200 * 30 * 16,
        "post id and author id"
    );
}

#[test]
fn skipping_inactive_followers_saves_their_writes_and_memory() {
    let mut sim = Simulator::embedded();
    let all = run(
        &mut sim,
        "run write users=5000 avg=50 celebrities=0 active=67 duration=2m opens=100",
    );
    let skip = run(&mut sim, "run write inactive=30");
    assert_eq!(all.figures.posts, skip.figures.posts);
    let saved = 1.0 - skip.figures.feed_writes as f64 / all.figures.feed_writes as f64;
    assert!(
        (0.28..0.38).contains(&saved),
        "about a third saved: {saved}"
    );
    assert_eq!(
        skip.figures.skipped_inactive + skip.figures.feed_writes,
        all.figures.feed_writes
    );
    assert!(skip.figures.memory.id_bytes < all.figures.memory.id_bytes);
}

#[test]
fn a_big_post_holds_up_the_posts_behind_it_on_its_partition() {
    let mut sim = Simulator::embedded();
    let r = run(
        &mut sim,
        "run write users=200000 avg=10 celebrities=1 max=150000 big-posts=1 posts=20 opens=0 duration=1h partitions=8 workers=8",
    );
    let (_, worst) = r.figures.worst_lag().expect("partitions");
    assert!(worst.max_pending >= 150_000 * 9 / 10);
    // 150,000 writes at 20 µs: three seconds during which that partition's posts wait.
    assert!(
        worst.max_wait > 1e6,
        "head-of-line wait {} µs",
        worst.max_wait
    );
    assert!(r.figures.queue_wait.max > 1e6);
}

#[test]
fn bad_settings_are_refused_with_their_range_and_change_nothing() {
    let mut sim = Simulator::embedded();
    let before = sim.params().clone();
    for (line, key) in [
        ("run users=1", "users"),
        ("run cap=0", "cap"),
        ("run duration=9d", "duration"),
        ("run active=0", "active"),
        ("set partitions=5000", "partitions"),
    ] {
        match sim.run_line(line, &mut |_| {}) {
            Output::Error(FeedError::Range { key: k, .. }) => assert_eq!(k, key, "{line}"),
            other => panic!("{line}: {other:?}"),
        }
    }
    assert!(matches!(
        sim.run_line("run posts=lots", &mut |_| {}),
        Output::Error(FeedError::Bad { .. })
    ));
    assert!(matches!(
        sim.run_line("run colour=blue", &mut |_| {}),
        Output::Error(FeedError::UnknownKey { .. })
    ));
    // A hundred million accounts with fan-out on write: refused with the estimate.
    match sim.run_line("run write users=20m avg=1000", &mut |_| {}) {
        Output::Error(FeedError::Memory { estimate, budget }) => assert!(estimate > budget),
        other => panic!("{other:?}"),
    }
    assert_eq!(sim.params(), &before);
}

#[test]
fn a_stopped_run_keeps_what_it_simulated() {
    let mut sim = Simulator::embedded();
    let cancel = sim.canceller();
    let out = sim.run_line(
        "run write users=5000 avg=50 celebrities=0 duration=1d",
        &mut |p| {
            if let Look::Running(l) = p
                && l.seconds > 0
            {
                cancel.cancel();
            }
        },
    );
    let Output::Run(r) = out else {
        panic!("{out:?}")
    };
    assert!(r.stopped);
    assert!(r.figures.seconds > 0 && r.figures.seconds < 86_400);
    assert!(r.figures.feed_writes > 0, "the writes so far are kept");
    assert_eq!(r.strategy(), Strategy::Write);
    // The next command runs in full.
    let again = run(&mut sim, "run duration=10");
    assert!(!again.stopped);
}
