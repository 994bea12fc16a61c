//! Reading a line into a `Command`: the command word, then one function for each command
//! that checks its own words and options.

use super::model::{
    Command, DEFAULT_LIMIT, Gen, MAX_CELEBRITIES, MAX_LIMIT, Page, ParseError, Via,
};

/// The words of a line with `key=value` options apart.
pub struct Words<'a> {
    pub command: &'static str,
    /// The line after the command word, as typed (`sql` takes it whole).
    pub rest: &'a str,
    pub plain: Vec<&'a str>,
    pub options: Vec<(&'a str, &'a str)>,
}

impl<'a> Words<'a> {
    pub(super) fn new(command: &'static str, rest: &'a str) -> Words<'a> {
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
            rest,
            plain,
            options,
        }
    }

    pub(super) fn id(&self, i: usize, what: &'static str) -> Result<i64, ParseError> {
        let Some(w) = self.plain.get(i) else {
            return Err(ParseError::Missing {
                command: self.command,
                what,
            });
        };
        w.parse::<i64>().map_err(|_| self.bad(what, w))
    }

    pub(super) fn bad(&self, what: &str, value: &str) -> ParseError {
        ParseError::Bad {
            command: self.command,
            what: what.to_string(),
            value: value.to_string(),
        }
    }

    /// A whole number option, `None` when not given.
    pub(super) fn number(&self, key: &str) -> Result<Option<u64>, ParseError> {
        match self.options.iter().find(|(k, _)| *k == key) {
            None => Ok(None),
            Some((_, v)) => read_count(v).map(Some).ok_or_else(|| self.bad(key, v)),
        }
    }

    /// Every word used: refuses extra plain words past `plain` and unknown option keys.
    pub(super) fn done(&self, plain: usize, keys: &[&str]) -> Result<(), ParseError> {
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

    pub(super) fn on_off(&self, i: usize, what: &'static str) -> Result<bool, ParseError> {
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
pub(crate) fn read_count(v: &str) -> Option<u64> {
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

pub(super) fn count(w: &Words<'_>) -> Result<Command, ParseError> {
    w.done(1, &[])?;
    Ok(Command::Count {
        user: w.id(0, "user")?,
    })
}

pub(super) fn explain(w: &Words<'_>) -> Result<Command, ParseError> {
    w.done(1, &[])?;
    Ok(Command::Explain(w.on_off(0, "on|off")?))
}

pub(super) fn help(w: &Words<'_>) -> Result<Command, ParseError> {
    w.done(1, &[])?;
    Ok(Command::Help(
        w.plain.first().map(|s| s.to_ascii_lowercase()),
    ))
}

/// `sql STATEMENT`: the statement as written.
pub(super) fn sql(w: &Words<'_>) -> Result<Command, ParseError> {
    let stmt = w.rest.trim();
    if stmt.is_empty() {
        return Err(ParseError::Missing {
            command: "sql",
            what: "statement",
        });
    }
    Ok(Command::Sql(stmt.to_string()))
}

/// `gen users=N avg=K celebrities=C max=M seed=S`, each within what a playground can hold.
pub(super) fn generate(w: &Words<'_>) -> Result<Command, ParseError> {
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
    Ok(Command::Gen(Gen {
        users,
        avg,
        celebrities,
        max,
        seed,
    }))
}

/// `follow A B`, `unfollow A B`, `mutual A B`.
pub(super) fn pair(w: &Words<'_>) -> Result<Command, ParseError> {
    w.done(2, &[])?;
    let (a, b) = (w.id(0, "a")?, w.id(1, "b")?);
    Ok(match w.command {
        "follow" => Command::Follow { a, b },
        "unfollow" => Command::Unfollow { a, b },
        _ => Command::Mutual { a, b },
    })
}

/// `following A` and `followers B`, with a page size and where the page starts.
pub(super) fn page_of(w: &Words<'_>) -> Result<Command, ParseError> {
    let keys: &[&str] = if w.command == "following" {
        &["limit", "after", "offset"]
    } else {
        &["limit", "after", "offset", "via"]
    };
    w.done(1, keys)?;
    let user = w.id(0, "user")?;
    let (limit, page) = paged(w)?;
    let via = match w.options.iter().find(|(k, _)| *k == "via") {
        None => Via::Best,
        Some((_, "table")) => Via::Table,
        Some((_, "reverse")) => Via::Reverse,
        Some((_, "gsi")) => Via::Gsi,
        Some((_, v)) => return Err(w.bad("via", v)),
    };
    Ok(if w.command == "following" {
        Command::Following { user, limit, page }
    } else {
        Command::Followers {
            user,
            limit,
            page,
            via,
        }
    })
}

/// `index reverse on|off`.
pub(super) fn index(w: &Words<'_>) -> Result<Command, ParseError> {
    w.done(2, &[])?;
    match w.plain.first().copied() {
        Some("reverse") => Ok(Command::ReverseIndex(w.on_off(1, "on|off")?)),
        Some(other) => Err(w.bad("index", other)),
        None => Err(ParseError::Missing {
            command: w.command,
            what: "reverse",
        }),
    }
}

/// `counters lag=N`, up to a million.
pub(super) fn counters(w: &Words<'_>) -> Result<Command, ParseError> {
    w.done(0, &["lag"])?;
    match w.number("lag")? {
        Some(lag) if lag <= 1_000_000 => Ok(Command::CountersLag(lag)),
        Some(lag) => Err(w.bad("lag", &lag.to_string())),
        None => Err(ParseError::Missing {
            command: w.command,
            what: "lag",
        }),
    }
}

/// `repair counters`.
pub(super) fn repair(w: &Words<'_>) -> Result<Command, ParseError> {
    w.done(1, &[])?;
    match w.plain.first().copied() {
        Some("counters") => Ok(Command::RepairCounters),
        Some(other) => Err(w.bad("repair", other)),
        None => Err(ParseError::Missing {
            command: w.command,
            what: "counters",
        }),
    }
}

/// `fof A [hops=2|3] [limit=N]`.
pub(super) fn fof(w: &Words<'_>) -> Result<Command, ParseError> {
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
    Ok(Command::Fof { user, hops, limit })
}
