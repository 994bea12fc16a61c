//! A playground an instructor defines: its tables as SQL, indexes that can be switched on
//! and off, a generator per table, partition keys, and named commands with typed
//! parameters (`model`); the checks a definition must pass before anything runs (`check`);
//! what a learner types on it (`line`); and where a statement goes once its tables are
//! partitioned (`route`) and how a scattered read's answers fold into one (`gather`). The
//! YAML section is read in `content`, the runtime is
//! `playground::defined`.

mod check;
pub mod gather;
pub mod line;
mod model;
pub mod route;
#[cfg(test)]
pub(crate) mod sample;
pub mod zipf;

pub use check::{Fault, Where, check, placeholders};
pub use model::{
    BUILT_IN, Command, CommandParam, Cursor, Definition, Draw, Generate, Index, MAX_PARTITIONS,
    Param, ParamKind, Partition, Table,
};
