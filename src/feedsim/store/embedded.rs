//! The feed cache in the process: one list per account with Redis's LPUSH, LTRIM, LRANGE and
//! LLEN, small enough for ten million accounts (16 bytes each until a feed holds more than
//! three ids), and Redis's memory for the same lists estimated from its encoding.

use std::collections::VecDeque;

use super::{FeedStore, Op, StoreError, feed_key, listpack, range};
use crate::core::feed::Memory;

/// One feed, newest first: inline while short, a ring buffer after. The ring's header is
/// kept inline (40 bytes a feed, 400 MB for ten million) rather than boxed (16 bytes): a
/// push then misses the cache once, on the feed, instead of twice, which made fan-out on
/// write about twice as slow (measured: the load of the boxed header was 80 % of a push).
#[derive(Debug, Clone, Default)]
enum Feed {
    #[default]
    Empty,
    Small(u8, [u32; 3]),
    Ring(Ring),
}

/// A longer feed, with its Redis head node: where Redis split the list into nodes depends on
/// its history, which the memory estimate needs (three ids always fit one node).
#[derive(Debug, Clone)]
struct Ring {
    ids: VecDeque<u32>,
    head: listpack::Head,
}

impl Feed {
    fn len(&self) -> usize {
        match self {
            Feed::Empty => 0,
            Feed::Small(n, _) => usize::from(*n),
            Feed::Ring(r) => r.ids.len(),
        }
    }

    /// LPUSH then LTRIM 0 cap-1.
    fn push(&mut self, post: u32, cap: usize) {
        match self {
            Feed::Empty => *self = Feed::Small(1, [post, 0, 0]),
            Feed::Small(n, ids) if usize::from(*n) < 3 => {
                ids.copy_within(0..usize::from(*n), 1);
                ids[0] = post;
                *n += 1;
            }
            Feed::Small(n, ids) => {
                let mut r = Ring {
                    ids: VecDeque::with_capacity(8),
                    head: listpack::Head::default(),
                };
                for &id in ids[..usize::from(*n)].iter().rev() {
                    r.ids.push_front(id);
                    r.head.push(u64::from(id));
                }
                r.ids.push_front(post);
                r.head.push(u64::from(post));
                *self = Feed::Ring(r);
            }
            Feed::Ring(r) => {
                r.ids.push_front(post);
                r.head.push(u64::from(post));
            }
        }
        self.trim(cap);
    }

    fn trim(&mut self, cap: usize) {
        match self {
            Feed::Small(n, _) if usize::from(*n) > cap => *n = cap as u8,
            Feed::Ring(r) if r.ids.len() > cap => {
                let removed = r.ids.range(cap..).map(|&id| u64::from(id));
                r.head.truncate(cap, removed);
                r.ids.truncate(cap);
            }
            _ => {}
        }
        if self.len() == 0 {
            *self = Feed::Empty;
        }
    }

    fn get(&self, i: usize) -> u32 {
        match self {
            Feed::Empty => 0,
            Feed::Small(_, ids) => ids[i],
            Feed::Ring(r) => r.ids.get(i).copied().unwrap_or(0),
        }
    }

    /// The ids in Redis's head node.
    fn head(&self) -> usize {
        match self {
            Feed::Ring(r) => r.head.count as usize,
            _ => self.len(),
        }
    }
}

/// Batches shorter than this are not worth a second thread.
const PARALLEL_FROM: usize = 4_096;

/// The batch's commands for accounts `base..base + feeds.len()`, in order.
fn apply_to(feeds: &mut [Feed], base: usize, ops: &[Op]) {
    for op in ops {
        let Some(f) = (op.user() as usize)
            .checked_sub(base)
            .and_then(|i| feeds.get_mut(i))
        else {
            continue;
        };
        match *op {
            Op::Push { post, cap, .. } => f.push(post, cap as usize),
            // A read touches the ids it returns, as LRANGE does (without a Vec each).
            Op::Read { count, .. } => {
                let n = f.len().min(count as usize);
                let sum: u64 = (0..n).map(|i| u64::from(f.get(i))).sum();
                std::hint::black_box(sum);
            }
        }
    }
}

#[derive(Debug, Default)]
pub struct Embedded {
    feeds: Vec<Feed>,
}

impl Embedded {
    pub fn new() -> Embedded {
        Embedded::default()
    }

    fn feed(&self, user: u32) -> Option<&Feed> {
        self.feeds.get(user as usize)
    }

    /// `LPUSH feed:user post` then `LTRIM feed:user 0 cap-1`.
    pub fn push(&mut self, user: u32, post: u32, cap: u32) {
        let i = user as usize;
        if i >= self.feeds.len() {
            self.feeds.resize_with(i + 1, Feed::default);
        }
        self.feeds[i].push(post, cap as usize);
    }

    fn range_of(&self, user: u32, start: i64, stop: i64) -> Vec<u64> {
        let Some(f) = self.feed(user) else {
            return Vec::new();
        };
        match range(f.len(), start, stop) {
            Some((a, b)) => (a..=b).map(|i| u64::from(f.get(i))).collect(),
            None => Vec::new(),
        }
    }
}

impl FeedStore for Embedded {
    fn name(&self) -> String {
        "embedded".into()
    }

    /// A large batch is applied by two threads, each on its half of the accounts: the
    /// work is random memory access, so a second core takes half of it. Each account's
    /// commands stay in batch order.
    fn apply(&mut self, ops: &[Op]) -> Result<(), StoreError> {
        let Some(top) = ops.iter().map(|op| op.user()).max() else {
            return Ok(());
        };
        if top as usize >= self.feeds.len() {
            self.feeds.resize_with(top as usize + 1, Feed::default);
        }
        let two = std::thread::available_parallelism().is_ok_and(|n| n.get() > 1);
        if ops.len() < PARALLEL_FROM || !two {
            apply_to(&mut self.feeds, 0, ops);
            return Ok(());
        }
        let mid = self.feeds.len() / 2;
        let (low, high) = self.feeds.split_at_mut(mid);
        std::thread::scope(|s| {
            s.spawn(|| apply_to(low, 0, ops));
            apply_to(high, mid, ops);
        });
        Ok(())
    }

    fn lrange(&mut self, user: u32, start: i64, stop: i64) -> Result<Vec<u64>, StoreError> {
        Ok(self.range_of(user, start, stop))
    }

    fn llen(&mut self, user: u32) -> Result<u64, StoreError> {
        Ok(self.feed(user).map_or(0, |f| f.len() as u64))
    }

    fn memory(&mut self) -> Result<Memory, StoreError> {
        let mut m = Memory::default();
        for (user, f) in self.feeds.iter().enumerate().filter(|(_, f)| f.len() > 0) {
            let n = f.len();
            m.keys += 1;
            m.entries += n as u64;
            let key = feed_key(user as u32).len() as u64;
            let ids = (0..n).map(|i| u64::from(f.get(i)));
            m.redis_bytes += listpack::list_bytes(key, f.head(), ids);
        }
        m.id_bytes = m.entries * 8;
        Ok(m)
    }

    fn users(&mut self) -> Result<Vec<u32>, StoreError> {
        Ok(self
            .feeds
            .iter()
            .enumerate()
            .filter(|(_, f)| f.len() > 0)
            .map(|(u, _)| u as u32)
            .collect())
    }

    fn clear(&mut self) -> Result<(), StoreError> {
        self.feeds = Vec::new();
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_feed_takes_forty_bytes_at_most() {
        assert!(
            std::mem::size_of::<Feed>() <= 40,
            "{}",
            std::mem::size_of::<Feed>()
        );
    }

    #[test]
    fn lpush_then_ltrim_keeps_the_newest_cap_ids_newest_first() {
        let mut s = Embedded::new();
        for post in 1..=10 {
            s.push(42, post, 4);
        }
        assert_eq!(s.lrange(42, 0, -1).unwrap(), vec![10, 9, 8, 7]);
        assert_eq!(s.llen(42).unwrap(), 4);
        assert_eq!(s.lrange(42, 1, 2).unwrap(), vec![9, 8]);
        assert_eq!(s.llen(7).unwrap(), 0);
        assert!(s.lrange(7, 0, -1).unwrap().is_empty());
    }

    #[test]
    fn short_feeds_grow_past_the_inline_three() {
        let mut s = Embedded::new();
        for post in 1..=5 {
            s.push(1, post, 800);
            let want: Vec<u64> = (1..=u64::from(post)).rev().collect();
            assert_eq!(s.lrange(1, 0, -1).unwrap(), want);
        }
        s.push(2, 9, 1);
        s.push(2, 10, 1);
        assert_eq!(s.lrange(2, 0, -1).unwrap(), vec![10]);
    }

    #[test]
    fn memory_counts_ids_at_eight_bytes_and_redis_by_its_encoding() {
        let mut s = Embedded::new();
        for post in 1..=800 {
            s.push(3, 100_000 + post, 800);
        }
        s.push(5, 7, 800);
        let m = s.memory().unwrap();
        assert_eq!((m.keys, m.entries, m.id_bytes), (2, 801, 6_408));
        // As measured for 800 such ids under latih:feed:12 (16-byte key string) and one id.
        assert_eq!(m.redis_bytes, 4_232 + 152);
        assert_eq!(s.users().unwrap(), vec![3, 5]);
        s.clear().unwrap();
        assert_eq!(s.memory().unwrap(), Memory::default());
    }
}
