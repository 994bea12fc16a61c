//! What a quiz screen's parts write into: the rows so far at a width, in the reader's
//! language, and the rows of what the learner is working on (kept in view while answering).
//! A leaf the view, the verdict and the summary all write through.

use crate::app::doc::{Doc, Span, Tone};
use crate::core::lesson::{Part, Text};
use crate::i18n::I18n;

pub(crate) struct Out<'a> {
    pub(crate) doc: Doc,
    pub(crate) i18n: &'a I18n,
    pub(crate) width: usize,
    /// Rows `start..end` of what the learner is working on (the option under the cursor, the
    /// typed answer), kept in view while they answer.
    pub(crate) focus: Option<(usize, usize)>,
}

impl Out<'_> {
    pub(crate) fn text(&mut self, t: &Text, base: Tone, lead: Vec<Span>, marker: Vec<Span>) {
        crate::app::doc::localized(&mut self.doc, self.i18n, self.width, t, base, lead, marker);
    }

    pub(crate) fn line(&mut self, spans: Vec<Span>) {
        self.doc.para(Part::Title, (&[], &[]), &spans, self.width);
    }

    pub(crate) fn gap(&mut self) {
        self.doc.blank();
    }
}
