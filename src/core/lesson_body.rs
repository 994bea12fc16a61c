//! A lesson's body, everything below its title, kept packed (postcard bytes) while nobody
//! reads it, so a loaded course costs about its size on disk instead of three times its YAML.
//!
//! The course map, review and the course-wide checks need only a lesson's header. The body is
//! decoded the first time the reader opens the lesson and stays decoded from then on; a pass
//! over every lesson (search, reload) reads each body without keeping it.

use std::borrow::Cow;
use std::sync::{Arc, OnceLock};

use super::lesson::{Block, Links, Prerequisite, Source, Text};

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
}

impl Packed {
    /// A body just built, not packed yet.
    pub fn new(body: Body) -> Packed {
        Packed {
            bytes: None,
            open: Some(Box::new(body)),
            cached: OnceLock::new(),
        }
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

    /// Changes the body in place; `f` says whether it changed anything. A packed body stays
    /// packed (packed again if `f` changed it), so a pass over every lesson keeps at most one
    /// decoded at a time.
    pub fn edit(&mut self, f: impl FnOnce(&mut Body) -> bool) {
        let bytes = self.bytes.clone();
        let was_open = self.is_open();
        let changed = f(self.get_mut());
        if bytes.is_some() && !was_open {
            if !changed {
                self.bytes = bytes;
            }
            self.pack();
        } else if !changed {
            self.bytes = bytes;
        }
    }

    /// The body for one look, without keeping it decoded when it was not already.
    pub fn read(&self) -> Cow<'_, Body> {
        match self.decoded() {
            Some(body) => Cow::Borrowed(body),
            None => Cow::Owned(self.decode()),
        }
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

    /// Bytes of the packed form; zero while not packed.
    pub fn packed_len(&self) -> usize {
        self.bytes.as_ref().map_or(0, |b| b.len())
    }

    /// Whether the decoded body is held.
    pub fn is_open(&self) -> bool {
        self.decoded().is_some()
    }

    fn decode(&self) -> Body {
        // The bytes were encoded by this same build (cache entries carry its id and a
        // checksum), so decoding cannot fail; an empty body beats a panic if it ever did.
        match &self.bytes {
            Some(bytes) => postcard::from_bytes(bytes).unwrap_or_default(),
            None => Body::default(),
        }
    }
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
        p.edit(|b| {
            b.goals.clear();
            false
        });
        assert!(!p.is_open(), "a look through edit leaves it packed");
        p.edit(|b| {
            *b = body("four");
            true
        });
        assert!(!p.is_open(), "a change through edit is packed again");
        assert_eq!(*p.read(), body("four"));
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
