//! A string that many course-check sites repeat (the path `blocks[3].paragraph.en` of every
//! mark in one text, the id of a term marked in every lesson): read back from the cache once
//! per worker and shared, instead of one allocation per site. A warm load of 500 lessons
//! reads some 500,000 sites; their strings were a quarter of its instructions.

use std::cell::RefCell;
use std::sync::Arc;

/// Above this many distinct strings a thread forgets the ones it shares (only sharing is
/// lost): a watch session reloading for hours must not grow.
const MAX_KEPT: usize = 200_000;

thread_local! {
    static KEPT: RefCell<foldhash::HashSet<Arc<str>>> = RefCell::new(foldhash::HashSet::default());
}

/// An immutable string, cheap to clone, written and read as a plain string.
#[derive(Clone, PartialEq, Eq)]
pub struct Shared(Arc<str>);

impl Shared {
    /// The same text as a string already read on this thread, or a new one.
    fn kept(s: &str) -> Shared {
        KEPT.with(|kept| {
            let mut kept = kept.borrow_mut();
            if let Some(found) = kept.get(s) {
                return Shared(Arc::clone(found));
            }
            if kept.len() >= MAX_KEPT {
                kept.clear();
            }
            let new: Arc<str> = Arc::from(s);
            kept.insert(Arc::clone(&new));
            Shared(new)
        })
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl std::ops::Deref for Shared {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for Shared {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(&*self.0, f)
    }
}

impl std::fmt::Display for Shared {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<String> for Shared {
    fn from(s: String) -> Shared {
        Shared(Arc::from(s))
    }
}

impl From<&str> for Shared {
    fn from(s: &str) -> Shared {
        Shared(Arc::from(s))
    }
}

impl PartialEq<str> for Shared {
    fn eq(&self, other: &str) -> bool {
        &*self.0 == other
    }
}

impl PartialEq<String> for Shared {
    fn eq(&self, other: &String) -> bool {
        *self.0 == **other
    }
}

impl PartialEq<Shared> for String {
    fn eq(&self, other: &Shared) -> bool {
        **self == *other.0
    }
}

impl serde::Serialize for Shared {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.0)
    }
}

impl<'de> serde::Deserialize<'de> for Shared {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Shared, D::Error> {
        struct Visitor;
        impl serde::de::Visitor<'_> for Visitor {
            type Value = Shared;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a string")
            }
            fn visit_str<E>(self, v: &str) -> Result<Shared, E> {
                Ok(Shared::kept(v))
            }
        }
        d.deserialize_str(Visitor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_string_read_again_on_a_thread_is_the_same_allocation_and_reads_the_same() {
        let bytes =
            postcard::to_stdvec(&vec![Shared::from("a.b"), Shared::from("a.b")]).expect("write");
        let back: Vec<Shared> = postcard::from_bytes(&bytes).expect("read");
        assert_eq!(back, ["a.b".to_string(), "a.b".to_string()]);
        assert!(Arc::ptr_eq(&back[0].0, &back[1].0));
        // Written as a plain string: a String reads it, and it reads a String's bytes.
        let plain: Vec<String> = postcard::from_bytes(&bytes).expect("as strings");
        assert_eq!(plain, ["a.b", "a.b"]);
        let other: Shared = postcard::from_bytes(&postcard::to_stdvec("c").expect("w")).expect("r");
        assert_eq!(other.as_str(), "c");
    }
}
