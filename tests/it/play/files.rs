//! What the playground may open, make and delete: a `--db` that is a device, a link, a
//! pipe or a folder is refused before anything is written (no `/dev/null-journal`); a
//! partition is the playground's only if it is a plain file, in real folders, carrying its
//! application id ("LTPG"), and anything else where a partition would go is left as it is,
//! with a sentence: a foreign database behind a linked partition folder, one in the
//! partition folder itself, one swapped in while the store is open, a stray journal.

use std::path::{Path, PathBuf};

use latih::core::play::report::{Note, Report};
use latih::playground::{PlayError, Playground};

fn run(p: &mut Playground, line: &str) -> Report {
    p.run_line(line, &mut |_, _| {})
}

fn ok(p: &mut Playground, line: &str) -> Report {
    let r = run(p, line);
    assert!(!r.failed(), "{line}: {:?}", r.notes);
    r
}

/// Another program's database: a table of its own, no application id.
fn foreign(path: &Path) -> Vec<u8> {
    rusqlite::Connection::open(path)
        .and_then(|c| {
            c.execute_batch("CREATE TABLE precious (x); INSERT INTO precious VALUES ('mine');")
        })
        .expect("foreign database");
    std::fs::read(path).expect("read")
}

fn left(r: &Report) -> Vec<String> {
    r.notes
        .iter()
        .filter_map(|n| match n {
            Note::LeftAlone { path } => Some(path.clone()),
            _ => None,
        })
        .collect()
}

fn layout(db: &Path, n: u32) -> PathBuf {
    let mut name = db.file_name().expect("name").to_os_string();
    name.push("-partitions");
    db.with_file_name(name).join(format!("{n}-by-follower"))
}

#[test]
fn a_db_that_is_not_a_regular_file_is_refused_untouched() {
    let dir = tempfile::tempdir().expect("tempdir");
    let target = dir.path().join("target.db");
    let bytes = foreign(&target);
    let link = dir.path().join("link.db");
    std::os::unix::fs::symlink(&target, &link).expect("symlink");
    let fifo = dir.path().join("fifo.db");
    crate::common::mkfifo(&fifo);
    let refused = vec![
        link.clone(),
        dir.path().to_path_buf(),
        PathBuf::from("/dev/null"),
        fifo,
    ];
    for path in refused {
        let err = Playground::open(&path, None).err();
        assert!(
            matches!(err, Some(PlayError::NotAFile { .. })),
            "{path:?}: {err:?}"
        );
    }
    assert_eq!(std::fs::read(&target).expect("read"), bytes);
    for journal in ["link.db-journal", "link.db-wal"] {
        assert!(!dir.path().join(journal).exists(), "{journal}");
    }
    // As root `play --db /dev/null` made /dev/null-journal; now nothing is written.
    assert!(!Path::new("/dev/null-journal").exists());
    let out = crate::common::latih()
        .args(["--lang", "en", "play", "--db", "/dev/null"])
        .env("LATIH_PROGRESS", ":memory:")
        .input("")
        .output()
        .expect("latih");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("/dev/null is not a regular file"), "{err}");
}

/// G17: the partition folder replaced by a link to a folder holding another program's
/// `partition-00.db`. That database was opened, marked, and then deleted by `unpartition`;
/// now the playground file does not open, and the database is as it was.
#[test]
fn a_linked_partition_folder_is_never_followed() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = dir.path().join("play.db");
    {
        let mut p = crate::common::play::open(&db);
        ok(&mut p, "gen users=1000 avg=5 seed=1");
        ok(&mut p, "partition 4 by follower");
    }
    let elsewhere = dir.path().join("elsewhere");
    std::fs::create_dir(&elsewhere).expect("mkdir");
    let theirs = elsewhere.join("partition-00.db");
    let bytes = foreign(&theirs);
    let folder = layout(&db, 4);
    std::fs::remove_dir_all(&folder).expect("rm");
    std::os::unix::fs::symlink(&elsewhere, &folder).expect("symlink");
    let err = Playground::open(&db, None).err();
    assert!(
        matches!(&err, Some(PlayError::PartitionNotOurs { path }) if *path == folder),
        "{err:?}"
    );
    assert_eq!(std::fs::read(&theirs).expect("still there"), bytes);
    // A real folder with the foreign file in it: refused the same way, by the file.
    std::fs::remove_file(&folder).expect("rm link");
    std::fs::create_dir(&folder).expect("mkdir");
    std::fs::copy(&theirs, folder.join("partition-00.db")).expect("copy");
    let err = Playground::open(&db, None).err();
    assert!(
        matches!(err, Some(PlayError::PartitionNotOurs { .. })),
        "{err:?}"
    );
    assert_eq!(
        std::fs::read(folder.join("partition-00.db")).expect("read"),
        bytes
    );
}

/// `partition` where another program's file (or a journal without its database) stands at
/// a partition's name: nothing is made, nothing deleted, and the sentence names it.
#[test]
fn partition_leaves_a_foreign_file_where_a_partition_would_go() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = dir.path().join("play.db");
    let mut p = crate::common::play::open(&db);
    ok(&mut p, "gen users=1000 avg=5 seed=1");
    let folder = layout(&db, 4);
    std::fs::create_dir_all(&folder).expect("mkdir");
    let theirs = folder.join("partition-02.db");
    let bytes = foreign(&theirs);
    let r = run(&mut p, "partition 4 by follower");
    assert_eq!(left(&r), vec![theirs.display().to_string()], "{r:?}");
    assert!(r.failed() && r.notes.contains(&Note::Unchanged));
    assert_eq!(std::fs::read(&theirs).expect("read"), bytes);
    assert!(!folder.join("partition-00.db").exists(), "nothing was made");
    std::fs::remove_file(&theirs).expect("rm");
    let stray = folder.join("partition-01.db-wal");
    std::fs::write(&stray, b"not ours").expect("write");
    let r = run(&mut p, "partition 4 by follower");
    assert_eq!(left(&r), vec![stray.display().to_string()], "{r:?}");
    std::fs::remove_file(&stray).expect("rm");
    ok(&mut p, "partition 4 by follower");
}

/// A partition swapped for another program's database while the store is open: the edges
/// come back from the open partition, the file is left with a sentence, the others go.
#[test]
fn unpartition_deletes_only_what_carries_the_playgrounds_mark() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = dir.path().join("play.db");
    let mut p = crate::common::play::open(&db);
    ok(&mut p, "gen users=1000 avg=5 seed=1");
    let edges = ok(&mut p, "sql SELECT count(*) FROM follows").rows;
    ok(&mut p, "partition 4 by follower");
    let folder = layout(&db, 4);
    let swapped = folder.join("partition-01.db");
    std::fs::rename(&swapped, dir.path().join("moved.db")).expect("move ours away");
    let bytes = foreign(&swapped);
    let r = ok(&mut p, "unpartition");
    assert_eq!(left(&r), vec![swapped.display().to_string()], "{r:?}");
    assert_eq!(ok(&mut p, "sql SELECT count(*) FROM follows").rows, edges);
    assert_eq!(std::fs::read(&swapped).expect("left"), bytes);
    for other in ["partition-00.db", "partition-02.db", "partition-03.db"] {
        assert!(!folder.join(other).exists(), "{other}");
    }
    // `reset` sweeps the partition folder the same way: ours go, theirs stay.
    ok(&mut p, "partition 8 by follower");
    let eight = layout(&db, 8);
    std::fs::remove_file(eight.join("partition-07.db")).expect("rm");
    let bytes = foreign(&eight.join("partition-07.db"));
    let notes = std::fs::write(eight.join("notes.txt"), b"mine");
    notes.expect("write");
    let r = ok(&mut p, "reset");
    assert_eq!(left(&r).len(), 2, "{r:?}");
    assert_eq!(
        std::fs::read(eight.join("partition-07.db")).expect("left"),
        bytes
    );
    assert!(eight.join("notes.txt").exists());
    assert!(!eight.join("partition-00.db").exists());
}
