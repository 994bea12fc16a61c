//! What protects the playground's connection (and the machine) from the learner's SQL: an
//! authorizer that refuses ATTACH, DETACH and loading extensions always, and for learner
//! statements also transaction control, triggers, virtual tables, writes to the schema table
//! and every PRAGMA but a read-only allow-list; SQLite's own limits, so one function call
//! cannot build a gigabyte (`randomblob(999999999)`) or recurse without end; a heap limit;
//! and a progress handler that stops a statement past its deadline.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use rusqlite::Connection;
use rusqlite::hooks::{AuthAction, AuthContext, Authorization};
use rusqlite::limits::Limit;

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

/// SQLite's limits on the playground connection (docs/security.md lists them): far above
/// anything a lesson needs, far below what would hurt the machine.
pub const LIMITS: &[(Limit, i32)] = &[
    // The largest string or blob a statement may make: 16 MiB.
    (Limit::SQLITE_LIMIT_LENGTH, 16 << 20),
    (Limit::SQLITE_LIMIT_SQL_LENGTH, 100_000),
    (Limit::SQLITE_LIMIT_COLUMN, 100),
    (Limit::SQLITE_LIMIT_EXPR_DEPTH, 100),
    (Limit::SQLITE_LIMIT_PARSER_DEPTH, 100),
    (Limit::SQLITE_LIMIT_COMPOUND_SELECT, 50),
    (Limit::SQLITE_LIMIT_VDBE_OP, 100_000),
    (Limit::SQLITE_LIMIT_FUNCTION_ARG, 32),
    (Limit::SQLITE_LIMIT_ATTACHED, 0),
    (Limit::SQLITE_LIMIT_LIKE_PATTERN_LENGTH, 1_000),
    (Limit::SQLITE_LIMIT_VARIABLE_NUMBER, 100),
    (Limit::SQLITE_LIMIT_TRIGGER_DEPTH, 1),
];

/// All the memory SQLite may hold in this process, playground databases in memory included
/// (a 20-million-edge graph with its reverse index takes about 700 MB): past it a statement
/// fails with "out of memory" instead of the machine swapping.
pub const HEAP_LIMIT_BYTES: i64 = 1 << 30;

/// PRAGMAs a learner may run, and only to read: they describe, they change nothing.
const READ_ONLY_PRAGMAS: &[&str] = &[
    "table_info",
    "table_xinfo",
    "table_list",
    "index_info",
    "index_xinfo",
    "index_list",
    "foreign_key_list",
    "page_count",
    "page_size",
    "freelist_count",
    "journal_mode",
    "compile_options",
    "function_list",
    "pragma_list",
    "collation_list",
    "integrity_check",
    "quick_check",
];

/// Why the authorizer refuses an action, or `None` to allow it. `learner` is true while the
/// learner's own statement is prepared.
fn refusal(action: &AuthAction<'_>, learner: bool) -> Option<&'static str> {
    match action {
        AuthAction::Attach { .. } => Some("ATTACH"),
        AuthAction::Detach { .. } => Some("DETACH"),
        AuthAction::Function { function_name }
            if function_name.eq_ignore_ascii_case("load_extension") =>
        {
            Some("load_extension")
        }
        _ if !learner => None,
        AuthAction::Transaction { .. } | AuthAction::Savepoint { .. } => {
            Some("BEGIN / COMMIT / SAVEPOINT")
        }
        AuthAction::CreateTrigger { .. }
        | AuthAction::CreateTempTrigger { .. }
        | AuthAction::DropTrigger { .. }
        | AuthAction::DropTempTrigger { .. } => Some("TRIGGER"),
        AuthAction::CreateVtable { .. } | AuthAction::DropVtable { .. } => Some("VIRTUAL TABLE"),
        AuthAction::Insert { table_name }
        | AuthAction::Update { table_name, .. }
        | AuthAction::Delete { table_name }
            if is_schema_table(table_name) =>
        {
            Some("sqlite_schema")
        }
        AuthAction::Pragma {
            pragma_name,
            pragma_value,
        } => {
            let name = pragma_name.to_ascii_lowercase();
            let reads = READ_ONLY_PRAGMAS.contains(&name.as_str());
            // `PRAGMA table_info(follows)` passes its argument as the value; a setting's
            // value is an assignment, refused.
            let takes_argument = name.contains("info") || name.contains("list");
            if reads && (pragma_value.is_none() || takes_argument) {
                None
            } else {
                Some("PRAGMA")
            }
        }
        _ => None,
    }
}

fn is_schema_table(name: &str) -> bool {
    [
        "sqlite_master",
        "sqlite_schema",
        "sqlite_temp_master",
        "sqlite_temp_schema",
    ]
    .iter()
    .any(|t| name.eq_ignore_ascii_case(t))
}

impl Guard {
    pub fn install(&self, conn: &mut Connection) -> rusqlite::Result<()> {
        for (limit, value) in LIMITS {
            conn.set_limit(*limit, *value)?;
        }
        conn.pragma_update(None, "hard_heap_limit", HEAP_LIMIT_BYTES)?;
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
            match refusal(&ctx.action, learner.load(Ordering::SeqCst)) {
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
