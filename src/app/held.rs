//! Questions held out of reviews: suspended by the learner or as a leech, buried until the
//! next learner day. The model keeps every question's flags and asks storage to keep them.

use super::{Cx, Effect};
use crate::core::clock::DAY;
use crate::core::message as m;
use crate::core::record::Flags;
use crate::core::write::Write;

impl Cx {
    /// A question's flags (none: the default).
    pub fn flags_of(&self, item: &str) -> Flags {
        self.flags.get(item).copied().unwrap_or_default()
    }

    /// The questions of a list not held out of reviews now (suspended, or buried until a
    /// later day): what a review of a lesson asks, as Anki's filtered decks leave them out.
    pub fn not_held(&self, mut items: Vec<String>) -> Vec<String> {
        let now = self.clock.now;
        items.retain(|id| !self.flags.get(id).is_some_and(|f| f.held(now)));
        items
    }

    /// Sets a question's flags here and in the progress file.
    pub fn set_flags(&mut self, item: &str, flags: Flags) {
        if flags == Flags::default() {
            self.flags.remove(item);
        } else {
            self.flags.insert(item.to_string(), flags);
        }
        self.effects.push(Effect::Store(Write::SetFlags {
            item: item.to_string(),
            flags,
            at: self.clock.now,
        }));
    }

    /// Suspends a question, or unsuspends it (a leech keeps its mark, as Anki keeps its
    /// tag); says which in the footer.
    pub fn toggle_suspend(&mut self, item: &str) {
        let mut f = self.flags_of(item);
        f.suspended = !f.suspended;
        let q = self.question_words(item);
        self.flash = Some(self.i18n.msg(&if f.suspended {
            m::browser_suspended(q)
        } else {
            m::browser_unsuspended(q)
        }));
        self.set_flags(item, f);
    }

    /// Buries a question until the next learner day starts, or unburies it.
    pub fn toggle_bury(&mut self, item: &str) {
        let mut f = self.flags_of(item);
        let buried = f.buried_until.is_some_and(|t| t > self.clock.now);
        f.buried_until = (!buried).then(|| self.clock.day_start() + DAY);
        let q = self.question_words(item);
        self.flash = Some(self.i18n.msg(&if buried {
            m::browser_unburied(q)
        } else {
            m::browser_buried(q)
        }));
        self.set_flags(item, f);
    }

    /// Makes a question new again (Anki's "reset"): its schedule goes, its answers stay in
    /// the log and its flags stay.
    pub fn reset_item(&mut self, item: &str) {
        self.schedule.remove(item);
        self.effects
            .push(Effect::Store(Write::Forget(item.to_string())));
        let q = self.question_words(item);
        self.flash = Some(self.i18n.msg(&m::browser_reset_done(q)));
    }

    /// The start of a question's text, to name it in a sentence.
    pub fn question_words(&self, item: &str) -> String {
        let text = self
            .course
            .question(item)
            .and_then(|q| q.prompt.get(self.lang()))
            .map(|f| crate::core::wrap::sanitize(&f.value.plain().replace('\n', " ")))
            .unwrap_or_else(|| item.to_string());
        let (cut, more) = crate::core::wrap::truncate(&text, 40);
        if more { format!("{cut}…") } else { cut }
    }
}
