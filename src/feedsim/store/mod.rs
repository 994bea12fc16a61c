//! The feed cache behind one small trait: Redis list semantics (LPUSH then LTRIM to a cap,
//! LRANGE, LLEN) with memory accounting, kept in the process by default or on a real Redis.

pub mod embedded;
pub mod listpack;
pub mod redis;

use crate::core::feed::Memory;

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

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// No connection to the server (refused, timed out, bad address).
    #[error("{url}: {why}")]
    Unreachable { url: String, why: String },
    /// The database holds keys that are not latih's, and no `--redis-force`.
    #[error("{url}: {keys} keys that are not latih's")]
    NotOurs { url: String, keys: u64 },
    /// The server answered with an error.
    #[error("{0}")]
    Server(String),
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

/// The embedded store, or a real Redis at `url` (refusing a database that is not latih's
/// unless `force`).
pub fn open(url: Option<&str>, force: bool) -> Result<Box<dyn FeedStore>, StoreError> {
    match url {
        None => Ok(Box::new(embedded::Embedded::new())),
        Some(u) => Ok(Box::new(redis::RedisStore::connect(u, force)?)),
    }
}

#[cfg(test)]
mod tests {
    use super::range;

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
