//! What protects the playground's connection from the learner's SQL: an authorizer that
//! refuses ATTACH, DETACH, loading extensions and (for learner statements) transaction
//! control, and a progress handler that stops a statement past its deadline.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use rusqlite::Connection;
use rusqlite::hooks::{AuthAction, AuthContext, Authorization};

/// State shared with the two callbacks SQLite calls.
#[derive(Clone, Default)]
pub struct Guard {
    deadline: Arc<Mutex<Option<Instant>>>,
    /// Set while a learner's statement is prepared and run.
    pub learner: Arc<AtomicBool>,
    /// What the authorizer refused last, for the message.
    refused: Arc<Mutex<Option<String>>>,
}

/// VM instructions between two looks at the clock: often enough to stop within a few ms.
const EVERY: i32 = 10_000;

impl Guard {
    pub fn install(&self, conn: &mut Connection) -> rusqlite::Result<()> {
        let deadline = Arc::clone(&self.deadline);
        conn.progress_handler(
            EVERY,
            Some(move || {
                deadline
                    .lock()
                    .ok()
                    .and_then(|d| *d)
                    .is_some_and(|d| Instant::now() >= d)
            }),
        )?;
        let learner = Arc::clone(&self.learner);
        let refused = Arc::clone(&self.refused);
        conn.authorizer(Some(move |ctx: AuthContext<'_>| {
            let what = match ctx.action {
                AuthAction::Attach { .. } => Some("ATTACH"),
                AuthAction::Detach { .. } => Some("DETACH"),
                AuthAction::Function { function_name }
                    if function_name.eq_ignore_ascii_case("load_extension") =>
                {
                    Some("load_extension")
                }
                AuthAction::Transaction { .. } | AuthAction::Savepoint { .. }
                    if learner.load(Ordering::SeqCst) =>
                {
                    Some("BEGIN / COMMIT / SAVEPOINT")
                }
                _ => None,
            };
            match what {
                Some(w) => {
                    if let Ok(mut r) = refused.lock() {
                        *r = Some(w.to_string());
                    }
                    Authorization::Deny
                }
                None => Authorization::Allow,
            }
        }))
    }

    pub fn set_deadline(&self, at: Option<Instant>) {
        if let Ok(mut d) = self.deadline.lock() {
            *d = at;
        }
    }

    pub fn take_refused(&self) -> Option<String> {
        self.refused.lock().ok().and_then(|mut r| r.take())
    }
}
