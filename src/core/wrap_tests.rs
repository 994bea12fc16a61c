//! Unit tests of wrapping, widths, cutting and escaping terminal controls.

use super::*;

#[test]
fn invisible_characters_are_strays_except_where_they_join() {
    assert_eq!(stray_invisible("fan\u{200B}out"), Some((3, '\u{200B}')));
    assert_eq!(stray_invisible("a\u{FEFF}"), Some((1, '\u{FEFF}')));
    assert_eq!(
        stray_invisible("partition\u{200D} key"),
        Some((9, '\u{200D}'))
    );
    // A family emoji, and Persian's zero-width non-joiner, need theirs.
    assert_eq!(stray_invisible("👩\u{200D}👧"), None);
    assert_eq!(stray_invisible("می\u{200C}خواهم"), None);
    assert_eq!(stray_invisible("kamu bisa"), None);
}

fn plain(lines: &[Vec<Styled<u8>>]) -> Vec<String> {
    lines
        .iter()
        .map(|l| l.iter().map(|s| s.text.as_str()).collect())
        .collect()
}

#[test]
fn wraps_at_spaces_and_keeps_styles() {
    let spans = vec![
        Styled::new("satu dua ", 0u8),
        Styled::new("tiga empat", 1u8),
    ];
    let lines = wrap(&spans, 9);
    assert_eq!(plain(&lines), vec!["satu dua", "tiga", "empat"]);
    assert_eq!(lines[1][0].style, 1);
}

#[test]
fn splits_long_words_between_graphemes() {
    let lines = wrap(&[Styled::new("followee_id", 0u8)], 4);
    assert_eq!(plain(&lines), vec!["foll", "owee", "_id"]);
}

#[test]
fn wide_characters_count_two_cells() {
    let lines = wrap(&[Styled::new("用户关注 表", 0u8)], 5);
    assert_eq!(plain(&lines), vec!["用户", "关注", "表"]);
    for l in &lines {
        assert!(width(&plain(std::slice::from_ref(l))[0]) <= 5);
    }
}

#[test]
fn combining_marks_stay_with_their_letter() {
    let text = "e\u{301}e\u{301}e\u{301}";
    let lines = wrap(&[Styled::new(text, 0u8)], 2);
    assert_eq!(plain(&lines), vec!["e\u{301}e\u{301}", "e\u{301}"]);
}

#[test]
fn no_break_spaces_keep_a_number_with_its_unit() {
    let lines = wrap(&[Styled::new("about 64\u{a0}GB in all", 0u8)], 8);
    let spaced = wrap(&[Styled::new("about 64 GB in 30 hari", 0u8)], 8);
    assert_eq!(
        plain(&spaced),
        vec!["about", "64 GB in", "30 hari"],
        "a number keeps its unit"
    );
    assert_eq!(plain(&lines), vec!["about", "64 GB in", "all"]);
}

#[test]
fn nothing_fits_in_zero_width() {
    assert!(wrap(&[Styled::new("x", 0u8)], 0).is_empty());
}

#[test]
fn truncate_by_cells() {
    assert_eq!(truncate("ab用c", 3), ("ab".to_string(), true));
    assert_eq!(truncate("abc", 3), ("abc".to_string(), false));
}

#[test]
fn sanitize_removes_controls() {
    assert_eq!(sanitize("a\u{1b}[2Jb\tc"), "a\\x1b[2Jb    c");
    assert_eq!(
        escape_controls("x\u{7}\u{7f}\u{9b}\u{202e}y\n"),
        "x\\x07\\x7f\\x9b\\u{202e}y\n"
    );
    assert!(matches!(
        escape_controls("clean"),
        std::borrow::Cow::Borrowed(_)
    ));
}
