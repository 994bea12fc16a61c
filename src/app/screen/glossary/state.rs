//! The glossary screen's state: the search typed and the terms it matches, and the entry
//! open, if any, with where it is scrolled and which of its links has the focus.

#[derive(Debug, Clone, PartialEq, Default)]
pub struct GlossaryState {
    pub query: String,
    /// Indices into the course glossary, best match first.
    pub matches: Vec<usize>,
    pub selected: usize,
    pub top: usize,
    pub entry: Option<Entry>,
    /// Opened at one term (from a lesson's mark or a related term): Esc closes the screen
    /// instead of showing the list.
    pub direct: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    /// The term's id, so a reloaded glossary keeps it open.
    pub term: String,
    pub top: usize,
    /// The related term or lesson with the focus (its index in the entry's links).
    pub focus: Option<usize>,
    /// Lessons that mention the term in words without marking it, and where.
    pub mentions: Vec<(String, crate::core::lesson::Part)>,
}

impl Entry {
    pub fn new(term: &str) -> Entry {
        Entry {
            term: term.to_string(),
            top: 0,
            focus: None,
            mentions: Vec::new(),
        }
    }
}
