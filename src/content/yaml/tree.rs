//! The YAML tree every course file is read into: values that remember the line and column
//! they came from, the parser's budgets, and a syntax error named for the learner.

use crate::core::problem::{NodeKind, ProblemKind};

#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Null,
    Bool(bool),
    /// A number, with the text exactly as written (`0032`, `13.10` keep their digits).
    Number(String),
    Str(String),
    Seq(Vec<Node>),
    Map(Vec<(Key, Node)>),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Node {
    pub value: Value,
    pub line: usize,
    pub column: usize,
    /// A text's markup as the checker parsed it, for conversion to take.
    pub rich: crate::content::parsed_text::Parsed,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Key {
    pub name: String,
    pub line: usize,
    pub column: usize,
}

impl Node {
    pub fn kind(&self) -> NodeKind {
        match self.value {
            Value::Null => NodeKind::Null,
            Value::Bool(_) => NodeKind::Bool,
            Value::Number(_) => NodeKind::Number,
            Value::Str(_) => NodeKind::Text,
            Value::Seq(_) => NodeKind::List,
            Value::Map(_) => NodeKind::Map,
        }
    }

    /// A scalar as text: strings as they are, numbers and booleans as written.
    pub fn as_text(&self) -> Option<&str> {
        match &self.value {
            Value::Str(s) | Value::Number(s) => Some(s),
            Value::Bool(true) => Some("true"),
            Value::Bool(false) => Some("false"),
            _ => None,
        }
    }

    pub fn get(&self, field: &str) -> Option<&Node> {
        match &self.value {
            Value::Map(entries) => entries
                .iter()
                .find(|(k, _)| k.name == field)
                .map(|(_, v)| v),
            _ => None,
        }
    }

    pub fn items(&self) -> &[Node] {
        match &self.value {
            Value::Seq(items) => items,
            _ => &[],
        }
    }

    pub fn entries(&self) -> &[(Key, Node)] {
        match &self.value {
            Value::Map(entries) => entries,
            _ => &[],
        }
    }
}

/// A YAML file that could not be turned into a tree.
#[derive(Debug, Clone, PartialEq)]
pub struct ParseError {
    pub kind: ProblemKind,
    pub line: usize,
    pub column: usize,
}

/// The parser's budget for one course file: values, and bytes of text in all of them.
pub const MAX_NODES: u64 = 100_000;
pub const MAX_DEPTH: usize = 40;
pub const MAX_SCALAR_BYTES: u64 = 4 * 1024 * 1024;

/// Our name for the parser's message, so the sentence reads in the learner's language.
fn mistake(message: &str) -> crate::core::problem::SyntaxMistake {
    use crate::core::problem::SyntaxMistake as M;
    let has = |s: &str| message.contains(s);
    if has("mapping values are not allowed") || has("placement of ':'") {
        M::ColonInValue
    } else if has("simple key expected") || has("could not find expected ':'") {
        M::MissingColon
    } else if has("unclosed quote") || has("found unexpected end of stream") && has("quoted") {
        M::UnclosedQuote
    } else if let Some(ch) = has("unclosed bracket")
        .then(|| message.chars().find(|c| matches!(c, '[' | '{')))
        .flatten()
    {
        M::UnclosedBracket(ch)
    } else if has("did not find expected key") || has("bad indentation") {
        M::Indentation
    } else if has("unknown escape") {
        M::UnknownEscape
    } else if has("unknown anchor") {
        M::UnknownAnchor
    } else if let Some(ch) = message
        .split_once("unexpected character: `")
        .and_then(|(_, rest)| rest.chars().next())
        .filter(|c| matches!(c, '@' | '`'))
    {
        M::ReservedCharacter(ch)
    } else {
        M::Other
    }
}

/// The parser's own words for a syntax error, named for the learner's language.
pub(super) fn classify_message(message: String) -> ProblemKind {
    // The scanner meets deep flow nesting before the tree builder sees the collections.
    if message.contains("recursion limit") || message.contains("nesting limit") {
        return ProblemKind::TooDeep;
    }
    ProblemKind::Syntax {
        what: mistake(&message),
        detail: message,
    }
}
