//! The news-feed simulator's pure half: settings and their ranges, the command line, the
//! histogram the percentiles come from, and the report a run gives back.

pub mod budget;
pub mod command;
mod error;
mod error_text;
pub mod hist;
pub mod params;
pub mod plan;
pub mod report;
pub mod simulation;

pub use command::{Command, parse};
pub use error::FeedError;
pub use params::{Cost, Params, Strategy};
pub use report::{Figures, Memory, PartLag, Run, Series};
pub use simulation::Simulation;
