//! What latih asks a server besides the feeds: whose the database is (the `latih:owner`
//! marker, or nothing but latih's keys in it), whether latih's writes could make it evict
//! keys (INFO memory, or CONFIG GET where INFO says nothing), how many keys it has evicted
//! (INFO stats), its keys page by page (SCAN, as bytes), and its error replies made fit to
//! print.

use super::conn::Batch;
use super::resp::Value;
use super::{RedisStore, StoreError};
use crate::feedsim::store::{Eviction, FEED_PREFIX};

/// `FEED_PREFIX` and anything after it: what SCAN looks for.
pub const FEED_PATTERN: &[u8] = b"latih:feed:*";
/// Marks a database as latih's.
const OWNER_KEY: &[u8] = b"latih:owner";
const OWNER_VALUE: &[u8] = b"latih feed simulator";
/// Keys asked of SCAN per call (a hint to the server, not a limit).
const SCAN_COUNT: usize = 1_000;
/// A server's error sentence is cut here: it is shown in one line.
const ERROR_CHARS: usize = 200;

/// Claims the database: one that holds keys, no marker and a key that is not latih's is
/// refused unless forced; a server that may evict keys is refused unless allowed. Then the
/// marker is written, unless it is there; a server out of memory may refuse it, and a
/// database holding only latih's keys is latih's without it (so `reset` can always clean up).
pub(super) fn claim(s: &mut RedisStore) -> Result<(), StoreError> {
    let mut b = Batch::default();
    b.add(&[b"DBSIZE"]);
    b.add(&[b"EXISTS", OWNER_KEY]);
    let said = s.request(&b)?;
    s.check(&said)?;
    let keys = said.first().map_or(0, RedisStore::int);
    let ours = said.get(1).map_or(0, RedisStore::int) == 1;
    if keys > 0 && !ours && !s.options.consent.foreign && has_foreign_key(s)? {
        return Err(StoreError::NotOurs {
            url: s.shown.clone(),
            keys,
        });
    }
    check_eviction(s)?;
    if !ours {
        match s.query(&[b"SET", OWNER_KEY, OWNER_VALUE]) {
            Ok(_) | Err(StoreError::OutOfMemory { .. }) => {}
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

/// Whether the database holds a key latih did not write (the first one found ends the look).
fn has_foreign_key(s: &mut RedisStore) -> Result<bool, StoreError> {
    let mut found = false;
    scan(s, None, &mut |_, keys| {
        found = keys
            .iter()
            .any(|k| !k.starts_with(FEED_PREFIX.as_bytes()) && k != OWNER_KEY);
        Ok(!found)
    })?;
    Ok(found)
}

/// Refuses a server whose policy may evict keys, unless the learner allowed it.
pub(super) fn check_eviction(s: &mut RedisStore) -> Result<(), StoreError> {
    let memory = eviction(s)?;
    if memory.may_evict() && !s.options.consent.eviction {
        return Err(StoreError::Evicts {
            url: s.shown.clone(),
            memory,
        });
    }
    Ok(())
}

/// `maxmemory` and `maxmemory-policy` from INFO memory, or from CONFIG GET when INFO is
/// refused (managed servers may refuse either); what neither says stays unknown.
pub(super) fn eviction(s: &mut RedisStore) -> Result<Eviction, StoreError> {
    let said = s.request(&Batch::one(&[b"INFO", b"memory"]))?;
    if let Some(Value::Bytes(text)) = said.first() {
        let e = Eviction {
            maxmemory: field(text, "maxmemory").and_then(|v| v.parse().ok()),
            policy: field(text, "maxmemory_policy").map(|p| policy(&p)),
        };
        if e.maxmemory.is_some() && e.policy.is_some() {
            return Ok(e);
        }
    }
    let mut b = Batch::default();
    b.add(&[b"CONFIG", b"GET", b"maxmemory"]);
    b.add(&[b"CONFIG", b"GET", b"maxmemory-policy"]);
    let said = s.request(&b)?;
    let value = |i: usize| match said.get(i) {
        Some(Value::Array(pair)) => match pair.get(1) {
            Some(Value::Bytes(v)) => Some(String::from_utf8_lossy(v).into_owned()),
            _ => None,
        },
        _ => None,
    };
    Ok(Eviction {
        maxmemory: value(0).and_then(|v| v.parse().ok()),
        policy: value(1).map(|p| policy(&p)),
    })
}

/// INFO stats' `evicted_keys`: every key the server evicted since it started.
pub(super) fn evicted_keys(s: &mut RedisStore) -> Result<Option<u64>, StoreError> {
    let said = s.request(&Batch::one(&[b"INFO", b"stats"]))?;
    Ok(match said.first() {
        Some(Value::Bytes(text)) => field(text, "evicted_keys").and_then(|v| v.parse().ok()),
        _ => None,
    })
}

/// After a write the server refused for want of memory: latih's feeds are deleted (UNLINK
/// is allowed when memory is full), so the failed run leaves nothing taking the memory.
pub(super) fn clean_after(s: &mut RedisStore, e: StoreError) -> StoreError {
    use crate::feedsim::store::FeedStore;
    match e {
        StoreError::OutOfMemory { url, memory, .. } => {
            let cleaned = s.clear().is_ok();
            StoreError::OutOfMemory {
                url,
                memory,
                cleaned,
            }
        }
        e => e,
    }
}

/// Every key under latih's feed prefix, once each.
pub(super) fn feed_keys(s: &mut RedisStore) -> Result<Vec<Vec<u8>>, StoreError> {
    let mut all = Vec::new();
    scan(s, Some(FEED_PATTERN), &mut |_, keys| {
        all.extend(keys);
        Ok(true)
    })?;
    // SCAN may return a key twice while the keyspace rehashes.
    all.sort_unstable();
    all.dedup();
    Ok(all)
}

/// What `scan` does with a page of keys: `Ok(false)` ends the scan.
pub(super) type Page<'a> =
    dyn FnMut(&mut RedisStore, Vec<Vec<u8>>) -> Result<bool, StoreError> + 'a;

/// The database's keys (matching `pattern`), page by page through SCAN (KEYS would block
/// the server); `each` gets a page and says whether to go on. A server whose cursor never
/// comes back to 0 is not followed for ever: a real one needs about a call per thousand
/// keys, and far more than that is taken as a reply latih cannot read.
pub(super) fn scan(
    s: &mut RedisStore,
    pattern: Option<&[u8]>,
    each: &mut Page<'_>,
) -> Result<(), StoreError> {
    let keys = RedisStore::int(&s.query(&[b"DBSIZE"])?);
    let most = 64 + keys / 100;
    let count = SCAN_COUNT.to_string();
    let mut cursor = b"0".to_vec();
    for _ in 0..most {
        let mut args: Vec<&[u8]> = vec![b"SCAN", &cursor];
        if let Some(p) = pattern {
            args.extend([&b"MATCH"[..], p]);
        }
        args.extend([&b"COUNT"[..], count.as_bytes()]);
        let (next, page) = match s.query(&args)? {
            Value::Array(mut parts) if parts.len() == 2 => match (parts.pop(), parts.pop()) {
                (Some(Value::Array(page)), Some(Value::Bytes(next))) => (next, page),
                _ => break,
            },
            _ => break,
        };
        let page: Vec<Vec<u8>> = page
            .into_iter()
            .filter_map(|k| match k {
                Value::Bytes(b) => Some(b),
                _ => None,
            })
            .collect();
        if !page.is_empty() && !each(s, page)? {
            return Ok(());
        }
        if next == b"0" {
            return Ok(());
        }
        cursor = next;
    }
    Err(StoreError::Garbled {
        url: s.shown.clone(),
        too_large: false,
    })
}

/// An error reply's text, fit to print on one line: no control characters (a server
/// could send terminal escapes), cut at `ERROR_CHARS`.
pub(super) fn error_text(v: &Value) -> Option<String> {
    let Value::Error(bytes) = v else { return None };
    let text = String::from_utf8_lossy(bytes);
    // The sentence it goes into ends itself.
    let line = text
        .lines()
        .next()
        .unwrap_or("")
        .trim_end_matches(['.', ' ']);
    let mut out: String = line
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .take(ERROR_CHARS)
        .collect();
    if line.chars().count() > ERROR_CHARS {
        out.push('…');
    }
    Some(out)
}

/// A policy's name as latih shows it: only what a policy name is made of.
fn policy(p: &str) -> String {
    p.chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
        .take(32)
        .collect()
}

/// `name:value` in INFO's text.
fn field(text: &[u8], name: &str) -> Option<String> {
    let text = String::from_utf8_lossy(text);
    text.lines().find_map(|l| {
        let (k, v) = l.split_once(':')?;
        (k == name).then(|| v.trim().to_string())
    })
}
