//! Entering and leaving the full-screen terminal mode, and leaving it on every way out:
//! normal exit, error, panic, Ctrl-C and signals.

use std::io::{self, Stdout, Write};

use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::{
    cursor,
    event::{DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste, EnableMouseCapture},
    execute,
    terminal::{self, EnterAlternateScreen, LeaveAlternateScreen},
};

pub type Term = Terminal<CrosstermBackend<Stdout>>;

/// Puts the terminal back as we found it. Safe to call more than once.
pub fn restore() {
    let _ = terminal::disable_raw_mode();
    let mut out = io::stdout();
    let _ = execute!(
        out,
        DisableBracketedPaste,
        DisableMouseCapture,
        LeaveAlternateScreen,
        cursor::Show
    );
    let _ = out.flush();
}

/// What the terminal's settings were before raw mode, for the abort handler.
#[cfg(unix)]
static SAVED: std::sync::OnceLock<libc::termios> = std::sync::OnceLock::new();

/// Leave the alternate screen, stop mouse reporting, show the cursor.
const LEAVE: &[u8] = b"\x1b[?2004l\x1b[?1000l\x1b[?1002l\x1b[?1003l\x1b[?1006l\x1b[?1049l\x1b[?25h";

/// An abort (a stack overflow, an allocation failure) runs no destructor and no panic hook.
/// SIGABRT still arrives first: its handler puts the terminal settings back and leaves the
/// alternate screen with the two calls that are safe inside a signal handler, then the
/// default action ends the process as before.
#[cfg(unix)]
#[allow(unsafe_code)] // the SAFETY comments below say why each call is sound
fn restore_on_abort() {
    // SAFETY: tcgetattr only fills the struct we own.
    let mut t: libc::termios = unsafe { std::mem::zeroed() };
    if unsafe { libc::tcgetattr(libc::STDIN_FILENO, &mut t) } == 0 {
        let _ = SAVED.set(t);
    }
    let handler = || {
        if let Some(t) = SAVED.get() {
            // SAFETY: tcsetattr and write are async-signal-safe; both read memory that was
            // written before the handler was installed and is never written again.
            unsafe {
                libc::tcsetattr(libc::STDIN_FILENO, libc::TCSANOW, t);
                libc::write(libc::STDOUT_FILENO, LEAVE.as_ptr().cast(), LEAVE.len());
            }
        }
    };
    // SAFETY: the handler only makes async-signal-safe calls (above).
    let _ = unsafe { signal_hook::low_level::register(signal_hook::consts::SIGABRT, handler) };
}

/// Raw mode, alternate screen, mouse reporting, and a panic hook that restores all of it
/// before the panic message is printed.
pub fn init() -> io::Result<Term> {
    #[cfg(unix)]
    restore_on_abort();
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        restore();
        previous(info);
    }));
    terminal::enable_raw_mode()?;
    let mut out = io::stdout();
    // Bracketed paste: a paste arrives as one piece of text, not as thousands of keys.
    if let Err(e) = execute!(
        out,
        EnterAlternateScreen,
        EnableMouseCapture,
        EnableBracketedPaste,
        cursor::Hide
    ) {
        restore();
        return Err(e);
    }
    Terminal::new(CrosstermBackend::new(out)).inspect_err(|_| restore())
}

/// Mouse capture on (the wheel scrolls latih) or off (the terminal selects text). A terminal
/// that ignores the request changes nothing worth stopping for.
pub fn set_mouse(on: bool) {
    let mut out = io::stdout();
    let _ = if on {
        execute!(out, EnableMouseCapture)
    } else {
        execute!(out, DisableMouseCapture)
    };
}

/// Restores the terminal when dropped, so an early return or `?` cannot leave it raw.
pub struct Guard;

impl Drop for Guard {
    fn drop(&mut self) {
        restore();
    }
}
