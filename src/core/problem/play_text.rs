//! What is wrong with a playground a course defines, in one sentence each: its names, its
//! tables' draws and keys, its commands' parameters, the SQL SQLite refused, and scenario
//! steps it would not take.

use crate::core::message::{self as m, Arg, Message};
use crate::core::playdef::Fault;
use crate::core::playdef::line::LineError;

/// A fault of a definition in words.
pub fn fault(f: &Fault) -> Message {
    match f {
        Fault::BadName(n) => m::p_pg_bad_name(n.clone()),
        Fault::Duplicate(n) => m::p_pg_duplicate(n.clone()),
        Fault::Reserved(n) => m::p_pg_reserved(n.clone()),
        Fault::NoSuchColumn(c) => m::p_pg_no_column(c.clone()),
        Fault::NoSuchTable(t) => m::p_pg_no_table(t.clone()),
        Fault::Limits { min, default, max } => m::PPgLimits {
            min: Arg::Str(min.to_string()),
            default: Arg::Str(default.to_string()),
            max: Arg::Str(max.to_string()),
        }
        .into(),
        Fault::BadDraw => m::p_pg_bad_draw(),
        Fault::RefNotSequence(r) => m::p_pg_ref_not_sequence(r.clone()),
        Fault::Partitions(n) => m::p_pg_partitions(Arg::Str(n.to_string())),
        Fault::PartitionCounts { first, other } => m::PPgPartitionCounts {
            first: Arg::Str(first.to_string()),
            other: Arg::Str(other.to_string()),
        }
        .into(),
        Fault::Undeclared(p) => m::p_pg_undeclared(p.clone()),
        Fault::Unused(p) => m::p_pg_unused(p.clone()),
        Fault::NoSuchCursor(p) => m::p_pg_no_cursor(p.clone()),
        Fault::NoSuchNext(c) => m::p_pg_no_next(c.clone()),
        Fault::BadDefault(d) => m::p_pg_bad_default(d.clone()),
        Fault::Draws(c) => m::p_pg_draws(c.clone()),
        Fault::BadRef(r) => m::p_pg_bad_ref(r.clone()),
        Fault::Sql(why) => m::p_pg_sql(why.clone()),
        Fault::Makes(what) => m::p_pg_makes(what.clone()),
    }
}

/// A scenario step the defined playground would not take.
pub fn bad_command(command: &str, e: &LineError) -> Message {
    m::PBadPlayCommand {
        command,
        why: Arg::from(line_error(e)),
    }
    .into()
}

/// Why a line is not a command of a defined playground, in the words the follow graph's
/// refusals use: for lint and for the playground's own report.
pub fn line_error(e: &LineError) -> Message {
    match e {
        LineError::Empty => m::play_empty(),
        LineError::Unknown {
            word,
            near: Some(near),
        } => m::PlayUnknownNear {
            word: word.as_str(),
            near: near.as_str(),
        }
        .into(),
        LineError::Unknown { word, near: None } => m::play_unknown(word.clone()),
        LineError::Missing { what, .. } => m::play_missing(what.clone()),
        LineError::Bad { what, value, .. } => m::PlayBad {
            what: what.as_str(),
            value: value.as_str(),
        }
        .into(),
        LineError::TooMany { extra, .. } => m::play_too_many(extra.clone()),
    }
}
