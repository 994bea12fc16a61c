//! The news-feed simulator (lesson 0032): a deterministic discrete-event simulation of
//! fan-out on read, on write and the hybrid over the playground's follow graph, with a
//! capped feed cache (embedded, or a real Redis) and a fan-out queue keyed by author.

mod applier;
mod arrivals;
pub mod engine;
pub mod graph;
mod opens;
pub mod queue;
pub mod sim;
pub mod store;
mod store_text;
pub use sim::{Look, Output, Simulator};
