//! What each playground note says, in the reader's language: a table from the notes the
//! playground reports to their sentences and tones (data, one arm per kind of note).

use super::report::{help, id, int};
use crate::app::doc::Tone;
use crate::core::play;
use crate::core::play_report::Note;
use crate::i18n::{Arg, I18n, ids};

/// A note in words, and how it is coloured.
pub fn note(i18n: &I18n, n: &Note) -> (String, Tone) {
    let ok = Tone::Heading;
    match n {
        Note::Followed { a, b } => (
            i18n.ta(ids::PLAY_FOLLOWED, &[("a", id(*a)), ("b", id(*b))]),
            ok,
        ),
        Note::AlreadyFollows { a, b } => (
            i18n.ta(ids::PLAY_ALREADY_FOLLOWS, &[("a", id(*a)), ("b", id(*b))]),
            Tone::Warning,
        ),
        Note::Unfollowed { a, b } => (
            i18n.ta(ids::PLAY_UNFOLLOWED, &[("a", id(*a)), ("b", id(*b))]),
            ok,
        ),
        Note::NotFollowing { a, b } => (
            i18n.ta(ids::PLAY_NOT_FOLLOWING, &[("a", id(*a)), ("b", id(*b))]),
            Tone::Warning,
        ),
        Note::SelfFollow => (i18n.t(ids::PLAY_SELF_FOLLOW), Tone::Error),
        Note::NoSuchUser { id: u, users } => (
            i18n.ta(
                ids::PLAY_NO_SUCH_USER,
                &[("id", id(*u)), ("users", int(i18n, *users))],
            ),
            Tone::Error,
        ),
        Note::NoUsers => (i18n.t(ids::PLAY_NO_USERS), Tone::Error),
        Note::NextCursor(c) => (
            i18n.ta(ids::PLAY_NEXT_CURSOR, &[("cursor", id(*c))]),
            Tone::Muted,
        ),
        Note::EndOfList => (i18n.t(ids::PLAY_END_OF_LIST), Tone::Muted),
        Note::ReverseIndex { on, changed } => {
            let which = match (on, changed) {
                (true, true) => ids::PLAY_INDEX_CREATED,
                (false, true) => ids::PLAY_INDEX_DROPPED,
                (true, false) => ids::PLAY_INDEX_ALREADY_ON,
                (false, false) => ids::PLAY_INDEX_ALREADY_OFF,
            };
            (i18n.t(which), ok)
        }
        Note::Count {
            user,
            exact,
            counter,
            pending,
        } => {
            let stale = u64::try_from(*counter).ok() != Some(*exact);
            let text = i18n.ta(
                if stale {
                    ids::PLAY_COUNT_STALE
                } else {
                    ids::PLAY_COUNT
                },
                &[
                    ("user", id(*user)),
                    ("exact", int(i18n, *exact)),
                    ("counter", Arg::Str(i18n.int(counter.unsigned_abs()))),
                    ("pending", int(i18n, *pending)),
                ],
            );
            (text, if stale { Tone::Warning } else { ok })
        }
        Note::CountersLag { lag, pending } => (
            i18n.ta(
                ids::PLAY_LAG,
                &[("lag", int(i18n, *lag)), ("pending", int(i18n, *pending))],
            ),
            ok,
        ),
        Note::Repaired { users, drift } => (
            i18n.ta(
                ids::PLAY_REPAIRED,
                &[("users", int(i18n, *users)), ("drift", int(i18n, *drift))],
            ),
            ok,
        ),
        Note::Mutual { count } => (
            i18n.ta(ids::PLAY_MUTUAL, &[("count", int(i18n, *count))]),
            ok,
        ),
        Note::Fof {
            found,
            edges,
            hops,
            capped,
        } => {
            let mut t = i18n.ta(
                ids::PLAY_FOF,
                &[
                    ("found", int(i18n, *found)),
                    ("edges", int(i18n, *edges)),
                    ("hops", Arg::from(usize::from(*hops))),
                ],
            );
            if *capped {
                t = format!("{t} {}", i18n.t(ids::PLAY_FOF_CAPPED));
            }
            (t, ok)
        }
        Note::TooManyHops { estimate } => (
            i18n.ta(
                ids::PLAY_TOO_MANY_HOPS,
                &[("estimate", int(i18n, *estimate))],
            ),
            Tone::Warning,
        ),
        Note::GenTooBig {
            edges,
            limit,
            in_memory,
        } => {
            let bytes = edges.saturating_mul(crate::core::play::EDGE_BYTES);
            let secs = edges / crate::core::play::EDGES_PER_SECOND.max(1);
            let args = [
                ("edges", int(i18n, *edges)),
                ("limit", int(i18n, *limit)),
                (
                    "size",
                    Arg::Str(format!("{} GB", i18n.decimal(bytes as f64 / 1e9))),
                ),
                ("seconds", int(i18n, secs)),
            ];
            let id = if *in_memory {
                ids::PLAY_GEN_TOO_BIG_MEMORY
            } else {
                ids::PLAY_GEN_TOO_BIG_FILE
            };
            (i18n.ta(id, &args), Tone::Error)
        }
        Note::Generated {
            users,
            edges,
            millis,
        } => {
            let rate = if *millis > 0 {
                edges.saturating_mul(1000) / millis
            } else {
                *edges
            };
            let secs = i18n.decimal(*millis as f64 / 1000.0);
            (
                i18n.ta(
                    ids::PLAY_GENERATED,
                    &[
                        ("users", int(i18n, *users)),
                        ("edges", int(i18n, *edges)),
                        ("seconds", Arg::Str(secs)),
                        ("rate", int(i18n, rate)),
                    ],
                ),
                ok,
            )
        }
        Note::Explain(on) => (
            i18n.t(if *on {
                ids::PLAY_EXPLAIN_ON
            } else {
                ids::PLAY_EXPLAIN_OFF
            }),
            ok,
        ),
        Note::Reset => (i18n.t(ids::PLAY_RESET), ok),
        Note::SqlRows { rows } => (
            i18n.ta(ids::PLAY_SQL_ROWS, &[("rows", int(i18n, *rows))]),
            Tone::Muted,
        ),
        Note::SqlChanged { rows } => (
            i18n.ta(ids::PLAY_SQL_CHANGED, &[("rows", int(i18n, *rows))]),
            ok,
        ),
        Note::Interrupted { millis } => (
            i18n.ta(ids::PLAY_INTERRUPTED, &[("ms", int(i18n, *millis))]),
            Tone::Error,
        ),
        Note::Refused { what } => (
            i18n.ta(ids::PLAY_REFUSED, &[("what", Arg::Str(what.clone()))]),
            Tone::Error,
        ),
        Note::OneStatement => (i18n.t(ids::PLAY_ONE_STATEMENT), Tone::Error),
        Note::SqlError { message } => (
            i18n.ta(
                ids::PLAY_SQL_ERROR,
                &[("message", Arg::Str(message.clone()))],
            ),
            Tone::Error,
        ),
        Note::Unchanged => (i18n.t(ids::PLAY_UNCHANGED), Tone::Muted),
        Note::Stats(sizes) => {
            let lines: Vec<String> = sizes
                .iter()
                .map(|s| {
                    i18n.ta(
                        ids::PLAY_STATS_LINE,
                        &[
                            ("name", Arg::Str(s.name.clone())),
                            (
                                "kind",
                                Arg::Str(i18n.t(if s.kind == "index" {
                                    ids::PLAY_KIND_INDEX
                                } else {
                                    ids::PLAY_KIND_TABLE
                                })),
                            ),
                            ("rows", int(i18n, s.rows.unwrap_or(0))),
                            ("bytes", int(i18n, s.bytes)),
                        ],
                    )
                })
                .collect();
            (lines.join("\n"), Tone::Text)
        }
        Note::Help(topic) => (help(i18n, topic.as_deref()), Tone::Text),
        Note::Parse(e) => (i18n.play_parse_error(e), Tone::Error),
        Note::Usage(c) => (
            i18n.ta(
                ids::PLAY_USAGE,
                &[("usage", Arg::Str(play::usage(c).unwrap_or(c).to_string()))],
            ),
            Tone::Muted,
        ),
    }
}
