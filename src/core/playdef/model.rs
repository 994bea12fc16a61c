//! The shapes of a defined playground, as a course writes them.

use crate::core::lesson::{Label, Text};

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Definition {
    pub id: String,
    pub title: Option<Label>,
    pub tables: Vec<Table>,
    pub commands: Vec<Command>,
}

/// One table: its `CREATE TABLE`, the columns it names (in order), its switchable indexes,
/// how its rows are made, and how it is partitioned.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Table {
    pub name: String,
    pub ddl: String,
    pub columns: Vec<String>,
    pub indexes: Vec<Index>,
    pub generate: Option<Generate>,
    pub partition: Option<Partition>,
}

/// An index the learner switches with `index NAME on|off`, and what it is for.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Index {
    pub name: String,
    pub ddl: String,
    pub text: Text,
    /// Whether it exists when the playground is generated.
    pub on: bool,
}

/// How a table's rows are made: how many (a parameter of `gen`), and each column's draw.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Generate {
    pub rows: Param,
    pub columns: Vec<(String, Draw)>,
}

/// A whole-number parameter with its default and limits.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Param {
    pub name: String,
    pub default: i64,
    pub min: i64,
    pub max: i64,
}

/// Where a generated column's values come from; seeded, so one seed gives one table.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Draw {
    /// `from`, `from + 1`, ...: ids.
    Sequence { from: i64 },
    /// Uniform in `min..=max`.
    Uniform { min: i64, max: i64 },
    /// Zipf-skewed in `min..=max` with exponent `s`: a few values (the celebrity, the hot
    /// key) take most rows.
    Zipf { min: i64, max: i64, s: f64 },
    /// A value of `column` of one of `table`'s rows: a foreign key.
    Ref { table: String, column: String },
    /// Timestamps from `from` (Unix seconds), `step` seconds apart on average.
    Time { from: i64, step: i64 },
}

/// Where a table's rows live when partitioned: `count` partitions by `by`'s value.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Partition {
    pub by: String,
    pub count: i64,
}

/// A named command: typed parameters, one or more SQL statements using them as `:name`,
/// and what it does in both languages. `cursor` names the parameter a paging command
/// takes its next page from.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Command {
    pub name: String,
    pub params: Vec<(String, ParamKind)>,
    pub sql: Vec<String>,
    pub text: Text,
    pub cursor: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum ParamKind {
    Int,
    Text,
}
