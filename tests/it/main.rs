//! The integration tests, as one test binary: each module was once a file of its own, and
//! each of those linked the whole crate again. `cargo test --test it MODULE::` runs one.
// The test crate: a failed setup step (a tempdir, a spawned binary) should stop loudly,
// in helpers as in the tests themselves.
#![allow(clippy::unwrap_used, clippy::expect_used)]
// Tests call libc themselves (mkfifo, getuid, poll) to make hostile files and read a pty.
#![allow(unsafe_code)]

mod common;
mod compat;
mod feed;

mod anki_oracle;
mod any_size;
mod app_browser;
mod app_calc;
mod app_diagram;
mod app_drill;
mod app_feed;
mod app_glossary;
mod app_loading;
mod app_options;
mod app_play;
mod app_quiz;
mod app_reader;
mod architecture;
mod bundled;
mod cache;
mod cli_calc;
mod cli_lint;
mod cli_play;
mod cli_progress;
mod cli_show;
mod code_blocks;
mod docs_progress;
mod e2e_days;
mod e2e_drill;
mod e2e_pty;
mod e2e_review;
mod e2e_schedule;
mod feed_redis;
mod feed_redis_safety;
mod figures;
mod fuzz;
mod hostile;
mod lint_banks;
mod lint_false_clean;
mod lint_option_length;
mod lint_simulations;
mod loader;
mod locales;
mod module_paths;
mod numeric_varied;
mod optimize;
mod partitions;
mod playground;
mod safety_env;
mod safety_files;
mod safety_input;
mod safety_output;
mod safety_play;
mod safety_play_deadline;
mod safety_play_files;
mod safety_progress;
mod safety_recovery;
mod schedule_reference;
mod schema;
mod snapshots_calc;
mod snapshots_drill;
mod snapshots_quiz;
mod snapshots_tui;
mod storage;
mod storage_courses;
mod storage_drill;
mod storage_flags;
mod unsaved;
mod watch;
mod yaml_mistakes;
mod yaml_oracle;
