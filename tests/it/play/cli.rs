//! `latih play` as a process: a script or standard input in, the same report the TUI shows
//! out, in both languages; exit status 1 when a command failed; `--db` keeps a playground
//! and refuses the progress file.

fn play(args: &[&str], stdin: &str) -> (String, String, i32) {
    let ran = crate::common::Cmd::new(args)
        .env("LATIH_PROGRESS", ":memory:")
        .input(stdin)
        .run();
    (ran.stdout, ran.stderr, ran.code)
}

const SCRIPT: &str = "# the reverse index, before and after
gen users=3000 avg=10 celebrities=1 max=1000 seed=4
followers 2500 limit=5
index reverse on
followers 2500 limit=5
";

#[test]
fn a_script_from_standard_input_shows_plans_and_costs() {
    let (out, err, code) = play(&["--lang", "en", "play"], SCRIPT);
    assert_eq!(code, 0, "{out}\n{err}");
    assert!(
        out.contains("› gen users=3000"),
        "commands are echoed: {out}"
    );
    assert!(out.contains("Generated 3,000 accounts"), "{out}");
    let scan = out.find("plan   SCAN follows").expect("a full scan first");
    let search = out
        .find("plan   SEARCH follows USING COVERING INDEX follows_by_followee (followee_id=?)")
        .expect("then an index search");
    assert!(scan < search);
    assert!(out.contains("full-scan steps"), "{out}");
    assert!(!out.contains('\u{a0}'), "plain spaces in a pipe");
}

#[test]
fn a_script_file_in_indonesian_and_a_failure_is_the_exit_status() {
    let dir = tempfile::tempdir().expect("tempdir");
    let script = dir.path().join("s.txt");
    std::fs::write(&script, "gen users=100 avg=3 seed=1\nfolow 1 2\ncount 1\n").expect("write");
    let (out, _, code) = play(
        &["--lang", "id", "play", script.to_str().expect("path")],
        "",
    );
    assert_eq!(code, 1, "a mistyped command fails the run: {out}");
    assert!(
        out.contains("Tidak ada perintah folow; maksudmu follow?"),
        "{out}"
    );
    assert!(out.contains("pengikut"), "later commands still run: {out}");
    let (_, err, code) = play(&["--lang", "en", "play", "/nonexistent/script"], "");
    assert_eq!(code, 1);
    assert!(
        err.contains("The script /nonexistent/script cannot be read"),
        "{err}"
    );
}

#[test]
fn a_db_file_keeps_the_graph_and_the_progress_file_is_refused() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = dir.path().join("play.sqlite3");
    let db = db.to_str().expect("path");
    let (_, _, code) = play(&["play", "--db", db], "gen users=200 avg=5 seed=9\n");
    assert_eq!(code, 0);
    let (out, _, _) = play(
        &["--lang", "en", "play", "--db", db],
        "sql SELECT count(*) > 0 FROM follows\n",
    );
    assert!(out.contains("\n1\n"), "{out}");
    let progress = dir.path().join("progress.sqlite3");
    let progress = progress.to_str().expect("path");
    let (_, err, code) = play(
        &[
            "--lang",
            "en",
            "--progress",
            progress,
            "play",
            "--db",
            progress,
        ],
        "stats\n",
    );
    assert_eq!(code, 1);
    assert!(err.contains("is your progress file"), "{err}");
}

#[test]
fn help_lists_every_command_in_both_languages() {
    let (en, _, _) = play(&["--lang", "en", "play"], "help\n");
    let (id, _, _) = play(&["--lang", "id", "play"], "help\n");
    for c in latih::core::play::COMMANDS {
        assert!(en.contains(c.usage) && id.contains(c.usage), "{}", c.name);
    }
    assert!(en.contains("The accounts that follow B"));
    assert!(id.contains("Akun yang mengikuti B"));
}

/// In line mode a chart is a table of figures and shares (no bars to read in a log), and
/// the partitions a step touched are said in words.
#[test]
fn line_mode_prints_charts_as_tables() {
    let (out, err, code) = play(
        &["--lang", "en", "play"],
        "gen users=3000 avg=4 celebrities=1 max=2500 seed=7\npartition 4 by followee\nhotspot\nfollowers 5 limit=2\n",
    );
    assert_eq!(code, 0, "{out}\n{err}");
    assert!(!out.contains('█'), "{out}");
    assert!(
        out.contains("Rows of the follows table per partition"),
        "{out}"
    );
    let rows: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("p") && l.ends_with(" %"))
        .collect();
    assert_eq!(rows.len(), 4, "{out}");
    assert!(out.contains("the busiest partition, p"), "{out}");
    assert!(out.contains("Read: partition p"), "{out}");
}
