//! Checks a parsed YAML tree against the format tables and collects every problem found,
//! instead of stopping at the first, each with its line, column and field path.
//!
//! Here the checker and where a problem sits; values are checked by type in `value`, lists
//! and objects in `object`, rules over several fields in `rules`, and texts, questions,
//! drills and calculators in files named for them.

mod calc;
mod diagram;
mod drill;
mod object;
mod option_length;
mod playground;
mod question;
mod rules;
mod simulation;
mod text;
mod value;

use super::yaml::Node;
use crate::core::problem::ProblemKind;

/// A problem before the file name and snippet are attached.
#[derive(Debug, Clone, PartialEq)]
pub struct Found {
    pub kind: ProblemKind,
    pub line: usize,
    pub column: usize,
    pub path: String,
}

/// Where a value that must be resolved later (a lesson id, a citation) was written.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Site {
    pub target: super::shared::Shared,
    pub line: usize,
    pub column: usize,
    pub path: super::shared::Shared,
}

#[derive(Debug, Default)]
pub struct Checker<'s> {
    /// The file's text, to point at a character inside a multi-line text value.
    pub src: &'s str,
    /// `src` split into lines, once, when a place inside a value is first looked for.
    lines: std::cell::OnceCell<Vec<&'s str>>,
    pub found: Vec<Found>,
    /// Lesson references, resolved against the whole course afterwards.
    pub refs: Vec<Site>,
    /// Citations `[^id]`, resolved against the lesson's sources.
    pub cites: Vec<Site>,
    /// Glossary terms `[[id]]`, with the language of the text that marks them (`None`: a
    /// text written once for both), resolved against the course's glossary.
    pub terms: Vec<(Site, Option<crate::core::lang::Lang>)>,
    /// Figure marks `[=calculator.name]` (target `calculator.name`), resolved against the
    /// course's calculators.
    pub figures: Vec<Site>,
    /// Ids declared by objects, keyed by `object.field`, for duplicate checks.
    pub ids: Vec<(String, Site)>,
    /// Quiz blocks: the bank they name and the questions they list.
    pub quiz_refs: Vec<(Site, Vec<Site>)>,
    /// Review blocks: where their `lessons` are written, and the lesson ids.
    pub review_refs: Vec<(Site, Vec<String>)>,
    /// Drill cards: the drill each one names.
    pub drill_refs: Vec<Site>,
    /// Calculator blocks: the calculator each one names.
    pub calculator_refs: Vec<Site>,
    /// Playground cards: the scenario each one names.
    pub scenario_refs: Vec<Site>,
    /// Simulation cards: the simulation each one names.
    pub simulation_refs: Vec<Site>,
}

/// Where a value sits (`blocks[3].table.rows[1]`), built as a chain on the stack and turned
/// into text only when a problem is reported: checking a large course allocates no paths.
#[derive(Debug, Clone, Copy)]
pub enum Path<'a> {
    Root,
    Field(&'a Path<'a>, &'a str),
    Index(&'a Path<'a>, usize),
}

impl Path<'_> {
    pub fn render(&self) -> String {
        match self {
            Path::Root => String::new(),
            Path::Field(parent, name) => {
                let p = parent.render();
                if p.is_empty() {
                    name.to_string()
                } else {
                    format!("{p}.{name}")
                }
            }
            Path::Index(parent, i) => format!("{}[{i}]", parent.render()),
        }
    }
}

impl<'s> Checker<'s> {
    /// A checker of the file `src`.
    pub fn new(src: &'s str) -> Checker<'s> {
        Checker {
            src,
            ..Checker::default()
        }
    }

    fn lines(&self) -> &[&'s str] {
        self.lines.get_or_init(|| self.src.split('\n').collect())
    }

    fn add(&mut self, kind: ProblemKind, node: &Node, path: &Path<'_>) {
        self.add_at(kind, node.line, node.column, path);
    }

    fn add_at(&mut self, kind: ProblemKind, line: usize, column: usize, path: &Path<'_>) {
        self.found.push(Found {
            kind,
            line,
            column,
            path: path.render(),
        });
    }

    /// Whether a scalar is written in quotes in the source.
    fn quoted(&self, node: &Node) -> bool {
        self.src
            .split('\n')
            .nth(node.line.saturating_sub(1))
            .and_then(|l| l.chars().nth(node.column.saturating_sub(1)))
            .is_some_and(|c| c == '"' || c == '\'')
    }

    pub fn has_errors(&self) -> bool {
        self.found
            .iter()
            .any(|f| f.kind.severity() == crate::core::problem::Severity::Error)
    }

    fn wrong(&mut self, expected: &str, node: &Node, path: &Path<'_>) {
        self.add(
            ProblemKind::WrongType {
                expected: expected.to_string(),
                found: node.kind(),
            },
            node,
            path,
        );
    }
}

fn site(target: String, node: &Node, path: &Path<'_>) -> Site {
    Site {
        target: target.into(),
        line: node.line,
        column: node.column,
        path: path.render().into(),
    }
}
