//! `gen`: a synthetic follow graph, deterministic for a seed. Every account follows between
//! half and one and a half times `avg` others, chosen with a Zipf-like skew (a few ordinary
//! accounts are far more popular than the rest), and a few celebrities are followed by up to `max` accounts, the largest
//! by `max`, the next by half of it, and so on. Rows are written in primary-key order inside
//! one transaction, and the follower counters are filled from counts kept while generating.

use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};
use rusqlite::{Connection, params};

use super::cancel::Cancel;
use super::schema;
use crate::core::play::Gen;

/// 2026-01-01T00:00:00Z: the generated follows are spread over the year after it.
const EPOCH: i64 = 1_767_225_600;
const YEAR: i64 = 365 * 86_400;

/// Where the skew of ordinary accounts starts: larger is flatter.
const SHIFT: f64 = 50.0;

/// How far generation has come: accounts written, of all of them.
pub type Counting<'a> = &'a mut dyn FnMut(u64, u64);

/// Writes the graph, replacing the edges and counters there were. Returns the edges written.
pub fn generate(
    conn: &Connection,
    g: &Gen,
    progress: Counting<'_>,
    cancel: &Cancel,
) -> rusqlite::Result<u64> {
    let had_reverse = schema::has_reverse(conn)?;
    let tx = conn.unchecked_transaction()?;
    // Loading without the reverse index and building it afterwards is several times faster.
    tx.execute_batch(
        "DELETE FROM follows; DELETE FROM follower_counts; DROP INDEX IF EXISTS follows_by_followee;",
    )?;
    let counts = {
        let mut insert = tx.prepare(
            "INSERT INTO follows (follower_id, followee_id, created_at) VALUES (?1, ?2, ?3)",
        )?;
        walk(
            g,
            |u, picked| {
                for &(v, at) in picked {
                    insert.execute(params![u, v, at])?;
                }
                Ok(())
            },
            progress,
            cancel,
        )?
    };
    let edges = write_counts(&tx, &counts)?;
    if had_reverse {
        tx.execute_batch(schema::CREATE_REVERSE)?;
    }
    schema::set_meta(&tx, "users", g.users as i64)?;
    tx.commit()?;
    Ok(edges)
}

/// The follower counters from the counts kept while generating; returns the edges.
pub fn write_counts(conn: &Connection, counts: &[u32]) -> rusqlite::Result<u64> {
    let mut count =
        conn.prepare("INSERT INTO follower_counts (user_id, followers) VALUES (?1, ?2)")?;
    for (id, n) in counts.iter().enumerate().skip(1) {
        count.execute(params![id as i64, i64::from(*n)])?;
    }
    Ok(counts.iter().map(|n| u64::from(*n)).sum())
}

/// The graph, account by account in id order: `each(u, [(followee, created_at)])` with the
/// followees in increasing order. Returns every account's follower count (index = id).
pub fn walk(
    g: &Gen,
    mut each: impl FnMut(i64, &[(i64, i64)]) -> rusqlite::Result<()>,
    progress: Counting<'_>,
    cancel: &Cancel,
) -> rusqlite::Result<Vec<u32>> {
    let mut rng = ChaCha8Rng::seed_from_u64(g.seed);
    let users = g.users as i64;
    let celebs = g.celebrities as i64;
    let skew = Skew::new(g);
    let mut counts = vec![0u32; g.users as usize + 1];
    let mut picked: Vec<i64> = Vec::with_capacity((g.avg as usize) * 2 + 8);
    let mut rows: Vec<(i64, i64)> = Vec::with_capacity((g.avg as usize) * 2 + 8);
    let step = (g.users / 100).max(1);
    for u in 1..=users {
        picked.clear();
        for k in 1..=celebs {
            // Celebrity k is followed by about max / k accounts.
            let p = (g.max as f64 / k as f64) / (users - 1) as f64;
            if k != u && rng.random::<f64>() < p {
                picked.push(k);
            }
        }
        // Everyone follows between half and one and a half times `avg`.
        let degree = if g.avg == 0 {
            0
        } else {
            rng.random_range(g.avg.div_ceil(2)..=g.avg + g.avg / 2)
        };
        for _ in 0..degree.saturating_sub(picked.len() as u64) {
            let v = skew.ordinary(&mut rng);
            if v != u {
                picked.push(v);
            }
        }
        picked.sort_unstable();
        picked.dedup();
        // A popular account drawn twice is one follow: draw again until the account follows
        // as many as its degree says, so the average is the `avg` asked for (a few more
        // tries than missing ones, in case there are not that many others).
        let mut tries = 0;
        while (picked.len() as u64) < degree && tries < degree + 64 {
            tries += 1;
            let v = skew.ordinary(&mut rng);
            if v != u
                && let Err(at) = picked.binary_search(&v)
            {
                picked.insert(at, v);
            }
        }
        rows.clear();
        for &v in &picked {
            rows.push((v, EPOCH + rng.random_range(0..YEAR)));
            counts[v as usize] += 1;
        }
        each(u, &rows)?;
        if (u as u64).is_multiple_of(step) {
            // Stopped: the caller's transaction is dropped, and with it every row written.
            cancel.check()?;
            progress(u as u64, g.users);
        }
    }
    progress(g.users, g.users);
    Ok(counts)
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
