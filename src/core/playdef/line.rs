//! What a learner types on a defined playground, read against its definition: the
//! playground's own commands (`gen`, `index NAME on|off`, `partition N by COLUMN`, ...) and
//! the course's named commands with their typed parameters, by name (`customer=42`) or in
//! the order they are declared. Pure: running a line is the playground's business.

use super::model::{Definition, ParamKind};

/// The playground's own words; a course's command cannot take one.
pub const RESERVED: &[&str] = &[
    "gen",
    "index",
    "partition",
    "unpartition",
    "hotspot",
    "sql",
    "explain",
    "stats",
    "reset",
    "help",
];

/// The usage line of each of the playground's own commands, in `RESERVED`'s order.
pub const USAGES: &[&str] = &[
    "gen [TABLE=ROWS ...] [seed=S]",
    "index NAME on|off",
    "partition [N by COLUMN]",
    "unpartition",
    "hotspot",
    "sql STATEMENT",
    "explain on|off",
    "stats",
    "reset [PLAYGROUND]",
    "help [COMMAND]",
];

/// A value typed for a parameter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    Int(i64),
    Text(String),
}

impl std::fmt::Display for Value {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Value::Int(i) => write!(f, "{i}"),
            Value::Text(t) => write!(f, "{t}"),
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub enum Line {
    /// Rows for every table that has a generator (what was typed, or the default), and the
    /// seed.
    Gen {
        rows: Vec<(String, i64)>,
        seed: u64,
    },
    Index {
        name: String,
        on: bool,
    },
    /// `None`: as the definition partitions its tables.
    Partition(Option<(u32, String)>),
    Unpartition,
    Hotspot,
    Sql(String),
    Explain(bool),
    Stats,
    /// Another playground (`None`: this one, fresh).
    Reset(Option<String>),
    Help(Option<String>),
    /// A course's command with every parameter's value, in the order they are declared.
    Run {
        command: String,
        args: Vec<(String, Value)>,
    },
}

/// Why a line is not a command of the playground; `command` names the one whose usage
/// helps.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum LineError {
    Empty,
    Unknown {
        word: String,
        near: Option<String>,
    },
    Missing {
        command: String,
        what: String,
    },
    Bad {
        command: String,
        what: String,
        value: String,
    },
    TooMany {
        command: String,
        extra: String,
    },
}

impl LineError {
    pub fn command(&self) -> Option<&str> {
        match self {
            LineError::Missing { command, .. }
            | LineError::Bad { command, .. }
            | LineError::TooMany { command, .. } => Some(command),
            _ => None,
        }
    }
}

/// The seed `gen` uses when none is typed.
pub const DEFAULT_SEED: u64 = 42;

/// Every command word of `d`: its own, then the course's.
pub fn words(d: &Definition) -> Vec<String> {
    (RESERVED.iter().map(|w| w.to_string()))
        .chain(d.commands.iter().map(|c| c.name.clone()))
        .collect()
}

/// The usage line of a command of `d`.
pub fn usage(d: &Definition, word: &str) -> Option<String> {
    if let Some(i) = RESERVED.iter().position(|w| *w == word) {
        return USAGES.get(i).map(|u| u.to_string());
    }
    let c = d.command(word)?;
    let mut out = c.name.clone();
    for p in &c.params {
        let upper = p.name.to_uppercase();
        match &p.default {
            Some(_) => out.push_str(&format!(" [{}={upper}]", p.name)),
            None => out.push_str(&format!(" {}={upper}", p.name)),
        }
    }
    Some(out)
}

/// Reads one line against `d`. Command words are the same in both languages.
pub fn parse(d: &Definition, line: &str) -> Result<Line, LineError> {
    let line = line.trim();
    let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    if word.is_empty() {
        return Err(LineError::Empty);
    }
    let lower = word.to_ascii_lowercase();
    let w = Words::new(&lower, rest);
    match lower.as_str() {
        "gen" => generate(d, &w),
        "index" => {
            let name = w.plain(0, "NAME")?;
            if d.index(name).is_none() {
                return Err(w.bad("NAME", name));
            }
            let on = w.on_off(1)?;
            w.done(2)?;
            Ok(Line::Index {
                name: name.to_string(),
                on,
            })
        }
        "partition" => partition(d, &w),
        "sql" => match rest.trim() {
            "" => Err(w.missing("STATEMENT")),
            s => Ok(Line::Sql(s.to_string())),
        },
        "explain" => {
            let on = w.on_off(0)?;
            w.done(1).map(|()| Line::Explain(on))
        }
        "reset" => {
            let to = w.words.first().map(|s| s.to_string());
            w.done(1).map(|()| Line::Reset(to))
        }
        "help" => {
            let topic = w.words.first().map(|s| s.to_ascii_lowercase());
            w.done(1).map(|()| Line::Help(topic))
        }
        "unpartition" => w.done(0).map(|()| Line::Unpartition),
        "hotspot" => w.done(0).map(|()| Line::Hotspot),
        "stats" => w.done(0).map(|()| Line::Stats),
        _ => match d.command(&lower) {
            Some(_) => run(d, &w),
            None => Err(LineError::Unknown {
                word: word.to_string(),
                near: nearest(d, &lower),
            }),
        },
    }
}

fn generate(d: &Definition, w: &Words<'_>) -> Result<Line, LineError> {
    let mut seed = DEFAULT_SEED;
    let mut rows: Vec<(String, i64)> = (d.tables.iter())
        .filter_map(|t| {
            t.generate
                .as_ref()
                .map(|g| (t.name.clone(), g.rows.default))
        })
        .collect();
    w.done(0)?;
    for (k, v) in &w.options {
        if *k == "seed" {
            seed = v.parse().map_err(|_| w.bad("seed", v))?;
            continue;
        }
        let Some(g) = d.table(k).and_then(|t| t.generate.as_ref()) else {
            return Err(w.too_many(&format!("{k}={v}")));
        };
        let n = crate::core::play::parse::read_count(v)
            .and_then(|n| i64::try_from(n).ok())
            .filter(|n| (g.rows.min..=g.rows.max).contains(n))
            .ok_or_else(|| w.bad(k, v))?;
        if let Some(slot) = rows.iter_mut().find(|(t, _)| t == k) {
            slot.1 = n;
        }
    }
    Ok(Line::Gen { rows, seed })
}

fn partition(d: &Definition, w: &Words<'_>) -> Result<Line, LineError> {
    if w.words.is_empty() {
        return Ok(Line::Partition(None));
    }
    let n = w.plain(0, "N")?;
    let count = n
        .parse::<u32>()
        .ok()
        .filter(|n| (1..=super::model::MAX_PARTITIONS as u32).contains(n))
        .ok_or_else(|| w.bad("N", n))?;
    if w.plain(1, "by")? != "by" {
        return Err(w.bad("by", w.words[1]));
    }
    let column = w.plain(2, "COLUMN")?;
    if !d
        .tables
        .iter()
        .any(|t| t.columns.iter().any(|c| c == column))
    {
        return Err(w.bad("COLUMN", column));
    }
    w.done(3)?;
    Ok(Line::Partition(Some((count, column.to_string()))))
}

/// A course's command: each parameter by name or in order, typed, with its default.
fn run(d: &Definition, w: &Words<'_>) -> Result<Line, LineError> {
    let Some(c) = d.command(w.command) else {
        return Err(w.missing("COMMAND"));
    };
    let mut given: Vec<Option<&str>> = vec![None; c.params.len()];
    for (k, v) in &w.options {
        match c.params.iter().position(|p| p.name == *k) {
            Some(i) => given[i] = Some(v),
            None => return Err(w.too_many(&format!("{k}={v}"))),
        }
    }
    let mut plain = w.plain_words().into_iter();
    for slot in given.iter_mut().filter(|g| g.is_none()) {
        match plain.next() {
            Some(v) => *slot = Some(v),
            None => break,
        }
    }
    if let Some(extra) = plain.next() {
        return Err(w.too_many(extra));
    }
    let mut args = Vec::new();
    for (p, v) in c.params.iter().zip(given) {
        let Some(v) = v.or(p.default.as_deref()) else {
            return Err(w.missing(&p.name));
        };
        let value = match p.kind {
            ParamKind::Int => {
                Value::Int(v.replace('_', "").parse().map_err(|_| w.bad(&p.name, v))?)
            }
            ParamKind::Text => Value::Text(v.to_string()),
        };
        args.push((p.name.clone(), value));
    }
    Ok(Line::Run {
        command: c.name.clone(),
        args,
    })
}

/// The command a mistyped word most likely meant.
fn nearest(d: &Definition, word: &str) -> Option<String> {
    let all = words(d);
    if word.len() >= 2
        && let Some(c) = all.iter().find(|c| c.starts_with(word))
    {
        return Some(c.clone());
    }
    crate::core::ident::nearest(word, all.iter().map(String::as_str)).map(str::to_string)
}

/// A line's words after the command, `key=value` options apart.
struct Words<'a> {
    command: &'a str,
    words: Vec<&'a str>,
    options: Vec<(&'a str, &'a str)>,
}

impl<'a> Words<'a> {
    fn new(command: &'a str, rest: &'a str) -> Words<'a> {
        let mut words = Vec::new();
        let mut options = Vec::new();
        for w in rest.split_whitespace() {
            match w.split_once('=') {
                Some((k, v)) if !k.is_empty() => options.push((k, v)),
                _ => words.push(w),
            }
        }
        Words {
            command,
            words,
            options,
        }
    }

    fn plain_words(&self) -> Vec<&'a str> {
        self.words.clone()
    }

    fn plain(&self, i: usize, what: &str) -> Result<&'a str, LineError> {
        self.words.get(i).copied().ok_or_else(|| self.missing(what))
    }

    fn on_off(&self, i: usize) -> Result<bool, LineError> {
        match self.plain(i, "on|off")? {
            "on" => Ok(true),
            "off" => Ok(false),
            other => Err(self.bad("on|off", other)),
        }
    }

    /// Refuses words past the first `plain` and any option.
    fn done(&self, plain: usize) -> Result<(), LineError> {
        if let Some(extra) = self.words.get(plain) {
            return Err(self.too_many(extra));
        }
        if self.command != "gen"
            && let Some((k, v)) = self.options.first()
        {
            return Err(self.too_many(&format!("{k}={v}")));
        }
        Ok(())
    }

    fn missing(&self, what: &str) -> LineError {
        LineError::Missing {
            command: self.command.to_string(),
            what: what.to_string(),
        }
    }

    fn bad(&self, what: &str, value: &str) -> LineError {
        LineError::Bad {
            command: self.command.to_string(),
            what: what.to_string(),
            value: value.to_string(),
        }
    }

    fn too_many(&self, extra: &str) -> LineError {
        LineError::TooMany {
            command: self.command.to_string(),
            extra: extra.to_string(),
        }
    }
}

#[cfg(test)]
mod tests;
