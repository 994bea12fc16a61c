//! The simulator screen's page: every answer so far, the running simulation's figures and
//! charts as they grow, the course's simulation text and what is running or can be
//! completed under them, and the line being typed at the bottom.

use super::FeedState;
use crate::app::Cx;
use crate::app::FeedLive;
use crate::app::doc::{Doc, Row, Tone, span};
use crate::app::layout::Area;
use crate::app::page::Page;
use crate::app::render::feed_report as report;
use crate::app::scroll::Scroll;
use crate::core::lesson::Part;
use crate::core::message as m;
use crate::core::wrap::progress_bar;

/// Everything run so far and the run going on, as lines at this width, and where the
/// newest answer starts.
fn output(cx: &Cx, s: &FeedState, width: usize) -> (Vec<Row>, usize) {
    let mut doc = Doc::default();
    let c = &s.console;
    if c.log.is_empty() && c.running.is_none() && c.error.is_none() {
        let said = match s.guide {
            Some(_) => m::feed_ready(),
            None => m::feed_empty_log(),
        };
        let hint = span(cx.i18n.msg(&said), Tone::Muted);
        doc.para(Part::Title, (&[], &[]), &[hint], width);
    }
    let mut newest = 0;
    let mut command = |doc: &mut Doc, line: &str| {
        newest = doc.rows.len();
        doc.blank();
        crate::app::console::echo(doc, line, width);
    };
    for (line, out) in &c.log {
        command(&mut doc, line);
        doc.rows.extend(report::rows(&cx.i18n, out, width));
    }
    if let Some(r) = &c.running {
        command(&mut doc, &r.line);
        if let Some(FeedLive::Run(run)) = &r.live {
            report::run(&mut doc, &cx.i18n, run, width);
        }
    }
    if let Some(e) = &c.error {
        doc.blank();
        let said = span(format!("⚠ {e}"), Tone::Error);
        doc.para(Part::Title, (&[], &[]), &[said], width);
    }
    (doc.rows, newest)
}

/// The lines under the output: the simulation's text, then how far the run is, or the
/// commands Tab offers.
fn status(cx: &Cx, s: &FeedState, width: usize) -> Vec<Row> {
    let mut doc = Doc::default();
    if let Some(sim) = s.guide.as_deref().and_then(|id| cx.course.simulation(id)) {
        let lead = vec![span("⇶ ", Tone::Heading)];
        crate::app::doc::localized(
            &mut doc,
            &cx.i18n,
            width,
            &sim.text,
            Tone::Text,
            Vec::new(),
            lead,
        );
    }
    let i18n = &cx.i18n;
    if let Some(r) = &s.console.running {
        let text = match &r.live {
            None => i18n.msg(&m::feed_starting(r.line.clone())),
            Some(FeedLive::Graph(done, all)) => {
                let said = m::FeedGraph {
                    done: i18n.int(*done),
                    all: i18n.int(*all),
                };
                format!("{} {}", i18n.msg(&said.into()), progress_bar(*done, *all))
            }
            Some(FeedLive::Run(run)) => {
                let f = &run.figures;
                let said = m::FeedRunning {
                    seconds: i18n.int(f.seconds),
                    of: i18n.int(run.params.duration),
                };
                let bar = progress_bar(f.seconds, run.params.duration);
                format!("{} {bar}", i18n.msg(&said.into()))
            }
        };
        doc.para(Part::Title, (&[], &[]), &[span(text, Tone::Accent)], width);
    } else if !s.console.completions.is_empty() {
        let list = s.console.completions.join(" · ");
        let text = i18n.msg(&m::play_completions(list));
        doc.para(Part::Title, (&[], &[]), &[span(text, Tone::Muted)], width);
    }
    doc.rows
}

/// The output scrolled from its end, the status under it, and the line being typed at the
/// bottom.
pub fn page(cx: &Cx, s: &FeedState, body: Area) -> Page {
    let mut p = Page::default();
    let l = layout(cx, s, body);
    let top = l.window.clamped();
    crate::app::console::paint(
        &mut p,
        l.main,
        (l.rows, top, l.out_h),
        l.below,
        (&s.console.line, s.console.cursor),
    );
    p
}

/// How the simulator divides its body: the output and its window (from the newest answer's
/// start, or its end when it fits, unless scrolled), and the status lines under it.
pub(crate) struct Layout {
    pub main: Area,
    pub rows: Vec<Row>,
    pub below: Vec<Row>,
    pub out_h: u16,
    pub window: Scroll,
}

pub(crate) fn layout(cx: &Cx, s: &FeedState, body: Area) -> Layout {
    let main = Area::new(body.x + 1, body.y, body.w.saturating_sub(2), body.h);
    let width = usize::from(main.w);
    let below = status(cx, s, width);
    let line_h = crate::app::console::line_height(&s.console.line, s.console.cursor, width);
    let below_h = (below.len() as u16).min(main.h.saturating_sub(line_h + 1));
    let out_h = main.h.saturating_sub(below_h + line_h);
    let (rows, newest) = output(cx, s, width);
    let end = Scroll::new(0, rows.len(), usize::from(out_h)).max_top();
    let top = s.top.unwrap_or(newest.min(end));
    let window = Scroll::new(top, rows.len(), usize::from(out_h));
    Layout {
        main,
        rows,
        below,
        out_h,
        window,
    }
}
