//! What a playground command gives back: the first rows of its result, every SQL statement it
//! ran with SQLite's query plan and cost counters, and what happened in words the app puts
//! into the reader's language. Plain data, so the terminal and the line mode show the same.

/// One SQL statement as run, and what it cost.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Query {
    pub sql: String,
    /// EXPLAIN QUERY PLAN, one line per step, indented by depth: `SCAN follows`,
    /// `SEARCH follows USING COVERING INDEX follows_by_followee (followee_id=?)`.
    pub plan: Vec<String>,
    /// Rows stepped over in full table scans (SQLITE_STMTSTATUS_FULLSCAN_STEP).
    pub fullscan_steps: u64,
    /// Virtual machine steps: the work, whatever the plan (SQLITE_STMTSTATUS_VM_STEP).
    pub vm_steps: u64,
    pub sorts: u64,
    /// Indexes SQLite built on the fly because none fitted.
    pub autoindex: u64,
    /// Rows the statement returned.
    pub rows: u64,
    pub micros: u64,
}

/// What a command did, in words; the app writes each in the reader's language.
#[derive(Debug, Clone, PartialEq)]
pub enum Note {
    Followed {
        a: i64,
        b: i64,
    },
    /// The primary key refused a second copy of the edge.
    AlreadyFollows {
        a: i64,
        b: i64,
    },
    Unfollowed {
        a: i64,
        b: i64,
    },
    NotFollowing {
        a: i64,
        b: i64,
    },
    SelfFollow,
    /// An id outside 1..=users.
    NoSuchUser {
        id: i64,
        users: u64,
    },
    NoUsers,
    /// The next page starts after this cursor.
    NextCursor(i64),
    EndOfList,
    ReverseIndex {
        on: bool,
        changed: bool,
    },
    /// `count`: the exact figure, the denormalised counter, and updates still on their way.
    Count {
        user: i64,
        exact: u64,
        counter: i64,
        pending: u64,
    },
    CountersLag {
        lag: u64,
        pending: u64,
    },
    Repaired {
        users: u64,
        drift: u64,
    },
    Mutual {
        count: u64,
    },
    Fof {
        user: i64,
        found: u64,
        edges: u64,
        hops: u8,
        capped: bool,
    },
    /// Three hops without a limit: the estimated number of edges to examine instead.
    TooManyHops {
        estimate: u64,
    },
    Generated {
        users: u64,
        edges: u64,
        millis: u64,
    },
    /// `gen` refused before writing anything: the graph would be larger than the limit.
    GenTooBig {
        edges: u64,
        limit: u64,
        in_memory: bool,
    },
    Explain(bool),
    Reset,
    SqlRows {
        rows: u64,
    },
    SqlChanged {
        rows: u64,
    },
    /// The statement ran past the time limit and was stopped; nothing it did is kept.
    Interrupted {
        millis: u64,
    },
    /// The learner stopped the command (Esc, Ctrl-C); nothing it did is kept.
    Cancelled,
    /// ATTACH, DETACH or loading an extension, refused by the authorizer.
    Refused {
        what: String,
    },
    OneStatement,
    /// SQLite's own message, for statements the learner wrote.
    SqlError {
        message: String,
    },
    Stats(Vec<Size>),
    /// The usage of one command, or of all of them.
    Help(Option<String>),
    /// Nothing was changed: the command failed before or was rolled back.
    Unchanged,
    /// The line is not a command.
    Parse(super::play::ParseError),
    /// How this command is written, after it was refused.
    Usage(&'static str),
}

/// A table or index of the playground database and its size.
#[derive(Debug, Clone, PartialEq)]
pub struct Size {
    pub name: String,
    /// `table` or `index`.
    pub kind: String,
    pub rows: Option<u64>,
    pub bytes: u64,
}

#[derive(Debug, Clone, PartialEq, Default)]
pub struct Report {
    pub columns: Vec<String>,
    /// The first rows of the result, as text.
    pub rows: Vec<Vec<String>>,
    pub queries: Vec<Query>,
    pub notes: Vec<Note>,
    /// Whether the SQL, plans and costs are shown (`explain on|off`).
    pub explain: bool,
}

impl Report {
    pub fn note(n: Note) -> Report {
        Report {
            notes: vec![n],
            explain: true,
            ..Report::default()
        }
    }

    /// Whether the command failed (and so changed nothing).
    pub fn failed(&self) -> bool {
        self.notes.iter().any(|n| {
            matches!(
                n,
                Note::Unchanged
                    | Note::SqlError { .. }
                    | Note::Refused { .. }
                    | Note::Interrupted { .. }
                    | Note::Cancelled
                    | Note::NoSuchUser { .. }
                    | Note::NoUsers
                    | Note::OneStatement
                    | Note::TooManyHops { .. }
                    | Note::GenTooBig { .. }
                    | Note::SelfFollow
                    | Note::Parse(_)
            )
        })
    }
}
