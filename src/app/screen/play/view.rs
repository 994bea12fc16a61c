//! The playground screen's page: the output of the commands run so far, the guide's step or
//! the running command, the line being typed, and the schema beside them.

use super::PlayState;
use crate::app::Cx;
use crate::app::doc::{Doc, Row, Tone, span};
use crate::app::layout::Area;
use crate::app::page::Page;
use crate::app::scroll::Scroll;
use crate::core::lesson::Part;
use crate::core::message as m;

const PANEL: u16 = 26;

/// The rows around the commands' output: a hint before anything has run, and the error
/// that stopped the tool.
fn around(cx: &Cx, s: &PlayState, width: usize) -> (Vec<Row>, Vec<Row>) {
    let mut head = Doc::default();
    if s.console.log.is_empty() && s.console.error.is_none() && s.guide.is_none() {
        let hint = span(cx.i18n.msg(&m::play_empty_log()), Tone::Muted);
        head.para(Part::Title, (&[], &[]), &[hint], width);
    }
    let mut tail = Doc::default();
    if let Some(e) = &s.console.error {
        // Under the output, a blank row apart (every report ends with a row of text).
        if !head.rows.is_empty() || !s.console.log.is_empty() {
            tail.push(Part::Title, Vec::new());
        }
        tail.para(
            Part::Title,
            (&[], &[]),
            &[span(format!("⚠ {e}"), Tone::Error)],
            width,
        );
    }
    (head.rows, tail.rows)
}

/// The lines under the output: the guided step, then what is running or can be completed.
fn status(cx: &Cx, s: &PlayState, width: usize) -> Vec<Row> {
    let mut doc = Doc::default();
    if let Some(g) = &s.guide
        && let Some(sc) = cx.course.scenario(&g.scenario)
    {
        match sc.steps.get(g.next) {
            Some(step) => {
                let head = cx.i18n.msg(
                    &m::PlayStep {
                        n: g.next + 1,
                        of: sc.steps.len(),
                    }
                    .into(),
                );
                let lead = vec![span(format!("{head}: "), Tone::Heading)];
                crate::app::doc::localized(
                    &mut doc,
                    &cx.i18n,
                    width,
                    &step.text,
                    Tone::Text,
                    Vec::new(),
                    lead,
                );
            }
            None => match (&sc.goal, &g.reached) {
                (Some(_), Some(line)) => {
                    let said = cx.i18n.msg(&m::play_goal_reached(line.clone()));
                    doc.para(Part::Title, (&[], &[]), &[span(said, Tone::Link)], width);
                }
                (Some(goal), None) => {
                    let lead = vec![span(
                        format!("{} ", cx.i18n.msg(&m::play_goal())),
                        Tone::Heading,
                    )];
                    let text = &goal.text;
                    crate::app::doc::localized(
                        &mut doc,
                        &cx.i18n,
                        width,
                        text,
                        Tone::Text,
                        Vec::new(),
                        lead,
                    );
                }
                (None, _) => {
                    let done = span(cx.i18n.msg(&m::play_guide_done()), Tone::Heading);
                    doc.para(Part::Title, (&[], &[]), &[done], width);
                }
            },
        }
    }
    if let Some(r) = &s.console.running {
        let (done, all) = r.live.unwrap_or_default();
        let mut text = cx.i18n.msg(&m::play_running(r.line.clone()));
        if all > 0 {
            text = format!("{text} {}", crate::core::wrap::progress_bar(done, all));
        }
        doc.para(Part::Title, (&[], &[]), &[span(text, Tone::Accent)], width);
    } else if !s.console.completions.is_empty() {
        let list = s.console.completions.join(" · ");
        let text = cx.i18n.msg(&m::play_completions(list));
        doc.para(Part::Title, (&[], &[]), &[span(text, Tone::Muted)], width);
    }
    doc.rows
}

/// The output scrolled from its end, the guide or the running command under it, the line
/// being typed at the bottom, and the schema in a side panel when the terminal is wide.
pub fn page(cx: &Cx, s: &PlayState, body: Area) -> Page {
    let mut p = Page::default();
    let l = layout(cx, s, body);
    if l.main.w < body.w.saturating_sub(2) {
        side_panel(cx, s, body, l.main.w + 2, &mut p);
    }
    crate::app::console::paint(
        &mut p,
        l.main,
        (l.rows, 0, l.out_h),
        l.below,
        (&s.console.line, s.console.cursor),
    );
    p
}

/// How the playground divides its body: the main column (the schema panel takes the right
/// of a wide terminal), the output and its window (at the end unless scrolled back), and the
/// status lines under it.
pub(crate) struct Layout {
    pub main: Area,
    /// The output's rows in view (from the window's top on).
    pub rows: Vec<Row>,
    pub below: Vec<Row>,
    pub out_h: u16,
    pub window: Scroll,
}

pub(crate) fn layout(cx: &Cx, s: &PlayState, body: Area) -> Layout {
    let main_w = if body.w >= 80 { body.w - PANEL } else { body.w };
    let main = Area::new(body.x + 1, body.y, main_w.saturating_sub(2), body.h);
    let width = usize::from(main.w);
    let below = status(cx, s, width);
    let line_h = crate::app::console::line_height(&s.console.line, s.console.cursor, width);
    let below_h = (below.len() as u16).min(main.h.saturating_sub(line_h + 1));
    let out_h = main.h.saturating_sub(below_h + line_h);
    let (head, tail) = around(cx, s, width);
    let (laid, _) = s.laid.window(cx, &s.console.log, width, (0, 0));
    let total = head.len() + laid + tail.len();
    let shown = usize::from(out_h);
    let end = Scroll::new(0, total, shown).max_top();
    let window = Scroll::new(end.saturating_sub(s.back), total, shown);
    // Only the rows in view are copied out: the hint, the commands' output, the error.
    let top = window.clamped();
    let mut rows: Vec<Row> = head.iter().skip(top).take(shown).cloned().collect();
    let from = top.saturating_sub(head.len());
    let room = shown - rows.len();
    rows.extend(s.laid.window(cx, &s.console.log, width, (from, room)).1);
    let from = top.saturating_sub(head.len() + laid);
    let room = shown - rows.len();
    rows.extend(tail.into_iter().skip(from).take(room));
    Layout {
        main,
        rows,
        below,
        out_h,
        window,
    }
}

/// The tables and indexes, right of a rule.
fn side_panel(cx: &Cx, s: &PlayState, body: Area, main_w: u16, p: &mut Page) {
    let x = body.x + main_w;
    for y in body.y..body.bottom() {
        p.text(body, (x, y), "│", Tone::Border);
    }
    let side = Area::new(x + 2, body.y, PANEL.saturating_sub(3), body.h);
    let mut doc = Doc::default();
    doc.push(
        Part::Title,
        vec![span(cx.i18n.msg(&m::play_schema()), Tone::Label)],
    );
    for line in &s.schema {
        let tone = if line.starts_with(' ') {
            Tone::Accent
        } else {
            Tone::Text
        };
        doc.para(
            Part::Title,
            (&[], &[]),
            &[span(line.replace(' ', "\u{a0}"), tone)],
            usize::from(side.w),
        );
    }
    p.rows(side, doc.rows, 0);
}
