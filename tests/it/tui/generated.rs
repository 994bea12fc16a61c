//! Shell completions and man pages, generated from the same definitions as `--help`: bash
//! really completes a command and an option from the script, the man page names every
//! command in the active language, and `man --out` writes one page per command.

use crate::common::latih;

/// What bash offers after `words` (the last one being completed), from `latih completions bash`.
fn bash_offers(script: &str, words: &[&str]) -> Vec<String> {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("latih.bash");
    std::fs::write(&file, script).expect("write the script");
    let quoted: Vec<String> = words.iter().map(|w| format!("'{w}'")).collect();
    let probe = format!(
        "source '{}'; COMP_WORDS=({}); COMP_CWORD={}; COMP_LINE='{}'; COMP_POINT=${{#COMP_LINE}}; _latih latih '{}' '{}'; printf '%s\\n' \"${{COMPREPLY[@]}}\"",
        file.display(),
        quoted.join(" "),
        words.len() - 1,
        words.join(" "),
        words[words.len() - 1],
        words[words.len() - 2],
    );
    let out = std::process::Command::new("bash")
        .args(["--norc", "-c", &probe])
        .output()
        .expect("bash runs");
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_string)
        .collect()
}

#[test]
fn bash_completes_commands_and_their_options_from_the_script() {
    let ran = latih().args(["--lang", "en", "completions", "bash"]).run();
    assert_eq!(ran.code, 0, "{}", ran.stderr);
    let offers = bash_offers(&ran.stdout, &["latih", "li"]);
    assert_eq!(offers, ["lint"]);
    let offers = bash_offers(&ran.stdout, &["latih", "export", "--fo"]);
    assert_eq!(offers, ["--format"]);
    let offers = bash_offers(&ran.stdout, &["latih", "completions", "z"]);
    assert_eq!(offers, ["zsh"]);
}

#[test]
fn every_shell_has_a_script_and_an_unknown_one_is_refused_with_the_list() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let ran = latih().args(["completions", shell]).run();
        assert_eq!(ran.code, 0, "{shell}: {}", ran.stderr);
        assert!(
            ran.stdout.contains("lint") && ran.stdout.contains("export"),
            "{shell}"
        );
    }
    let ran = latih().args(["--lang", "en", "completions", "tcsh"]).run();
    assert_eq!(ran.code, 2);
    assert!(ran.stderr.contains("bash, zsh, fish"), "{}", ran.stderr);
}

#[test]
fn the_man_page_names_every_command_in_the_active_language() {
    let en = latih().args(["--lang", "en", "man"]).run();
    assert_eq!(en.code, 0, "{}", en.stderr);
    assert!(en.stdout.contains(".TH latih 1"), "{}", en.stdout);
    for command in ["lint", "review", "play", "export", "completions", "man"] {
        assert!(en.stdout.contains(command), "{command} in the page");
    }
    assert!(en.stdout.contains("Write the review log"), "English help");
    let id = latih().args(["--lang", "id", "man"]).run();
    assert!(id.stdout.contains("Tulis log review"), "Indonesian help");
}

#[test]
fn man_out_writes_one_page_per_command_and_says_how_many() {
    let dir = tempfile::tempdir().expect("tempdir");
    let ran = latih()
        .args(["--lang", "en", "man", "--out"])
        .arg(dir.path())
        .run();
    assert_eq!(ran.code, 0, "{}", ran.stderr);
    let mut pages: Vec<String> = std::fs::read_dir(dir.path())
        .expect("read the folder")
        .filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
        .collect();
    pages.sort();
    assert!(pages.contains(&"latih.1".to_string()), "{pages:?}");
    assert!(pages.contains(&"latih-lint.1".to_string()), "{pages:?}");
    assert!(
        pages.contains(&"latih-new-lesson.1".to_string()),
        "{pages:?}"
    );
    assert!(
        ran.stderr
            .contains(&format!("Wrote {} man pages", pages.len())),
        "{}",
        ran.stderr
    );
    let lint = std::fs::read_to_string(dir.path().join("latih-lint.1")).expect("the page");
    assert!(lint.contains("deny\\-warnings"), "{lint}");
}
