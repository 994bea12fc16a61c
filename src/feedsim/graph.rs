//! The follow graph held in memory both ways (who an account follows, who follows it) as
//! compressed rows of 4-byte ids, built by the playground's own generator so the same
//! settings and seed give the same graph; and who is active, and when each was last seen.

use std::sync::{Arc, Mutex};

use crate::core::play::Gen;
use crate::playground::Cancel;
use crate::playground::generate::{Counting, walk_ids};

/// Days since an active account last opened its feed are 0 to 6; a dormant one's 31 to 365.
const ACTIVE_DAYS: u64 = 7;
const DORMANT_FROM: u64 = 31;

pub struct Graph {
    pub users: u32,
    following_at: Vec<u64>,
    following: Vec<u32>,
    followers_at: Vec<u64>,
    followers: Vec<u32>,
    /// Days since each account last opened its feed (index = id).
    pub last_seen: Vec<u16>,
    /// The accounts that open feeds, in increasing order.
    pub actives: Vec<u32>,
    /// `big_followed`'s last answer and its threshold: every hybrid run on this graph asks,
    /// and counting reads the big accounts' follows, a third of all at a threshold of
    /// 10,000 (7 % of a hybrid hour, measured).
    big: Mutex<Option<(u64, Arc<[u32]>)>>,
}

/// A stable per-account draw from the seed: the same account is active in every run.
pub fn mix(seed: u64, id: u64) -> u64 {
    let mut x = seed ^ id.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    x ^= x >> 30;
    x = x.wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x ^= x >> 27;
    x = x.wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// Who follows each account, from who each follows: a counting sort, each follow written at
/// its account's next free slot. `at` holds the lists' starts (index = id, one more at the
/// end) and is used as the cursor itself, so no copy of it is made: each cursor ends where
/// the next list starts, and one turn to the right gives the starts back. The writes land
/// at random in 800 MB, so every core takes a share: each writes the lists of a range of
/// accounts holding about as many follows as the others'.
fn transpose(following_at: &[u64], following: &[u32], at: &mut [u64], threads: usize) -> Vec<u32> {
    let mut followers = vec![0u32; following.len()];
    let threads = threads.max(1);
    let total = following.len() as u64;
    // Where each share starts: the first account whose list starts past its part.
    let mut starts = vec![0usize];
    for k in 1..threads as u64 {
        let from = at.partition_point(|&a| a < total * k / threads as u64);
        if from > *starts.last().unwrap_or(&0) && from < at.len() {
            starts.push(from);
        }
    }
    // Each share: its accounts, and where their lists lie in `followers`.
    let shares: Vec<(usize, usize, usize)> = starts
        .iter()
        .enumerate()
        .map(|(i, &lo)| {
            let hi = starts.get(i + 1).copied().unwrap_or(at.len());
            let edges = at.get(hi).map_or(following.len(), |&a| a as usize);
            (lo, hi, edges)
        })
        .collect();
    std::thread::scope(|s| {
        let (mut at_rest, mut out_rest) = (&mut at[..], &mut followers[..]);
        let mut base = 0usize;
        for &(lo, hi, edges) in &shares {
            let (fill, more) = std::mem::take(&mut at_rest).split_at_mut(hi - lo);
            let (out, more_out) = std::mem::take(&mut out_rest).split_at_mut(edges - base);
            s.spawn(move || scatter(following_at, following, lo, fill, out, base));
            (at_rest, out_rest, base) = (more, more_out, edges);
        }
    });
    at.rotate_right(1);
    if let Some(first) = at.first_mut() {
        *first = 0;
    }
    followers
}

/// Follows handed from the drawing thread to the keeping one: who they are, and how many
/// each account in turn drew.
#[derive(Default)]
struct Chunk {
    ids: Vec<u32>,
    lens: Vec<u32>,
}

/// Follows a chunk holds before it is handed over (1 MiB of ids).
const CHUNK: usize = 1 << 18;

/// Keeps the drawn follows as they come: where each account's list starts, the lists, and
/// every account's follower count.
fn keep(chunks: std::sync::mpsc::Receiver<Chunk>, g: &Gen) -> (Vec<u64>, Vec<u32>, Vec<u32>) {
    let n = g.users as usize;
    let mut following_at = Vec::with_capacity(n + 2);
    following_at.push(0);
    following_at.push(0);
    // Room for chance as well, so the list never grows (a copy of 800 MB, at 20 million
    // accounts): what the memory budget counts (`core::feed::budget`).
    let room = crate::core::feed::budget::edge_room(g.estimated_edges());
    let mut following: Vec<u32> = Vec::with_capacity(room as usize);
    let mut counts = vec![0u32; n + 1];
    for chunk in chunks {
        for &v in &chunk.ids {
            if let Some(c) = counts.get_mut(v as usize) {
                *c += 1;
            }
        }
        let mut end = following.len() as u64;
        following.extend_from_slice(&chunk.ids);
        for &l in &chunk.lens {
            end += u64::from(l);
            following_at.push(end);
        }
    }
    (following_at, following, counts)
}

/// The part of `transpose` for accounts `first..first + fill.len()`, whose lists start at
/// `base` in the whole array and are `out` here.
fn scatter(
    following_at: &[u64],
    following: &[u32],
    first: usize,
    fill: &mut [u64],
    out: &mut [u32],
    base: usize,
) {
    let mut u = 0usize;
    for (e, &v) in following.iter().enumerate() {
        while following_at
            .get(u + 1)
            .is_some_and(|&end| end as usize <= e)
        {
            u += 1;
        }
        let Some(at) = (v as usize)
            .checked_sub(first)
            .and_then(|i| fill.get_mut(i))
        else {
            continue;
        };
        if let Some(slot) = (*at as usize)
            .checked_sub(base)
            .and_then(|i| out.get_mut(i))
        {
            *slot = u as u32;
        }
        *at += 1;
    }
}

impl Graph {
    /// Generates the graph; `None` when stopped. Two cores share the drawing: this thread
    /// draws the follows (`walk_ids`) and hands them over in chunks to another, which keeps
    /// them and counts every account's followers (a random increment an edge) meanwhile.
    pub fn build(g: &Gen, active: u64, progress: Counting<'_>, cancel: &Cancel) -> Option<Graph> {
        let n = g.users as usize;
        let (send, receive) = std::sync::mpsc::sync_channel::<Chunk>(4);
        let (drawn, kept) = std::thread::scope(|s| {
            let keeper = s.spawn(move || keep(receive, g));
            let mut chunk = Chunk::default();
            let drawn = walk_ids(
                g,
                |picked| {
                    chunk.ids.extend(picked.iter().map(|&v| v as u32));
                    chunk.lens.push(picked.len() as u32);
                    if chunk.ids.len() >= CHUNK {
                        // A keeper that stopped has failed: its join says so below.
                        let _ = send.send(std::mem::take(&mut chunk));
                    }
                },
                progress,
                cancel,
            );
            let _ = send.send(chunk);
            drop(send);
            (drawn, keeper.join().ok())
        });
        drawn?;
        let (following_at, following, counts) = kept?;
        // Followers by a counting sort: walking followers in id order keeps each list sorted.
        let mut followers_at = vec![0u64; n + 2];
        for (id, c) in counts.iter().enumerate() {
            followers_at[id + 1] = followers_at[id] + u64::from(*c);
        }
        drop(counts);
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get().clamp(1, 8));
        let followers = transpose(&following_at, &following, &mut followers_at, cores);
        let mut last_seen = vec![0u16; n + 1];
        let mut actives = Vec::with_capacity(n);
        for u in 1..=n as u64 {
            let r = mix(g.seed, u);
            let days = if r % 100 < active {
                actives.push(u as u32);
                (r >> 8) % ACTIVE_DAYS
            } else {
                DORMANT_FROM + (r >> 8) % (366 - DORMANT_FROM)
            };
            last_seen[u as usize] = days as u16;
        }
        Some(Graph {
            users: g.users as u32,
            following_at,
            following,
            followers_at,
            followers,
            last_seen,
            actives,
            big: Mutex::new(None),
        })
    }

    pub fn following(&self, u: u32) -> &[u32] {
        let u = u as usize;
        &self.following[self.following_at[u] as usize..self.following_at[u + 1] as usize]
    }

    pub fn followers(&self, u: u32) -> &[u32] {
        let u = u as usize;
        &self.followers[self.followers_at[u] as usize..self.followers_at[u + 1] as usize]
    }

    pub fn follower_count(&self, u: u32) -> u64 {
        self.followers_at[u as usize + 1] - self.followers_at[u as usize]
    }

    pub fn edges(&self) -> u64 {
        self.following.len() as u64
    }

    /// Whether a fan-out with `skip = Some(days)` leaves this follower out.
    pub fn skipped(&self, u: u32, skip: Option<u64>) -> bool {
        skip.is_some_and(|d| u64::from(self.last_seen[u as usize]) > d)
    }

    /// For each account, how many of the accounts it follows are above `threshold`
    /// followers (the ones a hybrid read merges), counted once per threshold.
    pub fn big_followed(&self, threshold: u64) -> Arc<[u32]> {
        let mut kept = self.big.lock().unwrap_or_else(|e| e.into_inner());
        match kept.as_ref() {
            Some((t, big)) if *t == threshold => Arc::clone(big),
            _ => {
                let big: Arc<[u32]> = self.count_big_followed(threshold).into();
                *kept = Some((threshold, Arc::clone(&big)));
                big
            }
        }
    }

    /// `big_followed`, counted from the big accounts' follower lists rather than by reading
    /// every account's following list, all of the graph.
    fn count_big_followed(&self, threshold: u64) -> Vec<u32> {
        let mut big = vec![0u32; self.users as usize + 1];
        for v in (1..=self.users).filter(|&v| self.follower_count(v) > threshold) {
            for &f in self.followers(v) {
                if let Some(n) = big.get_mut(f as usize) {
                    *n += 1;
                }
            }
        }
        big
    }

    /// Followers of each account that a fan-out reaches (all, or the recently seen).
    pub fn reached(&self, skip: Option<u64>) -> Vec<u64> {
        (0..=self.users)
            .map(|u| match (u, skip) {
                (0, _) => 0,
                (_, None) => self.follower_count(u),
                (_, Some(_)) => self
                    .followers(u)
                    .iter()
                    .filter(|&&f| !self.skipped(f, skip))
                    .count() as u64,
            })
            .collect()
    }

    /// Bytes held, for the report.
    pub fn bytes(&self) -> u64 {
        (8 * (self.following_at.len() + self.followers_at.len())
            + 4 * (self.following.len() + self.followers.len() + self.actives.len())
            + 2 * self.last_seen.len()) as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every follow appears once in each direction, and each follower list is in id order,
    /// across the split between the two threads that build the followers.
    #[test]
    fn followers_are_following_turned_around() {
        let settings = Gen {
            users: 3_001,
            avg: 40,
            celebrities: 2,
            max: 2_000,
            seed: 9,
        };
        let g = Graph::build(&settings, 67, &mut |_, _| {}, &Cancel::default()).unwrap();
        let mut turned: Vec<Vec<u32>> = vec![Vec::new(); 3_002];
        for u in 1..=3_001u32 {
            for &v in g.following(u) {
                turned[v as usize].push(u);
            }
        }
        let mut total = 0;
        for v in 1..=3_001u32 {
            assert_eq!(g.followers(v), &turned[v as usize][..], "account {v}");
            total += g.followers(v).len() as u64;
        }
        assert_eq!(total, g.edges());
        // However many cores share the turning around, the lists are the same.
        for threads in [1, 3, 7] {
            // The lists' starts, as the build hands them to `transpose`.
            let mut starts = g.followers_at.clone();
            let turned = transpose(&g.following_at, &g.following, &mut starts, threads);
            assert_eq!(turned, g.followers, "{threads} threads");
            assert_eq!(starts, g.followers_at, "{threads} threads");
        }
        // Big accounts followed, from their follower lists, as each following list says.
        for threshold in [0, 50, 1_000] {
            let big = g.big_followed(threshold);
            for u in 1..=3_001u32 {
                let want = g
                    .following(u)
                    .iter()
                    .filter(|&&v| g.follower_count(v) > threshold)
                    .count() as u32;
                assert_eq!(big[u as usize], want, "account {u}, threshold {threshold}");
            }
        }
        assert!(
            g.follower_count(1) > 1_000,
            "a celebrity: {}",
            g.follower_count(1)
        );
    }
}
