//! A run's charts as text, so the screen and a pipe show the same: a sparkline for each time
//! series (feed writes, index lookups, queue lag, cache memory) and a bar for each partition
//! of the fan-out queue by the most writes it held at once.

use super::words::{bytes, duration, label};
use crate::app::doc::{Doc, Tone, span};
use crate::app::render::play_report::line;
use crate::core::feed::Figures;
use crate::core::message as m;
use crate::i18n::I18n;

const TICKS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];
/// Partitions drawn at most; the rest are summed up in a line.
const SHOWN: usize = 16;

/// `values` squeezed into `width` columns (each the largest of its share), as ticks.
pub fn sparkline(values: &[u64], width: usize) -> String {
    if values.is_empty() || width == 0 {
        return String::new();
    }
    let cols = values.len().min(width);
    let per = values.len().div_ceil(cols);
    let points: Vec<u64> = values
        .chunks(per)
        .map(|c| c.iter().copied().max().unwrap_or(0))
        .collect();
    let top = points.iter().copied().max().unwrap_or(0);
    points
        .iter()
        .map(|&v| {
            if top == 0 || v == 0 {
                ' '
            } else {
                let k = ((v as f64 / top as f64) * 7.0).round() as usize;
                TICKS[k.min(7)]
            }
        })
        .collect()
}

/// The four time series, each a title with its peak and a sparkline under it.
pub fn series(doc: &mut Doc, i18n: &I18n, f: &Figures, width: usize) {
    let s = &f.series;
    let step = s.step.max(1);
    let per_second = |v: &Vec<u64>| v.iter().map(|x| x / step).collect::<Vec<u64>>();
    let charts = [
        (m::feed_chart_writes(), per_second(&s.writes), false),
        (m::feed_chart_lookups(), per_second(&s.lookups), false),
        (m::feed_chart_lag(), s.lag.clone(), false),
        (m::feed_chart_memory(), s.memory.clone(), true),
    ];
    for (title, values, is_bytes) in charts {
        let top = values.iter().copied().max().unwrap_or(0);
        if top == 0 {
            continue;
        }
        let peak = if is_bytes {
            bytes(i18n, top as f64)
        } else {
            i18n.int(top)
        };
        let head = format!(
            "{} · {}",
            i18n.msg(&title),
            i18n.msg(&m::feed_chart_peak(peak))
        );
        line(doc, vec![span(head, Tone::Label)], width);
        let spark = sparkline(&values, width.saturating_sub(2).max(1));
        doc.push(
            crate::core::lesson::Part::Title,
            vec![span(format!(" {spark}"), Tone::Accent)],
        );
    }
}

/// The queue's partitions by the most writes they held at once, busiest first.
pub fn partitions(doc: &mut Doc, i18n: &I18n, f: &Figures, width: usize) {
    let Some((worst, lag)) = f.worst_lag() else {
        return;
    };
    if lag.max_pending == 0 {
        let said = i18n.msg(&m::feed_lag_none());
        line(
            doc,
            vec![label(i18n, m::feed_label_lag()), span(said, Tone::Text)],
            width,
        );
        return;
    }
    let said = i18n.msg(
        &m::FeedLag {
            part: format!("p{worst}"),
            writes: i18n.int(lag.max_pending),
            wait: duration(i18n, lag.max_wait),
        }
        .into(),
    );
    line(
        doc,
        vec![label(i18n, m::feed_label_lag()), span(said, Tone::Warning)],
        width,
    );
    line(
        doc,
        vec![span(i18n.msg(&m::feed_chart_parts()), Tone::Label)],
        width,
    );
    let mut order: Vec<usize> = (0..f.lag.len()).collect();
    order.sort_by_key(|&p| (std::cmp::Reverse(f.lag[p].max_pending), p));
    let numbers: Vec<String> = f.lag.iter().map(|l| i18n.int(l.max_pending)).collect();
    let num_w = numbers.iter().map(|n| n.chars().count()).max().unwrap_or(1);
    let bar_w = width.saturating_sub(6 + num_w + 2).clamp(1, 40);
    for &p in order.iter().take(SHOWN) {
        let share = f.lag[p].max_pending as f64 / lag.max_pending as f64;
        let cells = (share * bar_w as f64).round() as usize;
        let bar = format!("{:<bar_w$}", "█".repeat(cells));
        let text = format!("p{p:<4} {bar} {:>num_w$}", numbers[p]);
        let tone = if p == worst {
            Tone::Warning
        } else {
            Tone::Accent
        };
        doc.push(crate::core::lesson::Part::Title, vec![span(text, tone)]);
    }
    if f.lag.len() > SHOWN {
        let more = i18n.msg(&m::play_parts_more(i18n.int((f.lag.len() - SHOWN) as u64)));
        line(doc, vec![span(more, Tone::Muted)], width);
    }
}

#[cfg(test)]
mod tests {
    use super::sparkline;

    #[test]
    fn a_sparkline_scales_to_its_peak_and_squeezes_into_its_width() {
        assert_eq!(sparkline(&[0, 1, 2, 4, 8], 10), " ▂▃▅█");
        // Two columns of two values each: the peak 9, then 1, a ninth of it: the second tick.
        assert_eq!(sparkline(&[1, 9, 1, 1], 2), "█▂");
        assert_eq!(sparkline(&[], 5), "");
    }
}
