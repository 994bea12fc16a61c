//! PyPI's `anki` (Anki's own Rust backend) as the tests' oracle: whether it is here, and a
//! script of tests/oracle run under libfaketime's clock (moved through a timestamp file),
//! fed JSON on standard input. Without them a test says so and passes, except under CI=true,
//! where it fails (`.ci/run` installs both).

use std::ffi::OsStr;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

fn installed() -> bool {
    Command::new("python3")
        .args(["-c", "import anki.collection"])
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Whether Anki is here; if not, `missing` is said (a failure under CI=true).
pub fn available(missing: &str) -> bool {
    if installed() {
        return true;
    }
    assert!(
        std::env::var_os("CI").is_none(),
        "{missing} (.ci/run installs it)"
    );
    eprintln!("skipped: {missing}");
    false
}

/// tests/oracle/`script` run with `args` under libfaketime, its clock starting at `start`
/// (`@2026-12-01 09:00:00`), `input` on its standard input: what it printed, or `None` when
/// Anki or libfaketime is not here (said as `available` says it).
pub fn oracle(script: &str, args: &[&OsStr], start: &str, input: &str) -> Option<Vec<u8>> {
    let missing = format!("tests/oracle/{script} needs PyPI's `anki` and libfaketime");
    let Some(faketime) = super::libfaketime().filter(|_| available(&missing)) else {
        if installed() {
            assert!(
                std::env::var_os("CI").is_none(),
                "{missing} (.ci/run installs them)"
            );
            eprintln!("skipped: {missing}");
        }
        return None;
    };
    let dir = tempfile::tempdir().expect("tempdir");
    let stamp = dir.path().join("now");
    std::fs::write(&stamp, start).expect("stamp");
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/oracle")
        .join(script);
    let mut child = Command::new("python3")
        .arg(path)
        .args(args)
        .env("LD_PRELOAD", faketime)
        .env("FAKETIME_TIMESTAMP_FILE", &stamp)
        .env("FAKETIME_NO_CACHE", "1")
        .env("ANKI_TEST_MODE", "1")
        .env("TZ", "UTC")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("python3");
    (child.stdin.take().expect("stdin"))
        .write_all(input.as_bytes())
        .expect("input");
    let out = child.wait_with_output().expect("the oracle");
    assert!(
        out.status.success(),
        "the oracle failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    Some(out.stdout)
}
