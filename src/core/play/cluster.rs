//! Reading the commands of the partitioned store: `partition`, `hotspot`, `buckets`,
//! `workload`, the reverse table and how it is kept in step, and the global index.

use super::model::{Command, MAX_BUCKETS, MAX_OPS, MAX_PARTITIONS, ParseError, PartKey, SyncMode};
use super::parse::{Words, read_count};

pub(super) fn reverse(w: &Words<'_>) -> Result<Command, ParseError> {
    w.done(2, &[])?;
    word(w, 0, "table", &["table"])?;
    Ok(Command::ReverseTable(w.on_off(1, "on|off")?))
}

pub(super) fn sync(w: &Words<'_>) -> Result<Command, ParseError> {
    w.done(1, &[])?;
    let mode = match word(w, 0, "mode", &["dual-write", "outbox", "cdc"])? {
        "dual-write" => SyncMode::DualWrite,
        "outbox" => SyncMode::Outbox,
        _ => SyncMode::Cdc,
    };
    Ok(Command::Sync(mode))
}

pub(super) fn fault(w: &Words<'_>) -> Result<Command, ParseError> {
    w.done(1, &[])?;
    word(w, 0, "fault", &["after-first-write"])?;
    Ok(Command::Fault)
}

/// The plain word at `i`, which must be one of `allowed`.
fn word<'a>(
    w: &Words<'a>,
    i: usize,
    what: &'static str,
    allowed: &[&str],
) -> Result<&'a str, ParseError> {
    match w.plain.get(i).copied() {
        Some(v) if allowed.contains(&v) => Ok(v),
        Some(v) => Err(w.bad(what, v)),
        None => Err(ParseError::Missing {
            command: w.command,
            what,
        }),
    }
}

/// A whole number word at `i`, within `range`.
fn count_at(
    w: &Words<'_>,
    i: usize,
    what: &'static str,
    range: std::ops::RangeInclusive<u64>,
) -> Result<u64, ParseError> {
    let Some(v) = w.plain.get(i) else {
        return Err(ParseError::Missing {
            command: w.command,
            what,
        });
    };
    match read_count(v) {
        Some(n) if range.contains(&n) => Ok(n),
        _ => Err(w.bad(what, v)),
    }
}

/// `partition N by follower|followee`.
pub(super) fn partition(w: &Words<'_>) -> Result<Command, ParseError> {
    w.done(3, &[])?;
    let n = count_at(w, 0, "N", 1..=u64::from(MAX_PARTITIONS))? as u32;
    word(w, 1, "by", &["by"])?;
    let by = match word(w, 2, "follower|followee", &["follower", "followee"])? {
        "follower" => PartKey::Follower,
        _ => PartKey::Followee,
    };
    Ok(Command::Partition { n, by })
}

/// `buckets K for accounts over T followers`, or `buckets off`.
pub(super) fn buckets(w: &Words<'_>) -> Result<Command, ParseError> {
    if w.plain.first() == Some(&"off") {
        w.done(1, &[])?;
        return Ok(Command::Buckets(None));
    }
    w.done(6, &[])?;
    let k = count_at(w, 0, "K", 2..=u64::from(MAX_BUCKETS))? as u32;
    word(w, 1, "for", &["for"])?;
    word(w, 2, "accounts", &["accounts"])?;
    word(w, 3, "over", &["over"])?;
    let over = count_at(w, 4, "T", 1..=u64::MAX)?;
    word(w, 5, "followers", &["followers"])?;
    Ok(Command::Buckets(Some((k, over))))
}

/// `workload [ops=N] [reads=PERCENT] [seed=S]`.
pub(super) fn workload(w: &Words<'_>) -> Result<Command, ParseError> {
    w.done(0, &["ops", "reads", "seed"])?;
    let ops = w.number("ops")?.unwrap_or(10_000);
    if ops == 0 || ops > MAX_OPS {
        return Err(w.bad("ops", &ops.to_string()));
    }
    let reads = w.number("reads")?.unwrap_or(90);
    if reads > 100 {
        return Err(w.bad("reads", &reads.to_string()));
    }
    let seed = w.number("seed")?.unwrap_or(1);
    Ok(Command::Workload { ops, reads, seed })
}

/// `relay`, `relay lag=N` or `relay replay`.
pub(super) fn relay(w: &Words<'_>) -> Result<Command, ParseError> {
    w.done(1, &["lag"])?;
    let replay = match w.plain.first().copied() {
        None => false,
        Some("replay") => true,
        Some(v) => return Err(w.bad("relay", v)),
    };
    let lag = w.number("lag")?;
    if lag.is_some_and(|l| l > 1_000_000) {
        return Err(w.bad("lag", &lag.unwrap_or(0).to_string()));
    }
    if replay && lag.is_some() {
        return Err(ParseError::TooMany {
            command: w.command,
            extra: "replay".to_string(),
        });
    }
    Ok(Command::Relay { lag, replay })
}

/// `gsi on followee [covering]` or `gsi off`.
pub(super) fn gsi(w: &Words<'_>) -> Result<Command, ParseError> {
    if !w.on_off(0, "on|off")? {
        w.done(1, &[])?;
        return Ok(Command::Gsi(None));
    }
    w.done(3, &[])?;
    word(w, 1, "followee", &["followee"])?;
    let covering = match w.plain.get(2).copied() {
        None => false,
        Some("covering") => true,
        Some(v) => return Err(w.bad("covering", v)),
    };
    Ok(Command::Gsi(Some(covering)))
}
