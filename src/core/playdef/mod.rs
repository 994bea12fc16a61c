//! A playground an instructor defines (issue 36, first step): its tables as SQL, indexes
//! that can be switched on and off, a generator per table, partition keys, and named
//! commands with typed parameters; and the checks a definition must pass before anything
//! runs. The YAML section that writes one and the runtime that runs it build on these.

mod check;
mod model;

pub use check::{Fault, Where, check, placeholders};
pub use model::{Command, Definition, Draw, Generate, Index, Param, ParamKind, Partition, Table};
