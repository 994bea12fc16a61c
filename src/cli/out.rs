//! Printing from the command line: every message and report goes through
//! `wrap::escape_controls` on its way out, so a file name, id, key or command that came from
//! outside (a course folder may come from a stranger) cannot act on the terminal.

use std::io::{self, Write};

use crate::core::wrap::escape_controls;

/// A message on standard error, with its newline.
pub fn err(text: &str) {
    eprintln!("{}", escape_controls(text));
}

/// Text on standard output (or any writer), as it is but escaped.
pub fn write(out: &mut dyn Write, text: &str) -> io::Result<()> {
    out.write_all(escape_controls(text).as_bytes())
}

/// A line on standard output.
pub fn line(out: &mut dyn Write, text: &str) -> io::Result<()> {
    write(out, text)?;
    out.write_all(b"\n")
}

/// Width of the printed lines: the terminal's when there is one, else a wide page.
pub fn width() -> usize {
    use std::io::IsTerminal;
    ratatui::crossterm::terminal::size()
        .ok()
        .filter(|_| std::io::stdout().is_terminal())
        .map_or(100, |(w, _)| usize::from(w).max(40))
}
