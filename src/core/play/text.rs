//! What the playground's command line says, as messages: what each command does, and why a
//! typed command could not be read (also in lint, for a scenario's steps).

use crate::core::message::{self as m, Arg, Message};
use crate::core::play::{self, ParseError};

impl ParseError {
    /// One sentence naming what is wrong, then, after `separator` (a new line on the
    /// playground's screen, a space inside a lint sentence), the usage of the command.
    pub fn text(&self, separator: &str) -> Arg {
        let said = Arg::from(self.message());
        match self.command().and_then(play::usage) {
            Some(u) => Arg::Join(vec![said, Arg::from(separator), m::play_usage(u).into()]),
            None => said,
        }
    }

    fn message(&self) -> Message {
        match self {
            ParseError::Empty => m::play_empty(),
            ParseError::Unknown {
                word,
                near: Some(near),
            } => m::PlayUnknownNear { word, near: *near }.into(),
            ParseError::Unknown { word, near: None } => m::play_unknown(word),
            ParseError::Missing { what, .. } => m::play_missing(*what),
            ParseError::Bad { what, value, .. } => m::PlayBad { what, value }.into(),
            ParseError::BothPagings { .. } => m::play_both_pagings(),
            ParseError::TooMany { extra, .. } => m::play_too_many(extra),
        }
    }
}

/// What a command does, for `help`.
pub fn help(command: &str) -> Option<Message> {
    play::commands::find(command).map(|s| (s.help)())
}
