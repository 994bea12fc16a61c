//! The one way the tests run the latih binary (as rustlings' `Cmd`): its lesson cache in the
//! test build's own folder, the learner's environment (`LATIH_PROGRESS`, `LATIH_LANG`) left
//! out unless a test sets it, standard input written in full (or a closed pipe, which a
//! command that refuses before reading answers with), and the output as text.

use std::ffi::OsStr;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

pub struct Cmd {
    cmd: Command,
    stdin: Option<Vec<u8>>,
}

/// What a run gave.
pub struct Ran {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
    pub output: Output,
}

impl Cmd {
    pub fn new<S: AsRef<OsStr>>(args: impl IntoIterator<Item = S>) -> Cmd {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_latih"));
        cmd.env(
            "LATIH_CACHE",
            Path::new(env!("CARGO_TARGET_TMPDIR")).join("lesson-cache"),
        )
        .env_remove("LATIH_PROGRESS")
        .env_remove("LATIH_LANG")
        .args(args);
        Cmd { cmd, stdin: None }
    }

    /// `--progress FILE`, before the other arguments' effect (clap reads it anywhere).
    pub fn progress(mut self, file: &Path) -> Cmd {
        self.cmd.arg("--progress").arg(file);
        self
    }

    pub fn arg(mut self, a: impl AsRef<OsStr>) -> Cmd {
        self.cmd.arg(a);
        self
    }

    pub fn args<S: AsRef<OsStr>>(mut self, args: impl IntoIterator<Item = S>) -> Cmd {
        self.cmd.args(args);
        self
    }

    pub fn current_dir(mut self, dir: impl AsRef<Path>) -> Cmd {
        self.cmd.current_dir(dir);
        self
    }

    /// The underlying command with latih's test environment set, for a test that needs
    /// what only `std::process::Command` offers (streams read as they come, a user id).
    pub fn into_command(self) -> Command {
        self.cmd
    }

    pub fn env(mut self, k: &str, v: impl AsRef<OsStr>) -> Cmd {
        self.cmd.env(k, v);
        self
    }

    pub fn env_remove(mut self, k: &str) -> Cmd {
        self.cmd.env_remove(k);
        self
    }

    /// Text written to standard input, then closed.
    pub fn input(mut self, text: &str) -> Cmd {
        self.stdin = Some(text.as_bytes().to_vec());
        self
    }

    pub fn run(mut self) -> Ran {
        let output = match self.stdin.take() {
            None => self.cmd.output().expect("run latih"),
            Some(bytes) => {
                let mut child = self
                    .cmd
                    .stdin(Stdio::piped())
                    .stdout(Stdio::piped())
                    .stderr(Stdio::piped())
                    .spawn()
                    .expect("run latih");
                // latih may refuse before it reads a byte: a closed pipe is its answer, read
                // from its output below, not a failure of the test.
                let _ = child.stdin.take().expect("stdin").write_all(&bytes);
                child.wait_with_output().expect("wait for latih")
            }
        };
        Ran {
            code: output.status.code().unwrap_or(-1),
            stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
            output,
        }
    }

    /// The whole output, once latih has ended (`Err` only when it could not start).
    pub fn output(self) -> std::io::Result<Output> {
        Ok(self.run().output)
    }
}
