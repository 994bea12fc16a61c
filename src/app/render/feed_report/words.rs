//! Figures in words the reader reads at a glance (durations from µs to hours, bytes from B
//! to TB, a strategy's name), and the labelled lines every part of a report starts with.
//! A leaf: the report and its charts and comparison use it; it uses none of them.

use crate::app::doc::{Span, Tone, span};
use crate::core::feed::{Params, Run, Strategy};
use crate::core::message::{self as m, Message};
use crate::i18n::I18n;

/// A duration given in microseconds: `850 µs`, `5.2 ms`, `1.5 s`, `3.3 min`, `2 h` (in
/// Indonesian `1,5 dtk`, `3,3 mnt`, `2 jam`).
pub fn duration(i18n: &I18n, us: f64) -> String {
    let (x, unit, seconds) = if us < 1_000.0 {
        (us, "µs", 1e-6)
    } else if us < 1e6 {
        (us / 1e3, "ms", 1e-3)
    } else if us < 60e6 {
        (us / 1e6, "s", 1.0)
    } else if us < 3_600e6 {
        (us / 60e6, "min", 60.0)
    } else {
        (us / 3_600e6, "h", 3_600.0)
    };
    // The reader's word for the unit (`mnt`, `jam` in Indonesian), as every screen writes it.
    let unit = crate::core::figure::time_unit(i18n, unit, seconds);
    let digits = if x >= 100.0 {
        i18n.int(x.round() as u64)
    } else {
        crate::core::numfmt::decimal(x, 1, i18n.lang())
    };
    format!("{digits} {unit}")
}

/// Bytes in decimal units, as the lesson counts (64 GB = 64 × 10⁹ bytes).
pub fn bytes(i18n: &I18n, b: f64) -> String {
    const UNITS: [&str; 6] = ["B", "kB", "MB", "GB", "TB", "PB"];
    let mut x = b;
    let mut u = 0;
    while x >= 1_000.0 && u + 1 < UNITS.len() {
        x /= 1_000.0;
        u += 1;
    }
    let digits = if u == 0 {
        i18n.int(x as u64)
    } else {
        crate::core::numfmt::decimal(x, 1, i18n.lang())
    };
    format!("{digits} {}", UNITS[u])
}

pub fn strategy(i18n: &I18n, s: Strategy) -> String {
    i18n.msg(&match s {
        Strategy::Read => m::feed_strategy_read(),
        Strategy::Write => m::feed_strategy_write(),
        Strategy::Hybrid { threshold } => m::feed_strategy_hybrid(i18n.int(threshold)),
    })
}

/// Labels are padded to this width, so values line up.
const LABEL: usize = 15;

/// A label padded with non-breaking spaces, so a wrapped value keeps its column.
pub(super) fn label(i18n: &I18n, said: Message) -> Span {
    let t = i18n.msg(&said);
    // At least one space, when a label is as long as the column or longer.
    let pad = LABEL.saturating_sub(crate::core::wrap::width(&t)).max(1);
    span(format!("{t}{}", "\u{a0}".repeat(pad)), Tone::Label)
}

/// The first line of a run: what ran, on what, for how long.
pub(super) fn head(i18n: &I18n, r: &Run) -> String {
    let p = &r.params;
    i18n.msg(
        &m::FeedHead {
            strategy: strategy(i18n, p.strategy),
            users: i18n.int(p.graph.users),
            follows: i18n.int(r.figures.edges),
            per: i18n.decimal(r.figures.edges as f64 / p.graph.users.max(1) as f64),
            seconds: duration(i18n, r.figures.seconds as f64 * 1e6),
            wall: duration(i18n, r.wall_ms as f64 * 1e3),
            store: r.store.clone(),
        }
        .into(),
    )
}

/// The cost model in one sentence.
pub(super) fn model(i18n: &I18n, p: &Params) -> String {
    let c = p.cost;
    i18n.msg(
        &m::FeedModel {
            lookup: duration(i18n, c.lookup),
            write: duration(i18n, c.write),
            read: duration(i18n, c.read),
            merge: duration(i18n, c.merge),
        }
        .into(),
    )
}
