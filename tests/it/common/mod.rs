//! Helpers shared by the integration tests: load a fixture course, build a model at a size,
//! press keys, render to a test terminal.

pub mod anki;
pub mod cmd;
pub mod drill;
pub mod feed;
pub mod play;
pub mod progress;
pub mod pty;
pub mod quiz;
pub mod redis_server;
pub mod write;

use std::path::{Path, PathBuf};

use latih::app::keymap::Key;
use latih::app::{self, Model, Msg};
use latih::content::{self, Loaded};
use latih::core::lang::Lang;
use latih::tui::draw::View;
use latih::tui::style::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

pub fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

/// Loads a fixture course with paths relative to the package, as a user would type them.
pub fn load_fixture(name: &str) -> Loaded {
    content::load_dir(Path::new(&format!("tests/fixtures/{name}")))
}

pub fn model(loaded: Loaded, lang: Lang, w: u16, h: u16) -> Model {
    let mut m = Model::new(loaded, lang, (w, h));
    app::update(&mut m, Msg::Resize(w, h));
    m
}

pub fn press(m: &mut Model, keys: &[Key]) {
    for k in keys {
        app::update(m, Msg::Key(*k));
    }
}

pub fn chars(s: &str) -> Vec<Key> {
    s.chars().map(Key::Char).collect()
}

/// The screen as text, one line per row, trailing spaces kept.
pub fn render(m: &Model) -> String {
    let b = backend(m);
    let buf = b.buffer();
    let (w, h) = m.size;
    let mut out = String::new();
    for y in 0..h {
        for x in 0..w {
            out.push_str(buf[(x, y)].symbol());
        }
        out.push('\n');
    }
    out
}

/// The TestBackend itself, for insta snapshots.
pub fn backend(m: &Model) -> TestBackend {
    let (w, h) = m.size;
    let mut term = Terminal::new(TestBackend::new(w, h)).expect("test terminal");
    term.draw(|f| {
        f.render_widget(
            View {
                model: m,
                theme: Theme { color: false },
            },
            f.area(),
        )
    })
    .expect("draw");
    term.backend().clone()
}

/// A manifest with one module `m`, for courses built inside a test.
pub const MANIFEST: &str =
    "format_version: 2\nid: t\ntitle: T\nmodules:\n  - id: m\n    code: M\n    title: M\n";

/// A throwaway course folder: `lessons/course.yaml` from `manifest`, then each
/// `(file name, contents)` under `lessons/`.
pub fn temp_course(manifest: &str, files: &[(&str, &[u8])]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("tempdir");
    let lessons = dir.path().join("lessons");
    std::fs::create_dir(&lessons).expect("mkdir");
    std::fs::write(lessons.join("course.yaml"), manifest).expect("write manifest");
    for (name, bytes) in files {
        std::fs::write(lessons.join(name), bytes).expect("write lesson");
    }
    dir
}

/// A throwaway course of `lessons` (under lessons/, beside the test manifest) and `banks`
/// (under quizzes/), loaded as the app would.
pub fn load_course(lessons: &[(&str, &str)], banks: &[(&str, &str)]) -> latih::content::Loaded {
    let files: Vec<(&str, &[u8])> = lessons.iter().map(|(n, t)| (*n, t.as_bytes())).collect();
    let dir = temp_course(MANIFEST, &files);
    let quizzes = dir.path().join("quizzes");
    std::fs::create_dir(&quizzes).expect("mkdir");
    for (name, text) in banks {
        std::fs::write(quizzes.join(name), text).expect("write bank");
    }
    latih::content::load_dir(dir.path())
}

/// Moves the home selection to the lesson with this id and opens it.
pub fn open_lesson(m: &mut Model, id: &str) {
    let items = latih::app::screen::home::home_items(m);
    let target = items
        .iter()
        .filter(|i| i.selectable())
        .position(
            |i| matches!(i, latih::app::screen::home::Item::Lesson(n) if m.course.lessons[*n].id == id),
        )
        .expect("the lesson is on the home screen");
    press(m, &[Key::Home]);
    press(m, &vec![Key::Down; target]);
    press(m, &[Key::Enter]);
}

pub use cmd::Cmd;

/// The latih binary as the tests run it (see `Cmd`).
pub fn latih() -> Cmd {
    Cmd::new(std::iter::empty::<&str>())
}

/// A named pipe at `path`: what latih must refuse without waiting on it.
#[cfg(unix)]
pub fn mkfifo(path: &Path) {
    let c = std::ffi::CString::new(path.to_string_lossy().as_bytes()).expect("path");
    // SAFETY: a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0, "mkfifo");
}

/// Debian's libfaketime, which moves the clock of a program it is preloaded into (the Anki
/// oracles' clock); `None` when it is not installed.
pub fn libfaketime() -> Option<PathBuf> {
    [
        "/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1",
        "/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1",
        "/usr/lib/faketime/libfaketime.so.1",
    ]
    .into_iter()
    .map(PathBuf::from)
    .find(|p| p.exists())
}
