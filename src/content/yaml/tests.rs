//! Tests of `yaml`, kept beside it so the module itself stays short.

use super::*;

#[test]
fn keeps_positions_and_number_text() {
    let n = parse("code: 0032\nv: 13.10\nm:\n  - a\n").expect("parses");
    let code = n.get("code").expect("code");
    assert_eq!(code.as_text(), Some("0032"));
    assert_eq!((code.line, code.column), (1, 7));
    assert_eq!(n.get("v").and_then(Node::as_text), Some("13.10"));
    let item = &n.get("m").expect("m").items()[0];
    assert_eq!((item.line, item.column), (4, 5));
}

#[test]
fn duplicate_keys_are_kept_for_the_checker() {
    let n = parse("a: 1\na: 2\n").expect("parses");
    assert_eq!(n.entries().len(), 2);
}

#[test]
fn tabs_are_named() {
    let e = parse("a:\n\tb: 1\n").expect_err("tab");
    assert_eq!((e.kind, e.line, e.column), (ProblemKind::TabIndent, 2, 1));
}

#[test]
fn tabs_inside_a_block_scalar_or_quoted_text_are_content() {
    // A gofmt-ed snippet: tabs after the block's own indentation, as PyYAML reads it too.
    let go = "code: |\n  func main() {\n  \tfmt.Println(\"hi\")\n  }\nnext: 1\n";
    let node = parse(go).expect("tabs in a block scalar are text");
    let code = node.get("code").and_then(Node::as_text).unwrap_or_default();
    assert_eq!(code, "func main() {\n\tfmt.Println(\"hi\")\n}\n");
    let quoted = "text: \"one\n\ttwo\"\n";
    assert!(parse(quoted).is_ok());
}

#[test]
fn deep_nesting_is_refused() {
    let e = parse(&"[".repeat(100_000)).expect_err("deep");
    assert_eq!(e.kind, ProblemKind::TooDeep);
}

#[test]
fn alias_bomb_is_refused() {
    let mut src = String::from("a: &a [x, x, x, x, x, x, x, x, x]\n");
    let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"];
    for w in names.windows(2) {
        let refs = vec![format!("*{}", w[0]); 9].join(", ");
        src.push_str(&format!("{}: &{} [{}]\n", w[1], w[1], refs));
    }
    let e = parse(&src).expect_err("bomb");
    assert!(matches!(e.kind, ProblemKind::TooBig { .. }), "{e:?}");
}

#[test]
fn syntax_errors_have_positions() {
    let e = parse("a: [1, 2\n").expect_err("syntax");
    assert!(matches!(e.kind, ProblemKind::Syntax { .. }));
    assert_eq!(e.line, 1);
}

#[test]
fn several_documents_are_refused() {
    let e = parse("a: 1\n---\nb: 2\n").expect_err("docs");
    assert_eq!(e.kind, ProblemKind::MultipleDocuments);
}
