//! The progress file and the files around it as an attacker or a careless user meets them:
//! an export aimed at the progress file (directly or through a link), another program's
//! database given as `--progress`, and many latih processes starting on one file at once.

use crate::common;

use std::fs;
use std::path::Path;
use std::process::{Command, Output};

use latih::storage::{Progress, StorageError};

fn latih(progress: &Path, args: &[&str]) -> Output {
    crate::common::Cmd::new(args)
        .progress(progress)
        .output()
        .expect("run latih")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).to_string()
}

fn reviews(path: &Path) -> i64 {
    let conn = rusqlite::Connection::open(path).expect("open");
    conn.query_row("SELECT count(*) FROM reviews", [], |r| r.get(0))
        .expect("count")
}

#[test]
fn export_never_writes_over_the_progress_file_or_another_database() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("p.sqlite3");
    common::progress::populated(&path, 1);
    let before = fs::read(&path).expect("read");
    let link = dir.path().join("innocent.csv");
    std::os::unix::fs::symlink(&path, &link).expect("symlink");
    let other = dir.path().join("other.db");
    rusqlite::Connection::open(&other)
        .and_then(|c| c.execute_batch("CREATE TABLE t (x); INSERT INTO t VALUES (1);"))
        .expect("another database");
    let other_before = fs::read(&other).expect("read");
    let cases = [
        (path.clone(), "your progress file"),
        (link.clone(), "your progress file"),
        (other.clone(), "SQLite database"),
    ];
    for (out, want) in cases {
        let r = latih(
            &path,
            &["--lang", "en", "export", "--out", &out.to_string_lossy()],
        );
        assert_eq!(r.status.code(), Some(1), "{}", out.display());
        let err = text(&r.stderr);
        assert!(
            err.contains(want) && err.contains("Nothing was changed"),
            "{err}"
        );
    }
    assert_eq!(
        fs::read(&path).expect("read"),
        before,
        "the progress file is whole"
    );
    assert_eq!(reviews(&path), 4);
    assert_eq!(fs::read(&other).expect("read"), other_before);
    let r = latih(
        &path,
        &["--lang", "id", "export", "--out", &path.to_string_lossy()],
    );
    assert!(
        text(&r.stderr).contains("file progresmu"),
        "{}",
        text(&r.stderr)
    );
    // A good target is written whole, with no temporary file left beside it.
    let good = dir.path().join("log.csv");
    let r = latih(&path, &["export", "--out", &good.to_string_lossy()]);
    assert!(r.status.success(), "{}", text(&r.stderr));
    assert_eq!(fs::read_to_string(&good).expect("read").lines().count(), 5);
    let names: Vec<String> = fs::read_dir(dir.path())
        .expect("ls")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().to_string())
        .collect();
    assert!(!names.iter().any(|n| n.ends_with(".tmp")), "{names:?}");
}

#[test]
fn export_only_reads_a_read_only_progress_file_and_creates_none() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("p.sqlite3");
    common::progress::populated(&path, 1);
    fs::set_permissions(&path, fs::Permissions::from_mode(0o444)).expect("chmod");
    let before = fs::read(&path).expect("read");
    let r = latih(&path, &["export"]);
    assert!(r.status.success(), "{}", text(&r.stderr));
    assert_eq!(text(&r.stdout).lines().count(), 5);
    assert_eq!(fs::read(&path).expect("read"), before);
    // A progress file that does not exist yet exports nothing and is not created.
    let missing = dir.path().join("new.sqlite3");
    for cmd in ["export", "stats"] {
        let r = latih(&missing, &[cmd]);
        assert!(r.status.success(), "{cmd}: {}", text(&r.stderr));
        assert!(!missing.exists(), "{cmd} created the file");
    }
}

/// A database latih must not touch, with the bytes it had.
fn foreign_file(dir: &Path, name: &str, sql: &str) -> (std::path::PathBuf, Vec<u8>) {
    let path = dir.join(name);
    let conn = rusqlite::Connection::open(&path).expect("create");
    conn.execute_batch(sql).expect("setup");
    drop(conn);
    let bytes = fs::read(&path).expect("read");
    (path, bytes)
}

#[test]
fn another_programs_database_is_refused_before_a_byte_is_written() {
    let dir = tempfile::tempdir().expect("tempdir");
    let cases = [
        (
            "app.db",
            "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('mine');",
        ),
        ("v2.db", "PRAGMA user_version = 2;"),
        (
            "v2-tables.db",
            "CREATE TABLE lessons (x); PRAGMA user_version = 2;",
        ),
        (
            "negative.db",
            "CREATE TABLE t (x); PRAGMA user_version = -5;",
        ),
        (
            "other-id.db",
            "PRAGMA application_id = 42; CREATE TABLE t (x);",
        ),
        // latih's mark and a version it writes, but not its tables: the mark is four bytes.
        (
            "stamped.db",
            "PRAGMA application_id = 1280592200; PRAGMA user_version = 4;
             CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('mine');",
        ),
    ];
    for (name, sql) in cases {
        let (path, bytes) = foreign_file(dir.path(), name, sql);
        let err = Progress::open(&path).expect_err(name);
        assert!(
            matches!(
                err,
                StorageError::Foreign { .. } | StorageError::BadVersion { .. }
            ),
            "{name}: {err:?}"
        );
        assert_eq!(fs::read(&path).expect("read"), bytes, "{name} was changed");
        let mode: String = rusqlite::Connection::open(&path)
            .and_then(|c| c.query_row("PRAGMA journal_mode", [], |r| r.get(0)))
            .expect("mode");
        assert_eq!(mode, "delete", "{name} was switched to WAL");
        // The binary says so in a sentence, and leaves it too.
        let r = latih(&path, &["--lang", "en", "export"]);
        assert_eq!(r.status.code(), Some(1));
        let err = text(&r.stderr);
        assert!(
            err.contains(name) && err.contains("left untouched") && !err.contains("no such table"),
            "{err}"
        );
        assert_eq!(fs::read(&path).expect("read"), bytes);
    }
}

#[test]
fn a_new_file_is_marked_as_ours_and_an_old_one_is_recognised_and_marked() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("p.sqlite3");
    drop(Progress::open(&path).expect("create"));
    let conn = rusqlite::Connection::open(&path).expect("open");
    let app: i32 = conn
        .query_row("PRAGMA application_id", [], |r| r.get(0))
        .expect("id");
    assert_eq!(app, latih::storage::identity::APPLICATION_ID);
    let old = dir.path().join("v1.sqlite3");
    rusqlite::Connection::open(&old)
        .and_then(|c| c.execute_batch(include_str!("../../fixtures/progress_v1.sql")))
        .expect("a version-1 file from before the application id");
    let p = Progress::open(&old).expect("a file latih wrote is still ours");
    assert_eq!(
        p.export(latih::storage::export::Format::Csv, &mut Vec::new())
            .expect("export"),
        2
    );
    drop(p);
    let app: i32 = rusqlite::Connection::open(&old)
        .and_then(|c| c.query_row("PRAGMA application_id", [], |r| r.get(0)))
        .expect("id");
    assert_eq!(app, latih::storage::identity::APPLICATION_ID);
}

/// Run as a child process by the race test: opens the file named in the environment once
/// every sibling is ready, and fails loudly if that goes wrong.
#[test]
#[ignore = "a worker process of ten_processes_start_at_once"]
fn open_worker() {
    let Some(path) = std::env::var_os("LATIH_RACE_FILE") else {
        return;
    };
    let go = Path::new(&path).with_extension("go");
    while !go.exists() {
        std::thread::sleep(std::time::Duration::from_micros(200));
    }
    if let Err(e) = Progress::open(Path::new(&path)) {
        panic!("open failed: {e:?}");
    }
}

#[test]
fn ten_processes_start_at_once_on_a_new_or_old_file() {
    let exe = std::env::current_exe().expect("test binary");
    // The worker's name inside this test binary, without the crate: `safety_progress::open_worker`.
    let worker = module_path!()
        .split_once("::")
        .map_or("open_worker".to_string(), |(_, m)| {
            format!("{m}::open_worker")
        });
    let dir = tempfile::tempdir().expect("tempdir");
    for round in 0..20 {
        let path = dir.path().join(format!("p{round}.sqlite3"));
        if round % 2 == 1 {
            rusqlite::Connection::open(&path)
                .and_then(|c| c.execute_batch(include_str!("../../fixtures/progress_v1.sql")))
                .expect("version 1");
        }
        let children: Vec<_> = (0..10)
            .map(|_| {
                Command::new(&exe)
                    .args(["--exact", &worker, "--ignored", "--nocapture"])
                    .env("LATIH_RACE_FILE", &path)
                    .stdout(std::process::Stdio::piped())
                    .stderr(std::process::Stdio::piped())
                    .spawn()
                    .expect("spawn")
            })
            .collect();
        std::thread::sleep(std::time::Duration::from_millis(30));
        fs::write(path.with_extension("go"), "").expect("go");
        for c in children {
            let out = c.wait_with_output().expect("wait");
            assert!(
                out.status.success(),
                "round {round}: {}{}",
                text(&out.stdout),
                text(&out.stderr)
            );
            // A name that matched no test would pass without opening anything.
            assert!(
                text(&out.stdout).contains("1 passed"),
                "round {round}: the worker did not run: {}",
                text(&out.stdout)
            );
        }
        let conn = rusqlite::Connection::open(&path).expect("open");
        let v: i64 = conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .expect("version");
        assert_eq!(v, latih::storage::migrations::current());
        if round % 2 == 1 {
            assert_eq!(reviews(&path), 2, "round {round}: the old answers are kept");
        }
    }
}
