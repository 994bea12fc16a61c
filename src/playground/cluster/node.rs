//! One partition: a SQLite database of its own (a file, or in memory) with its own
//! connection, owned by its own thread, as a node of a real cluster would be. Work goes in
//! as closures over a channel and answers come back on another, so every partition of a
//! scatter-gather works at the same time and the time measured is real.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread::JoinHandle;

use rusqlite::{Connection, InterruptHandle, OpenFlags};

use crate::playground::schema::APPLICATION_ID;
use crate::playground::{Cancel, guard, place};

type Job = Box<dyn FnOnce(&mut Connection) + Send>;

pub struct Node {
    tx: Option<Sender<Job>>,
    thread: Option<JoinHandle<()>>,
    pub interrupt: Arc<InterruptHandle>,
    /// The file it is kept in, if not in memory.
    pub path: Option<PathBuf>,
}

/// Every partition holds its share of the follows table, with the same key as the
/// unpartitioned one; the reverse table, the global index, the outbox and the change log
/// are added by the commands that use them.
pub const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS follows (
  follower_id INTEGER NOT NULL,
  followee_id INTEGER NOT NULL,
  created_at  INTEGER NOT NULL,
  PRIMARY KEY (follower_id, followee_id)
) WITHOUT ROWID;
";

impl Node {
    /// A partition: a new file at `path` (the caller made room: nothing is there), one
    /// kept by an earlier run (`fresh` false: the caller checked it carries the playground's
    /// mark), or in memory when `path` is `None`. `cancel` stops its statements.
    pub fn open(path: Option<&Path>, fresh: bool, cancel: &Cancel) -> rusqlite::Result<Node> {
        Node::open_with(path, fresh, cancel, SCHEMA)
    }

    /// `open`, with the tables `schema` makes instead of the follow graph's (a playground
    /// the course defines brings its own).
    pub fn open_with(
        path: Option<&Path>,
        fresh: bool,
        cancel: &Cancel,
        schema: &str,
    ) -> rusqlite::Result<Node> {
        let mut conn = match path {
            Some(p) => {
                if fresh {
                    place::create_new(p).map_err(|e| stopped(&e.to_string()))?;
                }
                // No link followed, and a name is a name, never a URI.
                let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
                    | OpenFlags::SQLITE_OPEN_NO_MUTEX
                    | OpenFlags::SQLITE_OPEN_NOFOLLOW;
                Connection::open_with_flags(p, flags)?
            }
            None => Connection::open_in_memory()?,
        };
        // The mark first, while the file has no journal yet: it is in the file's own header
        // from its first write, where `place::found` reads it without SQLite.
        if fresh || path.is_none() {
            conn.pragma_update(None, "application_id", APPLICATION_ID)?;
        }
        // A file is a real node's disk: WAL keeps every commit. In memory, the fastest.
        conn.execute_batch(if path.is_some() {
            "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;"
        } else {
            "PRAGMA journal_mode = MEMORY; PRAGMA synchronous = OFF;"
        })?;
        conn.execute_batch(schema)?;
        guard::install_store(&mut conn, cancel)?;
        let interrupt = Arc::new(conn.get_interrupt_handle());
        let (tx, rx) = mpsc::channel::<Job>();
        let thread = std::thread::Builder::new()
            .name("latih-partition".to_string())
            .spawn(move || {
                let mut conn = conn;
                while let Ok(job) = rx.recv() {
                    job(&mut conn);
                }
            })
            .map_err(|e| stopped(&e.to_string()))?;
        Ok(Node {
            tx: Some(tx),
            thread: Some(thread),
            interrupt,
            path: path.map(Path::to_path_buf),
        })
    }

    /// Hands work to the partition's thread; its answer comes on the receiver.
    pub fn ask<R, F>(&self, f: F) -> Receiver<rusqlite::Result<R>>
    where
        R: Send + 'static,
        F: FnOnce(&mut Connection) -> rusqlite::Result<R> + Send + 'static,
    {
        let (tx, rx) = mpsc::sync_channel(1);
        let job: Job = Box::new(move |c| {
            let _ = tx.send(f(c));
        });
        if let Some(t) = &self.tx {
            // A stopped thread drops the job and its sender: the receiver then says so.
            let _ = t.send(job);
        }
        rx
    }

    /// `ask`, waiting for the answer.
    pub fn call<R, F>(&self, f: F) -> rusqlite::Result<R>
    where
        R: Send + 'static,
        F: FnOnce(&mut Connection) -> rusqlite::Result<R> + Send + 'static,
    {
        wait(self.ask(f))
    }

    /// Runs SQL with no answer but success.
    pub fn batch(&self, sql: &'static str) -> Receiver<rusqlite::Result<()>> {
        self.ask(move |c| c.execute_batch(sql))
    }
}

/// The answer of an `ask`; a partition whose thread is gone is an error, not a hang.
pub fn wait<R>(rx: Receiver<rusqlite::Result<R>>) -> rusqlite::Result<R> {
    rx.recv()
        .unwrap_or_else(|_| Err(stopped("the partition's thread stopped")))
}

fn stopped(why: &str) -> rusqlite::Error {
    rusqlite::Error::SqliteFailure(
        rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_ERROR),
        Some(why.to_string()),
    )
}

impl Drop for Node {
    fn drop(&mut self) {
        // Closing the channel ends the thread once its queue is done; then the connection
        // closes on it.
        self.tx = None;
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}
