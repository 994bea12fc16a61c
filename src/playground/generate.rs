//! `gen`: a synthetic follow graph, deterministic for a seed. Every account follows between
//! half and one and a half times `avg` others, chosen with a Zipf-like skew (a few ordinary
//! accounts are far more popular than the rest), and a few celebrities are followed by up to `max` accounts, the largest
//! by `max`, the next by half of it, and so on. Rows are written in primary-key order inside
//! one transaction, and the follower counters are filled from counts kept while generating.

use rand::RngExt;
use rusqlite::{Connection, params};

use super::cancel::Cancel;
use super::draw::Drawer;
pub use super::draw::Skew;
use super::schema;
use crate::core::play::Gen;

/// 2026-01-01T00:00:00Z: the generated follows are spread over the year after it.
const EPOCH: i64 = 1_767_225_600;
const YEAR: i64 = 365 * 86_400;

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
    let mut draw = Drawer::new(g);
    let mut counts = vec![0u32; g.users as usize + 1];
    let mut rows: Vec<(i64, i64)> = Vec::with_capacity((g.avg as usize) * 2 + 8);
    let step = (g.users / 100).max(1);
    for u in 1..=g.users as i64 {
        let (picked, rng) = draw.follows(u);
        picked.sort_unstable();
        rows.clear();
        for &v in picked.iter() {
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

/// The same graph as `walk`, for a reader that wants only who follows whom: `each(u,
/// followees)` in the order they were drawn, without sorting them or counting followers
/// (the times are drawn all the same, so the accounts after stay the same). `None` when
/// stopped.
pub fn walk_ids(
    g: &Gen,
    mut each: impl FnMut(&[i64]),
    progress: Counting<'_>,
    cancel: &Cancel,
) -> Option<()> {
    let mut draw = Drawer::new(g);
    let step = (g.users / 100).max(1);
    for u in 1..=g.users as i64 {
        let (picked, rng) = draw.follows(u);
        each(picked);
        for _ in 0..picked.len() {
            let _: i64 = rng.random_range(0..YEAR);
        }
        if (u as u64).is_multiple_of(step) {
            if cancel.cancelled() {
                return None;
            }
            progress(u as u64, g.users);
        }
    }
    progress(g.users, g.users);
    Some(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings() -> Gen {
        Gen {
            users: 5_000,
            avg: 30,
            celebrities: 3,
            max: 2_000,
            seed: 42,
        }
    }

    /// Every follow with its time, folded into one number.
    fn digest_of_walk(g: &Gen) -> (u64, u64, Vec<Vec<i64>>) {
        let (mut digest, mut edges, mut lists) = (0xcbf2_9ce4_8422_2325u64, 0u64, Vec::new());
        walk(
            g,
            |u, rows| {
                for &(v, at) in rows {
                    digest = (digest ^ (u as u64) << 40 ^ (v as u64) << 8 ^ at as u64)
                        .wrapping_mul(0x100_0000_01b3);
                    edges += 1;
                }
                lists.push(rows.iter().map(|&(v, _)| v).collect());
                Ok(())
            },
            &mut |_, _| {},
            &Cancel::default(),
        )
        .unwrap();
        (edges, digest, lists)
    }

    /// A seed keeps drawing the graph it drew in earlier releases (the courses' scenarios
    /// name accounts and counts of it): the figures were taken before the draws were
    /// shared with `walk_ids`.
    #[test]
    fn the_same_seed_draws_the_graph_it_drew_before() {
        let (edges, digest, _) = digest_of_walk(&settings());
        assert_eq!((edges, digest), (149_698, 2_041_464_860_199_135_472));
    }

    /// The simulator's walk gets the very follows `gen` writes, in the order drawn.
    #[test]
    fn walk_ids_gives_the_follows_walk_gives() {
        let (_, _, lists) = digest_of_walk(&settings());
        let mut ids = Vec::new();
        walk_ids(
            &settings(),
            |picked| {
                let mut v = picked.to_vec();
                v.sort_unstable();
                ids.push(v);
            },
            &mut |_, _| {},
            &Cancel::default(),
        )
        .unwrap();
        assert_eq!(ids, lists);
    }
}
