//! The partitioned store of part 2: the follows table split over `n` partitions, each a
//! SQLite database with its own connection and thread, routed by `core::partition`'s hash
//! of the follower or of the followee. Here the layout, where a row goes, and how a step
//! is sent to several partitions at once and measured; the commands are in the modules
//! beside.

mod gsi;
mod hot;
mod layout;
mod lists;
mod load;
mod node;
mod reconcile;
mod relay;
mod state;
mod sync;

use std::sync::Arc;
use std::time::Instant;

use rusqlite::Connection;

use crate::core::partition;
use crate::core::play::PartKey;
use crate::core::play::report::{PartCost, Query, Spread, Step};
pub use layout::LayoutError;
pub use lists::Source;
pub use load::Table;
pub(super) use node::{Node, wait};
pub use state::{Buckets, Cluster, StepDone, Written};

impl Cluster {
    pub fn n(&self) -> u32 {
        self.nodes.len() as u32
    }

    /// The partition of the main table's row (follower `a`, followee `b`).
    pub fn route(&self, a: i64, b: i64) -> u32 {
        match self.by {
            PartKey::Follower => partition::slot(a, self.n()),
            PartKey::Followee => self.route_by_followee(a, b),
        }
    }

    /// The partition of a row kept by followee (the main table split by followee, or the
    /// reverse table): the followee's own, or one of its buckets.
    pub fn route_by_followee(&self, a: i64, b: i64) -> u32 {
        match &self.buckets {
            Some(bk) if bk.accounts.contains(&b) => partition::bucketed(b, a, bk.k, self.n()),
            _ => partition::slot(b, self.n()),
        }
    }

    /// The partitions that hold the rows of followee `b` in a table kept by followee.
    pub fn followee_parts(&self, b: i64) -> Vec<u32> {
        let n = self.n();
        let mut parts: Vec<u32> = match &self.buckets {
            Some(bk) if bk.accounts.contains(&b) => (0..bk.k.min(n))
                .map(|i| (partition::slot(b, n) + i) % n)
                .collect(),
            _ => vec![partition::slot(b, n)],
        };
        parts.sort_unstable();
        parts
    }

    pub fn all(&self) -> Vec<u32> {
        (0..self.n()).collect()
    }

    /// Runs `f` on each of `parts` at once and waits for all: the answers in partition
    /// order, and the time from the first request to the last answer.
    pub fn scatter<R, F>(&self, parts: &[u32], f: F) -> rusqlite::Result<(Vec<(u32, R)>, u64)>
    where
        R: Send + 'static,
        F: Fn(&mut Connection, u32) -> rusqlite::Result<R> + Send + Sync + 'static,
    {
        let f = Arc::new(f);
        let start = Instant::now();
        let asked: Vec<_> = parts
            .iter()
            .map(|&p| {
                let f = Arc::clone(&f);
                (p, self.nodes[p as usize].ask(move |c| f(c, p)))
            })
            .collect();
        let mut out = Vec::with_capacity(asked.len());
        let mut first_err = None;
        for (p, rx) in asked {
            match node::wait(rx) {
                Ok(r) => out.push((p, r)),
                Err(e) => first_err = first_err.or(Some(e)),
            }
        }
        let wall = start.elapsed().as_micros() as u64;
        match first_err {
            Some(e) => Err(e),
            None => Ok((out, wall)),
        }
    }

    /// A step's spread from the statement each partition ran; the slowest partition's
    /// statement (its plan) is the one shown.
    pub fn spread(&self, step: Step, ran: &[(u32, Query)], wall: u64) -> (Spread, Option<Query>) {
        let parts = ran
            .iter()
            .map(|(p, q)| PartCost {
                partition: *p,
                rows: q.rows,
                vm_steps: q.vm_steps,
                fullscan_steps: q.fullscan_steps,
                micros: q.micros,
            })
            .collect();
        let shown = ran
            .iter()
            .max_by_key(|(_, q)| q.micros)
            .map(|(p, q)| Query {
                partition: Some(*p),
                ..q.clone()
            });
        (
            Spread {
                step,
                of: self.n(),
                parts,
                wall_micros: wall,
            },
            shown,
        )
    }

    /// Counts one read or write on each partition touched, for the hotspot chart.
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

    pub fn interrupts(&self) -> Vec<Arc<rusqlite::InterruptHandle>> {
        self.nodes
            .iter()
            .map(|n| Arc::clone(&n.interrupt))
            .collect()
    }
}
