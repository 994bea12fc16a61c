//! Builds core types from a YAML tree that the checker has passed. Fields the checker would
//! have rejected are simply skipped here; this code never decides what is valid.
//!
//! Here the readers of one field every kind of file uses, and the manifest's lists; lessons,
//! their blocks, banks and calculators each have a file.

mod bank;
mod block;
mod calc;
mod lesson;
mod playground;

use super::yaml::{Node, Value};
use crate::core::course::{Module, Planned};
use crate::core::glossary::{Glossary, Term};
use crate::core::lang::Localized;
use crate::core::lesson::{Label, Text};

pub use bank::bank;
pub use calc::{calculator, step};
pub use lesson::{Broken, lesson, lesson_without};
pub use playground::playground;

fn present<'a>(node: &'a Node, field: &str) -> Option<&'a Node> {
    node.get(field).filter(|v| v.value != Value::Null)
}

fn string(node: &Node, field: &str) -> Option<String> {
    present(node, field)
        .and_then(Node::as_text)
        .map(|s| s.trim().to_string())
}

fn localized<T>(node: &Node, f: impl Fn(&str) -> T) -> Localized<T>
where
    T: Clone + Default,
{
    match &node.value {
        Value::Map(_) => Localized::new(
            present(node, "id").and_then(Node::as_text).map(&f),
            present(node, "en").and_then(Node::as_text).map(&f),
        ),
        _ => node
            .as_text()
            .map(|s| Localized::neutral(f(s)))
            .unwrap_or_default(),
    }
}

pub fn label(node: &Node) -> Label {
    localized(node, |s| s.split_whitespace().collect::<Vec<_>>().join(" "))
}

/// Prose, as the checker parsed it when it did (see `parsed_text`).
pub fn text(node: &Node) -> Text {
    let rich = |n: &Node| n.as_text().map(|s| n.rich.take_or_parse(s));
    match &node.value {
        Value::Map(_) => Localized::new(
            present(node, "id").and_then(rich),
            present(node, "en").and_then(rich),
        ),
        _ => rich(node).map(Localized::neutral).unwrap_or_default(),
    }
}

fn opt_label(node: &Node, field: &str) -> Option<Label> {
    present(node, field).map(label)
}

fn opt_text(node: &Node, field: &str) -> Option<Text> {
    present(node, field).map(text)
}

fn texts(node: &Node, field: &str) -> Vec<Text> {
    present(node, field)
        .map(|n| n.items().iter().map(text).collect())
        .unwrap_or_default()
}

fn int(node: &Node, field: &str) -> Option<i64> {
    string(node, field).and_then(|s| s.replace('_', "").parse().ok())
}

fn ids(node: &Node, field: &str) -> Vec<String> {
    present(node, field)
        .map(|n| {
            n.items()
                .iter()
                .filter_map(Node::as_text)
                .map(|s| s.trim().to_string())
                .collect()
        })
        .unwrap_or_default()
}

fn number(node: &Node, field: &str) -> Option<f64> {
    string(node, field).and_then(|s| s.replace('_', "").parse().ok())
}

pub fn modules(node: &Node) -> Vec<Module> {
    present(node, "modules")
        .map(|m| {
            m.items()
                .iter()
                .map(|m| Module {
                    id: string(m, "id").unwrap_or_default(),
                    code: string(m, "code").unwrap_or_default(),
                    title: present(m, "title").map(label).unwrap_or_default(),
                })
                .collect()
        })
        .unwrap_or_default()
}

/// The manifest's `scheduler:`, when its parameters are all numbers.
pub fn class_fit(node: &Node) -> Option<crate::core::course::ClassFit> {
    let s = present(node, "scheduler")?;
    let parameters: Option<Vec<f32>> = (present(s, "parameters")?.items().iter())
        .map(|n| n.as_text().and_then(|t| t.trim().parse::<f32>().ok()))
        .collect();
    Some(crate::core::course::ClassFit {
        parameters: parameters?,
        fitted_on: (present(s, "fitted_on").and_then(Node::as_text))
            .and_then(|t| t.trim().parse().ok())
            .unwrap_or(0),
    })
}

pub fn planned(node: &Node) -> Vec<Planned> {
    present(node, "planned")
        .map(|m| {
            m.items()
                .iter()
                .map(|p| Planned {
                    id: string(p, "id").unwrap_or_default(),
                    code: string(p, "code").unwrap_or_default(),
                    title: present(p, "title").map(label).unwrap_or_default(),
                    module: string(p, "module"),
                })
                .collect()
        })
        .unwrap_or_default()
}

/// The glossary's terms; a term without an id is left out (the checker reported it).
pub fn glossary(node: &Node) -> Glossary {
    let terms = present(node, "terms")
        .map(|t| {
            t.items()
                .iter()
                .filter_map(|t| {
                    Some(Term {
                        id: string(t, "id").filter(|id| !id.is_empty())?,
                        name: present(t, "term").map(label).unwrap_or_default(),
                        also: present(t, "also")
                            .map(|a| a.items().iter().map(label).collect())
                            .unwrap_or_default(),
                        definition: opt_text(t, "definition").unwrap_or_default(),
                        related: ids(t, "related"),
                        used_in: Vec::new(),
                    })
                })
                .collect()
        })
        .unwrap_or_default();
    Glossary { terms }
}
