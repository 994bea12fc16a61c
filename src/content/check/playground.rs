//! Rules of a playground a course defines: each generated column names one draw; the whole
//! definition tried as it will run (its SQL on a guarded scratch database, then the checks
//! of `core::playdef`), every fault reported at the field it is about.

use super::{Checker, Path};
use crate::content::schema::DRAWS;
use crate::content::yaml::{Node, Value};
use crate::core::playdef::{self, Fault, Where};
use crate::core::problem::ProblemKind;

impl Checker<'_> {
    /// A column gives exactly one draw, and a reference is `table.column`.
    pub(super) fn playground_column_rules(&mut self, node: &Node, path: &Path<'_>) {
        let given = |f: &&&str| node.get(f).is_some_and(|v| v.value != Value::Null);
        let name = node.get("name").and_then(Node::as_text).unwrap_or_default();
        if DRAWS.iter().filter(given).count() != 1 {
            let fault = Fault::Draws(name.to_string());
            self.add(ProblemKind::Playground { fault }, node, path);
        }
        if let Some(r) = node.get("ref")
            && let Some(t) = r.as_text()
            && !t
                .split_once('.')
                .is_some_and(|(a, b)| !a.trim().is_empty() && !b.trim().is_empty())
        {
            let fault = Fault::BadRef(t.to_string());
            self.add(
                ProblemKind::Playground { fault },
                r,
                &Path::Field(path, "ref"),
            );
        }
    }

    /// The definition's SQL tried and its checks run, each fault at its field.
    pub(super) fn playground_rules(&mut self, node: &Node, path: &Path<'_>) {
        let mut d = crate::content::convert::playground(node, None);
        let mut faults = crate::playground::define::try_sql(&mut d);
        // A table SQLite did not make has no columns: its column faults would only repeat
        // that.
        let broken: Vec<String> = (faults.iter())
            .filter_map(|(w, _)| match w {
                Where::Table(t) => Some(t.clone()),
                _ => None,
            })
            .collect();
        faults.extend(
            playdef::check(&d)
                .into_iter()
                .filter(|(w, f)| match (w, f) {
                    (Where::Column { table, .. }, _) => !broken.contains(table),
                    (Where::Table(t), Fault::NoSuchColumn(_)) => !broken.contains(t),
                    _ => true,
                }),
        );
        for (at, fault) in faults {
            let (n, where_) = walk(node, &route(&at, &fault));
            let full = match (path.render(), where_) {
                (p, w) if p.is_empty() => w,
                (p, w) if w.is_empty() => p,
                (p, w) => format!("{p}.{w}"),
            };
            self.found.push(super::Found {
                kind: ProblemKind::Playground { fault },
                line: n.line,
                column: n.column,
                path: full,
            });
        }
    }
}

/// One step from a playground's node towards a fault: a field, or the item of a list whose
/// `name` is this.
enum Step<'a> {
    Field(&'static str),
    Named(&'a str),
}

/// The node a fault is about, and its path from `node`. A partition key is not among the
/// generated columns: a column route that finds no such column ends at the table's
/// `partition.by` instead.
fn walk<'n>(node: &'n Node, route: &[Step<'_>]) -> (&'n Node, String) {
    let (at, path, whole) = follow(node, route);
    if !whole && route.len() == 5 && matches!(route[2], Step::Field("columns")) {
        let key = [
            Step::Field("tables"),
            clone_step(&route[1]),
            Step::Field("partition"),
            Step::Field("by"),
        ];
        let (k, kp, found) = follow(node, &key);
        if found {
            return (k, kp);
        }
    }
    (at, path)
}

fn clone_step<'a>(s: &Step<'a>) -> Step<'a> {
    match s {
        Step::Field(f) => Step::Field(f),
        Step::Named(n) => Step::Named(n),
    }
}

/// As far as `route` leads: the node, its path, and whether the whole route was found.
fn follow<'n>(node: &'n Node, route: &[Step<'_>]) -> (&'n Node, String, bool) {
    let mut at = node;
    let mut path = String::new();
    for step in route {
        let next = match step {
            Step::Field(f) => at.get(f).map(|n| (n, format!(".{f}"))),
            Step::Named(name) => (at.items().iter().enumerate()).find_map(|(i, x)| {
                let named = x.get("name").and_then(Node::as_text);
                named
                    .is_some_and(|t| t.trim() == *name)
                    .then(|| (x, format!("[{i}]")))
            }),
        };
        let Some((n, p)) = next else {
            return (at, path.trim_start_matches('.').to_string(), false);
        };
        at = n;
        path.push_str(&p);
    }
    (at, path.trim_start_matches('.').to_string(), true)
}

/// The way from a playground's node to the field a fault is about.
fn route<'a>(at: &'a Where, fault: &Fault) -> Vec<Step<'a>> {
    use Step::{Field, Named};
    match at {
        Where::Playground => vec![Field("id")],
        Where::Table(t) => {
            let field = match fault {
                Fault::Sql(_) | Fault::Makes(_) => "sql",
                Fault::Limits { .. } => "rows",
                Fault::Partitions(_) | Fault::PartitionCounts { .. } => "partition",
                _ => "name",
            };
            vec![Field("tables"), Named(t), Field(field)]
        }
        Where::Index { table, index } => {
            let field = match fault {
                Fault::Sql(_) | Fault::Makes(_) => "sql",
                _ => "name",
            };
            vec![
                Field("tables"),
                Named(table),
                Field("indexes"),
                Named(index),
                Field(field),
            ]
        }
        Where::Column { table, column } => {
            let draw = match fault {
                Fault::NoSuchColumn(c) if c == column => "name",
                Fault::NoSuchTable(_) | Fault::NoSuchColumn(_) | Fault::RefNotSequence(_) => "ref",
                _ => "name",
            };
            vec![
                Field("tables"),
                Named(table),
                Field("columns"),
                Named(column),
                Field(draw),
            ]
        }
        Where::Command(c) => {
            let field = match fault {
                Fault::Sql(_) | Fault::Undeclared(_) => "sql",
                Fault::Unused(_) | Fault::BadDefault(_) => "params",
                Fault::NoSuchCursor(_) | Fault::NoSuchNext(_) => "cursor",
                _ => "name",
            };
            vec![Field("commands"), Named(c), Field(field)]
        }
    }
}
