//! A lesson's blocks, one function for each kind that has fields of its own.

use super::{ids, label, opt_label, opt_text, present, string, text, texts};
use crate::content::yaml::{Node, Value};
use crate::core::diagram::{Diagram, DiagramLabel};
use crate::core::lesson::{Align, Block, CalloutKind, CardKind, Exercise, Table};

/// A block: a map of one key naming its kind. `None` for a kind this build does not know.
pub(super) fn block(node: &Node) -> Option<Block> {
    let (key, v) = node.entries().first()?;
    Some(match key.name.as_str() {
        "heading" => Block::Heading(label(v)),
        "paragraph" => Block::Paragraph(text(v)),
        "list" => list(v),
        "table" => Block::Table(table(v)),
        "code" => code(v),
        "callout" => callout(v),
        "exercise" => Block::Exercise(exercise(v)),
        "diagram" => Block::Diagram(diagram(v)),
        "quiz" => Block::Quiz {
            bank: string(v, "bank").unwrap_or_default(),
            questions: ids(v, "questions"),
            title: opt_label(v, "title"),
        },
        "review" => Block::Review {
            lessons: ids(v, "lessons"),
            title: opt_label(v, "title"),
            text: opt_text(v, "text"),
        },
        other => {
            let (kind, _) = CardKind::ALL.into_iter().find(|(_, k)| *k == other)?;
            Block::Card {
                kind,
                id: string(v, "id").unwrap_or_default(),
                title: opt_label(v, "title"),
            }
        }
    })
}

fn list(v: &Node) -> Block {
    Block::List {
        ordered: matches!(
            present(v, "ordered").map(|n| &n.value),
            Some(Value::Bool(true))
        ),
        items: texts(v, "items"),
    }
}

fn table(v: &Node) -> Table {
    Table {
        caption: opt_text(v, "caption"),
        header: texts(v, "header"),
        rows: present(v, "rows")
            .map(|r| {
                r.items()
                    .iter()
                    .map(|row| row.items().iter().map(text).collect())
                    .collect()
            })
            .unwrap_or_default(),
        align: present(v, "align")
            .map(|a| {
                a.items()
                    .iter()
                    .map(|x| match x.as_text() {
                        Some("right") => Align::Right,
                        Some("center") => Align::Center,
                        _ => Align::Left,
                    })
                    .collect()
            })
            .unwrap_or_default(),
    }
}

/// Code is kept as written, but for the line ends after it.
fn code(v: &Node) -> Block {
    Block::Code {
        lang: string(v, "lang"),
        caption: opt_text(v, "caption"),
        text: present(v, "text")
            .map(|t| super::localized(t, |s| s.trim_end().to_string()))
            .unwrap_or_default(),
    }
}

fn callout(v: &Node) -> Block {
    Block::Callout {
        kind: string(v, "kind")
            .and_then(|k| CalloutKind::from_key(&k))
            .unwrap_or(CalloutKind::Note),
        title: opt_label(v, "title"),
        text: opt_text(v, "text"),
        items: texts(v, "items"),
    }
}

fn exercise(v: &Node) -> Exercise {
    Exercise {
        id: string(v, "id"),
        title: opt_label(v, "title"),
        prompt: present(v, "prompt").map(text).unwrap_or_default(),
        answer: present(v, "answer").map(text).unwrap_or_default(),
        hints: texts(v, "hints"),
        diagram: present(v, "diagram").map(diagram),
    }
}

/// The art is kept as written, but for the line ends after it.
fn diagram(v: &Node) -> Diagram {
    Diagram {
        caption: opt_text(v, "caption"),
        art: present(v, "art")
            .and_then(Node::as_text)
            .unwrap_or_default()
            .trim_end()
            .to_string(),
        labels: present(v, "labels")
            .map(|l| {
                l.items()
                    .iter()
                    .map(|item| DiagramLabel {
                        slot: string(item, "slot").unwrap_or_default(),
                        text: present(item, "text").map(label).unwrap_or_default(),
                    })
                    .collect()
            })
            .unwrap_or_default(),
    }
}
