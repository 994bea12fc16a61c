//! Loading course folders: the valid fixture, every broken file reported with its place,
//! broken lessons never stopping the others, and the lint report itself.

use crate::common;

use common::load_fixture;
use latih::core::lang::Lang;
use latih::core::problem::{ProblemKind, Severity};
use latih::i18n::I18n;
use latih::lint;
use rstest::rstest;

#[test]
fn valid_fixture_loads_every_lesson_in_order() {
    let loaded = load_fixture("valid");
    let ids: Vec<&str> = loaded
        .course
        .lessons
        .iter()
        .map(|l| l.id.as_str())
        .collect();
    assert_eq!(ids, ["edges", "fanout", "review"]);
    assert_eq!(loaded.errors(), 0);
    // The one deliberately untranslated paragraph is a warning, not an error.
    assert_eq!(loaded.warnings(), 1);
    assert!(matches!(
        loaded.problems[0].kind,
        ProblemKind::MissingTranslation { .. }
    ));
    assert!(!lint::failed(&loaded, false));
    assert!(lint::failed(&loaded, true));
}

fn kinds_in(
    loaded: &latih::content::Loaded,
    file: &str,
) -> Vec<(ProblemKind, usize, usize, String)> {
    loaded
        .problems
        .iter()
        .filter(|p| p.place.file.ends_with(file))
        .map(|p| {
            (
                p.kind.clone(),
                p.place.line,
                p.place.column,
                p.place.path.clone(),
            )
        })
        .collect()
}

#[test]
fn broken_files_do_not_stop_the_good_ones() {
    let loaded = load_fixture("broken");
    let mut ids: Vec<&str> = loaded
        .course
        .lessons
        .iter()
        .map(|l| l.id.as_str())
        .collect();
    ids.sort();
    // `refs` has broken links but is readable; `dup` is the first of two copies.
    assert_eq!(ids, ["dup", "good", "refs"]);
    assert!(lint::failed(&loaded, false));
}

#[test]
fn every_problem_of_a_file_in_one_run_with_place_and_path() {
    let loaded = load_fixture("broken");
    let found = kinds_in(&loaded, "types.yaml");
    let has = |pred: &dyn Fn(&ProblemKind) -> bool, line: usize, path: &str| {
        found
            .iter()
            .any(|(k, l, _, p)| pred(k) && *l == line && p == path)
    };
    assert!(has(
        &|k| matches!(k, ProblemKind::MissingField { field } if field == "code"),
        1,
        ""
    ));
    assert!(has(
        &|k| matches!(k, ProblemKind::WrongType { expected, .. } if expected == "integer"),
        4,
        "minutes"
    ));
    assert!(has(
        &|k| matches!(k, ProblemKind::OutOfRange { value: -1, .. }),
        5,
        "order"
    ));
    assert!(has(
        &|k| matches!(k, ProblemKind::UnknownField { field, .. } if field == "titel"),
        6,
        "titel"
    ));
    assert!(has(
        &|k| matches!(k, ProblemKind::UnknownField { field, .. } if field == "image"),
        10,
        "blocks[0].image"
    ));
    assert!(has(
        &|k| matches!(k, ProblemKind::UnclosedMarkup { .. }),
        12,
        "blocks[1].paragraph.id"
    ));
    assert!(has(
        &|k| matches!(k, ProblemKind::UnknownCitation { id } if id == "nowhere"),
        13,
        "blocks[1].paragraph.en"
    ));
    assert!(has(
        &|k| matches!(k, ProblemKind::MissingTranslation { missing } if missing == "en"),
        15,
        "blocks[2].paragraph"
    ));
    assert!(has(
        &|k| matches!(
            k,
            ProblemKind::TableRowLength {
                expected: 2,
                found: 3
            }
        ),
        19,
        "blocks[3].table.rows[0]"
    ));
    assert!(has(
        &|k| matches!(k, ProblemKind::CalloutEmpty),
        21,
        "blocks[4].callout"
    ));
    assert!(has(
        &|k| matches!(k, ProblemKind::BadEnum { value, .. } if value == "warning"),
        21,
        "blocks[4].callout.kind"
    ));
    assert!(has(
        &|k| matches!(k, ProblemKind::BadId { value } if value == "Ex 1"),
        23,
        "blocks[5].exercise.id"
    ));
    assert!(has(
        &|k| matches!(k, ProblemKind::EmptyText),
        24,
        "blocks[5].exercise.prompt"
    ));
    assert!(has(
        &|k| matches!(k, ProblemKind::BadDate { .. }),
        28,
        "last_reviewed"
    ));
    // Columns point at the value: `minutes: lots` -> column 10.
    assert!(
        found
            .iter()
            .any(|(k, l, c, _)| matches!(k, ProblemKind::WrongType { .. }) && *l == 4 && *c == 10)
    );
}

#[test]
fn file_level_problems_are_named() {
    let loaded = load_fixture("broken");
    let first = |file: &str| {
        kinds_in(&loaded, file)
            .into_iter()
            .next()
            .map(|(k, l, c, _)| (k, l, c))
    };
    assert!(matches!(
        first("syntax.yaml"),
        Some((ProblemKind::Syntax { .. }, 4, 7))
    ));
    assert_eq!(first("tabs.yaml"), Some((ProblemKind::TabIndent, 4, 1)));
    assert_eq!(first("utf8.yaml"), Some((ProblemKind::InvalidUtf8, 3, 11)));
    assert_eq!(first("empty.yaml"), Some((ProblemKind::EmptyFile, 1, 1)));
    assert!(matches!(
        first("multi.yaml"),
        Some((ProblemKind::MultipleDocuments, 2, _))
    ));
    assert!(matches!(
        first("version.yaml"),
        Some((
            ProblemKind::FormatVersion {
                found: 2,
                supported: 1
            },
            1,
            17
        ))
    ));
    assert!(matches!(
        first("badid.yaml"),
        Some((ProblemKind::BadId { .. }, 2, 5))
    ));
    assert!(matches!(
        first("control.yaml"),
        Some((ProblemKind::BadChar { ch: '\u{7}' }, 6, _))
    ));
    let dupkey = kinds_in(&loaded, "dupkey.yaml");
    assert!(dupkey.iter().any(
        |(k, l, _, _)| matches!(k, ProblemKind::DuplicateKey { key, first: 2 } if key == "id")
            && *l == 3
    ));
}

#[test]
fn course_level_problems() {
    let loaded = load_fixture("broken");
    let refs = kinds_in(&loaded, "refs.yaml");
    // Other lesson files of this folder cannot be read at all, so a lesson found nowhere may
    // be defined in one of them, and the problem says so.
    assert!(refs.iter().any(|(k, l, _, p)| matches!(
        k,
        ProblemKind::FollowOn { of, files }
            if matches!(&**of, ProblemKind::BrokenRef { target } if target == "nowhere")
                && files.contains("syntax.yaml")
    ) && *l == 14
        && p == "links.prev"));
    assert!(
        refs.iter()
            .any(|(k, l, _, _)| matches!(k, ProblemKind::SelfRef) && *l == 15)
    );
    assert!(refs.iter().any(
        |(k, _, _, _)| matches!(k, ProblemKind::UnknownModule { module } if module == "elsewhere")
    ));
    let dup = kinds_in(&loaded, "dup-b.yaml");
    assert!(
        matches!(&dup[0].0, ProblemKind::DuplicateId { id, first, line: 2 } if id == "dup" && first.ends_with("dup-a.yaml"))
    );
}

#[test]
fn warnings_are_warnings() {
    let loaded = load_fixture("broken");
    for p in &loaded.problems {
        let warning = matches!(
            p.kind,
            ProblemKind::MissingTranslation { .. } | ProblemKind::UnclosedMarkup { .. }
        );
        assert_eq!(p.severity() == Severity::Warning, warning, "{p:?}");
    }
}

#[rstest]
#[case::english(Lang::En, "lint_report_english")]
#[case::indonesian(Lang::Id, "lint_report_indonesian")]
fn lint_report(#[case] lang: Lang, #[case] snapshot: &str) {
    let loaded = load_fixture("broken");
    insta::assert_snapshot!(snapshot, lint::report(&I18n::new(lang), &loaded, 100));
}

#[test]
fn missing_folder_is_a_problem_not_a_crash() {
    let loaded = latih::content::load_dir(std::path::Path::new("tests/fixtures/does-not-exist"));
    assert_eq!(loaded.errors(), 1);
    assert!(matches!(
        loaded.problems[0].kind,
        ProblemKind::NoLessons { .. }
    ));
    assert!(loaded.course.lessons.is_empty());
}

#[test]
fn links_to_a_lesson_whose_file_is_broken_are_not_reported_again() {
    let lesson = |id: &str, extra: &str| {
        format!(
            "format_version: 1\nid: {id}\ncode: M.{id}\nmodule: m\nminutes: {extra}\ntitle: T\nblocks:\n  - paragraph: p\nlinks:\n  related: [a, b]\n"
        )
    };
    let (a, b) = (lesson("a", "3"), lesson("b", "lots"));
    let dir = common::temp_course(
        common::MANIFEST,
        &[("a.yaml", a.as_bytes()), ("b.yaml", b.as_bytes())],
    );
    let loaded = latih::content::load_dir(dir.path());
    let kinds: Vec<&ProblemKind> = loaded.problems.iter().map(|p| &p.kind).collect();
    assert!(
        kinds
            .iter()
            .any(|k| matches!(k, ProblemKind::WrongType { .. })),
        "{kinds:?}"
    );
    assert!(
        !kinds
            .iter()
            .any(|k| matches!(k, ProblemKind::BrokenRef { .. })),
        "{kinds:?}"
    );
    // `a` links to itself too: that is still reported.
    assert!(kinds.iter().any(|k| matches!(k, ProblemKind::SelfRef)));
}

/// Problems on later lines of multi-line texts, in every way YAML writes text.
const LATER_LINES: &str = r#"format_version: 1
id: a
code: M.a
module: m
minutes: 5
title: T
blocks:
  - paragraph: |
      The first line is fine.
      The second cites [^nobody] here.
      The third opens **bold and never closes it.
  - paragraph: >
      Folded text, line one,
      and line two with a `code span
  - paragraph: plain text that
      goes on, and **here
      it opens bold.
  - paragraph: "quoted \t text
      with an escape \a on line two"
sources:
  - id: real
    title: A source
"#;

#[test]
fn problems_inside_multi_line_texts_point_at_their_own_line_and_column() {
    let dir = common::temp_course(common::MANIFEST, &[("a.yaml", LATER_LINES.as_bytes())]);
    let loaded = latih::content::load_dir(dir.path());
    let found = kinds_in(&loaded, "a.yaml");
    let at = |want: &dyn Fn(&ProblemKind) -> bool| {
        found
            .iter()
            .find(|(k, ..)| want(k))
            .map(|(_, l, c, _)| (*l, *c))
    };
    assert_eq!(
        at(&|k| matches!(k, ProblemKind::UnknownCitation { id } if id == "nobody")),
        Some((10, 24)),
        "{found:#?}"
    );
    assert_eq!(
        at(&|k| matches!(k, ProblemKind::UnclosedMarkup { marker } if marker == "**")),
        Some((11, 23)),
        "{found:#?}"
    );
    assert_eq!(
        at(&|k| matches!(k, ProblemKind::UnclosedMarkup { marker } if marker == "`")),
        Some((14, 27)),
        "{found:#?}"
    );
    assert!(
        found.iter().any(
            |(k, l, c, _)| matches!(k, ProblemKind::UnclosedMarkup { marker } if marker == "**")
                && (*l, *c) == (16, 20)
        ),
        "{found:#?}"
    );
    assert_eq!(
        at(&|k| matches!(k, ProblemKind::BadChar { ch: '\u{7}' })),
        Some((19, 22)),
        "{found:#?}"
    );
    // The caret is under the character itself.
    let en = I18n::new(Lang::En);
    let report = lint::report(&en, &loaded, 100);
    assert!(
        report.contains(
            "  11 │       The third opens **bold and never closes it.\n                             ^\n"
        ),
        "{report}"
    );
}

/// The glossary joins the lessons: bare marks show the term's name in each language, each
/// term knows the lessons that mark it, and a term's entry points at the first mark.
#[test]
fn the_glossary_is_read_and_joined_to_the_lessons_that_mark_it() {
    let loaded = load_fixture("valid");
    let g = &loaded.course.glossary;
    assert_eq!(g.terms.len(), 3);
    let fanout = loaded.course.lesson("fanout").expect("fanout");
    let latih::core::lesson::Block::Paragraph(t) = &fanout.body.get().blocks[2] else {
        panic!("the marked paragraph")
    };
    let plain = |lang| t.get(lang).map(|f| f.value.plain()).unwrap_or_default();
    assert!(
        plain(Lang::Id).contains("butuh indeks sekunder."),
        "{}",
        plain(Lang::Id)
    );
    assert!(
        plain(Lang::En).contains("needs a secondary index."),
        "{}",
        plain(Lang::En)
    );
    let used = &g.term("hotspot").expect("hotspot").used_in;
    assert_eq!(used.len(), 1);
    assert_eq!(used[0].lesson, "fanout");
    assert_eq!(used[0].part, latih::core::lesson::Part::Block(2));
}

/// A glossary anywhere but lessons/glossary.yaml is told where it belongs, and a lesson
/// marking a term of a course without a glossary hears that the term is unknown.
#[test]
fn a_misplaced_glossary_says_where_it_belongs() {
    let glossary =
        "format_version: 1\nterms:\n  - id: hotspot\n    term: hotspot\n    definition: d\n";
    let lesson = "format_version: 1\nid: a\ncode: A\nmodule: m\nminutes: 3\ntitle: T\nblocks:\n  - paragraph: see [[hotspot]]\n";
    let dir = common::temp_course(
        common::MANIFEST,
        &[
            ("a.yaml", lesson.as_bytes()),
            ("glosarium.yaml", glossary.as_bytes()),
        ],
    );
    let loaded = latih::content::load_dir(dir.path());
    let kinds: Vec<&ProblemKind> = loaded.problems.iter().map(|p| &p.kind).collect();
    assert!(
        kinds.contains(&&ProblemKind::GlossaryMisplaced),
        "{kinds:?}"
    );
    assert!(
        kinds
            .iter()
            .any(|k| matches!(k, ProblemKind::UnknownTerm { id, .. } if id == "hotspot")),
        "{kinds:?}"
    );
    // Nothing else is said about the misplaced file: it is not a broken lesson.
    assert_eq!(kinds.len(), 2, "{kinds:?}");
    assert!(loaded.course.lesson("a").is_some());
}

/// Lint's loader keeps only each lesson's header: the same problems, files and lessons as a
/// full load, and no lesson text held.
#[test]
fn a_headers_only_load_finds_what_a_full_load_finds() {
    use latih::content::{self, Loader};
    let courses: Vec<(&str, Vec<content::SourceFile>)> = ["valid", "mistakes", "broken"]
        .into_iter()
        .map(|n| (n, content::read_dir(&common::fixture(n)).expect("fixture")))
        .chain([("bundled", content::embedded())])
        .collect();
    for (name, files) in courses {
        let full = content::load(&files);
        let lean = Loader::default().headers_only().load(&files);
        assert_eq!(lean.problems, full.problems, "{name}");
        assert_eq!(lean.files, full.files, "{name}");
        let ids = |l: &content::Loaded| {
            l.course
                .lessons
                .iter()
                .map(|x| (x.id.clone(), x.code.clone(), x.title.clone()))
                .collect::<Vec<_>>()
        };
        assert_eq!(ids(&lean), ids(&full), "{name}");
        assert_eq!(lean.course.banks, full.course.banks, "{name}");
        assert!(
            lean.course
                .lessons
                .iter()
                .all(|l| l.body.get().blocks.is_empty()),
            "{name}"
        );
    }
}

#[test]
fn a_folders_lessons_are_read_when_checked_and_not_held_before() {
    let lesson = |title: &str| {
        format!(
            "format_version: 1\nid: a\ncode: A\nmodule: m\nminutes: 1\ntitle: {title}\nblocks:\n  - paragraph: p\n"
        )
    };
    let dir = common::temp_course(common::MANIFEST, &[("a.yaml", lesson("Old").as_bytes())]);
    let files = latih::content::read_dir(dir.path()).expect("folder");
    let a = files
        .iter()
        .find(|f| f.path == "lessons/a.yaml")
        .expect("a.yaml");
    assert_eq!(
        a.data,
        Ok(Vec::new()),
        "a lesson's bytes wait for its worker"
    );
    let manifest = files.iter().find(|f| f.path == latih::content::MANIFEST);
    assert!(manifest.is_some_and(|m| m.data.as_ref().is_ok_and(|d| !d.is_empty())));
    // A save between finding the files and checking them is what gets checked.
    std::fs::write(dir.path().join("lessons/a.yaml"), lesson("New")).expect("save");
    let loaded = latih::content::load(&files);
    let title = loaded
        .course
        .lesson("a")
        .map(|l| l.title.text(Lang::En).to_string());
    assert_eq!(title.as_deref(), Some("New"));
}
