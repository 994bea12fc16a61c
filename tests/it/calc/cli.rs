//! `latih calc` as a shell user runs it: figures with units, several words joined, and
//! runaway or broken expressions answered with a sentence in the active language.

use std::time::{Duration, Instant};

fn calc(args: &[&str]) -> (Option<i32>, String, String) {
    let out = crate::common::latih()
        .args(args)
        .env_remove("LATIH_PROGRESS")
        .output()
        .expect("run latih");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).trim().to_string(),
        String::from_utf8_lossy(&out.stderr).trim().to_string(),
    )
}

#[test]
fn figures_with_units() {
    let (code, out, _) = calc(&["calc", "5 million * 100 * 80 bytes to GB"]);
    assert_eq!((code, out.as_str()), (Some(0), "40 GB"));
    // Unquoted words are one expression.
    let (code, out, _) = calc(&[
        "calc", "800", "*", "8", "bytes", "*", "10", "million", "to", "GB",
    ]);
    assert_eq!((code, out.as_str()), (Some(0), "64 GB"));
}

#[test]
fn runaway_and_broken_expressions_are_sentences() {
    let start = Instant::now();
    let (code, out, err) = calc(&["--lang", "en", "calc", "10^10^10"]);
    assert!(start.elapsed() < Duration::from_secs(3));
    assert_eq!((code, out.as_str()), (Some(1), ""));
    assert!(err.contains("too large"), "{err}");
    let (code, _, err) = calc(&["--lang", "en", "calc", "1000000!"]);
    assert_eq!(code, Some(1));
    assert!(err.contains("`!` does not belong there"), "{err}");
    let (code, _, err) = calc(&["--lang", "id", "calc", "5 +"]);
    assert_eq!(code, Some(1));
    assert!(err.starts_with("Barisnya berhenti terlalu cepat"), "{err}");
}

#[test]
fn input_that_would_overflow_the_stack_is_a_sentence_not_an_abort() {
    let deep = format!("{}1{}", "(".repeat(900), ")".repeat(900));
    let (code, _, err) = calc(&["--lang", "en", "calc", &deep]);
    assert_eq!(code, Some(1), "{err}");
    assert!(
        err.contains("nests brackets more than 32 deep") && err.contains('…'),
        "{err}"
    );
    for omega in ["(\\x.x x)(\\x.x x)", "(x: x x)(x: x x)"] {
        let (code, _, err) = calc(&["--lang", "id", "calc", omega]);
        assert_eq!(code, Some(1), "{omega}: {err}");
        assert!(
            err.contains("tidak cocok di situ") || err.contains("bukan satuan"),
            "{err}"
        );
    }
}
