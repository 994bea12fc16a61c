//! The integration tests, as one test binary: each module was once a file of its own, and
//! each of those linked the whole crate again. `cargo test --test it MODULE::` runs one.
// The test crate: a failed setup step (a tempdir, a spawned binary) should stop loudly,
// in helpers as in the tests themselves.
#![allow(clippy::unwrap_used, clippy::expect_used)]
// Tests call libc themselves (mkfifo, getuid, poll) to make hostile files and read a pty.
#![allow(unsafe_code)]

mod architecture;
mod calc;
mod common;
mod course;
mod drill;
mod feed;
mod interop;
mod locales;
mod module_paths;
mod play;
mod progress;
mod quiz;
mod reader;
mod tui;
