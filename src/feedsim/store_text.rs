//! Whatever goes wrong with the feed cache said in one sentence, the same in line mode and on
//! the screen. Every URL in these sentences is the one the store shows: without its password.

use super::engine::Lost;
use super::store::{Eviction, StoreError};
use crate::core::message::{self as m, Arg, Message};

/// A store that could not be opened, or failed, in a sentence.
pub fn store_error(e: &StoreError) -> Message {
    match e {
        StoreError::BadUrl { url } => m::feed_redis_bad_url(url.as_str()),
        StoreError::Unreachable { url, why } => m::FeedRedisUnreachable {
            url: url.as_str(),
            why: why.as_str(),
        }
        .into(),
        StoreError::NotOurs { url, keys } => m::FeedRedisForeign {
            url: url.as_str(),
            keys: Arg::Int(*keys),
        }
        .into(),
        StoreError::Evicts { url, memory } => m::FeedRedisEvicts {
            url: url.as_str(),
            memory: limit(memory),
        }
        .into(),
        StoreError::OutOfMemory {
            url,
            memory,
            cleaned,
        } => m::FeedRedisOom {
            url: url.as_str(),
            memory: limit(memory),
            cleaned: if *cleaned { "yes" } else { "no" },
        }
        .into(),
        StoreError::TimedOut { url, seconds } => m::FeedRedisTimeout {
            url: url.as_str(),
            seconds: Arg::Int(*seconds),
        }
        .into(),
        StoreError::Lost { url, why } => m::FeedRedisLost {
            url: url.as_str(),
            why: why.as_str(),
        }
        .into(),
        StoreError::Garbled { url, too_large } => m::FeedRedisGarbled {
            url: url.as_str(),
            large: if *too_large { "yes" } else { "no" },
        }
        .into(),
        StoreError::Stopped { url } => m::feed_redis_stopped(url.as_str()),
        StoreError::Server { url, why } => m::FeedRedisError {
            url: url.as_str(),
            why: why.as_str(),
        }
        .into(),
        StoreError::Failed(why) => m::feed_err_store(why.as_str()),
    }
}

/// `maxmemory … bytes, maxmemory-policy …`, or that the server would not say.
fn limit(e: &Eviction) -> Message {
    let Some(bytes) = e.maxmemory else {
        return m::feed_redis_memory_unknown();
    };
    m::FeedRedisMemory {
        bytes: Arg::Int(bytes),
        policy: e
            .policy
            .as_ref()
            .map_or_else(|| m::feed_redis_unknown().into(), |p| Arg::from(p.as_str())),
    }
    .into()
}

/// Why a run's figures are wrong: the server dropped some of latih's feeds, evicted (when
/// the server counted at least as many evictions) or not.
pub fn lost(l: &Lost) -> Message {
    match l.evicted {
        Some(evicted) if evicted >= l.feeds => m::FeedRedisLostEvicted {
            evicted: Arg::Int(evicted),
            feeds: Arg::Int(l.feeds),
            ids: Arg::Int(l.ids),
        }
        .into(),
        _ => m::FeedRedisLostFeeds {
            feeds: Arg::Int(l.feeds),
            ids: Arg::Int(l.ids),
        }
        .into(),
    }
}
