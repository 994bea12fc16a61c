//! Code blocks: kept verbatim, and written twice when their comments speak to the reader, so
//! an Indonesian reader never meets an English comment inside SQL.

use crate::common;

use latih::core::lang::Lang;
use latih::core::problem::{ProblemKind, Severity};

const LESSON: &str = "format_version: 1
id: a
code: M.01
module: m
minutes: 5
title: T
blocks:
  - code:
      lang: sql
      text:
        id: |
          -- yang mengikuti
          SELECT followee_id FROM follows WHERE follower_id = ?;
        en: |
          -- the one who follows
          SELECT followee_id FROM follows WHERE follower_id = ?;
  - code:
      text: SELECT 1;
";

fn shown(lang: Lang) -> String {
    let loaded = common::load_course(&[("a.yaml", LESSON)], &[]);
    let mut m = common::model(loaded, lang, 80, 24);
    common::open_lesson(&mut m, "a");
    common::render(&m)
}

#[test]
fn a_code_block_shows_its_comments_in_the_readers_language() {
    let id = shown(Lang::Id);
    assert!(id.contains("-- yang mengikuti"), "{id}");
    assert!(!id.contains("the one who follows"), "{id}");
    let en = shown(Lang::En);
    assert!(en.contains("-- the one who follows"), "{en}");
    assert!(
        en.contains("SELECT 1;"),
        "a plain code text still shows: {en}"
    );
}

#[test]
fn a_code_block_in_one_language_only_is_named_by_lint() {
    let half = LESSON.replace(
        "        en: |\n          -- the one who follows\n          SELECT followee_id FROM follows WHERE follower_id = ?;\n",
        "",
    );
    let loaded = common::load_course(&[("a.yaml", &half)], &[]);
    let missing: Vec<_> = (loaded.problems.iter())
        .filter(|p| matches!(p.kind, ProblemKind::MissingTranslation { .. }))
        .map(|p| (p.place.line, p.kind.severity()))
        .collect();
    assert_eq!(missing, [(11, Severity::Warning)], "{:?}", loaded.problems);
}

const LONG: &str = r#"format_version: 1
id: a
code: M.01
module: m
minutes: 5
title: T
blocks:
  - code:
      lang: http
      text: |
        GET /v1/feed?cursor=eyJjcmVhdGVkX2F0IjoxNzAwMDAwMDAwfQ
        → 200 {"posts": [...], "next_cursor": "eyJjcmVhdGVkX2F0IjoxNjk5OTk5OTk5fQ", "has_more": true}
  - code:
      text: SELECT 1;
"#;

/// A line of code wider than the screen goes on under a `↪` mark: nothing of it is lost.
#[test]
fn a_long_line_of_code_continues_on_the_next_line_at_80_and_40_columns() {
    for width in [80u16, 40] {
        let loaded = common::load_course(&[("a.yaml", LONG)], &[]);
        let mut m = common::model(loaded, Lang::En, width, 24);
        common::open_lesson(&mut m, "a");
        let screen = common::render(&m);
        let code: String = screen
            .lines()
            .map(|l| l.trim())
            .filter(|l| !l.is_empty())
            .map(|l| l.trim_start_matches("↪ "))
            .collect();
        assert!(
            code.contains(
                r#""next_cursor": "eyJjcmVhdGVkX2F0IjoxNjk5OTk5OTk5fQ", "has_more": true}"#
            ),
            "{width} columns:\n{screen}"
        );
        assert!(screen.contains("↪ "), "{screen}");
        assert!(!screen.contains('›'), "no line cut at the edge:\n{screen}");
    }
}

/// `y` copies the code block on screen, then the next; the terminal's answer is said.
#[test]
fn y_copies_the_code_blocks_on_screen_one_after_another() {
    use latih::app::keymap::Key;
    use latih::app::{self, CopyReach, Effect, Msg, Term};
    let loaded = common::load_course(&[("a.yaml", LONG)], &[]);
    let mut m = common::model(loaded, Lang::En, 100, 24);
    common::open_lesson(&mut m, "a");
    assert!(
        common::render(&m).contains("y copy code"),
        "the footer offers it"
    );
    let copy = |m: &mut latih::app::Model| -> String {
        let effects = app::update(m, Msg::Key(Key::Char('y')));
        effects
            .into_iter()
            .find_map(|e| match e {
                Effect::Term(Term::Copy(text)) => Some(text),
                _ => None,
            })
            .expect("a copy")
    };
    let first = copy(&mut m);
    assert!(
        first.starts_with("GET /v1/feed") && first.contains("has_more"),
        "{first}"
    );
    assert_eq!(copy(&mut m), "SELECT 1;");
    assert!(copy(&mut m).starts_with("GET"), "round again");
    app::update(&mut m, Msg::Copied(CopyReach::OnQuit, 2));
    let screen = common::render(&m);
    assert!(screen.contains("printed when you leave"), "{screen}");
}
