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
