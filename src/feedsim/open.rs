//! Opening the simulator on the feed cache the command line asks for (`--redis URL`,
//! `--redis-force`), and a store that cannot be opened said in one sentence, the same in
//! line mode and on the screen.

use super::Simulator;
use super::store::StoreError;
use crate::core::message::{self as m, Message};

/// The simulator over the embedded store, or a real Redis at `url`; why not, when not.
pub fn open(url: Option<&str>, force: bool) -> Result<Simulator, Message> {
    super::store::open(url, force)
        .map(Simulator::with_store)
        .map_err(|e| store_error(&e))
}

/// A store that could not be opened, in a sentence.
pub fn store_error(e: &StoreError) -> Message {
    match e {
        StoreError::Unreachable { url, why } => m::FeedRedisUnreachable {
            url: url.as_str(),
            why: why.as_str(),
        }
        .into(),
        StoreError::NotOurs { url, keys } => m::FeedRedisForeign {
            url: url.as_str(),
            keys: keys.to_string(),
        }
        .into(),
        StoreError::Server(why) => m::feed_err_store(why.as_str()),
    }
}
