//! A lesson file: its header fields, links, prerequisites and sources; its blocks are built
//! in `block`.

use super::block::block;
use super::{int, label, opt_label, opt_text, present, string, text, texts};
use crate::content::yaml::{Node, Value};
use crate::core::date::Date;
use crate::core::lesson::{
    Block, Body, Lesson, Link, Links, Packed, Prerequisite, Source, term_marks,
};
use crate::core::problem::ProblemKind;

pub fn lesson(node: &Node, file: &str) -> Lesson {
    lesson_without(node, file, &Broken::new())
}

/// Blocks (by their index in the file) with an error of their own: each is replaced by a
/// note naming its first problem.
pub type Broken = std::collections::BTreeMap<usize, (ProblemKind, usize, usize)>;

/// A lesson whose broken blocks are notes instead.
pub fn lesson_without(node: &Node, file: &str, broken: &Broken) -> Lesson {
    let links = present(node, "links")
        .map(|l| Links {
            prev: present(l, "prev").and_then(link),
            next: present(l, "next").and_then(link),
            related: present(l, "related")
                .map(|r| r.items().iter().filter_map(link).collect())
                .unwrap_or_default(),
        })
        .unwrap_or_default();
    let items = |field: &str| present(node, field).map_or(&[][..], Node::items);
    let mut body = Body {
        question: opt_text(node, "question"),
        goals: texts(node, "goals"),
        prerequisites: items("prerequisites")
            .iter()
            .map(|p| Prerequisite {
                lesson: string(p, "lesson"),
                text: present(p, "text").map(text).unwrap_or_default(),
            })
            .collect(),
        blocks: (items("blocks").iter().enumerate())
            .filter_map(|(i, b)| match broken.get(&i) {
                Some((problem, line, column)) => Some(Block::Unavailable {
                    problem: problem.clone(),
                    line: *line,
                    column: *column,
                }),
                None => block(b),
            })
            .collect(),
        links,
        sources: items("sources")
            .iter()
            .map(|s| Source {
                id: string(s, "id").unwrap_or_default(),
                title: present(s, "title").map(label).unwrap_or_default(),
                url: string(s, "url"),
                note: opt_text(s, "note"),
            })
            .collect(),
    };
    let terms = term_marks(&mut body);
    Lesson {
        id: string(node, "id").unwrap_or_default(),
        code: string(node, "code").unwrap_or_default(),
        module: string(node, "module").unwrap_or_default(),
        order: int(node, "order").unwrap_or(0),
        minutes: int(node, "minutes")
            .and_then(|m| u32::try_from(m).ok())
            .unwrap_or(0),
        title: present(node, "title").map(label).unwrap_or_default(),
        subtitle: opt_label(node, "subtitle"),
        terms,
        body: Packed::new(body),
        last_reviewed: string(node, "last_reviewed").and_then(|d| Date::parse(&d)),
        file: file.to_string(),
    }
}

fn link(node: &Node) -> Option<Link> {
    match &node.value {
        Value::Map(_) => Some(Link {
            lesson: string(node, "lesson")?,
            note: opt_text(node, "note"),
        }),
        _ => node.as_text().map(|s| Link {
            lesson: s.trim().to_string(),
            note: None,
        }),
    }
}
