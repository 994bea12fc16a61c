//! The shapes of a defined playground, as a course writes them.

use crate::core::lesson::{Label, Text};

/// The id of the follow graph of lesson M13.04, the playground latih has built in: a course
/// cannot give its own playground this id.
pub const BUILT_IN: &str = "follow-graph";

/// The most partitions a defined table may have (each one is a database on its own thread).
pub const MAX_PARTITIONS: i64 = 64;

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Definition {
    pub id: String,
    pub title: Option<Label>,
    /// What the playground models, shown when it is opened and by `help`.
    pub text: Text,
    pub tables: Vec<Table>,
    pub commands: Vec<Command>,
    /// The lesson of the bank that defines it, when it names one.
    pub lesson: Option<String>,
    /// Where its id is written (line, column), for lint to point at.
    pub at: (usize, usize),
}

/// One table: its `CREATE TABLE`, the columns SQLite made from it (in order; filled when
/// the statement is tried), its switchable indexes, how its rows are made, and how it is
/// partitioned.
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

/// How a table's rows are made: how many (a parameter of `gen` named after the table), and
/// each column's draw. Columns without a draw are left to their SQL default.
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
    /// Zipf-skewed in `min..=max` with exponent `s`: `min` is drawn most, then `min + 1`,
    /// and so on (the celebrity, the hot key).
    Zipf { min: i64, max: i64, s: f64 },
    /// A value of `column` (a sequence) of one of `table`'s rows: a foreign key, drawn
    /// uniformly, or Zipf-skewed with exponent `skew` so the first rows are drawn most.
    Ref {
        table: String,
        column: String,
        skew: Option<f64>,
    },
    /// Timestamps from `from` (Unix seconds), rising by `step` seconds on average, in row
    /// order.
    Time { from: i64, step: i64 },
}

/// Where a table's rows live when partitioned: `count` partitions by `by`'s value.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Partition {
    pub by: String,
    pub count: i64,
}

/// A named command: typed parameters, one or more SQL statements using them as `:name`,
/// and what it does in both languages.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Command {
    pub name: String,
    pub params: Vec<CommandParam>,
    pub sql: Vec<String>,
    pub text: Text,
    pub cursor: Option<Cursor>,
}

/// A command's parameter; one with a default may be left out.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct CommandParam {
    pub name: String,
    pub kind: ParamKind,
    pub default: Option<String>,
}

/// A command that pages: its next page is the same command with `param` set to the last
/// row's `column`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Cursor {
    pub param: String,
    pub column: String,
    /// The command that fetches the next page, when it is not this one (a first page
    /// written without the cursor's condition, so its plan is the plain one).
    pub next: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum ParamKind {
    Int,
    Text,
}

impl Definition {
    /// The title in `lang`, or the id.
    pub fn name(&self, lang: crate::core::lang::Lang) -> String {
        self.title
            .as_ref()
            .map_or_else(|| self.id.clone(), |t| t.text(lang).to_string())
    }

    pub fn command(&self, name: &str) -> Option<&Command> {
        self.commands.iter().find(|c| c.name == name)
    }

    pub fn table(&self, name: &str) -> Option<&Table> {
        self.tables.iter().find(|t| t.name == name)
    }

    /// The index named `name`, with its table.
    pub fn index(&self, name: &str) -> Option<(&Table, &Index)> {
        (self.tables.iter()).find_map(|t| t.indexes.iter().find(|i| i.name == name).map(|i| (t, i)))
    }
}
