//! How the two problems that carry a parser's error are stored in the lesson cache: as the
//! command alone, read again when the entry is loaded. Their errors name words of the parser
//! (`&'static str`), which no stored copy could borrow, and reading the line again gives the
//! very same error.

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serializer};

use crate::core::feed::FeedError;
use crate::core::play::ParseError;

pub fn ser_play<S: Serializer>(command: &str, _: &ParseError, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(command)
}

pub fn de_play<'de, D: Deserializer<'de>>(d: D) -> Result<(String, ParseError), D::Error> {
    let command = String::deserialize(d)?;
    match crate::core::play::parse(&command) {
        Err(error) => Ok((command, error)),
        // A command this build reads: the entry was written by another version.
        Ok(_) => Err(D::Error::custom("a stored play command is now valid")),
    }
}

pub fn ser_feed<S: Serializer>(command: &str, _: &FeedError, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(command)
}

pub fn de_feed<'de, D: Deserializer<'de>>(d: D) -> Result<(String, Box<FeedError>), D::Error> {
    let command = String::deserialize(d)?;
    match crate::core::feed::plan::refusal(&command) {
        Err(error) => Ok((command, Box::new(error))),
        Ok(()) => Err(D::Error::custom("a stored simulation is now valid")),
    }
}
