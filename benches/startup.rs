//! Benchmarks that print medians (run with `cargo bench --bench startup`): process start to
//! first frame, `latih lint` time and peak memory, for the bundled course and generated
//! courses of 10 to 5,000 lessons, each without the lesson cache and with a warm one; the
//! cost per lesson (time, memory, and callgrind's instructions, which do not depend on the
//! machine's load); a save in watch mode; hostile files (time and peak memory of a lint run
//! over each). `LATIH_BENCH_MAX=500` stops the scaling at 500 lessons. Beside latih, in
//! turns with it: `cat` of the cache's entries (the floor of a warm load), PyYAML's C
//! parser over the same files (the peer of lint without a cache), and, for the bundled
//! course, `cat` of the very bytes latih wrote to draw its first frame and its map.
//!
//! Each figure is the median of repeated runs of the real release binary, the first frame
//! read from a real pseudo-terminal. These are measurements, not pass/fail tests.
// A bench is measuring code, as a test is: a failed step should stop it loudly.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use common::peers::{cat_cache, pyyaml_time};
use common::{
    BIN, app_peak_mib, cat_frame, first_frame, first_frame_of, generated_course, median, ms_range,
};

/// The number of errors lint reports for a course folder, from its summary line.
fn lint_errors(dir: &str) -> usize {
    let out = Command::new(BIN)
        .args(["--lang", "en", "lint", dir])
        .env("LATIH_NO_CACHE", "1")
        .output()
        .expect("run latih lint");
    let text = String::from_utf8_lossy(&out.stdout);
    text.lines()
        .rev()
        .find_map(|l| l.split(" error").next()?.trim().parse().ok())
        .unwrap_or(usize::MAX)
}

fn run_timed(args: &[&str], env: &[(&str, String)]) -> (Duration, bool) {
    let start = Instant::now();
    let out = Command::new(BIN)
        .args(args)
        .env("LATIH_LANG", "en")
        .envs(env.iter().map(|(k, v)| (k, v)))
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

/// Runs `latih lint DIR` once with `env` and prints its peak memory: called in a child copy
/// of this bench so the figure belongs to that one lint run only.
fn measure_one(dir: &str, env: &[(String, String)]) {
    let out = Command::new(BIN)
        .args(["lint", dir])
        .env("LATIH_LANG", "en")
        .envs(env.iter().map(|(k, v)| (k, v)))
        .output()
        .expect("run");
    assert!(
        matches!(out.status.code(), Some(0) | Some(1)),
        "lint crashed: {out:?}"
    );
    println!("{:.1}", children_max_rss_mb());
}

/// Peak memory of one `latih lint DIR` with `env`, in MiB.
fn peak_mb(dir: &str, env: &[(&str, String)]) -> String {
    let me = std::env::current_exe().expect("bench path");
    let mut cmd = Command::new(me);
    cmd.args(["--measure-one", dir]);
    for (k, v) in env {
        cmd.arg(format!("{k}={v}"));
    }
    let out = cmd.output().expect("rerun");
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}

/// What the first frame shows of any course: the map's header, from the manifest.
const FIRST: &str = "latih · ";

/// How a run meets the lesson cache: none at all, or a folder an earlier run filled.
fn cold() -> Vec<(&'static str, String)> {
    vec![("LATIH_NO_CACHE", "1".to_string())]
}

/// A warm cache holds every lesson: the cap is raised past the 5,007-lesson course's 450 MB
/// of entries, so none was trimmed away and read as a miss.
fn warm(cache: &Path) -> Vec<(&'static str, String)> {
    vec![
        ("LATIH_NO_CACHE", String::new()),
        ("LATIH_CACHE", cache.to_string_lossy().to_string()),
        ("LATIH_CACHE_MAX_MB", "4096".to_string()),
    ]
}

fn lint_times(dir: &str, env: &[(&str, String)], runs: usize) -> Vec<Duration> {
    (0..runs)
        .map(|_| {
            let (d, ok) = run_timed(&["lint", dir], env);
            assert!(ok);
            d
        })
        .collect()
}

/// Instructions of one `latih lint` (callgrind), when valgrind is installed.
fn instructions(dir: &str, env: &[(&str, String)]) -> Option<u64> {
    let out_file = tempfile::NamedTempFile::new().ok()?;
    let out = Command::new("valgrind")
        .arg("--tool=callgrind")
        .arg(format!(
            "--callgrind-out-file={}",
            out_file.path().display()
        ))
        .args([BIN, "lint", dir])
        .env("LATIH_LANG", "en")
        .envs(env.iter().map(|(k, v)| (k, v)))
        .output()
        .ok()?;
    let text = String::from_utf8_lossy(&out.stderr);
    let refs = text.lines().find(|l| l.contains("refs:"))?;
    refs.split(':').nth(1)?.trim().replace(',', "").parse().ok()
}

/// First frame, lint time and peak memory for a generated course of `n` copies, without a
/// cache and with a warm one.
fn course_figures(n: usize, runs: usize, progress: &(&str, String)) -> (Duration, f64) {
    let course = generated_course(n);
    let dir = course.path().to_string_lossy().to_string();
    let cache = tempfile::tempdir().expect("cache dir");
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
        "\n{} lessons ({n} generated), {:.1} MB of lesson YAML, lint finds {errors} errors:",
        n + common::bundled_lessons(),
        bytes as f64 / 1e6
    );
    let with = |env: Vec<(&'static str, String)>| {
        let mut env = env;
        env.push((progress.0, progress.1.clone()));
        env
    };
    // Lint without a cache and its peer, PyYAML's C parser reading the same files, in turns.
    let (lint_cold, pyyaml): (Vec<Duration>, Vec<Option<Duration>>) = (0..runs)
        .map(|_| (lint_times(&dir, &cold(), 1)[0], pyyaml_time(course.path())))
        .unzip();
    let pyyaml: Vec<Duration> = pyyaml.into_iter().flatten().collect();
    let mem_cold: f64 = peak_mb(&dir, &cold()).parse().unwrap_or(f64::NAN);
    // The first warm run fills the cache.
    let _ = run_timed(&["lint", &dir], &warm(cache.path()));
    let lint_warm = lint_times(&dir, &warm(cache.path()), runs);
    let mem_warm = peak_mb(&dir, &warm(cache.path()));
    // The first frame is the map's header, drawn from the manifest while the lessons load;
    // the course arrives whole, so the map is complete when a generated lesson is on it.
    let last = "G.0000".to_string();
    let frames = |env: Vec<(&'static str, String)>, marker: &str| {
        let env = with(env);
        (0..runs)
            .map(|_| first_frame(&["--course", &dir], &env, marker))
            .collect::<Vec<Duration>>()
    };
    let ff_cold = frames(cold(), FIRST);
    let ff_warm = frames(warm(cache.path()), FIRST);
    let map_cold = frames(cold(), &last);
    // The warm whole map and its floor in turns, so both see the machine as it is then.
    let warm_env = with(warm(cache.path()));
    let (map_warm, cat): (Vec<Duration>, Vec<Duration>) = (0..runs)
        .map(|_| {
            let map = first_frame(&["--course", &dir], &warm_env, &last);
            (map, cat_cache(cache.path()))
        })
        .unzip();
    let app_cold = app_peak_mib(&["--course", &dir], &with(cold()), &last);
    let app_warm = app_peak_mib(&["--course", &dir], &with(warm(cache.path())), &last);
    let cache_mb = dir_bytes(&cache.path().join("latih-lessons")) as f64 / 1e6;
    println!("  first frame, no cache:       {}", ms_range(&ff_cold));
    println!("  first frame, warm cache:     {}", ms_range(&ff_warm));
    println!("  whole map, no cache:         {}", ms_range(&map_cold));
    println!("  whole map, warm cache:       {}", ms_range(&map_warm));
    println!(
        "  cat of the cache's entries:  {}   whole map warm / cat: {:.2}x",
        ms_range(&cat),
        median(map_warm.clone()).as_secs_f64() / median(cat.clone()).as_secs_f64()
    );
    println!(
        "  latih lint, no cache:        {}   peak memory {mem_cold:.1} MiB",
        ms_range(&lint_cold)
    );
    if pyyaml.is_empty() {
        println!("  PyYAML (C parser): python3 with yaml's CSafeLoader not found, skipped");
    } else {
        println!(
            "  PyYAML, CSafeLoader, same files: {}   lint without a cache / PyYAML: {:.2}x",
            ms_range(&pyyaml),
            median(lint_cold.clone()).as_secs_f64() / median(pyyaml.clone()).as_secs_f64()
        );
    }
    println!(
        "  latih lint, warm cache:      {}   peak memory {mem_warm} MiB",
        ms_range(&lint_warm)
    );
    println!(
        "  app on the whole map, peak memory: no cache {app_cold:.1} MiB, warm {app_warm:.1} MiB"
    );
    println!("  cache folder:                {cache_mb:.1} MB");
    (median(lint_cold), mem_cold)
}

fn dir_bytes(dir: &Path) -> u64 {
    std::fs::read_dir(dir)
        .map(|d| {
            d.filter_map(|e| e.ok()?.metadata().ok())
                .map(|m| m.len())
                .sum()
        })
        .unwrap_or(0)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(i) = args.iter().position(|a| a == "--measure-one") {
        let env: Vec<(String, String)> = args[i + 2..]
            .iter()
            .filter_map(|kv| kv.split_once('='))
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        measure_one(&args[i + 1], &env);
        return;
    }
    // The TUI opens a progress file: give it a fresh one, never the user's own.
    let progress = tempfile::tempdir().expect("tempdir");
    let progress_file = progress.path().join("progress.sqlite3");
    let progress_env = (
        "LATIH_PROGRESS",
        progress_file.to_string_lossy().to_string(),
    );
    // The largest generated course: 5,000 by default (LATIH_BENCH_MAX lowers it).
    let max: usize = std::env::var("LATIH_BENCH_MAX")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5000);
    let runs = 21;
    println!("latih benchmarks (medians of {runs} runs unless said, release build)\n");

    let marker = common::bundled_marker();
    let bundled_cache = tempfile::tempdir().expect("cache dir");
    for (name, env) in [
        ("no cache", cold()),
        ("warm cache", warm(bundled_cache.path())),
    ] {
        let mut env = env;
        env.push(progress_env.clone());
        let _ = first_frame(&[], &env, &marker);
        for (what, marker) in [("first frame", FIRST), ("whole map", marker.as_str())] {
            // Its floor: cat of the bytes latih wrote to draw that screen, in turns with it.
            let screen = bundled_cache.path().join("screen");
            let (_, bytes) = first_frame_of(common::BIN, &[], &env, marker);
            std::fs::write(&screen, bytes).expect("screen");
            let (times, cat): (Vec<Duration>, Vec<Duration>) = (0..runs)
                .map(|_| (first_frame(&[], &env, marker), cat_frame(&screen, marker)))
                .unzip();
            println!(
                "{what}, bundled course, {name:<11} {}   cat of the same screen: {}   {:.2}x",
                ms_range(&times),
                ms_range(&cat),
                median(times.clone()).as_secs_f64() / median(cat.clone()).as_secs_f64()
            );
        }
        let peak = app_peak_mib(&[], &env, &marker);
        println!("app on the whole map, bundled course, {name:<11} peak memory {peak:.1} MiB");
    }

    // Scaling: time and memory per lesson from 10 to `max` generated lessons.
    let mut scale = Vec::new();
    for n in [10, 100, 500, 2000, 5000].into_iter().filter(|n| *n <= max) {
        let runs = if n <= 500 { 11 } else { 5 };
        scale.push((n, course_figures(n, runs, &progress_env)));
    }
    println!("\nscaling (latih lint, no cache), per lesson beyond the first 10:");
    if let Some(&(n0, (t0, m0))) = scale.first() {
        for &(n, (t, m)) in &scale[1..] {
            let k = (n - n0) as f64;
            println!(
                "  {n:>5} lessons: {:.2} ms and {:.3} MiB per lesson",
                (t.as_secs_f64() - t0.as_secs_f64()) * 1000.0 / k,
                (m - m0) / k
            );
        }
    }

    // Instructions do not depend on the machine's load: the cost of one more lesson.
    let small = generated_course(10);
    let large = generated_course(50);
    let cache = tempfile::tempdir().expect("cache dir");
    let count = |c: &tempfile::TempDir, env: &[(&str, String)]| {
        instructions(&c.path().to_string_lossy(), env)
    };
    let _ = run_timed(
        &["lint", &large.path().to_string_lossy()],
        &warm(cache.path()),
    );
    let _ = run_timed(
        &["lint", &small.path().to_string_lossy()],
        &warm(cache.path()),
    );
    match (
        count(&small, &cold()),
        count(&large, &cold()),
        count(&small, &warm(cache.path())),
        count(&large, &warm(cache.path())),
    ) {
        (Some(a), Some(b), Some(c), Some(d)) => println!(
            "\ninstructions per lesson (callgrind, lint of 50 minus 10 lessons, / 40): \
             {:.2} million without a cache, {:.2} million from a warm one",
            (b as f64 - a as f64) / 40e6,
            (d as f64 - c as f64) / 40e6
        ),
        _ => println!("\ninstructions per lesson: valgrind not installed, skipped"),
    }

    // In-process: what a save costs in watch mode with 500 lessons.
    let course = generated_course(500);
    let mut loader = latih::content::Loader::remembering();
    let cold_loads: Vec<Duration> = (0..5)
        .map(|_| {
            let t = Instant::now();
            let _ = latih::content::load_dir(course.path());
            t.elapsed()
        })
        .collect();
    // 500 generated lessons beside the bundled course's own: a save must keep them all.
    let lessons = latih::content::load_dir_with(&mut loader, course.path())
        .course
        .lessons
        .len();
    assert!(lessons > 500, "{lessons} lessons");
    let file = course.path().join("lessons/gen-0250.yaml");
    let original = std::fs::read_to_string(&file).expect("read");
    let saves: Vec<Duration> = (0..11)
        .map(|i| {
            std::fs::write(&file, format!("{original}# save {i}\n")).expect("write");
            let t = Instant::now();
            let loaded = latih::content::load_dir_with(&mut loader, course.path());
            assert_eq!(loaded.course.lessons.len(), lessons);
            t.elapsed()
        })
        .collect();
    println!(
        "\nload 500 lessons in-process (no cache):  {}",
        ms_range(&cold_loads)
    );
    println!(
        "reload after saving one of 500 lessons: {}",
        ms_range(&saves)
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
        let times: Vec<Duration> = (0..5)
            .map(|_| run_timed(&["lint", &path], &cold()).0)
            .collect();
        println!(
            "  {name:<28} {:>22}   peak memory {} MB",
            ms_range(&times),
            peak_mb(&path, &cold())
        );
    }
}
