//! The stats screen: what is due today and in the coming days, a heatmap of reviews per day
//! over twelve weeks, retention per lesson, the streak.

use crate::app::Cx;
use crate::app::doc::{Doc, Row, Span, Tone, span};
use crate::core::clock::day_date;
use crate::core::lesson::Part;
use crate::core::message::{self as m, Message};
use crate::core::stats::{HEATMAP_DAYS, Stats};
use crate::core::wrap;
use crate::i18n::I18n;

fn line(doc: &mut Doc, spans: Vec<Span>, width: usize) {
    doc.para(Part::Title, (&[], &[]), &spans, width);
}

/// A line laid out in columns: its spaces are made non-breaking so wrapping neither collapses
/// the padding nor moves a column.
fn columns(doc: &mut Doc, mut spans: Vec<Span>, width: usize) {
    for s in &mut spans {
        s.text = s.text.replace(' ', "\u{a0}");
    }
    line(doc, spans, width);
}

/// One cell of the heatmap: more reviews, denser block.
fn shade(n: usize) -> (&'static str, Tone) {
    match n {
        0 => ("·", Tone::Muted),
        1..=2 => ("░", Tone::Accent),
        3..=5 => ("▒", Tone::Accent),
        6..=10 => ("▓", Tone::Accent),
        _ => ("█", Tone::Accent),
    }
}

pub fn rows(cx: &Cx, width: usize) -> Vec<Row> {
    let i18n = &cx.i18n;
    let mut doc = Doc::default();
    match &cx.stats {
        None => line(
            &mut doc,
            vec![span(i18n.msg(&m::stats_loading()), Tone::Muted)],
            width,
        ),
        Some(Err(e)) => line(&mut doc, vec![span(format!("⚠ {e}"), Tone::Error)], width),
        Some(Ok(s)) => stats(&mut doc, cx, i18n, s, width),
    }
    doc.rows
}

fn stats(doc: &mut Doc, cx: &Cx, i18n: &I18n, s: &Stats, width: usize) {
    let label = |said: Message| span(i18n.msg(&said), Tone::Label);
    line(doc, vec![label(m::stats_due())], width);
    forecast(doc, cx, i18n, width);
    doc.blank();
    line(doc, vec![label(m::stats_heatmap())], width);
    heatmap(doc, cx, i18n, &s.per_day, width);
    doc.blank();
    line(doc, vec![label(m::stats_retention())], width);
    if s.lessons.is_empty() {
        line(
            doc,
            vec![span(
                format!("  {}", i18n.msg(&m::stats_no_reviews())),
                Tone::Muted,
            )],
            width,
        );
    }
    retention(doc, cx, i18n, s, width);
    rates(doc, cx, i18n, s, width);
    drills(doc, cx, i18n, s, width);
    sessions(doc, cx, i18n, s, width);
    doc.blank();
    let streak = i18n.msg(&m::stats_streak(s.streak));
    line(doc, vec![span(streak, Tone::Text)], width);
    let totals = i18n.msg(
        &m::StatsTotals {
            items: s.items_seen,
            reviews: s.total_reviews,
        }
        .into(),
    );
    line(doc, vec![span(totals, Tone::Muted)], width);
    doc.blank();
    line(doc, vec![label(m::options_title())], width);
    let options = crate::app::render::options::rows(cx, None, None, width);
    doc.rows.extend(options);
}

/// Questions due today and on each day of the coming week, then week by week to 30 days, as
/// the home screen counts them (drills have a line of their own below), with a bar each.
fn forecast(doc: &mut Doc, cx: &Cx, i18n: &I18n, width: usize) {
    let days = cx.forecast(FORECAST_DAYS);
    let mut rows: Vec<(String, usize)> = days
        .iter()
        .take(7)
        .enumerate()
        .map(|(i, n)| {
            let when = match i {
                0 => i18n.msg(&m::stats_today()),
                1 => i18n.msg(&m::stats_tomorrow()),
                d => i18n.msg(&m::stats_in_days(d)),
            };
            (when, *n)
        })
        .collect();
    for (from, to) in [(7, 13), (14, 20), (21, FORECAST_DAYS - 1)] {
        let n = days.get(from..=to).map_or(0, |d| d.iter().sum());
        rows.push((i18n.msg(&m::StatsInRange { from, to }.into()), n));
    }
    let most = rows.iter().map(|(_, n)| *n).max().unwrap_or(0);
    let label = rows.iter().map(|(w, _)| wrap::width(w)).max().unwrap_or(0);
    for (when, n) in rows {
        let bar = "■".repeat(bar_len(n, most));
        let count = i18n.int(n as u64);
        let pad = " ".repeat(label.saturating_sub(wrap::width(&when)));
        columns(
            doc,
            vec![
                span(format!("  {when}{pad} {count:>6} "), Tone::Text),
                span(bar, Tone::Accent),
            ],
            width,
        );
    }
}

/// How far the forecast looks ahead.
const FORECAST_DAYS: usize = 30;

/// Retention per lesson as a table: names padded to the longest, then the share remembered,
/// then the count.
fn retention(doc: &mut Doc, cx: &Cx, i18n: &I18n, s: &Stats, width: usize) {
    let names: Vec<String> = s
        .lessons
        .iter()
        .map(|r| {
            let name = match cx.course.lesson(&r.lesson) {
                Some(l) => format!("{} {}", l.code, l.title.text(i18n.lang())),
                None if r.lesson.is_empty() => i18n.msg(&m::home_other_lessons()),
                None => r.lesson.clone(),
            };
            let room = width.saturating_sub(30).max(8);
            wrap::ellipsize(&wrap::sanitize(&name), room)
        })
        .collect();
    let widest = names.iter().map(|n| wrap::width(n)).max().unwrap_or(0);
    for (r, name) in s.lessons.iter().zip(&names) {
        let pad = " ".repeat(widest - wrap::width(name));
        let reviews = i18n.msg(&m::stats_reviews(r.reviews));
        let percent = format!("{}%", i18n.decimal((r.percent() * 10.0).round() / 10.0));
        columns(
            doc,
            vec![
                span(format!("  {name}{pad}  "), Tone::Text),
                span(format!("{percent:>6}"), Tone::Accent),
                span(format!("  {reviews}"), Tone::Muted),
            ],
            width,
        );
    }
}

/// Anki's true retention beside the share of first answers right, each saying what it is.
fn rates(doc: &mut Doc, cx: &Cx, i18n: &I18n, s: &Stats, width: usize) {
    let pct = |(ok, of): (usize, usize)| {
        if of == 0 {
            "–".to_string()
        } else {
            format!(
                "{}%",
                i18n.decimal((ok as f64 * 1000.0 / of as f64).round() / 10.0)
            )
        }
    };
    doc.blank();
    let (retained, first) = (s.true_retention, s.first_right);
    for said in [
        m::StatsTrueRetention {
            percent: pct(retained),
            of: retained.1,
        }
        .into(),
        m::StatsFirstRight {
            percent: pct(first),
            of: first.1,
        }
        .into(),
    ] {
        line(doc, vec![span(i18n.msg(&said), Tone::Text)], width);
    }
    let scheduler = match cx.settings.fit {
        _ if cx.optimizing => i18n.msg(&m::stats_optimizing()),
        Some((at, reviews, before, after)) => {
            let after = crate::core::numfmt::decimal(after, 4, i18n.lang());
            let before = crate::core::numfmt::decimal(before, 4, i18n.lang());
            let date = crate::core::clock::day_date(cx.clock.day_of(at))
                .and_then(|d| crate::core::date::Date::parse(&d.to_string()))
                .map(|d| i18n.date(d))
                .unwrap_or_default();
            i18n.msg(&if cx.settings.fit_shared {
                m::StatsFittedShared {
                    after,
                    before,
                    date,
                    reviews,
                }
                .into()
            } else {
                m::StatsFitted {
                    after,
                    before,
                    date,
                    reviews,
                }
                .into()
            })
        }
        None => i18n.msg(&m::stats_default_parameters()),
    };
    line(doc, vec![span(scheduler, Tone::Muted)], width);
}

/// Bars are one block per question up to 40; a busier week is scaled down to fit.
fn bar_len(n: usize, most: usize) -> usize {
    const LONGEST: usize = 40;
    if most <= LONGEST {
        n
    } else {
        (n * LONGEST).div_ceil(most)
    }
}

/// Weeks left to right, weekdays top to bottom (Monday first), today in the last column.
fn heatmap(doc: &mut Doc, cx: &Cx, i18n: &I18n, per_day: &[usize], width: usize) {
    let today = cx.clock.day();
    let first = today - (HEATMAP_DAYS as i64 - 1);
    // 1970-01-01 was a Thursday: weekday 0 = Monday.
    let weekday = |day: i64| (day + 3).rem_euclid(7);
    let start = first - weekday(first);
    let weeks = ((today - start) / 7 + 1) as usize;
    for wd in 0..7 {
        let name = u8::try_from(wd + 1)
            .ok()
            .and_then(m::weekday)
            .map(|d| i18n.msg(&d))
            .unwrap_or_default();
        let mut spans = vec![span(format!("  {name:<4}"), Tone::Muted)];
        for w in 0..weeks {
            let day = start + (w * 7) as i64 + wd;
            if day < first || day > today {
                spans.push(span("  ", Tone::Text));
                continue;
            }
            let n = per_day.get((day - first) as usize).copied().unwrap_or(0);
            let (glyph, tone) = shade(n);
            spans.push(span(format!("{glyph} "), tone));
        }
        columns(doc, spans, width);
    }
    let from = day_date(first).map(|d| d.to_string()).unwrap_or_default();
    let legend = i18n.msg(&m::stats_legend(from));
    line(doc, vec![span(format!("  {legend}"), Tone::Muted)], width);
}

/// Pass rates of the oral drills, as a table like retention per lesson.
fn drills(doc: &mut Doc, cx: &Cx, i18n: &I18n, s: &Stats, width: usize) {
    if s.drills.is_empty() {
        return;
    }
    doc.blank();
    line(
        doc,
        vec![span(i18n.msg(&m::stats_drills()), Tone::Label)],
        width,
    );
    let names: Vec<String> = s
        .drills
        .iter()
        .map(|r| {
            let name = match cx.course.drill(&r.drill) {
                Some(d) => crate::app::render::drill::title(i18n, Some(d)),
                None => r.drill.clone(),
            };
            let room = width.saturating_sub(36).max(8);
            wrap::ellipsize(&wrap::sanitize(&name), room)
        })
        .collect();
    let widest = names.iter().map(|n| wrap::width(n)).max().unwrap_or(0);
    for (r, name) in s.drills.iter().zip(&names) {
        let pad = " ".repeat(widest - wrap::width(name));
        let rate = if r.finished == 0 {
            "–".to_string()
        } else {
            let pct = 100.0 * r.passed as f64 / r.finished as f64;
            format!("{}%", i18n.decimal(pct.round()))
        };
        let passed = i18n.msg(
            &m::StatsDrillPassed {
                abandoned: r.abandoned,
                finished: r.finished,
                passed: r.passed,
            }
            .into(),
        );
        // The name and rate keep their columns; the sentence after them wraps between
        // its words, under an indent, when the screen is narrow.
        let mut spans = vec![
            span(format!("  {name}{pad}  "), Tone::Text),
            span(format!("{rate:>6}  "), Tone::Accent),
        ];
        for s in &mut spans {
            s.text = s.text.replace(' ', "\u{a0}");
        }
        spans.push(span(passed, Tone::Muted));
        let indent = [span("\u{a0}".repeat(4), Tone::Muted)];
        doc.para(Part::Title, (&[], &indent), &spans, width);
    }
}

/// The last sessions, each with the seed that shuffles it the same way again.
fn sessions(doc: &mut Doc, cx: &Cx, i18n: &I18n, s: &Stats, width: usize) {
    if s.sessions.is_empty() {
        return;
    }
    doc.blank();
    line(
        doc,
        vec![span(i18n.msg(&m::stats_sessions()), Tone::Label)],
        width,
    );
    for r in &s.sessions {
        // The learner's wall-clock date and time, not the learner day.
        let local = r.started_at + i64::from(cx.clock.offset);
        let date = crate::core::clock::day_date(local.div_euclid(86_400))
            .map(|d| d.to_string())
            .unwrap_or_default();
        let minute = local.rem_euclid(86_400) / 60;
        let what = match r.source.as_deref().and_then(|l| cx.course.lesson(l)) {
            Some(l) => l.code.clone(),
            None => match &r.source {
                Some(source) => source.clone(),
                None => i18n.msg(&m::stats_session_due()),
            },
        };
        let answered = i18n.msg(
            &m::StatsSessionAnswered {
                answered: r.answered,
                right: r.correct,
            }
            .into(),
        );
        columns(
            doc,
            vec![
                span(
                    format!("  {date} {:02}:{:02}  ", minute / 60, minute % 60),
                    Tone::Text,
                ),
                span(wrap::sanitize(&what), Tone::Text),
                span(format!("  {answered}"), Tone::Muted),
            ],
            width,
        );
        // A seed is up to 19 digits: a line of its own, so it is never broken.
        columns(
            doc,
            vec![span(format!("    --seed {}", r.seed), Tone::Accent)],
            width,
        );
    }
}
