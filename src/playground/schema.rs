//! The playground's tables, as in lesson M13.04: the edges with their primary key
//! `(follower_id, followee_id)` and the reverse index that the commands add and drop (both
//! as the bundled `follows` definition writes them), the
//! denormalised follower counters, a small table of the playground's own settings, and the
//! accounts spread over buckets on a partitioned store.

use rusqlite::{Connection, OptionalExtension};

pub const REVERSE_INDEX: &str = "follows_by_followee";

/// "LTPG" in the file header: `PRAGMA application_id` of a playground database.
pub const APPLICATION_ID: i32 = 0x4C54_5047;

/// The tables around the edges: the counters and the settings. The edges' own table is the
/// bundled definition's (`follow_sql::TABLE`).
pub const CREATE: &str = "
CREATE TABLE IF NOT EXISTS follower_counts (
  user_id   INTEGER PRIMARY KEY,
  followers INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS playground_meta (
  key   TEXT PRIMARY KEY,
  value INTEGER NOT NULL
);
";

/// The accounts spread over buckets: made by `buckets`, gone when there are none.
pub const CREATE_BUCKETED: &str =
    "CREATE TABLE IF NOT EXISTS bucketed_accounts (account INTEGER PRIMARY KEY)";

pub const CREATE_REVERSE: &str = super::follow_sql::REVERSE_INDEX;
pub const DROP_REVERSE: &str = "DROP INDEX IF EXISTS follows_by_followee";

pub fn create(conn: &Connection) -> rusqlite::Result<()> {
    conn.execute_batch(super::follow_sql::TABLE)?;
    conn.execute_batch(CREATE)?;
    conn.pragma_update(None, "application_id", APPLICATION_ID)
}

/// Drops every table and index of the playground and creates them again, empty.
pub fn reset(conn: &Connection) -> rusqlite::Result<()> {
    conn.execute_batch(
        "DROP INDEX IF EXISTS follows_by_followee;
         DROP TABLE IF EXISTS follows;
         DROP TABLE IF EXISTS follower_counts;
         DROP TABLE IF EXISTS playground_meta;
         DROP TABLE IF EXISTS bucketed_accounts;",
    )?;
    create(conn)
}

/// Whether the database has no tables at all (a new file).
pub fn is_empty(conn: &Connection) -> rusqlite::Result<bool> {
    conn.query_row(
        "SELECT count(*) FROM sqlite_schema WHERE type = 'table'",
        [],
        |r| r.get::<_, i64>(0),
    )
    .map(|n| n == 0)
}

pub fn has_reverse(conn: &Connection) -> rusqlite::Result<bool> {
    conn.query_row(
        "SELECT count(*) FROM sqlite_schema WHERE type = 'index' AND name = ?1",
        [REVERSE_INDEX],
        |r| r.get::<_, i64>(0),
    )
    .map(|n| n > 0)
}

pub fn meta(conn: &Connection, key: &str) -> rusqlite::Result<Option<i64>> {
    // Read before nearly every command (the number of accounts): kept prepared.
    conn.prepare_cached("SELECT value FROM playground_meta WHERE key = ?1")?
        .query_row([key], |r| r.get(0))
        .optional()
}

pub fn set_meta(conn: &Connection, key: &str, value: i64) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT INTO playground_meta (key, value) VALUES (?1, ?2)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        rusqlite::params![key, value],
    )
    .map(|_| ())
}

/// What a database file holds, as far as `--db` is concerned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Found {
    /// Nothing yet, or a playground: ours to use.
    Playground,
    /// latih's progress file (by its application id).
    Progress,
    /// Anything else: another program's database, left alone.
    Other,
}

/// Reads what a database holds, so `--db` never takes over the progress file or another
/// program's database. Only reads.
pub fn identify(conn: &Connection) -> rusqlite::Result<Found> {
    let app: i32 = conn.query_row("PRAGMA application_id", [], |r| r.get(0))?;
    if app == crate::storage::identity::APPLICATION_ID {
        return Ok(Found::Progress);
    }
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_schema WHERE type = 'table'")?
        .query_map([], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    // Files from before the application id are known by their own settings table.
    let ours = app == APPLICATION_ID
        || (app == 0 && (tables.is_empty() || tables.iter().any(|t| t == "playground_meta")));
    Ok(if ours {
        Found::Playground
    } else {
        Found::Other
    })
}
