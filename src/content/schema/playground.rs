//! The fields of a playground a course defines (a bank's `playgrounds:`): its tables as
//! SQL with switchable indexes, a generator and a partition key each, and its named
//! commands with typed parameters.

use super::Rules;
use super::{Obj, Ty, list, list1, opt, req};

/// The most rows one table's generator may be asked for.
pub const MAX_ROWS: i64 = 50_000_000;

pub static PLAYGROUND: Obj = Obj {
    name: "playground",
    rules: Rules::Playground,
    fields: &[
        req("id", Ty::Id),
        opt("title", Ty::Label),
        opt("text", Ty::Text),
        req("tables", list1(&Ty::Obj(&PG_TABLE))),
        opt("commands", list(&Ty::Obj(&PG_COMMAND))),
    ],
};

pub static PG_TABLE: Obj = Obj {
    name: "playground-table",
    rules: Rules::None,
    fields: &[
        req("name", Ty::Str),
        req("sql", Ty::Code),
        opt("rows", Ty::Obj(&PG_ROWS)),
        opt("columns", list(&Ty::Obj(&PG_COLUMN))),
        opt("indexes", list(&Ty::Obj(&PG_INDEX))),
        opt("partition", Ty::Obj(&PG_PARTITION)),
    ],
};

/// How many rows `gen` makes: `gen TABLE=N` within `min..=max`, `default` otherwise.
pub static PG_ROWS: Obj = Obj {
    name: "playground-rows",
    rules: Rules::None,
    fields: &[
        req(
            "default",
            Ty::Int {
                min: 0,
                max: MAX_ROWS,
            },
        ),
        opt(
            "min",
            Ty::Int {
                min: 0,
                max: MAX_ROWS,
            },
        ),
        opt(
            "max",
            Ty::Int {
                min: 0,
                max: MAX_ROWS,
            },
        ),
    ],
};

/// One generated column: its name and exactly one way its values are drawn.
pub static PG_COLUMN: Obj = Obj {
    name: "playground-column",
    rules: Rules::PlaygroundColumn,
    fields: &[
        req("name", Ty::Str),
        opt(
            "sequence",
            Ty::Int {
                min: i64::MIN,
                max: i64::MAX,
            },
        ),
        opt("uniform", Ty::Obj(&PG_RANGE)),
        opt("zipf", Ty::Obj(&PG_ZIPF)),
        opt("ref", Ty::Str),
        opt("skew", Ty::Number { min: 0.0 }),
        opt("time", Ty::Obj(&PG_TIME)),
    ],
};

/// The draws a column may name; exactly one of them.
pub const DRAWS: &[&str] = &["sequence", "uniform", "zipf", "ref", "time"];

pub static PG_RANGE: Obj = Obj {
    name: "playground-range",
    rules: Rules::None,
    fields: &[
        req(
            "min",
            Ty::Int {
                min: i64::MIN,
                max: i64::MAX,
            },
        ),
        req(
            "max",
            Ty::Int {
                min: i64::MIN,
                max: i64::MAX,
            },
        ),
    ],
};

pub static PG_ZIPF: Obj = Obj {
    name: "playground-zipf",
    rules: Rules::None,
    fields: &[
        req(
            "min",
            Ty::Int {
                min: i64::MIN,
                max: i64::MAX,
            },
        ),
        req(
            "max",
            Ty::Int {
                min: i64::MIN,
                max: i64::MAX,
            },
        ),
        req("s", Ty::Number { min: 0.0 }),
    ],
};

pub static PG_TIME: Obj = Obj {
    name: "playground-time",
    rules: Rules::None,
    fields: &[
        req(
            "from",
            Ty::Int {
                min: 0,
                max: i64::MAX,
            },
        ),
        req(
            "step",
            Ty::Int {
                min: 1,
                max: i64::MAX,
            },
        ),
    ],
};

pub static PG_INDEX: Obj = Obj {
    name: "playground-index",
    rules: Rules::None,
    fields: &[
        req("name", Ty::Str),
        req("sql", Ty::Code),
        req("text", Ty::Text),
        opt("on", Ty::Bool),
    ],
};

pub static PG_PARTITION: Obj = Obj {
    name: "playground-partition",
    rules: Rules::None,
    fields: &[
        req("by", Ty::Str),
        req("count", Ty::Int { min: 1, max: 64 }),
    ],
};

pub static PG_COMMAND: Obj = Obj {
    name: "playground-command",
    rules: Rules::None,
    fields: &[
        req("name", Ty::Str),
        opt("params", list(&Ty::Obj(&PG_PARAM))),
        req("sql", list1(&Ty::Code)),
        req("text", Ty::Text),
        opt("cursor", Ty::Obj(&PG_CURSOR)),
    ],
};

pub const PARAM_TYPES: &[&str] = &["int", "text"];

pub static PG_PARAM: Obj = Obj {
    name: "playground-param",
    rules: Rules::None,
    fields: &[
        req("name", Ty::Str),
        req("type", Ty::Enum(PARAM_TYPES)),
        opt("default", Ty::Str),
    ],
};

/// A paging command's next page: `param` set to the last row's `column`.
pub static PG_CURSOR: Obj = Obj {
    name: "playground-cursor",
    rules: Rules::None,
    fields: &[
        req("param", Ty::Str),
        req("column", Ty::Str),
        opt("next", Ty::Str),
    ],
};
