//! The smaller traps a careless setup sets: an unknown LATIH_LANG, an empty LATIH_PROGRESS,
//! HOME unset, TERM=dumb, a parser budget's debug text, a 200 KB line quoted whole, and a
//! footer message cut at the screen's edge.

use crate::common;

use common::{MANIFEST, model, render, temp_course};
use latih::app::{self, Msg};
use latih::content;
use latih::core::lang::Lang;

fn latih(args: &[&str], env: &[(&str, &str)], unset: &[&str]) -> (i32, String, String) {
    let mut cmd = crate::common::Cmd::new(args);
    for (k, v) in env {
        cmd = cmd.env(k, v);
    }
    for k in unset {
        cmd = cmd.env_remove(k);
    }
    let ran = cmd.run();
    (ran.code, ran.stdout, ran.stderr)
}

#[test]
fn an_unknown_latih_lang_is_named_once_and_the_default_used() {
    let (code, out, err) = latih(&["lint"], &[("LATIH_LANG", "xx"), ("LANG", "C")], &[]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(err.matches("LATIH_LANG=xx").count(), 1, "{err}");
    assert!(err.contains("memakai id"), "{err}");
    assert!(out.contains("0 galat"), "{out}");
}

#[test]
fn an_empty_latih_progress_is_a_sentence_in_the_learners_language() {
    let (code, _, err) = latih(&["--lang", "en", "stats"], &[("LATIH_PROGRESS", "")], &[]);
    assert_eq!(code, 2);
    assert!(err.contains("LATIH_PROGRESS is set but empty"), "{err}");
    let (_, _, err) = latih(&["--lang", "id", "stats"], &[("LATIH_PROGRESS", "")], &[]);
    assert!(err.contains("LATIH_PROGRESS diisi kosong"), "{err}");
}

/// Every mistake clap refuses is said by latih, in the learner's language: never clap's own
/// English sentence, tip or "For more information".
#[rstest::rstest]
#[case(&["drill"], "Wajib diberikan, tapi belum ada: <ID>", "Required, and not given: <ID>")]
#[case(&["bogus"], "`bogus` bukan perintah latih.", "`bogus` is not a latih command.")]
#[case(&["revie"], "maksudnya `review`?", "did you mean `review`?")]
#[case(&["export", "--format", "xml"], "pilih salah satu: csv, json", "it takes one of: csv, json")]
#[case(&["--bogus"], "maksudnya `--course`?", "did you mean `--course`?")]
#[case(&["stats", "extra"], "`extra` tidak dikenal di sini", "`extra` is not expected here")]
fn a_refused_command_line_is_said_in_the_learners_language(
    #[case] args: &[&str],
    #[case] id: &str,
    #[case] en: &str,
) {
    for (lang, want) in [("id", id), ("en", en)] {
        let mut all = vec!["--lang", lang];
        all.extend(args);
        let (code, out, err) = latih(&all, &[], &[]);
        assert_eq!(code, 2, "{all:?}: {out}{err}");
        assert!(
            err.starts_with("latih: ") && err.contains(want),
            "{all:?}: {err}"
        );
        for english in [
            "error:",
            "tip:",
            "For more information",
            "[OPTIONS]",
            "Usage:",
        ] {
            assert!(lang == "en" || !err.contains(english), "{all:?}: {err}");
        }
        assert!(
            !err.contains("error:") && !err.contains("tip:"),
            "{all:?}: {err}"
        );
    }
}

#[test]
fn help_names_its_placeholders_in_the_learners_language() {
    let (code, out, _) = latih(&["--lang", "id", "drill", "--help"], &[], &[]);
    assert_eq!(code, 0);
    assert!(out.contains("Pemakaian: latih drill [OPSI] <ID>"), "{out}");
}

#[test]
fn with_home_unset_latih_says_where_progress_goes() {
    let (code, _, err) = latih(
        &["--lang", "en", "stats"],
        &[],
        &["HOME", "XDG_DATA_HOME", "LATIH_PROGRESS"],
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("HOME is not set, so your progress is kept in")
            && err.contains("progress.sqlite3"),
        "{err}"
    );
}

#[test]
fn a_dumb_terminal_is_refused_with_a_sentence() {
    let mut s = common::pty::start_with(&["--lang", "en"], &[("TERM", "dumb")]);
    let status = s.wait_exit();
    assert!(!status.success());
    assert!(s.raw_output().contains("TERM=dumb"), "{}", s.raw_output());
    assert!(
        !s.raw_output().contains("\x1b[?1049h"),
        "no full screen was drawn"
    );
}

#[test]
fn budget_breaches_and_huge_lines_read_as_sentences() {
    let mut bomb = String::from("a: &a [x, x, x, x, x, x, x, x, x]\n");
    let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"];
    for w in names.windows(2) {
        let refs = vec![format!("*{}", w[0]); 9].join(", ");
        bomb.push_str(&format!("{}: &{} [{}]\n", w[1], w[1], refs));
    }
    let deep = "[".repeat(200_000);
    let dir = temp_course(
        MANIFEST,
        &[
            ("bomb.yaml", bomb.as_bytes()),
            ("deep.yaml", deep.as_bytes()),
        ],
    );
    for lang in ["en", "id"] {
        let (_, out, _) = latih(
            &["--lang", lang, "lint", &dir.path().to_string_lossy()],
            &[],
            &[],
        );
        assert!(!out.contains("budget") && !out.contains("Nodes {"), "{out}");
        assert!(out.contains("100,000") || out.contains("100.000"), "{out}");
        let longest = out
            .lines()
            .filter(|l| l.contains(" │ "))
            .map(|l| l.chars().count())
            .max()
            .unwrap_or(0);
        assert!(longest <= 110, "a quoted line of {longest} characters");
    }
}

#[test]
fn a_long_footer_message_wraps_instead_of_being_cut() {
    for (w, h) in [(80, 24), (40, 12)] {
        let mut m = model(content::load_bundled(), Lang::Id, w, h);
        app::update(&mut m, Msg::Key(latih::app::keymap::Key::Char('/')));
        app::update(&mut m, Msg::Paste("x".repeat(500)));
        let screen = render(&m);
        let flat: String = screen.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(
            flat.contains("Kolom ini memuat paling banyak 200 karakter; sisanya tidak dimasukkan."),
            "{w}x{h}:\n{screen}"
        );
    }
}
