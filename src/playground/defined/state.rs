//! A defined playground's state: its definition, its store (and its partitions once
//! split), how each table is split, and the reads and writes each partition served; every
//! command file adds to `Defined`.

use std::sync::Arc;

use rusqlite::Connection;

use crate::core::playdef::Definition;
use crate::playground::cancel::Cancel;
use crate::playground::cluster::Node;
use crate::playground::guard::Guard;

pub struct Defined {
    pub(super) def: Definition,
    /// The one store: every table while unpartitioned; kept empty of rows while split.
    pub(super) conn: Connection,
    pub(super) guard: Guard,
    pub(super) cancel: Cancel,
    pub(super) interrupt: Arc<rusqlite::InterruptHandle>,
    pub(super) explain: bool,
    pub(super) split: Option<Split>,
    /// The switchable indexes that are on.
    pub(super) on: Vec<String>,
    /// Each statement's plan, once asked; forgotten when indexes or partitions change.
    pub(super) plans: std::collections::HashMap<String, Vec<String>>,
}

/// The partitions, and for each table the column it is split by (`None`: a copy of the
/// whole table on every partition).
pub struct Split {
    pub nodes: Vec<Node>,
    pub keys: Vec<(String, Option<String>)>,
    /// Statements each partition ran since the split: reads, then writes.
    pub reads: Vec<u64>,
    pub writes: Vec<u64>,
}

impl Split {
    pub fn n(&self) -> u32 {
        self.nodes.len() as u32
    }

    /// The column `table` is split by, if it is split.
    pub fn key(&self, table: &str) -> Option<&str> {
        (self.keys.iter())
            .find(|(t, _)| t == table)
            .and_then(|(_, k)| k.as_deref())
    }

    /// Counts one statement on each partition touched, for `hotspot`.
    pub fn tally(&mut self, parts: &[u32], write: bool) {
        let counts = if write {
            &mut self.writes
        } else {
            &mut self.reads
        };
        for p in parts {
            if let Some(c) = counts.get_mut(*p as usize) {
                *c += 1;
            }
        }
    }
}
