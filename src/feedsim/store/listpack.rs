//! What Redis 7.0 takes for a list of integers, estimated from its encoding: a quicklist of
//! listpack nodes of at most 8 KB (`list-max-listpack-size -2`), each integer 2 to 10 bytes
//! by its size, allocations rounded up to jemalloc's size classes, plus the key's string and
//! the fixed structures MEMORY USAGE counts. Checked against MEMORY USAGE on a real
//! redis-server 7.0 (the tests below, and tests/it/feed/redis.rs on a running server).

/// Bytes of one integer entry in a listpack: encoding, value and back-length.
pub fn entry(id: u64) -> u64 {
    match id {
        0..=127 => 2,
        128..=4_095 => 3,
        4_096..=32_767 => 4,
        32_768..=8_388_607 => 5,
        8_388_608..=2_147_483_647 => 6,
        _ => 10,
    }
}

/// Decimal digits of an id: quicklist decides whether an entry fits a node by the length of
/// the string it was given, not by the entry's encoded size.
fn digits(id: u64) -> u64 {
    u64::from(id.checked_ilog10().unwrap_or(0)) + 1
}

/// Bytes per key besides its string and its nodes, as MEMORY USAGE counts them: the object
/// (16), the quicklist (40) and the dictionary entry (24), at their sizes, not jemalloc's.
pub const PER_KEY: u64 = 80;
/// One quicklist node (its struct; 40 bytes in 7.0, where `sz` became a size_t).
const PER_NODE: u64 = 40;
const LISTPACK_HEADER: u64 = 7;
const NODE_LIMIT: u64 = 8_192;
/// quicklist's SIZE_ESTIMATE_OVERHEAD: what it adds to an entry's length before the check.
const INSERT_MARGIN: u64 = 8;

/// jemalloc's size class for an allocation of `n` bytes (4 classes per doubling above 128).
pub fn jemalloc(n: u64) -> u64 {
    if n <= 8 {
        return 8;
    }
    if n <= 128 {
        return n.div_ceil(16) * 16;
    }
    let pow = 63 - (n - 1).leading_zeros() as u64; // 2^pow < n <= 2^(pow+1)
    let step = (1u64 << pow) / 4;
    n.div_ceil(step) * step
}

/// The key's string: an sds with a 1-byte header under 32 bytes, 3 bytes under 256.
pub fn key_bytes(len: u64) -> u64 {
    let header = match len {
        0..32 => 1,
        32..256 => 3,
        _ => 5,
    };
    jemalloc(header + len + 1)
}

/// Whether LPUSH puts `id` into a head node of `bytes`, or starts a new node.
pub fn fits(bytes: u64, id: u64) -> bool {
    bytes + digits(id) + INSERT_MARGIN <= NODE_LIMIT
}

/// The newest node of a list kept by LPUSH and LTRIM from the tail. Where Redis split the
/// older nodes depends on the list's history, not only on its ids: the head node's count
/// is that history, and the nodes behind it follow from the ids (each was closed when the
/// next id did not fit).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Head {
    pub count: u32,
    pub bytes: u32,
}

impl Default for Head {
    fn default() -> Head {
        Head {
            count: 0,
            bytes: LISTPACK_HEADER as u32,
        }
    }
}

impl Head {
    /// LPUSH of `id`.
    pub fn push(&mut self, id: u64) {
        if self.count > 0 && !fits(u64::from(self.bytes), id) {
            *self = Head::default();
        }
        self.count += 1;
        self.bytes += entry(id) as u32;
    }

    /// MEMORY USAGE of a list whose ids are all in this node (a feed below a node's worth
    /// of ids, which is every feed at the default cap), without reading them: the node's
    /// bytes are kept push by push.
    pub fn whole_list_bytes(&self, key_len: u64) -> u64 {
        PER_KEY + key_bytes(key_len) + PER_NODE + jemalloc(u64::from(self.bytes))
    }

    /// LTRIM 0 cap-1; `removed` are the ids from index `cap` on, newest first.
    pub fn truncate(&mut self, cap: usize, removed: impl Iterator<Item = u64>) {
        let in_head = (self.count as usize).saturating_sub(cap);
        for id in removed.take(in_head) {
            self.count -= 1;
            self.bytes -= entry(id) as u32;
        }
    }
}

/// The bytes MEMORY USAGE reports for one list under a key of `key_len` bytes holding these
/// ids, newest first, whose head node holds the first `head` of them.
pub fn list_bytes(key_len: u64, head: usize, ids: impl Iterator<Item = u64>) -> u64 {
    let mut total = PER_KEY + key_bytes(key_len);
    let mut node = LISTPACK_HEADER;
    let mut count = 0usize;
    // The oldest id of the newer node: the one that did not fit the node being rebuilt.
    // The node is closed once it holds more than `room` bytes (`fits`, with the refused
    // id's digits counted once a node rather than once an id).
    let room = |refused: u64| NODE_LIMIT.saturating_sub(digits(refused) + INSERT_MARGIN);
    let mut limit = room(0);
    let mut last = 0;
    for (i, id) in ids.enumerate() {
        let closed = if i < head {
            false
        } else {
            i == head || node > limit
        };
        if closed && count > 0 {
            total += PER_NODE + jemalloc(node);
            node = LISTPACK_HEADER;
            count = 0;
            limit = room(last);
        }
        node += entry(id);
        count += 1;
        last = id;
    }
    if count > 0 {
        total += PER_NODE + jemalloc(node);
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `LPUSH key id` for each id, then `LTRIM key 0 cap-1`, as Redis and the embedded store
    /// do: the ids newest first and the head node's count.
    fn pushed(ids: impl Iterator<Item = u64>, cap: usize) -> (Vec<u64>, Head) {
        let mut list = std::collections::VecDeque::new();
        let mut head = Head::default();
        for id in ids {
            list.push_front(id);
            head.push(id);
            if list.len() > cap {
                head.truncate(cap, list.range(cap..).copied());
                list.truncate(cap);
            }
        }
        (list.into(), head)
    }

    /// The walk over the ids, and the head node's own count when it holds them all.
    fn bytes(key: &str, ids: impl Iterator<Item = u64>, cap: usize) -> u64 {
        let (list, head) = pushed(ids, cap);
        let len = list.len();
        let walked = list_bytes(key.len() as u64, head.count as usize, list.into_iter());
        if head.count as usize == len {
            assert_eq!(head.whole_list_bytes(key.len() as u64), walked, "{len} ids");
        }
        walked
    }

    #[test]
    fn matches_memory_usage_measured_on_redis_7() {
        // MEMORY USAGE key SAMPLES 0 on redis-server 7.0.15 after LPUSHing 100001..=100000+n.
        for (n, want) in [
            (1, 152),
            (2, 168),
            (10, 200),
            (50, 456),
            (100, 648),
            (800, 4_232),
        ] {
            let got = bytes("latih:feed:12", (1..=n).map(|i| 100_000 + i), 9_999);
            assert_eq!(got, want, "{n} ids");
        }
        // One-byte and two-byte encodings: ids 1..=200.
        assert_eq!(bytes("latih:feed:3", 1..=200, 9_999), 648);
        // Six bytes above 8,388,607, ten above 2^31.
        let big = |base: u64| (1..=800).map(move |i| base + i);
        assert_eq!(bytes("latih:feed:7", big(1_000_000_000), 9_999), 5_256);
        assert_eq!(bytes("latih:feed:8", big(3_000_000_000), 9_999), 8_328);
    }

    #[test]
    fn long_lists_split_into_nodes_as_redis_splits_them() {
        // 3,000 pushes: a full 8 KB node of 1,635 and a head node of 1,365.
        assert_eq!(bytes("k", (1..=3_000).map(|i| 100_000 + i), 9_999), 15_528);
        // 6,000 pushes each trimmed to 3,000: a head node of 1,095, one full node and
        // what trimming left of the oldest.
        let trimmed = |key, base: u64| bytes(key, (1..=6_000).map(|i| base + i), 3_000);
        assert_eq!(trimmed("latih:feed:12", 100_000), 16_088);
        // Ten-byte ids: 817 to a node, five nodes.
        assert_eq!(trimmed("latih:feed:1234", 3_000_000_000), 31_032);
    }

    #[test]
    fn key_strings() {
        // "feed:1" 144, "latih:feed:1" and "latih:feed:123" 152, "latih:feed:1234567" and
        // a 25-byte key 168, measured with one id.
        for (key, want) in [
            ("feed:1", 144),
            ("latih:feed:1", 152),
            ("latih:feed:123", 152),
            ("latih:feed:1234567", 168),
            ("latih:feed:12345678901234", 168),
        ] {
            assert_eq!(bytes(key, [100_001].into_iter(), 800), want, "{key}");
        }
    }

    #[test]
    fn size_classes_and_digits() {
        assert_eq!(jemalloc(12), 16);
        assert_eq!(jemalloc(507), 512);
        assert_eq!(jemalloc(4_007), 4_096);
        assert_eq!(jemalloc(4_807), 5_120);
        assert_eq!(jemalloc(129), 160);
        assert_eq!(
            (digits(0), digits(9), digits(10), digits(4_294_967_295)),
            (1, 1, 2, 10)
        );
    }
}
