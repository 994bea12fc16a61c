//! `latih send` and `latih export --format xapi`: the review log as xAPI statements, sent to
//! Ralph (PyPI `ralph-malph`, a learning record store) started on a free loopback port by
//! tests/oracle/ralph_lrs.py, and read back from it: every answer once, in batches, however
//! often it is sent; a wrong password is a sentence naming the store's refusal.
//!
//! Needs python3 with `ralph-malph[cli,lrs]` (`.ci/run` installs it); without it the test
//! says so and passes, except under CI=true, where it fails.

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;

use crate::common::latih;

struct Ralph {
    child: Child,
    port: u16,
    _dir: tempfile::TempDir,
}

impl Drop for Ralph {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn has_ralph() -> bool {
    let found = Command::new("ralph")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !found {
        let missing = "the xAPI test needs Ralph (pip install \"ralph-malph[cli,lrs]\")";
        assert!(
            std::env::var_os("CI").is_none(),
            "{missing} (.ci/run installs it)"
        );
        eprintln!("skipped: {missing}");
    }
    found
}

impl Ralph {
    /// Ralph with one user, `learner` / `secret`, keeping statements in a folder of its own.
    fn start() -> Option<Ralph> {
        if !has_ralph() {
            return None;
        }
        let dir = tempfile::tempdir().expect("tempdir");
        let env = [
            ("RALPH_AUTH_FILE", dir.path().join("auth.json")),
            ("RALPH_RUNSERVER_BACKEND", PathBuf::from("fs")),
            (
                "RALPH_BACKENDS__LRS__FS__DEFAULT_DIRECTORY_PATH",
                dir.path().join("data"),
            ),
            ("RALPH_APP_DIR", dir.path().join("app")),
        ];
        let auth = Command::new("ralph")
            .args(["auth", "-u", "learner", "-p", "secret", "-s", "all", "-w"])
            .args(["-M", "mailto:learner@example.org"])
            .envs(env.iter().map(|(k, v)| (k, v)))
            .output()
            .expect("ralph auth");
        assert!(
            auth.status.success(),
            "{}",
            String::from_utf8_lossy(&auth.stderr)
        );
        let port = TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/oracle/ralph_lrs.py");
        let child = Command::new("python3")
            .arg(script)
            .arg(port.to_string())
            .envs(env.iter().map(|(k, v)| (k, v)))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("ralph");
        let ralph = Ralph {
            child,
            port,
            _dir: dir,
        };
        let start = Instant::now();
        while ralph.get("xAPI/statements").is_err() {
            assert!(
                start.elapsed() < Duration::from_secs(300),
                "Ralph did not start in 300 s"
            );
            std::thread::sleep(Duration::from_millis(200));
        }
        Some(ralph)
    }

    fn url(&self) -> String {
        format!("http://127.0.0.1:{}/xAPI/", self.port)
    }

    fn get(&self, path: &str) -> Result<Value, Box<dyn std::error::Error>> {
        use base64::Engine;
        let token = base64::engine::general_purpose::STANDARD.encode("learner:secret");
        let url = format!(
            "http://127.0.0.1:{}/{}",
            self.port,
            path.trim_start_matches('/')
        );
        let text = ureq::get(&url)
            .header("X-Experience-API-Version", "1.0.3")
            .header("Authorization", &format!("Basic {token}"))
            .call()?
            .body_mut()
            .read_to_string()?;
        Ok(serde_json::from_str(&text)?)
    }

    /// Every statement the store has, page after page.
    fn statements(&self) -> Vec<Value> {
        let mut all = Vec::new();
        let mut next = "xAPI/statements".to_string();
        loop {
            let page = self.get(&next).expect("a page of statements");
            all.extend(page["statements"].as_array().cloned().unwrap_or_default());
            match page["more"].as_str().filter(|m| !m.is_empty()) {
                Some(more) => next = more.to_string(),
                None => return all,
            }
        }
    }
}

fn send(ralph: &Ralph, progress: &Path, password: &str) -> crate::common::cmd::Ran {
    latih()
        .env("LATIH_LRS_PASSWORD", password)
        .args(["--lang", "en", "send"])
        .arg(ralph.url())
        .args(["--user", "learner", "--progress"])
        .arg(progress)
        .run()
}

#[test]
fn every_answer_reaches_the_record_store_once_however_often_it_is_sent() {
    let Some(ralph) = Ralph::start() else {
        return;
    };
    let dir = tempfile::tempdir().expect("tempdir");
    let progress = dir.path().join("progress.sqlite3");
    crate::common::progress::populated(&progress, 60);
    let first = send(&ralph, &progress, "secret");
    assert_eq!(first.code, 0, "{}", first.stderr);
    // 240 answers and the oral drill passed.
    assert!(
        first.stderr.contains("Sent 241 statements"),
        "{}",
        first.stderr
    );
    assert!(first.stderr.contains("in 3 requests"), "{}", first.stderr);
    let again = send(&ralph, &progress, "secret");
    assert_eq!(again.code, 0, "{}", again.stderr);
    let stored = ralph.statements();
    assert_eq!(stored.len(), 241, "sent twice, kept once");
    let drill = (stored.iter())
        .find(|s| s["verb"]["id"] == "http://adlnet.gov/expapi/verbs/passed")
        .expect("the drill passed");
    assert_eq!(
        drill["object"]["definition"]["interactionType"],
        "performance"
    );
    assert_eq!(drill["result"]["score"]["raw"], 4);
    assert_eq!(drill["result"]["score"]["max"], 6);
    assert!(
        (drill["result"]["response"].as_str().expect("response")).contains("hybrid[.]true"),
        "{drill}"
    );
    let single = (stored.iter())
        .find(|s| s["result"]["response"] == "b")
        .expect("the wrong single-choice answer");
    assert_eq!(
        single["verb"]["id"],
        "http://adlnet.gov/expapi/verbs/answered"
    );
    assert_eq!(single["object"]["definition"]["interactionType"], "choice");
    assert_eq!(single["result"]["success"], false);
    assert_eq!(single["result"]["duration"], "PT3.000S");
    let numeric = (stored.iter())
        .find(|s| s["object"]["definition"]["interactionType"] == "numeric")
        .expect("a numeric answer");
    assert_eq!(numeric["result"]["response"], "40");
    assert!(
        (stored.iter()).any(|s| s["object"]["definition"]["interactionType"] == "long-fill-in"),
        "recall"
    );
    // The instructor's report reads the same statements back from the store.
    let report = latih()
        .env("LATIH_LRS_PASSWORD", "secret")
        .args([
            "--lang", "en", "class", "report", "--format", "json", "--user", "learner",
        ])
        .arg(ralph.url())
        .run();
    assert_eq!(report.code, 0, "{}", report.stderr);
    let report: Value = serde_json::from_str(&report.stdout).expect("JSON");
    assert_eq!(report["learners"], 1);
    assert_eq!(report["answers"], 240);
    let refused = send(&ralph, &progress, "wrong");
    assert_eq!(refused.code, 1);
    assert!(
        refused.stderr.contains("refused the statements: 401"),
        "{}",
        refused.stderr
    );
}

#[test]
fn the_export_names_the_actor_given_and_keeps_one_anonymous_id_otherwise() {
    let dir = tempfile::tempdir().expect("tempdir");
    let progress = dir.path().join("progress.sqlite3");
    crate::common::progress::populated(&progress, 1);
    let read = |extra: &[&str]| -> Vec<Value> {
        let ran = latih()
            .args(["--lang", "en", "export", "--format", "xapi", "--progress"])
            .arg(&progress)
            .args(extra)
            .run();
        assert_eq!(ran.code, 0, "{}", ran.stderr);
        serde_json::from_str::<Vec<Value>>(&ran.stdout).expect("a JSON array")
    };
    let named = read(&["--actor", "mailto:ana@example.org"]);
    assert_eq!(named.len(), 5, "four answers and a drill passed");
    assert!(
        named
            .iter()
            .all(|s| s["actor"]["mbox"] == "mailto:ana@example.org")
    );
    let anonymous = read(&[]);
    let id = anonymous[0]["actor"]["account"]["name"].clone();
    assert_eq!(id.as_str().map(str::len), Some(32));
    assert_eq!(
        read(&[])[0]["actor"]["account"]["name"],
        id,
        "the same id every time"
    );
    assert_eq!(
        read(&[])[0]["id"],
        anonymous[0]["id"],
        "the same statement id"
    );
    let bad = latih()
        .args([
            "--lang",
            "en",
            "export",
            "--format",
            "xapi",
            "--actor",
            "ana",
            "--progress",
        ])
        .arg(&progress)
        .run();
    assert_eq!(bad.code, 1);
    assert!(
        bad.stderr.contains("is not a mailto: address"),
        "{}",
        bad.stderr
    );
}
