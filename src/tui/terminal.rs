//! Entering and leaving the full-screen terminal mode, and leaving it on every way out:
//! normal exit, error, panic, Ctrl-C and signals.

use std::io::{self, Stdout, Write};

use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::{
    cursor,
    event::{DisableMouseCapture, EnableMouseCapture},
    execute,
    terminal::{self, EnterAlternateScreen, LeaveAlternateScreen},
};

pub type Term = Terminal<CrosstermBackend<Stdout>>;

/// Puts the terminal back as we found it. Safe to call more than once.
pub fn restore() {
    let _ = terminal::disable_raw_mode();
    let mut out = io::stdout();
    let _ = execute!(out, DisableMouseCapture, LeaveAlternateScreen, cursor::Show);
    let _ = out.flush();
}

/// Raw mode, alternate screen, mouse reporting, and a panic hook that restores all of it
/// before the panic message is printed.
pub fn init() -> io::Result<Term> {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        restore();
        previous(info);
    }));
    terminal::enable_raw_mode()?;
    let mut out = io::stdout();
    if let Err(e) = execute!(out, EnterAlternateScreen, EnableMouseCapture, cursor::Hide) {
        restore();
        return Err(e);
    }
    Terminal::new(CrosstermBackend::new(out)).inspect_err(|_| restore())
}

/// Restores the terminal when dropped, so an early return or `?` cannot leave it raw.
pub struct Guard;

impl Drop for Guard {
    fn drop(&mut self) {
        restore();
    }
}
