//! The code's shape, checked from its own text: no screen opens another itself (navigation
//! does; `module_paths` checks that no screen imports another), the tui knows no screen,
//! i18n depends on nothing but the small formatting modules, and no file or function grows
//! past what a reader can hold.

use std::path::{Path, PathBuf};

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every .rs file under a folder, with its text.
fn files(dir: &Path) -> Vec<(PathBuf, String)> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).expect("read_dir").flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                let text = std::fs::read_to_string(&p).expect("read");
                out.push((p, text));
            }
        }
    }
    out.sort();
    out
}

fn rel(p: &Path) -> String {
    p.strip_prefix(src()).unwrap_or(p).display().to_string()
}

#[test]
fn screens_ask_navigation_instead_of_opening_each_other() {
    let root = src().join("app/screen");
    for e in std::fs::read_dir(&root).expect("screens").flatten() {
        if !e.path().is_dir() {
            continue;
        }
        let name = e.file_name().to_string_lossy().to_string();
        // A screen's constructor pushes that screen; it never pushes another.
        let own = format!("Screen::{}{}", name[..1].to_uppercase(), &name[1..]);
        for (p, text) in files(&e.path()) {
            assert!(!text.contains("app::nav"), "{} calls nav", rel(&p));
            for line in text.lines().filter(|l| l.contains("screens.push(")) {
                assert!(
                    line.contains(&own),
                    "{} opens another screen: {line}",
                    rel(&p)
                );
            }
        }
    }
}

#[test]
fn the_tui_paints_pages_without_knowing_screens() {
    for (p, text) in files(&src().join("tui")) {
        assert!(!text.contains("app::screen"), "{} knows a screen", rel(&p));
        assert!(!text.contains("crate::cli"), "{} imports cli", rel(&p));
    }
}

/// Files that are tables of data (one entry per message, key or field), allowed to be long.
const DATA_FILES: &[&str] = &[
    // One variant per kind of problem a course can have, each with its fields.
    "core/problem/kind.rs",
];

#[test]
fn no_file_over_400_lines() {
    let long: Vec<String> = files(&src())
        .into_iter()
        .filter(|(p, _)| !DATA_FILES.contains(&rel(p).as_str()))
        .filter(|(_, t)| t.lines().count() > 400)
        .map(|(p, t)| format!("{} ({} lines)", rel(&p), t.lines().count()))
        .collect();
    assert!(long.is_empty(), "files over 400 lines: {long:#?}");
}

/// Functions that are tables of data (a match from each kind to its sentence).
const DATA_FUNCTIONS: &[&str] = &[
    // One arm per problem kind, each naming its message: as long as the list of kinds, and
    // read one arm at a time.
    "core/problem/text.rs::message",
    // The reader's test cases, one line each (typed text, languages, value, dimension).
    "core/quantity/tests.rs::table",
    // One arm per note of the partitioned store, each its message and tone.
    "app/render/play_report/notes_parts.rs::part_note",
    // One arm per playground note, each its sentence and tone.
    "app/render/play_report/notes.rs::note",
];

/// Functions longer than `max` lines: from `fn` to the brace that closes it at the same
/// indentation.
fn long_functions(path: &Path, text: &str, max: usize) -> Vec<String> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let trimmed = line.trim_start();
        let indent = &line[..line.len() - trimmed.len()];
        let is_fn = [
            "fn ",
            "pub fn ",
            "pub(crate) fn ",
            "pub(super) fn ",
            "const fn ",
        ]
        .iter()
        .any(|p| trimmed.starts_with(p));
        if !is_fn || trimmed.ends_with(';') || trimmed.ends_with('}') {
            continue;
        }
        let close = format!("{indent}}}");
        let Some(end) = lines[i..].iter().position(|l| *l == close) else {
            continue;
        };
        let name: String = trimmed
            .split("fn ")
            .nth(1)
            .unwrap_or("")
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        let id = format!("{}::{name}", rel(path));
        if end + 1 > max && !DATA_FUNCTIONS.contains(&id.as_str()) {
            out.push(format!("{id} ({} lines)", end + 1));
        }
    }
    out
}

#[test]
fn no_function_over_80_lines() {
    let long: Vec<String> = files(&src())
        .iter()
        .flat_map(|(p, t)| long_functions(p, t, 80))
        .collect();
    assert!(long.is_empty(), "functions over 80 lines: {long:#?}");
}

#[test]
fn i18n_is_a_leaf() {
    // i18n formats messages; it may read only the message type and number and date helpers.
    const ALLOWED: &[&str] = &[
        "crate::core::message",
        "crate::core::lang",
        "crate::core::numfmt",
        "crate::core::date",
        "crate::i18n",
    ];
    for (p, text) in files(&src().join("i18n")) {
        for (i, _) in text.match_indices("crate::") {
            let path: String = text[i..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == ':')
                .collect();
            let path = path.trim_end_matches(':');
            // `crate::core::{a, b}`: each name in the group counts.
            let named: Vec<String> = match text[i + path.len()..].strip_prefix("::{") {
                Some(group) => group
                    .split('}')
                    .next()
                    .unwrap_or("")
                    .split(',')
                    .map(|n| format!("{path}::{}", n.trim()))
                    .collect(),
                None => vec![path.to_string()],
            };
            for path in named {
                assert!(
                    ALLOWED.iter().any(|a| path.starts_with(a)),
                    "{} uses {path}",
                    rel(&p)
                );
            }
        }
    }
}
