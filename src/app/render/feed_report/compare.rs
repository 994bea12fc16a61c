//! Three runs on the same workload side by side: one row a figure, one column a strategy.

use super::words::{bytes, duration, head, model, strategy};
use crate::app::doc::{Doc, Tone, span};
use crate::app::render::play_report::line;
use crate::core::feed::Run;
use crate::core::message::{self as m, Message};
use crate::core::wrap;
use crate::i18n::I18n;

type Cell = fn(&I18n, &Run) -> String;

fn per_s(i18n: &I18n, r: &Run, n: u64) -> String {
    i18n.int((n as f64 / r.figures.seconds.max(1) as f64).round() as u64)
}

/// A latency in the table: "at once" where nothing waited (fan-out on read assembles a
/// feed when it is opened), as the single run's report says.
fn latency(i18n: &I18n, h: &crate::core::feed::hist::Percentiles, at: f64) -> String {
    if h.samples == 0 {
        i18n.msg(&m::feed_cmp_at_once())
    } else {
        duration(i18n, at)
    }
}

/// Rows: a label naming its statistic (average, p50, p99, peak) and how to read each
/// run's value.
fn figures() -> Vec<(Message, Cell)> {
    vec![
        (m::feed_cmp_writes(), |i, r| {
            per_s(i, r, r.figures.feed_writes)
        }),
        (m::feed_cmp_lookups(), |i, r| per_s(i, r, r.figures.lookups)),
        (m::feed_cmp_reads(), |i, r| {
            per_s(i, r, r.figures.list_reads)
        }),
        (m::feed_cmp_biggest(), |i, r| {
            i.int(r.figures.max_post_writes)
        }),
        (m::feed_cmp_visible_p50(), |i, r| {
            latency(i, &r.figures.visible, r.figures.visible.p50)
        }),
        (m::feed_cmp_visible_p99(), |i, r| {
            latency(i, &r.figures.visible, r.figures.visible.p99)
        }),
        (m::feed_cmp_open_p50(), |i, r| {
            duration(i, r.figures.open_latency.p50)
        }),
        (m::feed_cmp_open_p99(), |i, r| {
            duration(i, r.figures.open_latency.p99)
        }),
        (m::feed_cmp_lag(), |i, r| {
            i.int(r.figures.worst_lag().map_or(0, |(_, l)| l.max_pending))
        }),
        (m::feed_cmp_memory(), |i, r| {
            bytes(i, r.figures.memory.id_bytes as f64)
        }),
    ]
}

pub fn table(doc: &mut Doc, i18n: &I18n, runs: &[Run], width: usize) {
    let Some(first) = runs.first() else { return };
    line(
        doc,
        vec![span(i18n.msg(&m::feed_compare()), Tone::Heading)],
        width,
    );
    line(doc, vec![span(head(i18n, first), Tone::Muted)], width);
    let mut grid: Vec<Vec<String>> = vec![
        std::iter::once(i18n.msg(&m::feed_col_figure()))
            .chain(runs.iter().map(|r| short(i18n, r)))
            .collect(),
    ];
    for (label, cell) in figures() {
        let mut row = vec![i18n.msg(&label)];
        row.extend(runs.iter().map(|r| cell(i18n, r)));
        grid.push(row);
    }
    let cols = grid[0].len();
    let widths: Vec<usize> = (0..cols)
        .map(|c| grid.iter().map(|r| wrap::width(&r[c])).max().unwrap_or(0))
        .collect();
    for (k, row) in grid.iter().enumerate() {
        let text: Vec<String> = row
            .iter()
            .zip(&widths)
            .enumerate()
            .map(|(c, (s, w))| {
                let pad = w.saturating_sub(wrap::width(s));
                if c == 0 {
                    format!("{s}{}", " ".repeat(pad))
                } else {
                    format!("{}{s}", " ".repeat(pad))
                }
            })
            .collect();
        let tone = if k == 0 {
            Tone::TableHeader
        } else {
            Tone::Text
        };
        let t = wrap::ellipsize(&text.join("  "), width);
        doc.push(crate::core::lesson::Part::Title, vec![span(t, tone)]);
    }
    line(
        doc,
        vec![span(model(i18n, &first.params), Tone::Muted)],
        width,
    );
}

/// A column's header: the strategy's first word (and the hybrid's threshold).
fn short(i18n: &I18n, r: &Run) -> String {
    let s = r.params.strategy;
    match s {
        crate::core::feed::Strategy::Hybrid { threshold } => {
            format!("hybrid ≤{}", i18n.int(threshold))
        }
        _ => {
            let full = strategy(i18n, s);
            full.split_whitespace().last().unwrap_or(&full).to_string()
        }
    }
}
