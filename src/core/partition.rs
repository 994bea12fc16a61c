//! Which partition a key lives on: the one hash the playground routes by, the lesson text
//! explains and the scratchpad's `partition(id; n)` computes, so a learner can check any
//! row's place by hand.
//!
//! Fibonacci hashing: `h(id) = id × 2654435761 mod 2³²` (2654435761 is 2³² divided by the
//! golden ratio, rounded to an odd number), and the partition is the top of it scaled to
//! `n`: `⌊h(id) × n / 2³²⌋`. Neighbouring ids land far apart, every partition gets an even
//! share of a range of ids, and the same id always goes to the same partition.

/// The multiplier: ⌊2³² / φ⌋, odd.
pub const MULTIPLIER: u64 = 2_654_435_761;

/// `id × 2654435761 mod 2³²`.
pub fn hash(id: i64) -> u32 {
    (id as u64).wrapping_mul(MULTIPLIER) as u32
}

/// The partition (0..n) of a key: `⌊h(id) × n / 2³²⌋`. `n` of 0 is taken as 1.
pub fn slot(id: i64, n: u32) -> u32 {
    ((u64::from(hash(id)) * u64::from(n.max(1))) >> 32) as u32
}

/// Where one row of a bucketed account lives: its follower picks one of `k` buckets by the
/// same hash, and bucket `b` of account `key` sits `b` partitions after the account's own,
/// so `k` buckets spread over `min(k, n)` partitions.
pub fn bucketed(key: i64, member: i64, k: u32, n: u32) -> u32 {
    (slot(key, n) + slot(member, k.max(1))) % n.max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hash_is_the_documented_formula() {
        assert_eq!(hash(1), 2_654_435_761);
        assert_eq!(hash(2), (2 * 2_654_435_761u64 % (1 << 32)) as u32);
        // ⌊2654435761 × 16 / 2³²⌋ = 9.
        assert_eq!(slot(1, 16), 9);
        assert_eq!(slot(7, 1), 0);
        assert_eq!(slot(7, 0), 0);
    }

    #[test]
    fn a_range_of_ids_spreads_evenly() {
        for n in [2u32, 8, 16, 64] {
            let mut counts = vec![0u32; n as usize];
            for id in 1..=64_000 {
                counts[slot(id, n) as usize] += 1;
            }
            let even = 64_000 / n;
            for c in counts {
                assert!(c.abs_diff(even) * 20 < even, "n={n}: {c} vs {even}");
            }
        }
    }

    #[test]
    fn buckets_spread_one_account_over_k_partitions() {
        let parts: std::collections::BTreeSet<u32> =
            (1..=10_000).map(|f| bucketed(42, f, 16, 16)).collect();
        assert_eq!(parts.len(), 16);
        let four: std::collections::BTreeSet<u32> =
            (1..=10_000).map(|f| bucketed(42, f, 4, 16)).collect();
        assert_eq!(four.len(), 4);
        assert!(four.contains(&slot(42, 16)));
    }
}
