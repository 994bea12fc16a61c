//! The checks a defined playground passes before anything runs: names SQL can carry, no
//! name twice, every generated or partitioning column in its table, every reference to a
//! table and column that exists, limits in order, and every `:name` in a command's SQL a
//! parameter it declares. Each fault names where it is, for lint to point at.

use super::line::RESERVED;
use super::model::{BUILT_IN, Command, Definition, Draw, MAX_PARTITIONS, Param, ParamKind, Table};

/// Where in a definition a fault is.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Where {
    /// The playground itself (its id).
    Playground,
    Table(String),
    Index {
        table: String,
        index: String,
    },
    Column {
        table: String,
        column: String,
    },
    Command(String),
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Fault {
    /// Not a name SQL and the command line can carry (`[a-z_][a-z0-9_]*`, or `-` between
    /// words for a command and the playground's id).
    BadName(String),
    Duplicate(String),
    /// A word the playground's own commands use (`gen`, `index`, ...), or the built-in
    /// follow graph's id.
    Reserved(String),
    /// A column the table does not have.
    NoSuchColumn(String),
    NoSuchTable(String),
    /// A parameter whose limits are out of order, or whose default is outside them.
    Limits {
        min: i64,
        default: i64,
        max: i64,
    },
    /// A range whose `min` is above its `max`, or a Zipf exponent that is not positive.
    BadDraw,
    /// A reference to a column that is not drawn as a sequence, whose values are not known
    /// before they are written.
    RefNotSequence(String),
    /// Partitions outside 1 to 64.
    Partitions(i64),
    /// Tables declaring different partition counts: one `partition` makes one cluster.
    PartitionCounts {
        first: i64,
        other: i64,
    },
    /// `:name` in the SQL that the command does not declare.
    Undeclared(String),
    /// A declared parameter the SQL never uses.
    Unused(String),
    /// A cursor that is not one of the parameters of the command that fetches the next page.
    NoSuchCursor(String),
    /// A cursor whose next page is a command the playground does not have.
    NoSuchNext(String),
    /// A default that is not a whole number, for a whole-number parameter.
    BadDefault(String),
    /// A generated column naming no draw, or more than one.
    Draws(String),
    /// A reference not written `table.column`.
    BadRef(String),
    /// SQLite refused a statement, in its own words (or the playground's guard did).
    Sql(String),
    /// A statement that makes something else than the table or index it is written for.
    Makes(String),
}

/// Every fault of `d`, in the order it is written. Column checks use `Table::columns`,
/// which trying the SQL fills.
pub fn check(d: &Definition) -> Vec<(Where, Fault)> {
    let mut out = Vec::new();
    name(&d.id, true, Where::Playground, &mut out);
    if d.id == BUILT_IN {
        out.push((Where::Playground, Fault::Reserved(d.id.clone())));
    }
    let mut seen: Vec<&str> = Vec::new();
    let mut counts: Option<i64> = None;
    for t in &d.tables {
        let at = || Where::Table(t.name.clone());
        name(&t.name, false, at(), &mut out);
        if seen.contains(&t.name.as_str()) {
            out.push((at(), Fault::Duplicate(t.name.clone())));
        }
        seen.push(&t.name);
        table(d, t, &mut out);
        if let Some(p) = &t.partition {
            match counts {
                Some(first) if first != p.count => out.push((
                    at(),
                    Fault::PartitionCounts {
                        first,
                        other: p.count,
                    },
                )),
                _ => counts = Some(p.count),
            }
        }
    }
    let mut indexes: Vec<&str> = Vec::new();
    for t in &d.tables {
        for i in &t.indexes {
            if indexes.contains(&i.name.as_str()) {
                let at = Where::Index {
                    table: t.name.clone(),
                    index: i.name.clone(),
                };
                out.push((at, Fault::Duplicate(i.name.clone())));
            }
            indexes.push(&i.name);
        }
    }
    let mut commands: Vec<&str> = Vec::new();
    for c in &d.commands {
        command(d, c, &commands, &mut out);
        commands.push(&c.name);
    }
    out
}

fn command(d: &Definition, c: &Command, before: &[&str], out: &mut Vec<(Where, Fault)>) {
    let at = || Where::Command(c.name.clone());
    name(&c.name, true, at(), out);
    if RESERVED.contains(&c.name.as_str()) {
        out.push((at(), Fault::Reserved(c.name.clone())));
    }
    if before.contains(&c.name.as_str()) {
        out.push((at(), Fault::Duplicate(c.name.clone())));
    }
    let used: Vec<String> = c.sql.iter().flat_map(|s| placeholders(s)).collect();
    for u in &used {
        if !c.params.iter().any(|p| &p.name == u) {
            out.push((at(), Fault::Undeclared(u.clone())));
        }
    }
    let mut names: Vec<&str> = Vec::new();
    for p in &c.params {
        name(&p.name, false, at(), out);
        if names.contains(&p.name.as_str()) {
            out.push((at(), Fault::Duplicate(p.name.clone())));
        }
        names.push(&p.name);
        if !used.contains(&p.name) {
            out.push((at(), Fault::Unused(p.name.clone())));
        }
        if let (ParamKind::Int, Some(d)) = (p.kind, &p.default)
            && d.trim().parse::<i64>().is_err()
        {
            out.push((at(), Fault::BadDefault(d.clone())));
        }
    }
    if let Some(cur) = &c.cursor {
        let pager = match &cur.next {
            Some(next) => d.commands.iter().find(|o| o.name == *next),
            None => Some(c),
        };
        match pager {
            None => out.push((
                at(),
                Fault::NoSuchNext(cur.next.clone().unwrap_or_default()),
            )),
            Some(p) if !p.params.iter().any(|p| p.name == cur.param) => {
                out.push((at(), Fault::NoSuchCursor(cur.param.clone())))
            }
            Some(_) => {}
        }
    }
}

fn table(d: &Definition, t: &Table, out: &mut Vec<(Where, Fault)>) {
    let column = |c: &str| Where::Column {
        table: t.name.clone(),
        column: c.to_string(),
    };
    for i in &t.indexes {
        let at = Where::Index {
            table: t.name.clone(),
            index: i.name.clone(),
        };
        name(&i.name, false, at, out);
    }
    if let Some(g) = &t.generate {
        limits(&g.rows, Where::Table(t.name.clone()), out);
        for (c, draw) in &g.columns {
            if !t.columns.contains(c) {
                out.push((column(c), Fault::NoSuchColumn(c.clone())));
            }
            if let Some(f) = draw_fault(d, draw) {
                out.push((column(c), f));
            }
        }
    }
    if let Some(p) = &t.partition {
        if !t.columns.contains(&p.by) {
            out.push((column(&p.by), Fault::NoSuchColumn(p.by.clone())));
        }
        if !(1..=MAX_PARTITIONS).contains(&p.count) {
            out.push((Where::Table(t.name.clone()), Fault::Partitions(p.count)));
        }
    }
}

/// What is wrong with one column's draw, if anything.
fn draw_fault(d: &Definition, draw: &Draw) -> Option<Fault> {
    match draw {
        Draw::Uniform { min, max } if min > max => Some(Fault::BadDraw),
        Draw::Zipf { min, max, s } if min > max || *s <= 0.0 || !s.is_finite() => {
            Some(Fault::BadDraw)
        }
        Draw::Time { step, .. } if *step <= 0 => Some(Fault::BadDraw),
        Draw::Ref { skew: Some(s), .. } if *s <= 0.0 || !s.is_finite() => Some(Fault::BadDraw),
        Draw::Ref { table, column, .. } => {
            let Some(x) = d.table(table) else {
                return Some(Fault::NoSuchTable(table.clone()));
            };
            if !x.columns.contains(column) {
                return Some(Fault::NoSuchColumn(column.clone()));
            }
            let sequence = (x.generate.as_ref()).is_some_and(|g| {
                g.columns
                    .iter()
                    .any(|(c, d)| c == column && matches!(d, Draw::Sequence { .. }))
            });
            (!sequence).then(|| Fault::RefNotSequence(format!("{table}.{column}")))
        }
        _ => None,
    }
}

fn limits(p: &Param, at: Where, out: &mut Vec<(Where, Fault)>) {
    if !(p.min <= p.default && p.default <= p.max) {
        let (min, default, max) = (p.min, p.default, p.max);
        out.push((at, Fault::Limits { min, default, max }));
    }
}

/// A name SQL carries unquoted (and, for a command, the command line: words joined by `-`).
fn name(n: &str, command: bool, at: Where, out: &mut Vec<(Where, Fault)>) {
    let ok = n
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_lowercase() || c == '_')
        && n.chars().all(|c| {
            c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_' || (command && c == '-')
        })
        && !n.ends_with('-');
    if !ok {
        out.push((at, Fault::BadName(n.to_string())));
    }
}

/// The `:name` placeholders of a statement, in order, each once; text inside quotes ('...'
/// strings, "..." names) is not looked at.
pub fn placeholders(sql: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut quote: Option<char> = None;
    let mut chars = sql.chars().peekable();
    while let Some(c) = chars.next() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '\'' | '"') => quote = Some(c),
            (None, ':')
                if chars
                    .peek()
                    .is_some_and(|n| n.is_ascii_alphabetic() || *n == '_') =>
            {
                let mut n = String::new();
                while let Some(&d) = chars
                    .peek()
                    .filter(|d| d.is_ascii_alphanumeric() || **d == '_')
                {
                    n.push(d);
                    chars.next();
                }
                if !out.contains(&n) {
                    out.push(n);
                }
            }
            _ => {}
        }
    }
    out
}

#[cfg(test)]
#[path = "check_tests.rs"]
mod tests;
