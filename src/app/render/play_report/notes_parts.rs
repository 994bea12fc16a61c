//! What the notes of the partitioned store say, in the reader's language (data: one arm per
//! kind of note), beside `notes` for the single store's.

use super::parts::{id, int};
use crate::app::doc::Tone;
use crate::core::message::{self as m, Message};
use crate::core::play::report::{ChartKind, Note};
use crate::core::play::{PartKey, SyncMode, Via};
use crate::i18n::I18n;

fn seconds(i18n: &I18n, millis: u64) -> String {
    i18n.decimal(millis as f64 / 1000.0)
}

/// The title of a chart.
pub fn chart_title(kind: &ChartKind) -> Message {
    match kind {
        ChartKind::Rows => m::play_chart_rows(),
        ChartKind::TableRows(t) => m::play_chart_table_rows(t.clone()),
        ChartKind::ReverseRows => m::play_chart_reverse_rows(),
        ChartKind::Reads => m::play_chart_reads(),
        ChartKind::Writes => m::play_chart_writes(),
        ChartKind::Capacity => m::play_chart_capacity(),
    }
}

/// A note of the partitioned store in words, or `None` for the single store's notes.
pub fn part_note(i18n: &I18n, n: &Note) -> Option<(String, Tone)> {
    let ok = Tone::Heading;
    let said: (Message, Tone) = match n {
        Note::Partitioned {
            n,
            by,
            edges,
            millis,
        } => (
            m::PlayPartitioned {
                n: int(i18n, u64::from(*n)),
                by: match by {
                    PartKey::Follower => "follower_id",
                    PartKey::Followee => "followee_id",
                },
                edges: int(i18n, *edges),
                seconds: seconds(i18n, *millis),
            }
            .into(),
            ok,
        ),
        Note::Unpartitioned { edges, millis } => (
            m::PlayUnpartitioned {
                edges: int(i18n, *edges),
                seconds: seconds(i18n, *millis),
            }
            .into(),
            ok,
        ),
        Note::NeedsPartitions => (m::play_needs_partitions(), Tone::Error),
        Note::NotOnPartitions => (m::play_not_on_partitions(), Tone::Warning),
        Note::Hottest {
            kind,
            partition,
            permille,
            n,
        } => {
            let even = 1000 / u64::from((*n).max(1));
            let tone = if *permille >= 2 * even && *n > 1 {
                Tone::Warning
            } else {
                Tone::Text
            };
            (
                m::PlayHottest {
                    kind: i18n.msg(&chart_title(kind)),
                    partition: partition.to_string(),
                    share: i18n.decimal(*permille as f64 / 10.0),
                    even: i18n.decimal(even as f64 / 10.0),
                }
                .into(),
                tone,
            )
        }
        Note::Bucketed {
            k,
            over,
            accounts,
            moved,
        } => (
            m::PlayBucketed {
                accounts: int(i18n, *accounts),
                over: int(i18n, *over),
                k: int(i18n, u64::from(*k)),
                moved: int(i18n, *moved),
            }
            .into(),
            ok,
        ),
        Note::BucketsOff { moved } => (m::play_buckets_off(int(i18n, *moved)), ok),
        Note::BucketsNeedFollowee => (m::play_buckets_need_followee(), Tone::Error),
        Note::Workload {
            ops,
            reads,
            writes,
            millis,
        } => (
            m::PlayWorkload {
                ops: int(i18n, *ops),
                reads: int(i18n, *reads),
                writes: int(i18n, *writes),
                seconds: seconds(i18n, *millis),
            }
            .into(),
            ok,
        ),
        Note::ReverseTable { on: true, rows } => (m::play_reverse_table_on(int(i18n, *rows)), ok),
        Note::ReverseTable { on: false, .. } => (m::play_reverse_table_off(), ok),
        Note::NeedsReverse => (m::play_needs_reverse(), Tone::Error),
        Note::SyncMode(mode) => (
            match mode {
                SyncMode::DualWrite => m::play_sync_dual_write(),
                SyncMode::Outbox => m::play_sync_outbox(),
                SyncMode::Cdc => m::play_sync_cdc(),
            },
            ok,
        ),
        Note::FaultArmed => (m::play_fault_armed(), Tone::Warning),
        Note::FaultHit { a, b } => (
            m::PlayFaultHit {
                a: id(*a),
                b: id(*b),
            }
            .into(),
            Tone::Error,
        ),
        Note::FaultRelay => (m::play_fault_relay(), Tone::Warning),
        Note::Waiting { waiting } => (m::play_waiting(int(i18n, *waiting)), Tone::Muted),
        Note::Relayed {
            applied,
            changed,
            waiting,
        } => (
            m::PlayRelayed {
                applied: int(i18n, *applied),
                changed: int(i18n, *changed),
                waiting: int(i18n, *waiting),
            }
            .into(),
            ok,
        ),
        Note::RelayLag { lag, waiting } => (
            m::PlayRelayLag {
                lag: int(i18n, *lag),
                waiting: int(i18n, *waiting),
            }
            .into(),
            ok,
        ),
        Note::Replayed { applied, changed } => (
            m::PlayReplayed {
                applied: int(i18n, *applied),
                changed: int(i18n, *changed),
            }
            .into(),
            ok,
        ),
        Note::NothingToReplay => (m::play_nothing_to_replay(), Tone::Warning),
        Note::Reconciled {
            missing,
            extra,
            counters,
        } => (
            m::PlayReconciled {
                missing: int(i18n, *missing),
                extra: int(i18n, *extra),
                counters: int(i18n, *counters),
            }
            .into(),
            ok,
        ),
        Note::Gsi { on: false, .. } => (m::play_gsi_off(), Tone::Muted),
        Note::Gsi {
            covering: true,
            rows,
            ..
        } => (m::play_gsi_covering(int(i18n, *rows)), ok),
        Note::Gsi { rows, .. } => (m::play_gsi_keys(int(i18n, *rows)), ok),
        Note::GsiNeedsFollower => (m::play_gsi_needs_follower(), Tone::Error),
        Note::TwoPhase { table, index } if table == index => {
            (m::play_two_phase_one(table.to_string()), Tone::Muted)
        }
        Note::TwoPhase { table, index } => (
            m::PlayTwoPhase {
                table: table.to_string(),
                index: index.to_string(),
            }
            .into(),
            Tone::Muted,
        ),
        Note::Load {
            nanos,
            per_partition,
            total,
            n,
        } => (
            m::PlayLoad {
                us: i18n.decimal(*nanos as f64 / 1000.0),
                per: int(i18n, *per_partition),
                n: int(i18n, u64::from(*n)),
                total: int(i18n, *total),
            }
            .into(),
            ok,
        ),
        Note::LeftAlone { path } => (m::play_guard_left_alone(path.clone()), Tone::Warning),
        Note::WorkloadStopped {
            done,
            ops,
            millis,
            asked,
        } => {
            let (done, ops) = (int(i18n, *done), int(i18n, *ops));
            let said: Message = if *asked {
                m::PlayGuardWorkloadCancelled { done, ops }.into()
            } else {
                let ms = int(i18n, *millis);
                m::PlayGuardWorkloadStopped { ms, done, ops }.into()
            };
            (said, Tone::Warning)
        }
        Note::Via(via) => (
            match via {
                Via::Reverse => m::play_via_reverse(),
                Via::Gsi => m::play_via_gsi(),
                _ => m::play_via_table(),
            },
            Tone::Muted,
        ),
        _ => return None,
    };
    Some((i18n.msg(&said.0), said.1))
}
