//! Shared by the benchmarks: the release binary, medians, and the time to a first frame in
//! a real pseudo-terminal.
#![allow(dead_code)]

pub mod history;
pub mod peers;

use std::io::Read;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use portable_pty::{CommandBuilder, PtySize, native_pty_system};

pub const BIN: &str = env!("CARGO_BIN_EXE_latih");

fn nz(n: u16) -> std::num::NonZeroU16 {
    std::num::NonZeroU16::new(n).unwrap_or(std::num::NonZeroU16::MIN)
}

pub fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

pub fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

/// The median of `v` with the range of all its runs: `12.3 ms (10.1-15.0)`.
pub fn ms_range(v: &[Duration]) -> String {
    let mut v = v.to_vec();
    v.sort();
    let at = |d: Duration| d.as_secs_f64() * 1000.0;
    match (v.first(), v.last()) {
        (Some(lo), Some(hi)) => format!("{} ({:.1}-{:.1})", ms(v[v.len() / 2]), at(*lo), at(*hi)),
        _ => "no runs".to_string(),
    }
}

/// latih running in a pseudo-terminal of `rows` x `cols`, its screen parsed as it draws.
pub struct Pty {
    pub parser: Arc<Mutex<vt100::Parser>>,
    /// Every byte the program wrote so far.
    pub raw: Arc<Mutex<Vec<u8>>>,
    pub writer: Box<dyn std::io::Write + Send>,
    pub child: Box<dyn portable_pty::Child + Send + Sync>,
    _master: Box<dyn portable_pty::MasterPty + Send>,
}

pub fn spawn(args: &[&str], env: &[(&str, String)], rows: u16, cols: u16) -> Pty {
    spawn_program(BIN, args, env, rows, cols)
}

/// Any program in a pseudo-terminal of `rows` x `cols`, its screen parsed as it draws and
/// every byte it wrote kept.
pub fn spawn_program(
    program: &str,
    args: &[&str],
    env: &[(&str, String)],
    rows: u16,
    cols: u16,
) -> Pty {
    let pty = native_pty_system()
        .openpty(PtySize {
            rows,
            cols,
            pixel_width: 0,
            pixel_height: 0,
        })
        .expect("pty");
    let mut cmd = CommandBuilder::new(program);
    cmd.args(args);
    cmd.env("TERM", "xterm-256color");
    cmd.env("LATIH_LANG", "en");
    for (k, v) in env {
        cmd.env(k, v);
    }
    let parser = Arc::new(Mutex::new(vt100::Parser::new(nz(rows), nz(cols), 0)));
    let mut reader = pty.master.try_clone_reader().expect("reader");
    let p = Arc::clone(&parser);
    let raw = Arc::new(Mutex::new(Vec::new()));
    let kept = Arc::clone(&raw);
    std::thread::spawn(move || {
        let mut buf = [0u8; 8192];
        while let Ok(n) = reader.read(&mut buf) {
            if n == 0 {
                break;
            }
            if let Ok(mut p) = p.lock() {
                p.process(&buf[..n]);
            }
            if let Ok(mut k) = kept.lock() {
                k.extend_from_slice(&buf[..n]);
            }
        }
    });
    let child = pty.slave.spawn_command(cmd).expect("spawn");
    let writer = pty.master.take_writer().expect("writer");
    Pty {
        parser,
        raw,
        writer,
        child,
        _master: pty.master,
    }
}

impl Pty {
    pub fn screen(&self) -> String {
        self.parser
            .lock()
            .map(|p| p.screen().contents())
            .unwrap_or_default()
    }
}

/// How many lessons the bundled course has (a generated course holds them beside its
/// copies).
pub fn bundled_lessons() -> usize {
    latih::content::load_bundled().course.lessons.len()
}

/// Text the bundled course's map shows once its lessons are there: the first lesson's title
/// in English (read from the course, so rewriting a lesson does not break the benchmarks).
pub fn bundled_marker() -> String {
    let course = latih::content::load_bundled().course;
    let first = course
        .lessons
        .first()
        .expect("the bundled course has lessons");
    let title = first.title.text(latih::core::lang::Lang::En);
    // The map cuts long titles at 80 columns: a prefix is on screen whatever the width.
    title.chars().take(24).collect()
}

/// Time from spawning latih in an 80x24 pty, with `env` added, until `marker` is on the
/// screen.
pub fn first_frame(args: &[&str], env: &[(&str, String)], marker: &str) -> Duration {
    first_frame_of(BIN, args, env, marker).0
}

/// `first_frame` of any program, with the bytes it wrote up to then.
pub fn first_frame_of(
    program: &str,
    args: &[&str],
    env: &[(&str, String)],
    marker: &str,
) -> (Duration, Vec<u8>) {
    let start = Instant::now();
    let mut run = spawn_program(program, args, env, 24, 80);
    let took = loop {
        if run.screen().contains(marker) {
            break start.elapsed();
        }
        if start.elapsed() > Duration::from_secs(120) {
            panic!("no first frame with {marker:?}");
        }
        std::thread::sleep(Duration::from_micros(200));
    };
    let bytes = run.raw.lock().map(|r| r.clone()).unwrap_or_default();
    let _ = run.child.kill();
    let _ = run.child.wait();
    (took, bytes)
}

/// The floor of a first frame: `cat` of the very bytes latih wrote to draw it (`screen`),
/// timed the same way, until `marker` is on the screen.
pub fn cat_frame(screen: &std::path::Path, marker: &str) -> Duration {
    let path = screen.to_string_lossy().to_string();
    first_frame_of("cat", &[&path], &[], marker).0
}

/// The app's peak resident memory in MiB (VmHWM) once `marker` is on its screen: the whole
/// load behind it, measured on the app itself rather than on a command.
pub fn app_peak_mib(args: &[&str], env: &[(&str, String)], marker: &str) -> f64 {
    let start = Instant::now();
    let mut run = spawn(args, env, 24, 80);
    while !run.screen().contains(marker) && start.elapsed() < Duration::from_secs(120) {
        std::thread::sleep(Duration::from_millis(1));
    }
    let status = run
        .child
        .process_id()
        .and_then(|pid| std::fs::read_to_string(format!("/proc/{pid}/status")).ok())
        .unwrap_or_default();
    let _ = run.child.kill();
    let _ = run.child.wait();
    status_field(&status, "VmHWM:")
}

fn status_field(status: &str, name: &str) -> f64 {
    status
        .lines()
        .find(|l| l.starts_with(name))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|v| v.parse::<f64>().ok())
        .map_or(f64::NAN, |kb| kb / 1024.0)
}

/// Resident memory now and at its peak, in MiB (Linux /proc).
pub fn rss_mib() -> (f64, f64) {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    (
        status_field(&status, "VmRSS:"),
        status_field(&status, "VmHWM:"),
    )
}

/// The bundled course (lessons, glossary, banks) with `n` copies of its M13.04 lesson under
/// new lesson ids. Only the lesson's own `id` line is renamed: its cards keep naming the
/// bank's calculators and scenarios, so the course is valid (the bench checks that lint
/// finds no error in it before timing anything).
pub fn generated_course(n: usize) -> tempfile::TempDir {
    let dir = bundled_copy();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
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

/// A folder holding a copy of the bundled course (its lessons and banks), to add to.
pub fn bundled_copy() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("tempdir");
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    for sub in ["lessons", "quizzes"] {
        std::fs::create_dir(dir.path().join(sub)).expect("mkdir");
        for entry in std::fs::read_dir(root.join(sub)).expect("bundled folder") {
            let path = entry.expect("entry").path();
            let name = path.file_name().expect("name");
            std::fs::copy(&path, dir.path().join(sub).join(name)).expect("copy");
        }
    }
    dir
}
