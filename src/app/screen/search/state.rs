//! The search screen's state: the query typed, its hits, the one selected and the first in
//! view.

use crate::core::search::Hit;

#[derive(Debug, Clone, PartialEq, Default)]
pub struct SearchState {
    pub query: String,
    /// Glossary terms whose names match, listed above the lessons (indices into the
    /// course glossary).
    pub terms: Vec<usize>,
    pub hits: Vec<Hit>,
    pub selected: usize,
    pub top: usize,
}

impl SearchState {
    /// Terms and lesson hits together: what the selection runs over.
    pub fn len(&self) -> usize {
        self.terms.len() + self.hits.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The lesson hit selected, when the selection is past the terms.
    pub fn selected_hit(&self) -> Option<&Hit> {
        self.selected
            .checked_sub(self.terms.len())
            .and_then(|k| self.hits.get(k))
    }
}
