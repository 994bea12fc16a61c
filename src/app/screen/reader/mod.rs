//! The lesson reader: a lesson laid out as rows, scrolled, with answers revealed on demand
//! and links, cards and calculators to open.

pub(crate) mod banner;
pub(crate) mod contents;
pub(crate) mod diagram;
pub(crate) mod keys;
pub(crate) mod links;
pub(crate) mod practice;
mod state;
pub(crate) mod table;
pub(crate) mod update;
pub(crate) mod view;

pub use state::Reader;

use super::Ops;
use crate::app::doc::Tone;
use crate::app::keymap::{Action, Ctx};
use crate::app::layout::{Area, Viewport};
use crate::app::page::{Page, Piece};
use crate::app::{Model, Screen};
use crate::core::lesson::{Block, Part};

pub static OPS: Ops = Ops {
    ctx: |_| Ctx::Reader,
    key: super::no_key,
    paste: super::no_paste,
    action: update::reader_action,
    applies,
    title,
    page,
    close: update::close_reader,
    keys: keys::KEYS,
};

fn state(m: &Model) -> Option<&Reader> {
    match m.screen() {
        Screen::Reader(r) => Some(r),
        _ => None,
    }
}

fn title(m: &Model) -> (String, Option<String>) {
    let Some(r) = state(m) else {
        return (" latih".to_string(), None);
    };
    let left = match m.course.lesson(&r.lesson) {
        Some(l) => format!(" {} · {}", l.code, l.title.text(m.lang())),
        None => " latih".to_string(),
    };
    (left, Some(format!("{}%", r.percent())))
}

/// Whether a key does something here (no "reveal" without hidden answers).
fn applies(m: &Model, a: Action) -> bool {
    let Some(r) = state(m) else { return true };
    let Some(lesson) = m.course.lesson(&r.lesson) else {
        return true;
    };
    match a {
        Action::Reveal => r.reveal_target(lesson).is_some(),
        Action::RevealAll => lesson.body.get().exercises().next().is_some(),
        Action::LessonQuiz => m
            .course
            .questions()
            .any(|q| q.lesson.as_deref() == Some(&lesson.id)),
        Action::NextItem => !links::targets(lesson).is_empty(),
        // Every mark laid out is numbered in `doc.terms`: no scan of the rows each frame.
        Action::NextTerm | Action::PrevTerm => !r.doc.terms.is_empty(),
        Action::Open => match r.focus {
            Some(Part::Link(_) | Part::Term(_)) => true,
            Some(Part::Block(i)) => matches!(
                lesson.body.get().blocks.get(i),
                Some(
                    Block::Quiz { .. }
                        | Block::Review { .. }
                        | Block::Drill { .. }
                        | Block::Calculator { .. }
                        | Block::Playground { .. }
                        | Block::Simulation { .. }
                        | Block::Exercise(_)
                )
            ),
            _ => false,
        },
        _ => true,
    }
}

/// The stale-file banner above the lesson's rows, the focus bar in the left margin.
fn page(m: &Model, v: &Viewport) -> Page {
    let mut p = Page::default();
    let Some(r) = state(m) else { return p };
    let col = v.column;
    let banner = banner::banner_rows(m, &r.lesson, usize::from(col.w));
    let bh = (banner.len() as u16).min(col.h);
    p.rows(Area::new(col.x, col.y, col.w, bh), banner, 0);
    // Only the rows on screen: a frame copies a screenful, not the whole lesson.
    let area = Area::new(col.x, col.y + bh, col.w, col.h - bh);
    let rows = &r.doc.rows;
    let from = r.top.min(rows.len());
    let to = (from + usize::from(area.h)).min(rows.len());
    let mut rows = rows[from..to].to_vec();
    if let Some(Part::Term(k)) = r.focus {
        // The focused mark stands out in the text; there is no bar for part of a line.
        for s in rows.iter_mut().flat_map(|row| row.spans.iter_mut()) {
            if s.style == Tone::Term(k) {
                s.style = Tone::TermFocused;
            }
        }
    }
    p.pieces.push(Piece::Rows {
        area,
        rows,
        top: 0,
        focus: r.focus.map(|f| (f, col.x.saturating_sub(2))),
    });
    p
}
