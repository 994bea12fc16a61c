//! Reading a line of the simulator into a `Command`, and `key=value` settings into `Params`
//! with every value range-checked.

use super::error::FeedError;
use super::params::{Params, Strategy, limits};
use crate::core::message::{self as m, Message};

/// One command of the simulator, declared once: its word, its usage line, its sentence for
/// `help`, and the function that reads the words after it.
pub struct Spec {
    pub name: &'static str,
    pub usage: &'static str,
    pub help: fn() -> Message,
    parse: fn(&[&str]) -> Result<Command, FeedError>,
}

/// Every command, in the order `help` lists them; completion, `help` and the parser read it.
pub static COMMANDS: &[Spec] = &[
    Spec {
        name: "run",
        usage: "run [read|write|hybrid] [key=value ...]",
        help: m::feed_help_run,
        parse: run,
    },
    Spec {
        name: "compare",
        usage: "compare [key=value ...]",
        help: m::feed_help_compare,
        parse: |rest| Ok(Command::Compare(pairs(rest)?)),
    },
    Spec {
        name: "set",
        usage: "set key=value ...",
        help: m::feed_help_set,
        parse: |rest| Ok(Command::Set(pairs(rest)?)),
    },
    Spec {
        name: "cost",
        usage: "cost [lookup=50us] [write=20us] [read=0.2ms] [merge=1us]",
        help: m::feed_help_cost,
        parse: |rest| Ok(Command::Cost(pairs(rest)?)),
    },
    Spec {
        name: "show",
        usage: "show",
        help: m::feed_help_show,
        parse: |rest| none(rest, Command::Show),
    },
    Spec {
        name: "feed",
        usage: "feed USER",
        help: m::feed_help_feed,
        parse: feed,
    },
    Spec {
        name: "reset",
        usage: "reset",
        help: m::feed_help_reset,
        parse: |rest| none(rest, Command::Reset),
    },
    Spec {
        name: "help",
        usage: "help [COMMAND]",
        help: m::feed_help_help,
        parse: |rest| Ok(Command::Help(rest.first().map(|w| w.to_ascii_lowercase()))),
    },
];

/// The command of this word.
pub fn find(name: &str) -> Option<&'static Spec> {
    COMMANDS.iter().find(|s| s.name == name)
}

/// Every command word.
pub fn names() -> impl Iterator<Item = &'static str> {
    COMMANDS.iter().map(|s| s.name)
}

/// Every setting `run`, `compare` and `set` take.
pub const KEYS: &[&str] = &[
    "users",
    "avg",
    "celebrities",
    "max",
    "seed",
    "active",
    "posts",
    "big-posts",
    "opens",
    "duration",
    "cap",
    "page",
    "deep",
    "partitions",
    "workers",
    "threshold",
    "inactive",
    "scale",
];

/// The keys of `cost`.
pub const COST_KEYS: &[&str] = &["lookup", "write", "read", "merge"];

#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    /// Run one strategy (the current one when not named) after applying the settings.
    Run {
        strategy: Option<&'static str>,
        settings: Vec<(String, String)>,
    },
    /// Run read, write and hybrid on the same workload and put them side by side.
    Compare(Vec<(String, String)>),
    Set(Vec<(String, String)>),
    Cost(Vec<(String, String)>),
    Show,
    /// The first ids of an account's feed in the cache, and its length.
    Feed(u64),
    Reset,
    Help(Option<String>),
}

/// Reads a line.
pub fn parse(line: &str) -> Result<Command, FeedError> {
    let mut words = line.split_whitespace();
    let Some(first) = words.next() else {
        return Err(FeedError::Empty);
    };
    let rest: Vec<&str> = words.collect();
    let word = first.to_ascii_lowercase();
    match find(&word) {
        Some(spec) => (spec.parse)(&rest),
        None => Err(FeedError::Unknown { word }),
    }
}

/// `key=value` words.
fn pairs(from: &[&str]) -> Result<Vec<(String, String)>, FeedError> {
    from.iter()
        .map(|w| match w.split_once('=') {
            Some((k, v)) => Ok((k.to_ascii_lowercase(), v.to_string())),
            None => Err(FeedError::TooMany {
                extra: w.to_string(),
            }),
        })
        .collect()
}

/// `run [read|write|hybrid] [key=value ...]`.
fn run(rest: &[&str]) -> Result<Command, FeedError> {
    let (strategy, from) = match rest.first().copied() {
        Some("read") => (Some("read"), &rest[1..]),
        Some("write") => (Some("write"), &rest[1..]),
        Some("hybrid") => (Some("hybrid"), &rest[1..]),
        _ => (None, rest),
    };
    Ok(Command::Run {
        strategy,
        settings: pairs(from)?,
    })
}

/// `feed USER`.
fn feed(rest: &[&str]) -> Result<Command, FeedError> {
    let Some(w) = rest.first() else {
        return Err(FeedError::Missing { what: "user" });
    };
    if let Some(extra) = rest.get(1) {
        return Err(FeedError::TooMany {
            extra: extra.to_string(),
        });
    }
    let id = count(w).ok_or_else(|| FeedError::Bad {
        key: "user".into(),
        value: w.to_string(),
    })?;
    Ok(Command::Feed(id))
}

fn none(rest: &[&str], c: Command) -> Result<Command, FeedError> {
    match rest.first() {
        Some(extra) => Err(FeedError::TooMany {
            extra: extra.to_string(),
        }),
        None => Ok(c),
    }
}

/// A whole number: `_` separators, `k` and `m` suffixes.
pub fn count(v: &str) -> Option<u64> {
    let v = v.replace('_', "").to_ascii_lowercase();
    let (digits, factor) = match v.chars().last()? {
        'k' => (&v[..v.len() - 1], 1_000),
        'm' => (&v[..v.len() - 1], 1_000_000),
        _ => (v.as_str(), 1),
    };
    digits.parse::<u64>().ok()?.checked_mul(factor)
}

/// Seconds: `90`, `90s`, `15m`, `1h`, `2d`.
pub fn seconds(v: &str) -> Option<u64> {
    let v = v.to_ascii_lowercase();
    let (digits, factor) = match v.chars().last()? {
        's' => (&v[..v.len() - 1], 1),
        'm' => (&v[..v.len() - 1], 60),
        'h' => (&v[..v.len() - 1], 3_600),
        'd' => (&v[..v.len() - 1], 86_400),
        _ => (v.as_str(), 1),
    };
    digits.parse::<u64>().ok()?.checked_mul(factor)
}

/// Microseconds: `50` or `50us`, `0.2ms`, `1s`.
pub fn micros(v: &str) -> Option<f64> {
    let v = v.to_ascii_lowercase().replace('µ', "u");
    let (digits, factor) = if let Some(d) = v.strip_suffix("us") {
        (d, 1.0)
    } else if let Some(d) = v.strip_suffix("ms") {
        (d, 1_000.0)
    } else if let Some(d) = v.strip_suffix('s') {
        (d, 1_000_000.0)
    } else {
        (v.as_str(), 1.0)
    };
    let x = digits.parse::<f64>().ok()? * factor;
    x.is_finite().then_some(x)
}

fn ranged(
    key: &str,
    value: &str,
    got: Option<u64>,
    (lo, hi): (u64, u64),
) -> Result<u64, FeedError> {
    let n = got.ok_or_else(|| FeedError::Bad {
        key: key.into(),
        value: value.into(),
    })?;
    if n < lo || n > hi {
        return Err(FeedError::Range {
            key: key.into(),
            value: value.into(),
            min: lo.to_string(),
            max: hi.to_string(),
        });
    }
    Ok(n)
}

/// Applies settings in order to a copy, and checks what depends on two of them.
pub fn apply(p: &Params, settings: &[(String, String)]) -> Result<Params, FeedError> {
    let mut p = p.clone();
    for (k, v) in settings {
        set_one(&mut p, k, v)?;
    }
    // Fewer accounts without a new `max`: the celebrity shrinks with them (to half).
    if p.graph.max >= p.graph.users && !settings.iter().any(|(k, _)| k == "max") {
        p.graph.max = p.graph.users / 2;
    }
    if p.graph.max >= p.graph.users && p.graph.celebrities > 0 {
        return Err(FeedError::MaxAboveUsers {
            max: p.graph.max,
            users: p.graph.users,
        });
    }
    Ok(p)
}

fn set_one(p: &mut Params, k: &str, v: &str) -> Result<(), FeedError> {
    use limits as l;
    let c = count(v);
    match k {
        "users" => p.graph.users = ranged(k, v, c, l::USERS)?,
        "avg" => p.graph.avg = ranged(k, v, c, l::AVG)?,
        "celebrities" => p.graph.celebrities = ranged(k, v, c, l::CELEBRITIES)?,
        "max" => p.graph.max = ranged(k, v, c, (0, l::USERS.1))?,
        "seed" => p.graph.seed = ranged(k, v, c, (0, u64::MAX))?,
        "active" => {
            p.active = ranged(
                k,
                v.trim_end_matches('%'),
                count(v.trim_end_matches('%')),
                l::ACTIVE,
            )?
        }
        "posts" => p.posts = ranged(k, v, c, l::POSTS)?,
        "big-posts" => p.big_posts = ranged(k, v, c, l::BIG_POSTS)?,
        "opens" => p.opens = ranged(k, v, c, l::OPENS)?,
        "duration" => p.duration = ranged(k, v, seconds(v), l::DURATION)?,
        "cap" => p.cap = ranged(k, v, c, l::CAP)?,
        "page" => p.page = ranged(k, v, c, l::PAGE)?,
        "deep" => p.deep = ranged(k, v, c, l::DEEP)?,
        "partitions" => p.partitions = ranged(k, v, c, l::PARTITIONS)?,
        "workers" => p.workers = ranged(k, v, c, l::WORKERS)?,
        "scale" => p.scale = ranged(k, v, c, l::SCALE)?,
        "threshold" => {
            let t = ranged(k, v, c, l::THRESHOLD)?;
            p.strategy = Strategy::Hybrid { threshold: t };
        }
        "inactive" => {
            p.skip_inactive = if v.eq_ignore_ascii_case("off") {
                None
            } else {
                Some(ranged(k, v, count(v.trim_end_matches('d')), l::DAYS)?)
            }
        }
        _ => return Err(FeedError::UnknownKey { key: k.into() }),
    }
    Ok(())
}

/// Applies `cost` settings (microseconds, or with `us`, `ms`, `s`).
pub fn apply_cost(p: &Params, settings: &[(String, String)]) -> Result<Params, FeedError> {
    let mut p = p.clone();
    let (lo, hi) = limits::COST;
    for (k, v) in settings {
        let x = micros(v).ok_or_else(|| FeedError::Bad {
            key: k.clone(),
            value: v.clone(),
        })?;
        if !(lo..=hi).contains(&x) {
            return Err(FeedError::Range {
                key: k.clone(),
                value: v.clone(),
                min: "0".into(),
                max: "10s".into(),
            });
        }
        match k.as_str() {
            "lookup" => p.cost.lookup = x,
            "write" => p.cost.write = x,
            "read" => p.cost.read = x,
            "merge" => p.cost.merge = x,
            _ => return Err(FeedError::UnknownKey { key: k.clone() }),
        }
    }
    Ok(p)
}

/// The strategy a `run` names, keeping the hybrid's threshold when there is one.
pub fn strategy(word: &str, current: Strategy) -> Strategy {
    match (word, current) {
        ("read", _) => Strategy::Read,
        ("write", _) => Strategy::Write,
        (_, Strategy::Hybrid { threshold }) => Strategy::Hybrid { threshold },
        _ => Strategy::Hybrid { threshold: 10_000 },
    }
}

/// Commands that start with what is typed, for completion.
pub fn complete(prefix: &str) -> Vec<&'static str> {
    crate::core::play::complete_from(names(), prefix)
}
