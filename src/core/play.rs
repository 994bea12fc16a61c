//! The playground's command language: what a learner types (`followers 1 limit=20
//! after=5120`), read into a `Command` or a precise reason it cannot be. Pure: running a
//! command is the playground's business, showing its result the app's.

/// Every command, in the order `help` lists them.
pub const COMMANDS: &[&str] = &[
    "gen",
    "follow",
    "unfollow",
    "following",
    "followers",
    "index",
    "count",
    "counters",
    "repair",
    "mutual",
    "fof",
    "sql",
    "explain",
    "stats",
    "reset",
    "help",
];

/// How each command is written; the words are the same in both languages.
pub const USAGE: &[(&str, &str)] = &[
    ("gen", "gen users=N avg=K celebrities=C max=M seed=S"),
    ("follow", "follow A B"),
    ("unfollow", "unfollow A B"),
    (
        "following",
        "following A [limit=N] [after=CURSOR | offset=N]",
    ),
    (
        "followers",
        "followers B [limit=N] [after=CURSOR | offset=N]",
    ),
    ("index", "index reverse on|off"),
    ("count", "count B"),
    ("counters", "counters lag=N"),
    ("repair", "repair counters"),
    ("mutual", "mutual A B"),
    ("fof", "fof A [hops=2|3] [limit=N]"),
    ("sql", "sql STATEMENT"),
    ("explain", "explain on|off"),
    ("stats", "stats"),
    ("reset", "reset"),
    ("help", "help [COMMAND]"),
];

/// The usage line of a command.
pub fn usage(command: &str) -> Option<&'static str> {
    USAGE.iter().find(|(c, _)| *c == command).map(|(_, u)| *u)
}

/// A guided walk through the playground: an explanation before each command.
#[derive(Debug, Clone, PartialEq)]
pub struct Scenario {
    pub id: String,
    pub lesson: Option<String>,
    pub title: Option<super::lesson::Label>,
    pub steps: Vec<ScenarioStep>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct ScenarioStep {
    pub text: super::lesson::Text,
    /// The command this step runs, as the learner would type it.
    pub run: String,
    /// What its output must show (`latih lint --run` checks it).
    pub expect: Option<super::play_expect::Expect>,
    /// Where `run` is written (line, column), for lint to point at.
    pub at: (usize, usize),
}

/// How a list is paged: from the start, after a cursor (keyset), or by skipping rows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Page {
    First,
    After(i64),
    Offset(u64),
}

/// A synthetic graph: `users` accounts following `avg` others on average, with a few
/// celebrities followed by up to `max` accounts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Gen {
    pub users: u64,
    pub avg: u64,
    pub celebrities: u64,
    pub max: u64,
    pub seed: u64,
}

/// The most edges `gen` writes into a playground in memory: with the reverse index about
/// 30 bytes each (18 in the table, 11 in the index, measured), 20 million is some 600 MB.
pub const GEN_LIMIT_MEMORY: u64 = 20_000_000;
/// The most edges `gen` writes into a `--db` file: about 1.5 GB and half a minute.
pub const GEN_LIMIT_FILE: u64 = 50_000_000;
/// Bytes an edge takes with the reverse index, for the estimate `gen` refuses with.
pub const EDGE_BYTES: u64 = 30;
/// Edges written per second, roughly (the benchmark's median on a 2-core machine).
pub const EDGES_PER_SECOND: u64 = 1_300_000;
/// Celebrities are drawn for every account, so their number multiplies the work.
pub const MAX_CELEBRITIES: u64 = 100;

impl Gen {
    /// About how many edges this graph has: everyone's average, plus each celebrity's
    /// followers (celebrity k is followed by about max / k accounts).
    pub fn estimated_edges(&self) -> u64 {
        let celebs: u64 = (1..=self.celebrities.min(MAX_CELEBRITIES))
            .map(|k| self.max / k)
            .sum();
        self.users.saturating_mul(self.avg).saturating_add(celebs)
    }
}

#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    Gen(Gen),
    Follow {
        a: i64,
        b: i64,
    },
    Unfollow {
        a: i64,
        b: i64,
    },
    Following {
        user: i64,
        limit: u64,
        page: Page,
    },
    Followers {
        user: i64,
        limit: u64,
        page: Page,
    },
    ReverseIndex(bool),
    Count {
        user: i64,
    },
    CountersLag(u64),
    RepairCounters,
    Mutual {
        a: i64,
        b: i64,
    },
    /// Friends of friends (`hops` 2) or one step further (3).
    Fof {
        user: i64,
        hops: u8,
        limit: Option<u64>,
    },
    Sql(String),
    Explain(bool),
    Stats,
    Reset,
    Help(Option<String>),
}

/// Why a line is not a command; `command` names the one whose usage helps, when known.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseError {
    Empty,
    Unknown {
        word: String,
        /// The known command closest to it, if one is close.
        near: Option<&'static str>,
    },
    Missing {
        command: &'static str,
        what: &'static str,
    },
    Bad {
        command: &'static str,
        what: String,
        value: String,
    },
    /// `after=` and `offset=` together.
    BothPagings {
        command: &'static str,
    },
    TooMany {
        command: &'static str,
        extra: String,
    },
}

impl ParseError {
    /// The command whose usage line should follow the message.
    pub fn command(&self) -> Option<&'static str> {
        match self {
            ParseError::Missing { command, .. }
            | ParseError::Bad { command, .. }
            | ParseError::BothPagings { command }
            | ParseError::TooMany { command, .. } => Some(command),
            _ => None,
        }
    }
}

/// Default page size of `following` and `followers`, and their largest.
pub const DEFAULT_LIMIT: u64 = 20;
pub const MAX_LIMIT: u64 = 10_000;

/// The words of a line with `key=value` options apart.
struct Words<'a> {
    command: &'static str,
    plain: Vec<&'a str>,
    options: Vec<(&'a str, &'a str)>,
}

impl<'a> Words<'a> {
    fn new(command: &'static str, rest: &'a str) -> Words<'a> {
        let mut plain = Vec::new();
        let mut options = Vec::new();
        for w in rest.split_whitespace() {
            match w.split_once('=') {
                Some((k, v)) => options.push((k, v)),
                None => plain.push(w),
            }
        }
        Words {
            command,
            plain,
            options,
        }
    }

    fn id(&self, i: usize, what: &'static str) -> Result<i64, ParseError> {
        let Some(w) = self.plain.get(i) else {
            return Err(ParseError::Missing {
                command: self.command,
                what,
            });
        };
        w.parse::<i64>().map_err(|_| self.bad(what, w))
    }

    fn bad(&self, what: &str, value: &str) -> ParseError {
        ParseError::Bad {
            command: self.command,
            what: what.to_string(),
            value: value.to_string(),
        }
    }

    /// A whole number option, `None` when not given.
    fn number(&self, key: &str) -> Result<Option<u64>, ParseError> {
        match self.options.iter().find(|(k, _)| *k == key) {
            None => Ok(None),
            Some((_, v)) => read_count(v).map(Some).ok_or_else(|| self.bad(key, v)),
        }
    }

    /// Every word used: refuses extra plain words past `plain` and unknown option keys.
    fn done(&self, plain: usize, keys: &[&str]) -> Result<(), ParseError> {
        if let Some(extra) = self.plain.get(plain) {
            return Err(ParseError::TooMany {
                command: self.command,
                extra: extra.to_string(),
            });
        }
        if let Some((k, v)) = self.options.iter().find(|(k, _)| !keys.contains(k)) {
            return Err(ParseError::TooMany {
                command: self.command,
                extra: format!("{k}={v}"),
            });
        }
        Ok(())
    }

    fn on_off(&self, i: usize, what: &'static str) -> Result<bool, ParseError> {
        match self.plain.get(i).copied() {
            Some("on") => Ok(true),
            Some("off") => Ok(false),
            Some(w) => Err(self.bad(what, w)),
            None => Err(ParseError::Missing {
                command: self.command,
                what,
            }),
        }
    }
}

/// `10000`, `10_000`, `10k`, `1M`, `2m`: the counts a learner types for sizes.
fn read_count(v: &str) -> Option<u64> {
    let v = v.replace('_', "");
    let (digits, factor) = match v.chars().last()? {
        'k' | 'K' => (&v[..v.len() - 1], 1_000),
        'm' | 'M' => (&v[..v.len() - 1], 1_000_000),
        _ => (v.as_str(), 1),
    };
    digits.parse::<u64>().ok()?.checked_mul(factor)
}

fn paged(w: &Words<'_>) -> Result<(u64, Page), ParseError> {
    let limit = w.number("limit")?.unwrap_or(DEFAULT_LIMIT);
    if limit == 0 || limit > MAX_LIMIT {
        let value = limit.to_string();
        return Err(w.bad("limit", &value));
    }
    let after = match w.options.iter().find(|(k, _)| *k == "after") {
        None => None,
        Some((_, v)) => Some(v.parse::<i64>().map_err(|_| w.bad("after", v))?),
    };
    let offset = w.number("offset")?;
    let page = match (after, offset) {
        (Some(_), Some(_)) => {
            return Err(ParseError::BothPagings { command: w.command });
        }
        (Some(a), None) => Page::After(a),
        (None, Some(o)) => Page::Offset(o),
        (None, None) => Page::First,
    };
    Ok((limit, page))
}

/// Reads one line. Command words are the same in both languages.
pub fn parse(line: &str) -> Result<Command, ParseError> {
    let line = line.trim();
    let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    if word.is_empty() {
        return Err(ParseError::Empty);
    }
    let lower = word.to_ascii_lowercase();
    let Some(&command) = COMMANDS.iter().find(|c| **c == lower) else {
        return Err(ParseError::Unknown {
            word: word.to_string(),
            near: nearest(&lower),
        });
    };
    // `sql` takes the rest of the line as it is.
    if command == "sql" {
        let stmt = rest.trim();
        if stmt.is_empty() {
            return Err(ParseError::Missing {
                command,
                what: "statement",
            });
        }
        return Ok(Command::Sql(stmt.to_string()));
    }
    let w = Words::new(command, rest);
    let cmd = match command {
        "gen" => {
            w.done(0, &["users", "avg", "celebrities", "max", "seed"])?;
            let users = w.number("users")?.unwrap_or(10_000);
            let avg = w.number("avg")?.unwrap_or(50);
            let celebrities = w.number("celebrities")?.unwrap_or(3);
            let max = w.number("max")?.unwrap_or((users / 4).max(1));
            let seed = w.number("seed")?.unwrap_or(1);
            if !(2..=100_000_000).contains(&users) {
                return Err(w.bad("users", &users.to_string()));
            }
            if avg >= users || avg.saturating_mul(users) > 200_000_000 {
                return Err(w.bad("avg", &avg.to_string()));
            }
            if celebrities > users / 2 || celebrities > MAX_CELEBRITIES {
                return Err(w.bad("celebrities", &celebrities.to_string()));
            }
            if max >= users {
                return Err(w.bad("max", &max.to_string()));
            }
            Command::Gen(Gen {
                users,
                avg,
                celebrities,
                max,
                seed,
            })
        }
        "follow" | "unfollow" | "mutual" => {
            w.done(2, &[])?;
            let (a, b) = (w.id(0, "a")?, w.id(1, "b")?);
            match command {
                "follow" => Command::Follow { a, b },
                "unfollow" => Command::Unfollow { a, b },
                _ => Command::Mutual { a, b },
            }
        }
        "following" | "followers" => {
            w.done(1, &["limit", "after", "offset"])?;
            let user = w.id(0, "user")?;
            let (limit, page) = paged(&w)?;
            if command == "following" {
                Command::Following { user, limit, page }
            } else {
                Command::Followers { user, limit, page }
            }
        }
        "index" => {
            w.done(2, &[])?;
            match w.plain.first().copied() {
                Some("reverse") => Command::ReverseIndex(w.on_off(1, "on|off")?),
                Some(other) => return Err(w.bad("index", other)),
                None => {
                    return Err(ParseError::Missing {
                        command,
                        what: "reverse",
                    });
                }
            }
        }
        "count" => {
            w.done(1, &[])?;
            Command::Count {
                user: w.id(0, "user")?,
            }
        }
        "counters" => {
            w.done(0, &["lag"])?;
            match w.number("lag")? {
                Some(lag) if lag <= 1_000_000 => Command::CountersLag(lag),
                Some(lag) => return Err(w.bad("lag", &lag.to_string())),
                None => {
                    return Err(ParseError::Missing {
                        command,
                        what: "lag",
                    });
                }
            }
        }
        "repair" => {
            w.done(1, &[])?;
            match w.plain.first().copied() {
                Some("counters") => Command::RepairCounters,
                Some(other) => return Err(w.bad("repair", other)),
                None => {
                    return Err(ParseError::Missing {
                        command,
                        what: "counters",
                    });
                }
            }
        }
        "fof" => {
            w.done(1, &["limit", "hops"])?;
            let user = w.id(0, "user")?;
            let hops = match w.number("hops")? {
                None | Some(2) => 2,
                Some(3) => 3,
                Some(h) => return Err(w.bad("hops", &h.to_string())),
            };
            let limit = w.number("limit")?;
            if limit.is_some_and(|l| l == 0 || l > MAX_LIMIT) {
                return Err(w.bad("limit", &limit.unwrap_or(0).to_string()));
            }
            Command::Fof { user, hops, limit }
        }
        "explain" => {
            w.done(1, &[])?;
            Command::Explain(w.on_off(0, "on|off")?)
        }
        "stats" | "reset" => {
            w.done(0, &[])?;
            if command == "stats" {
                Command::Stats
            } else {
                Command::Reset
            }
        }
        _ => {
            w.done(1, &[])?;
            Command::Help(w.plain.first().map(|s| s.to_ascii_lowercase()))
        }
    };
    Ok(cmd)
}

/// The command a mistyped word most likely meant: one edit away, or a prefix of one.
fn nearest(word: &str) -> Option<&'static str> {
    if word.len() >= 2
        && let Some(c) = COMMANDS.iter().find(|c| c.starts_with(word))
    {
        return Some(c);
    }
    super::ident::nearest(word, COMMANDS.iter().copied())
}

/// Commands that start with what is typed, for completion.
pub fn complete(prefix: &str) -> Vec<&'static str> {
    let p = prefix.trim_start().to_ascii_lowercase();
    if p.contains(char::is_whitespace) {
        return Vec::new();
    }
    COMMANDS
        .iter()
        .copied()
        .filter(|c| c.starts_with(&p))
        .collect()
}

#[cfg(test)]
#[path = "play_tests.rs"]
mod tests;
