//! The browser's lines: the list as columns under their headings (the narrowest terminal
//! drops the least needed columns first), and one question's schedule and answers.

use super::rows::Entry;
use super::state::{Column, Detail};
use crate::app::Cx;
use crate::app::doc::{Doc, NoRefs, ProseStyle, Row, Span, Tone, prose, span};
use crate::app::duration::interval;
use crate::core::clock::{Clock, DAY, day_date};
use crate::core::lesson::Part;
use crate::core::message as m;
use crate::core::numfmt::decimal;
use crate::core::record::HistoryRow;
use crate::core::schedule::Rating;
use crate::core::wrap;

/// Each column but the question's, with its width, in the order they are dropped when the
/// question's text would get fewer than `MIN_TEXT` cells.
const WIDTHS: &[(Column, usize)] = &[
    (Column::Difficulty, 5),
    (Column::Stability, 6),
    (Column::Lapses, 6),
    (Column::Retrievability, 6),
    (Column::Interval, 7),
    (Column::Due, 8),
    (Column::State, 12),
    (Column::Lesson, 7),
];
const MIN_TEXT: usize = 20;

/// The columns shown at `width` cells, and the width left for the question's text.
pub fn columns(width: usize) -> (Vec<(Column, usize)>, usize) {
    let mut kept: Vec<(Column, usize)> = WIDTHS.to_vec();
    let room = |kept: &[(Column, usize)]| {
        let fixed: usize = kept.iter().map(|(_, w)| w + 1).sum();
        width.saturating_sub(2 + fixed)
    };
    while !kept.is_empty() && room(&kept) < MIN_TEXT {
        kept.remove(0);
    }
    let text = room(&kept);
    // The columns stand in sort order, after the question's text.
    let shown = Column::ALL[1..]
        .iter()
        .filter_map(|c| kept.iter().find(|(k, _)| k == c).copied())
        .collect();
    (shown, text)
}

/// `text` cut or padded to exactly `w` cells.
fn cell(text: &str, w: usize, right: bool) -> String {
    let t = if w > 1 {
        wrap::ellipsize(text, w)
    } else {
        wrap::truncate(text, w).0
    };
    let pad = " ".repeat(w.saturating_sub(wrap::width(&t)));
    if right {
        format!("{pad}{t}")
    } else {
        format!("{t}{pad}")
    }
}

/// The heading row, the sorted column marked with its direction.
pub fn heading(cx: &Cx, sort: Column, descending: bool, width: usize) -> Row {
    let (cols, text_w) = columns(width);
    let arrow = if descending { "▼" } else { "▲" };
    let name = |c: Column| {
        let h = cx.i18n.msg(&c.heading());
        if c == sort { format!("{h}{arrow}") } else { h }
    };
    let mut line = format!("  {}", cell(&name(Column::Question), text_w, false));
    for (c, w) in cols {
        line.push(' ');
        line.push_str(&cell(
            &name(c),
            w,
            !matches!(c, Column::Lesson | Column::State),
        ));
    }
    Row {
        spans: vec![span(line, Tone::TableHeader)],
        part: Part::Title,
        fill: None,
    }
}

/// When a question is due, short: now, today, a time today, in days, or days overdue.
fn due(cx: &Cx, e: &Entry) -> String {
    let Some(s) = e.schedule else {
        return "—".to_string();
    };
    let c = cx.clock;
    let days = c.day_of(s.due) - c.day();
    if days < 0 {
        format!("−{}", interval(&cx.i18n, -days * DAY))
    } else if s.due <= c.now {
        cx.i18n.msg(&m::browser_due_now())
    } else if days == 0 && s.due - s.last_review < DAY {
        c.local_time(s.due)
    } else if days == 0 {
        cx.i18n.msg(&m::browser_due_today())
    } else {
        format!("+{}", interval(&cx.i18n, days * DAY))
    }
}

/// One value of a question's row.
fn value(cx: &Cx, e: &Entry, c: Column) -> String {
    let lang = cx.lang();
    let s = e.schedule;
    match c {
        Column::Question => e.text.clone(),
        Column::Lesson => e.lesson_code.to_string(),
        Column::State => cx.i18n.msg(&e.word.message()),
        Column::Due => due(cx, e),
        Column::Interval => e
            .interval()
            .map_or_else(|| "—".into(), |secs| interval(&cx.i18n, secs)),
        Column::Stability => {
            s.map_or_else(|| "—".into(), |s| decimal(f64::from(s.stability), 1, lang))
        }
        Column::Difficulty => {
            s.map_or_else(|| "—".into(), |s| decimal(f64::from(s.difficulty), 1, lang))
        }
        Column::Retrievability => e
            .recall
            .map_or_else(|| "—".into(), |r| format!("{:.0}%", f64::from(r) * 100.0)),
        Column::Lapses => s.map_or_else(|| "—".into(), |s| s.lapses.to_string()),
    }
}

/// One row per question shown, the selected one highlighted; held questions muted.
pub fn list_rows(cx: &Cx, rows: &[Entry], selected: usize, width: usize) -> Vec<Row> {
    let (cols, text_w) = columns(width);
    rows.iter()
        .enumerate()
        .map(|(n, e)| {
            let chosen = n == selected;
            let mark = if chosen { "▸ " } else { "  " };
            let mut line = format!("{mark}{}", cell(&e.text, text_w, false));
            for (c, w) in &cols {
                line.push(' ');
                let right = !matches!(c, Column::Lesson | Column::State);
                line.push_str(&cell(&value(cx, e, *c), *w, right));
            }
            let tone = if e.flags.held(cx.clock.now) {
                Tone::Muted
            } else {
                Tone::Text
            };
            Row {
                spans: vec![span(line, tone)],
                part: Part::Block(n),
                fill: chosen.then_some(Tone::Selected),
            }
        })
        .collect()
}

/// A moment as the learner's calendar and clock give it: `2026-12-05 10:42`.
pub fn moment(c: Clock, t: i64) -> String {
    let date = day_date((t + i64::from(c.offset)).div_euclid(DAY))
        .map(|d| d.to_string())
        .unwrap_or_default();
    format!("{date} {}", c.local_time(t))
}

fn rating_name(r: Rating) -> m::Message {
    match r {
        Rating::Again => m::rate_again(),
        Rating::Hard => m::rate_hard(),
        Rating::Good => m::rate_good(),
        Rating::Easy => m::rate_easy(),
    }
}

/// One question open: its text, its schedule line by line, its answers.
pub fn detail(cx: &Cx, e: &Entry, d: &Detail, width: usize) -> Doc {
    let mut doc = Doc::default();
    if let Some(found) = e.question.prompt.get(cx.lang()) {
        let style = ProseStyle {
            width,
            base: Tone::Question,
            lead: Vec::new(),
            refs: &NoRefs,
        };
        prose(
            &mut doc,
            Part::Question,
            found.value,
            &style,
            Vec::new(),
            Vec::new(),
        );
    }
    doc.blank();
    for (label, v) in facts(cx, e) {
        let row: Vec<Span> = vec![
            span(format!("{}: ", cx.i18n.msg(&label)), Tone::Label),
            span(v, Tone::Text),
        ];
        doc.para(Part::Sources, (&[], &[]), &row, width);
    }
    doc.blank();
    let head = span(cx.i18n.msg(&m::browser_history()), Tone::Label);
    doc.push(Part::Links, vec![head]);
    let note = |doc: &mut Doc, text: String, tone| {
        doc.para(Part::Links, (&[], &[]), &[span(text, tone)], width);
    };
    match &d.history {
        None => note(
            &mut doc,
            cx.i18n.msg(&m::browser_history_loading()),
            Tone::Muted,
        ),
        Some(Err(why)) => note(&mut doc, why.clone(), Tone::Error),
        Some(Ok(rows)) if rows.is_empty() => note(
            &mut doc,
            cx.i18n.msg(&m::browser_history_none()),
            Tone::Muted,
        ),
        Some(Ok(rows)) => {
            for r in rows {
                let tone = if r.rating == Rating::Again {
                    Tone::Warning
                } else {
                    Tone::Text
                };
                note(&mut doc, history_line(cx, r), tone);
            }
        }
    }
    doc
}

/// The labelled facts of a question's schedule.
fn facts(cx: &Cx, e: &Entry) -> Vec<(m::Message, String)> {
    let i = &cx.i18n;
    let lesson = e
        .question
        .lesson
        .as_deref()
        .and_then(|l| cx.course.lesson(l))
        .map(|l| format!("{} {}", l.code, wrap::sanitize(l.title.text(cx.lang()))))
        .unwrap_or_else(|| "—".into());
    let mut out = vec![
        (m::browser_detail_id(), e.question.id.clone()),
        (m::browser_detail_lesson(), lesson),
        (m::browser_detail_state(), i.msg(&e.word.message())),
    ];
    if let Some(until) = e.flags.buried_until.filter(|t| *t > cx.clock.now) {
        let held = format!(
            "{} → {}",
            i.msg(&m::browser_state_buried()),
            moment(cx.clock, until)
        );
        out.push((m::browser_detail_held(), held));
    }
    let Some(s) = e.schedule else {
        out.push((m::browser_detail_due(), i.msg(&m::browser_detail_not_yet())));
        return out;
    };
    let days = |x: f64| i.msg(&m::browser_days(decimal(x, 1, cx.lang())));
    out.extend([
        (m::browser_detail_due(), moment(cx.clock, s.due)),
        (
            m::browser_detail_interval(),
            interval(i, e.interval().unwrap_or(0)),
        ),
        (m::browser_detail_stability(), days(f64::from(s.stability))),
        (
            m::browser_detail_difficulty(),
            decimal(f64::from(s.difficulty), 2, cx.lang()),
        ),
        (
            m::browser_detail_retrievability(),
            e.recall
                .map(|r| format!("{}%", decimal(f64::from(r) * 100.0, 1, cx.lang())))
                .unwrap_or_default(),
        ),
        (m::browser_detail_reviews(), s.reps.to_string()),
        (m::browser_detail_lapses(), s.lapses.to_string()),
    ]);
    out
}

/// One answer: when, what the question was then, the rating, right or wrong, the interval.
fn history_line(cx: &Cx, r: &HistoryRow) -> String {
    let i = &cx.i18n;
    let shown = match r.shown_as {
        Some(crate::core::queue::Kind::New) => i.msg(&m::browser_state_new()),
        Some(crate::core::queue::Kind::Learning) => i.msg(&m::browser_state_learning()),
        Some(crate::core::queue::Kind::DayLearning) => i.msg(&m::browser_state_day_learning()),
        Some(crate::core::queue::Kind::Review) => i.msg(&m::browser_state_review()),
        None => String::new(),
    };
    let verdict = match r.correct {
        Some(true) => i.msg(&m::browser_right()),
        Some(false) => i.msg(&m::browser_wrong()),
        None => i.msg(&m::browser_self_rated()),
    };
    let secs = (r.interval_days * DAY as f64).round() as i64;
    let mut parts = vec![moment(cx.clock, r.at)];
    if !shown.is_empty() {
        parts.push(shown);
    }
    parts.push(i.msg(&rating_name(r.rating)));
    parts.push(verdict);
    parts.push(format!("→ {}", interval(i, secs)));
    parts.join(" · ")
}
