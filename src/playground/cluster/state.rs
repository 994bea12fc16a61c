//! A split playground's state: its partitions, how accounts are spread over them, the relay's
//! marks and the counts a hotspot report reads; every command file adds to `Cluster`.

use std::collections::{HashSet, VecDeque};

use super::node::Node;
use crate::core::play::report::{Query, Spread};
use crate::core::play::{PartKey, SyncMode};

/// One change for the reverse table: +1 or -1, follower, followee, created_at.
pub type Change = (i64, i64, i64, i64);

/// Changes waiting for the relay: (command clock, partition, last sequence written then).
pub type Marks = VecDeque<(u64, u32, i64)>;

/// One step of a command: what it did on each partition, and the statement shown for it.
pub type StepDone = (Spread, Option<Query>);

/// What a follow's writes did: whether the table changed, each step, and whether the
/// armed fault stopped it between its writes.
pub struct Written {
    pub changed: bool,
    pub steps: Vec<StepDone>,
    pub fault: bool,
}

/// Accounts spread over buckets, and how.
#[derive(Debug, Clone, PartialEq)]
pub struct Buckets {
    pub k: u32,
    pub over: u64,
    pub accounts: HashSet<i64>,
}

pub struct Cluster {
    pub nodes: Vec<Node>,
    pub by: PartKey,
    pub buckets: Option<Buckets>,
    /// The reverse table (followers by followee) is there.
    pub reverse: bool,
    pub sync: SyncMode,
    /// The next follow stops after its first write.
    pub fault: bool,
    /// The global index by followee: `Some(covering)`.
    pub gsi: Option<bool>,
    /// Changes written to the outbox or log and not yet relayed: (clock, partition, seq).
    pub marks: Marks,
    /// The last batch the relay delivered, for `relay replay`.
    pub last_batch: Vec<Change>,
    /// Reads and writes per partition since the last workload began.
    pub reads: Vec<u64>,
    pub writes: Vec<u64>,
}
