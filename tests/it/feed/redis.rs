//! The feed cache on a real redis-server (started by the test on a free loopback port): the
//! same scripted workload leaves the same feeds as the embedded store and the embedded
//! store's memory estimate within 5 % of MEMORY USAGE; a database with someone else's keys is
//! refused and left as it was; an address nobody answers is reported at once, one that is not
//! a Redis URL is refused; LRANGE's index rules agree.

use std::time::{Duration, Instant};

use latih::feedsim::store::embedded::Embedded;
use latih::feedsim::store::redis::RedisStore;
use latih::feedsim::store::{FeedStore, Op, StoreError};
use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};

use crate::common::redis_server::{RedisServer, free_port};

/// The server, or `None` to skip where redis-server is not installed. CI must not skip
/// silently: there a missing server is a failure.
fn server() -> Option<RedisServer> {
    let s = RedisServer::start();
    if s.is_none() {
        assert!(
            std::env::var_os("CI").is_none(),
            "redis-server not found: .ci/run installs it with apt"
        );
        eprintln!("feed_redis: redis-server not found, skipped (apt-get install redis-server)");
    }
    s
}

/// Post ids of a workload: uniform in a range, or of every size (log-uniform).
#[derive(Clone, Copy)]
enum Ids {
    Range(u32, u32),
    EverySize,
}

/// A scripted workload: pushes to `users` accounts with post ids drawn from `ids` and a cap
/// from `caps`, and one read of a first page in ten operations.
fn workload(seed: u64, ops: usize, users: u32, caps: &[u32], ids: Ids) -> Vec<Op> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    (0..ops)
        .map(|_| {
            let user = rng.random_range(0..users);
            if rng.random_range(0..10) == 0 {
                return Op::Read { user, count: 20 };
            }
            let cap = caps[user as usize % caps.len()];
            let post = match ids {
                Ids::Range(lo, hi) => rng.random_range(lo..=hi),
                Ids::EverySize => rng.random_range(0..=u32::MAX) >> rng.random_range(0..32),
            };
            Op::Push { user, post, cap }
        })
        .collect()
}

/// Runs `ops` on both stores in batches and checks that every feed and the memory agree.
fn same_on_both(label: &str, redis: &mut RedisStore, ops: &[Op]) {
    let mut embedded = Embedded::new();
    redis.clear().expect("clear");
    for batch in ops.chunks(1_000) {
        embedded.apply(batch).expect("embedded apply");
        redis.apply(batch).expect("redis apply");
    }
    let users = embedded.users().expect("users");
    assert_eq!(redis.users().expect("redis users"), users, "{label}");
    for &u in &users {
        let want = embedded.lrange(u, 0, -1).expect("lrange");
        assert_eq!(
            redis.lrange(u, 0, -1).expect("redis lrange"),
            want,
            "{label}: {u}"
        );
        assert_eq!(
            redis.llen(u).expect("llen"),
            want.len() as u64,
            "{label}: {u}"
        );
    }
    let est = embedded.memory().expect("memory");
    let got = redis.memory().expect("redis memory");
    let off = est.redis_bytes as f64 / got.redis_bytes as f64 - 1.0;
    println!(
        "{label}: {} feeds, {} ids; estimated {} bytes, MEMORY USAGE {} bytes ({:+.2} %)",
        got.keys,
        got.entries,
        est.redis_bytes,
        got.redis_bytes,
        off * 100.0
    );
    assert_eq!((got.keys, got.entries), (est.keys, est.entries), "{label}");
    assert_eq!(got.id_bytes, est.id_bytes, "{label}");
    assert!(got.measured && !est.measured, "{label}");
    assert!(
        off.abs() <= 0.05,
        "{label}: estimate off by {:.2} %",
        off * 100.0
    );
}

#[test]
fn the_same_workload_leaves_the_same_feeds_and_the_estimate_within_5_percent() {
    let Some(s) = server() else { return };
    let mut redis = RedisStore::connect(&s.url(0), false).expect("connect");
    assert_eq!(redis.name(), s.url(0));
    let ids24 = Ids::Range(100_000, 8_000_000);
    let big = Ids::Range(2_200_000_000, u32::MAX);
    // 24-bit ids as a run's post ids are, short feeds of mixed caps.
    let ops = workload(1, 20_000, 500, &[50, 10, 3], ids24);
    same_on_both("500 users, caps 50/10/3", &mut redis, &ops);
    // Every integer size a listpack has: 7-bit to 64-bit.
    let ops = workload(2, 20_000, 500, &[50], Ids::Range(0, 300));
    same_on_both("ids 0-300", &mut redis, &ops);
    let ops = workload(3, 20_000, 500, &[50], big);
    same_on_both("ids above 2^31", &mut redis, &ops);
    let ops = workload(4, 20_000, 200, &[800], Ids::EverySize);
    same_on_both("ids of every size, cap 800", &mut redis, &ops);
    // Feeds of several 8 KB quicklist nodes, trimmed from the oldest.
    let ops = workload(5, 80_000, 12, &[3_000], ids24);
    same_on_both("12 users, cap 3000", &mut redis, &ops);
    let ops = workload(6, 80_000, 12, &[3_000, 1_000], big);
    same_on_both("12 users, caps 3000/1000, ids above 2^31", &mut redis, &ops);
    let ops = workload(7, 80_000, 12, &[3_000], Ids::EverySize);
    same_on_both("12 users, cap 3000, ids of every size", &mut redis, &ops);
    redis.clear().expect("clear");
    assert!(redis.users().expect("users").is_empty());
    assert_eq!(redis.memory().expect("memory").keys, 0);
}

fn dbsize(c: &mut redis::Connection) -> u64 {
    redis::cmd("DBSIZE").query(c).expect("DBSIZE")
}

#[test]
fn a_database_with_someone_elses_keys_is_refused_and_left_alone() {
    let Some(s) = server() else { return };
    let mut c = s.client(0);
    redis::cmd("SET")
        .arg("someone:else")
        .arg("theirs")
        .exec(&mut c)
        .expect("SET");
    match RedisStore::connect(&s.url(0), false) {
        Err(StoreError::NotOurs { url, keys }) => assert_eq!((url, keys), (s.url(0), 1)),
        Err(e) => panic!("expected NotOurs, got {e}"),
        Ok(_) => panic!("expected NotOurs, connected"),
    }
    assert_eq!(dbsize(&mut c), 1, "nothing written on refusal");

    let mut forced = RedisStore::connect(&s.url(0), true).expect("connect with force");
    forced
        .apply(&[Op::Push {
            user: 7,
            post: 1,
            cap: 5,
        }])
        .expect("apply");
    assert_eq!(forced.users().expect("users"), vec![7]);
    forced.clear().expect("clear");
    assert!(forced.users().expect("users").is_empty());
    let theirs: String = redis::cmd("GET")
        .arg("someone:else")
        .query(&mut c)
        .expect("GET");
    assert_eq!(theirs, "theirs");
    // The marker now says the database is latih's too: no force needed again.
    RedisStore::connect(&s.url(0), false).expect("reconnect");
    // An empty database is anyone's.
    RedisStore::connect(&s.url(1), false).expect("empty database");
}

#[test]
fn an_address_nobody_answers_is_unreachable_at_once() {
    let url = format!("redis://127.0.0.1:{}/0", free_port());
    let start = Instant::now();
    let r = RedisStore::connect(&url, false);
    assert!(
        matches!(&r, Err(StoreError::Unreachable { url: u, .. }) if *u == url),
        "{:?}",
        r.err()
    );
    assert!(
        start.elapsed() < Duration::from_secs(2),
        "{:?}",
        start.elapsed()
    );
    for bad in [
        "http://127.0.0.1:6379/0",
        "redis://127.0.0.1:notaport/0",
        "",
    ] {
        let r = RedisStore::connect(bad, false);
        assert!(
            matches!(r, Err(StoreError::BadUrl { .. })),
            "{bad}: {:?}",
            r.err()
        );
    }
}

#[test]
fn lrange_indexes_agree_with_the_embedded_store() {
    let Some(s) = server() else { return };
    let mut redis = RedisStore::connect(&s.url(0), false).expect("connect");
    let mut embedded = Embedded::new();
    let ops: Vec<Op> = (1..=10)
        .map(|post| Op::Push {
            user: 3,
            post,
            cap: 8,
        })
        .collect();
    redis.apply(&ops).expect("apply");
    embedded.apply(&ops).expect("apply");
    let pairs = [
        (0, -1),
        (0, 99),
        (-2, -1),
        (3, 1),
        (-99, 0),
        (7, 9),
        (8, 20),
        (-3, 5),
        (5, -3),
        (0, 0),
        (-1, -1),
        (-8, -8),
        (-9, -9),
    ];
    for (start, stop) in pairs {
        for user in [3, 4] {
            assert_eq!(
                redis.lrange(user, start, stop).expect("redis"),
                embedded.lrange(user, start, stop).expect("embedded"),
                "user {user}, LRANGE {start} {stop}"
            );
        }
    }
    assert_eq!(redis.llen(3).expect("llen"), 8);
    assert_eq!(redis.llen(4).expect("llen"), 0);
}

/// The simulator itself on both stores: the same run leaves the same feeds, the same
/// figures, and the memory Redis measures is what the embedded store estimates.
#[test]
fn a_simulation_on_redis_gives_the_same_feeds_and_figures_as_the_embedded_store() {
    use latih::feedsim::{Output, Simulator};
    let Some(s) = server() else { return };
    let redis = RedisStore::connect(&s.url(1), false).expect("connect");
    let mut on_redis = Simulator::with_store(Box::new(redis));
    let mut embedded = Simulator::embedded();
    let line = "run hybrid threshold=300 users=800 avg=20 celebrities=1 max=500 big-posts=120 posts=40 opens=200 cap=50 duration=45";
    let run = |sim: &mut Simulator| match sim.run_line(line, &mut |_| {}) {
        Output::Run(r) => *r,
        other => panic!("{other:?}"),
    };
    let (a, b) = (run(&mut embedded), run(&mut on_redis));
    assert!(a.figures.feed_writes > 10_000, "{}", a.figures.feed_writes);
    assert_eq!(a.figures.feed_writes, b.figures.feed_writes);
    assert_eq!(a.figures.lookups, b.figures.lookups);
    assert_eq!(a.figures.series, b.figures.series);
    let users = embedded.store().users().expect("users");
    assert_eq!(users, on_redis.store().users().expect("users"));
    for u in users {
        let mine = embedded.store().lrange(u, 0, -1).expect("lrange");
        assert_eq!(
            mine,
            on_redis.store().lrange(u, 0, -1).expect("lrange"),
            "feed {u}"
        );
    }
    let (m, r) = (a.figures.memory, b.figures.memory);
    assert!(r.measured && !m.measured);
    assert_eq!(
        (m.keys, m.entries, m.id_bytes),
        (r.keys, r.entries, r.id_bytes)
    );
    eprintln!(
        "Redis memory: estimated {}, measured {}",
        m.redis_bytes, r.redis_bytes
    );
    let off = (m.redis_bytes as f64 - r.redis_bytes as f64).abs() / r.redis_bytes as f64;
    assert!(
        off < 0.05,
        "estimate {} against {}",
        m.redis_bytes,
        r.redis_bytes
    );
    // reset empties latih's feeds on the server too.
    on_redis.run_line("reset", &mut |_| {});
    assert!(on_redis.store().users().expect("users").is_empty());
}
