//! Timed oral drills: the app model, its screens at 80x24, the binary in a pseudo-terminal, and what the progress file keeps.

mod app;
mod e2e;
mod snapshots;
mod storage;
