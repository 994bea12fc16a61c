//! The scratchpad's engine: free-form, units-aware arithmetic through fend-core
//! (`5 million * 100 * 80 bytes to GB` is `40 GB`), stopped at a deadline so that
//! `10^10^10` or `1000000!` answers with an error in well under a second. Outside `core`
//! because the deadline reads the clock.

use std::time::{Duration, Instant};

/// How long one evaluation may run.
pub const DEADLINE: Duration = Duration::from_millis(300);

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ScratchError {
    #[error("{0}")]
    Invalid(String),
    #[error("stopped after {} ms", DEADLINE.as_millis())]
    TooLong,
    #[error("empty")]
    Empty,
}

struct Deadline(Instant);

impl fend_core::Interrupt for Deadline {
    fn should_interrupt(&self) -> bool {
        Instant::now() >= self.0
    }
}

/// A scratchpad: fend's context keeps variables between lines (`a = 5 million`, `a * 2`).
pub struct Scratch {
    context: fend_core::Context,
}

impl Default for Scratch {
    fn default() -> Self {
        Scratch::new()
    }
}

impl Scratch {
    pub fn new() -> Scratch {
        Scratch {
            context: fend_core::Context::new(),
        }
    }

    /// The result as fend writes it, or why there is none.
    pub fn eval(&mut self, input: &str) -> Result<String, ScratchError> {
        let input = input.trim();
        if input.is_empty() {
            return Err(ScratchError::Empty);
        }
        let deadline = Deadline(Instant::now() + DEADLINE);
        match fend_core::evaluate_with_interrupt(input, &mut self.context, &deadline) {
            Ok(r) => Ok(r.get_main_result().to_string()),
            Err(_) if fend_core::Interrupt::should_interrupt(&deadline) => {
                Err(ScratchError::TooLong)
            }
            Err(e) => Err(ScratchError::Invalid(e)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seed_figures_with_units() {
        let mut s = Scratch::new();
        assert_eq!(
            s.eval("5 million * 100 * 80 bytes to GB").as_deref(),
            Ok("40 GB")
        );
        assert_eq!(
            s.eval("800 * 8 bytes * 10 million to GB").as_deref(),
            Ok("64 GB")
        );
        assert_eq!(s.eval("100 * 200").as_deref(), Ok("20000"));
    }

    #[test]
    fn variables_carry_over_between_lines() {
        let mut s = Scratch::new();
        s.eval("users = 10 million").expect("assign");
        assert_eq!(s.eval("users * 50").as_deref(), Ok("500000000"));
    }

    #[test]
    fn runaway_and_bad_input_are_errors_quickly() {
        let mut s = Scratch::new();
        let start = Instant::now();
        assert_eq!(s.eval("10^10^10"), Err(ScratchError::TooLong));
        assert_eq!(s.eval("1000000!"), Err(ScratchError::TooLong));
        assert!(start.elapsed() < Duration::from_secs(2));
        assert!(matches!(s.eval("5 +"), Err(ScratchError::Invalid(_))));
        assert_eq!(s.eval("  "), Err(ScratchError::Empty));
    }
}
