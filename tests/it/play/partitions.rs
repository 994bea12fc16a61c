//! The partitioned store (playground, part 2) on real SQLite databases: lists paged by
//! cursor across partitions return exactly the rows of the one store, a list by its own key
//! touches one partition and the other direction all of them, a celebrity makes one
//! partition hot until buckets spread it, the reverse table drifts under a fault and is
//! repaired by reconcile, the outbox and change capture are relayed at least once and
//! idempotently, the global index is written in two partitions and read with or without
//! going back to the table, a stopped partition leaves the store as it was, and a `--db`
//! file opens again with its partitions.

use latih::core::play::report::{ChartKind, Note, Report, Step};
use latih::playground::Playground;
use rstest::rstest;

fn run(p: &mut Playground, line: &str) -> Report {
    let r = p.run_line(line, &mut |_, _| {});
    assert!(!r.failed(), "{line}: {:?}", r.notes);
    r
}

fn ids(r: &Report) -> Vec<i64> {
    r.rows
        .iter()
        .map(|row| row[0].parse().expect("an id"))
        .collect()
}

fn next(r: &Report) -> Option<i64> {
    r.notes.iter().find_map(|n| match n {
        Note::NextCursor(c) => Some(*c),
        _ => None,
    })
}

/// Every page of a list, by cursor, until its end.
fn whole_list(p: &mut Playground, command: &str) -> Vec<i64> {
    let mut out = Vec::new();
    let mut line = format!("{command} limit=20");
    loop {
        let r = run(p, &line);
        out.extend(ids(&r));
        match next(&r) {
            Some(c) => line = format!("{command} limit=20 after={c}"),
            None => return out,
        }
    }
}

fn graph() -> Playground {
    let mut p = crate::common::play::in_memory();
    run(
        &mut p,
        "gen users=6000 avg=12 celebrities=2 max=3000 seed=5",
    );
    p
}

/// The same lists, page after page, as the one store gives them: whatever the number of
/// partitions, the key, the table read. A bucketed account's list comes bucket by bucket:
/// every follower exactly once, each bucket in id order.
#[rstest]
#[case::one_partition("partition 1 by follower", &[], false)]
#[case::eight_by_follower("partition 8 by follower", &[], false)]
#[case::sixty_four_by_follower("partition 64 by follower", &[], false)]
#[case::by_followee("partition 8 by followee", &["index reverse on"], false)]
#[case::by_followee_with_buckets(
    "partition 8 by followee",
    &["buckets 4 for accounts over 1000 followers"],
    true
)]
#[case::reverse_table("partition 16 by follower", &["reverse table on"], false)]
#[case::reverse_table_with_buckets(
    "partition 16 by follower",
    &["reverse table on", "buckets 16 for accounts over 1000 followers"],
    true
)]
#[case::keys_only_index("partition 8 by follower", &["gsi on followee"], false)]
#[case::covering_index("partition 8 by follower", &["gsi on followee covering"], false)]
fn cursor_pages_across_partitions_match_the_one_store(
    #[case] layout: &str,
    #[case] then: &[&str],
    #[case] bucketed: bool,
) {
    let mut p = graph();
    let lists = [
        "followers 1",
        "followers 2",
        "followers 777",
        "following 42",
    ];
    let before: Vec<Vec<i64>> = lists.iter().map(|l| whole_list(&mut p, l)).collect();
    assert!(
        before[0].len() > 1000,
        "a celebrity's list spans many pages"
    );
    run(&mut p, layout);
    for line in then {
        run(&mut p, line);
    }
    for (l, want) in lists.iter().zip(&before) {
        let mut got = whole_list(&mut p, l);
        if bucketed && want.len() > 1000 {
            assert!(&got != want, "bucket by bucket, not one id order");
            got.sort_unstable();
        }
        assert!(
            &got == want,
            "{layout} {then:?}: {l}: {} rows, {} wanted",
            got.len(),
            want.len()
        );
    }
    if bucketed {
        // One partition per page, two where a page crosses into the next bucket.
        let page = run(&mut p, "followers 1 limit=20");
        assert_eq!(page.spreads[0].parts.len(), 1);
        // OFFSET by buckets: the same rows as the cursor walk, whole buckets skipped by
        // their counts.
        let walked = whole_list(&mut p, "followers 1");
        let deep = run(&mut p, "followers 1 limit=20 offset=1500");
        assert!(ids(&deep) == walked[1500..1520]);
        return;
    }
    // OFFSET across partitions: every partition gives the skipped rows too, and the merge
    // skips them; the page is the same.
    let deep = run(&mut p, "followers 1 limit=20 offset=500");
    assert_eq!(ids(&deep), before[0][500..520].to_vec());
}

/// Split by follower, a following list is one partition's; a followers list asks them all,
/// at once, and the report says which and how long the slowest took.
#[rstest]
#[case(1)]
#[case(8)]
#[case(64)]
fn the_key_decides_how_many_partitions_a_list_touches(#[case] n: u32) {
    let mut p = graph();
    run(&mut p, &format!("partition {n} by follower"));
    let own = run(&mut p, "following 42");
    assert_eq!(own.spreads.len(), 1);
    assert_eq!(own.spreads[0].parts.len(), 1);
    assert_eq!(own.spreads[0].of, n);
    let other = run(&mut p, "followers 42");
    let s = &other.spreads[0];
    assert_eq!(
        s.parts.len() as u32,
        n,
        "a scatter-gather over every partition"
    );
    let slowest = s.slowest().expect("a slowest partition");
    assert!(
        s.wall_micros >= slowest.micros,
        "no faster than its slowest part"
    );
    assert_eq!(other.queries[0].partition, Some(slowest.partition));
}

/// Split by followee, the celebrity's followers fill one partition; buckets spread them,
/// reading the celebrity then asks K partitions, and a follow still writes one row.
#[test]
fn a_celebrity_makes_one_partition_hot_until_buckets_spread_it() {
    let mut p = crate::common::play::in_memory();
    run(
        &mut p,
        "gen users=20000 avg=4 celebrities=1 max=15000 seed=3",
    );
    run(&mut p, "partition 8 by followee");
    let share = |r: &Report| {
        r.notes
            .iter()
            .find_map(|n| match n {
                Note::Hottest {
                    kind: ChartKind::Rows,
                    permille,
                    ..
                } => Some(*permille),
                _ => None,
            })
            .expect("a hottest share")
    };
    let hot = share(&run(&mut p, "hotspot"));
    assert!(hot > 250, "one partition holds over a quarter: {hot}‰");
    assert_eq!(run(&mut p, "followers 1").spreads[0].parts.len(), 1);
    let spread = run(&mut p, "buckets 8 for accounts over 5000 followers");
    assert!(spread.notes.iter().any(|n| matches!(
        n,
        Note::Bucketed {
            accounts: 1,
            k: 8,
            ..
        }
    )));
    let flat = share(&run(&mut p, "hotspot"));
    assert!(flat < 170, "the chart flattens: {hot}‰ → {flat}‰");
    // A page still asks one partition (bucket by bucket); what needs every bucket costs
    // every partition: the exact count, and the whole list.
    assert_eq!(run(&mut p, "followers 1").spreads[0].parts.len(), 1);
    assert_eq!(
        run(&mut p, "count 1").spreads[0].parts.len(),
        8,
        "reads cost more"
    );
    // 19999 may follow the celebrity already (three in four accounts do): unfollow first.
    run(&mut p, "unfollow 19999 1");
    let write = run(&mut p, "follow 19999 1");
    assert!(write.notes.contains(&Note::Followed { a: 19999, b: 1 }));
    assert_eq!(write.spreads[0].parts.len(), 1, "a follow stays one row");
    // And back.
    run(&mut p, "buckets off");
    assert_eq!(run(&mut p, "followers 1").spreads[0].parts.len(), 1);
}

/// A workload with the generator's skew: the same seed, the same load; split by followee
/// the celebrity's partition takes the most reads.
#[test]
fn a_workload_reports_load_per_partition() {
    let mut p = crate::common::play::in_memory();
    run(
        &mut p,
        "gen users=20000 avg=4 celebrities=1 max=15000 seed=3",
    );
    run(&mut p, "partition 8 by followee");
    let w = run(&mut p, "workload ops=3000 reads=90 seed=9");
    let reads: Vec<u64> = w
        .charts
        .iter()
        .find(|c| c.kind == ChartKind::Reads)
        .expect("reads")
        .values
        .clone();
    assert_eq!(reads.len(), 8);
    let hottest = w.charts[0].hottest().expect("a hottest partition");
    assert!(
        hottest.1 > 200,
        "the celebrity's partition is hot: {hottest:?}"
    );
    assert!(matches!(w.notes[0], Note::Workload { ops: 3000, .. }));
    let hotspot = run(&mut p, "hotspot");
    assert!(
        hotspot
            .charts
            .iter()
            .any(|c| c.kind == ChartKind::Reads && c.values == reads)
    );
}

/// Dual write: a fault between the two writes leaves the tables disagreeing; reconcile
/// finds the row on its partition and repairs it, with the counters.
#[test]
fn a_fault_between_two_writes_is_found_and_repaired_by_reconcile() {
    let mut p = graph();
    run(&mut p, "partition 8 by follower");
    run(&mut p, "reverse table on");
    run(&mut p, "sync dual-write");
    let both = run(&mut p, "follow 10 20");
    let steps: Vec<Step> = both.spreads.iter().map(|s| s.step).collect();
    assert_eq!(steps, vec![Step::Write, Step::ReverseWrite]);
    run(&mut p, "fault after-first-write");
    let half = run(&mut p, "follow 11 20");
    assert!(half.notes.contains(&Note::FaultHit { a: 11, b: 20 }));
    let table = whole_list(&mut p, "followers 20 via=table");
    let reverse = whole_list(&mut p, "followers 20 via=reverse");
    assert!(
        table.contains(&11) && !reverse.contains(&11),
        "the tables disagree"
    );
    run(&mut p, "counters lag=100");
    run(&mut p, "follow 12 20");
    let fixed = run(&mut p, "reconcile");
    assert!(
        fixed.notes.contains(&Note::Reconciled {
            missing: 1,
            extra: 0,
            counters: 1
        }),
        "{:?}",
        fixed.notes
    );
    assert_eq!(fixed.rows.len(), 1, "one partition had the missing row");
    assert_eq!(
        whole_list(&mut p, "followers 20 via=reverse"),
        whole_list(&mut p, "followers 20 via=table")
    );
    let again = run(&mut p, "reconcile");
    assert!(again.notes.contains(&Note::Reconciled {
        missing: 0,
        extra: 0,
        counters: 0
    }));
}

/// Outbox and change capture: the reverse table waits for the relay (held back by its
/// lag), gets every change at least once, and a replay changes nothing.
#[rstest]
#[case::outbox("sync outbox")]
#[case::change_capture("sync cdc")]
fn the_relay_delivers_at_least_once_and_idempotently(#[case] mode: &str) {
    let mut p = graph();
    run(&mut p, "partition 4 by follower");
    run(&mut p, "reverse table on");
    run(&mut p, mode);
    run(&mut p, "relay lag=2");
    let w = run(&mut p, "follow 30 40");
    assert!(
        w.notes.contains(&Note::Waiting { waiting: 1 }),
        "{:?}",
        w.notes
    );
    assert!(
        !whole_list(&mut p, "followers 40 via=reverse").contains(&30),
        "not yet"
    );
    // Two commands later the relay has delivered it.
    run(&mut p, "count 40");
    assert!(whole_list(&mut p, "followers 40 via=reverse").contains(&30));
    // A relay stopped between applying and marking delivers again: no harm done.
    run(&mut p, "relay lag=0");
    // 31 follows 40 (if not already), and the relay delivers it at once.
    p.run_line("follow 31 40", &mut |_, _| {});
    run(&mut p, "fault after-first-write");
    let r = run(&mut p, "unfollow 31 40");
    assert!(r.notes.contains(&Note::Unfollowed { a: 31, b: 40 }));
    assert!(r.notes.contains(&Note::FaultRelay), "{:?}", r.notes);
    let again = run(&mut p, "relay");
    assert!(
        again.notes.iter().any(|n| matches!(
            n,
            Note::Relayed {
                applied: 1,
                changed: 0,
                waiting: 0
            }
        )),
        "delivered again, changing nothing: {:?}",
        again.notes
    );
    let replay = run(&mut p, "relay replay");
    assert!(
        replay
            .notes
            .iter()
            .any(|n| matches!(n, Note::Replayed { changed: 0, .. })),
        "{:?}",
        replay.notes
    );
    assert_eq!(
        whole_list(&mut p, "followers 40 via=reverse"),
        whole_list(&mut p, "followers 40 via=table")
    );
}

/// The global index: a follow writes the table's partition and the index's as a two-phase
/// commit; a lookup asks one index partition, and without covering goes back to the table.
#[test]
fn a_global_index_writes_two_partitions_and_reads_one() {
    let mut p = graph();
    run(&mut p, "partition 8 by follower");
    let refused = p.run_line("partition 8 by followee", &mut |_, _| {});
    assert!(!refused.failed());
    let gsi = p.run_line("gsi on followee", &mut |_, _| {});
    assert!(gsi.notes.contains(&Note::GsiNeedsFollower) && gsi.failed());
    run(&mut p, "partition 8 by follower");
    run(&mut p, "gsi on followee");
    let w = run(&mut p, "follow 5000 77");
    let steps: Vec<Step> = w.spreads.iter().map(|s| s.step).collect();
    assert!(
        steps.contains(&Step::Write) && steps.contains(&Step::IndexWrite),
        "{steps:?}"
    );
    assert!(w.notes.iter().any(|n| matches!(n, Note::TwoPhase { .. })));
    let keys = run(&mut p, "followers 77 limit=50");
    let steps: Vec<Step> = keys.spreads.iter().map(|s| s.step).collect();
    assert_eq!(steps, vec![Step::IndexRead, Step::BackToTable]);
    assert_eq!(keys.spreads[0].parts.len(), 1);
    run(&mut p, "gsi on followee covering");
    let covered = run(&mut p, "followers 77 limit=50");
    let steps: Vec<Step> = covered.spreads.iter().map(|s| s.step).collect();
    assert_eq!(steps, vec![Step::IndexRead], "nothing from the table");
    assert_eq!(
        covered.rows, keys.rows,
        "the same rows, created_at included"
    );
    let load = run(&mut p, "load");
    assert!(matches!(load.notes[0], Note::Load { n: 8, total, .. } if total > 0));
}

/// A partitioning stopped half-way leaves the one store as it was; a reset after a
/// partitioned session is a new playground.
#[test]
fn a_stopped_partition_changes_nothing_and_reset_clears_partitions() {
    let mut p = graph();
    let before = p.condition().expect("condition");
    let cancel = p.canceller();
    cancel.cancel();
    // A stop asked for before a command does not reach it...
    run(&mut p, "partition 4 by follower");
    run(&mut p, "unpartition");
    assert_eq!(p.condition().expect("condition"), before);
    // ...one asked for while it runs does: here, from another thread, as the TUI does.
    let done = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let stop = std::sync::Arc::clone(&done);
    let stopper = std::thread::spawn(move || {
        while !stop.load(std::sync::atomic::Ordering::SeqCst) {
            cancel.cancel();
            std::thread::sleep(std::time::Duration::from_micros(300));
        }
    });
    let (mut stopped, mut parted) = (false, false);
    for _ in 0..100 {
        let line = if parted {
            "unpartition"
        } else {
            "partition 16 by followee"
        };
        let r = p.run_line(line, &mut |_, _| {});
        let cancelled = r.notes.contains(&Note::Cancelled);
        if cancelled && !parted {
            stopped = true;
            break;
        }
        if !cancelled {
            parted = !parted;
        }
    }
    done.store(true, std::sync::atomic::Ordering::SeqCst);
    let _ = stopper.join();
    assert!(stopped, "a stop reached a running partition");
    assert_eq!(p.condition().expect("condition"), before);
    let fresh = Playground::in_memory()
        .expect("playground")
        .condition()
        .expect("condition");
    run(&mut p, "partition 4 by follower");
    run(&mut p, "reverse table on");
    run(&mut p, "relay lag=3");
    run(&mut p, "reset");
    assert_eq!(p.condition().expect("condition"), fresh);
}

/// A `--db` file keeps its partitions in files beside it and opens with them.
#[test]
fn a_db_file_opens_again_with_its_partitions() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("edges.db");
    let before = {
        let mut p = crate::common::play::open(&db);
        run(&mut p, "gen users=3000 avg=5 celebrities=1 max=1000 seed=2");
        run(&mut p, "partition 4 by followee");
        run(&mut p, "reverse table on");
        whole_list(&mut p, "followers 1 via=reverse")
    };
    let parts = dir.path().join("edges.db-partitions").join("4-by-followee");
    assert!(parts.join("partition-03.db").exists());
    let mut p = crate::common::play::open(&db);
    let c = p.condition().expect("condition");
    assert_eq!(c.partitions, 4);
    assert_eq!(whole_list(&mut p, "followers 1 via=reverse"), before);
    run(&mut p, "unpartition");
    assert!(
        !parts.join("partition-03.db").exists(),
        "the partition files are gone"
    );
}
