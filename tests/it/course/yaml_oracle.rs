//! The tree latih builds from granit-parser's events against the one serde-saphyr (the
//! library latih used before, on the same parser) builds, as an oracle: wherever both accept a
//! file, the trees, positions and all, must be equal. Checked on every YAML file of the
//! repository, on random edits of real lessons and on random YAML pieces.
//!
//! Where only one accepts, latih's own reading is the intended one: a file of comments alone
//! is empty (serde-saphyr gives null), and a tag on a list or mapping is ignored rather than
//! refused. Errors are compared by the cases in `src/content/yaml_build/tests.rs`.

use std::path::PathBuf;

use latih::content::yaml::{self, Key, Node, Value};
use proptest::prelude::*;
use serde::de::{Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_saphyr::{Location, Spanned};

/// serde-saphyr's reading of `src` as latih's tree, or None where it refuses the file.
fn oracle(src: &str) -> Option<Node> {
    let options = serde_saphyr::options! {
        budget: serde_saphyr::budget! {
            max_depth: 40,
            max_nodes: yaml::MAX_NODES as usize,
            max_total_scalar_bytes: yaml::MAX_SCALAR_BYTES as usize,
            max_documents: 1,
        },
        duplicate_keys: serde_saphyr::options::DuplicateKeyPolicy::PassThrough,
        leading_zero_numbers_as_strings: true,
        strict_booleans: true,
        with_snippet: false,
    };
    let raw: Spanned<Raw> = serde_saphyr::from_str_with_options(src, options).ok()?;
    Some(convert(raw, src))
}

#[derive(Debug)]
enum Raw {
    Null,
    Bool(bool),
    Number,
    Str(String),
    Seq(Vec<Spanned<Raw>>),
    Map(Vec<(Spanned<String>, Spanned<Raw>)>),
}

impl<'de> Deserialize<'de> for Raw {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(RawVisitor)
    }
}

struct RawVisitor;

impl<'de> Visitor<'de> for RawVisitor {
    type Value = Raw;
    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("any YAML value")
    }
    fn visit_bool<E>(self, v: bool) -> Result<Raw, E> {
        Ok(Raw::Bool(v))
    }
    fn visit_i64<E>(self, _: i64) -> Result<Raw, E> {
        Ok(Raw::Number)
    }
    fn visit_u64<E>(self, _: u64) -> Result<Raw, E> {
        Ok(Raw::Number)
    }
    fn visit_f64<E>(self, _: f64) -> Result<Raw, E> {
        Ok(Raw::Number)
    }
    fn visit_str<E>(self, v: &str) -> Result<Raw, E> {
        Ok(Raw::Str(v.to_string()))
    }
    fn visit_string<E>(self, v: String) -> Result<Raw, E> {
        Ok(Raw::Str(v))
    }
    fn visit_unit<E>(self) -> Result<Raw, E> {
        Ok(Raw::Null)
    }
    fn visit_none<E>(self) -> Result<Raw, E> {
        Ok(Raw::Null)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut a: A) -> Result<Raw, A::Error> {
        let mut v = Vec::new();
        while let Some(x) = a.next_element::<Spanned<Raw>>()? {
            v.push(x);
        }
        Ok(Raw::Seq(v))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut a: A) -> Result<Raw, A::Error> {
        let mut v = Vec::new();
        while let Some(k) = a.next_key::<Spanned<String>>()? {
            v.push((k, a.next_value::<Spanned<Raw>>()?));
        }
        Ok(Raw::Map(v))
    }
}

fn pos(loc: &Location) -> (usize, usize) {
    (loc.line() as usize, loc.column() as usize)
}

fn convert(raw: Spanned<Raw>, src: &str) -> Node {
    let (line, column) = pos(&raw.referenced);
    let value = match raw.value {
        Raw::Null => Value::Null,
        Raw::Bool(b) => Value::Bool(b),
        Raw::Number => {
            let span = raw.defined.span();
            let text = match (span.byte_offset(), span.byte_len()) {
                (Some(off), Some(len)) => src.get(off as usize..(off + len) as usize),
                _ => None,
            };
            Value::Number(text.unwrap_or("").trim().to_string())
        }
        Raw::Str(s) => Value::Str(s),
        Raw::Seq(items) => Value::Seq(items.into_iter().map(|i| convert(i, src)).collect()),
        Raw::Map(entries) => Value::Map(
            entries
                .into_iter()
                .map(|(k, v)| {
                    let (line, column) = pos(&k.referenced);
                    let name = k.value;
                    (Key { name, line, column }, convert(v, src))
                })
                .collect(),
        ),
    };
    Node {
        value,
        line,
        column,
        rich: Default::default(),
    }
}

/// Fails when both accept `src` and disagree, or when only serde-saphyr accepts it for a reason
/// other than the empty file.
fn agree(src: &str) -> Result<(), TestCaseError> {
    let ours = yaml::parse(src);
    match (ours, oracle(src)) {
        (Ok(a), Some(b)) => prop_assert_eq!(a, b, "{:?}", src),
        (Err(e), Some(_)) => prop_assert_eq!(
            e.kind,
            latih::core::problem::ProblemKind::EmptyFile,
            "only serde-saphyr reads {:?}",
            src
        ),
        _ => {}
    }
    Ok(())
}

fn yaml_files() -> Vec<PathBuf> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut stack = vec![
        root.join("lessons"),
        root.join("quizzes"),
        root.join("tests/fixtures"),
    ];
    stack.extend(["course.yaml", "glossary.yaml"].map(|f| root.join(f)));
    let mut out = Vec::new();
    while let Some(p) = stack.pop() {
        if p.is_dir() {
            let entries = std::fs::read_dir(&p).expect("read a folder of the repository");
            stack.extend(entries.filter_map(|e| e.ok().map(|e| e.path())));
        } else if p.extension().is_some_and(|e| e == "yaml") {
            out.push(p);
        }
    }
    out
}

#[test]
fn every_yaml_file_of_the_repository_reads_as_serde_saphyr_reads_it() {
    let files = yaml_files();
    assert!(files.len() > 40, "found only {} files", files.len());
    for f in files {
        let Ok(src) = std::fs::read_to_string(&f) else {
            continue; // the deliberately broken fixtures include invalid UTF-8
        };
        agree(&src).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
    }
}

fn piece() -> impl Strategy<Value = String> {
    const FIXED: [&str; 35] = [
        "\n", "  ", "- ", ": ", ":", "? ", ", ", "&a ", "*a", "&b ", "*b", "<<: ", "|\n", ">-\n",
        "\"", "'", "[", "]", "{", "}", "---\n", "...\n", "# c\n", "!!str ", "!x ", "! ", "0042",
        "yes", "true", "null", "~", "\\", "@", "`", "%",
    ];
    prop_oneof![
        prop::sample::select(&FIXED[..]).prop_map(String::from),
        "[a-z_]{1,8}",
        "[0-9.,e+_xob-]{1,6}",
    ]
}

#[test]
fn random_yaml_reads_as_serde_saphyr_reads_it() {
    crate::course::fuzz::runner(3000)
        .run(&prop::collection::vec(piece(), 1..30), |parts| {
            agree(&parts.concat())
        })
        .expect("the same tree as serde-saphyr");
}

#[test]
fn real_lessons_with_random_edits_read_as_serde_saphyr_reads_them() {
    let files: Vec<String> = yaml_files()
        .iter()
        .filter(|f| f.starts_with(concat!(env!("CARGO_MANIFEST_DIR"), "/lessons")))
        .filter_map(|f| std::fs::read_to_string(f).ok())
        .collect();
    let edit = (any::<prop::sample::Index>(), 0usize..3, 0usize..21);
    let strategy = (
        any::<prop::sample::Index>(),
        prop::collection::vec(edit, 1..5),
    );
    crate::course::fuzz::runner(300)
        .run(&strategy, |(which, edits)| {
            let mut bytes = files[which.index(files.len())].clone().into_bytes();
            for (at, kind, c) in edits {
                let at = at.index(bytes.len());
                let c = b": -[]{}&*!|>'\"#\n  xy0"[c];
                match kind {
                    0 => bytes[at] = c,
                    1 => bytes.insert(at, c),
                    _ => drop(bytes.remove(at)),
                }
            }
            match String::from_utf8(bytes) {
                Ok(src) => agree(&src),
                Err(_) => Ok(()),
            }
        })
        .expect("the same tree as serde-saphyr");
}
