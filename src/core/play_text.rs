//! What the playground's command line says, as messages: what each command does, and why a
//! typed command could not be read (also in lint, for a scenario's steps).

use super::message::{self as m, Message};

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
        let missing: Vec<_> = super::super::play::COMMANDS
            .iter()
            .filter(|c| help(c).is_none())
            .collect();
        assert!(missing.is_empty(), "{missing:?}");
    }
}
