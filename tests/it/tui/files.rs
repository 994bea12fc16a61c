//! Files and folders as an attacker or a careless user leaves them: a device, pipe or
//! dangling link given as the progress file, a read-only folder, a course whose `schema`
//! folder or files are links, a course full of links back to itself, a lesson cache on a
//! full disk, and the values that once saturated or hid.

use crate::common;

use std::fs;
use std::path::Path;
use std::process::Output;

use common::{MANIFEST, temp_course};

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).to_string()
}

fn run(args: &[&str], progress: &Path) -> Output {
    common::Cmd::new(["--lang", "en"])
        .progress(progress)
        .args(args)
        .output()
        .expect("run latih")
}

#[cfg(unix)]
#[test]
fn a_device_pipe_folder_or_dangling_link_is_refused_as_the_progress_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    let fifo = dir.path().join("fifo");
    common::mkfifo(&fifo);
    let dangling = dir.path().join("dangling");
    std::os::unix::fs::symlink(dir.path().join("nowhere.sqlite3"), &dangling).expect("link");
    for target in [Path::new("/dev/null"), &fifo, dir.path(), &dangling] {
        for cmd in ["optimize", "stats"] {
            let r = run(&[cmd], target);
            assert_eq!(r.status.code(), Some(1), "{cmd} {}", target.display());
            let err = text(&r.stderr);
            assert!(err.contains("not a plain file"), "{cmd}: {err}");
        }
    }
    assert!(!dir.path().join("nowhere.sqlite3").exists());
    assert!(!dir.path().join("fifo-journal").exists());
    assert!(!dir.path().join("fifo-wal").exists());
}

/// Runs latih as a user who cannot write `dir` (root can write anything: it runs as nobody).
#[cfg(unix)]
fn as_reader(dir: &Path, args: &[&str], progress: &Path) -> Output {
    use std::os::unix::fs::PermissionsExt;
    use std::os::unix::process::CommandExt;
    let mut cmd = common::latih().into_command();
    cmd.args(["--lang", "en", "--progress"])
        .arg(progress)
        .args(args)
        .arg("--no-cache")
        .env_remove("LATIH_PROGRESS");
    // SAFETY: getuid has no preconditions.
    if unsafe { libc::getuid() } == 0 {
        fs::set_permissions(dir, fs::Permissions::from_mode(0o755)).expect("chmod");
        fs::set_permissions(progress, fs::Permissions::from_mode(0o644)).expect("chmod");
        cmd.uid(65534).gid(65534).current_dir("/");
    } else {
        fs::set_permissions(dir, fs::Permissions::from_mode(0o555)).expect("chmod");
    }
    let out = cmd.output().expect("run latih");
    let _ = fs::set_permissions(dir, fs::Permissions::from_mode(0o755));
    out
}

#[cfg(unix)]
#[test]
fn stats_and_export_read_a_progress_file_in_a_folder_they_cannot_write() {
    let top = tempfile::tempdir().expect("tempdir");
    let dir = top.path().join("ro");
    fs::create_dir(&dir).expect("mkdir");
    let path = dir.join("p.sqlite3");
    common::progress::populated(&path, 1);
    let before = fs::read(&path).expect("read");
    // The reader must be able to pass through the folder above.
    use std::os::unix::fs::PermissionsExt;
    fs::set_permissions(top.path(), fs::Permissions::from_mode(0o755)).expect("chmod");
    let stats = as_reader(&dir, &["stats"], &path);
    assert!(stats.status.success(), "{}", text(&stats.stderr));
    let export = as_reader(&dir, &["export"], &path);
    assert!(export.status.success(), "{}", text(&export.stderr));
    assert_eq!(
        text(&export.stdout).lines().count(),
        5,
        "the header and four answers"
    );
    assert_eq!(fs::read(&path).expect("read"), before);
    let names: Vec<_> = fs::read_dir(&dir).expect("ls").flatten().collect();
    assert_eq!(names.len(), 1, "nothing was created beside it: {names:?}");
}

#[cfg(unix)]
#[test]
fn schema_write_never_writes_through_a_link_in_a_strangers_course() {
    let top = tempfile::tempdir().expect("tempdir");
    let victim = top.path().join("bashrc");
    fs::write(&victim, "mine\n").expect("write");
    // A schema file that is a link.
    let course = top.path().join("a");
    fs::create_dir_all(course.join("schema")).expect("mkdir");
    std::os::unix::fs::symlink(&victim, course.join("schema/lesson.schema.json")).expect("link");
    // A schema folder that is a link.
    let other = top.path().join("b");
    let elsewhere = top.path().join("elsewhere");
    fs::create_dir_all(&other).expect("mkdir");
    fs::create_dir_all(&elsewhere).expect("mkdir");
    std::os::unix::fs::symlink(&elsewhere, other.join("schema")).expect("link");
    for dir in [&course, &other] {
        let r = common::latih()
            .args(["--lang", "en", "schema", "--write"])
            .arg(dir)
            .output()
            .expect("run latih");
        assert!(!r.status.success(), "{}", dir.display());
        assert!(text(&r.stderr).contains("link"), "{}", text(&r.stderr));
    }
    assert_eq!(fs::read_to_string(&victim).expect("read"), "mine\n");
    assert_eq!(fs::read_dir(&elsewhere).expect("ls").count(), 0);
}

#[cfg(unix)]
#[test]
fn links_back_to_the_course_folder_are_read_once_with_a_sentence() {
    let lesson = "format_version: 1\nid: a\ncode: M.1\nmodule: m\nminutes: 1\ntitle: A\nblocks:\n  - paragraph: fine\n";
    let dir = temp_course(MANIFEST, &[("a.yaml", lesson.as_bytes())]);
    let lessons = dir.path().join("lessons");
    for i in 0..10 {
        std::os::unix::fs::symlink(".", lessons.join(format!("loop{i}"))).expect("link");
    }
    let r = common::latih()
        .args(["--lang", "en", "lint"])
        .arg(dir.path())
        .output()
        .expect("run latih");
    let out = text(&r.stdout);
    assert_eq!(out.matches("already read").count(), 10, "{out}");
    assert!(
        out.contains("0 errors, 10 warnings"),
        "one lesson, read once: {out}"
    );
    let loaded = latih::content::load_dir(dir.path());
    assert_eq!(loaded.course.lessons.len(), 1);
}

#[test]
fn huge_numbers_are_written_as_powers_of_ten_not_the_largest_u64() {
    for expr in ["1e300 B", "2^1000", "1e32 KB to PB", "2^70"] {
        let r = common::latih()
            .args(["--lang", "en", "calc", expr])
            .output()
            .expect("run latih");
        let out = text(&r.stdout);
        assert!(r.status.success(), "{expr}: {}", text(&r.stderr));
        assert!(!out.contains("18,446,744,073,709,551,615"), "{expr}: {out}");
    }
    let r = common::latih()
        .args(["--lang", "en", "calc", "2^1000"])
        .output()
        .expect("run latih");
    assert!(text(&r.stdout).contains("× 10^301"), "{}", text(&r.stdout));
}

#[test]
fn an_invisible_character_in_a_lesson_is_a_warning_at_its_place() {
    let lesson = "format_version: 1\nid: a\ncode: M.1\nmodule: m\nminutes: 1\ntitle: A\nblocks:\n  - paragraph: fan\u{200B}-out\n";
    let dir = temp_course(MANIFEST, &[("a.yaml", lesson.as_bytes())]);
    let r = common::latih()
        .args(["--lang", "en", "lint"])
        .arg(dir.path())
        .output()
        .expect("run latih");
    let out = text(&r.stdout);
    assert!(out.contains("a.yaml:8:19"), "{out}");
    assert!(out.contains("invisible character (U+200B"), "{out}");
}

/// latih with a file-size limit, as a full disk fails its writes (SIGXFSZ ignored, so the
/// write fails with EFBIG instead of ending the process).
#[cfg(unix)]
fn lint_on_a_full_disk(course: &Path, cache: &Path) -> Output {
    use std::os::unix::process::CommandExt;
    let mut cmd = common::latih().into_command();
    cmd.args(["--lang", "en", "lint"])
        .arg(course)
        .env("LATIH_CACHE", cache)
        .env_remove("LATIH_NO_CACHE");
    // SAFETY: only async-signal-safe calls between fork and exec.
    unsafe {
        cmd.pre_exec(|| {
            libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
            let limit = libc::rlimit {
                rlim_cur: 600,
                rlim_max: 600,
            };
            if libc::setrlimit(libc::RLIMIT_FSIZE, &limit) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    cmd.output().expect("run latih")
}

#[cfg(unix)]
#[test]
fn a_cache_on_a_full_disk_leaves_no_half_written_file() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let cache = tmp.path().join("cache");
    let course = common::fixture("valid");
    for _ in 0..2 {
        let r = lint_on_a_full_disk(&course, &cache);
        assert!(r.status.code().is_some(), "latih was not killed");
    }
    let folder = cache.join("latih-lessons");
    let left: Vec<String> = fs::read_dir(&folder)
        .expect("the cache folder")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().to_string())
        .filter(|n| n.ends_with(".tmp"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}
