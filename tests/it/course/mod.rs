//! Loading and checking courses: the loader, lint and its rules, YAML mistakes and the serde-saphyr oracle, the JSON Schema, the bundled course, the cache, watch mode, hostile files and fuzzing, and older formats.

mod bundled;
mod cache;
mod compat;
pub(crate) mod fuzz;
mod hostile;
mod lint_banks;
mod lint_cli;
mod lint_false_clean;
mod lint_option_length;
mod lint_simulations;
mod loader;
mod schema;
mod watch;
mod yaml_mistakes;
mod yaml_oracle;
