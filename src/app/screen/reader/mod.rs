//! The lesson reader: a lesson laid out as rows, scrolled, with answers revealed on demand
//! and links, cards and calculators to open.

mod copy;
pub(crate) mod keys;
mod state;
pub(crate) mod update;

pub use state::Reader;

use super::{Changed, Leave, Ops};
use crate::app::Cx;
use crate::app::doc::Tone;
use crate::app::keymap::{Action, Binding, Ctx};
use crate::app::layout::{Area, Viewport};
use crate::app::page::{Page, Piece};
use crate::app::render::lesson::{banner, links};
use crate::core::lesson::{Block, Part};

impl Ops for Reader {
    fn ctx(&self, _cx: &Cx) -> Ctx {
        Ctx::Reader
    }

    fn keys(&self) -> &'static [Binding] {
        keys::KEYS
    }

    fn action(&mut self, cx: &mut Cx, a: Action) {
        update::reader_action(self, cx, a);
    }

    fn applies(&self, cx: &Cx, a: Action) -> bool {
        applies(self, cx, a)
    }

    fn title(&self, cx: &Cx) -> (String, Option<String>) {
        let left = match cx.course.lesson(&self.lesson) {
            Some(l) => format!(" {} · {}", l.code, l.title.text(cx.lang())),
            None => " latih".to_string(),
        };
        (left, Some(format!("{}%", self.percent())))
    }

    fn page(&self, cx: &Cx, v: &Viewport) -> Page {
        page(self, cx, v)
    }

    /// Leaving keeps where the learner was and the time spent.
    fn close(&mut self, cx: &mut Cx) -> Leave {
        update::keep_place(self, cx);
        Leave::Close
    }

    /// A taller screen may bring the lesson's end into view; a scroll, a reveal or a jump
    /// from the table of contents may too.
    fn after(&mut self, cx: &mut Cx) {
        update::mark_done_at_end(self, cx);
    }

    /// Laid out again for the new size, language, course or a calculator's values; only
    /// a width change or new text lays the lesson out anew.
    fn changed(&mut self, cx: &mut Cx, what: Changed, _on_top: bool) {
        update::relayout(self, cx, what != Changed::Size);
    }
}

/// Whether a key does something here (no "reveal" without hidden answers).
fn applies(r: &Reader, cx: &Cx, a: Action) -> bool {
    let Some(lesson) = cx.course.lesson(&r.lesson) else {
        return true;
    };
    match a {
        Action::Reveal => r
            .reveal_target(lesson)
            .is_some_and(|i| !r.revealed.contains(&i)),
        Action::HideAnswer => r
            .reveal_target(lesson)
            .is_some_and(|i| r.revealed.contains(&i)),
        Action::RevealAll => lesson.body.get().exercises().next().is_some(),
        // Offered where the exercise has hints and its answer is still hidden.
        Action::Hint => r
            .reveal_target(lesson)
            .is_some_and(|i| state::hints_of(lesson, i) > 0 && !r.revealed.contains(&i)),
        Action::LessonQuiz => cx
            .course
            .questions()
            .any(|q| q.lesson.as_deref() == Some(&lesson.id)),
        Action::NextItem => !links::targets(lesson).is_empty(),
        Action::CopyCode => !copy::code_on_screen(r, lesson).is_empty(),
        // Every mark laid out is numbered in `doc.terms`: no scan of the rows each frame.
        Action::NextTerm | Action::PrevTerm => !r.doc.terms.is_empty(),
        Action::Open => match r.focus {
            Some(Part::Link(_) | Part::Term(_)) => true,
            // A practice block starts its tool; an exercise shows or hides its answer.
            Some(Part::Block(i)) => (lesson.body.get().blocks.get(i))
                .is_some_and(|b| b.is_practice() || matches!(b, Block::Exercise(_))),
            _ => false,
        },
        _ => true,
    }
}

/// The stale-file banner above the lesson's rows, the focus bar in the left margin.
fn page(r: &Reader, cx: &Cx, v: &Viewport) -> Page {
    let mut p = Page::default();
    let col = v.column;
    let banner = banner::banner_rows(cx, &r.lesson, usize::from(col.w));
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
