//! Where one statement of a defined playground runs: the one store, one partition by the
//! key it gives, or every partition; and running it there, merging a scattered read's rows
//! by the statement's own order, limit and offset.

use std::time::Instant;

use rusqlite::types::Value;

use super::exec::{self, Ran};
use super::state::{Defined, Split};
use crate::core::partition;
use crate::core::play::defnote::DefNote;
use crate::core::play::report::{PartCost, Query, Spread, Step};
use crate::core::playdef::gather::{Gather, gather};
use crate::core::playdef::line;
use crate::core::playdef::route::{self as r, Count, Key, Kind, Tail};

/// Where a statement goes on a split playground.
#[derive(Debug, Clone, PartialEq)]
pub enum Dest {
    /// One partition, and the key that chose it (`customer_id = 42`).
    One(u32, Option<String>),
    /// Every partition: the key the statement does not give, if that is why.
    All(Option<String>),
    /// Nowhere: a row of a split table without its key.
    Nowhere { table: String, column: String },
    /// Not on partitions: the statement reads a split table twice (a self-join, a
    /// subquery), whose rows sit on different partitions.
    Twice(String),
}

impl Dest {
    /// The partitions a statement goes to and the note saying why, or the note refusing it.
    fn parts(self, n: u32) -> Result<(Vec<u32>, Option<DefNote>), DefNote> {
        match self {
            Dest::Twice(table) => Err(DefNote::SplitTwice { table }),
            Dest::Nowhere { table, column } => Err(DefNote::NoPlace { table, column }),
            Dest::One(p, key) => Ok((
                vec![p],
                key.map(|key| DefNote::Routed { partition: p, key }),
            )),
            Dest::All(missing) => Ok(((0..n).collect(), Some(DefNote::Scattered { n, missing }))),
        }
    }
}

/// Rows kept from each partition of a scatter when the statement has no LIMIT to merge by.
const GATHER: usize = 10_000;

/// What a statement did, wherever it ran.
pub struct Done {
    pub ran: Ran,
    pub spread: Option<Spread>,
    pub note: Option<DefNote>,
}

impl Split {
    pub fn dest(
        &self,
        toks: &[r::Token],
        binds: &[(String, line::Value)],
        tables: &[&str],
    ) -> Dest {
        let kind = r::kind(toks);
        let named = r::tables_named(toks, tables);
        let split: Vec<(&str, &str)> = (named.iter())
            .filter_map(|t| self.key(t).map(|k| (*t, k)))
            .collect();
        if let Some((t, _)) = split.iter().find(|(t, _)| r::times_named(toks, t) > 1) {
            return Dest::Twice(t.to_string());
        }
        if split.is_empty() {
            // Copies of whole tables: any partition answers a read; a write goes to each.
            return match kind {
                Kind::Read => Dest::One(0, None),
                _ => Dest::All(None),
            };
        }
        let mut slots = Vec::new();
        for (table, column) in &split {
            let value = r::key_of(toks, column).and_then(|k| resolve(&k, binds));
            match value {
                Some((slot_key, shown)) => slots.push((
                    partition::slot(slot_key, self.n()),
                    format!("{column} = {shown}"),
                )),
                None if kind == Kind::Insert => {
                    return Dest::Nowhere {
                        table: table.to_string(),
                        column: column.to_string(),
                    };
                }
                None => return Dest::All(Some(column.to_string())),
            }
        }
        match slots.first() {
            Some((p, key)) if slots.iter().all(|(q, _)| q == p) => Dest::One(*p, Some(key.clone())),
            _ => Dest::All(None),
        }
    }
}

/// A key's value as the hash takes it, and as the note shows it.
fn resolve(k: &Key, binds: &[(String, line::Value)]) -> Option<(i64, String)> {
    let value = match k {
        Key::Int(i) => line::Value::Int(*i),
        Key::Text(t) => line::Value::Text(t.clone()),
        Key::Param(p) => binds.iter().find(|(n, _)| n == p)?.1.clone(),
    };
    Some(match value {
        line::Value::Int(i) => (i, i.to_string()),
        line::Value::Text(t) => (r::text_key(&t), format!("'{t}'")),
    })
}

/// A row's partition when generating or moving rows: the hash of its key's value.
pub fn slot_of(v: &Value, n: u32) -> u32 {
    match v {
        Value::Integer(i) => partition::slot(*i, n),
        Value::Text(t) => partition::slot(r::text_key(t), n),
        Value::Real(f) => partition::slot(*f as i64, n),
        _ => 0,
    }
}

impl Defined {
    /// Runs one statement where it belongs, keeping `keep` rows of the result. Its plan is
    /// asked of SQLite once and kept until the schema or the partitions change: planning
    /// again with each command's values cost more than running the statement.
    pub(super) fn statement(
        &mut self,
        sql: &str,
        binds: &[(String, line::Value)],
        keep: usize,
    ) -> rusqlite::Result<Done> {
        let cached = (self.explain)
            .then(|| self.plans.get(sql).cloned())
            .flatten();
        let want = self.explain && cached.is_none();
        let mut done = self.run_where(sql, binds, keep, want)?;
        match cached {
            Some(plan) => done.ran.query.plan = plan,
            None if want && !done.ran.query.plan.is_empty() => {
                (self.plans).insert(sql.to_string(), done.ran.query.plan.clone());
            }
            None => {}
        }
        Ok(done)
    }

    fn run_where(
        &mut self,
        sql: &str,
        binds: &[(String, line::Value)],
        keep: usize,
        explain: bool,
    ) -> rusqlite::Result<Done> {
        // Read once: what the statement does, where it goes, and how its rows merge.
        let toks = r::tokens(sql);
        let write = !matches!(r::kind(&toks), Kind::Read);
        let Some(split) = self.split.as_mut() else {
            let ran = exec::statement(&self.conn, sql, binds, keep, explain)?;
            return Ok(Done {
                ran,
                spread: None,
                note: None,
            });
        };
        let tables: Vec<&str> = self.def.tables.iter().map(|t| t.name.as_str()).collect();
        let (parts, note) = match split.dest(&toks, binds, &tables).parts(split.n()) {
            Ok(sent) => sent,
            Err(refused) => {
                return Ok(Done {
                    ran: Ran::default(),
                    spread: None,
                    note: Some(refused),
                });
            }
        };
        let tail = if write {
            Tail::default()
        } else {
            r::tail(&toks)
        };
        let start = Instant::now();
        let gather = if write { None } else { gather(&toks) };
        let grouped = gather.as_ref().is_some_and(|g| g.grouped);
        let answers = ask(split, &parts, sql, binds, (&tail, grouped), keep, explain)?;
        let wall = start.elapsed().as_micros() as u64;
        split.tally(&parts, write);
        let spread = Spread {
            step: if write { Step::Write } else { Step::Read },
            of: split.n(),
            parts: (answers.iter())
                .map(|(p, a)| PartCost {
                    partition: *p,
                    rows: a.query.rows,
                    vm_steps: a.query.vm_steps,
                    fullscan_steps: a.query.fullscan_steps,
                    micros: a.query.micros,
                })
                .collect(),
            wall_micros: wall,
        };
        let ran = merge(answers, &tail, gather.as_ref(), binds, keep);
        Ok(Done {
            ran,
            spread: Some(spread),
            note,
        })
    }
}

/// Sends the statement to each of `parts` at once (a scatter brings back enough rows from
/// each to merge by its order) and waits for every answer.
fn ask(
    split: &Split,
    parts: &[u32],
    sql: &str,
    binds: &[(String, line::Value)],
    (tail, grouped): (&Tail, bool),
    keep: usize,
    explain: bool,
) -> rusqlite::Result<Vec<(u32, Ran)>> {
    let scatter = parts.len() > 1;
    let keep = if scatter {
        let page = if grouped { None } else { need(tail, binds) };
        page.unwrap_or(GATHER).max(keep)
    } else {
        keep
    };
    let each_sql = if scatter {
        r::scatter_sql(sql, tail, grouped)
    } else {
        sql.to_string()
    };
    let asked: Vec<_> = (parts.iter())
        .map(|&p| {
            let (s, b) = (each_sql.clone(), binds.to_vec());
            let node = &split.nodes[p as usize];
            (
                p,
                node.ask(move |c| exec::statement(c, &s, &b, keep, explain)),
            )
        })
        .collect();
    let mut answers = Vec::new();
    let mut failed = None;
    for (p, rx) in asked {
        match crate::playground::cluster::wait(rx) {
            Ok(ran) => answers.push((p, ran)),
            Err(e) => failed = failed.or(Some(e)),
        }
    }
    match failed {
        Some(e) => Err(e),
        None => Ok(answers),
    }
}

/// Rows a scatter must bring back from each partition: the limit and the rows skipped.
fn need(tail: &Tail, binds: &[(String, line::Value)]) -> Option<usize> {
    let limit = count(tail.limit.as_ref()?, binds)?;
    let offset = tail.offset.as_ref().map_or(Some(0), |o| count(o, binds))?;
    usize::try_from(limit.saturating_add(offset)).ok()
}

fn count(c: &Count, binds: &[(String, line::Value)]) -> Option<i64> {
    match c {
        Count::Int(i) => Some(*i),
        Count::Param(p) => match binds.iter().find(|(n, _)| n == p)?.1 {
            line::Value::Int(i) => Some(i),
            line::Value::Text(_) => None,
        },
    }
}

/// The partitions' answers as one: rows folded where the read aggregates (`gather`), sorted
/// by the statement's order (when it orders by columns it returns), then its offset and
/// limit applied; the slowest partition's statement is the one shown.
fn merge(
    answers: Vec<(u32, Ran)>,
    tail: &Tail,
    gather: Option<&Gather>,
    binds: &[(String, line::Value)],
    keep: usize,
) -> Ran {
    let mut out = Ran::default();
    let shown = answers
        .iter()
        .max_by_key(|(_, a)| a.query.micros)
        .map(|(p, a)| Query {
            partition: Some(*p),
            ..a.query.clone()
        });
    let scattered = answers.len() > 1;
    for (_, a) in answers {
        if out.columns.is_empty() {
            out.columns = a.columns;
        }
        out.rows.extend(a.rows);
        out.changed += a.changed;
    }
    if let Some(g) = gather.filter(|_| scattered) {
        super::fold::fold(&mut out.rows, g);
    }
    if scattered {
        let order: Vec<(usize, bool)> = (tail.order.iter())
            .filter_map(|(c, desc)| {
                out.columns
                    .iter()
                    .position(|x| x.eq_ignore_ascii_case(c))
                    .map(|i| (i, *desc))
            })
            .collect();
        if !order.is_empty() {
            out.rows.sort_by(|a, b| {
                for &(i, desc) in &order {
                    let o = exec::compare(&a[i], &b[i]);
                    if o.is_ne() {
                        return if desc { o.reverse() } else { o };
                    }
                }
                std::cmp::Ordering::Equal
            });
        }
        let skip = tail
            .offset
            .as_ref()
            .and_then(|o| count(o, binds))
            .unwrap_or(0)
            .max(0) as usize;
        let take = tail
            .limit
            .as_ref()
            .and_then(|l| count(l, binds))
            .map_or(usize::MAX, |l| l.max(0) as usize);
        out.rows = out.rows.into_iter().skip(skip).take(take).collect();
    }
    let total = out.rows.len() as u64;
    out.rows.truncate(keep);
    out.query = shown.unwrap_or_default();
    if scattered {
        out.query.rows = total;
    }
    out
}
