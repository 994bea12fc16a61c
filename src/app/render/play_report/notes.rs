//! What each playground note says, in the reader's language: a table from the notes the
//! playground reports to their sentences and tones (data, one arm per kind of note).

use super::parts::{help, id, int};
use crate::app::doc::Tone;
use crate::core::message as m;
use crate::core::play;
use crate::core::play::report::Note;
use crate::i18n::I18n;

/// A note in words, and how it is coloured.
pub fn note(i18n: &I18n, n: &Note) -> (String, Tone) {
    if let Some(said) = super::notes_parts::part_note(i18n, n) {
        return said;
    }
    if let Note::Defined(d) = n {
        return super::notes_defined::defined_note(i18n, d);
    }
    let ok = Tone::Heading;
    match n {
        Note::Followed { a, b } => (
            i18n.msg(
                &m::PlayFollowed {
                    a: id(*a),
                    b: id(*b),
                }
                .into(),
            ),
            ok,
        ),
        Note::AlreadyFollows { a, b } => (
            i18n.msg(
                &m::PlayAlreadyFollows {
                    a: id(*a),
                    b: id(*b),
                }
                .into(),
            ),
            Tone::Warning,
        ),
        Note::Unfollowed { a, b } => (
            i18n.msg(
                &m::PlayUnfollowed {
                    a: id(*a),
                    b: id(*b),
                }
                .into(),
            ),
            ok,
        ),
        Note::NotFollowing { a, b } => (
            i18n.msg(
                &m::PlayNotFollowing {
                    a: id(*a),
                    b: id(*b),
                }
                .into(),
            ),
            Tone::Warning,
        ),
        Note::SelfFollow => (i18n.msg(&m::play_self_follow()), Tone::Error),
        Note::NoSuchUser { id: u, users } => (
            i18n.msg(
                &m::PlayNoSuchUser {
                    id: id(*u),
                    users: int(i18n, *users),
                }
                .into(),
            ),
            Tone::Error,
        ),
        Note::NoUsers => (i18n.msg(&m::play_no_users()), Tone::Error),
        Note::NextCursor(c) => (i18n.msg(&m::play_next_cursor(id(*c))), Tone::Muted),
        Note::EndOfList => (i18n.msg(&m::play_end_of_list()), Tone::Muted),
        Note::ReverseIndex { on, changed } => {
            let which = match (on, changed) {
                (true, true) => m::play_index_created(),
                (false, true) => m::play_index_dropped(),
                (true, false) => m::play_index_already_on(),
                (false, false) => m::play_index_already_off(),
            };
            (i18n.msg(&which), ok)
        }
        Note::Count {
            user,
            exact,
            counter,
            pending,
        } => {
            let stale = u64::try_from(*counter).ok() != Some(*exact);
            let (user, exact, pending) = (id(*user), int(i18n, *exact), int(i18n, *pending));
            let counter = i18n.int(counter.unsigned_abs());
            let said: m::Message = if stale {
                m::PlayCountStale {
                    user,
                    exact,
                    counter,
                    pending,
                }
                .into()
            } else {
                m::PlayCount { user, exact }.into()
            };
            let text = i18n.msg(&said);
            (text, if stale { Tone::Warning } else { ok })
        }
        Note::CountersLag { lag, pending } => (
            i18n.msg(
                &m::PlayLag {
                    lag: int(i18n, *lag),
                    pending: int(i18n, *pending),
                }
                .into(),
            ),
            ok,
        ),
        Note::Repaired { users, drift } => (
            i18n.msg(
                &m::PlayRepaired {
                    drift: int(i18n, *drift),
                    users: int(i18n, *users),
                }
                .into(),
            ),
            ok,
        ),
        Note::Mutual { count } => (i18n.msg(&m::play_mutual(int(i18n, *count))), ok),
        Note::Fof {
            user,
            found,
            edges,
            hops,
            capped,
        } => {
            let mut t = i18n.msg(
                &m::PlayFof {
                    user: id(*user),
                    edges: int(i18n, *edges),
                    found: int(i18n, *found),
                    hops: usize::from(*hops),
                }
                .into(),
            );
            if *capped {
                t = format!("{t} {}", i18n.msg(&m::play_fof_capped()));
            }
            (t, ok)
        }
        Note::TooManyHops { estimate } => (
            i18n.msg(&m::play_too_many_hops(int(i18n, *estimate))),
            Tone::Warning,
        ),
        Note::GenTooBig {
            edges,
            limit,
            in_memory,
        } => {
            let bytes = edges.saturating_mul(crate::core::play::EDGE_BYTES);
            let secs = edges / crate::core::play::EDGES_PER_SECOND.max(1);
            let (edges, limit) = (int(i18n, *edges), int(i18n, *limit));
            let size = format!("{} GB", i18n.decimal(bytes as f64 / 1e9));
            let seconds = int(i18n, secs);
            let said: m::Message = if *in_memory {
                m::PlayGenTooBigMemory {
                    edges,
                    limit,
                    size,
                    seconds,
                }
                .into()
            } else {
                m::PlayGenTooBigFile {
                    edges,
                    limit,
                    size,
                    seconds,
                }
                .into()
            };
            (i18n.msg(&said), Tone::Error)
        }
        Note::Generated {
            users,
            edges,
            millis,
        } => {
            // Under a millisecond there is no honest rate to give: say so instead of
            // "0 s" and a rate made up from it.
            if *millis == 0 {
                let said = m::PlayGeneratedInstant {
                    edges: int(i18n, *edges),
                    users: int(i18n, *users),
                };
                return (i18n.msg(&said.into()), ok);
            }
            let rate = edges.saturating_mul(1000) / millis;
            let secs = i18n.decimal(*millis as f64 / 1000.0);
            (
                i18n.msg(
                    &m::PlayGenerated {
                        edges: int(i18n, *edges),
                        rate: int(i18n, rate),
                        seconds: secs,
                        users: int(i18n, *users),
                    }
                    .into(),
                ),
                ok,
            )
        }
        Note::Explain(on) => (
            i18n.msg(&if *on {
                m::play_explain_on()
            } else {
                m::play_explain_off()
            }),
            ok,
        ),
        Note::Reset => (i18n.msg(&m::play_reset()), ok),
        Note::SqlRows { rows } => (i18n.msg(&m::play_sql_rows(int(i18n, *rows))), Tone::Muted),
        Note::SqlChanged { rows } => (i18n.msg(&m::play_sql_changed(int(i18n, *rows))), ok),
        Note::Cancelled => (i18n.msg(&m::play_cancelled()), Tone::Warning),
        Note::Interrupted { millis } => (
            i18n.msg(&m::play_interrupted(int(i18n, *millis))),
            Tone::Error,
        ),
        Note::Refused { what } => (i18n.msg(&m::play_refused(what.clone())), Tone::Error),
        Note::SchemaFixed { statement } => (
            i18n.msg(&m::play_schema_fixed(statement.clone())),
            Tone::Error,
        ),
        Note::OneStatement => (i18n.msg(&m::play_one_statement()), Tone::Error),
        Note::SqlError { message } => (i18n.msg(&m::play_sql_error(message.clone())), Tone::Error),
        Note::TooBig { bytes } => (
            i18n.msg(&m::play_guard_too_big(int(i18n, *bytes))),
            Tone::Error,
        ),
        Note::Unchanged => (i18n.msg(&m::play_unchanged()), Tone::Muted),
        Note::Stats(sizes) => {
            let lines: Vec<String> = sizes
                .iter()
                .map(|s| {
                    i18n.msg(
                        &m::PlayStatsLine {
                            bytes: int(i18n, s.bytes),
                            kind: i18n.msg(&if s.kind == "index" {
                                m::play_kind_index()
                            } else {
                                m::play_kind_table()
                            }),
                            name: s.name.clone(),
                            rows: int(i18n, s.rows.unwrap_or(0)),
                        }
                        .into(),
                    )
                })
                .collect();
            (lines.join("\n"), Tone::Text)
        }
        Note::Help(topic) => (help(i18n, topic.as_deref()), Tone::Text),
        Note::Parse(e) => (i18n.text(&e.text("\n")), Tone::Error),
        Note::Usage(c) => (
            i18n.msg(&m::play_usage(play::usage(c).unwrap_or(c).to_string())),
            Tone::Muted,
        ),
        // The partitioned store's notes are said by `part_note` above.
        _ => (String::new(), Tone::Muted),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::lang::Lang;

    #[test]
    fn a_graph_made_in_under_a_millisecond_gives_no_made_up_rate() {
        for lang in Lang::ALL {
            let i18n = I18n::new(lang);
            let said = |millis| {
                let n = Note::Generated {
                    users: 100,
                    edges: 292,
                    millis,
                };
                note(&i18n, &n).0
            };
            assert!(!said(0).contains("292 edge/"), "{}", said(0));
            assert!(!said(0).contains(" 0 "), "{}", said(0));
            assert!(
                said(4).contains("73.000") || said(4).contains("73,000"),
                "{}",
                said(4)
            );
        }
    }
}
