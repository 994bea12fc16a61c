//! Tests of `play`, kept beside it so the module itself stays short.

use super::*;
use rstest::rstest;

#[rstest]
#[case("follow 1 2", Command::Follow { a: 1, b: 2 })]
#[case("FOLLOW 1 2", Command::Follow { a: 1, b: 2 })]
#[case("followers 7", Command::Followers { user: 7, limit: 20, page: Page::First, via: Via::Best })]
#[case(
    "followers 7 limit=50 after=5120",
    Command::Followers { user: 7, limit: 50, page: Page::After(5120), via: Via::Best }
)]
#[case(
    "following 7 offset=200k",
    Command::Following { user: 7, limit: 20, page: Page::Offset(200_000) }
)]
#[case("index reverse off", Command::ReverseIndex(false))]
#[case("counters lag=5", Command::CountersLag(5))]
#[case("repair counters", Command::RepairCounters)]
#[case("fof 3 hops=3 limit=100", Command::Fof { user: 3, hops: 3, limit: Some(100) })]
#[case("sql SELECT count(*) FROM follows", Command::Sql("SELECT count(*) FROM follows".into()))]
#[case("help followers", Command::Help(Some("followers".into())))]
#[case(
    "gen users=1M avg=10 seed=7",
    Command::Gen(Gen { users: 1_000_000, avg: 10, celebrities: 3, max: 250_000, seed: 7 })
)]
#[case("partition 16 by followee", Command::Partition { n: 16, by: PartKey::Followee })]
#[case("unpartition", Command::Unpartition)]
#[case(
    "buckets 16 for accounts over 1M followers",
    Command::Buckets(Some((16, 1_000_000)))
)]
#[case("buckets off", Command::Buckets(None))]
#[case("workload ops=50k reads=80", Command::Workload { ops: 50_000, reads: 80, seed: 1 })]
#[case("reverse table on", Command::ReverseTable(true))]
#[case("sync cdc", Command::Sync(SyncMode::Cdc))]
#[case("relay lag=3", Command::Relay { lag: Some(3), replay: false })]
#[case("relay replay", Command::Relay { lag: None, replay: true })]
#[case("gsi on followee covering", Command::Gsi(Some(true)))]
#[case("gsi off", Command::Gsi(None))]
#[case(
    "followers 7 via=reverse",
    Command::Followers { user: 7, limit: 20, page: Page::First, via: Via::Reverse }
)]
fn commands_read(#[case] line: &str, #[case] want: Command) {
    assert_eq!(parse(line), Ok(want));
}

#[rstest]
#[case("", ParseError::Empty)]
#[case("folow 1 2", ParseError::Unknown { word: "folow".into(), near: Some("follow") })]
#[case("xyzzy", ParseError::Unknown { word: "xyzzy".into(), near: None })]
#[case("follow 1", ParseError::Missing { command: "follow", what: "b" })]
#[case("follow 1 x", ParseError::Bad { command: "follow", what: "b".into(), value: "x".into() })]
#[case("followers 1 after=3 offset=4", ParseError::BothPagings { command: "followers" })]
#[case("followers 1 limit=0", ParseError::Bad { command: "followers", what: "limit".into(), value: "0".into() })]
#[case("follow 1 2 3", ParseError::TooMany { command: "follow", extra: "3".into() })]
#[case("count 1 page=2", ParseError::TooMany { command: "count", extra: "page=2".into() })]
#[case("index reverse maybe", ParseError::Bad { command: "index", what: "on|off".into(), value: "maybe".into() })]
#[case("gen users=1", ParseError::Bad { command: "gen", what: "users".into(), value: "1".into() })]
#[case("sql", ParseError::Missing { command: "sql", what: "statement" })]
#[case("partition 65 by follower", ParseError::Bad { command: "partition", what: "N".into(), value: "65".into() })]
#[case("partition 8 by id", ParseError::Bad { command: "partition", what: "follower|followee".into(), value: "id".into() })]
#[case("buckets 16 for accounts over", ParseError::Missing { command: "buckets", what: "T" })]
#[case("buckets 1 for accounts over 5 followers", ParseError::Bad { command: "buckets", what: "K".into(), value: "1".into() })]
#[case("sync twice", ParseError::Bad { command: "sync", what: "mode".into(), value: "twice".into() })]
#[case("relay replay lag=2", ParseError::TooMany { command: "relay", extra: "replay".into() })]
#[case("gsi on follower", ParseError::Bad { command: "gsi", what: "followee".into(), value: "follower".into() })]
#[case("workload reads=101", ParseError::Bad { command: "workload", what: "reads".into(), value: "101".into() })]
#[case("followers 1 via=cache", ParseError::Bad { command: "followers", what: "via".into(), value: "cache".into() })]
fn mistakes_are_named(#[case] line: &str, #[case] want: ParseError) {
    assert_eq!(parse(line), Err(want));
}

#[test]
fn completion_offers_the_commands_that_fit() {
    assert_eq!(complete("fol"), vec!["follow", "following", "followers"]);
    assert_eq!(complete("fo").len(), 4, "and fof");
    assert_eq!(complete("st"), vec!["stats"]);
    assert_eq!(
        complete("re"),
        vec!["repair", "reverse", "relay", "reconcile", "reset"]
    );
    assert!(complete("follow 1").is_empty());
}
