//! Tests of `yaml::build`: the mistakes it names itself, merges, aliases and its budgets.
//! (That its trees equal serde-saphyr's is tests/it/course/yaml_oracle.rs.)

use crate::content::yaml::{Node, Value, parse};
use crate::core::problem::{Expansion, ProblemKind, SyntaxMistake};

fn mistake(src: &str) -> (SyntaxMistake, usize, usize) {
    match parse(src) {
        Err(e) => match e.kind {
            ProblemKind::Syntax { what, .. } => (what, e.line, e.column),
            other => panic!("{src:?}: {other:?}"),
        },
        Ok(n) => panic!("{src:?} parsed: {n:?}"),
    }
}

fn text(n: &Node) -> &str {
    n.as_text().unwrap_or("")
}

#[test]
fn the_mistakes_it_names_itself() {
    assert_eq!(mistake("title: x\n: y\n"), (SyntaxMistake::EmptyKey, 2, 1));
    assert_eq!(
        mistake("? [a, b]\n: y\n"),
        (SyntaxMistake::KeyNotText, 1, 3)
    );
    assert_eq!(mistake("a:\n  <<: 3\n"), (SyntaxMistake::MergeValue, 2, 7));
    assert_eq!(
        mistake("a: &x [1, *x]\n"),
        (SyntaxMistake::AliasInItself, 1, 11)
    );
    assert_eq!(mistake("n: !!int twelve\n").0, SyntaxMistake::Other);
    assert_eq!(mistake("a: *nope\n").0, SyntaxMistake::UnknownAnchor);
}

#[test]
fn tags_and_keys_keep_their_text() {
    let n = parse("a: !!str 12\nb: ! 12\nnull: 1\n0032: x\nc: !!int 7\n").expect("parses");
    assert_eq!(n.get("a").map(|v| &v.value), Some(&Value::Str("12".into())));
    assert_eq!(n.get("b").map(|v| &v.value), Some(&Value::Str("12".into())));
    assert_eq!(n.get("null").map(text), Some("1"));
    assert_eq!(n.get("0032").map(text), Some("x"));
    assert_eq!(
        n.get("c").map(|v| &v.value),
        Some(&Value::Number("7".into()))
    );
}

#[test]
fn a_merge_adds_what_the_mapping_does_not_set_itself() {
    let src = "base: &b {x: 1, y: 2}\nm:\n  <<: *b\n  x: 3\n";
    let n = parse(src).expect("parses");
    let m = n.get("m").expect("m");
    let keys: Vec<&str> = m.entries().iter().map(|(k, _)| k.name.as_str()).collect();
    assert_eq!(keys, ["x", "y"]);
    assert_eq!(m.get("x").map(text), Some("3"));
    // What a merge brings in is reported where `*b` stands.
    let y = m.get("y").expect("y");
    assert_eq!((text(y), y.line, y.column), ("2", 3, 7));
}

#[test]
fn an_alias_repeats_its_value_where_it_stands() {
    let n = parse("a: &a [p, q]\nb: *a\n").expect("parses");
    let b = n.get("b").expect("b");
    let items: Vec<(&str, usize, usize)> = b
        .items()
        .iter()
        .map(|i| (text(i), i.line, i.column))
        .collect();
    assert_eq!(items, [("p", 2, 4), ("q", 2, 4)]);
}

#[test]
fn comments_alone_are_an_empty_file() {
    assert_eq!(
        parse("# only a comment\n").map_err(|e| e.kind),
        Err(ProblemKind::EmptyFile)
    );
}

#[test]
fn the_budgets_count_what_aliases_repeat() {
    let mut src = format!("s: &s \"{}\"\nl:\n", "x".repeat(1 << 20));
    src.push_str(&"  - *s\n".repeat(4));
    let e = parse(&src).expect_err("5 MB of text through aliases");
    assert_eq!(
        e.kind,
        ProblemKind::TooBig {
            what: Expansion::Text(4 << 20)
        }
    );
    // The anchor and three aliases are 4 MB, and the keys `s` and `l` tip it over.
    assert_eq!(e.line, 5, "refused at the alias that passes the budget");

    let items = vec!["1"; 60_000].join(", ");
    let src = format!("a: &a [{items}]\nb: *a\n");
    let e = parse(&src).expect_err("120,000 values");
    assert_eq!(
        e.kind,
        ProblemKind::TooBig {
            what: Expansion::Nodes(100_000)
        }
    );
}

#[test]
fn forty_levels_of_nesting_and_no_more() {
    let nest = |d: usize| format!("{}1{}", "[".repeat(d), "]".repeat(d));
    assert!(parse(&nest(40)).is_ok());
    assert_eq!(
        parse(&nest(41)).map_err(|e| e.kind),
        Err(ProblemKind::TooDeep)
    );
}
