//! Both locales define exactly the messages the code uses: no id missing in one language,
//! none left over, every constant used, and both files parse cleanly.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

use fluent_syntax::ast::Entry;
use fluent_syntax::parser;

fn message_ids(src: &str, name: &str) -> BTreeSet<String> {
    let resource = match parser::parse(src) {
        Ok(r) => r,
        Err((_, errors)) => panic!("{name} has Fluent syntax errors: {errors:?}"),
    };
    let mut ids = BTreeSet::new();
    for entry in resource.body {
        match entry {
            Entry::Message(m) => {
                assert!(
                    m.value.is_some(),
                    "{name}: message {} has no value",
                    m.id.name
                );
                assert!(
                    ids.insert(m.id.name.to_string()),
                    "{name}: {} defined twice",
                    m.id.name
                );
            }
            Entry::Junk { content } => panic!("{name}: unparsable entry {content:?}"),
            _ => {}
        }
    }
    ids
}

/// `(NAME, "message-id")` for every constant in src/i18n/ids.rs.
fn constants() -> Vec<(String, String)> {
    let src = fs::read_to_string("src/i18n/ids.rs").expect("ids.rs");
    src.lines()
        .filter_map(|l| l.strip_prefix("pub const "))
        .filter_map(|rest| {
            let (name, value) = rest.split_once(": &str = ")?;
            Some((
                name.to_string(),
                value.trim_end_matches(';').trim_matches('"').to_string(),
            ))
        })
        .collect()
}

fn rust_sources(dir: &Path, out: &mut Vec<(String, String)>) {
    for entry in fs::read_dir(dir).expect("src").flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = fs::read_to_string(&path).expect("read source");
            out.push((path.display().to_string(), text));
        }
    }
}

#[test]
fn both_locales_have_exactly_the_messages_the_code_uses() {
    let id = message_ids(latih::i18n::FTL_ID, "locales/id/latih.ftl");
    let en = message_ids(latih::i18n::FTL_EN, "locales/en/latih.ftl");
    let only_id: Vec<_> = id.difference(&en).collect();
    let only_en: Vec<_> = en.difference(&id).collect();
    assert!(
        only_id.is_empty() && only_en.is_empty(),
        "only in id: {only_id:?}; only in en: {only_en:?}"
    );

    let mut expected: BTreeSet<String> = constants().into_iter().map(|(_, v)| v).collect();
    expected.extend(latih::i18n::ids::computed());
    let missing: Vec<_> = expected.difference(&en).collect();
    let unused: Vec<_> = en.difference(&expected).collect();
    assert!(
        missing.is_empty(),
        "used by the code but not in the .ftl files: {missing:?}"
    );
    assert!(
        unused.is_empty(),
        "in the .ftl files but never used: {unused:?}"
    );
}

#[test]
fn every_message_constant_is_used_in_the_code() {
    let mut sources = Vec::new();
    rust_sources(Path::new("src"), &mut sources);
    let unused: Vec<String> = constants()
        .into_iter()
        .map(|(name, _)| name)
        .filter(|name| {
            let needle = format!("ids::{name}");
            !sources
                .iter()
                .filter(|(path, _)| !path.ends_with("ids.rs"))
                .any(|(_, text)| text.contains(&needle))
        })
        .collect();
    assert!(unused.is_empty(), "constants never used: {unused:?}");
}

#[test]
fn no_isolation_marks_in_formatted_text() {
    let i18n = latih::i18n::I18n::new(latih::core::lang::Lang::En);
    let text = i18n.ta(
        latih::i18n::ids::TOO_SMALL,
        &[
            ("width", "10".into()),
            ("height", "5".into()),
            ("min_width", "40".into()),
            ("min_height", "10".into()),
        ],
    );
    assert_eq!(
        text,
        "The terminal is too small (10×5). Please make it at least 40×10."
    );
}
