//! A lesson's body, everything below its title, kept packed (postcard bytes) while nobody
//! reads it, so a loaded course costs about its size on disk instead of three times its YAML.
//!
//! The course map, review and the course-wide checks need only a lesson's header. The body is
//! decoded the first time the reader opens the lesson and stays decoded from then on; a pass
//! over every lesson (search, reload) reads each body without keeping it.

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use super::blocks::{Block, Label, Links, Part, Prerequisite, Source, Text};
use crate::core::lang::Lang;

/// The glossary's name of each term, shared by every lesson of a course.
pub type TermNames = HashMap<String, Label>;

/// Each figure a calculator works out at its defaults, written in both languages, by
/// `calculator.name`.
pub type FigureTexts = HashMap<String, Label>;

/// What the marks of a course's texts show: terms written as an id alone get the
/// glossary's name, figure marks the calculator's value.
#[derive(Debug, Default)]
pub struct Marks {
    pub terms: TermNames,
    pub figures: FigureTexts,
}

impl Marks {
    /// Fills in the marks of one text in one language.
    pub fn fill(&self, rich: &mut crate::core::rich::RichText, lang: Lang) {
        for (id, words) in rich.terms_mut() {
            if words.is_empty() {
                *words = self.terms.get(id).map_or(id, |n| n.text(lang)).to_string();
            }
        }
        // One key reused: a figure is looked up by `calc.name` for every mark of every text.
        let mut key = String::new();
        for (calc, name, text) in rich.figures_mut() {
            key.clear();
            key.push_str(calc);
            key.push('.');
            key.push_str(name);
            *text = self
                .figures
                .get(&key)
                .map(|f| f.text(lang).to_string())
                .unwrap_or_default();
        }
    }

    /// Shows these figures in a text already filled, leaving the marks they do not name.
    pub fn refill_text(&self, text: &mut crate::core::lesson::Text) {
        for lang in Lang::ALL {
            let rich = match lang {
                Lang::Id => text.id.as_mut(),
                Lang::En => text.en.as_mut(),
            };
            for (calc, name, shown) in rich.into_iter().flat_map(|r| r.figures_mut()) {
                if let Some(f) = self.figures.get(&format!("{calc}.{name}")) {
                    *shown = f.text(lang).to_string();
                }
            }
        }
    }

    /// Fills in the marks of a text in both languages.
    pub fn fill_text(&self, text: &mut crate::core::lesson::Text) {
        for lang in Lang::ALL {
            let rich = match lang {
                Lang::Id => text.id.as_mut(),
                Lang::En => text.en.as_mut(),
            };
            if let Some(rich) = rich {
                self.fill(rich, lang);
            }
        }
    }
}

/// What the reader shows of a lesson below its title.
#[derive(Debug, Clone, PartialEq, Default, serde::Serialize, serde::Deserialize)]
pub struct Body {
    /// The guiding question the lesson answers.
    pub question: Option<Text>,
    pub goals: Vec<Text>,
    pub prerequisites: Vec<Prerequisite>,
    pub blocks: Vec<Block>,
    pub links: Links,
    pub sources: Vec<Source>,
}

/// A body as bytes, as a decoded value, or both (decoded and not changed since).
#[derive(Default)]
pub struct Packed {
    bytes: Option<Arc<[u8]>>,
    /// Decoded to be changed, or built and not packed yet.
    open: Option<Box<Body>>,
    /// Decoded to be read: filled through `&self` by `get`.
    cached: OnceLock<Box<Body>>,
    /// What marks show (a term's name for `[[range-scan]]`, a figure for `[=calc.out]`),
    /// filled in as the body is decoded: the packed bytes (and the cache) stay free of the
    /// glossary and the calculators.
    marks: Option<Arc<Marks>>,
}

impl Packed {
    /// A body just built, not packed yet.
    pub fn new(body: Body) -> Packed {
        Packed {
            bytes: None,
            open: Some(Box::new(body)),
            cached: OnceLock::new(),
            marks: None,
        }
    }

    /// Gives the body what its marks show: the glossary's names and the calculators'
    /// figures.
    pub fn fill_marks(&mut self, marks: Arc<Marks>) {
        if let Some(body) = &mut self.open {
            fill(body, &marks);
        }
        self.cached = OnceLock::new();
        self.marks = Some(marks);
    }

    fn decoded(&self) -> Option<&Body> {
        self.open
            .as_deref()
            .or(self.cached.get().map(|b| b.as_ref()))
    }

    /// The body, decoded on the first call and kept.
    pub fn get(&self) -> &Body {
        match &self.open {
            Some(body) => body,
            None => self.cached.get_or_init(|| Box::new(self.decode())),
        }
    }

    /// The body to change; its bytes are packed again by `pack`.
    pub fn get_mut(&mut self) -> &mut Body {
        if self.open.is_none() {
            let body = match self.cached.take() {
                Some(body) => body,
                None => Box::new(self.decode()),
            };
            self.open = Some(body);
        }
        self.bytes = None;
        self.open.get_or_insert_with(Box::default)
    }

    /// The body for one look, without keeping it decoded when it was not already.
    pub fn read(&self) -> Cow<'_, Body> {
        match self.decoded() {
            Some(body) => Cow::Borrowed(body),
            None => Cow::Owned(self.decode()),
        }
    }

    /// `read` for a look in one language only: a body not already decoded has the marks of
    /// that language's texts filled, not the other's (what indexing a course for search
    /// needs, at half the cost).
    pub fn read_in(&self, lang: Lang) -> Cow<'_, Body> {
        if let Some(body) = self.decoded() {
            return Cow::Borrowed(body);
        }
        let mut body = self.decode_bare();
        if let Some(marks) = &self.marks {
            for (_, text) in body.texts_mut() {
                let rich = match lang {
                    Lang::Id => text.id.as_mut(),
                    Lang::En => text.en.as_mut(),
                };
                if let Some(rich) = rich {
                    marks.fill(rich, lang);
                }
            }
        }
        Cow::Owned(body)
    }

    /// Packs the body into bytes (again, if it changed) and lets go of the decoded form.
    pub fn pack(&mut self) {
        if self.bytes.is_none() {
            let bytes = encode(self.decoded().unwrap_or(&Body::default()));
            self.bytes = Some(bytes.into());
        }
        self.open = None;
        self.cached = OnceLock::new();
    }

    /// Bytes of the packed form; zero while not packed (what the memory tests look at).
    #[cfg(test)]
    fn packed_len(&self) -> usize {
        self.bytes.as_ref().map_or(0, |b| b.len())
    }

    /// Whether the decoded body is held (what the memory tests look at).
    #[cfg(test)]
    fn is_open(&self) -> bool {
        self.decoded().is_some()
    }

    fn decode(&self) -> Body {
        let mut body = self.decode_bare();
        if let Some(marks) = &self.marks {
            fill(&mut body, marks);
        }
        body
    }

    /// The body as packed, its marks not filled.
    fn decode_bare(&self) -> Body {
        // The bytes were encoded by this same build (cache entries carry its id and a
        // checksum), so decoding cannot fail; an empty body beats a panic if it ever did.
        match &self.bytes {
            Some(bytes) => postcard::from_bytes(bytes).unwrap_or_default(),
            None => Body::default(),
        }
    }
}

/// Visits every glossary mark of a body in reading order: its part, the language of its
/// text, the term's id and the words shown (empty when written as an id alone).
fn each_mark(body: &mut Body, mut f: impl FnMut(Part, Lang, &str, &mut String)) {
    for (part, text) in body.texts_mut() {
        for lang in Lang::ALL {
            let rich = match lang {
                Lang::Id => text.id.as_mut(),
                Lang::En => text.en.as_mut(),
            };
            for (id, words) in rich.into_iter().flat_map(|r| r.terms_mut()) {
                f(part, lang, id, words);
            }
        }
    }
}

/// A mark written as an id alone shows the term's name in the text's language (its id when
/// the glossary has no such term); a figure mark the calculator's value.
fn fill(body: &mut Body, marks: &Marks) {
    for (_, text) in body.texts_mut() {
        marks.fill_text(text);
    }
}

/// Each glossary term a body marks, with the first part that marks it, in reading order:
/// what the glossary's "used in" needs, kept with the lesson's header.
pub fn term_marks(body: &mut Body) -> Vec<(String, Part)> {
    let mut out: Vec<(String, Part)> = Vec::new();
    each_mark(body, |part, _, id, _| {
        if !out.iter().any(|(t, _)| t == id) {
            out.push((id.to_string(), part));
        }
    });
    out
}

fn encode(body: &Body) -> Vec<u8> {
    postcard::to_stdvec(body).unwrap_or_default()
}

impl Clone for Packed {
    fn clone(&self) -> Packed {
        Packed {
            bytes: self.bytes.clone(),
            open: self.open.clone(),
            cached: self.cached.clone(),
            marks: self.marks.clone(),
        }
    }
}

impl PartialEq for Packed {
    fn eq(&self, other: &Packed) -> bool {
        *self.read() == *other.read()
    }
}

impl std::fmt::Debug for Packed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.read().fmt(f)
    }
}

/// Stored as its packed bytes, so a lesson read back from the cache stays packed.
impl serde::Serialize for Packed {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match &self.bytes {
            Some(bytes) => s.serialize_bytes(bytes),
            None => s.serialize_bytes(&encode(&self.read())),
        }
    }
}

impl<'de> serde::Deserialize<'de> for Packed {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Packed, D::Error> {
        struct Bytes;
        impl serde::de::Visitor<'_> for Bytes {
            type Value = Packed;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a packed lesson body")
            }
            fn visit_bytes<E>(self, v: &[u8]) -> Result<Packed, E> {
                Ok(Packed {
                    bytes: Some(v.into()),
                    ..Packed::default()
                })
            }
        }
        d.deserialize_bytes(Bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::lang::Localized;
    use crate::core::rich::RichText;

    fn body(words: &str) -> Body {
        let text = Localized::new(Some(RichText::parse(words).0), None);
        Body {
            question: Some(text.clone()),
            blocks: vec![Block::Paragraph(text)],
            ..Body::default()
        }
    }

    #[test]
    fn a_packed_body_reads_back_as_it_was_and_changes_survive_packing() {
        let mut p = Packed::new(body("one"));
        p.pack();
        assert!(p.packed_len() > 0);
        assert!(!p.is_open(), "packing lets go of the decoded body");
        assert_eq!(*p.read(), body("one"));
        assert!(!p.is_open(), "a look does not keep it decoded");
        assert_eq!(p.get(), &body("one"));
        assert!(p.is_open(), "opening it does");
        *p.get_mut() = body("two");
        p.pack();
        assert_eq!(*p.read(), body("two"));
    }

    #[test]
    fn bare_marks_show_the_glossarys_name_when_decoded_and_the_bytes_keep_none() {
        let mut p = Packed::new(body("see [[hot]] and [[cold|a cold one]]"));
        p.pack();
        let before = postcard::to_stdvec(&p).expect("encodes");
        let name = Localized::new(Some("titik panas".to_string()), Some("hotspot".to_string()));
        p.fill_marks(Arc::new(Marks {
            terms: TermNames::from([("hot".to_string(), name)]),
            ..Marks::default()
        }));
        let plain = p
            .read()
            .question
            .as_ref()
            .and_then(|q| q.id.as_ref())
            .map(|r| r.plain());
        assert_eq!(plain.as_deref(), Some("see titik panas and a cold one"));
        assert_eq!(postcard::to_stdvec(&p).expect("encodes"), before);
        let mut open = body("[[hot]]");
        assert_eq!(term_marks(&mut open), [("hot".to_string(), Part::Question)]);
    }

    #[test]
    fn through_postcard_it_stays_packed() {
        let mut p = Packed::new(body("three"));
        p.pack();
        let bytes = postcard::to_stdvec(&p).expect("encodes");
        let back: Packed = postcard::from_bytes(&bytes).expect("decodes");
        assert!(!back.is_open());
        assert_eq!(back, p);
        assert_eq!(*back.read(), body("three"));
    }
}
