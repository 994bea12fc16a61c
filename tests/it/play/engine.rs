//! The playground edge store on a real SQLite database: the plans and costs the lessons talk
//! about (a followers list that scans the whole table until the reverse index exists, OFFSET
//! paying for every row it skips while a cursor does not), the primary key refusing a
//! repeated follow, stale counters and their repair, hops, and the learner's SQL kept away
//! from other files, stopped when it runs away, and never leaving half a change behind.

use latih::core::play::report::{Note, Report};
use latih::playground::{PlayError, Playground};

fn run(p: &mut Playground, line: &str) -> Report {
    p.run_line(line, &mut |_, _| {})
}

/// A small graph, the same every time.
fn graph() -> Playground {
    let mut p = crate::common::play::in_memory();
    let r = run(
        &mut p,
        "gen users=5000 avg=20 celebrities=2 max=3000 seed=11",
    );
    assert!(
        matches!(r.notes[0], Note::Generated { edges, .. } if edges > 50_000),
        "{r:?}"
    );
    p
}

fn count(p: &mut Playground, sql: &str) -> i64 {
    let r = run(p, &format!("sql {sql}"));
    r.rows[0][0].parse().expect("a number")
}

#[test]
fn followers_scan_the_table_until_the_reverse_index_exists() {
    let mut p = graph();
    // An ordinary account: its few followers are spread over the whole table.
    let without = run(&mut p, "followers 4000 limit=20");
    let q = &without.queries[0];
    assert_eq!(q.plan, vec!["SCAN follows".to_string()]);
    let edges = count(&mut p, "SELECT count(*) FROM follows") as u64;
    assert!(
        q.fullscan_steps + 1 >= edges,
        "every row of the table: {q:?}"
    );
    let made = run(&mut p, "index reverse on");
    assert_eq!(
        made.notes[0],
        Note::ReverseIndex {
            on: true,
            changed: true
        }
    );
    assert!(made.queries[1].plan[0].starts_with("SEARCH follows USING COVERING INDEX"));
    let with = run(&mut p, "followers 4000 limit=20");
    let q2 = &with.queries[0];
    assert!(
        q2.plan[0].contains("USING COVERING INDEX follows_by_followee"),
        "{q2:?}"
    );
    assert_eq!(q2.fullscan_steps, 0);
    assert!(
        q2.vm_steps * 10 < q.vm_steps,
        "{} vs {}",
        q2.vm_steps,
        q.vm_steps
    );
    assert_eq!(without.rows, with.rows, "the same answer, at another cost");
    let dropped = run(&mut p, "index reverse off");
    assert_eq!(
        dropped.notes[0],
        Note::ReverseIndex {
            on: false,
            changed: true
        }
    );
    assert_eq!(
        run(&mut p, "followers 1").queries[0].plan,
        vec!["SCAN follows"]
    );
}

#[test]
fn offset_pays_for_every_row_it_skips_and_a_cursor_does_not() {
    let mut p = graph();
    run(&mut p, "index reverse on");
    // Walk to page 50 by cursor, then ask for the same page by OFFSET.
    let mut after = None;
    for _ in 0..50 {
        let line = match after {
            Some(a) => format!("followers 1 limit=20 after={a}"),
            None => "followers 1 limit=20".to_string(),
        };
        let r = run(&mut p, &line);
        after = r.notes.iter().find_map(|n| match n {
            Note::NextCursor(c) => Some(*c),
            _ => None,
        });
    }
    let cursor = run(
        &mut p,
        &format!("followers 1 limit=20 after={}", after.expect("cursor")),
    );
    let offset = run(&mut p, "followers 1 limit=20 offset=1000");
    assert_eq!(cursor.rows, offset.rows, "page 51 both ways, row for row");
    let (c, o) = (&cursor.queries[0], &offset.queries[0]);
    assert!(
        o.vm_steps > 20 * c.vm_steps,
        "OFFSET {} vs cursor {}",
        o.vm_steps,
        c.vm_steps
    );
    let deeper = run(&mut p, "followers 1 limit=20 offset=2000");
    assert!(
        deeper.queries[0].vm_steps > o.vm_steps * 3 / 2,
        "grows with the offset"
    );
}

#[test]
fn the_primary_key_refuses_a_repeated_follow_and_ids_are_checked() {
    let mut p = crate::common::play::in_memory();
    assert_eq!(
        run(&mut p, "follow 1 2").notes,
        vec![Note::NoUsers, Note::Usage("follow")],
        "a refused command ends with its usage"
    );
    run(&mut p, "gen users=100 avg=0 celebrities=0 max=1 seed=1");
    assert_eq!(count(&mut p, "SELECT count(*) FROM follows"), 0);
    assert_eq!(
        run(&mut p, "follow 1 2").notes[0],
        Note::Followed { a: 1, b: 2 }
    );
    assert_eq!(
        run(&mut p, "follow 1 2").notes[0],
        Note::AlreadyFollows { a: 1, b: 2 }
    );
    assert_eq!(count(&mut p, "SELECT count(*) FROM follows"), 1);
    assert_eq!(run(&mut p, "follow 3 3").notes[0], Note::SelfFollow);
    assert_eq!(
        run(&mut p, "follow 1 101").notes,
        vec![
            Note::NoSuchUser {
                id: 101,
                users: 100
            },
            Note::Usage("follow")
        ]
    );
    assert_eq!(
        run(&mut p, "unfollow 1 2").notes[0],
        Note::Unfollowed { a: 1, b: 2 }
    );
    assert_eq!(
        run(&mut p, "unfollow 1 2").notes[0],
        Note::NotFollowing { a: 1, b: 2 }
    );
    assert!(matches!(run(&mut p, "folow 1 2").notes[0], Note::Parse(_)));
}

#[test]
fn counters_lag_behind_and_repair_says_how_far() {
    let mut p = crate::common::play::in_memory();
    run(&mut p, "gen users=100 avg=0 celebrities=0 max=1 seed=1");
    run(&mut p, "counters lag=2");
    run(&mut p, "follow 1 50");
    run(&mut p, "follow 2 50");
    let stale = run(&mut p, "count 50");
    assert!(
        matches!(
            stale.notes[0],
            Note::Count {
                exact: 2,
                counter: 0,
                pending: 2,
                ..
            }
        ),
        "{:?}",
        stale.notes
    );
    assert_eq!(
        stale.queries[0].plan,
        vec!["SCAN follows"],
        "COUNT(*) without the index"
    );
    run(&mut p, "count 50");
    let fresh = run(&mut p, "count 50");
    assert!(matches!(
        fresh.notes[0],
        Note::Count {
            exact: 2,
            counter: 2,
            pending: 0,
            ..
        }
    ));
    // A counter knocked off by hand is found and fixed.
    run(
        &mut p,
        "sql UPDATE follower_counts SET followers = followers + 7 WHERE user_id = 50",
    );
    let repaired = run(&mut p, "repair counters");
    assert!(
        repaired
            .notes
            .contains(&Note::Repaired { users: 1, drift: 7 }),
        "{:?}",
        repaired.notes
    );
    assert!(matches!(
        run(&mut p, "count 50").notes[0],
        Note::Count { counter: 2, .. }
    ));
}

#[test]
fn mutual_follows_and_hops_with_the_edges_they_examine() {
    let mut p = crate::common::play::in_memory();
    run(&mut p, "gen users=20 avg=0 celebrities=0 max=1 seed=1");
    for (a, b) in [
        (1, 5),
        (1, 6),
        (1, 7),
        (1, 10),
        (2, 6),
        (2, 7),
        (2, 8),
        (5, 9),
        (5, 1),
        (6, 10),
        (7, 9),
        (9, 11),
    ] {
        run(&mut p, &format!("follow {a} {b}"));
    }
    let m = run(&mut p, "mutual 1 2");
    assert_eq!(m.rows, vec![vec!["6".to_string()], vec!["7".to_string()]]);
    assert!(m.notes.contains(&Note::Mutual { count: 2 }));
    // Two hops reach 9 (twice), 1 itself and 10, which 1 already follows: one suggestion,
    // by two paths, from four edges examined.
    let two = run(&mut p, "fof 1");
    assert_eq!(two.rows, vec![vec!["9".to_string(), "2".to_string()]]);
    assert!(
        two.notes.contains(&Note::Fof {
            user: 1,
            found: 1,
            edges: 4,
            hops: 2,
            capped: false
        }),
        "{:?}",
        two.notes
    );
    // The estimate: the four two-hop edges, each leading on to 12 / 20 edges on average.
    assert_eq!(
        run(&mut p, "fof 1 hops=3").notes[0],
        Note::TooManyHops { estimate: 2 }
    );
    // Three hops: 1→5→9→11, 1→7→9→11 and 1→5→1→{5, 6, 7, 10}: six edges, and only 11 is
    // new to account 1.
    let three = run(&mut p, "fof 1 hops=3 limit=10");
    assert_eq!(three.rows, vec![vec!["11".to_string(), "2".to_string()]]);
    assert!(
        three.notes.contains(&Note::Fof {
            user: 1,
            found: 1,
            edges: 6,
            hops: 3,
            capped: false
        }),
        "{:?}",
        three.notes
    );
}

/// The refusal of three hops quotes what the walk would examine; on a generated graph the
/// walk, run with a limit above it, examines about that many edges.
#[test]
fn the_three_hop_estimate_is_close_to_the_walk() {
    let mut p = crate::common::play::in_memory();
    run(&mut p, "gen users=3000 avg=8 celebrities=1 max=300 seed=5");
    for user in [10, 500, 2999] {
        let Note::TooManyHops { estimate } = run(&mut p, &format!("fof {user} hops=3")).notes[0]
        else {
            panic!("three hops without a limit are refused");
        };
        let walk = run(&mut p, &format!("fof {user} hops=3 limit=10000"));
        let edges = walk
            .notes
            .iter()
            .find_map(|n| match n {
                Note::Fof { edges, capped, .. } => Some((*edges, *capped)),
                _ => None,
            })
            .expect("a walk");
        assert!(!edges.1, "the limit is above the walk");
        let ratio = edges.0 as f64 / estimate as f64;
        assert!(
            (0.75..=1.33).contains(&ratio),
            "account {user}: estimated {estimate}, examined {}",
            edges.0
        );
        // Suggestions are distinct, never the account itself nor whom it follows.
        let ids: Vec<&String> = walk.rows.iter().map(|r| &r[0]).collect();
        let mut unique = ids.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), ids.len());
        assert!(!ids.contains(&&user.to_string()));
    }
}

#[test]
fn learner_sql_is_fenced_in() {
    let mut p = graph();
    // The learner's real deadline: runaway statements below are stopped by it.
    p.set_limits(latih::playground::Limits::default());
    let edges = count(&mut p, "SELECT count(*) FROM follows");
    let attach = run(&mut p, "sql ATTACH DATABASE '/tmp/latih-attach.db' AS x");
    assert!(attach.notes.contains(&Note::Refused {
        what: "ATTACH".into()
    }));
    assert!(!std::path::Path::new("/tmp/latih-attach.db").exists());
    let ext = run(&mut p, "sql SELECT load_extension('x')");
    assert!(ext.failed(), "{:?}", ext.notes);
    let started = std::time::Instant::now();
    let runaway = run(
        &mut p,
        "sql WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c",
    );
    assert!(
        matches!(runaway.notes[0], Note::Interrupted { .. }),
        "{:?}",
        runaway.notes
    );
    assert!(started.elapsed().as_secs() < 5);
    // A write that fails half way leaves nothing behind.
    let half = run(
        &mut p,
        "sql INSERT INTO follows SELECT follower_id + 1, followee_id, 0 FROM follows",
    );
    assert!(half.failed(), "duplicate keys: {:?}", half.notes);
    assert_eq!(count(&mut p, "SELECT count(*) FROM follows"), edges);
    // And a runaway write is rolled back too.
    let slow = run(
        &mut p,
        "sql INSERT INTO follower_counts WITH RECURSIVE c(x) AS (SELECT 100000 UNION ALL SELECT x + 1 FROM c) SELECT x, 0 FROM c",
    );
    assert!(
        matches!(slow.notes[0], Note::Interrupted { .. }),
        "{:?}",
        slow.notes
    );
    assert_eq!(
        count(
            &mut p,
            "SELECT count(*) FROM follower_counts WHERE user_id >= 100000"
        ),
        0
    );
    assert_eq!(
        run(&mut p, "sql BEGIN").notes[0],
        Note::Refused {
            what: "BEGIN / COMMIT / SAVEPOINT".into()
        }
    );
    assert_eq!(
        run(&mut p, "sql SELECT 1; SELECT 2").notes[0],
        Note::OneStatement
    );
    assert!(matches!(
        run(&mut p, "sql SELEC 1").notes[0],
        Note::SqlError { .. }
    ));
    // The playground's tables are its own: a schema change names the statement, and a
    // statement refused is never followed by the usage line (it was written as `sql` wants).
    for statement in [
        "DROP TABLE follows",
        "CREATE INDEX x ON follows(created_at)",
        "ALTER TABLE follows ADD COLUMN y",
    ] {
        let r = run(&mut p, &format!("sql {statement}"));
        assert_eq!(
            r.notes[0],
            Note::SchemaFixed {
                statement: statement.into()
            }
        );
        assert!(
            !r.notes.iter().any(|n| matches!(n, Note::Usage(_))),
            "{:?}",
            r.notes
        );
    }
    assert_eq!(count(&mut p, "SELECT count(*) FROM follows"), edges);
    let bad = run(&mut p, "sql SELEC 1");
    assert!(
        !bad.notes.iter().any(|n| matches!(n, Note::Usage(_))),
        "{:?}",
        bad.notes
    );
}

#[test]
fn the_same_seed_gives_the_same_graph_with_a_skew() {
    let fingerprint = |seed: u64| {
        let mut p = crate::common::play::in_memory();
        run(
            &mut p,
            &format!("gen users=3000 avg=15 celebrities=3 max=1500 seed={seed}"),
        );
        let r = run(
            &mut p,
            "sql SELECT count(*), sum(follower_id * 31 + followee_id) FROM follows",
        );
        let top = run(
            &mut p,
            "sql SELECT followee_id, count(*) AS n FROM follows GROUP BY followee_id ORDER BY n DESC LIMIT 5",
        );
        (r.rows[0].clone(), top.rows)
    };
    let (a, top) = fingerprint(5);
    assert_eq!(fingerprint(5).0, a);
    assert_ne!(fingerprint(6).0, a);
    // The celebrities lead, the first with about `max` followers, the next about half.
    let n = |i: usize| top[i][1].parse::<f64>().expect("count");
    assert_eq!(top[0][0], "1");
    assert!((n(0) - 1500.0).abs() < 150.0, "{top:?}");
    assert!((n(1) - 750.0).abs() < 120.0, "{top:?}");
}

#[test]
fn a_database_file_is_kept_and_never_someone_elses() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = dir.path().join("play.sqlite3");
    {
        let mut p = crate::common::play::open(&db);
        run(&mut p, "gen users=100 avg=5 seed=2");
        run(&mut p, "index reverse on");
    }
    let mut again = crate::common::play::open(&db);
    assert!(count(&mut again, "SELECT count(*) FROM follows") > 100);
    assert!(
        again
            .schema_lines()
            .iter()
            .any(|l| l.contains("follows_by_followee"))
    );
    // The progress file is refused, whatever it holds.
    let progress = dir.path().join("progress.sqlite3");
    std::fs::write(&progress, b"").expect("write");
    assert!(matches!(
        Playground::open(&progress, Some(&progress)),
        Err(PlayError::ProgressFile { .. })
    ));
    // Another program's database is refused and left as it was.
    let other = dir.path().join("other.sqlite3");
    {
        let c = rusqlite::Connection::open(&other).expect("other");
        c.execute_batch("CREATE TABLE t (x); INSERT INTO t VALUES (1);")
            .expect("fill");
    }
    let before = std::fs::read(&other).expect("read");
    assert!(matches!(
        Playground::open(&other, None),
        Err(PlayError::NotPlayground { .. })
    ));
    assert_eq!(std::fs::read(&other).expect("read"), before);
}

#[test]
fn stats_give_sizes_in_bytes_and_reset_empties() {
    let mut p = graph();
    run(&mut p, "index reverse on");
    let r = run(&mut p, "stats");
    let Note::Stats(sizes) = &r.notes[0] else {
        panic!("{r:?}");
    };
    let index = sizes
        .iter()
        .find(|s| s.name == "follows_by_followee")
        .expect("index");
    assert_eq!(index.kind, "index");
    assert!(index.bytes > 100_000, "{index:?}");
    assert_eq!(run(&mut p, "reset").notes, vec![Note::Reset]);
    assert_eq!(count(&mut p, "SELECT count(*) FROM follows"), 0);
    assert!(
        !p.schema_lines()
            .iter()
            .any(|l| l.contains("follows_by_followee"))
    );
}

/// A gen stopped half-way (Esc in the TUI, Ctrl-C in line mode) leaves the graph that was
/// there before it, and says it was stopped.
#[test]
fn a_cancelled_gen_leaves_the_database_as_it_was() {
    let mut p = crate::common::play::in_memory();
    run(&mut p, "gen users=500 avg=4 seed=1");
    let before = p.condition().expect("condition");
    let cancel = p.canceller();
    let mut seen = 0;
    let r = p.run_line("gen users=50000 avg=10 seed=2", &mut |done, all| {
        seen += 1;
        if done * 4 >= all {
            cancel.cancel();
        }
    });
    assert!(r.notes.contains(&Note::Cancelled), "{:?}", r.notes);
    assert!(r.failed());
    assert!(
        seen < 50,
        "stopped soon after it was asked: {seen} progress calls"
    );
    assert_eq!(p.condition().expect("condition"), before);
    // The next command is not stopped by the earlier request.
    let r = run(&mut p, "followers 3");
    assert!(!r.failed(), "{:?}", r.notes);
}
