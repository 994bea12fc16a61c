//! Screen lines of a drill at each stage: the question and earlier attempts, the clock (as
//! a `ClockView` the TUI draws large), the sample answer, the checklist and the result.

use crate::app::Cx;
use crate::app::doc::{Doc, Row, Span, Tone, span};
use crate::app::duration::interval_long;
use crate::app::keymap::Ctx;
use crate::app::screen::drill::state::{DrillState, Stage};
use crate::core::clock::day_date;
use crate::core::drill::{Drill, Shown, Status, clock_text, most_missed};
use crate::core::lesson::{Part, Text};
use crate::core::message::{self as m, Message};
use crate::i18n::I18n;

pub fn ctx(d: &DrillState) -> Ctx {
    match d.stage {
        Stage::Prompt => Ctx::DrillPrompt,
        Stage::Timing => Ctx::DrillTimer,
        Stage::Sample => Ctx::DrillSample,
        Stage::Checklist => Ctx::DrillCheck,
        Stage::Result => Ctx::DrillResult,
    }
}

struct Out<'a> {
    doc: Doc,
    i18n: &'a I18n,
    width: usize,
}

impl Out<'_> {
    /// Prose with `lead` on every line (a bar) and `marker` before the first (a bullet,
    /// a box), later lines indented under it.
    fn text(&mut self, t: &Text, base: Tone, lead: Vec<Span>, marker: Vec<Span>) {
        crate::app::doc::localized(&mut self.doc, self.i18n, self.width, t, base, lead, marker);
    }

    fn line(&mut self, spans: Vec<Span>) {
        self.doc.para(Part::Title, (&[], &[]), &spans, self.width);
    }

    fn say(&mut self, said: Message, tone: Tone) {
        let t = self.i18n.msg(&said);
        self.line(vec![span(t, tone)]);
    }

    fn gap(&mut self) {
        self.doc.blank();
    }
}

/// `1:32`, and how far over the limit when it was.
fn spoken(i18n: &I18n, duration_ms: i64, overtime_ms: i64) -> String {
    let time = clock_text(Shown::Left((duration_ms / 1000) as u32));
    if overtime_ms >= 1000 {
        let over = clock_text(Shown::Left((overtime_ms / 1000) as u32));
        i18n.msg(&m::DrillSpokenOver { over, time }.into())
    } else {
        i18n.msg(&m::drill_spoken(time))
    }
}

fn facts(i18n: &I18n, d: &Drill) -> String {
    i18n.msg(
        &m::ReaderDrillFacts {
            items: d.checklist.len(),
            pass: d.pass,
            seconds: d.seconds as usize,
        }
        .into(),
    )
}

pub fn rows(cx: &Cx, d: &DrillState, width: usize) -> Vec<Row> {
    let mut out = Out {
        doc: Doc::default(),
        i18n: &cx.i18n,
        width,
    };
    let Some(drill) = cx.course.drill(&d.drill) else {
        return out.doc.rows;
    };
    if let Some(e) = &d.error {
        out.line(vec![span(format!("⚠ {e}"), Tone::Error)]);
        out.gap();
    }
    match d.stage {
        Stage::Prompt => prompt(&mut out, cx, d, drill),
        Stage::Timing => out.text(&drill.prompt, Tone::Question, Vec::new(), Vec::new()),
        Stage::Sample => sample(&mut out, d, drill, cx.clock.ms),
        Stage::Checklist => checklist(&mut out, d, drill),
        Stage::Result => result(&mut out, d, drill),
    }
    out.doc.rows
}

fn prompt(out: &mut Out<'_>, cx: &Cx, d: &DrillState, drill: &Drill) {
    let i18n = out.i18n;
    out.line(vec![span(facts(i18n, drill), Tone::Muted)]);
    out.gap();
    out.text(&drill.prompt, Tone::Question, Vec::new(), Vec::new());
    out.gap();
    out.say(m::drill_instructions(), Tone::Text);
    if !drill.hints.is_empty() {
        out.gap();
        out.say(m::drill_hints(), Tone::Label);
        for h in &drill.hints {
            out.text(h, Tone::Text, Vec::new(), vec![span("• ", Tone::Accent)]);
        }
    }
    out.gap();
    out.say(m::drill_history(), Tone::Label);
    match &d.history {
        None => out.say(m::stats_loading(), Tone::Muted),
        Some(Err(e)) => out.line(vec![span(format!("⚠ {e}"), Tone::Error)]),
        Some(Ok(h)) if h.is_empty() => out.say(m::drill_no_attempts(), Tone::Muted),
        Some(Ok(h)) => {
            for a in h {
                let date = day_date(cx.clock.day_of(a.started_at))
                    .map(|x| x.to_string())
                    .unwrap_or_default();
                let status = match a.status {
                    Status::Passed => i18n.msg(&m::drill_passed_short()),
                    Status::Failed => i18n.msg(&m::drill_failed_short()),
                    Status::Abandoned => i18n.msg(&m::drill_abandoned_short()),
                };
                let score = match a.status {
                    Status::Abandoned => String::new(),
                    _ => format!(" · {}/{}", a.ticked.len(), a.checklist_size),
                };
                let mut time = clock_text(Shown::Left((a.duration_ms / 1000) as u32));
                if a.overtime_ms >= 1000 {
                    let over = clock_text(Shown::Over((a.overtime_ms / 1000) as u32));
                    time = format!("{time} ({over})");
                }
                out.line(vec![
                    span(format!("• {date} · {time}{score} · "), Tone::Text),
                    span(status, Tone::Accent),
                ]);
            }
            let missed = most_missed(drill, h);
            let finished = h.iter().filter(|a| a.status != Status::Abandoned).count();
            if !missed.is_empty() {
                out.gap();
                out.say(m::drill_most_missed(), Tone::Label);
                for (item, n) in missed.iter().take(3) {
                    let times = i18n.msg(
                        &m::DrillMissedTimes {
                            n: *n,
                            of: finished,
                        }
                        .into(),
                    );
                    let bullet = vec![span("• ", Tone::Accent)];
                    out.text(&item.text, Tone::Text, Vec::new(), bullet);
                    // No-break spaces: the count sits under its point, not at the margin.
                    out.line(vec![span(format!("\u{a0}\u{a0}{times}"), Tone::Muted)]);
                }
            }
        }
    }
    out.gap();
    out.line(vec![span(
        format!("▸ {}", i18n.msg(&m::drill_press_start())),
        Tone::Hidden,
    )]);
}

fn sample(out: &mut Out<'_>, d: &DrillState, drill: &Drill, now_ms: i64) {
    if let Some(t) = &d.timer {
        let time = spoken(out.i18n, t.elapsed(now_ms), t.overtime(now_ms));
        out.line(vec![span(time, Tone::Muted)]);
        out.gap();
    }
    out.say(m::drill_sample(), Tone::Label);
    out.text(
        &drill.sample,
        Tone::Text,
        vec![span("┃ ", Tone::Accent)],
        Vec::new(),
    );
    out.gap();
    out.say(m::drill_next_checklist(), Tone::Muted);
}

fn checklist(out: &mut Out<'_>, d: &DrillState, drill: &Drill) {
    out.say(m::drill_which_points(), Tone::Label);
    for (k, item) in drill.checklist.iter().enumerate() {
        let on = d.ticked.get(k).copied().unwrap_or(false);
        let mark = if k == d.cursor { "▸" } else { " " };
        let marker = vec![span(
            format!("{mark}[{}] ", if on { "x" } else { " " }),
            Tone::Accent,
        )];
        out.text(&item.text, Tone::Text, Vec::new(), marker);
    }
    out.gap();
    let n = d.ticked_count();
    let count = out.i18n.msg(
        &m::DrillTicked {
            items: drill.checklist.len(),
            n,
            pass: drill.pass,
        }
        .into(),
    );
    let tone = if drill.passes(n) {
        Tone::Link
    } else {
        Tone::Warning
    };
    out.line(vec![span(count, tone)]);
}

fn result(out: &mut Out<'_>, d: &DrillState, drill: &Drill) {
    let i18n = out.i18n;
    let n = d.ticked_count();
    let items = drill.checklist.len();
    let pass = drill.pass;
    if d.status == Some(Status::Passed) {
        let t = i18n.msg(&m::DrillResultPassed { n, items, pass }.into());
        out.line(vec![span(format!("✓ {t}"), Tone::Link)]);
    } else {
        let t = i18n.msg(&m::DrillResultFailed { n, items, pass }.into());
        out.line(vec![span(format!("✗ {t}"), Tone::Error)]);
    }
    if let Some(t) = &d.timer {
        // The clock stopped when the learner finished speaking.
        let time = spoken(i18n, t.elapsed(i64::MAX), t.overtime(i64::MAX));
        out.line(vec![span(time, Tone::Muted)]);
    }
    let missed = drill.missed(&d.ticked);
    if !missed.is_empty() {
        out.gap();
        out.say(m::drill_missed(), Tone::Label);
        for item in missed {
            out.text(
                &item.text,
                Tone::Text,
                Vec::new(),
                vec![span("• ", Tone::Accent)],
            );
        }
    }
    if let Some(secs) = d.next_in {
        out.gap();
        let when = interval_long(i18n, secs.max(60));
        let t = i18n.msg(&m::drill_comes_back(when));
        out.line(vec![span(t, Tone::Text)]);
    }
    out.gap();
    out.say(m::drill_done(), Tone::Muted);
}

/// The running clock, for the TUI to draw.
#[derive(Debug, Clone, PartialEq)]
pub struct ClockView {
    /// `1:30` or `+0:05`.
    pub figure: String,
    /// Part of the limit used, 0.0 to 1.0.
    pub ratio: f64,
    pub tone: Tone,
    /// Paused, time up, or what to do.
    pub status: String,
}

pub fn clock(cx: &Cx, d: &DrillState) -> Option<ClockView> {
    let t = d.timer.as_ref()?;
    let now = cx.clock.ms;
    let shown = t.shown(now);
    let tone = match shown {
        Shown::Over(_) => Tone::Error,
        Shown::Left(_) if t.warning(now) => Tone::Warning,
        Shown::Left(_) => Tone::Heading,
    };
    let status = if t.is_paused() {
        cx.i18n.msg(&m::drill_paused())
    } else if matches!(shown, Shown::Over(_)) {
        cx.i18n.msg(&m::drill_time_up())
    } else {
        cx.i18n.msg(&m::drill_speak())
    };
    Some(ClockView {
        figure: clock_text(shown),
        ratio: t.ratio(now),
        tone,
        status,
    })
}
