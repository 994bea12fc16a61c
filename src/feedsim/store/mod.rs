//! The feed cache behind one small trait: Redis list semantics (LPUSH then LTRIM to a cap,
//! LRANGE, LLEN) with memory accounting, kept in the process by default or on a real Redis.

pub mod embedded;
pub mod listpack;
pub mod redis;
mod shape;

pub use self::shape::{
    Consent, Eviction, FEED_PREFIX, FeedStore, Growth, Op, StoreError, feed_key, range,
};

/// The embedded store, or a real Redis at `url` (refusing a database that is not latih's,
/// or a server that may evict keys, unless the learner allows it).
pub fn open(url: Option<&str>, consent: Consent) -> Result<Box<dyn FeedStore>, StoreError> {
    match url {
        None => Ok(Box::new(embedded::Embedded::new())),
        Some(u) => {
            let options = redis::Options {
                consent,
                ..redis::Options::default()
            };
            Ok(Box::new(redis::RedisStore::open(u, &options)?))
        }
    }
}
