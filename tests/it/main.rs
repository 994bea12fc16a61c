//! The integration tests, as one test binary: each module was once a file of its own, and
//! each of those linked the whole crate again. `cargo test --test it MODULE::` runs one.

mod common;

mod any_size;
mod app_calc;
mod app_drill;
mod app_play;
mod app_quiz;
mod app_reader;
mod architecture;
mod bundled;
mod bundled_figures;
mod cli_calc;
mod cli_lint;
mod cli_play;
mod cli_progress;
mod docs_progress;
mod e2e_drill;
mod e2e_pty;
mod e2e_review;
mod e2e_schedule;
mod feed_redis;
mod fuzz;
mod hostile;
mod lint_banks;
mod loader;
mod locales;
mod optimize;
mod partitions;
mod playground;
mod safety_env;
mod safety_input;
mod safety_output;
mod safety_play;
mod safety_progress;
mod schedule_reference;
mod schema;
mod snapshots_calc;
mod snapshots_drill;
mod snapshots_quiz;
mod snapshots_tui;
mod storage;
mod storage_courses;
mod storage_drill;
mod unsaved;
mod watch;
