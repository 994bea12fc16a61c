//! Prose parsed once: the checker parses each text to check its markup and leaves the
//! result on the text's YAML node, where conversion takes it instead of parsing the text a
//! second time (a fifth of a lesson's checking went to parsing the same texts twice).

use std::cell::Cell;

use crate::core::rich::RichText;

/// A text's parsed form, waiting on its node to be taken once. Copies of a node start empty
/// and compare equal whatever they hold: it is a cache, not part of the value.
#[derive(Default)]
pub struct Parsed(Cell<Option<RichText>>);

impl Parsed {
    pub fn put(&self, rich: RichText) {
        self.0.set(Some(rich));
    }

    /// The parsed text left here, or `src` parsed now.
    pub fn take_or_parse(&self, src: &str) -> RichText {
        self.0.take().unwrap_or_else(|| RichText::parse(src).0)
    }
}

impl Clone for Parsed {
    fn clone(&self) -> Parsed {
        Parsed::default()
    }
}

impl PartialEq for Parsed {
    fn eq(&self, _: &Parsed) -> bool {
        true
    }
}

impl std::fmt::Debug for Parsed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Parsed")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_was_put_is_taken_once_then_the_text_is_parsed() {
        let p = Parsed::default();
        let (checked, _) = RichText::parse("**a** [[b]]");
        p.put(checked.clone());
        // The source given is not looked at while a parsed text waits.
        assert_eq!(p.take_or_parse("ignored"), checked);
        assert_eq!(p.take_or_parse("plain"), RichText::parse("plain").0);
        // A copy of a node does not carry the cache.
        p.put(checked);
        assert_eq!(p.clone().take_or_parse("x"), RichText::parse("x").0);
    }
}
