//! A playground report as lines, in the reader's language: the result table, what happened,
//! and for each statement its SQL, SQLite's query plan (a full `SCAN` stands out from a
//! `SEARCH ... USING INDEX`) and its cost. The TUI draws these lines; `latih play` prints
//! them as plain text, so both show the same.

mod notes;
mod notes_defined;
mod notes_parts;
mod parts;
mod spread;

use crate::app::doc::{Doc, Row, Tone, span};
use crate::core::lesson::Part;
use crate::core::message::{self as m, Message};
use crate::core::play::report::{Note, Query, Report};

use crate::core::wrap;
use crate::i18n::I18n;
pub use notes::note;
use parts::int;
pub(crate) use parts::line;
pub use parts::{Charts, help};

/// The lines of one report.
pub fn rows(i18n: &I18n, r: &Report, width: usize, charts: Charts) -> Vec<Row> {
    let mut doc = Doc::default();
    table(&mut doc, i18n, r, width);
    // A chart's busiest partition is said under the chart.
    for n in r
        .notes
        .iter()
        .filter(|n| !matches!(n, Note::Hottest { .. }))
    {
        let (text, tone) = note(i18n, n);
        for (k, part) in text.split('\n').enumerate() {
            let t = if k == 0 { tone } else { Tone::Text };
            line(&mut doc, vec![span(part.to_string(), t)], width);
        }
    }
    for c in &r.charts {
        spread::chart(&mut doc, i18n, r, c, width, charts);
    }
    for s in &r.spreads {
        spread::spread(&mut doc, i18n, s, width, r.explain);
    }
    if r.explain {
        for q in &r.queries {
            query(&mut doc, i18n, q, width);
        }
    }
    doc.rows
}

/// The result as aligned columns, with a rule under the header.
fn table(doc: &mut Doc, i18n: &I18n, r: &Report, width: usize) {
    if r.columns.is_empty() {
        return;
    }
    let heads: Vec<String> = match r.own_columns {
        true => (r.columns.iter())
            .map(|c| i18n.msg(&m::play_column(c.as_str())))
            .collect(),
        false => r.columns.clone(),
    };
    let n = heads.len();
    let mut widths: Vec<usize> = heads.iter().map(|c| wrap::width(c)).collect();
    for row in &r.rows {
        for (i, cell) in row.iter().enumerate().take(n) {
            widths[i] = widths[i].max(wrap::width(cell)).min(40);
        }
    }
    // One string a row, each cell cut to its column and padded.
    let cells = |cells: &[String]| -> String {
        let mut out = String::new();
        for (i, (c, w)) in cells.iter().zip(&widths).enumerate() {
            if i > 0 {
                out.push_str("  ");
            }
            let t = wrap::ellipsize(&wrap::sanitize(c), *w);
            out.push_str(&t);
            out.extend(std::iter::repeat_n(' ', w.saturating_sub(wrap::width(&t))));
        }
        out
    };
    let fit = |s: String| match wrap::width(&s) <= width {
        true => s,
        false => wrap::ellipsize(&s, width),
    };
    doc.push(
        Part::Title,
        vec![span(fit(cells(&heads)), Tone::TableHeader)],
    );
    let rule: Vec<String> = widths.iter().map(|w| "─".repeat(*w)).collect();
    doc.push(Part::Title, vec![span(fit(rule.join("  ")), Tone::Border)]);
    for row in &r.rows {
        doc.push(Part::Title, vec![span(fit(cells(row)), Tone::Text)]);
    }
}

fn query(doc: &mut Doc, i18n: &I18n, q: &Query, width: usize) {
    // Labels padded with non-breaking spaces, so wrapping keeps the column.
    let label = |said: Message| {
        let t = i18n.msg(&said);
        let pad = 7usize.saturating_sub(wrap::width(&t));
        span(format!("{t}{}", "\u{a0}".repeat(pad)), Tone::Label)
    };
    // On a partitioned store, the partition the statement (and its plan) is from.
    let sql = match q.partition {
        Some(p) => format!("[p{p}] {}", q.sql),
        None => q.sql.clone(),
    };
    line(
        doc,
        vec![label(m::play_sql()), span(sql, Tone::Code)],
        width,
    );
    for (k, step) in q.plan.iter().enumerate() {
        let head = if k == 0 {
            label(m::play_plan())
        } else {
            span("\u{a0}".repeat(7), Tone::Text)
        };
        // A full scan is what the lessons warn about: it stands out.
        let tone = if step.trim_start().starts_with("SCAN") {
            Tone::Warning
        } else {
            Tone::Accent
        };
        let step = step.replacen("  ", "\u{a0}\u{a0}", step.len());
        line(doc, vec![head, span(step, tone)], width);
    }
    let ms = format!("{} ms", i18n.decimal(q.micros as f64 / 1000.0));
    // Statements that only change the schema have no counters worth showing, only a time.
    if q.vm_steps == 0 && q.rows == 0 && q.fullscan_steps == 0 {
        if q.micros > 0 {
            line(
                doc,
                vec![label(m::play_time_label()), span(ms, Tone::Muted)],
                width,
            );
        }
        return;
    }
    let cost = i18n.msg(
        &m::PlayCost {
            autoindex: int(i18n, q.autoindex),
            rows: int(i18n, q.rows),
            scanned: int(i18n, q.fullscan_steps),
            sorts: int(i18n, q.sorts),
            steps: int(i18n, q.vm_steps),
            time: ms,
        }
        .into(),
    );
    line(
        doc,
        vec![label(m::play_cost_label()), span(cost, Tone::Muted)],
        width,
    );
}

/// Lines as plain text, for `latih play`.
pub fn plain(rows: &[Row]) -> String {
    let mut out = String::new();
    for r in rows {
        for s in &r.spans {
            out.push_str(&s.text);
        }
        // Non-breaking spaces keep columns on screen; in a pipe they are plain spaces.
        let trimmed = out.trim_end().len();
        out.truncate(trimmed);
        out.push('\n');
    }
    out.replace('\u{a0}', " ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::lang::Lang;

    fn header(lang: Lang, own: bool) -> String {
        let r = Report {
            columns: ["partition", "missing", "extra"].map(String::from).to_vec(),
            own_columns: own,
            ..Report::default()
        };
        let rows = rows(&I18n::new(lang), &r, 60, Charts::Bars);
        rows.first()
            .map(|row| row.spans.iter().map(|s| s.text.as_str()).collect())
            .unwrap_or_default()
    }

    #[test]
    fn latihs_own_columns_are_in_the_readers_language_and_a_statements_as_named() {
        assert_eq!(
            header(Lang::Id, true).trim_end(),
            "partisi  hilang  berlebih"
        );
        assert_eq!(
            header(Lang::En, true).trim_end(),
            "partition  missing  extra"
        );
        assert_eq!(
            header(Lang::Id, false).trim_end(),
            "partition  missing  extra"
        );
    }
}
