//! Stopping a long command from outside (Esc in the TUI, Ctrl-C in line mode): a flag the
//! playground's own loops look at, and SQLite's interrupt on every connection it has, so a
//! statement deep in a B-tree stops too. What the command did is rolled back.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use rusqlite::InterruptHandle;

/// Shared between the playground and whoever may stop its command; cheap to clone.
#[derive(Clone, Default)]
pub struct Cancel {
    flag: Arc<AtomicBool>,
    handles: Arc<Mutex<Vec<Arc<InterruptHandle>>>>,
}

impl Cancel {
    /// Stops the running command: its loops see the flag, its statements are interrupted.
    pub fn cancel(&self) {
        self.flag.store(true, Ordering::SeqCst);
        if let Ok(hs) = self.handles.lock() {
            for h in hs.iter() {
                h.interrupt();
            }
        }
    }

    pub fn cancelled(&self) -> bool {
        self.flag.load(Ordering::SeqCst)
    }

    /// A new command starts: a stop asked for before it does not stop it.
    pub(crate) fn clear(&self) {
        self.flag.store(false, Ordering::SeqCst);
    }

    /// The connections a stop interrupts (the store's, then every partition's).
    pub(super) fn set_handles(&self, handles: Vec<Arc<InterruptHandle>>) {
        if let Ok(mut hs) = self.handles.lock() {
            *hs = handles;
        }
    }

    /// A stop asked for: the error SQLite gives for an interrupted statement, so callers
    /// roll back the same way.
    pub(super) fn check(&self) -> rusqlite::Result<()> {
        if self.cancelled() {
            Err(interrupted())
        } else {
            Ok(())
        }
    }
}

/// SQLite's "interrupted" error.
pub fn interrupted() -> rusqlite::Error {
    rusqlite::Error::SqliteFailure(
        rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_INTERRUPT),
        None,
    )
}

/// A long piece of work: how far it is, said through `progress` about every hundredth of
/// `total`, and a look for a stop at the same moments.
pub struct Work<'a> {
    pub cancel: &'a Cancel,
    progress: &'a mut dyn FnMut(u64, u64),
    total: u64,
    done: u64,
    next: u64,
}

impl<'a> Work<'a> {
    pub fn new(cancel: &'a Cancel, progress: &'a mut dyn FnMut(u64, u64), total: u64) -> Work<'a> {
        Work {
            cancel,
            progress,
            total: total.max(1),
            done: 0,
            next: 0,
        }
    }

    /// `n` more units done; stops here if a stop was asked for.
    pub fn add(&mut self, n: u64) -> rusqlite::Result<()> {
        self.done += n;
        if self.done >= self.next {
            self.cancel.check()?;
            (self.progress)(self.done.min(self.total), self.total);
            self.next = self.done + (self.total / 100).max(1);
        }
        Ok(())
    }

    /// A further stretch of `more` units to come (a second pass).
    pub fn extend(&mut self, more: u64) {
        self.total += more;
    }
}
