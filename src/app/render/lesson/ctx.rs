//! What laying out a lesson needs at hand: the course, the lesson, the language, the width,
//! the answers shown and the calculators' values, with the helpers every block uses to write
//! text in the reader's language. A leaf: the layout and each kind of block use it.

use std::collections::HashSet;

use crate::app::doc::{Doc, ProseStyle, Refs, Span, Tone, prose, span};
use crate::core::course::{Course, Target};
use crate::core::lang::Lang;
use crate::core::lesson::{Label, Lesson, Part, Text};
use crate::core::message::{self as m, Message};
use crate::core::wrap;
use crate::i18n::I18n;

pub struct Ctx<'a> {
    pub lesson: &'a Lesson,
    pub course: &'a Course,
    pub i18n: &'a I18n,
    pub width: usize,
    /// Block indices of exercises whose answer is shown.
    pub revealed: &'a HashSet<usize>,
    /// Hints shown so far, by exercise block (all of them once the answer is shown).
    pub hints: &'a std::collections::HashMap<usize, usize>,
    /// The learner's values of calculators, so a calculator card shows what was last tried.
    pub calcs: &'a crate::app::calc_values::CalcValues,
    /// The glossary id of each term mark laid out so far: the layout numbers them as it
    /// goes (`Tone::Term`), and the reader moves its focus between them.
    pub terms: std::cell::RefCell<Vec<String>>,
    /// The keys the footer has no room for, shown under the lesson's title (the reader's;
    /// none where no key works, as in `latih show`).
    pub keys: Option<String>,
}

impl Refs for Ctx<'_> {
    fn cite(&self, id: &str) -> Option<usize> {
        self.lesson.body.get().source_number(id)
    }

    /// A term the glossary has becomes a numbered mark; an unknown one stays plain text.
    fn term(&self, id: &str) -> Option<Tone> {
        self.course.glossary.term(id)?;
        let mut terms = self.terms.borrow_mut();
        terms.push(id.to_string());
        Some(Tone::Term(terms.len() - 1))
    }
}

impl Ctx<'_> {
    pub(crate) fn lang(&self) -> Lang {
        self.i18n.lang()
    }

    /// `[EN]` in front of text shown in the other language.
    pub(crate) fn marker(&self, fallback: Option<Lang>) -> Vec<Span> {
        match fallback {
            Some(l) => vec![
                span(
                    self.i18n.msg(&m::reader_fallback(l.code().to_uppercase())),
                    Tone::Fallback,
                ),
                span(" ", Tone::Text),
            ],
            None => Vec::new(),
        }
    }

    pub(crate) fn label(&self, l: &Label) -> (String, Vec<Span>) {
        match l.get(self.lang()) {
            Some(f) => (wrap::sanitize(f.value), self.marker(f.fallback)),
            None => (String::new(), Vec::new()),
        }
    }

    /// Prose of a `Text` in the reader's language. `marker` hangs (bullets); `inline` runs
    /// with the text (a link title); a fallback mark joins `inline`.
    pub(crate) fn text(
        &self,
        doc: &mut Doc,
        part: Part,
        t: &Text,
        base: Tone,
        lead: Vec<Span>,
        marker: Vec<Span>,
    ) {
        self.text_with(doc, part, t, base, lead, marker, Vec::new());
    }

    #[allow(clippy::too_many_arguments)]
    pub(crate) fn text_with(
        &self,
        doc: &mut Doc,
        part: Part,
        t: &Text,
        base: Tone,
        lead: Vec<Span>,
        marker: Vec<Span>,
        inline: Vec<Span>,
    ) {
        let Some(found) = t.get(self.lang()) else {
            return;
        };
        let mut lead_in = inline;
        lead_in.extend(self.marker(found.fallback));
        let style = ProseStyle {
            width: self.width,
            base,
            lead,
            refs: self,
        };
        prose(doc, part, found.value, &style, marker, lead_in);
    }

    pub(crate) fn section_label(&self, doc: &mut Doc, part: Part, label: Message) {
        doc.blank();
        doc.push(part, vec![span(self.i18n.msg(&label), Tone::Label)]);
    }

    pub(crate) fn link_title(&self, id: &str) -> Vec<Span> {
        let lang = self.lang();
        match self.course.resolve(id) {
            Target::Lesson(l) => vec![
                span(format!("{} ", l.code), Tone::Link),
                span(wrap::sanitize(l.title.text(lang)), Tone::Link),
            ],
            Target::Planned(p) => vec![
                span(
                    format!("{} {}", p.code, wrap::sanitize(p.title.text(lang))),
                    Tone::Unavailable,
                ),
                span(
                    format!(" · {}", self.i18n.msg(&m::reader_not_available())),
                    Tone::Unavailable,
                ),
            ],
            Target::Unknown => vec![span(
                format!("{id} · {}", self.i18n.msg(&m::reader_not_available())),
                Tone::Unavailable,
            )],
        }
    }
}
