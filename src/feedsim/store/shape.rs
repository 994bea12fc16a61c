//! What every feed cache is and says: the trait, its operations, what they grow, the
//! learner's consent, a server's eviction policy and the errors; both stores read it.

use crate::core::feed::Memory;
use crate::playground::Cancel;

/// Every Redis key latih writes for a feed starts with this, so that it finds and deletes its
/// own and nothing else; the embedded store counts the same key strings in its estimate.
pub const FEED_PREFIX: &str = "latih:feed:";

/// The Redis key of an account's feed.
pub fn feed_key(user: u32) -> String {
    format!("{FEED_PREFIX}{user}")
}

/// One command of a batch, in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
    /// `LPUSH feed:user post` then `LTRIM feed:user 0 cap-1`.
    Push { user: u32, post: u32, cap: u32 },
    /// `LRANGE feed:user 0 count-1`: a feed open reading its first page.
    Read { user: u32, count: u32 },
}

impl Op {
    pub fn user(&self) -> u32 {
        match *self {
            Op::Push { user, .. } | Op::Read { user, .. } => user,
        }
    }
}

/// What a batch added to the feeds: ids kept (a push into a feed below its cap; at the
/// cap LTRIM drops one for each one pushed) and feeds created (a push into an empty one).
/// The simulator's memory chart follows these, so it never needs to ask the store.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Growth {
    pub entries: u64,
    pub keys: u64,
}

impl std::ops::AddAssign for Growth {
    fn add_assign(&mut self, other: Growth) {
        self.entries += other.entries;
        self.keys += other.keys;
    }
}

/// What a server says of its memory limit: `maxmemory` in bytes (0: none) and
/// `maxmemory-policy`; `None` where it would not say.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Eviction {
    pub maxmemory: Option<u64>,
    pub policy: Option<String>,
}

impl Eviction {
    /// Whether latih's writes could make the server evict keys, its own or anyone's: any
    /// policy but `noeviction` once a limit is set (`volatile-*` evicts other applications'
    /// keys that have a TTL, `allkeys-*` any key, in every database). Not knowing counts as
    /// could.
    pub fn may_evict(&self) -> bool {
        self.maxmemory != Some(0) && self.policy.as_deref() != Some("noeviction")
    }
}

/// What the learner allows on a server.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Consent {
    /// `--redis-force`: write into a database that holds keys that are not latih's.
    pub foreign: bool,
    /// `--redis-allow-eviction`: write into a server whose policy may evict keys.
    pub eviction: bool,
}

/// Every URL in these is the one latih shows, without its password.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// Not a URL latih can connect to.
    #[error("{url}: not a Redis URL")]
    BadUrl { url: String },
    /// No connection to the server (refused, timed out, no such host, AUTH or SELECT refused).
    #[error("{url}: {why}")]
    Unreachable { url: String, why: String },
    /// The database holds keys that are not latih's, and no `--redis-force`.
    #[error("{url}: {keys} keys that are not latih's")]
    NotOurs { url: String, keys: u64 },
    /// The server may evict keys when latih fills it, and no `--redis-allow-eviction`.
    #[error("{url}: maxmemory {:?}, maxmemory-policy {:?}", memory.maxmemory, memory.policy)]
    Evicts { url: String, memory: Eviction },
    /// The server refused a write for want of memory; `cleaned` when latih then deleted
    /// its feeds (so nothing of the failed run is left).
    #[error("{url}: out of memory")]
    OutOfMemory {
        url: String,
        memory: Eviction,
        cleaned: bool,
    },
    /// A whole request was not answered within the deadline.
    #[error("{url}: no answer within {seconds} s")]
    TimedOut { url: String, seconds: u64 },
    /// The connection broke during a request.
    #[error("{url}: {why}")]
    Lost { url: String, why: String },
    /// The server sent what is not a Redis reply, or one larger than latih accepts.
    #[error("{url}: a reply latih cannot read (too large: {too_large})")]
    Garbled { url: String, too_large: bool },
    /// Stopped (Esc, Ctrl-C) while waiting for the server.
    #[error("{url}: stopped")]
    Stopped { url: String },
    /// The server answered with an error; `why` is its first line, made printable.
    #[error("{url}: {why}")]
    Server { url: String, why: String },
    /// The store itself failed (the embedded store's worker thread).
    #[error("{0}")]
    Failed(String),
}

/// A feed cache; the simulator knows nothing else of where the feeds are kept.
pub trait FeedStore: Send {
    /// `embedded`, or the server's address.
    fn name(&self) -> String;
    /// Runs a batch in order (a real server gets it as one pipeline).
    fn apply(&mut self, ops: &[Op]) -> Result<Growth, StoreError>;
    /// `LRANGE feed:user start stop` with Redis's index rules (negative from the end).
    fn lrange(&mut self, user: u32, start: i64, stop: i64) -> Result<Vec<u64>, StoreError>;
    fn llen(&mut self, user: u32) -> Result<u64, StoreError>;
    /// Every feed's memory: ids at 8 bytes, and what Redis takes for them.
    fn memory(&mut self) -> Result<Memory, StoreError>;
    /// The accounts that have a feed, in increasing order.
    fn users(&mut self) -> Result<Vec<u32>, StoreError>;
    /// Empties every feed (only latih's own keys on a server).
    fn clear(&mut self) -> Result<(), StoreError>;
    /// Empties every feed before a run on the same graph; a store may keep the memory the
    /// last run's feeds took, for this run's feeds to fill again.
    fn restart(&mut self) -> Result<(), StoreError> {
        self.clear()
    }
    /// The simulator's canceller: a store that waits on a server stops waiting when it
    /// is cancelled.
    fn watch(&mut self, _cancel: Cancel) {}
    /// Before a run writes: a server checks again that latih's writes may not evict keys
    /// (unless allowed), and notes how many keys it has evicted so far.
    fn begin(&mut self) -> Result<(), StoreError> {
        Ok(())
    }
    /// Keys the server evicted since `begin`, in all its databases; `None` when it does not
    /// say.
    fn evicted(&mut self) -> Result<Option<u64>, StoreError> {
        Ok(Some(0))
    }
}

/// Redis's LRANGE index rules on a list of `len`: negative counts from the end, the stop is
/// inclusive and clamped; `None` when the range is empty.
pub fn range(len: usize, start: i64, stop: i64) -> Option<(usize, usize)> {
    let len = len as i64;
    let start = if start < 0 {
        (len + start).max(0)
    } else {
        start
    };
    let stop = if stop < 0 {
        len + stop
    } else {
        stop.min(len - 1)
    };
    (start <= stop && start < len && stop >= 0).then_some((start as usize, stop as usize))
}

#[cfg(test)]
mod tests {
    use super::{Eviction, range};

    #[test]
    fn only_noeviction_or_no_limit_cannot_evict() {
        let e = |maxmemory: Option<u64>, policy: Option<&str>| Eviction {
            maxmemory,
            policy: policy.map(str::to_string),
        };
        assert!(!e(Some(0), Some("allkeys-lru")).may_evict());
        assert!(!e(Some(3 << 20), Some("noeviction")).may_evict());
        assert!(!e(None, Some("noeviction")).may_evict());
        assert!(e(Some(3 << 20), Some("allkeys-lru")).may_evict());
        assert!(e(Some(3 << 20), Some("volatile-ttl")).may_evict());
        assert!(e(Some(3 << 20), None).may_evict());
        assert!(e(None, None).may_evict());
    }

    #[test]
    fn lrange_indexes_follow_redis() {
        assert_eq!(range(5, 0, -1), Some((0, 4)));
        assert_eq!(range(5, 0, 99), Some((0, 4)));
        assert_eq!(range(5, -2, -1), Some((3, 4)));
        assert_eq!(range(5, 3, 1), None);
        assert_eq!(range(0, 0, -1), None);
        assert_eq!(range(5, -99, 0), Some((0, 0)));
        assert_eq!(range(5, 7, 9), None);
    }
}
