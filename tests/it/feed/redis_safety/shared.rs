//! A real redis-server shared with other applications: a memory limit with a policy that
//! evicts, one that refuses writes, a password, and keys that are not UTF-8.

use std::process::Output as Process;

use latih::feedsim::store::redis::{Options, RedisStore};
use latih::feedsim::store::{Consent, FeedStore, StoreError};
use latih::feedsim::{Output, Simulator};

use super::{BIG_RUN, SMALL_RUN, english, run, server};
use crate::common::redis_server::{RedisServer, free_port};

fn config(c: &mut redis::Connection, key: &str, value: &str) {
    redis::cmd("CONFIG")
        .arg("SET")
        .arg(key)
        .arg(value)
        .exec(c)
        .expect("CONFIG SET");
}

fn dbsize(c: &mut redis::Connection) -> u64 {
    redis::cmd("DBSIZE").query(c).expect("DBSIZE")
}

fn feed_keys(c: &mut redis::Connection) -> Vec<Vec<u8>> {
    redis::cmd("KEYS")
        .arg("latih:feed:*")
        .query(c)
        .expect("KEYS")
}

/// `latih feed --lang en ARGS` with `script` as its script file.
fn latih(args: &[&str], script: &str) -> Process {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("script.txt");
    std::fs::write(&path, script).expect("script");
    crate::common::Cmd::new(["feed", "--lang", "en"])
        .args(args)
        .arg(&path)
        .output()
        .expect("latih")
}

fn allowing_eviction() -> Options {
    Options {
        consent: Consent {
            eviction: true,
            ..Consent::default()
        },
        ..Options::default()
    }
}

#[test]
fn a_server_that_may_evict_other_keys_is_refused_unless_allowed() {
    let Some(s) = server() else { return };
    let mut db0 = s.client(0);
    for i in 0..200 {
        redis::cmd("SET")
            .arg(format!("app:key:{i}"))
            .arg(i)
            .exec(&mut db0)
            .expect("SET");
    }
    config(&mut db0, "maxmemory", "3mb");
    config(&mut db0, "maxmemory-policy", "allkeys-lru");
    match RedisStore::connect(&s.url(5), false) {
        Err(StoreError::Evicts { memory, .. }) => {
            assert_eq!(memory.policy.as_deref(), Some("allkeys-lru"));
            assert_eq!(memory.maxmemory, Some(3 * 1024 * 1024));
        }
        other => panic!("expected a refusal, got {:?}", other.err()),
    }
    // The line mode says so in a sentence naming the way to allow it, and writes nothing.
    let out = latih(&["--redis", &s.url(5)], &format!("{BIG_RUN}\n"));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(said.contains("--redis-allow-eviction"), "{said}");
    assert_eq!(dbsize(&mut db0), 200, "db 0 untouched");
    assert_eq!(dbsize(&mut s.client(5)), 0, "nothing written");
    // Allowed: the run goes, Redis evicts latih's feeds, and the figures say they are wrong.
    let store = RedisStore::open(&s.url(5), &allowing_eviction()).expect("allowed");
    let mut sim = Simulator::with_store(Box::new(store));
    match run(&mut sim, BIG_RUN) {
        Output::Wrong { why, out } => {
            assert_eq!(why.id(), "feed-redis-lost-evicted", "{}", english(&why));
            assert!(matches!(*out, Output::Run(_)));
        }
        other => panic!("expected figures marked wrong, got {other:?}"),
    }
    let out = latih(
        &["--redis", &s.url(6), "--redis-allow-eviction"],
        &format!("{BIG_RUN}\n"),
    );
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(!out.status.success(), "figures marked wrong fail a script");
    assert!(said.contains("they are wrong"), "{said}");
    // Only keys with a TTL: other applications' keys all the same.
    config(&mut db0, "maxmemory-policy", "volatile-lru");
    assert!(matches!(
        RedisStore::connect(&s.url(7), false),
        Err(StoreError::Evicts { .. })
    ));
    // No limit, or a policy that evicts nothing: welcome.
    config(&mut db0, "maxmemory-policy", "noeviction");
    RedisStore::connect(&s.url(7), false).expect("noeviction");
    config(&mut db0, "maxmemory", "0");
    config(&mut db0, "maxmemory-policy", "allkeys-lru");
    RedisStore::connect(&s.url(8), false).expect("no maxmemory");
}

/// Fills database `db` with lists under latih's prefix until the server refuses a write.
fn fill_until_full(s: &RedisServer, db: u8) {
    let mut c = s.client(db);
    for batch in 0..10_000 {
        let mut pipe = redis::pipe();
        for i in 0..100 {
            pipe.cmd("RPUSH")
                .arg(format!("latih:feed:{}", batch * 100 + i))
                .arg(&[1_000_000u32; 20][..])
                .ignore();
        }
        if let Err(e) = pipe.exec(&mut c) {
            assert!(e.to_string().contains("OOM"), "{e}");
            return;
        }
    }
    panic!("the server never filled up");
}

#[test]
fn out_of_memory_is_one_sentence_and_leaves_nothing_latih_cannot_clean() {
    let Some(s) = server() else { return };
    let mut c = s.client(5);
    config(&mut c, "maxmemory", "3mb");
    config(&mut c, "maxmemory-policy", "noeviction");
    let store = RedisStore::connect(&s.url(5), false).expect("noeviction is fine");
    let mut sim = Simulator::with_store(Box::new(store));
    match run(&mut sim, BIG_RUN) {
        Output::Store(m) => {
            assert_eq!(m.id(), "feed-redis-oom");
            let said = english(&m);
            assert!(!said.contains('\n') && said.len() < 300, "{said}");
            assert!(said.contains("deleted the feeds"), "{said}");
        }
        other => panic!("expected out of memory, got {other:?}"),
    }
    assert!(feed_keys(&mut c).is_empty(), "the failed run left feeds");
    // Feeds left by someone at full memory, marker and all: latih connects again and
    // reset deletes them.
    fill_until_full(&s, 5);
    let mut store = RedisStore::connect(&s.url(5), false).expect("reconnect when full");
    store.clear().expect("reset when full");
    assert!(feed_keys(&mut c).is_empty());
    // And without the marker (it could not be written, or was evicted): a database of
    // latih's keys alone is latih's.
    fill_until_full(&s, 5);
    redis::cmd("DEL")
        .arg("latih:owner")
        .exec(&mut c)
        .expect("DEL");
    let store = RedisStore::connect(&s.url(5), false).expect("only latih's keys");
    let mut sim = Simulator::with_store(Box::new(store));
    assert!(matches!(run(&mut sim, "reset"), Output::Settings(_)));
    assert!(feed_keys(&mut c).is_empty());
}

#[test]
fn a_password_is_never_printed() {
    let Some(s) = server() else { return };
    config(&mut s.client(0), "requirepass", "s3cretPW");
    let url = format!("redis://:s3cretPW@127.0.0.1:{}/5", s.port);
    let shown = format!("redis://***@127.0.0.1:{}/5", s.port);
    let script = format!("{SMALL_RUN}\ncompare users=300 avg=10 duration=2\nfeed 1\nreset\n");
    let out = latih(&["--redis", &url], &script);
    let all = [out.stdout, out.stderr].concat();
    let all = String::from_utf8_lossy(&all);
    assert!(out.status.success(), "{all}");
    assert!(all.contains(&shown), "{all}");
    assert!(!all.contains("s3cretPW"), "{all}");
    let store = RedisStore::connect(&url, false).expect("connect");
    assert_eq!(store.name(), shown);
    // Refused, unreachable, not a URL: the sentence shows the URL without the password.
    let other = free_port();
    for bad in [
        format!("redis://:wr0ngPW@127.0.0.1:{}/5", s.port),
        format!("redis://user:wr0ngPW@127.0.0.1:{}/5", s.port),
        format!("redis://:wr0ngPW@127.0.0.1:{other}/5"),
        "redis://:wr0ngPW@127.0.0.1:notaport/5".to_string(),
        "redis://:wr0ng/PW@127.0.0.1/5".to_string(),
    ] {
        let out = latih(&["--redis", &bad], "run\n");
        let all = String::from_utf8_lossy(&[out.stdout, out.stderr].concat()).into_owned();
        assert!(!out.status.success(), "{bad}");
        assert!(all.contains("***@"), "{bad}: {all}");
        assert!(!all.contains("wr0ng"), "{bad}: {all}");
        let e = RedisStore::connect(&bad, false).err().expect("refused");
        assert!(!format!("{e} {e:?}").contains("wr0ng"), "{e:?}");
    }
}

#[test]
fn keys_are_bytes_latihs_are_cleaned_and_others_left_alone() {
    let Some(s) = server() else { return };
    let mut c = s.client(5);
    redis::cmd("SET")
        .arg("latih:owner")
        .arg("x")
        .exec(&mut c)
        .expect("SET");
    let ours: &[u8] = b"latih:feed:\xff\xfe";
    let theirs: &[u8] = b"\xff\xfetheirs";
    redis::cmd("RPUSH")
        .arg(ours)
        .arg(1)
        .exec(&mut c)
        .expect("RPUSH");
    redis::cmd("SET")
        .arg("latih:feed:x")
        .arg("a string")
        .exec(&mut c)
        .expect("SET");
    redis::cmd("SET")
        .arg(theirs)
        .arg("theirs")
        .exec(&mut c)
        .expect("SET");
    let store = RedisStore::connect(&s.url(5), false).expect("connect");
    let mut sim = Simulator::with_store(Box::new(store));
    assert!(matches!(run(&mut sim, "reset"), Output::Settings(_)));
    assert!(
        feed_keys(&mut c).is_empty(),
        "latih's keys, UTF-8 or not, are gone"
    );
    let left: Vec<u8> = redis::cmd("GET").arg(theirs).query(&mut c).expect("GET");
    assert_eq!(left, b"theirs");
    // A run and every command with a foreign non-UTF-8 key beside latih's.
    redis::cmd("RPUSH")
        .arg(ours)
        .arg(1)
        .exec(&mut c)
        .expect("RPUSH");
    assert!(matches!(run(&mut sim, SMALL_RUN), Output::Run(_)));
    assert!(!sim.store().users().expect("users").is_empty());
    assert!(matches!(run(&mut sim, "feed 1"), Output::Feed { .. }));
    assert!(matches!(run(&mut sim, "reset"), Output::Settings(_)));
    assert_eq!(dbsize(&mut c), 2, "the marker and their key");
    // A database holding only someone else's non-UTF-8 key is theirs.
    redis::cmd("SET")
        .arg(theirs)
        .arg("theirs")
        .exec(&mut s.client(6))
        .expect("SET");
    assert!(matches!(
        RedisStore::connect(&s.url(6), false),
        Err(StoreError::NotOurs { keys: 1, .. })
    ));
}
