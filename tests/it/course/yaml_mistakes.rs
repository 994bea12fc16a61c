//! YAML mistakes instructors make, explained where they are, in our words and both
//! languages: an unclosed quote where it opens, a comma in `{id: …, en: …}` with the line
//! fixed, a value that starts with YAML syntax, block text that needs `|2`.

use crate::common;

use latih::core::lang::Lang;
use latih::core::problem::{Problem, ProblemKind, SyntaxMistake};
use latih::i18n::I18n;

const HEAD: &str =
    "format_version: 1\nid: a\ncode: M.01\nmodule: m\nminutes: 5\ntitle: T\nblocks:\n";

fn first(body: &str) -> Problem {
    let lesson = format!("{HEAD}{body}");
    let dir = common::temp_course(common::MANIFEST, &[("a.yaml", lesson.as_bytes())]);
    let loaded = latih::content::load_dir(dir.path());
    loaded.problems.first().cloned().expect("a problem")
}

fn said(p: &Problem, lang: Lang) -> String {
    I18n::new(lang).text(&p.kind.text())
}

#[test]
fn an_unclosed_quote_is_reported_where_it_opens() {
    let p = first("  - paragraph: \"It never ends\n  - paragraph: next\n  - paragraph: more\n");
    assert!(
        matches!(
            &p.kind,
            ProblemKind::Syntax {
                what: SyntaxMistake::UnclosedQuote,
                ..
            }
        ),
        "{p:?}"
    );
    assert_eq!((p.place.line, p.place.column), (8, 16));
    assert!(!said(&p, Lang::Id).is_empty());
}

#[test]
fn a_comma_in_a_flow_map_says_to_quote_and_shows_the_fixed_line() {
    let p = first("  - heading: {id: Per node, 3 TB, en: Per node, 3 TB}\n");
    let ProblemKind::CommaInFlow { fixed } = &p.kind else {
        panic!("{p:?}")
    };
    assert_eq!(fixed, "{id: \"Per node, 3 TB\", en: \"Per node, 3 TB\"}");
    assert_eq!(p.place.line, 8);
    assert!(
        said(&p, Lang::En).contains("Put each text in quotes"),
        "{}",
        said(&p, Lang::En)
    );
    assert!(
        said(&p, Lang::Id).contains("Apit setiap teks"),
        "{}",
        said(&p, Lang::Id)
    );
}

#[test]
fn a_value_starting_with_yaml_syntax_says_to_quote_it() {
    let p = first("  - paragraph: [[fan-out]] costs a write per follower\n");
    assert!(
        matches!(
            &p.kind,
            ProblemKind::Syntax {
                what: SyntaxMistake::QuoteValue('['),
                ..
            }
        ),
        "{p:?}"
    );
    assert_eq!((p.place.line, p.place.column), (8, 16));
    let en = said(&p, Lang::En);
    assert!(en.contains("put the whole value in quotes"), "{en}");
    assert!(!en.contains("while parsing"), "no parser words: {en}");
}

#[test]
fn block_text_indented_more_on_its_first_line_asks_for_a_digit() {
    let p = first(
        "  - diagram:\n      art: |\n          +------+\n        | box  |\n          +------+\n      labels: []\n",
    );
    assert!(
        matches!(
            &p.kind,
            ProblemKind::Syntax {
                what: SyntaxMistake::BlockIndent,
                ..
            }
        ),
        "{p:?}"
    );
    assert_eq!(p.place.line, 9);
    assert!(
        said(&p, Lang::Id).contains("`|2`"),
        "{}",
        said(&p, Lang::Id)
    );
}

#[test]
fn a_lesson_that_does_not_parse_is_not_reported_again_at_every_link_to_it() {
    let broken = format!("{HEAD}  - paragraph: \"never closed\n");
    let linking = "format_version: 1\nid: b\ncode: M.02\nmodule: m\nminutes: 5\ntitle: T\nblocks:\n  - paragraph: p\nlinks:\n  prev: a\n";
    let dir = common::temp_course(
        common::MANIFEST,
        &[
            ("a.yaml", broken.as_bytes()),
            ("b.yaml", linking.as_bytes()),
        ],
    );
    let loaded = latih::content::load_dir(dir.path());
    assert_eq!(loaded.problems.len(), 1, "{:#?}", loaded.problems);
    let en = said(&loaded.problems[0], Lang::En);
    assert!(
        !en.contains("while parsing") && !en.contains("scalar"),
        "{en}"
    );
}

#[test]
fn a_key_out_of_line_names_the_sibling_it_should_line_up_with() {
    let lesson = HEAD.replace("title: T\n", "title:\n  id: Judul\n en: Title\n");
    let dir = common::temp_course(
        common::MANIFEST,
        &[("a.yaml", format!("{lesson}  - paragraph: p\n").as_bytes())],
    );
    let loaded = latih::content::load_dir(dir.path());
    let p = loaded.problems.first().expect("a problem");
    assert_eq!((p.place.line, p.place.column), (8, 2));
    assert_eq!(
        said(p, Lang::En),
        "`en` does not line up with `id` on line 7, the key beside it: start it at column 3, as `id` does."
    );
}
