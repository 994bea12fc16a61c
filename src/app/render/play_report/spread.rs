//! A partitioned command's extra lines: for each step, the partitions it touched (one, or
//! a scatter-gather with its slowest part, since a scattered read is as slow as that) and,
//! with `explain on`, what each partition did; and per-partition charts, as bars on the
//! screen and as a table in line mode.

use super::notes_parts::chart_title;
use super::parts::{Charts, int, line};
use crate::app::doc::{Doc, Tone, span};
use crate::core::message as m;
use crate::core::play::report::{Chart, Note, Report, Spread, Step};
use crate::i18n::I18n;

/// Partitions listed one by one at most; a scatter over more shows the slowest ones.
const LISTED: usize = 8;

fn ms(i18n: &I18n, micros: u64) -> String {
    i18n.decimal(micros as f64 / 1000.0)
}

fn step_name(s: Step) -> m::Message {
    match s {
        Step::Read => m::play_step_read(),
        Step::Write => m::play_step_write(),
        Step::ReverseWrite => m::play_step_reverse_write(),
        Step::ReverseRead => m::play_step_reverse_read(),
        Step::IndexWrite => m::play_step_index_write(),
        Step::IndexRead => m::play_step_index_read(),
        Step::BackToTable => m::play_step_back(),
        Step::Relay => m::play_step_relay(),
        Step::Move => m::play_step_move(),
        Step::Compare => m::play_step_compare(),
    }
}

pub fn spread(doc: &mut Doc, i18n: &I18n, s: &Spread, width: usize, explain: bool) {
    let step = i18n.msg(&step_name(s.step));
    let said = match (s.parts.as_slice(), s.slowest()) {
        _ if s.step == Step::Compare => m::PlaySpreadCompare {
            step,
            rows: int(i18n, s.rows()),
            of: int(i18n, u64::from(s.of)),
            ms: ms(i18n, s.wall_micros),
        }
        .into(),
        ([one], _) => m::PlaySpreadOne {
            step,
            partition: one.partition.to_string(),
            of: int(i18n, u64::from(s.of)),
            ms: ms(i18n, s.wall_micros),
        }
        .into(),
        (_, Some(slow)) => m::PlaySpreadMany {
            step,
            touched: int(i18n, s.parts.len() as u64),
            of: int(i18n, u64::from(s.of)),
            rows: int(i18n, s.rows()),
            ms: ms(i18n, s.wall_micros),
            slowest: slow.partition.to_string(),
            slowest_ms: ms(i18n, slow.micros),
        }
        .into(),
        _ => return,
    };
    let tone = if s.parts.len() > 1 {
        Tone::Warning
    } else {
        Tone::Accent
    };
    line(doc, vec![span(i18n.msg(&said), tone)], width);
    if !explain || s.parts.len() < 2 || s.step == Step::Compare {
        return;
    }
    // The slowest partitions when there are many, listed in partition order.
    let mut shown: Vec<_> = s.parts.iter().collect();
    shown.sort_by_key(|p| std::cmp::Reverse(p.micros));
    shown.truncate(LISTED);
    shown.sort_by_key(|p| p.partition);
    for p in &shown {
        let text = i18n.msg(
            &m::PlayPartCost {
                partition: p.partition.to_string(),
                rows: int(i18n, p.rows),
                steps: int(i18n, p.vm_steps),
                scanned: int(i18n, p.fullscan_steps),
                ms: ms(i18n, p.micros),
            }
            .into(),
        );
        line(doc, vec![span(format!("  {text}"), Tone::Muted)], width);
    }
    if s.parts.len() > shown.len() {
        let more = (s.parts.len() - shown.len()) as u64;
        let text = i18n.msg(&m::play_parts_more(int(i18n, more)));
        line(doc, vec![span(format!("  {text}"), Tone::Muted)], width);
    }
}

/// One bar per partition, scaled to the largest; the figure after it.
pub fn chart(doc: &mut Doc, i18n: &I18n, r: &Report, c: &Chart, width: usize, how: Charts) {
    line(
        doc,
        vec![span(i18n.msg(&chart_title(&c.kind)), Tone::Label)],
        width,
    );
    let max = c.values.iter().copied().max().unwrap_or(0).max(1);
    let total: u64 = c.values.iter().sum::<u64>().max(1);
    let figures: Vec<String> = c.values.iter().map(|v| i18n.text(&int(i18n, *v))).collect();
    let fig_w = figures.iter().map(|f| f.chars().count()).max().unwrap_or(1);
    for (p, (v, f)) in c.values.iter().zip(&figures).enumerate() {
        let share = i18n.decimal((*v * 1000 / total) as f64 / 10.0);
        let text = match how {
            Charts::Table => format!("p{p:<3} {f:>fig_w$}  {share:>5} %"),
            Charts::Bars => {
                // Eighths of a cell, so small differences show.
                let room = width.saturating_sub(fig_w + 16).max(4) as u64;
                let eighths = v * room * 8 / max;
                let mut bar = "█".repeat((eighths / 8) as usize);
                if let Some(part) = [' ', '▏', '▎', '▍', '▌', '▋', '▊', '▉']
                    .get((eighths % 8) as usize)
                    .filter(|c| **c != ' ')
                {
                    bar.push(*part);
                }
                let pad = room as usize + 1 - bar.chars().count().min(room as usize + 1);
                format!("p{p:<3} {bar}{} {f:>fig_w$} {share:>5} %", " ".repeat(pad))
            }
        };
        let tone = if *v == max && c.values.len() > 1 {
            Tone::Warning
        } else {
            Tone::Text
        };
        doc.push(crate::core::lesson::Part::Title, vec![span(text, tone)]);
    }
    // The busiest partition's share, under its chart.
    for n in &r.notes {
        if let Note::Hottest { kind, .. } = n
            && *kind == c.kind
        {
            let (text, tone) = super::notes::note(i18n, n);
            line(doc, vec![span(text, tone)], width);
        }
    }
}
