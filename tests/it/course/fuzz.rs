//! Property-based fuzzing (proptest, on stable Rust) of everything that reads input from
//! outside: the YAML loader and checker, the number-and-unit reader, the formula parser,
//! the playground's command parser and the lint printer. No case may panic, print a raw
//! terminal control, or report a problem without its place.
//!
//! Seeded, so a run is repeatable; `cargo test` tries a few thousand cases. The long run:
//!
//! ```sh
//! LATIH_FUZZ_CASES=200000 LATIH_FUZZ_SEED=7 cargo test --release --test it fuzz::
//! ```

use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};

use latih::app::render::problems::problem_lines;
use latih::content::{self, SourceFile};
use latih::core::lang::Lang;
use latih::core::{formula, play, wrap};
use latih::i18n::I18n;

/// Cases per property: a quick default, or LATIH_FUZZ_CASES for the long run.
pub(crate) fn runner(default_cases: u32) -> TestRunner {
    let cases = std::env::var("LATIH_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default_cases);
    let seed: u64 = std::env::var("LATIH_FUZZ_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20_261_201);
    let mut bytes = [0u8; 32];
    bytes[..8].copy_from_slice(&seed.to_le_bytes());
    let config = Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    };
    TestRunner::new_with_rng(config, TestRng::from_seed(RngAlgorithm::ChaCha, &bytes))
}

fn raw_control(s: &str) -> Option<char> {
    s.chars().find(|&c| wrap::is_terminal_control(c))
}

/// Pieces YAML and lessons are made of, with the troublemakers among them.
fn yaml_piece() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("\n".to_string()),
        Just("  ".to_string()),
        Just("- ".to_string()),
        Just(": ".to_string()),
        Just("&a ".to_string()),
        Just("*a".to_string()),
        Just("|\n".to_string()),
        Just(">-\n".to_string()),
        Just("\"".to_string()),
        Just("'".to_string()),
        Just("[".to_string()),
        Just("]".to_string()),
        Just("{".to_string()),
        Just("}".to_string()),
        Just("---\n".to_string()),
        Just("\t".to_string()),
        Just("**".to_string()),
        Just("[^x]".to_string()),
        Just("[[".to_string()),
        Just("]]".to_string()),
        Just("[[hotspot|".to_string()),
        Just("terms".to_string()),
        Just("id".to_string()),
        Just("en".to_string()),
        Just("blocks".to_string()),
        Just("paragraph".to_string()),
        Just("format_version: 1\n".to_string()),
        Just("0042".to_string()),
        Just("yes".to_string()),
        "[a-z_]{1,8}",
        "[0-9.,e+-]{1,6}",
        any::<char>().prop_map(String::from),
        Just("\u{1b}[2J".to_string()),
        Just("\u{202e}".to_string()),
    ]
}

fn check_loaded(loaded: &content::Loaded) -> Result<(), TestCaseError> {
    let i18n = I18n::new(Lang::En);
    for p in &loaded.problems {
        prop_assert!(
            !p.place.file.is_empty(),
            "a problem without its file: {p:?}"
        );
        for (line, _) in problem_lines(&i18n, p, 100) {
            prop_assert!(raw_control(&line).is_none(), "raw control in {line:?}");
        }
    }
    let report = latih::lint::report(&i18n, loaded, 100);
    let printed = wrap::escape_controls(&report);
    prop_assert!(raw_control(&printed).is_none());
    Ok(())
}

#[test]
fn the_loader_and_checker_take_any_text() {
    let manifest = SourceFile {
        path: "lessons/course.yaml".into(),
        display: "lessons/course.yaml".into(),
        data: Ok(
            b"format_version: 1\ntitle: T\nmodules:\n  - id: m\n    code: M\n    title: M\n"
                .to_vec(),
        ),
        disk: None,
    };
    runner(300)
        .run(&prop::collection::vec(yaml_piece(), 0..80), |pieces| {
            let text = pieces.concat();
            let lesson = SourceFile {
                path: "lessons/x.yaml".into(),
                display: "lessons/x.yaml".into(),
                data: Ok(text.clone().into_bytes()),
                disk: None,
            };
            let bank = SourceFile {
                path: "quizzes/x.yaml".into(),
                display: "quizzes/x.yaml".into(),
                data: Ok(text.clone().into_bytes()),
                disk: None,
            };
            let glossary = SourceFile {
                path: content::GLOSSARY.into(),
                display: content::GLOSSARY.into(),
                data: Ok(text.into_bytes()),
                disk: None,
            };
            check_loaded(&content::load(&[manifest.clone(), lesson, bank, glossary]))
        })
        .expect("the loader never panics and every problem is printable");
}

#[test]
fn a_real_lesson_with_random_edits_never_panics_the_checker() {
    let files = content::embedded();
    let originals: Vec<Vec<u8>> = files
        .iter()
        .filter_map(|f| f.data.as_ref().ok().cloned())
        .collect();
    let edit = (
        any::<prop::sample::Index>(),
        0usize..4,
        any::<u8>(),
        1usize..40,
    );
    runner(60)
        .run(
            &(
                any::<prop::sample::Index>(),
                prop::collection::vec(edit, 1..12),
            ),
            |(which, edits)| {
                let mut files = files.clone();
                let i = which.index(files.len());
                let mut bytes = originals[i.min(originals.len() - 1)].clone();
                for (at, kind, byte, len) in edits {
                    if bytes.is_empty() {
                        break;
                    }
                    let at = at.index(bytes.len());
                    match kind {
                        0 => bytes[at] = byte,
                        1 => bytes.insert(at, byte),
                        2 => {
                            let end = (at + len).min(bytes.len());
                            bytes.drain(at..end);
                        }
                        _ => {
                            let end = (at + len).min(bytes.len());
                            let copy = bytes[at..end].to_vec();
                            bytes.splice(at..at, copy);
                        }
                    }
                }
                files[i].data = Ok(bytes);
                check_loaded(&content::load(&files))
            },
        )
        .expect("edits to a real course never panic the checker");
}

#[test]
fn the_number_and_unit_reader_takes_any_text() {
    let piece = prop_oneof![
        "[0-9]{1,4}",
        Just(".".to_string()),
        Just(",".to_string()),
        Just(" ".to_string()),
        Just("e".to_string()),
        Just("-".to_string()),
        Just("GB".to_string()),
        Just("KiB".to_string()),
        Just("bytes".to_string()),
        Just("/s".to_string()),
        Just("/detik".to_string()),
        Just("juta".to_string()),
        Just("million".to_string()),
        Just("µs".to_string()),
        Just("ms".to_string()),
        any::<char>().prop_map(String::from),
    ];
    runner(3000)
        .run(&prop::collection::vec(piece, 0..12), |p| {
            let text = p.concat();
            for lang in [Lang::Id, Lang::En] {
                if let Ok(q) = latih::core::quantity::read(&text, lang, &[]) {
                    prop_assert!(q.value.is_finite(), "{text:?} read as {q:?}");
                }
            }
            Ok(())
        })
        .expect("the reader never panics and never yields a non-finite value");
}

#[test]
fn the_formula_parser_takes_any_text() {
    let piece = prop_oneof![
        Just("(".to_string()),
        Just(")".to_string()),
        Just("+".to_string()),
        Just("-".to_string()),
        Just("*".to_string()),
        Just("/".to_string()),
        Just("^".to_string()),
        Just(",".to_string()),
        Just("users".to_string()),
        Just("size".to_string()),
        Just("min".to_string()),
        Just("sqrt".to_string()),
        Just("8 B".to_string()),
        Just("1 ms".to_string()),
        "[0-9.e]{1,5}",
        any::<char>().prop_map(String::from),
    ];
    let names = vec!["users".to_string(), "size".to_string()];
    let dims = [formula::Dims::COUNT, formula::Dims::BYTES];
    runner(3000)
        .run(&prop::collection::vec(piece, 0..200), |p| {
            let text = p.concat();
            if let Ok((e, _)) = formula::parse(&text, &names, 2, &dims) {
                let _ = formula::eval(&e, &[1e7, 80.0]);
                let _ = formula::eval(&e, &[0.0, f64::MAX]);
            }
            Ok(())
        })
        .expect("the formula parser and evaluator never panic");
}

#[test]
fn the_playground_parser_takes_any_line() {
    let piece = prop_oneof![
        prop::sample::select(play::names().collect::<Vec<_>>()).prop_map(String::from),
        Just(" ".to_string()),
        Just("=".to_string()),
        "[a-z]{1,6}=[0-9kKmM]{0,8}",
        "[0-9]{1,20}",
        Just("after=".to_string()),
        Just("hops=3".to_string()),
        any::<char>().prop_map(String::from),
    ];
    runner(3000)
        .run(&prop::collection::vec(piece, 0..12), |p| {
            let _ = play::parse(&p.concat());
            Ok(())
        })
        .expect("the command parser never panics");
    // A few hundred lines run for real, against a small graph.
    let mut pg = crate::common::play::in_memory();
    pg.run_line("gen users=200 avg=5 seed=1", &mut |_, _| {});
    // The runner takes a shared closure; the playground is used one case at a time.
    let pg = std::cell::RefCell::new(pg);
    let i18n = I18n::new(Lang::Id);
    let line = prop::collection::vec(
        prop_oneof![
            prop::sample::select(play::names().collect::<Vec<_>>()).prop_map(String::from),
            Just(" ".to_string()),
            "[0-9]{1,4}",
            "[a-z]{1,6}=[0-9]{0,4}",
            Just("\u{1b}[2J".to_string()),
        ],
        0..6,
    );
    runner(200)
        .run(&line, |p| {
            let line = p.concat();
            if line.trim_start().starts_with("gen") || line.trim_start().starts_with("reset") {
                return Ok(());
            }
            let report = pg.borrow_mut().run_line(&line, &mut |_, _| {});
            let text =
                latih::app::render::play_report::plain(&latih::app::render::play_report::rows(
                    &i18n,
                    &report,
                    80,
                    latih::app::render::play_report::Charts::Bars,
                ));
            let printed = wrap::escape_controls(&text);
            prop_assert!(raw_control(&printed).is_none());
            Ok(())
        })
        .expect("playground commands never panic");
}

#[test]
fn the_lint_printer_cuts_and_escapes_any_line() {
    let i18n = I18n::new(Lang::En);
    runner(2000)
        .run(
            &(any::<String>(), 0usize..500, 1usize..200, 20usize..200),
            |(snippet, column, line, width)| {
                let p = latih::core::problem::Problem {
                    kind: latih::core::problem::ProblemKind::TabIndent,
                    place: latih::core::problem::Place {
                        file: "lessons/x.yaml".into(),
                        line,
                        column,
                        path: String::new(),
                        snippet: Some(snippet.repeat(3)),
                    },
                };
                let lines = problem_lines(&i18n, &p, width);
                for (l, _) in &lines {
                    prop_assert!(raw_control(l).is_none(), "{l:?}");
                }
                // The quoted line fits the width, with room for the line number.
                let quoted = &lines[2].0;
                prop_assert!(wrap::width(quoted) <= width.max(20) + line.to_string().len() + 8);
                Ok(())
            },
        )
        .expect("every quoted line is cut and cleaned");
}

#[test]
fn a_figure_written_the_readers_way_reads_back_as_itself() {
    use latih::core::{numfmt, quantity};
    let units = [
        ("", 1.0),
        ("GB", 1e9),
        ("ms", 1e-3),
        ("/s", 1.0),
        ("juta", 1e6),
        ("KiB", 1024.0),
    ];
    runner(3000)
        .run(
            &(
                -1_000_000_000_000i64..1_000_000_000_000,
                0u32..3,
                0usize..units.len(),
            ),
            |(n, decimals, u)| {
                // A value with at most two decimals, so writing it loses nothing.
                let x = n as f64 / 10f64.powi(decimals as i32);
                let (unit, factor) = units[u];
                for lang in [Lang::Id, Lang::En] {
                    let text = format!("{} {unit}", numfmt::decimal(x, 2, lang));
                    let r = quantity::read(&text, lang, &[])
                        .map_err(|e| TestCaseError::fail(format!("{text:?} ({lang:?}): {e:?}")))?;
                    let want = x * factor;
                    prop_assert!(
                        (r.value - want).abs() <= want.abs() * 1e-12 + 1e-12,
                        "{text:?} ({lang:?}) read as {} not {want}",
                        r.value
                    );
                }
                Ok(())
            },
        )
        .expect("writing a figure and reading it back gives the figure");
}
