//! The progress file: one SQLite file (rusqlite, bundled SQLite) holding lesson status, every
//! review result, review sessions and the schedule of every item, in plain tables and ISO
//! times that the stock `sqlite3` client reads (docs/progress.md). Opening never changes a
//! file latih cannot use (not SQLite, damaged, from a newer latih): it is refused first.

mod course;
pub mod drill;
mod error;
pub mod export;
pub mod fit;
pub mod flags;
pub mod identity;
pub mod import;
mod kept;
pub mod log;
mod message;
pub mod options;
pub use error::{StorageError, classify};
pub use message::{read_error, recovery_error, write_error};
pub use progress::Progress;
pub mod migrations;
pub mod outfile;
pub mod pending;
mod progress;
pub mod query;
pub mod record;
pub mod recovery;
mod recovery_v1;
mod schema;
pub mod settings;
mod trace;
mod undo;
mod write;

use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::{Connection, OpenFlags};

/// How long a write waits for another latih process holding the file.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

const SQLITE_MAGIC: &[u8; 16] = b"SQLite format 3\0";

/// Refuses a file that is not SQLite by its first bytes, without opening it with SQLite
/// (which could write a journal next to it).
fn check_header(path: &Path) -> Result<(), StorageError> {
    use std::io::Read;
    let mut head = [0u8; 16];
    let mut f = match std::fs::File::open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::PermissionDenied => {
            return Err(StorageError::ReadOnly {
                path: path.to_path_buf(),
            });
        }
        Err(e) => {
            return Err(StorageError::Other {
                path: path.to_path_buf(),
                detail: e.to_string(),
            });
        }
    };
    let n = f.read(&mut head).unwrap_or(0);
    // An empty file is an empty database to SQLite; anything else must be SQLite.
    if n == 0 || (n == 16 && &head == SQLITE_MAGIC) {
        Ok(())
    } else {
        Err(StorageError::NotSqlite {
            path: path.to_path_buf(),
        })
    }
}

impl Progress {
    /// Opens (or creates) the progress file and brings its schema up to date.
    pub fn open(path: &Path) -> Result<Progress, StorageError> {
        check_kind(path)?;
        if let Some(parent) = path.parent()
            && !parent.as_os_str().is_empty()
            && !parent.is_dir()
        {
            return Err(StorageError::NoFolder {
                path: path.to_path_buf(),
            });
        }
        check_header(path)?;
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
            | OpenFlags::SQLITE_OPEN_CREATE
            | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(path, flags).map_err(|e| classify(path, e))?;
        Self::prepare(conn, path)
    }

    /// A throwaway progress file in memory, for tests and `--progress :memory:`.
    pub fn in_memory() -> Result<Progress, StorageError> {
        let path = PathBuf::from(":memory:");
        let conn = Connection::open_in_memory().map_err(|e| classify(&path, e))?;
        Self::prepare(conn, &path)
    }

    fn prepare(conn: Connection, path: &Path) -> Result<Progress, StorageError> {
        conn.busy_timeout(BUSY_TIMEOUT)
            .map_err(|e| classify(path, e))?;
        if conn.is_readonly(rusqlite::MAIN_DB).unwrap_or(false) {
            return Err(StorageError::ReadOnly {
                path: path.to_path_buf(),
            });
        }
        // Read before writing anything: a damaged file, another program's database or one
        // from a newer latih is left exactly as it is, journal mode included.
        let identity = identity::inspect(&conn, path)?;
        let version = identity.version();
        let mode: String = conn
            .query_row("PRAGMA journal_mode", [], |r| r.get(0))
            .map_err(|e| classify(path, e))?;
        let will_write = version < migrations::current()
            || !mode.eq_ignore_ascii_case("wal")
            || matches!(identity, identity::Identity::Unmarked(_));
        // Only a file about to be changed here (migrated, marked or switched to WAL) is
        // checked page by page first; a current file is checked by the queries that read it.
        if will_write && version > 0 {
            quick_check(&conn, path)?;
        }
        // WAL: readers never block the writer, and a killed process loses nothing that
        // was committed. NORMAL sync is safe in WAL against crashes of the program.
        if !mode.eq_ignore_ascii_case("wal") {
            switch_to_wal(&conn, path)?;
        }
        conn.pragma_update(None, "synchronous", "NORMAL")
            .map_err(|e| classify(path, e))?;
        conn.pragma_update(None, "foreign_keys", "ON")
            .map_err(|e| classify(path, e))?;
        migrations::migrate(&conn, path)?;
        let progress = Progress {
            conn,
            path: path.to_path_buf(),
            course: String::new(),
            read_only: false,
        };
        progress.make_views()?;
        Ok(progress)
    }

    /// Opens an existing progress file only to read it (`latih export`, `latih stats`): a
    /// read-only file works, in a read-only folder too, nothing is created or migrated, and
    /// a missing or empty file is `None`.
    pub fn open_read_only(path: &Path) -> Result<Option<Progress>, StorageError> {
        if std::fs::symlink_metadata(path).is_err() {
            return Ok(None);
        }
        check_kind(path)?;
        check_header(path)?;
        let (conn, found) = match read_only_connection(path, false) {
            // A file in WAL mode needs its -shm beside it even to be read; in a folder that
            // cannot take one, and with no -wal holding commits the file lacks, the file
            // alone is the whole truth: SQLite reads it as immutable, without locks.
            Err(StorageError::ReadOnly { .. } | StorageError::Other { .. })
                if !has_wal_content(path) =>
            {
                read_only_connection(path, true)?
            }
            other => other?,
        };
        if found == identity::Identity::Empty {
            return Ok(None);
        }
        if found.version() < migrations::current() {
            // A writing command brings it up to date; read as current it would fail on a
            // table that is not there yet.
            return Err(StorageError::NeedsUpdate {
                path: path.to_path_buf(),
                found: found.version(),
            });
        }
        let progress = Progress {
            conn,
            path: path.to_path_buf(),
            course: String::new(),
            read_only: true,
        };
        progress.make_views()?;
        Ok(Some(progress))
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    fn err(&self, e: rusqlite::Error) -> StorageError {
        classify(&self.path, e)
    }
}

/// A read-only connection to `path` (as an immutable file when `immutable`), and what the
/// file is: the first read is where a folder that cannot take a -shm shows.
fn read_only_connection(
    path: &Path,
    immutable: bool,
) -> Result<(Connection, identity::Identity), StorageError> {
    let mut flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let conn = if immutable {
        flags |= OpenFlags::SQLITE_OPEN_URI;
        Connection::open_with_flags(immutable_uri(path), flags)
    } else {
        Connection::open_with_flags(path, flags)
    }
    .map_err(|e| classify(path, e))?;
    conn.busy_timeout(BUSY_TIMEOUT)
        .map_err(|e| classify(path, e))?;
    let found = identity::inspect(&conn, path)?;
    Ok((conn, found))
}

/// `file:/abs/path?immutable=1`, with the characters a URI gives a meaning escaped.
fn immutable_uri(path: &Path) -> String {
    let abs = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    let mut uri = String::from("file:");
    for c in abs.to_string_lossy().chars() {
        match c {
            '%' | '?' | '#' => uri.push_str(&format!("%{:02X}", c as u32)),
            c => uri.push(c),
        }
    }
    uri.push_str("?immutable=1");
    uri
}

/// Whether a -wal beside the file holds anything (commits the file itself may lack).
fn has_wal_content(path: &Path) -> bool {
    let mut wal = path.as_os_str().to_os_string();
    wal.push("-wal");
    std::fs::metadata(PathBuf::from(wal)).is_ok_and(|m| m.len() > 0)
}

/// A progress file must be a plain file, or not there yet: SQLite would put a journal beside
/// a device (`/dev/null-journal`) and cannot keep progress in a pipe or folder.
fn check_kind(path: &Path) -> Result<(), StorageError> {
    let not_plain = || StorageError::NotPlain {
        path: path.to_path_buf(),
    };
    match std::fs::metadata(path) {
        Ok(m) if m.is_file() => Ok(()),
        Ok(_) => Err(not_plain()),
        // Missing when looked at: another latih starting at once may have made it since.
        Err(_) => match std::fs::symlink_metadata(path) {
            // A link to nothing: SQLite would create the file wherever it points.
            Ok(m) if m.file_type().is_symlink() => Err(not_plain()),
            Ok(m) if m.is_file() => Ok(()),
            Ok(_) => Err(not_plain()),
            Err(_) => Ok(()),
        },
    }
}

/// Where the progress file lives when no `--progress` or `LATIH_PROGRESS` says otherwise:
/// `~/.local/share/latih/progress.sqlite3` on Linux (XDG_DATA_HOME respected).
pub fn default_path() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "latih").map(|d| d.data_dir().join("progress.sqlite3"))
}

/// Switches the file to WAL. SQLite does not wait for a busy file here as it does for other
/// statements (another latih starting at the same moment may hold it), so this waits itself,
/// as long as the busy timeout.
fn switch_to_wal(conn: &Connection, path: &Path) -> Result<(), StorageError> {
    let start = std::time::Instant::now();
    loop {
        match conn.pragma_update(None, "journal_mode", "WAL") {
            Ok(()) => return Ok(()),
            Err(e) => match classify(path, e) {
                StorageError::Busy { .. } if start.elapsed() < BUSY_TIMEOUT => {
                    std::thread::sleep(Duration::from_millis(5));
                }
                other => return Err(other),
            },
        }
    }
}

/// SQLite's cheap consistency check; anything but "ok" is a damaged file.
fn quick_check(conn: &Connection, path: &Path) -> Result<(), StorageError> {
    let check: String = conn
        .query_row("PRAGMA quick_check(1)", [], |r| r.get(0))
        .map_err(|e| classify(path, e))?;
    if check == "ok" {
        Ok(())
    } else {
        Err(StorageError::Corrupt {
            path: path.to_path_buf(),
            detail: check,
        })
    }
}

impl Progress {
    /// Caps the file at `pages` pages (SQLite's max_page_count). Writing past it fails as a
    /// full disk does, which is how the tests check that a full disk loses nothing.
    pub fn cap_pages(&self, pages: u32) -> Result<(), StorageError> {
        self.conn
            .pragma_update(None, "max_page_count", pages)
            .map_err(|e| self.err(e))
    }

    /// Pages the file uses now.
    pub fn page_count(&self) -> Result<u32, StorageError> {
        self.conn
            .query_row("PRAGMA page_count", [], |r| r.get(0))
            .map_err(|e| self.err(e))
    }
}
