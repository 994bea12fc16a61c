//! Builds the position-keeping tree straight from granit-parser's events.
//!
//! serde-saphyr drives the same parser but hands every value through serde's visitors, which
//! was two thirds of the time to load a lesson; this loop does only what the tree needs. The
//! budgets are kept and counted the same way for every file: values (an alias counts every
//! value it repeats), bytes of text (likewise), nesting depth and one document.

use std::collections::{HashMap, HashSet};

use granit_parser::{Event, Parser, ScalarStyle, ScanError, Span, Tag};

use super::scalar::{self, Resolved};
use super::tree::{Key, MAX_DEPTH, MAX_NODES, MAX_SCALAR_BYTES, Node, ParseError, Value};
use crate::core::problem::{Expansion, ProblemKind, SyntaxMistake};

/// A collection being filled.
enum Open {
    Seq(Vec<Node>),
    /// Entries so far, and a key read whose value has not come yet.
    Map(Vec<(Key, Node)>, Option<Key>),
}

struct Frame {
    open: Open,
    line: usize,
    column: usize,
    anchor: usize,
    /// A plain, untagged `<<` key was read: a merge to apply at the end.
    merges: bool,
    /// The budget counters when the collection opened, so its own cost is known at its end.
    nodes_before: u64,
    bytes_before: u64,
}

/// An anchored value, kept to be repeated by its aliases, with what repeating it costs.
struct Anchored {
    node: Node,
    nodes: u64,
    bytes: u64,
}

#[derive(Default)]
struct Builder {
    stack: Vec<Frame>,
    anchors: HashMap<usize, Anchored>,
    nodes: u64,
    bytes: u64,
    root: Option<Node>,
}

fn at(span: &Span) -> (usize, usize) {
    (span.start.line(), span.start.col() + 1)
}

fn fail(kind: ProblemKind, span: &Span) -> ParseError {
    let (line, column) = at(span);
    ParseError { kind, line, column }
}

fn node(value: Value, span: &Span) -> Node {
    let (line, column) = at(span);
    Node {
        value,
        line,
        column,
        rich: Default::default(),
    }
}

/// Parses the one document of `src` into a tree.
pub(super) fn build(src: &str) -> Result<Node, ParseError> {
    let options = granit_parser::options! {
        // One past our own limit, so a deep file meets our sentence rather than the parser's.
        block_nesting_limit: MAX_DEPTH + 1,
        flow_nesting_limit: MAX_DEPTH + 1,
    };
    let mut b = Builder::default();
    let mut documents = 0;
    for next in Parser::new_from_str_with_options(src, options) {
        let (event, span) = next.map_err(|e| scan_error(&e))?;
        match event {
            Event::DocumentStart(..) => {
                documents += 1;
                if documents > 1 {
                    return Err(fail(ProblemKind::MultipleDocuments, &span));
                }
            }
            Event::Scalar(text, style, anchor, tag) => {
                let len = text.len() as u64;
                b.count(1, len, &span)?;
                // A key keeps its text as written: `null: x` is a field named "null".
                let value = if b.expecting_key() {
                    // The parser reports a missing key as an empty `~`.
                    if span.is_empty() && style == ScalarStyle::Plain {
                        return Err(syntax(SyntaxMistake::EmptyKey, &span));
                    }
                    if text == "<<" && style == ScalarStyle::Plain && tag.is_none() {
                        b.mark_merge();
                    }
                    Value::Str(text.into_owned())
                } else {
                    scalar(text.into_owned(), style, tag.as_deref(), &span)?
                };
                b.attach(node(value, &span), anchor, 1, len)?;
            }
            Event::SequenceStart(_, anchor, _) => b.open(Open::Seq(Vec::new()), anchor, &span)?,
            Event::MappingStart(_, anchor, _) => {
                b.open(Open::Map(Vec::new(), None), anchor, &span)?
            }
            Event::SequenceEnd | Event::MappingEnd => b.close()?,
            Event::Alias(id) => b.alias(id, &span)?,
            _ => {}
        }
    }
    // Comments alone make no document.
    b.root.ok_or(ParseError {
        kind: ProblemKind::EmptyFile,
        line: 1,
        column: 1,
    })
}

/// A scalar's value: quoted and `!!str` scalars are text, plain ones resolve by their text.
fn scalar(
    text: String,
    style: ScalarStyle,
    tag: Option<&Tag>,
    span: &Span,
) -> Result<Value, ParseError> {
    let core = tag.and_then(Tag::core_suffix);
    let resolved = match (core, tag) {
        (Some("str"), _) => Resolved::Text,
        (Some("null"), _) => Resolved::Null,
        (Some("bool"), _) => match scalar::plain(&text) {
            b @ Resolved::Bool(_) => b,
            _ => return Err(invalid("bool", span)),
        },
        (Some("int" | "float"), _) if scalar::tagged_number(&text) => Resolved::Number,
        (Some(kind @ ("int" | "float")), _) => return Err(invalid(kind, span)),
        // The non-specific tag `!` asks for text, as does quoting.
        (None, Some(t)) if t.handle().is_empty() && t.suffix() == "!" => Resolved::Text,
        _ if style != ScalarStyle::Plain => Resolved::Text,
        _ => scalar::plain(&text),
    };
    Ok(match resolved {
        Resolved::Null => Value::Null,
        Resolved::Bool(v) => Value::Bool(v),
        Resolved::Number => Value::Number(text.trim().to_string()),
        Resolved::Text => Value::Str(text),
    })
}

fn invalid(kind: &str, span: &Span) -> ParseError {
    let detail = format!("the value tagged !!{kind} is not a valid {kind}");
    fail(
        ProblemKind::Syntax {
            what: SyntaxMistake::Other,
            detail,
        },
        span,
    )
}

fn scan_error(e: &ScanError) -> ParseError {
    let message = e.info();
    let m = e.marker();
    ParseError {
        kind: super::tree::classify_message(message),
        line: m.line(),
        column: m.col() + 1,
    }
}

impl Builder {
    /// Adds a value's cost to the budgets, refusing the file once one is passed.
    fn count(&mut self, nodes: u64, bytes: u64, span: &Span) -> Result<(), ParseError> {
        self.nodes += nodes;
        self.bytes += bytes;
        if self.nodes > MAX_NODES {
            Err(fail(
                ProblemKind::TooBig {
                    what: Expansion::Nodes(MAX_NODES),
                },
                span,
            ))
        } else if self.bytes > MAX_SCALAR_BYTES {
            Err(fail(
                ProblemKind::TooBig {
                    what: Expansion::Text(MAX_SCALAR_BYTES),
                },
                span,
            ))
        } else {
            Ok(())
        }
    }

    fn expecting_key(&self) -> bool {
        matches!(
            self.stack.last(),
            Some(Frame {
                open: Open::Map(_, None),
                ..
            })
        )
    }

    fn mark_merge(&mut self) {
        if let Some(top) = self.stack.last_mut() {
            top.merges = true;
        }
    }

    fn open(&mut self, open: Open, anchor: usize, span: &Span) -> Result<(), ParseError> {
        let (nodes_before, bytes_before) = (self.nodes, self.bytes);
        self.count(1, 0, span)?;
        if self.stack.len() >= MAX_DEPTH {
            return Err(fail(ProblemKind::TooDeep, span));
        }
        let (line, column) = at(span);
        self.stack.push(Frame {
            open,
            line,
            column,
            anchor,
            merges: false,
            nodes_before,
            bytes_before,
        });
        Ok(())
    }

    fn close(&mut self) -> Result<(), ParseError> {
        let Some(frame) = self.stack.pop() else {
            return Ok(());
        };
        let value = match frame.open {
            Open::Seq(items) => Value::Seq(items),
            Open::Map(entries, _) if frame.merges => Value::Map(merge(entries)?),
            Open::Map(entries, _) => Value::Map(entries),
        };
        let node = Node {
            value,
            line: frame.line,
            column: frame.column,
            rich: Default::default(),
        };
        let nodes = self.nodes - frame.nodes_before;
        let bytes = self.bytes - frame.bytes_before;
        self.attach(node, frame.anchor, nodes, bytes)
    }

    /// Repeats an anchored value where its alias stands, at the alias's position.
    fn alias(&mut self, id: usize, span: &Span) -> Result<(), ParseError> {
        let Some(anchored) = self.anchors.get(&id) else {
            // granit-parser resolves names to ids; an id with no value yet is the alias of a
            // collection inside itself.
            return Err(syntax(SyntaxMistake::AliasInItself, span));
        };
        let (nodes, bytes) = (anchored.nodes, anchored.bytes);
        // Counted before the copy is made, so a bomb is refused before it takes memory.
        self.count(nodes, bytes, span)?;
        let Some(mut node) = self.anchors.get(&id).map(|a| a.node.clone()) else {
            return Err(syntax(SyntaxMistake::AliasInItself, span));
        };
        let (line, column) = at(span);
        place(&mut node, line, column);
        self.attach(node, 0, nodes, bytes)
    }

    /// Puts a finished value where it belongs: a key, a value, an item or the root.
    fn attach(
        &mut self,
        node: Node,
        anchor: usize,
        nodes: u64,
        bytes: u64,
    ) -> Result<(), ParseError> {
        if anchor != 0 {
            self.anchors.insert(
                anchor,
                Anchored {
                    node: node.clone(),
                    nodes,
                    bytes,
                },
            );
        }
        let Some(top) = self.stack.last_mut() else {
            self.root = Some(node);
            return Ok(());
        };
        match &mut top.open {
            Open::Seq(items) => items.push(node),
            Open::Map(entries, pending) => match pending.take() {
                Some(key) => entries.push((key, node)),
                None => *pending = Some(key_of(node)?),
            },
        }
        Ok(())
    }
}

/// Everything an alias repeats is reported where the alias stands, as the learner reads it.
fn place(node: &mut Node, line: usize, column: usize) {
    (node.line, node.column) = (line, column);
    match &mut node.value {
        Value::Seq(items) => items.iter_mut().for_each(|n| place(n, line, column)),
        Value::Map(entries) => entries.iter_mut().for_each(|(k, v)| {
            (k.line, k.column) = (line, column);
            place(v, line, column)
        }),
        _ => {}
    }
}

fn syntax(what: SyntaxMistake, span: &Span) -> ParseError {
    let detail = String::new();
    fail(ProblemKind::Syntax { what, detail }, span)
}

fn at_node(what: SyntaxMistake, node: &Node) -> ParseError {
    let detail = String::new();
    let (line, column) = (node.line, node.column);
    ParseError {
        kind: ProblemKind::Syntax { what, detail },
        line,
        column,
    }
}

/// A mapping's key must be a scalar, and not an empty one; its text is the key's name.
fn key_of(node: Node) -> Result<Key, ParseError> {
    let name = match node.value {
        Value::Str(s) | Value::Number(s) => s,
        Value::Bool(b) => b.to_string(),
        Value::Null => return Err(at_node(SyntaxMistake::EmptyKey, &node)),
        Value::Seq(_) | Value::Map(_) => return Err(at_node(SyntaxMistake::KeyNotText, &node)),
    };
    Ok(Key {
        name,
        line: node.line,
        column: node.column,
    })
}

/// Applies YAML merge keys (`<<: *defaults`): the merged mappings' entries follow this one's
/// own, except keys it sets itself or an earlier merged mapping already gave.
fn merge(entries: Vec<(Key, Node)>) -> Result<Vec<(Key, Node)>, ParseError> {
    let own: HashSet<String> = entries.iter().map(|(k, _)| k.name.clone()).collect();
    let mut given: HashSet<String> = HashSet::new();
    let mut out: Vec<(Key, Node)> = Vec::with_capacity(entries.len());
    let mut merged: Vec<(Key, Node)> = Vec::new();
    for (key, value) in entries {
        if key.name != "<<" {
            out.push((key, value));
            continue;
        }
        // Merged entries are reported where the mapping they came from is written.
        let sources: Vec<Node> = match value.value {
            Value::Null => Vec::new(),
            Value::Map(_) => vec![value],
            Value::Seq(items) => items,
            _ => return Err(at_node(SyntaxMistake::MergeValue, &value)),
        };
        for mut source in sources {
            let (line, column) = (source.line, source.column);
            place(&mut source, line, column);
            let Value::Map(entries) = source.value else {
                return Err(at_node(SyntaxMistake::MergeValue, &source));
            };
            for (k, v) in entries {
                if !own.contains(&k.name) && given.insert(k.name.clone()) {
                    merged.push((k, v));
                }
            }
        }
    }
    out.append(&mut merged);
    Ok(out)
}

#[cfg(test)]
mod tests;
