//! Stopping a command from outside, and at its deadline: one mechanism for both. A stop
//! (Esc in the TUI, Ctrl-C in line mode) or the deadline passing sets a flag the
//! playground's own loops look at, calls SQLite's interrupt on every connection of the
//! store (the one store's and each partition's), so the statement running stops at its
//! next VM jump however slow each of its steps is, and makes every connection's progress
//! handler stop a statement started afterwards (SQLite forgets an interrupt once no
//! statement runs). A watchdog thread calls the deadline; what the command did is rolled
//! back where it can be.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, Weak};
use std::time::{Duration, Instant};

use rusqlite::InterruptHandle;

/// Shared between the playground and whoever may stop its command; cheap to clone.
#[derive(Clone, Default)]
pub struct Cancel {
    shared: Arc<Shared>,
}

#[derive(Default)]
struct Shared {
    /// Asked to stop (Esc, Ctrl-C).
    flag: AtomicBool,
    /// The deadline passed while the command ran.
    expired: AtomicBool,
    handles: Mutex<Vec<Arc<InterruptHandle>>>,
    /// The running command's deadline, if it has one: the watchdog waits for it.
    deadline: Mutex<Option<Instant>>,
    wake: Condvar,
    /// The watchdog thread is running (started at the first deadline).
    watching: AtomicBool,
}

/// How long the watchdog waits with no deadline before it looks whether the playground is
/// still there (it ends with it).
const IDLE: Duration = Duration::from_secs(1);

impl Cancel {
    /// Stops the running command: its loops see the flag, its statements are interrupted.
    pub fn cancel(&self) {
        self.shared.flag.store(true, Ordering::SeqCst);
        self.shared.interrupt_all();
    }

    /// Whether a stop was asked for (not the deadline: see `expired`).
    pub fn cancelled(&self) -> bool {
        self.shared.flag.load(Ordering::SeqCst)
    }

    /// Whether the running command's deadline has passed.
    pub fn expired(&self) -> bool {
        self.shared.expired.load(Ordering::SeqCst)
    }

    /// Whether the running command must stop, asked or out of time: what the progress
    /// handler of every connection answers.
    pub fn stopping(&self) -> bool {
        self.cancelled() || self.expired()
    }

    /// A new command starts: a stop asked for, or a deadline passed, before it does not
    /// stop it.
    pub(crate) fn clear(&self) {
        self.shared.flag.store(false, Ordering::SeqCst);
        self.shared.expired.store(false, Ordering::SeqCst);
    }

    /// The command now running stops `limit` from now: the watchdog then interrupts every
    /// connection, once.
    pub(crate) fn arm(&self, limit: Duration) {
        self.shared.expired.store(false, Ordering::SeqCst);
        if let Ok(mut d) = self.shared.deadline.lock() {
            *d = Some(Instant::now() + limit);
        }
        if !self.shared.watching.swap(true, Ordering::SeqCst) {
            let weak = Arc::downgrade(&self.shared);
            let spawned = std::thread::Builder::new()
                .name("latih-deadline".to_string())
                .spawn(move || watch(weak));
            if spawned.is_err() {
                // No thread: the progress handlers still stop a statement past the time.
                self.shared.watching.store(false, Ordering::SeqCst);
            }
        }
        self.shared.wake.notify_all();
    }

    /// The command is over: no interrupt comes for it after this returns (the watchdog
    /// interrupts under the same lock). Whether its deadline passed stays readable until
    /// the next command; rollbacks run after this, so the deadline cannot stop them.
    pub(crate) fn disarm(&self) {
        if let Ok(mut d) = self.shared.deadline.lock() {
            *d = None;
        }
    }

    /// The connections a stop interrupts (the store's, then every partition's).
    pub(super) fn set_handles(&self, handles: Vec<Arc<InterruptHandle>>) {
        if let Ok(mut hs) = self.shared.handles.lock() {
            *hs = handles;
        }
    }

    /// A stop asked for, or the deadline passed: the error SQLite gives for an interrupted
    /// statement, so callers roll back the same way.
    pub(super) fn check(&self) -> rusqlite::Result<()> {
        if self.stopping() {
            Err(interrupted())
        } else {
            Ok(())
        }
    }
}

impl Shared {
    fn interrupt_all(&self) {
        if let Ok(hs) = self.handles.lock() {
            for h in hs.iter() {
                h.interrupt();
            }
        }
    }
}

/// The watchdog: sleeps until the deadline (or until it is moved or taken away), then
/// marks the command out of time and interrupts every connection. It holds the playground
/// only while it looks, and ends once the playground is gone.
fn watch(weak: Weak<Shared>) {
    loop {
        let Some(shared) = weak.upgrade() else {
            return;
        };
        let Ok(mut guard) = shared.deadline.lock() else {
            return;
        };
        let wait = match *guard {
            Some(at) if Instant::now() >= at => {
                shared.expired.store(true, Ordering::SeqCst);
                shared.interrupt_all();
                *guard = None;
                None
            }
            Some(at) => Some(at - Instant::now()),
            None => Some(IDLE),
        };
        if let Some(wait) = wait {
            guard = match shared.wake.wait_timeout(guard, wait) {
                Ok((g, _)) => g,
                Err(_) => return,
            };
        }
        drop(guard);
    }
}

/// SQLite's "interrupted" error.
pub fn interrupted() -> rusqlite::Error {
    rusqlite::Error::SqliteFailure(
        rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_INTERRUPT),
        None,
    )
}

/// Whether `e` is a statement stopped by SQLite's interrupt or a progress handler (or a
/// loop's own check, which gives the same error).
pub fn is_interrupt(e: &rusqlite::Error) -> bool {
    matches!(e, rusqlite::Error::SqliteFailure(f, _)
        if f.code == rusqlite::ErrorCode::OperationInterrupted)
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The watchdog interrupts a statement that would run for hours, and marks the command
    /// out of time; disarmed, it interrupts nothing.
    #[test]
    fn the_deadline_interrupts_a_running_statement() {
        let conn = rusqlite::Connection::open_in_memory().unwrap();
        let cancel = Cancel::default();
        cancel.set_handles(vec![Arc::new(conn.get_interrupt_handle())]);
        cancel.arm(Duration::from_millis(100));
        let started = Instant::now();
        let r: rusqlite::Result<i64> = conn.query_row(
            "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) \
             SELECT count(*) FROM c",
            [],
            |r| r.get(0),
        );
        cancel.disarm();
        assert!(r.as_ref().is_err_and(is_interrupt), "{r:?}");
        assert!(cancel.expired() && !cancel.cancelled());
        assert!(started.elapsed() < Duration::from_secs(60));
        cancel.clear();
        cancel.arm(Duration::from_secs(3600));
        cancel.disarm();
        let n: i64 = conn.query_row("SELECT 1", [], |r| r.get(0)).unwrap();
        assert_eq!(n, 1);
        assert!(!cancel.expired());
    }
}
