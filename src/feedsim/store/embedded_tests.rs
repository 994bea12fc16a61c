//! Tests of the embedded feed store: Redis list semantics, the inline ids and the ring, reads
//! and the memory estimate.

use std::collections::VecDeque;

use super::*;

#[test]
fn a_feed_is_one_cache_line() {
    assert_eq!(std::mem::size_of::<Feed>(), 64);
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

/// A read sums the ids LRANGE would return, across the inline ids and a ring that has
/// wrapped around its buffer.
#[test]
fn a_read_touches_the_ids_lrange_returns() {
    let mut s = Embedded::new();
    for post in 1..=95 {
        s.push(4, post, 60);
        let f = s.feed(4).unwrap();
        for count in [0, 1, 5, 10, 11, 20, 59, 60, 61, 200] {
            let want: u64 = s.range_of(4, 0, count as i64 - 1).iter().sum();
            let want = if count == 0 { 0 } else { want };
            assert_eq!(f.read_first(count), want, "{post} pushed, {count} read");
        }
    }
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

/// The inline ids, the ring and Redis's head node agree with a plain list after every
/// push, whatever the cap (below, at and above the inline ten) and the id sizes.
#[test]
fn every_push_matches_a_plain_list_and_its_head_node() {
    for cap in [1, 2, 3, 9, 10, 11, 25, 800] {
        let mut s = Embedded::new();
        let mut want: Vec<VecDeque<u64>> = vec![VecDeque::new(); 4];
        let mut heads = [listpack::Head::default(); 4];
        let mut kept = 0;
        for k in 0u32..3_000 {
            let user = k * 7 % 4;
            // Ids of every listpack size, so that head nodes close and trims reach them.
            let post = [5, 900, 20_000, 3_000_000][(k % 4) as usize] + k;
            let g = s.push(user, post, cap);
            let list = &mut want[user as usize];
            list.push_front(u64::from(post));
            heads[user as usize].push(u64::from(post));
            if list.len() > cap as usize {
                let removed: Vec<u64> = list.range(cap as usize..).copied().collect();
                heads[user as usize].truncate(cap as usize, removed.into_iter());
                list.truncate(cap as usize);
            } else {
                kept += 1;
            }
            assert_eq!(g.keys, u64::from(list.len() == 1 && k < 4), "cap {cap}");
            let got = s.lrange(user, 0, -1).unwrap();
            assert_eq!(got, Vec::from(list.clone()), "cap {cap}, push {k}");
            let f = s.feed(user).unwrap();
            assert_eq!(f.head(), heads[user as usize].count as usize, "cap {cap}");
        }
        assert_eq!(s.memory().unwrap().entries, kept, "cap {cap}");
    }
}

#[test]
fn memory_counts_ids_at_eight_bytes_and_redis_by_its_encoding() {
    let mut s = Embedded::new();
    for post in 1..=800 {
        s.push(3, 100_000 + post, 800);
    }
    s.push(5, 7, 800);
    let m = s.memory().unwrap();
    assert_eq!((m.keys, m.entries, m.id_bytes), (2, 801, 12_816));
    // As measured for 800 such ids under latih:feed:12 (16-byte key string) and one id.
    assert_eq!(m.redis_bytes, 4_232 + 152);
    assert_eq!(s.users().unwrap(), vec![3, 5]);
    s.clear().unwrap();
    assert_eq!(s.memory().unwrap(), Memory::default());
}

/// A run after `restart` finds every feed empty, and fills it as an empty store would,
/// though the rings' buffers were kept.
#[test]
fn a_restarted_store_behaves_as_a_new_one() {
    let fill = |s: &mut Embedded, offset: u32| {
        for k in 0u32..2_000 {
            s.push(k % 5, offset + k * 3, 300);
        }
        for k in 0u32..40 {
            s.push(7, offset + k, 300);
        }
    };
    let mut reused = Embedded::new();
    fill(&mut reused, 1);
    reused.restart().unwrap();
    assert_eq!(reused.memory().unwrap(), Memory::default());
    assert!(reused.users().unwrap().is_empty());
    assert_eq!(reused.llen(3).unwrap(), 0);
    let mut fresh = Embedded::new();
    fill(&mut reused, 50_000);
    fill(&mut fresh, 50_000);
    for user in 0..8 {
        assert_eq!(
            reused.lrange(user, 0, -1).unwrap(),
            fresh.lrange(user, 0, -1).unwrap(),
            "account {user}"
        );
    }
    assert_eq!(reused.memory().unwrap(), fresh.memory().unwrap());
}

/// A cap beyond what a feed's 16-bit length counts keeps the newest ids it can, and never
/// wraps the length round.
#[test]
fn a_cap_past_sixteen_bits_is_held_at_their_most() {
    let mut s = Embedded::new();
    for post in 1..=70_000 {
        s.push(9, post, u32::MAX);
    }
    let most = usize::from(u16::MAX) - FRESH;
    assert_eq!(s.llen(9).unwrap(), most as u64);
    assert_eq!(s.lrange(9, 0, 0).unwrap(), vec![70_000]);
    assert_eq!(s.lrange(9, -1, -1).unwrap(), vec![70_000 - most as u64 + 1]);
}
