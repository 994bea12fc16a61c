//! A playground a course defines, from its YAML (`playgrounds:` in a bank): tables with
//! their generators, indexes and partition keys, and commands. The columns SQLite makes
//! from each table's statement are filled by trying it (`playground::define`).

use super::{int, number, opt_label, present, string, text};
use crate::content::yaml::{Node, Value};
use crate::core::playdef::{
    Command, CommandParam, Cursor, Definition, Draw, Generate, Index, Param, ParamKind, Partition,
    Table,
};

/// A playground as written; `columns` are still empty.
pub fn playground(node: &Node, lesson: Option<&str>) -> Definition {
    Definition {
        id: string(node, "id").unwrap_or_default(),
        title: opt_label(node, "title"),
        text: present(node, "text").map(text).unwrap_or_default(),
        tables: items(node, "tables").iter().map(table).collect(),
        commands: items(node, "commands").iter().map(command).collect(),
        lesson: lesson.map(str::to_string),
        at: node
            .get("id")
            .map_or((node.line, node.column), |n| (n.line, n.column)),
    }
}

fn items<'a>(node: &'a Node, field: &str) -> &'a [Node] {
    present(node, field).map(Node::items).unwrap_or_default()
}

/// Verbatim SQL.
fn code(node: &Node, field: &str) -> String {
    present(node, field)
        .and_then(Node::as_text)
        .map(|s| s.trim().to_string())
        .unwrap_or_default()
}

fn table(node: &Node) -> Table {
    let name = string(node, "name").unwrap_or_default();
    let columns: Vec<(String, Draw)> = items(node, "columns")
        .iter()
        .filter_map(|c| Some((string(c, "name")?, draw(c)?)))
        .collect();
    let generate = (!columns.is_empty()).then(|| {
        let rows = present(node, "rows");
        let default = rows.and_then(|r| int(r, "default")).unwrap_or(1000);
        Generate {
            rows: Param {
                name: name.clone(),
                default,
                min: rows.and_then(|r| int(r, "min")).unwrap_or(0),
                max: rows
                    .and_then(|r| int(r, "max"))
                    .unwrap_or(crate::content::schema::MAX_ROWS),
            },
            columns,
        }
    });
    Table {
        ddl: code(node, "sql"),
        columns: Vec::new(),
        indexes: items(node, "indexes")
            .iter()
            .map(|i| Index {
                name: string(i, "name").unwrap_or_default(),
                ddl: code(i, "sql"),
                text: present(i, "text").map(text).unwrap_or_default(),
                on: matches!(present(i, "on").map(|v| &v.value), Some(Value::Bool(true))),
            })
            .collect(),
        generate,
        partition: present(node, "partition").map(|p| Partition {
            by: string(p, "by").unwrap_or_default(),
            count: int(p, "count").unwrap_or(1),
        }),
        name,
    }
}

/// The first draw a column names (the checker requires exactly one).
fn draw(c: &Node) -> Option<Draw> {
    if let Some(from) = int(c, "sequence") {
        return Some(Draw::Sequence { from });
    }
    if let Some(u) = present(c, "uniform") {
        return Some(Draw::Uniform {
            min: int(u, "min")?,
            max: int(u, "max")?,
        });
    }
    if let Some(z) = present(c, "zipf") {
        return Some(Draw::Zipf {
            min: int(z, "min")?,
            max: int(z, "max")?,
            s: number(z, "s")?,
        });
    }
    if let Some(r) = string(c, "ref") {
        let (table, column) = r.split_once('.')?;
        return Some(Draw::Ref {
            table: table.trim().to_string(),
            column: column.trim().to_string(),
            skew: number(c, "skew"),
        });
    }
    let t = present(c, "time")?;
    Some(Draw::Time {
        from: int(t, "from")?,
        step: int(t, "step")?,
    })
}

fn command(node: &Node) -> Command {
    Command {
        name: string(node, "name").unwrap_or_default(),
        params: items(node, "params")
            .iter()
            .map(|p| CommandParam {
                name: string(p, "name").unwrap_or_default(),
                kind: match string(p, "type").as_deref() {
                    Some("text") => ParamKind::Text,
                    _ => ParamKind::Int,
                },
                default: string(p, "default"),
            })
            .collect(),
        sql: items(node, "sql")
            .iter()
            .filter_map(Node::as_text)
            .map(|s| s.trim().to_string())
            .collect(),
        text: present(node, "text").map(text).unwrap_or_default(),
        cursor: present(node, "cursor").map(|c| Cursor {
            param: string(c, "param").unwrap_or_default(),
            column: string(c, "column").unwrap_or_default(),
            next: string(c, "next"),
        }),
    }
}
