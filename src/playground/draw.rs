//! One account's follows as `gen` draws them, shared by every walk over the graph (the
//! playground's tables, its partitions, the feed simulator): the celebrities it follows,
//! its degree, and ordinary accounts drawn with the skew until it follows that many, each
//! once. Whoever reads the graph gets the same follows for the same seed, whether it wants
//! them sorted with their times (`generate::walk`) or only the ids (`generate::walk_ids`).

use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};

use crate::core::play::Gen;

/// Where the skew of ordinary accounts starts: larger is flatter.
const SHIFT: f64 = 50.0;

/// The accounts the current account already follows: an open-addressed set of
/// `account << 32 | followee`, so an entry left by an earlier account reads as empty and
/// the set is never cleared. Replaces sorting every account's draws to find the repeats.
struct Seen {
    slots: Vec<u64>,
    shift: u32,
}

impl Seen {
    /// Room for `most` followees at a quarter full.
    fn new(most: u64) -> Seen {
        let size = (most.saturating_mul(4)).max(16).next_power_of_two();
        Seen {
            slots: vec![0; size as usize],
            shift: 64 - size.trailing_zeros(),
        }
    }

    /// Adds `v` to `u`'s set; false when it was there.
    fn insert(&mut self, u: i64, v: i64) -> bool {
        let key = (u as u64) << 32 | (v as u64 & 0xFFFF_FFFF);
        let mask = self.slots.len() - 1;
        let mut at = ((v as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.shift) as usize;
        loop {
            let slot = self.slots[at];
            if slot == key {
                return false;
            }
            if slot >> 32 != u as u64 {
                self.slots[at] = key;
                return true;
            }
            at = (at + 1) & mask;
        }
    }
}

/// The graph's random draws, account after account.
pub struct Drawer {
    rng: ChaCha8Rng,
    users: i64,
    celebs: i64,
    max: u64,
    avg: u64,
    skew: Skew,
    seen: Seen,
    picked: Vec<i64>,
}

impl Drawer {
    pub fn new(g: &Gen) -> Drawer {
        // Everyone follows at most one and a half times `avg`, and the celebrities.
        let most = g.avg + g.avg / 2 + g.celebrities + 1;
        Drawer {
            rng: ChaCha8Rng::seed_from_u64(g.seed),
            users: g.users as i64,
            celebs: g.celebrities as i64,
            max: g.max,
            avg: g.avg,
            skew: Skew::new(g),
            seen: Seen::new(most),
            picked: Vec::with_capacity(most as usize),
        }
    }

    /// The accounts `u` follows, each once, in the order they were drawn; and the draws,
    /// for what the walk draws for each of them.
    pub fn follows(&mut self, u: i64) -> (&mut Vec<i64>, &mut ChaCha8Rng) {
        let (rng, seen, picked) = (&mut self.rng, &mut self.seen, &mut self.picked);
        picked.clear();
        let users = self.users;
        for k in 1..=self.celebs {
            // Celebrity k is followed by about max / k accounts.
            let p = (self.max as f64 / k as f64) / (users - 1) as f64;
            if k != u && rng.random::<f64>() < p && seen.insert(u, k) {
                picked.push(k);
            }
        }
        // Everyone follows between half and one and a half times `avg`.
        let degree = if self.avg == 0 {
            0
        } else {
            rng.random_range(self.avg.div_ceil(2)..=self.avg + self.avg / 2)
        };
        for _ in 0..degree.saturating_sub(picked.len() as u64) {
            let v = self.skew.ordinary(rng);
            if v != u && seen.insert(u, v) {
                picked.push(v);
            }
        }
        // A popular account drawn twice is one follow: draw again until the account follows
        // as many as its degree says, so the average is the `avg` asked for (a few more
        // tries than missing ones, in case there are not that many others).
        let mut tries = 0;
        while (picked.len() as u64) < degree && tries < degree + 64 {
            tries += 1;
            let v = self.skew.ordinary(rng);
            if v != u && seen.insert(u, v) {
                picked.push(v);
            }
        }
        (picked, rng)
    }
}

/// How popular ordinary accounts are: ids after the celebrities, by a log-uniform rank
/// (density about 1/rank), so the most popular get a few times the average, far from a
/// celebrity's count. `workload` picks the accounts it reads with the same skew.
pub struct Skew {
    celebs: i64,
    ordinary: i64,
    span: f64,
}

impl Skew {
    pub fn new(g: &Gen) -> Skew {
        let ordinary = (g.users as i64 - g.celebrities as i64).max(1);
        Skew {
            celebs: g.celebrities as i64,
            ordinary,
            span: ((ordinary as f64 + SHIFT) / SHIFT).ln(),
        }
    }

    /// One ordinary account, drawn with the skew.
    pub fn ordinary(&self, rng: &mut ChaCha8Rng) -> i64 {
        let r = (SHIFT * (rng.random::<f64>() * self.span).exp() - SHIFT) as i64 + 1;
        self.celebs + r.clamp(1, self.ordinary)
    }
}
