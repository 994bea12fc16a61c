//! The playground as an attacker or a careless learner meets it: latih killed in the middle
//! of `gen` on a `--db` file, a damaged file, SQL that tries to escape its fences (a huge
//! blob, the schema table, triggers, settings), a trigger planted from outside that would
//! make a built-in command run for ever, and a `gen` far too large.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::Stdio;

use latih::core::play::report::{Note, Report};
use latih::playground::{PlayError, Playground};

fn run(p: &mut Playground, line: &str) -> Report {
    p.run_line(line, &mut |_, _| {})
}

fn play(db: &Path, script: &str) -> (String, String, i32) {
    let ran = crate::common::Cmd::new(["--lang", "en", "play", "--db"])
        .arg(db)
        .env("LATIH_PROGRESS", ":memory:")
        .input(script)
        .run();
    (ran.stdout, ran.stderr, ran.code)
}

fn integrity(db: &Path) -> String {
    rusqlite::Connection::open(db)
        .and_then(|c| c.query_row("PRAGMA integrity_check", [], |r| r.get(0)))
        .expect("integrity_check")
}

#[test]
fn a_kill_during_gen_leaves_a_whole_file_that_opens_again() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = dir.path().join("play.sqlite3");
    let (_, err, code) = play(&db, "gen users=20000 avg=10 seed=1\n");
    assert_eq!(code, 0, "{err}");
    for round in 0..3 {
        let mut child = crate::common::latih()
            .args(["--lang", "en", "play", "--db"])
            .arg(&db)
            .env("LATIH_PROGRESS", ":memory:")
            .into_command()
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("latih");
        let mut stdin = child.stdin.take().expect("stdin");
        stdin
            .write_all(b"gen users=400000 avg=20 seed=3\n")
            .expect("write");
        // The progress lines on standard error say when gen is well under way.
        let mut lines = BufReader::new(child.stderr.take().expect("stderr")).lines();
        let want = ["20%", "40%", "60%"][round];
        let seen = lines
            .by_ref()
            .map_while(Result::ok)
            .any(|l| l.contains(want));
        assert!(seen, "round {round}: no progress on standard error");
        child.kill().expect("SIGKILL");
        let _ = child.wait();
        assert_eq!(integrity(&db), "ok", "round {round}");
        let (out, err, code) = play(&db, "count 1\n");
        assert_eq!(code, 0, "round {round}: {out}{err}");
        assert!(out.contains("count(*)"), "{out}");
    }
    // The graph of the first gen is still there: every killed gen was rolled back whole.
    let edges: i64 = rusqlite::Connection::open(&db)
        .and_then(|c| c.query_row("SELECT count(*) FROM follows", [], |r| r.get(0)))
        .expect("count");
    assert!((150_000..250_000).contains(&edges), "{edges}");
}

#[test]
fn a_damaged_file_is_named_and_left_as_it_is() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = dir.path().join("play.sqlite3");
    {
        let mut p = crate::common::play::open(&db);
        run(&mut p, "gen users=5000 avg=20 seed=2");
    }
    // As a crash would leave it: the clean-close mark unset, pages in the middle scribbled.
    rusqlite::Connection::open(&db)
        .and_then(|c| {
            c.execute_batch("PRAGMA journal_mode = DELETE; UPDATE playground_meta SET value = 1 WHERE key = 'open';")
        })
        .expect("unclean");
    let mut bytes = std::fs::read(&db).expect("read");
    let mid = bytes.len() / 2;
    for b in &mut bytes[mid..mid + 8192] {
        *b = 0x5A;
    }
    std::fs::write(&db, &bytes).expect("scribble");
    let err = Playground::open(&db, None).err();
    assert!(matches!(err, Some(PlayError::Damaged { .. })), "{err:?}");
    assert_eq!(std::fs::read(&db).expect("read"), bytes, "left as it was");
    let (_, err, code) = play(&db, "stats\n");
    assert_eq!(code, 1);
    assert!(
        err.contains("damaged") && err.contains("play.sqlite3"),
        "{err}"
    );
}

fn refused(r: &Report) -> bool {
    r.notes.iter().any(|n| {
        matches!(
            n,
            Note::Refused { .. }
                | Note::SchemaFixed { .. }
                | Note::SqlError { .. }
                | Note::TooBig { .. }
        )
    }) && r.notes.contains(&Note::Unchanged)
}

#[test]
fn learner_sql_cannot_escape_its_limits() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = dir.path().join("play.sqlite3");
    let mut p = crate::common::play::open(&db);
    run(&mut p, "gen users=500 avg=5 seed=2");
    let escapes = [
        // One function call building a gigabyte is refused by SQLite's length limit.
        "sql SELECT length(randomblob(999999999))",
        "sql SELECT length(zeroblob(999999999))",
        "sql SELECT length(printf('%.*c', 999999999, 'x'))",
        "sql PRAGMA writable_schema = 1",
        "sql UPDATE sqlite_master SET sql = 'x' WHERE name = 'follows'",
        "sql CREATE TRIGGER t AFTER INSERT ON follows BEGIN DELETE FROM follows; END",
        "sql PRAGMA journal_mode = OFF",
        "sql PRAGMA synchronous = OFF",
        "sql PRAGMA recursive_triggers = ON",
        "sql PRAGMA hard_heap_limit = 0",
        "sql CREATE VIRTUAL TABLE v USING dbstat",
        "sql VACUUM INTO '/tmp/latih-escape.db'",
        "sql ATTACH '/tmp/latih-escape.db' AS x",
    ];
    for line in escapes {
        let r = run(&mut p, line);
        assert!(refused(&r), "{line}: {r:?}");
    }
    assert!(!Path::new("/tmp/latih-escape.db").exists());
    // Reading the schema is still allowed.
    let r = run(&mut p, "sql PRAGMA table_info(follows)");
    assert_eq!(r.rows.len(), 3, "{r:?}");
    let r = run(&mut p, "sql PRAGMA page_count");
    assert_eq!(r.rows.len(), 1, "{r:?}");
    drop(p);
    assert_eq!(integrity(&db), "ok");
    let mut again = crate::common::play::open(&db);
    let r = run(&mut again, "follow 1 2");
    assert!(
        !r.failed()
            || r.notes
                .iter()
                .any(|n| matches!(n, Note::AlreadyFollows { .. }))
    );
}

#[test]
fn a_trigger_planted_from_outside_cannot_make_a_command_run_for_ever() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = dir.path().join("play.sqlite3");
    {
        let mut p = crate::common::play::open(&db);
        run(&mut p, "gen users=3000 avg=20 seed=2");
    }
    // A trigger written with another client: every follow now starts a walk over the edges
    // cubed, hours of work.
    rusqlite::Connection::open(&db)
        .and_then(|c| {
            c.execute_batch(
                "CREATE TRIGGER slow AFTER INSERT ON follows BEGIN
                   INSERT INTO playground_meta (key, value)
                   SELECT 'x', count(*) FROM follows a, follows b, follows c;
                 END;",
            )
        })
        .expect("plant");
    // The real deadline: this test is about it.
    let mut p = Playground::open(&db, None).expect("open");
    let before: i64 = count(&mut p);
    let r = run(&mut p, "follow 2999 3000");
    assert!(
        r.notes
            .iter()
            .any(|n| matches!(n, Note::Interrupted { .. })),
        "{r:?}"
    );
    assert!(r.notes.contains(&Note::Unchanged));
    assert_eq!(count(&mut p), before, "the follow was rolled back");
}

fn count(p: &mut Playground) -> i64 {
    let r = run(p, "sql SELECT count(*) FROM follows");
    r.rows[0][0].parse().expect("a number")
}

#[test]
fn a_gen_far_too_large_is_refused_with_its_estimate() {
    let mut p = Playground::in_memory().expect("memory");
    let r = run(&mut p, "gen users=1000000 avg=200");
    let Some(Note::GenTooBig {
        edges,
        limit,
        in_memory,
    }) = r.notes.first()
    else {
        panic!("{r:?}");
    };
    assert!(*edges > 200_000_000 && *limit == 20_000_000 && *in_memory);
    assert!(r.failed());
    let dir = tempfile::tempdir().expect("tempdir");
    let (out, _, code) = play(&dir.path().join("p.db"), "gen users=3000000 avg=20\n");
    assert_eq!(code, 1);
    assert!(
        out.contains("about 61,375,000 edges") && out.contains("at most 50,000,000"),
        "{out}"
    );
    // Celebrities are drawn for every account: their number is bounded too.
    let r = run(&mut p, "gen users=1000000 avg=1 celebrities=500000");
    assert!(r.failed(), "{r:?}");
}
