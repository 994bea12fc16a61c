//! Floors and peers the startup bench runs in turns with latih: `cat` of the lesson cache
//! (a warm load reads no less) and PyYAML's C parser (a cold lint parses no less YAML).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

/// The peer of a cold lint: python3 loading every YAML file of the course with PyYAML's C
/// parser (`yaml.CSafeLoader`, libyaml), as one process. It builds Python objects and checks
/// nothing; lint also checks every value and keeps positions. `None` where python3 has no
/// yaml module built with libyaml.
pub fn pyyaml_time(course: &Path) -> Option<Duration> {
    const SCRIPT: &str = "import sys, yaml\n\
        for f in sys.argv[1:]:\n    \
        with open(f, 'rb') as h: yaml.load(h, Loader=yaml.CSafeLoader)\n";
    let mut files: Vec<PathBuf> = ["lessons", "quizzes"]
        .iter()
        .filter_map(|sub| std::fs::read_dir(course.join(sub)).ok())
        .flatten()
        .filter_map(|e| Some(e.ok()?.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .collect();
    files.sort();
    let start = Instant::now();
    let out = Command::new("python3")
        .args(["-c", SCRIPT])
        .args(&files)
        .output()
        .ok()?;
    let took = start.elapsed();
    out.status.success().then_some(took)
}

/// The floor of a warm load: `cat` of every entry of the cache folder to /dev/null, as one
/// process, the files listed in its arguments (no shell glob to expand).
pub fn cat_cache(cache: &Path) -> Duration {
    let mut files: Vec<PathBuf> = std::fs::read_dir(cache.join("latih-lessons"))
        .expect("cache folder")
        .filter_map(|e| Some(e.ok()?.path()))
        .filter(|p| p.is_file())
        .collect();
    files.sort();
    let start = Instant::now();
    let status = Command::new("cat")
        .args(&files)
        .stdout(std::process::Stdio::null())
        .status()
        .expect("cat");
    let took = start.elapsed();
    assert!(status.success(), "cat failed");
    took
}
