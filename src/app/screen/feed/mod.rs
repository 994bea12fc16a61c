//! The news-feed simulator screen: a command line over the simulator, its answers, and live
//! charts while a run goes.

mod charts;
mod compare;
pub mod report;
mod words;
