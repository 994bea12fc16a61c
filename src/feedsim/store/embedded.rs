//! The feed cache in the process: one list per account with Redis's LPUSH, LTRIM, LRANGE and
//! LLEN, 64 bytes an account plus 4 an id beyond its newest ten, and Redis's memory for the
//! same lists estimated from its encoding.

use super::listpack;
use super::shape::{FEED_PREFIX, FeedStore, Growth, Op, StoreError, range};
use crate::core::feed::Memory;

/// The newest ids a feed keeps in its own cache line.
const FRESH: usize = 8;

/// One feed: its newest ids inline, older ones in a ring buffer of its own. A feed is one
/// aligned 64-byte cache line, so most pushes touch that line alone and move the inline ids
/// to the ring once every `FRESH` pushes: measured, pushing into a ring each time missed the
/// cache twice a push and took most of a fan-out on write. The ring's start and length are
/// in the line too, so a command that reaches the ring knows where from the line alone: a
/// boxed `VecDeque` cost a further miss, on its header, for every spill and every read,
/// and made the ring a third of a fan-out's hour. Redis's head node is tracked here too:
/// where Redis split a list into nodes depends on its history, which the memory estimate
/// needs.
#[derive(Debug, Clone, Default)]
#[repr(align(64))]
struct Feed {
    /// Ids older than the inline ones, newest first from `start`, wrapping around.
    ring: Option<Box<[u32]>>,
    head: listpack::Head,
    /// Ids in the feed, inline and in the ring (at most a cap, 10,000, plus `FRESH`).
    len: u16,
    /// Where the ring's newest id is.
    start: u16,
    /// The newest ids, oldest first: `fresh[..n]`.
    fresh: [u32; FRESH],
    n: u8,
}

impl Feed {
    fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Ids in the ring.
    fn older(&self) -> usize {
        self.len() - usize::from(self.n)
    }

    /// The ring's buffer, empty before the first spill.
    fn buffer(&self) -> &[u32] {
        self.ring.as_deref().unwrap_or_default()
    }

    /// Where the ring's `k`th newest id is (`k` below the buffer's size).
    fn at(&self, k: usize) -> usize {
        let (i, size) = (usize::from(self.start) + k, self.buffer().len());
        if i >= size { i - size } else { i }
    }

    /// LPUSH then LTRIM 0 cap-1; what it added. A cap past what 16 bits count is taken as
    /// the most they do (the settings allow 10,000).
    fn push(&mut self, post: u32, cap: usize) -> Growth {
        let cap = cap.min(usize::from(u16::MAX) - FRESH);
        let before = self.len();
        self.head.push(u64::from(post));
        if usize::from(self.n) == FRESH || before >= cap {
            self.spill();
        }
        self.fresh[usize::from(self.n)] = post;
        self.n += 1;
        self.len += 1;
        if self.len() > cap {
            self.trim(cap);
        }
        Growth {
            entries: u64::from(self.len() > before),
            keys: u64::from(before == 0),
        }
    }

    /// Empty, its ring's buffer kept.
    fn restart(&mut self) {
        self.head = listpack::Head::default();
        self.len = 0;
        self.start = 0;
        self.n = 0;
    }

    /// Moves the inline ids to the front of the ring.
    fn spill(&mut self) {
        let n = usize::from(self.n);
        if n == 0 {
            return;
        }
        let older = self.older();
        if older + n > self.buffer().len() {
            self.grow(older + n);
        }
        let Some(ring) = self.ring.as_deref_mut() else {
            return;
        };
        let mut start = usize::from(self.start);
        for &id in &self.fresh[..n] {
            start = start.checked_sub(1).unwrap_or(ring.len() - 1);
            ring[start] = id;
        }
        self.start = start as u16;
        self.n = 0;
    }

    /// A buffer for at least `need` ids (twice the last, as a `Vec` grows), the ids newest
    /// first from its start.
    fn grow(&mut self, need: usize) {
        let size = need.max(2 * self.buffer().len()).max(2 * FRESH);
        let mut ring = vec![0u32; size];
        for (k, slot) in ring.iter_mut().take(self.older()).enumerate() {
            *slot = self.buffer()[self.at(k)];
        }
        self.ring = Some(ring.into_boxed_slice());
        self.start = 0;
    }

    /// LTRIM 0 cap-1, from the ring: a push spills first whenever the feed is full, so the
    /// inline ids never need trimming.
    fn trim(&mut self, cap: usize) {
        let keep = cap.saturating_sub(usize::from(self.n));
        let older = self.older();
        if keep >= older {
            return;
        }
        let removed = (keep..older).map(|k| u64::from(self.buffer()[self.at(k)]));
        let mut head = self.head;
        head.truncate(cap, removed);
        self.head = head;
        self.len = (usize::from(self.n) + keep) as u16;
    }

    fn get(&self, i: usize) -> u32 {
        let n = usize::from(self.n);
        match i.checked_sub(n) {
            None => self.fresh[n - 1 - i],
            Some(k) if k < self.older() => self.buffer()[self.at(k)],
            Some(_) => 0,
        }
    }

    /// Every id, newest first.
    fn ids(&self) -> impl Iterator<Item = u32> + '_ {
        let older = (0..self.older()).map(|k| self.buffer()[self.at(k)]);
        self.fresh[..usize::from(self.n)]
            .iter()
            .rev()
            .copied()
            .chain(older)
    }

    /// The ring's first `count` ids as they lie in its buffer: up to its end, then from its
    /// beginning.
    fn ring_front(&self, count: usize) -> (&[u32], &[u32]) {
        let (ring, start) = (self.buffer(), usize::from(self.start));
        let count = count.min(self.older());
        let first = (start + count).min(ring.len());
        let wrapped = (start + count).saturating_sub(ring.len());
        (&ring[start.min(first)..first], &ring[..wrapped])
    }

    /// What LRANGE 0 count-1 reads, summed (so the reads happen) without a list or an
    /// iterator chain made: the newest inline ids, then the front of the ring.
    fn read_first(&self, count: usize) -> u64 {
        let n = usize::from(self.n);
        let inline = &self.fresh[n - count.min(n)..n];
        let sum: u64 = inline.iter().map(|&id| u64::from(id)).sum();
        let (a, b) = self.ring_front(count.saturating_sub(n));
        sum + a.iter().chain(b).map(|&id| u64::from(id)).sum::<u64>()
    }

    /// The ids in Redis's head node.
    fn head(&self) -> usize {
        self.head.count as usize
    }

    /// The first and last place in the ring's buffer `op` touches, if it reaches the ring;
    /// they are then worth fetching early.
    fn ring_span(&self, op: &Op) -> Option<(*const u32, *const u32)> {
        let ring = self.ring.as_deref()?;
        let n = usize::from(self.n);
        let (first, last) = match *op {
            // A spill writes just before the start.
            Op::Push { cap, .. } if n == FRESH || self.len() >= cap as usize => {
                let size = ring.len();
                (self.at(size - n), self.at(size - 1))
            }
            Op::Read { count, .. } if count as usize > n && self.older() > 0 => {
                let reach = (count as usize - n).min(self.older());
                (self.at(0), self.at(reach - 1))
            }
            _ => return None,
        };
        Some((&raw const ring[first], &raw const ring[last]))
    }
}

/// How many commands ahead a feed is fetched into the cache.
const AHEAD: usize = 64;

/// Asks the CPU to start loading the cache line at `p`: a hint that never faults.
#[inline(always)]
#[allow(unsafe_code)] // the SAFETY comments below say why each call is sound
fn prefetch<T>(p: *const T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: PREFETCHT0 reads nothing architecturally and never faults, whatever `p` is.
    unsafe {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        _mm_prefetch::<_MM_HINT_T0>(p.cast());
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = p;
}

/// The batch's commands, in order. A command that reaches a feed's ring misses the cache
/// twice in a row (the feed, then the ring's ids), each costing more than the rest of a
/// push; so the feed of the command `AHEAD` on is fetched early, and the ids of the one half
/// as far (its feed is in the cache by then), which keeps many misses in flight at once.
fn apply_to(feeds: &mut [Feed], ops: &[Op]) -> Growth {
    let mut growth = Growth::default();
    let len = feeds.len();
    let index = |op: &Op| Some(op.user() as usize).filter(|&i| i < len);
    for (i, op) in ops.iter().enumerate() {
        if let Some(j) = ops.get(i + AHEAD).and_then(index) {
            prefetch(&feeds[j]);
        }
        let ahead = ops.get(i + AHEAD / 2);
        if let Some((first, last)) = ahead.and_then(|o| feeds[index(o)?].ring_span(o)) {
            prefetch(first);
            prefetch(last);
        }
        let Some(f) = index(op).and_then(|i| feeds.get_mut(i)) else {
            continue;
        };
        match *op {
            Op::Push { post, cap, .. } => growth += f.push(post, cap as usize),
            // A read touches the ids it returns, as LRANGE does (without a Vec each).
            Op::Read { count, .. } => {
                std::hint::black_box(f.read_first(count as usize));
            }
        }
    }
    growth
}

/// The memory of the feeds of accounts `base..base + feeds.len()`.
fn memory_of(feeds: &[Feed], base: usize) -> Memory {
    let mut m = Memory::default();
    for (i, f) in feeds.iter().enumerate().filter(|(_, f)| f.len() > 0) {
        m.keys += 1;
        m.entries += f.len() as u64;
        let digits = u64::from((base + i).checked_ilog10().unwrap_or(0)) + 1;
        let key = FEED_PREFIX.len() as u64 + digits;
        m.redis_bytes += if f.head() == f.len() {
            f.head.whole_list_bytes(key)
        } else {
            listpack::list_bytes(key, f.head(), f.ids().map(u64::from))
        };
    }
    m
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
    pub fn push(&mut self, user: u32, post: u32, cap: u32) -> Growth {
        let i = user as usize;
        if i >= self.feeds.len() {
            self.feeds.resize_with(i + 1, Feed::default);
        }
        self.feeds[i].push(post, cap as usize)
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

    /// One thread: measured, two threads each taking half of the accounts were slower
    /// (each reads the whole batch, and both wait on memory) once the feeds were fetched
    /// ahead.
    fn apply(&mut self, ops: &[Op]) -> Result<Growth, StoreError> {
        let Some(top) = ops.iter().map(|op| op.user()).max() else {
            return Ok(Growth::default());
        };
        if top as usize >= self.feeds.len() {
            self.feeds.resize_with(top as usize + 1, Feed::default);
        }
        Ok(apply_to(&mut self.feeds, ops))
    }

    fn lrange(&mut self, user: u32, start: i64, stop: i64) -> Result<Vec<u64>, StoreError> {
        Ok(self.range_of(user, start, stop))
    }

    fn llen(&mut self, user: u32) -> Result<u64, StoreError> {
        Ok(self.feed(user).map_or(0, |f| f.len() as u64))
    }

    /// Both halves of the accounts at once: a million feeds' ids take a while to walk.
    fn memory(&mut self) -> Result<Memory, StoreError> {
        let (low, high) = self.feeds.split_at(self.feeds.len() / 2);
        let (a, b) = std::thread::scope(|s| {
            let other = s.spawn(|| memory_of(low, 0));
            let b = memory_of(high, low.len());
            (other.join(), b)
        });
        let a = a.map_err(|_| StoreError::Failed("a feed thread stopped".into()))?;
        let entries = a.entries + b.entries;
        Ok(Memory {
            entries,
            keys: a.keys + b.keys,
            id_bytes: entries * crate::core::feed::report::ENTRY_BYTES,
            redis_bytes: a.redis_bytes + b.redis_bytes,
            ..Memory::default()
        })
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

    /// The feeds and their rings stay allocated: a million rings freed and grown again,
    /// 20 → 40 → 80 ids, and a gigabyte of pages faulted in afresh, cost a fan-out on
    /// write's hour about 15 %. The graph is the same, so the feeds need about as much
    /// again; a new graph clears first (`Simulator::graph_for`).
    fn restart(&mut self) -> Result<(), StoreError> {
        self.feeds.iter_mut().for_each(Feed::restart);
        Ok(())
    }
}

#[cfg(test)]
#[path = "embedded_tests.rs"]
mod tests;
