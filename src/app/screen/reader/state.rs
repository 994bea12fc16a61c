//! The lesson reader: a laid-out lesson, where the learner is in it, what is revealed and
//! which exercise or link has the focus.
//!
//! The place is kept as (part, line within part), so a new layout (another language, another
//! width, a reloaded file) puts the learner back on the same block.

use std::collections::HashSet;

use crate::app::calc_values::CalcValues;
use crate::app::doc::Doc;
use crate::app::render::lesson::{self, Ctx};
use crate::app::scroll::Scroll;
use crate::core::course::Course;
use crate::core::lesson::{Block, Lesson, Part};
use crate::i18n::I18n;

#[derive(Debug, Clone, PartialEq)]
pub struct Reader {
    pub lesson: String,
    pub doc: Doc,
    pub top: usize,
    pub anchor: (Part, usize),
    pub focus: Option<Part>,
    pub revealed: HashSet<usize>,
    /// Hints shown so far, by exercise block.
    pub hints: std::collections::HashMap<usize, usize>,
    /// Lines of text that fit on screen, set by the model from the terminal size.
    pub height: usize,
    pub width: usize,
    /// Width and language of the current layout: a change of height alone keeps it.
    laid_out: Option<(usize, crate::core::lang::Lang)>,
    /// When the lesson was opened, in milliseconds: time spent is kept on leaving.
    pub opened_ms: i64,
    /// Whether the end was in view after the last message: reaching it marks the lesson
    /// done once, and unmarking it there does not mark it again.
    pub end_seen: bool,
    /// The code block `y` copied last: the next press copies the one after it.
    pub copied: Option<usize>,
}

impl Reader {
    pub fn new(lesson: &str) -> Reader {
        Reader {
            lesson: lesson.to_string(),
            doc: Doc::default(),
            top: 0,
            anchor: (Part::Title, 0),
            focus: None,
            revealed: HashSet::new(),
            hints: Default::default(),
            height: 1,
            width: 1,
            laid_out: None,
            copied: None,
            opened_ms: 0,
            end_seen: false,
        }
    }

    /// After a resize: lays out again only if the width changed (the layout does not depend
    /// on the height), then returns to the anchored place.
    pub fn resized(&mut self, lesson: &Lesson, course: &Course, i18n: &I18n, calcs: &CalcValues) {
        if self.laid_out == Some((self.width, i18n.lang())) {
            self.restore_anchor();
        } else {
            self.relayout(lesson, course, i18n, calcs);
        }
    }

    /// Lays the lesson out again and returns to the anchored place.
    pub fn relayout(&mut self, lesson: &Lesson, course: &Course, i18n: &I18n, calcs: &CalcValues) {
        // Forget reveals of blocks that are no longer exercises (the file changed).
        self.revealed
            .retain(|i| matches!(lesson.body.get().blocks.get(*i), Some(Block::Exercise(_))));
        let ctx = Ctx {
            lesson,
            course,
            i18n,
            width: self.width,
            revealed: &self.revealed,
            hints: &self.hints,
            calcs,
            terms: Default::default(),
            keys: Some(super::keys::more_keys(i18n)),
        };
        // A focused term is found again by its id and which of its marks it was: revealing
        // an answer before it numbers the marks anew.
        let term = self.focused_term();
        self.doc = lesson::layout(&ctx);
        self.laid_out = Some((self.width, i18n.lang()));
        self.restore_anchor();
        if let Some((id, nth)) = term {
            self.focus = self
                .doc
                .term_marks()
                .into_iter()
                .filter(|k| self.doc.terms.get(*k) == Some(&id))
                .nth(nth)
                .map(Part::Term);
        }
        if let Some(f) = self.focus
            && self.rows_of(f).is_none()
        {
            self.focus = None;
        }
    }

    /// The focused term mark: its glossary id and how many marks of that id come before it.
    fn focused_term(&self) -> Option<(String, usize)> {
        let Some(Part::Term(k)) = self.focus else {
            return None;
        };
        let id = self.doc.terms.get(k)?.clone();
        let nth = self
            .doc
            .term_marks()
            .into_iter()
            .take_while(|m| *m != k)
            .filter(|m| self.doc.terms.get(*m) == Some(&id))
            .count();
        Some((id, nth))
    }

    /// The glossary id of the focused term mark, if a term has the focus.
    pub fn focused_term_id(&self) -> Option<&str> {
        match self.focus {
            Some(Part::Term(k)) => self.doc.terms.get(k).map(String::as_str),
            _ => None,
        }
    }

    fn restore_anchor(&mut self) {
        let (part, offset) = self.anchor;
        let start = self
            .doc
            .start_of(part)
            .or_else(|| nearest_before(&self.doc, part))
            .unwrap_or(0);
        let len = self.doc.rows[start..]
            .iter()
            .take_while(|r| r.part == self.doc.rows[start].part)
            .count();
        self.top = (start + offset.min(len.saturating_sub(1))).min(self.max_top());
    }

    /// The reader's window over its rows: the one scroll every screen uses.
    pub fn window(&self) -> Scroll {
        Scroll::new(self.top, self.doc.rows.len(), self.height)
    }

    pub fn max_top(&self) -> usize {
        self.window().max_top()
    }

    pub fn at_end(&self) -> bool {
        self.top >= self.max_top()
    }

    fn set_top(&mut self, top: usize) {
        self.top = Scroll {
            top,
            ..self.window()
        }
        .clamped();
        if let Some(row) = self.doc.rows.get(self.top) {
            let start = self.doc.start_of(row.part).unwrap_or(self.top);
            self.anchor = (row.part, self.top - start);
        }
    }

    /// Scrolls by `delta` lines, and moves the focus onto the screen if it scrolled away.
    pub fn scroll(&mut self, top: usize, targets: &[Part]) {
        self.set_top(top);
        if let Some(f) = self.focus
            && !self.visible(f)
        {
            self.focus = targets.iter().copied().find(|t| self.visible(*t));
        }
    }

    pub fn scroll_to(&mut self, part: Part) {
        if let Some(start) = self.doc.start_of(part) {
            self.set_top(start);
            self.anchor = (part, 0);
        }
    }

    /// The rows a part occupies, without the blank line that trails it; for a term mark,
    /// the rows it is written on.
    fn rows_of(&self, part: Part) -> Option<(usize, usize)> {
        if let Part::Term(k) = part {
            return self.doc.term_rows(k);
        }
        let start = self.doc.start_of(part)?;
        let len = self.doc.rows[start..]
            .iter()
            .take_while(|r| r.part == part)
            .count();
        let blank_tail = self.doc.rows[start..start + len]
            .iter()
            .rev()
            .take_while(|r| r.spans.is_empty())
            .count();
        Some((start, start + len.saturating_sub(blank_tail).max(1)))
    }

    pub fn visible(&self, part: Part) -> bool {
        self.rows_of(part)
            .is_some_and(|(s, e)| s < self.top + self.height && e > self.top)
    }

    /// Moves the focus to the next (or previous) of `targets` (cards and links, or glossary
    /// terms) and brings it into view.
    pub fn cycle_focus(&mut self, targets: &[Part], forward: bool) {
        if targets.is_empty() {
            return;
        }
        let next = match self
            .focus
            .and_then(|f| targets.iter().position(|t| *t == f))
        {
            Some(i) if forward => targets[(i + 1) % targets.len()],
            Some(i) => targets[(i + targets.len() - 1) % targets.len()],
            None => {
                // Start from what is on screen rather than from the top of the lesson.
                let row = |t: &Part| self.rows_of(*t).map_or(0, |r| r.0);
                if forward {
                    targets
                        .iter()
                        .copied()
                        .find(|t| row(t) >= self.top)
                        .unwrap_or(targets[0])
                } else {
                    targets
                        .iter()
                        .rev()
                        .copied()
                        .find(|t| row(t) < self.top + self.height)
                        .unwrap_or(targets[targets.len() - 1])
                }
            }
        };
        self.focus = Some(next);
        self.bring_into_view(next);
    }

    fn bring_into_view(&mut self, part: Part) {
        if let Some((s, e)) = self.rows_of(part)
            && (s < self.top || e > self.top + self.height)
        {
            // Show the whole item when it fits, with a line of context above it.
            let want = if e - s < self.height {
                s.saturating_sub(1)
            } else {
                s
            };
            self.set_top(want);
        }
    }

    /// The exercise Space acts on: the focused one, else the first on screen still hidden.
    /// With another card focused (a quiz, a link) Space does nothing: revealing an answer
    /// elsewhere on the screen would surprise.
    pub fn reveal_target(&self, lesson: &Lesson) -> Option<usize> {
        if let Some(Part::Block(i)) = self.focus {
            return matches!(lesson.body.get().blocks.get(i), Some(Block::Exercise(_)))
                .then_some(i);
        }
        lesson
            .body
            .get()
            .exercises()
            .find(|i| self.visible(Part::Block(*i)) && !self.revealed.contains(i))
            .or_else(|| {
                lesson
                    .body
                    .get()
                    .exercises()
                    .find(|i| self.visible(Part::Block(*i)))
            })
    }

    /// The next of exercise `block`'s `hints`, or its answer once every hint is shown; the
    /// focus moves to it.
    pub fn hint(&mut self, block: usize, hints: usize) {
        let shown = self.hints.entry(block).or_default();
        self.focus = Some(Part::Block(block));
        if *shown < hints {
            *shown += 1;
        } else {
            self.revealed.insert(block);
        }
    }

    /// Toggles one answer; the focus moves to it so the next Space hides it again.
    pub fn toggle(&mut self, block: usize) {
        if !self.revealed.remove(&block) {
            self.revealed.insert(block);
        }
        self.focus = Some(Part::Block(block));
    }

    /// Reveals every answer, or hides them all when all are already shown.
    pub fn toggle_all(&mut self, lesson: &Lesson) {
        let all: HashSet<usize> = lesson.body.get().exercises().collect();
        if all.is_subset(&self.revealed) {
            self.revealed.clear();
        } else {
            self.revealed = all;
        }
    }

    /// How far through the lesson the bottom of the screen is, in percent.
    pub fn percent(&self) -> usize {
        let total = self.doc.rows.len().max(1);
        ((self.top + self.height).min(total) * 100) / total
    }
}

/// The closest part before `part` that the layout has, for when a part disappeared.
fn nearest_before(doc: &Doc, part: Part) -> Option<usize> {
    doc.rows.iter().rposition(|r| r.part <= part)
}

/// How many hints exercise `block` of `lesson` has (none for any other block).
pub fn hints_of(lesson: &Lesson, block: usize) -> usize {
    match lesson.body.get().blocks.get(block) {
        Some(Block::Exercise(e)) => e.hints.len(),
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::doc::{Row, Tone, span};

    fn row(part: Part, text: &str) -> Row {
        Row {
            spans: if text.is_empty() {
                Vec::new()
            } else {
                vec![span(text, Tone::Text)]
            },
            part,
            fill: None,
        }
    }

    #[test]
    fn a_part_whose_only_line_on_screen_is_its_trailing_blank_is_not_visible() {
        let mut r = Reader::new("x");
        r.doc.rows = vec![
            row(Part::Block(0), "exercise"),
            row(Part::Block(0), "answer hidden"),
            row(Part::Block(0), ""),
            row(Part::Block(1), "next paragraph"),
            row(Part::Block(1), "more"),
        ];
        r.height = 3;
        r.top = 2;
        assert!(!r.visible(Part::Block(0)));
        assert!(r.visible(Part::Block(1)));
        r.top = 1;
        assert!(r.visible(Part::Block(0)));
    }
}
