//! The terminal: snapshots, the binary in a pseudo-terminal, every screen at any size, loading, and input, output and environment a hostile terminal gives.

mod any_size;
mod env;
mod files;
mod generated;
mod input;
mod language;
mod loading;
mod output;
mod pty;
mod readable;
mod snapshots;
