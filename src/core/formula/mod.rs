//! Formulas of back-of-envelope calculators: `users * follows`, `edges * bytes_per_edge`,
//! `max(peak, 3 * average)`. Parsed once, checked for unknown names and for dimensions that
//! cannot mix (bytes plus writes per second), then evaluated on every keystroke in base
//! units: bytes, seconds and plain counts.
//!
//! A small evaluator of our own rather than fend-core: it can check a formula's dimension
//! before any value exists (so lint can name a mismatch), and one evaluation is a walk over
//! a few nodes, far under the 1 ms budget for a calculator of 20 outputs.
//!
//! The formula's tree, dimensions and errors are in `tree`; reading one is in `parse`,
//! working it out in `eval`.

mod eval;
mod parse;
mod tree;

pub use eval::eval;
pub use parse::parse;
pub use tree::{Dims, EvalError, Expr, FormulaError, Func, MAX_DEPTH, MAX_LEN, Op};

#[cfg(test)]
mod tests;
