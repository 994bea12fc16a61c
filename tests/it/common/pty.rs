//! The real binary in a real pseudo-terminal, for end-to-end tests: keys in, screen out.

use std::io::{Read, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use nix::sys::termios::LocalFlags;
use portable_pty::{CommandBuilder, PtySize, native_pty_system};

fn nz(n: u16) -> std::num::NonZeroU16 {
    std::num::NonZeroU16::new(n).unwrap_or(std::num::NonZeroU16::MIN)
}

pub struct Session {
    /// Holds the session's own progress file; never the learner's real one.
    pub _dir: tempfile::TempDir,
    pub progress: std::path::PathBuf,
    screen: Arc<Mutex<vt100::Parser>>,
    raw: Arc<Mutex<Vec<u8>>>,
    writer: Box<dyn Write + Send>,
    /// The thread copying the terminal's output into `screen` and `raw`; it ends when the
    /// last holder of the pty's other side (latih) is gone, or when `stop` is set.
    reader: std::thread::JoinHandle<()>,
    stop: Arc<AtomicBool>,
    pub child: Box<dyn portable_pty::Child + Send + Sync>,
    master: Box<dyn portable_pty::MasterPty + Send>,
}

pub fn start(args: &[&str]) -> Session {
    start_with(args, &[])
}

pub fn start_with(args: &[&str], env: &[(&str, &str)]) -> Session {
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
    let dir = tempfile::tempdir().expect("tempdir");
    let progress = dir.path().join("progress.sqlite3");
    cmd.env("LATIH_PROGRESS", &progress);
    // The lesson cache too: each session starts cold, in a folder of its own.
    cmd.env("LATIH_CACHE", dir.path().join("cache"));
    for (k, v) in env {
        cmd.env(k, v);
    }
    let child = pty.slave.spawn_command(cmd).expect("spawn latih");
    drop(pty.slave);
    let screen = Arc::new(Mutex::new(vt100::Parser::new(nz(24), nz(80), 0)));
    let raw = Arc::new(Mutex::new(Vec::new()));
    let mut reader = pty.master.try_clone_reader().expect("reader");
    let (s, r) = (Arc::clone(&screen), Arc::clone(&raw));
    let stop = Arc::new(AtomicBool::new(false));
    let stopped = Arc::clone(&stop);
    let fd = pty.master.as_raw_fd().expect("the pty's descriptor");
    let reader = std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        // Polled rather than blocked on, so `hang_up` can stop this thread and close every
        // descriptor of the terminal's side.
        while !stopped.load(Ordering::SeqCst) {
            let mut p = libc::pollfd {
                fd,
                events: libc::POLLIN,
                revents: 0,
            };
            // SAFETY: one valid pollfd; `fd` stays open until this thread has ended.
            match unsafe { libc::poll(&mut p, 1, 50) } {
                0 => continue,
                n if n < 0 => {
                    if std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted {
                        continue;
                    }
                    break;
                }
                _ => {}
            }
            let Ok(n) = reader.read(&mut buf) else {
                break;
            };
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
        _dir: dir,
        progress,
        screen,
        raw,
        writer,
        reader,
        stop,
        child,
        master: pty.master,
    }
}

impl Session {
    pub fn contents(&self) -> String {
        self.screen
            .lock()
            .map(|p| p.screen().contents())
            .unwrap_or_default()
    }

    pub fn wait_for(&self, text: &str) {
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

    pub fn send(&mut self, bytes: &str) {
        self.writer.write_all(bytes.as_bytes()).expect("write keys");
        self.writer.flush().expect("flush");
        // Let one key be read on its own (Esc followed quickly by a letter is Alt+letter).
        std::thread::sleep(Duration::from_millis(80));
    }

    pub fn wait_exit(&mut self) -> portable_pty::ExitStatus {
        let deadline = Instant::now() + Duration::from_secs(20);
        while Instant::now() < deadline {
            if let Ok(Some(status)) = self.child.try_wait() {
                // Everything latih wrote before it exited is read before anyone looks at
                // it (on a busy machine the reader can lag behind the exit).
                while !self.reader.is_finished() && Instant::now() < deadline {
                    std::thread::sleep(Duration::from_millis(5));
                }
                return status;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        panic!("latih did not exit; screen:\n{}", self.contents());
    }

    /// Closes the terminal under latih, as closing its window or `tmux kill-server` does:
    /// every descriptor of the terminal's side goes, so latih gets SIGHUP and EIO. Returns
    /// the folder holding its progress file, and latih's exit status.
    pub fn hang_up(self) -> (tempfile::TempDir, Option<portable_pty::ExitStatus>) {
        let Session {
            _dir,
            stop,
            reader,
            writer,
            master,
            mut child,
            ..
        } = self;
        stop.store(true, Ordering::SeqCst);
        let _ = reader.join();
        drop(writer);
        drop(master);
        let deadline = Instant::now() + Duration::from_secs(30);
        while Instant::now() < deadline {
            if let Ok(Some(status)) = child.try_wait() {
                return (_dir, Some(status));
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = child.kill();
        (_dir, None)
    }

    /// The learner reads the verdict before rating with a digit: the digit that answered,
    /// pressed again at once, is a double press latih does not take as a rating. The wait
    /// starts once the rating buttons are on screen, so a busy machine that takes long to
    /// show the verdict cannot make the rating arrive too soon after it.
    pub fn read_verdict(&self) {
        self.wait_for("[1 ");
        std::thread::sleep(Duration::from_millis(
            latih::app::screen::quiz::DOUBLE_PRESS_MS as u64 + 50,
        ));
    }

    /// Answers whatever review question is on screen (not necessarily right), waits for the
    /// rating buttons and goes on.
    pub fn answer_any(&mut self) {
        let screen = self.contents();
        if screen.contains("Your estimate") {
            self.send("40");
            self.send("\r");
        } else if screen.contains("Your answer (optional)")
            || screen.contains("Put the steps in order")
        {
            self.send("\r");
        } else if screen.contains("Pick every answer") {
            self.send("1");
            self.send("\r");
        } else {
            self.send("1");
        }
        // The rating buttons (Again at least) say the verdict is up.
        self.wait_for("[1 Again");
        self.send("\r");
    }

    /// Waits until a question is being asked (a day's review shows its counts, and no
    /// rating buttons are up), or the review is over.
    pub fn wait_asking(&self) {
        let deadline = Instant::now() + Duration::from_secs(20);
        while Instant::now() < deadline {
            let screen = self.contents();
            let asking = screen.contains(" new · ") && !screen.contains("[1 Again");
            if asking || screen.contains("Every answer is recorded") {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        panic!("no question; screen:\n{}", self.contents());
    }

    pub fn cooked(&self) -> bool {
        let t = self.master.get_termios().expect("termios of the pty");
        t.local_flags
            .contains(LocalFlags::ICANON | LocalFlags::ECHO)
    }

    pub fn raw_output(&self) -> String {
        self.raw
            .lock()
            .map(|v| String::from_utf8_lossy(&v).to_string())
            .unwrap_or_default()
    }
}
