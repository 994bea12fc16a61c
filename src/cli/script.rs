//! The loop `latih play` and `latih feed` share in line mode: each command of a script or
//! of standard input (blank lines and `#` comments skipped), echoed when it does not come
//! from a person typing, run with the interrupt handler armed, and its answer printed.

use std::io::{BufRead, Write};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};

use super::out;

/// Runs every command; `run(cmd)` gives the answer as text and whether the command failed.
/// Exit status 1 when one failed, so a script with a typo does not pass unnoticed.
pub fn each_command(
    input: Box<dyn BufRead>,
    interactive: Option<&str>,
    busy: &AtomicBool,
    run: &mut dyn FnMut(&str) -> (String, bool),
) -> ExitCode {
    let mut out = std::io::stdout().lock();
    if let Some(intro) = interactive {
        let _ = writeln!(out, "{intro}");
    }
    let mut failed = false;
    for line in input.lines() {
        let Ok(line) = line else { break };
        let cmd = line.trim();
        if cmd.is_empty() || cmd.starts_with('#') {
            continue;
        }
        if interactive.is_none() {
            let _ = out::line(&mut out, &format!("› {cmd}"));
        }
        busy.store(true, Ordering::SeqCst);
        let (text, bad) = run(cmd);
        busy.store(false, Ordering::SeqCst);
        failed |= bad;
        // A closed pipe (`| head`) ends the run quietly.
        if out::line(&mut out, &text).is_err() {
            break;
        }
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
