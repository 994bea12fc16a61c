//! `y` in the reader: a code block on screen copied out of latih (to the clipboard where the
//! terminal takes OSC 52, printed on leaving where it may not). With several on screen,
//! each press copies the next one, and the notice names which.

use super::state::Reader;
use crate::app::{Cx, Effect, Term};
use crate::core::lesson::{Block, Lesson, Part};
use crate::core::message as m;

/// The code blocks with at least one line on screen, in reading order.
pub(crate) fn code_on_screen(r: &Reader, lesson: &Lesson) -> Vec<usize> {
    let blocks = &lesson.body.get().blocks;
    (0..blocks.len())
        .filter(|&i| matches!(blocks[i], Block::Code { .. }))
        .filter(|&i| r.visible(Part::Block(i)))
        .collect()
}

/// Copies the code block after the one copied last (or the first) among those on screen.
pub(crate) fn copy_code(r: &mut Reader, cx: &mut Cx) {
    let picked = cx.course.lesson(&r.lesson).and_then(|lesson| {
        let shown = code_on_screen(r, lesson);
        let next = match r.copied.and_then(|c| shown.iter().position(|&i| i == c)) {
            Some(k) => shown[(k + 1) % shown.len()],
            None => *shown.first()?,
        };
        match lesson.body.get().blocks.get(next) {
            Some(Block::Code { text, .. }) => Some((next, text.text(cx.lang()).to_string())),
            _ => None,
        }
    });
    match picked {
        Some((i, code)) => {
            r.copied = Some(i);
            cx.effects.push(Effect::Term(Term::Copy(code)));
        }
        None => cx.flash = Some(cx.i18n.msg(&m::copy_none())),
    }
}
