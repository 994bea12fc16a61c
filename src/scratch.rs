//! The scratchpad's engine: free-form, units-aware arithmetic through fend-core
//! (`5 million * 100 * 80 bytes to GB` is `40 GB`), stopped at a deadline so that
//! `10^10^10` or `1000000!` answers with an error in well under a second. Outside `core`
//! because the deadline reads the clock.
//!
//! fend's parser and evaluator recurse, and a stack overflow ends the whole process (the
//! TUI with it), so a line is refused before fend sees it when it nests brackets too deep,
//! is too long, or defines a function (fend's lambdas can recurse for ever:
//! `(\x.x x)(\x.x x)`); and fend runs on a thread of its own with a large stack.

use std::time::{Duration, Instant};

/// How long one evaluation may run.
pub const DEADLINE: Duration = Duration::from_millis(300);
/// How deep brackets may nest in a scratchpad line.
pub const MAX_DEPTH: usize = 32;
/// How long a scratchpad line may be.
pub const MAX_LEN: usize = 1_000;
/// The stack fend runs on: far more than a bounded line needs.
const STACK: usize = 64 << 20;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ScratchError {
    #[error("{0}")]
    Invalid(String),
    #[error("stopped after {} ms", DEADLINE.as_millis())]
    TooLong,
    #[error("empty")]
    Empty,
    /// Nested deeper than `MAX_DEPTH` or longer than `MAX_LEN`.
    #[error("too nested or too long")]
    TooNested,
    /// A function definition (`\x.x`, `x: x`, `x => x`).
    #[error("a function")]
    Function,
}

/// Refuses what could make fend recurse without bound, before it sees the line.
fn check(input: &str) -> Result<(), ScratchError> {
    if input.len() > MAX_LEN {
        return Err(ScratchError::TooNested);
    }
    let mut depth = 0usize;
    for c in input.chars() {
        match c {
            '(' | '[' | '{' => {
                depth += 1;
                if depth > MAX_DEPTH {
                    return Err(ScratchError::TooNested);
                }
            }
            ')' | ']' | '}' => depth = depth.saturating_sub(1),
            '\\' | ':' | 'λ' => return Err(ScratchError::Function),
            _ => {}
        }
    }
    if input.contains("=>") {
        return Err(ScratchError::Function);
    }
    Ok(())
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
        check(input)?;
        let deadline = Deadline(Instant::now() + DEADLINE);
        let context = &mut self.context;
        let run = || match fend_core::evaluate_with_interrupt(input, context, &deadline) {
            Ok(r) => Ok(r.get_main_result().to_string()),
            Err(_) if fend_core::Interrupt::should_interrupt(&deadline) => {
                Err(ScratchError::TooLong)
            }
            Err(e) => Err(ScratchError::Invalid(e)),
        };
        std::thread::scope(|scope| {
            let worker = std::thread::Builder::new()
                .name("fend".into())
                .stack_size(STACK)
                .spawn_scoped(scope, run);
            match worker {
                Ok(handle) => handle
                    .join()
                    .unwrap_or_else(|_| Err(ScratchError::Invalid(String::new()))),
                // No thread to be had: refuse rather than risk the caller's stack.
                Err(e) => Err(ScratchError::Invalid(e.to_string())),
            }
        })
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

    #[test]
    fn what_could_recurse_without_bound_is_refused_before_fend_sees_it() {
        let mut s = Scratch::new();
        let deep = format!("{}1{}", "(".repeat(900), ")".repeat(900));
        assert_eq!(s.eval(&deep), Err(ScratchError::TooNested));
        assert_eq!(s.eval(&"1+".repeat(600)), Err(ScratchError::TooNested));
        for lambda in [
            "(\\x.x x)(\\x.x x)",
            "(x: x x)(x: x x)",
            "(x => x x)(x => x x)",
        ] {
            assert_eq!(s.eval(lambda), Err(ScratchError::Function), "{lambda}");
        }
        let ok = format!("{}1{}", "(".repeat(MAX_DEPTH), ")".repeat(MAX_DEPTH));
        assert_eq!(s.eval(&ok).as_deref(), Ok("1"));
    }
}
