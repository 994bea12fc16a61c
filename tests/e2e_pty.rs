//! The real binary in a real pseudo-terminal: open a lesson, switch language, quit, and find
//! the terminal as it was. Also: SIGTERM, SIGHUP and Ctrl-C end latih cleanly.

use std::io::{Read, Write};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use nix::sys::termios::LocalFlags;
use portable_pty::{CommandBuilder, PtySize, native_pty_system};

fn nz(n: u16) -> std::num::NonZeroU16 {
    std::num::NonZeroU16::new(n).unwrap_or(std::num::NonZeroU16::MIN)
}

struct Session {
    screen: Arc<Mutex<vt100::Parser>>,
    raw: Arc<Mutex<Vec<u8>>>,
    writer: Box<dyn Write + Send>,
    child: Box<dyn portable_pty::Child + Send + Sync>,
    master: Box<dyn portable_pty::MasterPty + Send>,
}

fn start(args: &[&str]) -> Session {
    start_with(args, &[])
}

fn start_with(args: &[&str], env: &[(&str, &str)]) -> Session {
    let pty = native_pty_system()
        .openpty(PtySize {
            rows: 24,
            cols: 80,
            pixel_width: 0,
            pixel_height: 0,
        })
        .expect("open a pty");
    let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_latih"));
    cmd.args(args);
    cmd.env("TERM", "xterm-256color");
    cmd.env("LATIH_LANG", "id");
    cmd.cwd(env!("CARGO_MANIFEST_DIR"));
    for (k, v) in env {
        cmd.env(k, v);
    }
    let child = pty.slave.spawn_command(cmd).expect("spawn latih");
    drop(pty.slave);
    let screen = Arc::new(Mutex::new(vt100::Parser::new(nz(24), nz(80), 0)));
    let raw = Arc::new(Mutex::new(Vec::new()));
    let mut reader = pty.master.try_clone_reader().expect("reader");
    let (s, r) = (Arc::clone(&screen), Arc::clone(&raw));
    std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        while let Ok(n) = reader.read(&mut buf) {
            if n == 0 {
                break;
            }
            if let Ok(mut p) = s.lock() {
                p.process(&buf[..n]);
            }
            if let Ok(mut v) = r.lock() {
                v.extend_from_slice(&buf[..n]);
            }
        }
    });
    let writer = pty.master.take_writer().expect("writer");
    Session {
        screen,
        raw,
        writer,
        child,
        master: pty.master,
    }
}

impl Session {
    fn contents(&self) -> String {
        self.screen
            .lock()
            .map(|p| p.screen().contents())
            .unwrap_or_default()
    }

    fn wait_for(&self, text: &str) {
        let deadline = Instant::now() + Duration::from_secs(20);
        while Instant::now() < deadline {
            if self.contents().contains(text) {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        panic!(
            "timed out waiting for {text:?}; screen:\n{}",
            self.contents()
        );
    }

    fn send(&mut self, bytes: &str) {
        self.writer.write_all(bytes.as_bytes()).expect("write keys");
        self.writer.flush().expect("flush");
        // Let one key be read on its own (Esc followed quickly by a letter is Alt+letter).
        std::thread::sleep(Duration::from_millis(80));
    }

    fn wait_exit(&mut self) -> portable_pty::ExitStatus {
        let deadline = Instant::now() + Duration::from_secs(20);
        while Instant::now() < deadline {
            if let Ok(Some(status)) = self.child.try_wait() {
                return status;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        panic!("latih did not exit; screen:\n{}", self.contents());
    }

    fn cooked(&self) -> bool {
        let t = self.master.get_termios().expect("termios of the pty");
        t.local_flags
            .contains(LocalFlags::ICANON | LocalFlags::ECHO)
    }

    fn raw_output(&self) -> String {
        self.raw
            .lock()
            .map(|v| String::from_utf8_lossy(&v).to_string())
            .unwrap_or_default()
    }
}

/// After exit the terminal is back in cooked mode, off the alternate screen, mouse reporting
/// off and the cursor visible.
fn assert_restored(s: &Session) {
    assert!(s.cooked(), "the pty was left in raw mode");
    let out = s.raw_output();
    let entered = out
        .rfind("\x1b[?1049h")
        .expect("entered the alternate screen");
    let left = out.rfind("\x1b[?1049l").expect("left the alternate screen");
    assert!(left > entered);
    assert!(
        out[entered..].contains("\x1b[?1000l"),
        "mouse reporting switched off"
    );
    assert!(out[entered..].contains("\x1b[?25h"), "cursor shown again");
}

#[test]
fn open_a_lesson_switch_language_and_quit() {
    let mut s = start(&[]);
    assert!(s.cooked());
    s.wait_for("Representasikan graf sosial");
    s.wait_for("? bantuan");
    // The first lesson of the map is M13.04: open it.
    s.send("\r");
    s.wait_for("Pertanyaan pemandu");
    s.send("L");
    s.wait_for("Guiding question");
    s.wait_for("[EN]");
    s.send("q");
    s.wait_for("Representing a social graph");
    s.send("q");
    let status = s.wait_exit();
    assert!(status.success(), "{status:?}");
    assert_restored(&s);
}

#[test]
fn sigterm_restores_the_terminal() {
    let mut s = start(&["--lang", "en"]);
    s.wait_for("Representing a social graph");
    let pid = s.child.process_id().expect("pid");
    let killed = std::process::Command::new("kill")
        .args(["-TERM", &pid.to_string()])
        .status()
        .expect("kill");
    assert!(killed.success());
    s.wait_exit();
    assert_restored(&s);
}

#[test]
fn ctrl_c_quits_and_restores() {
    let mut s = start(&["--lang", "en"]);
    s.wait_for("Representing a social graph");
    s.send("\r");
    s.wait_for("Guiding question");
    s.send("\x03");
    let status = s.wait_exit();
    assert!(status.success(), "{status:?}");
    assert_restored(&s);
}

#[test]
fn sighup_from_a_closed_window_ends_latih() {
    // Closing a terminal window sends SIGHUP; latih must not keep running without a screen.
    let mut s = start(&["--lang", "en"]);
    s.wait_for("Representing a social graph");
    let pid = s.child.process_id().expect("pid");
    std::process::Command::new("kill")
        .args(["-HUP", &pid.to_string()])
        .status()
        .expect("kill");
    s.wait_exit();
    assert_restored(&s);
}

#[test]
fn a_panic_restores_the_terminal_and_says_what_happened() {
    // Test builds keep debug assertions, which arm the deliberate panic.
    let mut s = start_with(&["--lang", "en"], &[("LATIH_DEBUG_PANIC", "1")]);
    let status = s.wait_exit();
    assert!(!status.success());
    assert_restored(&s);
    assert!(
        s.raw_output().contains("deliberate panic"),
        "the panic message is printed"
    );
}
