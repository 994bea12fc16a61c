//! The progress file's schema, as append-only steps under `PRAGMA user_version`. A step is
//! never edited once released: a change is a new step. Before any step runs on a file that
//! already holds data, the file is copied aside with SQLite's backup API.

use std::path::Path;

use rusqlite::Connection;

use super::error::{StorageError, classify};
use super::identity::{self, APPLICATION_ID, Identity};
pub use super::schema::{MIGRATIONS, current, version};

/// Where the copy made before migrating from `version` goes: beside the file, under the
/// first of `.vN.bak`, `.vN.1.bak`, `.vN.2.bak`... that nothing takes yet.
pub fn backup_path(path: &Path, version: i64, n: u32) -> std::path::PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    match n {
        0 => name.push(format!(".v{version}.bak")),
        n => name.push(format!(".v{version}.{n}.bak")),
    }
    path.with_file_name(name)
}

/// Copies the file at `version` aside with SQLite's backup API, into a new file: whatever
/// is already at a backup's name (an older backup, a link, another program's file) stays as
/// it is, and the copy takes the next free name. Returns where it went.
fn back_up(path: &Path, version: i64) -> Result<std::path::PathBuf, StorageError> {
    use crate::safefs::{NewFile, Replace, WriteError};
    let fail = |target: &Path, e: WriteError| StorageError::Other {
        path: target.to_path_buf(),
        detail: e.to_string(),
    };
    // SQLite cannot copy a database from the connection that holds its write lock, so a
    // second connection reads it: it sees the file as it is, since nothing is written yet,
    // and a reader is not blocked by the lock the migration holds.
    let src = Connection::open_with_flags(path, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)
        .map_err(|e| classify(path, e))?;
    let mut last = None;
    for n in 0..100 {
        let target = backup_path(path, version, n);
        let file = match NewFile::beside(&target, Replace::Never, true) {
            Ok(f) => f,
            Err(e @ WriteError::Io(_)) => return Err(fail(&target, e)),
            Err(e) => {
                last = Some(fail(&target, e));
                continue;
            }
        };
        let mut dst = Connection::open(file.temp_path()).map_err(|e| classify(&target, e))?;
        rusqlite::backup::Backup::new(&src, &mut dst)
            .and_then(|b| b.run_to_completion(256, std::time::Duration::ZERO, None))
            .map_err(|e| classify(&target, e))?;
        drop(dst);
        match file.commit() {
            Ok(_) => return Ok(target),
            Err(e @ WriteError::Io(_)) => return Err(fail(&target, e)),
            Err(e) => last = Some(fail(&target, e)),
        }
    }
    Err(last.unwrap_or_else(|| StorageError::Other {
        path: path.to_path_buf(),
        detail: "no free name for the backup".into(),
    }))
}

/// Runs the steps the file has not had yet and marks it as ours, all in one transaction
/// that holds the write lock from its first statement (BEGIN IMMEDIATE). The file is looked
/// at again inside it: another latih starting at the same moment may have done the work
/// already, and then there is nothing left to do.
pub fn migrate(conn: &Connection, path: &Path) -> Result<(), StorageError> {
    let err = |e| classify(path, e);
    conn.execute_batch("BEGIN IMMEDIATE").map_err(err)?;
    let result = identity::inspect(conn, path).and_then(|found| {
        if found == Identity::Ours(current()) {
            return Ok(());
        }
        migrate_with(conn, path, MIGRATIONS, found.version())?;
        conn.pragma_update(None, "application_id", APPLICATION_ID)
            .map_err(err)
    });
    match result {
        Ok(()) => conn.execute_batch("COMMIT").map_err(err),
        Err(e) => {
            // The steps run inside this transaction: rolling back leaves the file as it was.
            let _ = conn.execute_batch("ROLLBACK");
            Err(e)
        }
    }
}

/// The steps from `from` on, inside the caller's transaction; a file holding data is copied
/// aside first.
fn migrate_with(
    conn: &Connection,
    path: &Path,
    steps: &[&str],
    from: i64,
) -> Result<(), StorageError> {
    let target = steps.len() as i64;
    if from > target {
        return Err(StorageError::Newer {
            path: path.to_path_buf(),
            found: from,
            supported: target,
        });
    }
    if from == target {
        return Ok(());
    }
    if from > 0 {
        back_up(path, from)?;
    }
    for (i, step) in steps.iter().enumerate().skip(from as usize) {
        conn.execute_batch(step).map_err(|e| classify(path, e))?;
        conn.pragma_update(None, "user_version", i as i64 + 1)
            .map_err(|e| classify(path, e))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs `steps` the way `migrate` does: in one transaction from the file's version.
    fn run(conn: &Connection, path: &Path, steps: &[&str]) -> Result<(), StorageError> {
        conn.execute_batch("BEGIN IMMEDIATE").expect("begin");
        let from = version(conn, path)?;
        match migrate_with(conn, path, steps, from) {
            Ok(()) => {
                conn.execute_batch("COMMIT").expect("commit");
                Ok(())
            }
            Err(e) => {
                conn.execute_batch("ROLLBACK").expect("rollback");
                Err(e)
            }
        }
    }

    #[test]
    fn a_file_with_data_is_copied_aside_before_a_step_runs() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("p.sqlite3");
        let steps = [
            "CREATE TABLE a (x); INSERT INTO a VALUES (1);",
            "ALTER TABLE a ADD COLUMN y;",
        ];
        let conn = Connection::open(&path).expect("open");
        run(&conn, &path, &steps[..1]).expect("v1");
        assert!(
            !backup_path(&path, 0, 0).exists(),
            "nothing to back up at version 0"
        );
        run(&conn, &path, &steps).expect("v2");
        assert_eq!(version(&conn, &path).expect("version"), 2);
        let backup = Connection::open(backup_path(&path, 1, 0)).expect("backup exists");
        assert_eq!(version(&backup, &path).expect("backup version"), 1);
        let x: i64 = backup
            .query_row("SELECT x FROM a", [], |r| r.get(0))
            .expect("data");
        assert_eq!(x, 1);
    }

    #[cfg(unix)]
    #[test]
    fn whatever_sits_at_the_backup_name_stays_and_the_copy_takes_the_next() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("p.sqlite3");
        let victim = dir.path().join("victim.db");
        let other = Connection::open(&victim).expect("victim");
        other
            .execute_batch("CREATE TABLE mine (v); INSERT INTO mine VALUES ('kept');")
            .expect("victim data");
        drop(other);
        std::os::unix::fs::symlink(&victim, backup_path(&path, 1, 0)).expect("link");
        std::fs::write(backup_path(&path, 1, 1), b"notes").expect("a file in the way");
        let steps = [
            "CREATE TABLE a (x); INSERT INTO a VALUES (1);",
            "CREATE TABLE b (y);",
        ];
        let conn = Connection::open(&path).expect("open");
        run(&conn, &path, &steps[..1]).expect("v1");
        run(&conn, &path, &steps).expect("v2");
        let victim = Connection::open(&victim).expect("victim");
        let kept: String = victim
            .query_row("SELECT v FROM mine", [], |r| r.get(0))
            .expect("the victim's table is as it was");
        assert_eq!(kept, "kept");
        assert_eq!(
            std::fs::read(backup_path(&path, 1, 1)).expect("file"),
            b"notes"
        );
        let backup = Connection::open(backup_path(&path, 1, 2)).expect("backup");
        assert_eq!(version(&backup, &path).expect("backup version"), 1);
    }

    #[test]
    fn a_failing_step_leaves_the_file_at_the_previous_version() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("p.sqlite3");
        let conn = Connection::open(&path).expect("open");
        let steps = [
            "CREATE TABLE a (x);",
            "CREATE TABLE b (y);",
            "CREATE TABLE c (z); THIS IS NOT SQL;",
        ];
        run(&conn, &path, &steps[..1]).expect("v1");
        assert!(run(&conn, &path, &steps).is_err());
        assert_eq!(version(&conn, &path).expect("version"), 1);
        let later: i64 = conn
            .query_row(
                "SELECT count(*) FROM sqlite_master WHERE name IN ('b', 'c')",
                [],
                |r| r.get(0),
            )
            .expect("query");
        assert_eq!(later, 0, "the failed run was rolled back whole");
    }
}
