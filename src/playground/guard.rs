//! What protects the playground's connections (and the machine) from the learner's SQL and
//! from what another program may have planted in a playground file: on every connection,
//! the store's and each partition's, a cap on the length of any value SQLite builds (so no
//! single function call takes long, and `randomblob(999999999)` is refused at once), no
//! trigger firing another, and a progress handler that stops a statement once the command
//! must stop (asked, or out of time: `Cancel`); on the store's connection, which runs the
//! learner's SQL, SQLite's other limits, a heap limit, and an authorizer that refuses
//! ATTACH, DETACH and loading extensions always, and for learner statements also
//! transaction control, triggers, virtual tables, writes to the schema table and every
//! PRAGMA but a read-only allow-list.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use rusqlite::Connection;
use rusqlite::hooks::{AuthAction, AuthContext, Authorization};
use rusqlite::limits::Limit;

use super::cancel::Cancel;

/// State shared with the authorizer.
#[derive(Clone, Default)]
pub struct Guard {
    /// Set while a learner's statement is prepared and run.
    pub learner: Arc<AtomicBool>,
    /// What the authorizer refused last, for the message.
    refused: Arc<Mutex<Option<String>>>,
}

/// VM instructions between two looks at the stop flag: a statement started after the
/// deadline (SQLite forgets an interrupt once no statement runs) stops within a
/// millisecond or so, since no single instruction can take long (`MAX_VALUE_BYTES`).
const EVERY: i32 = 1_000;

/// The longest string, blob or row SQLite may build on a playground connection, in bytes.
/// The playground holds integers (ids, times, counts); the longest value its own commands
/// make is a schema entry (under 400 bytes) and the list of accounts `buckets` moves, which
/// goes in pieces of this size. What it bounds is the time of one VM instruction: SQLite
/// looks for an interrupt between instructions only, and a function's time grows with its
/// arguments' length, for `trim(X, Y)` with the product of both (Y's characters are held
/// in a table of 12 bytes each, under this limit too). The slowest call we could write
/// takes about 2 ms at this limit (12 ms at 10,000 bytes, 16 s at 100,000); a row runs
/// whole, and the slowest row a 10,000-byte statement can make (900 such calls) 1.7 s.
pub const MAX_VALUE_BYTES: i32 = 4_096;

/// What every connection of the store gets, the partitions' as well as the one store's.
const STORE_LIMITS: &[(Limit, i32)] = &[
    (Limit::SQLITE_LIMIT_LENGTH, MAX_VALUE_BYTES),
    (Limit::SQLITE_LIMIT_ATTACHED, 0),
    (Limit::SQLITE_LIMIT_TRIGGER_DEPTH, 1),
];

/// SQLite's further limits on the connection that runs the learner's SQL (docs/security.md
/// lists them): far above anything a lesson needs, far below what would hurt the machine.
pub const LIMITS: &[(Limit, i32)] = &[
    // The playground's line is 10,000 characters: a longer statement is no line's. It also
    // bounds how many calls one row makes (each row runs whole between two looks).
    (Limit::SQLITE_LIMIT_SQL_LENGTH, 10_000),
    (Limit::SQLITE_LIMIT_COLUMN, 100),
    (Limit::SQLITE_LIMIT_EXPR_DEPTH, 100),
    (Limit::SQLITE_LIMIT_PARSER_DEPTH, 100),
    (Limit::SQLITE_LIMIT_COMPOUND_SELECT, 50),
    (Limit::SQLITE_LIMIT_VDBE_OP, 100_000),
    (Limit::SQLITE_LIMIT_FUNCTION_ARG, 32),
    (Limit::SQLITE_LIMIT_LIKE_PATTERN_LENGTH, 1_000),
    (Limit::SQLITE_LIMIT_VARIABLE_NUMBER, 100),
];

/// All the memory SQLite may hold in this process, playground databases in memory included
/// (a 20-million-edge graph with its reverse index takes about 700 MB): past it a statement
/// fails with "out of memory" instead of the machine swapping.
pub const HEAP_LIMIT_BYTES: i64 = 1 << 30;

/// The limits and the stop every connection of the store gets (a partition's as well).
pub fn install_store(conn: &mut Connection, cancel: &Cancel) -> rusqlite::Result<()> {
    for (limit, value) in STORE_LIMITS {
        conn.set_limit(*limit, *value)?;
    }
    // The query planner's stability guarantee: a statement's plan does not depend on the
    // values bound to it. Without it this build of SQLite (with STAT4) compiles a statement
    // again every time a value compared with an indexed column changes, so every further
    // page by cursor paid a second compile; and the plan a report shows is the statement's
    // plan, whatever the values.
    conn.set_db_config(
        rusqlite::config::DbConfig::SQLITE_DBCONFIG_ENABLE_QPSG,
        true,
    )?;
    let cancel = cancel.clone();
    conn.progress_handler(EVERY, Some(move || cancel.stopping()))
}

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

/// The refusal of a statement that would change the playground's tables or indexes.
pub const SCHEMA: &str = "schema";

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
        // The playground's tables and indexes are its own: its commands know them.
        AuthAction::CreateTable { .. }
        | AuthAction::CreateTempTable { .. }
        | AuthAction::CreateIndex { .. }
        | AuthAction::CreateTempIndex { .. }
        | AuthAction::CreateView { .. }
        | AuthAction::CreateTempView { .. }
        | AuthAction::DropTable { .. }
        | AuthAction::DropTempTable { .. }
        | AuthAction::DropIndex { .. }
        | AuthAction::DropTempIndex { .. }
        | AuthAction::DropView { .. }
        | AuthAction::DropTempView { .. }
        | AuthAction::AlterTable { .. } => Some(SCHEMA),
        AuthAction::Insert { table_name }
        | AuthAction::Update { table_name, .. }
        | AuthAction::Delete { table_name }
            if is_schema_table(table_name) =>
        {
            Some(SCHEMA)
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
    /// Everything on the store's connection: the limits every connection gets, the
    /// learner's limits, the heap limit and the authorizer.
    pub fn install(&self, conn: &mut Connection, cancel: &Cancel) -> rusqlite::Result<()> {
        install_store(conn, cancel)?;
        for (limit, value) in LIMITS {
            conn.set_limit(*limit, *value)?;
        }
        conn.pragma_update(None, "hard_heap_limit", HEAP_LIMIT_BYTES)?;
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

    pub fn take_refused(&self) -> Option<String> {
        self.refused.lock().ok().and_then(|mut r| r.take())
    }
}
