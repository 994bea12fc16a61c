//! The shapes lesson prose is parsed into: paragraphs of inline runs, each with its emphasis,
//! citation, glossary term or calculator figure; the parser and the renderers both read them.

/// Inline emphasis of a run of text.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Default, Hash, serde::Serialize, serde::Deserialize,
)]
pub struct Emph {
    pub bold: bool,
    pub italic: bool,
    pub code: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Inline {
    Text {
        text: String,
        emph: Emph,
    },
    /// A citation of the lesson source with this id; shown as its number, e.g. `[1]`.
    Cite(String),
    /// A glossary term: the words shown (empty until the course fills in the term's name
    /// when the author wrote only the id) and the id of its glossary entry.
    Term {
        id: String,
        text: String,
        emph: Emph,
    },
    /// A calculator's input or output at its defaults, written the reader's way (`150 GB`):
    /// the text is empty until the course fills it in.
    Figure {
        calc: String,
        name: String,
        text: String,
        emph: Emph,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Para {
    Text(Vec<Inline>),
    Bullets(Vec<Vec<Inline>>),
    Numbered(Vec<Vec<Inline>>),
}

/// Parsed prose in one language.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct RichText {
    pub paras: Vec<Para>,
}

/// Something in the markup that could not be read as intended; the text still renders.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MarkupIssue {
    /// An opening marker without its closing partner, shown literally.
    Unclosed(&'static str),
}
