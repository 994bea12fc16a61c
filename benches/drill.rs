//! The cost of a running drill (run with `cargo bench --bench drill`): CPU time of latih
//! while a 90-second drill's clock runs at 80x24, the same for an idle home screen, and the
//! figures a small terminal shows second by second (none may be skipped or shown twice).
// A bench is measuring code, as a test is: a failed step should stop it loudly.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::io::Write;
use std::time::{Duration, Instant};

struct Run {
    pty: common::Pty,
    _dir: tempfile::TempDir,
}

fn spawn(args: &[&str], rows: u16, cols: u16) -> Run {
    let dir = tempfile::tempdir().expect("tempdir");
    let progress = dir.path().join("p.sqlite3").to_string_lossy().to_string();
    let pty = common::spawn(args, &[("LATIH_PROGRESS", progress)], rows, cols);
    Run { pty, _dir: dir }
}

impl Run {
    fn screen(&self) -> String {
        self.pty.screen()
    }

    fn wait_for(&self, text: &str) {
        let start = Instant::now();
        while !self.screen().contains(text) {
            assert!(start.elapsed() < Duration::from_secs(10), "no {text:?}");
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    fn send(&mut self, s: &str) {
        self.pty.writer.write_all(s.as_bytes()).expect("write");
        self.pty.writer.flush().expect("flush");
    }

    /// User plus system CPU time of the process so far, from /proc.
    fn cpu(&self) -> Duration {
        let pid = self.pty.child.process_id().expect("pid");
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).expect("stat");
        // Fields after the command name, which is in parentheses and may hold spaces.
        let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
        let f: Vec<&str> = rest.split_whitespace().collect();
        let ticks: u64 = f[11].parse::<u64>().unwrap_or(0) + f[12].parse::<u64>().unwrap_or(0);
        // The kernel counts in clock ticks of 1/100 s on Linux.
        Duration::from_millis(ticks * 10)
    }

    fn stop(mut self) {
        let _ = self.pty.child.kill();
        let _ = self.pty.child.wait();
    }
}

/// CPU time used over `secs` seconds of wall time, as a percentage of one core.
fn cpu_share(run: &Run, secs: u64) -> (f64, Duration) {
    let before = run.cpu();
    let start = Instant::now();
    std::thread::sleep(Duration::from_secs(secs));
    let used = run.cpu() - before;
    (
        100.0 * used.as_secs_f64() / start.elapsed().as_secs_f64(),
        used,
    )
}

fn main() {
    const DRILL: &[&str] = &["--quiet", "drill", "0032-evolve-feed-drill"];
    println!("latih drill benchmarks (release build)\n");

    let mut run = spawn(DRILL, 24, 80);
    run.wait_for("Press Enter to start the clock");
    run.send("\r");
    run.wait_for("Answer aloud now");
    let (share, used) = cpu_share(&run, 90);
    println!(
        "CPU while a 90-second drill runs (80x24): {share:.2}% of a core ({} ms in 90 s)",
        used.as_millis()
    );
    run.stop();

    let run = spawn(&[], 24, 80);
    run.wait_for("Statistics");
    let (share, used) = cpu_share(&run, 20);
    println!(
        "CPU on an idle home screen:               {share:.2}% of a core ({} ms in 20 s)",
        used.as_millis()
    );
    run.stop();

    // On a small terminal the clock is plain text: read every figure it shows.
    let mut run = spawn(DRILL, 12, 44);
    // The prompt's last line is below the fold here; the title bar is enough.
    run.wait_for("Oral drill");
    run.send("\r");
    let mut seen: Vec<String> = Vec::new();
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(25) {
        let screen = run.screen();
        if let Some(fig) = screen.lines().map(str::trim).find(|l| {
            l.len() <= 6 && l.contains(':') && l.chars().all(|c| c.is_ascii_digit() || c == ':')
        }) && seen.last().map(String::as_str) != Some(fig)
        {
            seen.push(fig.to_string());
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    run.stop();
    let secs: Vec<u32> = seen
        .iter()
        .filter_map(|f| {
            let (m, s) = f.split_once(':')?;
            Some(m.parse::<u32>().ok()? * 60 + s.parse::<u32>().ok()?)
        })
        .collect();
    let steps_of_one = secs.windows(2).filter(|w| w[0] == w[1] + 1).count();
    let others = secs.windows(2).count() - steps_of_one;
    println!(
        "figures shown in 25 s (44x12, plain): {} from {} to {}; {steps_of_one} steps of one second, {others} skipped or repeated",
        secs.len(),
        seen.first().map_or("-", String::as_str),
        seen.last().map_or("-", String::as_str),
    );
}
