//! The search screen's state: the query typed, its hits, the one selected and the first in
//! view.

use crate::core::search::Hit;

#[derive(Debug, Clone, PartialEq, Default)]
pub struct SearchState {
    pub query: String,
    pub hits: Vec<Hit>,
    pub selected: usize,
    pub top: usize,
}
