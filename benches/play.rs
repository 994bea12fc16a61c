//! The playground's figures (run with `cargo bench --bench play`): `gen` throughput at 1 and
//! 10 million edges against the stock sqlite3 client importing the same edges from CSV (the
//! physical reference), with peak memory; a page of 20 followers of a 1-million-follower
//! account by cursor, and the same page by OFFSET as the offset grows; the followers of a
//! celebrity with and without the reverse index at 10 million edges.
// A bench is measuring code, as a test is: a failed step should stop it loudly.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::process::Command;
use std::time::{Duration, Instant};

use common::BIN;
use latih::core::play::report::{Note, Report};
use latih::playground::Playground;

fn run(p: &mut Playground, line: &str) -> Report {
    p.run_line(line, &mut |_, _| {})
}

fn median_u64(mut v: Vec<u64>) -> u64 {
    v.sort_unstable();
    v[v.len() / 2]
}

fn peak_children_mb() -> f64 {
    nix::sys::resource::getrusage(nix::sys::resource::UsageWho::RUSAGE_CHILDREN)
        .map(|u| u.max_rss() as f64 / 1024.0)
        .unwrap_or(f64::NAN)
}

/// `latih play --db FILE` generating a graph: wall time, edges and the rate it printed.
fn gen_process(db: &std::path::Path, line: &str) -> (Duration, u64) {
    let script = db.with_extension("txt");
    std::fs::write(&script, format!("{line}\n")).expect("script");
    let start = Instant::now();
    let out = Command::new(BIN)
        .args(["--lang", "en", "play", "--db"])
        .arg(db)
        .arg(&script)
        .output()
        .expect("latih play");
    let took = start.elapsed();
    let text = String::from_utf8_lossy(&out.stdout);
    // "Generated 50,000 accounts and 1,000,123 edges in ..."
    let edges = text
        .split(" and ")
        .nth(1)
        .and_then(|s| s.split(' ').next())
        .map(|s| s.replace(',', ""))
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    (took, edges)
}

/// The stock client importing the same edges from CSV into the same table.
fn sqlite3_import(db: &std::path::Path, dir: &std::path::Path) -> Option<Duration> {
    let csv = dir.join("edges.csv");
    let export = Command::new("sqlite3")
        .arg(db)
        .args([
            ".mode csv",
            &format!(".output {}", csv.display()),
            "SELECT follower_id, followee_id, created_at FROM follows ORDER BY 1, 2;",
        ])
        .status()
        .ok()?;
    if !export.success() {
        return None;
    }
    let target = dir.join("imported.sqlite3");
    let _ = std::fs::remove_file(&target);
    let start = Instant::now();
    let status = Command::new("sqlite3")
        .arg(&target)
        .args([
            // The same settings the playground uses; `.output` swallows the pragma's reply.
            ".output /dev/null",
            "PRAGMA journal_mode = MEMORY; PRAGMA synchronous = OFF;",
            ".output stdout",
            "CREATE TABLE follows (follower_id INTEGER NOT NULL, followee_id INTEGER NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (follower_id, followee_id)) WITHOUT ROWID;",
            ".mode csv",
            &format!(".import {} follows", csv.display()),
        ])
        .status()
        .ok()?;
    status.success().then(|| start.elapsed())
}

fn throughput() {
    let dir = tempfile::tempdir().expect("tempdir");
    println!("gen throughput (release latih play --db FILE, one process each):");
    for (label, line) in [
        (
            "1 million edges",
            "gen users=50000 avg=20 celebrities=3 max=10000 seed=1",
        ),
        (
            "10 million edges",
            "gen users=500000 avg=20 celebrities=3 max=100000 seed=1",
        ),
    ] {
        let db = dir.path().join(format!(
            "gen-{}.sqlite3",
            label.split(' ').next().unwrap_or("x")
        ));
        let (took, edges) = gen_process(&db, line);
        let rate = edges as f64 / took.as_secs_f64();
        let peak = peak_children_mb();
        let reference = sqlite3_import(&db, dir.path());
        let reference = match reference {
            Some(t) => format!(
                "sqlite3 .import of the same {edges} edges from CSV: {:.2} s ({:.0} edges/s), latih at {:.2}x its time",
                t.as_secs_f64(),
                edges as f64 / t.as_secs_f64(),
                took.as_secs_f64() / t.as_secs_f64()
            ),
            None => "sqlite3 not found: no reference".to_string(),
        };
        println!(
            "  {label}: {edges} edges in {:.2} s = {rate:.0} edges/s (whole process, file database); peak memory of the largest process so far {peak:.0} MB\n    {reference}",
            took.as_secs_f64()
        );
    }
}

fn pages() {
    let mut p = Playground::in_memory().expect("playground");
    let start = Instant::now();
    run(
        &mut p,
        "gen users=1200000 avg=2 celebrities=1 max=1000000 seed=1",
    );
    run(&mut p, "index reverse on");
    let followers = match run(&mut p, "count 1").notes.first() {
        Some(Note::Count { exact, .. }) => *exact,
        _ => 0,
    };
    println!(
        "\npaging the followers of account 1 ({followers} followers; graph and index built in {:.1} s):",
        start.elapsed().as_secs_f64()
    );
    let page = |p: &mut Playground, line: &str, n: usize| {
        let mut stmt = Vec::new();
        let mut whole = Vec::new();
        let mut steps = 0;
        for _ in 0..n {
            let t = Instant::now();
            let r = run(p, line);
            whole.push(t.elapsed().as_micros() as u64);
            stmt.push(r.queries[0].micros);
            steps = r.queries[0].vm_steps;
        }
        (median_u64(stmt), median_u64(whole), steps)
    };
    let (s, w, v) = page(&mut p, "followers 1 limit=20 after=600000", 301);
    println!(
        "  a page of 20 by cursor (after=600000): statement {s} µs, whole command {w} µs (plan, SQL, counters), {v} VM steps; median of 301 (target < 200 µs)"
    );
    for offset in [0, 50_000, 100_000, 200_000, 400_000] {
        let (s, w, v) = page(&mut p, &format!("followers 1 limit=20 offset={offset}"), 21);
        println!(
            "  the same page by OFFSET {offset:>7}: statement {s:>6} µs, whole command {w:>6} µs, {v:>9} VM steps (median of 21)"
        );
    }
}

fn celebrity() {
    let mut p = Playground::in_memory().expect("playground");
    let r = run(
        &mut p,
        "gen users=500000 avg=20 celebrities=3 max=100000 seed=1",
    );
    let edges = match r.notes.first() {
        Some(Note::Generated { edges, .. }) => *edges,
        _ => 0,
    };
    println!("\nfollowers of celebrity 1 at {edges} edges:");
    for (label, setup) in [
        ("without the reverse index", "index reverse off"),
        ("with the reverse index", "index reverse on"),
    ] {
        run(&mut p, setup);
        for line in ["count 1", "followers 1 limit=20 after=250000"] {
            let mut times = Vec::new();
            let mut last = None;
            for _ in 0..5 {
                let r = run(&mut p, line);
                times.push(r.queries[0].micros);
                last = Some(r.queries[0].clone());
            }
            let q = last.unwrap_or_default();
            println!(
                "  {label}, `{line}`: {} µs median of 5, plan {:?}, {} full-scan steps, {} VM steps",
                median_u64(times),
                q.plan.first().map(String::as_str).unwrap_or(""),
                q.fullscan_steps,
                q.vm_steps
            );
        }
    }
}

/// A further page as a learner gets it in line mode, laid out and printed: `latih play --db`
/// reading N cursor pages of account 1's followers from a script, against Python's sqlite3
/// running the same N queries on the same file and printing their rows. Each side is timed
/// with N pages and with none, so process start-up and loading fall out of the difference.
fn printed_pages() {
    const N: usize = 2000;
    let dir = tempfile::tempdir().expect("tempdir");
    let db = dir.path().join("pages.sqlite3");
    let db_s = db.to_string_lossy().to_string();
    let play = |script: &std::path::Path| {
        let t = Instant::now();
        let out = Command::new(BIN)
            .args(["--lang", "en", "play", "--db", &db_s])
            .stdin(std::fs::File::open(script).expect("script"))
            .output()
            .expect("latih play");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        t.elapsed()
    };
    let setup = dir.path().join("setup.txt");
    std::fs::write(
        &setup,
        "gen users=1200000 avg=2 celebrities=1 max=1000000 seed=1\nindex reverse on\n",
    )
    .expect("setup");
    play(&setup);
    // The cursors of N pages, so both sides ask for the same pages.
    let conn = rusqlite::Connection::open(&db).expect("db");
    let sql = "SELECT follower_id FROM follows WHERE followee_id = 1 AND follower_id > ?1 \
               ORDER BY follower_id LIMIT 20";
    let mut lines = String::new();
    let mut after = 0i64;
    for _ in 0..N {
        lines.push_str(&format!("followers 1 limit=20 after={after}\n"));
        let ids: Vec<i64> = (conn.prepare_cached(sql).expect("prepare"))
            .query_map([after], |r| r.get(0))
            .expect("query")
            .collect::<Result<_, _>>()
            .expect("rows");
        after = *ids.last().expect("a full page");
    }
    drop(conn);
    let (pages, none) = (dir.path().join("pages.txt"), dir.path().join("none.txt"));
    std::fs::write(&pages, lines).expect("pages");
    std::fs::write(&none, "").expect("none");
    let per_page = |with: &[Duration], without: &[Duration]| {
        let m = |v: &[Duration]| median_u64(v.iter().map(|d| d.as_micros() as u64).collect());
        (m(with).saturating_sub(m(without))) as f64 / N as f64
    };
    let ours: Vec<Duration> = (0..7).map(|_| play(&pages)).collect();
    let ours0: Vec<Duration> = (0..7).map(|_| play(&none)).collect();
    let latih = per_page(&ours, &ours0);
    let py = dir.path().join("pages.py");
    std::fs::write(
        &py,
        format!(
            "import sqlite3, sys\nn = int(sys.argv[1])\ncon = sqlite3.connect({db_s:?})\n\
             sql = 'SELECT follower_id FROM follows WHERE followee_id = ? AND follower_id > ? ORDER BY follower_id LIMIT ?'\n\
             after = 0\nfor i in range(n):\n    rows = con.execute(sql, (1, after, 20)).fetchall()\n    \
             for r in rows:\n        sys.stdout.write(f'{{r[0]}}\\n')\n    after = rows[-1][0]\n"
        ),
    )
    .expect("python");
    let python = |n: usize| {
        let t = Instant::now();
        let out = Command::new("python3").arg(&py).arg(n.to_string()).output();
        out.ok().filter(|o| o.status.success()).map(|_| t.elapsed())
    };
    println!(
        "\na further page in line mode, laid out and printed ({N} cursor pages, median of 7):"
    );
    println!("  latih play --db: {latih:.1} µs a page");
    let theirs: Option<Vec<Duration>> = (0..7).map(|_| python(N)).collect();
    let theirs0: Option<Vec<Duration>> = (0..7).map(|_| python(0)).collect();
    match (theirs, theirs0) {
        (Some(a), Some(b)) => {
            let p = per_page(&a, &b);
            println!("  Python's sqlite3, the same queries printing their rows: {p:.1} µs a page");
            println!("  ratio: {:.2}x (target <= 1.5x)", latih / p);
        }
        _ => println!("  Python 3 with sqlite3 is not here: no peer measured"),
    }
}

fn main() {
    println!("latih playground benchmark (release build)\n");
    if std::env::var("LATIH_BENCH_ONLY").as_deref() == Ok("pages") {
        return printed_pages();
    }
    throughput();
    pages();
    printed_pages();
    celebrity();
}
