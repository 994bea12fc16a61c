//! What the playground's command line says, as messages: what each command does, and why a
//! typed command could not be read (also in lint, for a scenario's steps).

use super::message::{self as m, Arg, Message};
use super::play::{self, ParseError};

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

/// What a command does, for `help` (`gen`, `follow`, ... as in `play::COMMANDS`).
pub fn help(command: &str) -> Option<Message> {
    Some(match command {
        "gen" => m::play_help_gen(),
        "follow" => m::play_help_follow(),
        "unfollow" => m::play_help_unfollow(),
        "following" => m::play_help_following(),
        "followers" => m::play_help_followers(),
        "index" => m::play_help_index(),
        "count" => m::play_help_count(),
        "counters" => m::play_help_counters(),
        "repair" => m::play_help_repair(),
        "mutual" => m::play_help_mutual(),
        "fof" => m::play_help_fof(),
        "partition" => m::play_help_partition(),
        "unpartition" => m::play_help_unpartition(),
        "hotspot" => m::play_help_hotspot(),
        "buckets" => m::play_help_buckets(),
        "workload" => m::play_help_workload(),
        "reverse" => m::play_help_reverse(),
        "sync" => m::play_help_sync(),
        "fault" => m::play_help_fault(),
        "relay" => m::play_help_relay(),
        "reconcile" => m::play_help_reconcile(),
        "gsi" => m::play_help_gsi(),
        "load" => m::play_help_load(),
        "sql" => m::play_help_sql(),
        "explain" => m::play_help_explain(),
        "stats" => m::play_help_stats(),
        "reset" => m::play_help_reset(),
        "help" => m::play_help_help(),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_has_its_help() {
        let missing: Vec<_> = play::COMMANDS
            .iter()
            .filter(|c| help(c).is_none())
            .collect();
        assert!(missing.is_empty(), "{missing:?}");
    }
}
