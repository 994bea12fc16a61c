//! The one place that parses YAML: a small tree that remembers where every value and key came
//! from, so later checks can name the line and column of each problem.
//!
//! The tree (`tree`) is built from granit-parser's events (`build`) with tight budgets: lesson files
//! are small, so anything that expands past them (alias bombs, deep nesting, megabytes of
//! scalars) is refused early and cheaply.

mod build;
mod hints;
mod scalar;
mod tree;

pub use tree::{Key, MAX_DEPTH, MAX_NODES, MAX_SCALAR_BYTES, Node, ParseError, Value};

use crate::core::problem::ProblemKind;

/// Parses one YAML document. `src` must already be valid UTF-8 (the loader checks).
pub fn parse(src: &str) -> Result<Node, ParseError> {
    if src.trim().is_empty() {
        return Err(ParseError {
            kind: ProblemKind::EmptyFile,
            line: 1,
            column: 1,
        });
    }
    // Tabs are content inside block scalars and quoted text (a gofmt-ed snippet), so only
    // a file the parser refuses is looked at for a line indented with one: when there is
    // such a line up to the one after the place the parser stopped (it may stop at the
    // value the tab continues), it is the likely cause.
    build::build(src).map_err(|e| match tab_indent(src) {
        Some((line, column)) if line <= e.line + 1 => ParseError {
            kind: ProblemKind::TabIndent,
            line,
            column,
        },
        _ => hints::refine(src, e),
    })
}

/// Finds the first line indented with a tab (YAML allows only spaces there). It looks at
/// bytes and allocates nothing.
fn tab_indent(src: &str) -> Option<(usize, usize)> {
    src.lines().enumerate().find_map(|(i, line)| {
        let b = line.as_bytes();
        let indent = b.iter().take_while(|c| matches!(c, b' ' | b'\t')).count();
        if indent == b.len() || line.trim().is_empty() {
            return None;
        }
        // The indentation is ASCII, so its byte index is its column.
        b[..indent]
            .iter()
            .position(|c| *c == b'\t')
            .map(|col| (i + 1, col + 1))
    })
}

/// The text of line `line` (1-based), for snippets.
pub fn line_text(src: &str, line: usize) -> Option<String> {
    line.checked_sub(1)
        .and_then(|i| src.lines().nth(i))
        .map(|l| l.trim_end_matches('\r').to_string())
}

#[cfg(test)]
mod tests;
