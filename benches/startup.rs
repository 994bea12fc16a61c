//! Benchmarks that print medians (run with `cargo bench`): process start to first frame,
//! with the bundled course and a generated course of 500 lessons; `latih lint` on those 500
//! lessons; hostile files (time and peak memory of a lint run over each).
//!
//! Each figure is the median of repeated runs of the real release binary, the first frame
//! read from a real pseudo-terminal. These are measurements, not pass/fail tests.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use common::{BIN, first_frame, median, ms};

/// The bundled course (lessons, glossary, banks) with `n` copies of its M13.04 lesson under
/// new lesson ids. Only the lesson's own `id` line is renamed: its cards keep naming the
/// bank's calculators and scenarios, so the course is valid (the bench checks that lint
/// finds no error in it before timing anything).
fn generated_course(n: usize) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("tempdir");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for sub in ["lessons", "quizzes"] {
        std::fs::create_dir(dir.path().join(sub)).expect("mkdir");
        for entry in std::fs::read_dir(root.join(sub)).expect("bundled folder") {
            let path = entry.expect("entry").path();
            let name = path.file_name().expect("name");
            std::fs::copy(&path, dir.path().join(sub).join(name)).expect("copy");
        }
    }
    let lesson = std::fs::read_to_string(root.join("lessons/m13-04.yaml")).expect("lesson");
    assert!(
        lesson.contains("\nid: m13-04\n"),
        "M13.04 declares its id on a line of its own"
    );
    for i in 0..n {
        let text = lesson
            .replacen("\nid: m13-04\n", &format!("\nid: gen-{i:04}\n"), 1)
            .replacen("\ncode: M13.04\n", &format!("\ncode: G.{i:04}\n"), 1)
            .replacen("\norder: 4\n", &format!("\norder: {}\n", 100 + i), 1);
        let path = dir.path().join(format!("lessons/gen-{i:04}.yaml"));
        std::fs::write(path, text).expect("write");
    }
    dir
}

/// The number of errors lint reports for a course folder, from its summary line.
fn lint_errors(dir: &str) -> usize {
    let out = Command::new(BIN)
        .args(["--lang", "en", "lint", dir])
        .output()
        .expect("run latih lint");
    let text = String::from_utf8_lossy(&out.stdout);
    text.lines()
        .rev()
        .find_map(|l| l.split(" error").next()?.trim().parse().ok())
        .unwrap_or(usize::MAX)
}

fn run_timed(args: &[&str]) -> (Duration, bool) {
    let start = Instant::now();
    let out = Command::new(BIN)
        .args(args)
        .env("LATIH_LANG", "en")
        .output()
        .expect("run");
    (
        start.elapsed(),
        out.status.code() == Some(0) || out.status.code() == Some(1),
    )
}

/// Peak resident memory of the largest child process so far, in MB.
fn children_max_rss_mb() -> f64 {
    nix::sys::resource::getrusage(nix::sys::resource::UsageWho::RUSAGE_CHILDREN)
        .map(|u| u.max_rss() as f64 / 1024.0)
        .unwrap_or(f64::NAN)
}

fn hostile_dir(name: &str, bytes: &[u8]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("tempdir");
    let lessons = dir.path().join("lessons");
    std::fs::create_dir(&lessons).expect("mkdir");
    std::fs::write(
        lessons.join("course.yaml"),
        "format_version: 1\ntitle: T\nmodules:\n  - id: m\n    code: M\n    title: M\n",
    )
    .expect("write");
    let path: PathBuf = lessons.join(name);
    if bytes.is_empty() {
        let f = std::fs::File::create(&path).expect("create");
        f.set_len(50 * 1024 * 1024).expect("50 MB");
    } else {
        std::fs::write(&path, bytes).expect("write");
    }
    dir
}

/// Runs `latih lint DIR` once and prints its peak memory: called in a child copy of this
/// bench so the figure belongs to that one lint run only.
fn measure_one(dir: &str) {
    let out = Command::new(BIN)
        .args(["lint", dir])
        .env("LATIH_LANG", "en")
        .output()
        .expect("run");
    assert!(
        matches!(out.status.code(), Some(0) | Some(1)),
        "lint crashed: {out:?}"
    );
    println!("{:.1}", children_max_rss_mb());
}

fn peak_mb(dir: &str) -> String {
    let me = std::env::current_exe().expect("bench path");
    let out = Command::new(me)
        .args(["--measure-one", dir])
        .output()
        .expect("rerun");
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(i) = args.iter().position(|a| a == "--measure-one") {
        measure_one(&args[i + 1]);
        return;
    }
    // The TUI opens a progress file: give it a fresh one, never the user's own.
    let progress = tempfile::tempdir().expect("tempdir");
    let progress_file = progress.path().join("progress.sqlite3");
    let env = [(
        "LATIH_PROGRESS",
        progress_file.to_string_lossy().to_string(),
    )];
    let runs = 21;
    println!("latih benchmarks (medians of {runs} runs, release build)\n");

    let bundled: Vec<Duration> = (0..runs)
        .map(|_| first_frame(&[], &env, "Representing a social graph"))
        .collect();
    println!(
        "first frame, bundled course:            {}",
        ms(median(bundled))
    );

    let course = generated_course(500);
    let dir = course.path().to_string_lossy().to_string();
    let errors = lint_errors(&dir);
    assert_eq!(
        errors, 0,
        "the generated course must be valid to measure it"
    );
    let bytes: u64 = std::fs::read_dir(course.path().join("lessons"))
        .expect("lessons")
        .filter_map(|e| e.ok()?.metadata().ok())
        .map(|m| m.len())
        .sum();
    println!(
        "generated course: 507 lessons, {:.1} MB of lesson YAML, lint finds {errors} errors",
        bytes as f64 / 1e6
    );
    let big: Vec<Duration> = (0..runs)
        .map(|_| first_frame(&["--course", &dir], &env, "M13.04"))
        .collect();
    println!(
        "first frame, 500 generated lessons:     {}",
        ms(median(big))
    );

    let lint: Vec<Duration> = (0..11)
        .map(|_| {
            let (d, ok) = run_timed(&["lint", &dir]);
            assert!(ok);
            d
        })
        .collect();
    println!(
        "latih lint, 500 generated lessons:      {} (median of 11)",
        ms(median(lint))
    );

    // In-process: what a save costs in watch mode with 500 lessons.
    let mut loader = latih::content::Loader::remembering();
    let cold: Vec<Duration> = (0..5)
        .map(|_| {
            let t = Instant::now();
            let _ = latih::content::load_dir(course.path());
            t.elapsed()
        })
        .collect();
    let _ = latih::content::load_dir_with(&mut loader, course.path());
    let file = course.path().join("lessons/gen-0250.yaml");
    let original = std::fs::read_to_string(&file).expect("read");
    let saves: Vec<Duration> = (0..11)
        .map(|i| {
            std::fs::write(&file, format!("{original}# save {i}\n")).expect("write");
            let t = Instant::now();
            let loaded = latih::content::load_dir_with(&mut loader, course.path());
            assert_eq!(loaded.course.lessons.len(), 507);
            t.elapsed()
        })
        .collect();
    println!(
        "load 500 lessons in-process (cold):     {}",
        ms(median(cold))
    );
    println!(
        "reload after saving one of 500 lessons: {}",
        ms(median(saves))
    );

    println!("\nhostile files (latih lint over a course holding one; each < 1 s and < 100 MB):");
    let mut alias = String::from("a: &a [x, x, x, x, x, x, x, x, x]\n");
    let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"];
    for w in names.windows(2) {
        let refs = vec![format!("*{}", w[0]); 9].join(", ");
        alias.push_str(&format!("{}: &{} [{}]\n", w[1], w[1], refs));
    }
    let strbomb = format!(
        "a: &a \"{}\"\nb: [{}]\n",
        "x".repeat(1_000_000),
        vec!["*a"; 1000].join(",")
    );
    let strbomb = strbomb[..strbomb.len().min(1024 * 1024)].to_string();
    let cases: Vec<(&str, Vec<u8>)> = vec![
        ("invalid UTF-8", b"title: \xff\xfe\n".to_vec()),
        ("tab indentation", b"blocks:\n\t- paragraph: x\n".to_vec()),
        ("50 MB file", Vec::new()),
        ("100,000 nested [", "[".repeat(100_000).into_bytes()),
        ("9x9 alias bomb", alias.into_bytes()),
        ("1 MB string x1000 aliases", strbomb.into_bytes()),
        ("id ../x", b"format_version: 1\nid: ../x\n".to_vec()),
    ];
    for (name, bytes) in cases {
        let d = hostile_dir("hostile.yaml", &bytes);
        let path = d.path().to_string_lossy().to_string();
        let times: Vec<Duration> = (0..5).map(|_| run_timed(&["lint", &path]).0).collect();
        println!(
            "  {name:<28} {:>9}   peak memory {} MB",
            ms(median(times)),
            peak_mb(&path)
        );
    }
}
