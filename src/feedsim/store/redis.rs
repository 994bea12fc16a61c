//! The feed cache on a real Redis server: the same lists as the embedded store under latih's
//! own keys (`latih:feed:N`), batches sent as pipelines, memory measured with MEMORY USAGE.
//! latih speaks RESP2 itself (`redis/`): the redis crate's blocking client sizes buffers by
//! the lengths a server claims, waits per read rather than per reply, and cannot be stopped
//! from another thread; this one is bounded on all three.

mod conn;
mod resp;
mod server;
pub mod url;

use std::time::{Duration, Instant};

use self::conn::{Batch, Conn, Failed, Limits, Watch};
use self::resp::Value;
use super::shape::{Consent, FEED_PREFIX, FeedStore, Growth, Op, StoreError, feed_key};
use crate::core::feed::Memory;
use crate::playground::Cancel;

/// Commands per pipeline: large enough to amortise the round trip, small enough that
/// neither side buffers megabytes.
const PIPELINE_COMMANDS: usize = 10_000;

/// How latih treats one server.
#[derive(Debug, Clone, Copy)]
pub struct Options {
    pub consent: Consent,
    /// A whole request (a pipeline of 10,000 commands, a MEMORY USAGE of thousands of long
    /// lists) is answered well within this; past it the server is stuck.
    pub deadline: Duration,
    /// A server that does not accept the connection within this is unreachable.
    pub connect: Duration,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            consent: Consent::default(),
            deadline: Duration::from_secs(60),
            connect: Duration::from_secs(2),
        }
    }
}

/// What one request may keep of its replies: SCAN pages of 1,000 keys, a feed of at most
/// 10,000 ids and INFO take well under a megabyte.
const BUDGET: usize = 64 << 20;

/// One connection to one database of a server, claimed with `latih:owner`. The connection
/// is dropped after any failed request and opened again (AUTH, SELECT) by the next one.
pub struct RedisStore {
    /// The URL as shown: without its password.
    shown: String,
    address: url::Address,
    options: Options,
    conn: Option<Conn>,
    cancel: Option<Cancel>,
    stop_seen: Option<Instant>,
    /// The server's `evicted_keys` when the run began.
    evicted_before: Option<u64>,
}

impl RedisStore {
    /// `open` with `--redis-force` or not, and nothing else allowed.
    pub fn connect(url: &str, force: bool) -> Result<RedisStore, StoreError> {
        let consent = Consent {
            foreign: force,
            eviction: false,
        };
        RedisStore::open(
            url,
            &Options {
                consent,
                ..Options::default()
            },
        )
    }

    /// Connects to `redis://HOST:PORT/DB` (or `redis+unix:///PATH?db=N`) and claims the
    /// database for latih. A database with keys that are not latih's, or a server whose
    /// policy may evict keys, is refused unless the learner allows it; nothing is written
    /// before the checks pass.
    pub fn open(url: &str, options: &Options) -> Result<RedisStore, StoreError> {
        let shown = url::redact(url);
        let Some(address) = url::parse(url) else {
            return Err(StoreError::BadUrl { url: shown });
        };
        let mut store = RedisStore {
            shown,
            address,
            options: *options,
            conn: None,
            cancel: None,
            stop_seen: None,
            evicted_before: None,
        };
        store.connection(true)?;
        server::claim(&mut store)?;
        Ok(store)
    }

    /// Opens the connection (AUTH, SELECT) when there is none. Failing on the first
    /// connection is `Unreachable`; later, the connection was `Lost`.
    fn connection(&mut self, first: bool) -> Result<(), StoreError> {
        if self.conn.is_none() {
            let url = self.shown.clone();
            let fail = move |why: String| match first {
                true => StoreError::Unreachable {
                    url: url.clone(),
                    why,
                },
                false => StoreError::Lost {
                    url: url.clone(),
                    why,
                },
            };
            let conn =
                Conn::open(&self.address, self.options.connect).map_err(|e| fail(e.to_string()))?;
            self.conn = Some(conn);
            let mut hello = Batch::default();
            let a = &self.address;
            match (&a.user, &a.pass) {
                (Some(u), Some(p)) => hello.add(&[b"AUTH", u, p]),
                (None, Some(p)) => hello.add(&[b"AUTH", p]),
                _ => {}
            }
            hello.add(&[b"SELECT", a.db.to_string().as_bytes()]);
            let said = self.request(&hello)?;
            if let Some(e) = said.iter().find_map(server::error_text) {
                self.conn = None;
                return Err(fail(e));
            }
        }
        Ok(())
    }

    /// Sends `batch` and reads every reply; a failure drops the connection.
    fn request(&mut self, batch: &Batch) -> Result<Vec<Value>, StoreError> {
        let limits = Limits {
            deadline: self.options.deadline,
            budget: BUDGET,
        };
        if self.conn.is_none() {
            // A stopped command opens no connection: connecting has no tick to see a stop.
            if self.cancel.as_ref().is_some_and(Cancel::cancelled) {
                return Err(StoreError::Stopped {
                    url: self.shown.clone(),
                });
            }
            self.connection(false)?;
        }
        let RedisStore {
            conn,
            cancel,
            stop_seen,
            ..
        } = self;
        let mut watch = Watch {
            cancel: cancel.as_ref(),
            stop_seen,
            started: Instant::now(),
        };
        let Some(c) = conn.as_mut() else {
            return Ok(Vec::new());
        };
        let failed = match c.request(batch, limits, &mut watch) {
            Ok(v) => return Ok(v),
            Err(f) => f,
        };
        self.conn = None;
        let url = self.shown.clone();
        Err(match failed {
            Failed::Lost(e) => StoreError::Lost {
                url,
                why: e.to_string(),
            },
            Failed::TimedOut => StoreError::TimedOut {
                url,
                seconds: self.options.deadline.as_secs().max(1),
            },
            Failed::Stopped => StoreError::Stopped { url },
            Failed::Garbled => StoreError::Garbled {
                url,
                too_large: false,
            },
            Failed::TooLarge => StoreError::Garbled {
                url,
                too_large: true,
            },
        })
    }

    /// One command; an error reply is an error.
    fn query(&mut self, args: &[&[u8]]) -> Result<Value, StoreError> {
        let said = self.request(&Batch::one(args))?;
        let v = said.into_iter().next().unwrap_or(Value::Nil);
        match server::error_text(&v) {
            Some(why) => Err(self.server_error(why)),
            None => Ok(v),
        }
    }

    /// A server's error reply as an error: running out of memory is said with the limit
    /// and the policy.
    fn server_error(&mut self, why: String) -> StoreError {
        if why.starts_with("OOM") {
            let memory = server::eviction(self).unwrap_or_default();
            return StoreError::OutOfMemory {
                url: self.shown.clone(),
                memory,
                cleaned: false,
            };
        }
        StoreError::Server {
            url: self.shown.clone(),
            why,
        }
    }

    /// The first error among a pipeline's replies, as an error.
    fn check(&mut self, said: &[Value]) -> Result<(), StoreError> {
        match said.iter().find_map(server::error_text) {
            Some(why) => Err(self.server_error(why)),
            None => Ok(()),
        }
    }

    fn int(v: &Value) -> u64 {
        match v {
            Value::Int(n) => u64::try_from(*n).unwrap_or(0),
            _ => 0,
        }
    }
}

/// The account a feed key is for; `None` for any other key, even one under latih's prefix.
fn user_of(key: &[u8]) -> Option<u32> {
    let digits = key.strip_prefix(FEED_PREFIX.as_bytes())?;
    std::str::from_utf8(digits).ok()?.parse().ok()
}

fn key(user: u32) -> Vec<u8> {
    feed_key(user).into_bytes()
}

impl FeedStore for RedisStore {
    fn name(&self) -> String {
        self.shown.clone()
    }

    /// LPUSH answers with the list's length before LTRIM: at most the cap means the list
    /// grew, 1 that it was created. Running out of memory deletes latih's feeds at once:
    /// a failed run leaves nothing behind on a server that is full.
    fn apply(&mut self, ops: &[Op]) -> Result<Growth, StoreError> {
        let mut growth = Growth::default();
        for chunk in ops.chunks(PIPELINE_COMMANDS / 2) {
            let mut batch = Batch::default();
            let mut caps = Vec::new();
            for op in chunk {
                match *op {
                    Op::Push { user, post, cap } => {
                        let k = key(user);
                        batch.add(&[b"LPUSH", &k, post.to_string().as_bytes()]);
                        caps.push(Some(cap));
                        let last = (i64::from(cap) - 1).to_string();
                        batch.add_dropped(&[b"LTRIM", &k, b"0", last.as_bytes()]);
                        caps.push(None);
                    }
                    Op::Read { user, count } => {
                        let last = (i64::from(count) - 1).to_string();
                        batch.add_dropped(&[b"LRANGE", &key(user), b"0", last.as_bytes()]);
                        caps.push(None);
                    }
                }
            }
            let said = self.request(&batch)?;
            if let Err(e) = self.check(&said) {
                return Err(server::clean_after(self, e));
            }
            for (v, cap) in said.iter().zip(caps) {
                if let Some(cap) = cap {
                    let len = RedisStore::int(v);
                    growth.entries += u64::from(len <= u64::from(cap));
                    growth.keys += u64::from(len == 1);
                }
            }
        }
        Ok(growth)
    }

    fn lrange(&mut self, user: u32, start: i64, stop: i64) -> Result<Vec<u64>, StoreError> {
        let (start, stop) = (start.to_string(), stop.to_string());
        let v = self.query(&[b"LRANGE", &key(user), start.as_bytes(), stop.as_bytes()])?;
        let Value::Array(items) = v else {
            return Ok(Vec::new());
        };
        // An id that is not a number is not one latih wrote: it is left out.
        Ok(items
            .iter()
            .filter_map(|i| match i {
                Value::Bytes(b) => std::str::from_utf8(b).ok()?.parse().ok(),
                _ => None,
            })
            .collect())
    }

    fn llen(&mut self, user: u32) -> Result<u64, StoreError> {
        let v = self.query(&[b"LLEN", &key(user)])?;
        Ok(RedisStore::int(&v))
    }

    fn memory(&mut self) -> Result<Memory, StoreError> {
        let mut m = Memory {
            measured: true,
            ..Memory::default()
        };
        let keys = server::feed_keys(self)?;
        for chunk in keys.chunks(PIPELINE_COMMANDS / 2) {
            let mut batch = Batch::default();
            for k in chunk {
                batch.add(&[b"LLEN", k]);
                // SAMPLES 0 walks every node: the default 5 extrapolates long lists.
                batch.add(&[b"MEMORY", b"USAGE", k, b"SAMPLES", b"0"]);
            }
            let said = self.request(&batch)?;
            for pair in said.chunks(2) {
                // A key deleted between SCAN and here answers 0 and nil; one that is not a
                // list answers an error: neither is a feed.
                if let [Value::Int(len @ 1..), bytes] = pair {
                    m.keys += 1;
                    m.entries += *len as u64;
                    m.redis_bytes += RedisStore::int(bytes);
                }
            }
        }
        m.id_bytes = m.entries * crate::core::feed::report::ENTRY_BYTES;
        Ok(m)
    }

    fn users(&mut self) -> Result<Vec<u32>, StoreError> {
        let mut users: Vec<u32> = server::feed_keys(self)?
            .iter()
            .filter_map(|k| user_of(k))
            .collect();
        users.sort_unstable();
        users.dedup();
        Ok(users)
    }

    /// Every key under latih's feed prefix, whatever follows it (bytes that are not UTF-8
    /// too): those are latih's to delete, and nothing else is.
    fn clear(&mut self) -> Result<(), StoreError> {
        server::scan(self, Some(server::FEED_PATTERN), &mut |store, keys| {
            let mut args: Vec<&[u8]> = vec![b"UNLINK"];
            args.extend(keys.iter().map(Vec::as_slice));
            store.query(&args).map(|_| true)
        })
    }

    fn watch(&mut self, cancel: Cancel) {
        self.cancel = Some(cancel);
    }

    fn begin(&mut self) -> Result<(), StoreError> {
        server::check_eviction(self)?;
        self.evicted_before = server::evicted_keys(self)?;
        Ok(())
    }

    fn evicted(&mut self) -> Result<Option<u64>, StoreError> {
        let now = server::evicted_keys(self)?;
        Ok(now
            .zip(self.evicted_before)
            .map(|(now, before)| now.saturating_sub(before)))
    }
}
