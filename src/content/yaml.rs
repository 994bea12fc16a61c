//! The one place that parses YAML: serde-saphyr into a small tree that remembers where every
//! value and key came from, so later checks can name the line and column of each problem.
//!
//! serde-saphyr is used with tight budgets: lesson files are small, so anything that expands
//! past them (alias bombs, deep nesting, megabytes of scalars) is refused early and cheaply.

use serde::de::{Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_saphyr::{Location, Spanned};

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
    pub rich: super::parsed_text::Parsed,
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

fn pos(loc: &Location) -> (usize, usize) {
    (loc.line() as usize, loc.column() as usize)
}

/// Parses one YAML document. `src` must already be valid UTF-8 (the loader checks).
pub fn parse(src: &str) -> Result<Node, ParseError> {
    if let Some((line, column)) = tab_indent(src) {
        return Err(ParseError {
            kind: ProblemKind::TabIndent,
            line,
            column,
        });
    }
    if src.trim().is_empty() {
        return Err(ParseError {
            kind: ProblemKind::EmptyFile,
            line: 1,
            column: 1,
        });
    }
    let options = serde_saphyr::options! {
        budget: serde_saphyr::budget! {
            max_depth: 40,
            max_nodes: MAX_NODES as usize,
            max_total_scalar_bytes: MAX_SCALAR_BYTES as usize,
            max_documents: 1,
        },
        duplicate_keys: serde_saphyr::options::DuplicateKeyPolicy::PassThrough,
        leading_zero_numbers_as_strings: true,
        // YAML 1.2, as the JSON Schema says: only true and false are booleans; `yes`, `on`
        // and `y` stay text (`title: yes` must not become "true").
        strict_booleans: true,
        with_snippet: false,
    };
    let raw: Spanned<Raw> =
        serde_saphyr::from_str_with_options(src, options).map_err(|e| classify(&e))?;
    Ok(convert(raw, src))
}

/// Finds the first line indented with a tab (YAML allows only spaces there). Runs on every
/// file before parsing, so it looks at bytes and allocates nothing.
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

/// The parser's budget for one course file: values, and bytes of text in all of them.
pub const MAX_NODES: u64 = 100_000;
pub const MAX_SCALAR_BYTES: u64 = 4 * 1024 * 1024;

/// Which budget a breach went past, from the library's own breach or (when it arrives
/// wrapped while an alias is replayed) from its text; never the library's debug text.
fn expansion(message: &str) -> crate::core::problem::Expansion {
    use crate::core::problem::Expansion;
    if message.contains("Nodes") {
        Expansion::Nodes(MAX_NODES)
    } else if message.contains("ScalarBytes") {
        Expansion::Text(MAX_SCALAR_BYTES)
    } else {
        Expansion::Aliases
    }
}

fn classify(e: &serde_saphyr::Error) -> ParseError {
    let inner = e.without_snippet();
    let (line, column) = inner.location().map(|l| pos(&l)).unwrap_or((0, 0));
    let message = strip_location(&inner.to_string());
    let kind = match inner {
        serde_saphyr::Error::Budget { breach, .. } => match breach {
            serde_saphyr::budget::BudgetBreach::Depth { .. } => ProblemKind::TooDeep,
            serde_saphyr::budget::BudgetBreach::Documents { .. } => ProblemKind::MultipleDocuments,
            serde_saphyr::budget::BudgetBreach::Nodes { .. } => ProblemKind::TooBig {
                what: crate::core::problem::Expansion::Nodes(MAX_NODES),
            },
            serde_saphyr::budget::BudgetBreach::ScalarBytes { .. } => ProblemKind::TooBig {
                what: crate::core::problem::Expansion::Text(MAX_SCALAR_BYTES),
            },
            _ => ProblemKind::TooBig {
                what: crate::core::problem::Expansion::Aliases,
            },
        },
        serde_saphyr::Error::AliasReplayLimitExceeded { .. }
        | serde_saphyr::Error::AliasExpansionLimitExceeded { .. }
        | serde_saphyr::Error::AliasReplayStackDepthExceeded { .. } => ProblemKind::TooBig {
            what: crate::core::problem::Expansion::Aliases,
        },
        serde_saphyr::Error::MultipleDocuments { .. } => ProblemKind::MultipleDocuments,
        _ if message.contains("recursion limit") || message.contains("nesting limit") => {
            ProblemKind::TooDeep
        }
        // A breach met while replaying an alias arrives wrapped in another variant.
        _ if message.contains("budget breached") => ProblemKind::TooBig {
            what: expansion(&message),
        },
        _ => ProblemKind::Syntax {
            what: mistake(&message),
            detail: message,
        },
    };
    ParseError { kind, line, column }
}

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

/// Drops the "line N column M: " prefix the library puts in front of its messages; the
/// position is reported separately.
fn strip_location(msg: &str) -> String {
    let first = msg.lines().next().unwrap_or(msg);
    let first = first.strip_prefix("error: ").unwrap_or(first);
    let msg = match first.split_once(": ") {
        Some((head, rest)) if head.starts_with("line ") && head.contains(" column ") => rest,
        _ => first,
    };
    // ... and some end with " at line N, column M".
    match msg.rfind(" at line ") {
        Some(i) if msg[i..].contains(", column ") => msg[..i].to_string(),
        _ => msg.to_string(),
    }
}

/// What serde-saphyr hands us before positions are folded in.
#[derive(Debug)]
enum Raw {
    Null,
    Bool(bool),
    Number,
    Str(String),
    Seq(Vec<Spanned<Raw>>),
    Map(Vec<(Spanned<String>, Spanned<Raw>)>),
}

impl<'de> Deserialize<'de> for Raw {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(RawVisitor)
    }
}

struct RawVisitor;

impl<'de> Visitor<'de> for RawVisitor {
    type Value = Raw;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("any YAML value")
    }
    fn visit_bool<E>(self, v: bool) -> Result<Raw, E> {
        Ok(Raw::Bool(v))
    }
    fn visit_i64<E>(self, _: i64) -> Result<Raw, E> {
        Ok(Raw::Number)
    }
    fn visit_u64<E>(self, _: u64) -> Result<Raw, E> {
        Ok(Raw::Number)
    }
    fn visit_i128<E>(self, _: i128) -> Result<Raw, E> {
        Ok(Raw::Number)
    }
    fn visit_u128<E>(self, _: u128) -> Result<Raw, E> {
        Ok(Raw::Number)
    }
    fn visit_f64<E>(self, _: f64) -> Result<Raw, E> {
        Ok(Raw::Number)
    }
    fn visit_str<E>(self, v: &str) -> Result<Raw, E> {
        Ok(Raw::Str(v.to_string()))
    }
    fn visit_string<E>(self, v: String) -> Result<Raw, E> {
        Ok(Raw::Str(v))
    }
    fn visit_unit<E>(self) -> Result<Raw, E> {
        Ok(Raw::Null)
    }
    fn visit_none<E>(self) -> Result<Raw, E> {
        Ok(Raw::Null)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut a: A) -> Result<Raw, A::Error> {
        let mut v = Vec::new();
        while let Some(x) = a.next_element::<Spanned<Raw>>()? {
            v.push(x);
        }
        Ok(Raw::Seq(v))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut a: A) -> Result<Raw, A::Error> {
        let mut v = Vec::new();
        while let Some(k) = a.next_key::<Spanned<String>>()? {
            let val = a.next_value::<Spanned<Raw>>()?;
            v.push((k, val));
        }
        Ok(Raw::Map(v))
    }
}

fn convert(raw: Spanned<Raw>, src: &str) -> Node {
    let (line, column) = pos(&raw.referenced);
    let value = match raw.value {
        Raw::Null => Value::Null,
        Raw::Bool(b) => Value::Bool(b),
        Raw::Number => Value::Number(source_text(&raw.defined, src)),
        Raw::Str(s) => Value::Str(s),
        Raw::Seq(items) => Value::Seq(items.into_iter().map(|i| convert(i, src)).collect()),
        Raw::Map(entries) => Value::Map(
            entries
                .into_iter()
                .map(|(k, v)| {
                    let (line, column) = pos(&k.referenced);
                    let key = Key {
                        name: k.value,
                        line,
                        column,
                    };
                    (key, convert(v, src))
                })
                .collect(),
        ),
    };
    Node {
        value,
        line,
        column,
        rich: Default::default(),
    }
}

/// The exact characters of a scalar, from its span in the source.
fn source_text(loc: &Location, src: &str) -> String {
    let span = loc.span();
    match (span.byte_offset(), span.byte_len()) {
        (Some(off), Some(len)) => src
            .get(off as usize..(off + len) as usize)
            .unwrap_or("")
            .trim()
            .to_string(),
        _ => String::new(),
    }
}

/// The text of line `line` (1-based), for snippets.
pub fn line_text(src: &str, line: usize) -> Option<String> {
    line.checked_sub(1)
        .and_then(|i| src.lines().nth(i))
        .map(|l| l.trim_end_matches('\r').to_string())
}

#[cfg(test)]
#[path = "yaml_tests.rs"]
mod tests;
