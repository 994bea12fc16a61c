//! The playground screen: the output of every command so far (newest at the bottom), the
//! tables and indexes in a side panel, a guided scenario's current step, what is running,
//! and the command line.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::paint::{self, put};
use super::style::Theme;
use crate::app::Model;
use crate::app::doc::{Doc, Row, Tone, span};
use crate::app::play::PlayState;
use crate::app::play_doc;
use crate::core::lesson::Part;
use crate::i18n::{Arg, ids};

/// The side panel's width, when the screen is wide enough for it.
const PANEL: u16 = 26;

/// Everything run so far, as lines at this width.
fn output(m: &Model, s: &PlayState, width: usize) -> Vec<Row> {
    let mut doc = Doc::default();
    if s.log.is_empty() && s.error.is_none() && s.guide.is_none() {
        let hint = span(m.i18n.t(ids::PLAY_EMPTY_LOG), Tone::Muted);
        doc.para(Part::Title, (&[], &[]), &[hint], width);
    }
    for (cmd, report) in &s.log {
        doc.blank();
        doc.push(Part::Title, vec![span(format!("› {cmd}"), Tone::Accent)]);
        doc.rows.extend(play_doc::rows(&m.i18n, report, width));
    }
    if let Some(e) = &s.error {
        doc.blank();
        doc.para(
            Part::Title,
            (&[], &[]),
            &[span(format!("⚠ {e}"), Tone::Error)],
            width,
        );
    }
    doc.rows
}

/// The lines under the output: the guided step, then what is running or can be completed.
fn status(m: &Model, s: &PlayState, width: usize) -> Vec<Row> {
    let mut doc = Doc::default();
    if let Some(g) = &s.guide
        && let Some(sc) = m.course.scenario(&g.scenario)
    {
        match sc.steps.get(g.next) {
            Some(step) => {
                let head = m.i18n.ta(
                    ids::PLAY_STEP,
                    &[
                        ("n", Arg::from(g.next + 1)),
                        ("of", Arg::from(sc.steps.len())),
                    ],
                );
                let lead = vec![span(format!("{head}: "), Tone::Heading)];
                crate::app::doc::localized(
                    &mut doc,
                    &m.i18n,
                    width,
                    &step.text,
                    Tone::Text,
                    Vec::new(),
                    lead,
                );
            }
            None => {
                let done = span(m.i18n.t(ids::PLAY_GUIDE_DONE), Tone::Heading);
                doc.para(Part::Title, (&[], &[]), &[done], width);
            }
        }
    }
    if let Some((cmd, done, all)) = &s.running {
        let mut text = m
            .i18n
            .ta(ids::PLAY_RUNNING, &[("command", Arg::Str(cmd.clone()))]);
        if *all > 0 {
            text = format!("{text} {}", crate::cli::progress_bar(*done, *all));
        }
        doc.para(Part::Title, (&[], &[]), &[span(text, Tone::Accent)], width);
    } else if !s.completions.is_empty() {
        let list = s.completions.join(" · ");
        let text = m
            .i18n
            .ta(ids::PLAY_COMPLETIONS, &[("list", Arg::Str(list))]);
        doc.para(Part::Title, (&[], &[]), &[span(text, Tone::Muted)], width);
    }
    doc.rows
}

pub fn draw(buf: &mut Buffer, m: &Model, s: &PlayState, body: Rect, theme: Theme) {
    let panel = body.width >= 80;
    let main_w = if panel {
        body.width - PANEL
    } else {
        body.width
    };
    let main = Rect::new(body.x + 1, body.y, main_w.saturating_sub(2), body.height);
    if panel {
        let x = body.x + main_w;
        for y in body.y..body.bottom() {
            put(buf, body, x, y, "│", theme.style(Tone::Border));
        }
        let side = Rect::new(x + 2, body.y, PANEL.saturating_sub(3), body.height);
        let mut doc = Doc::default();
        doc.push(
            Part::Title,
            vec![span(m.i18n.t(ids::PLAY_SCHEMA), Tone::Label)],
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
                usize::from(side.width),
            );
        }
        paint::rows(buf, side, &doc.rows, 0, theme, None);
    }
    let width = usize::from(main.width);
    let below = status(m, s, width);
    let below_h = (below.len() as u16).min(main.height.saturating_sub(2));
    let out_h = main.height.saturating_sub(below_h + 1);
    let rows = output(m, s, width);
    let top = rows
        .len()
        .saturating_sub(usize::from(out_h))
        .saturating_sub(s.back);
    paint::rows(
        buf,
        Rect::new(main.x, main.y, main.width, out_h),
        &rows,
        top,
        theme,
        None,
    );
    let status_area = Rect::new(main.x, main.y + out_h, main.width, below_h);
    paint::rows(buf, status_area, &below, 0, theme, None);
    // The command line: its end stays in view as it grows.
    let line = format!("› {}▏", s.line);
    let n = line.chars().count();
    let shown: String = line.chars().skip(n.saturating_sub(width)).collect();
    put(
        buf,
        main,
        main.x,
        main.bottom().saturating_sub(1),
        &shown,
        theme.style(Tone::Selected),
    );
}
