//! The playground's commands, each declared once: its word, its usage line, its sentence
//! for `help` and the function that reads its words. Completion, `help`, the parser and the
//! command line all read this table, so a command cannot be known to one and not another.

use super::cluster;
use super::model::{Command, ParseError};
use super::parse::{self, Words};
use crate::core::message::{self as m, Message};

/// One command.
pub struct Spec {
    pub name: &'static str,
    pub usage: &'static str,
    /// What it does, for `help`.
    pub help: fn() -> Message,
    pub parse: fn(&Words<'_>) -> Result<Command, ParseError>,
}

/// Every command, in the order `help` lists them.
pub static COMMANDS: &[Spec] = &[
    Spec {
        name: "gen",
        usage: "gen users=N avg=K celebrities=C max=M seed=S",
        help: m::play_help_gen,
        parse: parse::generate,
    },
    Spec {
        name: "follow",
        usage: "follow A B",
        help: m::play_help_follow,
        parse: parse::pair,
    },
    Spec {
        name: "unfollow",
        usage: "unfollow A B",
        help: m::play_help_unfollow,
        parse: parse::pair,
    },
    Spec {
        name: "following",
        usage: "following A [limit=N] [after=CURSOR | offset=N]",
        help: m::play_help_following,
        parse: parse::page_of,
    },
    Spec {
        name: "followers",
        usage: "followers B [limit=N] [after=CURSOR | offset=N] [via=table|reverse|gsi]",
        help: m::play_help_followers,
        parse: parse::page_of,
    },
    Spec {
        name: "index",
        usage: "index reverse on|off",
        help: m::play_help_index,
        parse: parse::index,
    },
    Spec {
        name: "count",
        usage: "count B",
        help: m::play_help_count,
        parse: parse::count,
    },
    Spec {
        name: "counters",
        usage: "counters lag=N",
        help: m::play_help_counters,
        parse: parse::counters,
    },
    Spec {
        name: "repair",
        usage: "repair counters",
        help: m::play_help_repair,
        parse: parse::repair,
    },
    Spec {
        name: "mutual",
        usage: "mutual A B",
        help: m::play_help_mutual,
        parse: parse::pair,
    },
    Spec {
        name: "fof",
        usage: "fof A [hops=2|3] [limit=N]",
        help: m::play_help_fof,
        parse: parse::fof,
    },
    Spec {
        name: "partition",
        usage: "partition N by follower|followee",
        help: m::play_help_partition,
        parse: cluster::partition,
    },
    Spec {
        name: "unpartition",
        usage: "unpartition",
        help: m::play_help_unpartition,
        parse: |w| none(w, Command::Unpartition),
    },
    Spec {
        name: "hotspot",
        usage: "hotspot",
        help: m::play_help_hotspot,
        parse: |w| none(w, Command::Hotspot),
    },
    Spec {
        name: "buckets",
        usage: "buckets K for accounts over T followers | buckets off",
        help: m::play_help_buckets,
        parse: cluster::buckets,
    },
    Spec {
        name: "workload",
        usage: "workload [ops=N] [reads=PERCENT] [seed=S]",
        help: m::play_help_workload,
        parse: cluster::workload,
    },
    Spec {
        name: "reverse",
        usage: "reverse table on|off",
        help: m::play_help_reverse,
        parse: cluster::reverse,
    },
    Spec {
        name: "sync",
        usage: "sync dual-write|outbox|cdc",
        help: m::play_help_sync,
        parse: cluster::sync,
    },
    Spec {
        name: "fault",
        usage: "fault after-first-write",
        help: m::play_help_fault,
        parse: cluster::fault,
    },
    Spec {
        name: "relay",
        usage: "relay [lag=N] | relay replay",
        help: m::play_help_relay,
        parse: cluster::relay,
    },
    Spec {
        name: "reconcile",
        usage: "reconcile",
        help: m::play_help_reconcile,
        parse: |w| none(w, Command::Reconcile),
    },
    Spec {
        name: "gsi",
        usage: "gsi on followee [covering] | gsi off",
        help: m::play_help_gsi,
        parse: cluster::gsi,
    },
    Spec {
        name: "load",
        usage: "load",
        help: m::play_help_load,
        parse: |w| none(w, Command::Load),
    },
    Spec {
        name: "sql",
        usage: "sql STATEMENT",
        help: m::play_help_sql,
        parse: parse::sql,
    },
    Spec {
        name: "explain",
        usage: "explain on|off",
        help: m::play_help_explain,
        parse: parse::explain,
    },
    Spec {
        name: "stats",
        usage: "stats",
        help: m::play_help_stats,
        parse: |w| none(w, Command::Stats),
    },
    Spec {
        name: "reset",
        usage: "reset [PLAYGROUND]",
        help: m::play_help_reset,
        parse: |w| {
            w.done(1, &[])
                .map(|()| Command::Reset(w.plain.first().map(|p| p.to_string())))
        },
    },
    Spec {
        name: "help",
        usage: "help [COMMAND]",
        help: m::play_help_help,
        parse: parse::help,
    },
];

/// A command that takes no words.
fn none(w: &Words<'_>, c: Command) -> Result<Command, ParseError> {
    w.done(0, &[]).map(|()| c)
}

/// The command of this word.
pub fn find(name: &str) -> Option<&'static Spec> {
    COMMANDS.iter().find(|s| s.name == name)
}

/// Every command word.
pub fn names() -> impl Iterator<Item = &'static str> {
    COMMANDS.iter().map(|s| s.name)
}

/// The usage line of a command.
pub fn usage(command: &str) -> Option<&'static str> {
    find(command).map(|s| s.usage)
}

/// Reads one line. Command words are the same in both languages.
pub fn parse(line: &str) -> Result<Command, ParseError> {
    let line = line.trim();
    let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    if word.is_empty() {
        return Err(ParseError::Empty);
    }
    let lower = word.to_ascii_lowercase();
    let Some(spec) = find(&lower) else {
        return Err(ParseError::Unknown {
            word: word.to_string(),
            near: nearest(&lower),
        });
    };
    (spec.parse)(&Words::new(spec.name, rest))
}

/// The command a mistyped word most likely meant: one edit away, or a prefix of one.
fn nearest(word: &str) -> Option<&'static str> {
    if word.len() >= 2
        && let Some(c) = names().find(|c| c.starts_with(word))
    {
        return Some(c);
    }
    crate::core::ident::nearest(word, names())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_is_declared_once_with_its_usage_help_and_parser() {
        let mut seen = std::collections::HashSet::new();
        let mut helps = std::collections::HashSet::new();
        for spec in COMMANDS {
            assert!(seen.insert(spec.name), "{} twice", spec.name);
            assert!(spec.usage.starts_with(spec.name), "{}", spec.usage);
            assert!(
                helps.insert(format!("{:?}", (spec.help)())),
                "{}",
                spec.name
            );
            // The parser knows the word: whatever follows, it is never an unknown command.
            let got = super::parse(&format!("{} !!", spec.name));
            assert!(
                !matches!(got, Err(ParseError::Unknown { .. })),
                "{}: {got:?}",
                spec.name
            );
        }
        assert!(matches!(
            super::parse("bogus"),
            Err(ParseError::Unknown { .. })
        ));
    }
}
