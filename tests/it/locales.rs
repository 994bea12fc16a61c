//! Both locales define the same messages, the Indonesian ones use only arguments their
//! English message declares (the generated constructors give no others), every message is
//! used by the code, every id made from data has its message, and both files parse cleanly.
//!
//! That an id or an argument the code names exists is checked by the compiler: the
//! constructors in `core::message` are generated from the English file (build.rs).

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use fluent_syntax::parser;

/// Every message of a file with the variables it uses, a second reading beside build.rs's.
fn messages(src: &str, name: &str) -> BTreeMap<String, BTreeSet<String>> {
    let resource = match parser::parse(src) {
        Ok(r) => r,
        Err((_, errors)) => panic!("{name} has Fluent syntax errors: {errors:?}"),
    };
    let mut out = BTreeMap::new();
    for entry in resource.body {
        match entry {
            Entry::Message(m) => {
                let value = m
                    .value
                    .unwrap_or_else(|| panic!("{name}: message {} has no value", m.id.name));
                let mut vars = BTreeSet::new();
                pattern(&value, &mut vars);
                for a in &m.attributes {
                    pattern(&a.value, &mut vars);
                }
                assert!(
                    out.insert(m.id.name.to_string(), vars).is_none(),
                    "{name}: {} defined twice",
                    m.id.name
                );
            }
            Entry::Junk { content } => panic!("{name}: unparsable entry {content:?}"),
            _ => {}
        }
    }
    out
}

fn pattern(p: &Pattern<&str>, vars: &mut BTreeSet<String>) {
    for e in &p.elements {
        if let PatternElement::Placeable { expression } = e {
            expr(expression, vars);
        }
    }
}

fn expr(e: &Expression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        Expression::Select { selector, variants } => {
            inline(selector, vars);
            variants.iter().for_each(|v| pattern(&v.value, vars));
        }
        Expression::Inline(i) => inline(i, vars),
    }
}

fn inline(i: &InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match i {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => expr(expression, vars),
        InlineExpression::FunctionReference { arguments, .. } => {
            arguments.positional.iter().for_each(|a| inline(a, vars));
            arguments.named.iter().for_each(|a| inline(&a.value, vars));
        }
        _ => {}
    }
}

fn english() -> BTreeMap<String, BTreeSet<String>> {
    messages(latih::i18n::FTL_EN, "locales/en/latih.ftl")
}

fn indonesian() -> BTreeMap<String, BTreeSet<String>> {
    messages(latih::i18n::FTL_ID, "locales/id/latih.ftl")
}

#[test]
fn both_locales_define_the_same_messages() {
    let id: BTreeSet<_> = indonesian().into_keys().collect();
    let en: BTreeSet<_> = english().into_keys().collect();
    let only_id: Vec<_> = id.difference(&en).collect();
    let only_en: Vec<_> = en.difference(&id).collect();
    assert!(
        only_id.is_empty() && only_en.is_empty(),
        "only in id: {only_id:?}; only in en: {only_en:?}"
    );
}

/// The code gives a message exactly the arguments its English text uses. An Indonesian
/// message may leave one out (a plural English needs and Indonesian does not, or the English
/// parser's words), never use another: it would show an error in place of the text.
#[test]
fn indonesian_messages_use_only_the_english_arguments() {
    let en = english();
    let wrong: Vec<String> = indonesian()
        .into_iter()
        .filter_map(|(id, vars)| {
            let declared = en.get(&id)?;
            let extra: Vec<_> = vars.difference(declared).cloned().collect();
            (!extra.is_empty()).then(|| format!("{id}: {extra:?}"))
        })
        .collect();
    assert!(
        wrong.is_empty(),
        "arguments the English message lacks: {wrong:?}"
    );
}

fn rust_sources(dir: &Path, out: &mut Vec<String>) {
    for entry in fs::read_dir(dir).expect("src").flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(fs::read_to_string(&path).expect("read source"));
        }
    }
}

/// `word` as a whole identifier, followed by `after`.
fn names(text: &str, word: &str, after: &[&str]) -> bool {
    text.match_indices(word).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let rest = &text[i + word.len()..];
        !before.is_some_and(|c| c.is_alphanumeric() || c == '_')
            && after.iter().any(|a| rest.starts_with(a))
    })
}

/// `too-small` -> `TooSmall`, as build.rs names a message's struct.
fn camel(id: &str) -> String {
    id.split('-')
        .map(|w| {
            let mut c = w.chars();
            c.next()
                .map(|f| f.to_uppercase().chain(c).collect::<String>())
                .unwrap_or_default()
        })
        .collect()
}

/// A message is used where the code calls its constructor (`home_minutes(`, `TooSmall {`),
/// names it as a function (`label: m::key_back,` in the key table), or where data makes its
/// id (the schema's field descriptions).
#[test]
fn every_message_is_used_in_the_code() {
    let mut sources = Vec::new();
    rust_sources(Path::new("src"), &mut sources);
    let from_data: BTreeSet<String> = latih::content::schema::all_doc_ids().into_iter().collect();
    let unused: Vec<String> = english()
        .into_keys()
        .filter(|id| {
            let snake = id.replace('-', "_");
            let camel = camel(id);
            !from_data.contains(id)
                && !sources.iter().any(|text| {
                    names(text, &snake, &["(", ","]) || names(text, &camel, &[" {", "{"])
                })
        })
        .collect();
    assert!(unused.is_empty(), "messages never used: {unused:?}");
}

#[test]
fn every_id_made_from_data_has_its_message() {
    let missing: Vec<String> = latih::content::schema::all_doc_ids()
        .into_iter()
        .filter(|id| latih::core::message::lookup(id).is_none())
        .collect();
    assert!(missing.is_empty(), "no message for: {missing:?}");
}

#[test]
fn no_isolation_marks_in_formatted_text() {
    let i18n = latih::i18n::I18n::new(latih::core::lang::Lang::En);
    let text = i18n.msg(
        &latih::core::message::TooSmall {
            width: "10",
            height: "5",
            min_width: "40",
            min_height: "10",
        }
        .into(),
    );
    assert_eq!(
        text,
        "The terminal is too small (10×5). Please make it at least 40×10."
    );
}
