//! What went wrong while reading a course file's YAML: the mistakes with sentences of their
//! own, and which part of the parser's budget a file went past.

/// The YAML mistakes instructors make most, each with a sentence of its own in both languages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum SyntaxMistake {
    /// `title: a: b`, or a key indented where it cannot be.
    ColonInValue,
    /// A line that is neither `key: value` nor a list item where one is expected.
    MissingColon,
    UnclosedQuote,
    UnclosedBracket(char),
    /// A line that does not continue the mapping above: indentation.
    Indentation,
    /// `\q` in a double-quoted string.
    UnknownEscape,
    /// `*name` with no `&name` above.
    UnknownAnchor,
    /// A plain value starting with `@` or a backtick, which YAML reserves.
    ReservedCharacter(char),
    /// `: value` with nothing before the colon.
    EmptyKey,
    /// A list or a mapping used as a key (`? [a, b]: x`).
    KeyNotText,
    /// `<<:` (a merge key) given something other than a mapping or a list of mappings.
    MergeValue,
    /// `*name` inside the very list or mapping that `&name` is being defined on.
    AliasInItself,
    /// A plain value starting with a character YAML reads as syntax (`[[term]] is …`,
    /// `*note*`, `{`): it must be quoted.
    QuoteValue(char),
    /// Block text (`|`) whose first line is indented more than the rest: `|2` says how much.
    BlockIndent,
    /// Anything else: the parser's words, in English.
    Other,
}

/// Which part of the parser's budget a file went past.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Expansion {
    /// More values (mappings, lists, scalars) than this.
    Nodes(u64),
    /// More text in all its values together than this many bytes.
    Text(u64),
    /// Aliases (`*name`) repeating anchors far more than a lesson needs.
    Aliases,
}

/// The kind of YAML value found where another was expected.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum NodeKind {
    Null,
    Bool,
    Number,
    Text,
    List,
    Map,
}
