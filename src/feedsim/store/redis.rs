//! The feed cache on a real Redis server: the same lists as the embedded store under latih's
//! own keys (`latih:feed:N`), batches sent as pipelines, memory measured with MEMORY USAGE.

use std::time::Duration;

use redis::{Connection, Pipeline, RedisError};

use super::{FEED_PREFIX, FeedStore, Growth, Op, StoreError, feed_key};
use crate::core::feed::Memory;

/// `FEED_PREFIX` and any account: what SCAN looks for.
const FEED_PATTERN: &str = "latih:feed:*";
/// Marks a database as latih's: a non-empty database without it is someone else's.
const OWNER_KEY: &str = "latih:owner";
const OWNER_VALUE: &str = "latih feed simulator";
/// A server that does not answer within this is taken as unreachable.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(2);
/// A pipeline of 10,000 commands or a MEMORY USAGE of a long list answers well within this;
/// past it the server is stuck and the run had better stop than hang.
const IO_TIMEOUT: Duration = Duration::from_secs(60);
/// Commands per pipeline: large enough to amortise the round trip, small enough that
/// neither side buffers megabytes.
const PIPELINE_COMMANDS: usize = 10_000;
/// Keys asked of SCAN per call (a hint to the server, not a limit).
const SCAN_COUNT: u32 = 1_000;

/// One connection to one database of a server, claimed with `latih:owner`.
pub struct RedisStore {
    url: String,
    con: Connection,
}

impl RedisStore {
    /// Connects to `redis://HOST:PORT/DB` and claims the database for latih. A database with
    /// keys but no `latih:owner` is refused unless `force`; nothing is written before the
    /// checks pass.
    pub fn connect(url: &str, force: bool) -> Result<RedisStore, StoreError> {
        let unreachable = |e: RedisError| StoreError::Unreachable {
            url: url.to_string(),
            why: e.to_string(),
        };
        let client = redis::Client::open(url).map_err(unreachable)?;
        let con = client
            .get_connection_with_timeout(CONNECT_TIMEOUT)
            .map_err(unreachable)?;
        con.set_read_timeout(Some(IO_TIMEOUT))
            .map_err(unreachable)?;
        con.set_write_timeout(Some(IO_TIMEOUT))
            .map_err(unreachable)?;
        let mut store = RedisStore {
            url: url.to_string(),
            con,
        };
        let keys: u64 = store.query(&redis::cmd("DBSIZE"))?;
        let ours: bool = store.query(redis::cmd("EXISTS").arg(OWNER_KEY))?;
        if keys > 0 && !ours && !force {
            return Err(StoreError::NotOurs {
                url: url.to_string(),
                keys,
            });
        }
        store.query::<()>(redis::cmd("SET").arg(OWNER_KEY).arg(OWNER_VALUE))?;
        Ok(store)
    }

    /// A server's error answer is `Server`; a lost or timed-out connection is `Unreachable`.
    fn error(&self, e: RedisError) -> StoreError {
        if e.is_io_error() || e.is_connection_dropped() || e.is_timeout() {
            StoreError::Unreachable {
                url: self.url.clone(),
                why: e.to_string(),
            }
        } else {
            StoreError::Server(format!("{}: {e}", self.url))
        }
    }

    fn query<T: redis::FromRedisValue>(&mut self, cmd: &redis::Cmd) -> Result<T, StoreError> {
        cmd.query(&mut self.con).map_err(|e| self.error(e))
    }

    fn run<T: redis::FromRedisValue>(&mut self, pipe: &Pipeline) -> Result<T, StoreError> {
        pipe.query(&mut self.con).map_err(|e| self.error(e))
    }

    /// Every feed key, page by page through SCAN (KEYS would block the server on a large
    /// database); `each` gets one page at a time.
    fn scan_feeds(
        &mut self,
        mut each: impl FnMut(&mut Self, Vec<String>) -> Result<(), StoreError>,
    ) -> Result<(), StoreError> {
        let mut cursor = 0u64;
        loop {
            let mut scan = redis::cmd("SCAN");
            scan.arg(cursor)
                .arg("MATCH")
                .arg(FEED_PATTERN)
                .arg("COUNT")
                .arg(SCAN_COUNT);
            let (next, keys): (u64, Vec<String>) = self.query(&scan)?;
            if !keys.is_empty() {
                each(self, keys)?;
            }
            if next == 0 {
                return Ok(());
            }
            cursor = next;
        }
    }

    /// All feed keys (SCAN may return a key twice while the keyspace rehashes).
    fn feed_keys(&mut self) -> Result<Vec<String>, StoreError> {
        let mut all = Vec::new();
        self.scan_feeds(|_, keys| {
            all.extend(keys);
            Ok(())
        })?;
        all.sort_unstable();
        all.dedup();
        Ok(all)
    }
}

impl FeedStore for RedisStore {
    fn name(&self) -> String {
        self.url.clone()
    }

    /// LPUSH answers with the list's length before LTRIM: at most the cap means the list
    /// grew, 1 that it was created.
    fn apply(&mut self, ops: &[Op]) -> Result<Growth, StoreError> {
        let mut pipe = redis::pipe();
        let mut caps = Vec::new();
        let mut growth = Growth::default();
        let mut send = |s: &mut Self, pipe: &mut Pipeline, caps: &mut Vec<u32>| {
            let lens: Vec<u64> = s.run(pipe)?;
            for (len, cap) in lens.into_iter().zip(caps.drain(..)) {
                growth.entries += u64::from(len <= u64::from(cap));
                growth.keys += u64::from(len == 1);
            }
            pipe.clear();
            Ok::<(), StoreError>(())
        };
        for op in ops {
            match *op {
                Op::Push { user, post, cap } => {
                    let key = feed_key(user);
                    pipe.cmd("LPUSH").arg(&key).arg(post);
                    caps.push(cap);
                    let last = i64::from(cap) - 1;
                    pipe.cmd("LTRIM").arg(&key).arg(0).arg(last).ignore();
                }
                Op::Read { user, count } => {
                    let last = i64::from(count) - 1;
                    pipe.cmd("LRANGE")
                        .arg(feed_key(user))
                        .arg(0)
                        .arg(last)
                        .ignore();
                }
            }
            if pipe.len() >= PIPELINE_COMMANDS {
                send(self, &mut pipe, &mut caps)?;
            }
        }
        if !pipe.is_empty() {
            send(self, &mut pipe, &mut caps)?;
        }
        Ok(growth)
    }

    fn lrange(&mut self, user: u32, start: i64, stop: i64) -> Result<Vec<u64>, StoreError> {
        let mut c = redis::cmd("LRANGE");
        c.arg(feed_key(user)).arg(start).arg(stop);
        self.query(&c)
    }

    fn llen(&mut self, user: u32) -> Result<u64, StoreError> {
        let mut c = redis::cmd("LLEN");
        c.arg(feed_key(user));
        self.query(&c)
    }

    fn memory(&mut self) -> Result<Memory, StoreError> {
        let mut m = Memory {
            measured: true,
            ..Memory::default()
        };
        for chunk in self.feed_keys()?.chunks(PIPELINE_COMMANDS / 2) {
            let mut pipe = redis::pipe();
            for key in chunk {
                pipe.cmd("LLEN").arg(key);
                // SAMPLES 0 walks every node: the default 5 extrapolates long lists.
                pipe.cmd("MEMORY")
                    .arg("USAGE")
                    .arg(key)
                    .arg("SAMPLES")
                    .arg(0);
            }
            let answers: Vec<Option<u64>> = self.run(&pipe)?;
            for pair in answers.chunks(2) {
                // A key deleted between SCAN and here answers 0 and nil: not a feed.
                if let [Some(len @ 1..), bytes] = pair {
                    m.keys += 1;
                    m.entries += len;
                    m.redis_bytes += bytes.unwrap_or(0);
                }
            }
        }
        m.id_bytes = m.entries * 8;
        Ok(m)
    }

    fn users(&mut self) -> Result<Vec<u32>, StoreError> {
        let mut users: Vec<u32> = self
            .feed_keys()?
            .iter()
            .filter_map(|k| k.strip_prefix(FEED_PREFIX)?.parse().ok())
            .collect();
        users.sort_unstable();
        Ok(users)
    }

    fn clear(&mut self) -> Result<(), StoreError> {
        // Deleting what SCAN has returned does not make it skip the keys still to come.
        self.scan_feeds(|store, keys| {
            let mut c = redis::cmd("UNLINK");
            c.arg(keys);
            store.query::<()>(&c)
        })
    }
}
