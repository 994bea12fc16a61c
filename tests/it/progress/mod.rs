//! The progress file: what is kept, courses told apart, flags, recovery of answers a full disk held back, the browser and options screens that write it, `stats` and `export`.

mod browser;
mod cli;
mod courses;
mod docs;
mod flags;
mod kept;
mod options;
mod recovery;
mod safety;
mod storage;
mod unsaved;
