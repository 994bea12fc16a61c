//! Telling a latih progress file from every other SQLite file, by reading alone, before a
//! byte is written: SQLite's own `application_id` header field (set when latih creates the
//! file), or, for files made before latih set it, their exact schema at their version.

use std::path::Path;

use rusqlite::Connection;

use super::error::{StorageError, classify};
use super::schema;

/// "LTIH" in the file header (offset 68): what `PRAGMA application_id` reads on our files.
pub const APPLICATION_ID: i32 = 0x4C54_4948;

/// What a file is, as far as latih is concerned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Identity {
    /// No tables, no version, no application id: a new file, ours to set up.
    Empty,
    /// Marked as ours, at this schema version.
    Ours(i64),
    /// Made by a latih from before the application id, recognised by its exact schema.
    Unmarked(i64),
}

impl Identity {
    pub fn version(self) -> i64 {
        match self {
            Identity::Empty => 0,
            Identity::Ours(v) | Identity::Unmarked(v) => v,
        }
    }
}

/// Every table and index of a database with its SQL, in a stable order.
fn objects(conn: &Connection) -> rusqlite::Result<Vec<(String, String, Option<String>)>> {
    let mut stmt = conn.prepare(
        "SELECT type, name, sql FROM sqlite_schema
         WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name",
    )?;
    let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?;
    rows.collect()
}

type Objects = Vec<(String, String, Option<String>)>;

/// The objects latih's steps give at the current version, each as its `digest`. A file
/// marked as ours at the current version, nearly every start, is checked against these
/// rather than against a schema built in memory from every step: that took 2-4 ms of each
/// start. A test builds the schema and checks these against it; when a step is added it
/// fails and prints the new list.
const CURRENT: &[u64] = &[
    0x46b3566077da68d5,
    0xe15b1281a2e735f3,
    0x099d1b51b81839c4,
    0xbd8060e47aba2034,
    0xd4921016c8e09aeb,
    0x136189cc9b14c589,
    0x88fe73a549160e22,
    0x447da1aeb8531eb8,
    0x71d15828090ccfb6,
    0x73a472339db0565c,
    0x90b5d8d04d583101,
    0x60d7f24d094236d9,
    0xbc5ec141550f5489,
    0x35f35026cacd73af,
    0x94839366fc0a2d24,
    0x7e17658efc29f258,
    0x5ff227305a2d0c52,
];

/// One object's type, name and SQL, hashed: stable across machines and builds.
fn digest((kind, name, sql): &(String, String, Option<String>)) -> u64 {
    let text = format!("{kind}\0{name}\0{}", sql.as_deref().unwrap_or("\u{1}"));
    xxhash_rust::xxh3::xxh3_64(text.as_bytes())
}

/// Whether every object latih's steps give at `version` is among `found`.
fn has_all(version: i64, found: &Objects) -> rusqlite::Result<bool> {
    if version == schema::current() {
        let found: Vec<u64> = found.iter().map(digest).collect();
        return Ok(CURRENT.iter().all(|d| found.contains(d)));
    }
    Ok(schema_at(version)?.iter().all(|o| found.contains(o)))
}

/// The schema latih's own steps give at `version`, built in memory once per process: it is
/// asked for inside the migration's write lock, which other latih processes wait for.
fn schema_at(version: i64) -> rusqlite::Result<Objects> {
    use std::collections::HashMap;
    use std::sync::{Mutex, OnceLock};
    static MADE: OnceLock<Mutex<HashMap<i64, Objects>>> = OnceLock::new();
    let made = MADE.get_or_init(Default::default);
    if let Some(found) = made.lock().ok().and_then(|m| m.get(&version).cloned()) {
        return Ok(found);
    }
    let objects = build_schema_at(version)?;
    if let Ok(mut m) = made.lock() {
        m.insert(version, objects.clone());
    }
    Ok(objects)
}

fn build_schema_at(version: i64) -> rusqlite::Result<Objects> {
    let conn = Connection::open_in_memory()?;
    for step in schema::MIGRATIONS.iter().take(version.max(0) as usize) {
        conn.execute_batch(step)?;
    }
    objects(&conn)
}

/// Reads what the file is, or refuses it with the reason. Only reads, and all in one read
/// transaction: another latih creating the file at this moment is seen before or after, not
/// half-way (an id of 0 read before its commit and its tables after would look foreign).
pub fn inspect(conn: &Connection, path: &Path) -> Result<Identity, StorageError> {
    if !conn.is_autocommit() {
        return inspect_now(conn, path);
    }
    conn.execute_batch("BEGIN").map_err(|e| classify(path, e))?;
    let found = inspect_now(conn, path);
    // Nothing was written: ending the read cannot lose anything.
    let _ = conn.execute_batch("COMMIT");
    found
}

fn inspect_now(conn: &Connection, path: &Path) -> Result<Identity, StorageError> {
    let err = |e| classify(path, e);
    let app: i32 = conn
        .query_row("PRAGMA application_id", [], |r| r.get(0))
        .map_err(err)?;
    let version = schema::version(conn, path)?;
    let current = schema::current();
    // Read for every file: a damaged schema page shows here, before anything is written.
    let found = objects(conn).map_err(err)?;
    let refuse_version = || {
        if version > current {
            StorageError::Newer {
                path: path.to_path_buf(),
                found: version,
                supported: current,
            }
        } else {
            StorageError::BadVersion {
                path: path.to_path_buf(),
                found: version,
            }
        }
    };
    let foreign = || StorageError::Foreign {
        path: path.to_path_buf(),
    };
    if app == APPLICATION_ID {
        if !(1..=current).contains(&version) {
            return Err(refuse_version());
        }
        // The mark is four bytes anyone can write: every table and index latih's steps
        // give at this version must be there, as they made it, before anything is written
        // (objects a learner added beside them are left alone).
        return if has_all(version, &found).map_err(err)? {
            Ok(Identity::Ours(version))
        } else {
            Err(foreign())
        };
    }
    if app != 0 {
        return Err(foreign());
    }
    if found.is_empty() && version == 0 {
        return Ok(Identity::Empty);
    }
    if version < 0 {
        return Err(refuse_version());
    }
    if !(1..=current).contains(&version) {
        // A version latih never wrote, on a file not marked as ours: someone else's.
        return Err(foreign());
    }
    if found == schema_at(version).map_err(err)? {
        Ok(Identity::Unmarked(version))
    } else {
        Err(foreign())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn conn_with(sql: &str) -> Connection {
        let c = Connection::open_in_memory().expect("memory");
        c.execute_batch(sql).expect("setup");
        c
    }

    /// The digests a marked file at the current version is checked against are those of
    /// the schema latih's steps build.
    #[test]
    fn the_current_schema_digests_are_the_built_schemas() {
        let built = build_schema_at(schema::current()).expect("schema");
        let digests: Vec<u64> = built.iter().map(digest).collect();
        assert_eq!(
            CURRENT,
            digests.as_slice(),
            "a step changed the schema: set CURRENT in storage/identity.rs to {digests:#x?}"
        );
    }

    #[test]
    fn an_empty_database_is_new() {
        let c = conn_with("");
        assert_eq!(inspect(&c, Path::new("x")), Ok(Identity::Empty));
    }

    #[test]
    fn an_old_latih_file_is_known_by_its_exact_schema() {
        for v in 1..=schema::current() {
            let c = conn_with("");
            for step in schema::MIGRATIONS.iter().take(v as usize) {
                c.execute_batch(step).expect("step");
            }
            c.pragma_update(None, "user_version", v).expect("version");
            assert_eq!(inspect(&c, Path::new("x")), Ok(Identity::Unmarked(v)));
            // One column more is another program's file.
            c.execute_batch("ALTER TABLE lessons ADD COLUMN extra")
                .expect("alter");
            assert!(matches!(
                inspect(&c, Path::new("x")),
                Err(StorageError::Foreign { .. })
            ));
        }
    }

    #[test]
    fn other_files_are_refused() {
        let app = conn_with("CREATE TABLE t (x); PRAGMA user_version = 1;");
        assert!(matches!(
            inspect(&app, Path::new("x")),
            Err(StorageError::Foreign { .. })
        ));
        let tables_v0 = conn_with("CREATE TABLE t (x);");
        assert!(matches!(
            inspect(&tables_v0, Path::new("x")),
            Err(StorageError::Foreign { .. })
        ));
        let other_id = conn_with("PRAGMA application_id = 1234;");
        assert!(matches!(
            inspect(&other_id, Path::new("x")),
            Err(StorageError::Foreign { .. })
        ));
        let negative = conn_with("PRAGMA user_version = -3;");
        assert!(matches!(
            inspect(&negative, Path::new("x")),
            Err(StorageError::BadVersion { found: -3, .. })
        ));
        let ours_bad = conn_with(&format!(
            "PRAGMA application_id = {APPLICATION_ID}; PRAGMA user_version = -1;"
        ));
        assert!(matches!(
            inspect(&ours_bad, Path::new("x")),
            Err(StorageError::BadVersion { found: -1, .. })
        ));
        // Marked as ours at version 1 but without latih's tables: another program's.
        let marked_foreign = conn_with(&format!(
            "PRAGMA application_id = {APPLICATION_ID}; PRAGMA user_version = 1;
             CREATE TABLE t (x);"
        ));
        assert!(matches!(
            inspect(&marked_foreign, Path::new("x")),
            Err(StorageError::Foreign { .. })
        ));
        let ours_newer = conn_with(&format!(
            "PRAGMA application_id = {APPLICATION_ID}; PRAGMA user_version = 99;"
        ));
        assert!(matches!(
            inspect(&ours_newer, Path::new("x")),
            Err(StorageError::Newer { found: 99, .. })
        ));
    }
}
