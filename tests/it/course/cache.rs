//! The lesson cache gives back exactly what parsing gives: for the bundled course, for the
//! fixture courses with every kind of problem, after a file changes, and when its entries are
//! damaged; and `latih lint` uses it unless `--no-cache` says not to.

use std::path::Path;

use crate::common;

use latih::content::cache::Cache;
use latih::content::{self, Loaded, Loader, SourceFile};

/// A course whose problems carry the parser errors that entries store as their command.
const BANK: &str = "format_version: 1
id: qs
lesson: a
questions:
  - id: qs-one
    type: recall
    prompt: {id: Satu?, en: One?}
    answer: {id: Ya., en: Yes.}
    explanation: {id: Ya., en: Yes.}
simulations:
  - id: s-word
    title: {id: Kata, en: Word}
    text: {id: Salah., en: Wrong.}
    run: fly users=2000
  - id: s-range
    title: {id: Rentang, en: Range}
    text: {id: Salah., en: Wrong.}
    run: run users=1
scenarios:
  - id: sc-bad
    title: {id: Buruk, en: Bad}
    steps:
      - text: {id: Mulai., en: Start.}
        run: follow 1
      - text: {id: Lagi., en: Again.}
        run: flyaway 2
";

const LESSON: &str = "format_version: 1
id: a
code: M.a
module: m
minutes: 5
title: T
blocks:
  - paragraph: p
";

fn cached(dir: &Path) -> Loader {
    Loader::default().with_cache(Some(Cache::at(dir.to_path_buf())))
}

/// Every file of the cache made in `dir` (in latih's own subfolder; its tag is not one).
fn all_files(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut v: Vec<_> = std::fs::read_dir(dir.join("latih-lessons"))
        .map(|d| {
            d.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.file_name().is_some_and(|n| n != "CACHEDIR.TAG"))
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

/// The entries holding results. A file on disk whose last change is a few seconds old also
/// gets an entry for its stamp, holding only a key (a header of 40 bytes and at most 19 of
/// varint): whether one is written depends on how long a test ran, so these are left out.
fn entries(dir: &Path) -> Vec<std::path::PathBuf> {
    let is_stamp = |p: &std::path::PathBuf| std::fs::metadata(p).is_ok_and(|m| m.len() <= 40 + 19);
    all_files(dir)
        .into_iter()
        .filter(|p| !is_stamp(p))
        .collect()
}

/// When each entry was last written.
fn stamps(dir: &Path) -> Vec<std::time::SystemTime> {
    entries(dir)
        .iter()
        .map(|p| {
            std::fs::metadata(p)
                .and_then(|m| m.modified())
                .expect("mtime")
        })
        .collect()
}

/// Loads `files` without a cache, then twice through an empty one: all three the same, and
/// the second load read every file from entries the first wrote.
fn same_three_ways(files: &[SourceFile], what: &str) -> (tempfile::TempDir, Loaded) {
    let plain = content::load(files);
    let tmp = tempfile::tempdir().expect("tempdir");
    let cold = cached(tmp.path()).load(files);
    assert_eq!(cold, plain, "{what}: a cold cache changed the result");
    let written = entries(tmp.path());
    assert_eq!(
        written.len(),
        files.iter().filter(|f| f.read_now().data.is_ok()).count(),
        "{what}: one entry per readable file"
    );
    let before = stamps(tmp.path());
    let warm = cached(tmp.path()).load(files);
    assert_eq!(warm, plain, "{what}: a warm cache changed the result");
    assert_eq!(
        before,
        stamps(tmp.path()),
        "{what}: a warm load wrote entries again"
    );
    (tmp, plain)
}

#[test]
fn the_bundled_course_loads_the_same_from_its_entries() {
    let (_tmp, loaded) = same_three_ways(&content::embedded(), "bundled");
    assert!(loaded.course.lessons.len() >= 7);
    assert!(!loaded.course.glossary.terms.is_empty());
}

#[test]
fn fixture_courses_with_their_problems_load_the_same_from_entries() {
    for name in ["valid", "mistakes", "broken", "agree"] {
        let files = content::read_dir(&common::fixture(name)).expect("fixture");
        let (_tmp, loaded) = same_three_ways(&files, name);
        if name != "valid" {
            assert!(!loaded.problems.is_empty(), "{name} has problems to keep");
        }
    }
}

#[test]
fn problems_holding_a_parser_error_come_back_whole() {
    let dir = common::temp_course(common::MANIFEST, &[("a.yaml", LESSON.as_bytes())]);
    std::fs::create_dir(dir.path().join("quizzes")).expect("mkdir");
    std::fs::write(dir.path().join("quizzes/s.yaml"), BANK).expect("bank");
    let files = content::read_dir(dir.path()).expect("course");
    let (_tmp, loaded) = same_three_ways(&files, "parser errors");
    let kinds: Vec<String> = loaded
        .problems
        .iter()
        .map(|p| format!("{:?}", p.kind))
        .collect();
    for want in ["BadSimulation", "BadPlayCommand"] {
        assert!(
            kinds.iter().filter(|k| k.starts_with(want)).count() >= 2,
            "{want}: {kinds:#?}"
        );
    }
}

#[test]
fn a_changed_file_is_parsed_alone_and_damaged_entries_are_rebuilt() {
    let fixture = common::fixture("valid");
    let mut files = content::read_dir(&fixture).expect("fixture");
    let tmp = tempfile::tempdir().expect("tempdir");
    cached(tmp.path()).load(&files);
    let before = entries(tmp.path());
    // One lesson changes: the result is the new file's, and one entry is added for it.
    let edges = files
        .iter_mut()
        .find(|f| f.path == "lessons/edges.yaml")
        .expect("edges.yaml");
    let mut bytes = edges.read_now().data.clone().expect("readable");
    bytes.extend_from_slice(b"\n# a comment added while editing\n");
    // The bytes in hand now, no longer the ones on disk.
    edges.data = Ok(bytes);
    edges.disk = None;
    let warm = cached(tmp.path()).load(&files);
    assert_eq!(warm, content::load(&files));
    let after = entries(tmp.path());
    assert_eq!(after.len(), before.len() + 1);
    assert!(before.iter().all(|p| after.contains(p)));
    // Every entry damaged in a different way: each file is parsed again, the result is
    // unchanged, and the entries are sound again afterwards.
    for (i, p) in after.iter().enumerate() {
        let good = std::fs::read(p).expect("entry");
        let bad = match i % 4 {
            0 => Vec::new(),
            1 => good[..good.len() / 2].to_vec(),
            2 => good.iter().map(|b| b ^ 0x5a).collect(),
            _ => {
                let mut v = good.clone();
                let last = v.len() - 1;
                v[last] ^= 1;
                v
            }
        };
        std::fs::write(p, bad).expect("damage");
    }
    let rebuilt = cached(tmp.path()).load(&files);
    assert_eq!(rebuilt, content::load(&files));
    let (tmp2, _) = same_three_ways(&files, "after damage");
    // (The entry of edges.yaml's old bytes is not read again, so it stays as it was.)
    for p in entries(tmp2.path()) {
        let name = p.file_name().expect("name");
        assert_eq!(
            std::fs::read(tmp.path().join("latih-lessons").join(name)).expect("entry"),
            std::fs::read(&p).expect("same entry"),
            "{} was not rewritten whole",
            p.display()
        );
    }
}

#[test]
fn a_settled_file_is_found_by_its_stamp_and_an_edit_is_still_seen() {
    let dir = common::temp_course(common::MANIFEST, &[("a.yaml", LESSON.as_bytes())]);
    let path = dir.path().join("lessons/a.yaml");
    let modified = std::fs::metadata(&path)
        .and_then(|m| m.modified())
        .expect("mtime");
    // A stamp is recorded only once the file's last change is three seconds old.
    std::thread::sleep(std::time::Duration::from_millis(3200));
    let files = content::read_dir(dir.path()).expect("course");
    let tmp = tempfile::tempdir().expect("tempdir");
    let cold = cached(tmp.path()).load(&files);
    assert_eq!(cold, content::load(&files));
    let results = entries(tmp.path()).len();
    assert!(
        all_files(tmp.path()).len() > results,
        "no stamp was recorded"
    );
    let before = all_files(tmp.path());
    let warm = cached(tmp.path()).load(&files);
    assert_eq!(warm, cold);
    assert_eq!(all_files(tmp.path()), before, "a warm load wrote again");
    // The same number of bytes, the old modification time: the change time still moved.
    std::fs::write(&path, LESSON.replace("paragraph: p", "paragraph: q")).expect("edit");
    let file = std::fs::File::options()
        .write(true)
        .open(&path)
        .expect("open");
    file.set_modified(modified).expect("mtime back");
    let files = content::read_dir(dir.path()).expect("course");
    let edited = cached(tmp.path()).load(&files);
    assert_eq!(edited, content::load(&files));
    assert_ne!(edited, cold, "the edit was not seen");
}

fn lint(course: &Path, cache: &Path, extra: &[&str]) -> String {
    let out = crate::common::latih()
        .args(["--lang", "en", "lint"])
        .args(extra)
        .arg(course)
        .env("LATIH_CACHE", cache)
        .env_remove("LATIH_NO_CACHE")
        .output()
        .expect("run latih");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn lint_reads_the_cache_unless_told_not_to() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let cache = tmp.path().join("cache");
    let course = common::fixture("mistakes");
    let uncached = lint(&course, &cache, &["--no-cache"]);
    assert!(entries(&cache).is_empty(), "--no-cache wrote entries");
    assert!(uncached.contains("error"), "{uncached}");
    let cold = lint(&course, &cache, &[]);
    let n = entries(&cache).len();
    assert!(n >= 5, "{n} entries");
    let warm = lint(&course, &cache, &[]);
    assert_eq!(cold, uncached);
    assert_eq!(warm, uncached);
    assert_eq!(entries(&cache).len(), n);
}

/// Rewrites every entry with `from` replaced by `to` (same length) and a checksum that fits
/// the new bytes, as someone who can write the folder could: the header is magic, key,
/// length, then the payload's xxh3.
fn forge(dir: &Path, from: &[u8], to: &[u8]) -> usize {
    let mut forged = 0;
    for p in entries(dir) {
        let mut data = std::fs::read(&p).expect("entry");
        let (head, body) = data.split_at_mut(40);
        let Some(at) = body.windows(from.len()).position(|w| w == from) else {
            continue;
        };
        body[at..at + to.len()].copy_from_slice(to);
        let sum = xxhash_rust::xxh3::xxh3_64(body).to_le_bytes();
        head[32..40].copy_from_slice(&sum);
        std::fs::write(&p, &data).expect("forge");
        forged += 1;
    }
    forged
}

#[cfg(unix)]
#[test]
fn entries_in_a_folder_other_users_can_write_are_not_believed() {
    use std::os::unix::fs::PermissionsExt;
    let files = content::read_dir(&common::fixture("valid")).expect("fixture");
    let tmp = tempfile::tempdir().expect("tempdir");
    let real = cached(tmp.path()).load(&files);
    assert!(forge(tmp.path(), b"The edge table", b"HACKED TITLE!!") > 0);
    let hacked = |l: &Loaded| {
        l.course
            .lessons
            .iter()
            .any(|x| x.title.en.as_deref().is_some_and(|t| t.contains("HACKED")))
    };
    // Only the learner could have done that while the folder is theirs alone (what it
    // holds is believed, as the forgery shows); once anyone may write it, nothing in it is.
    assert!(hacked(&cached(tmp.path()).load(&files)));
    let folder = tmp.path().join("latih-lessons");
    std::fs::set_permissions(&folder, std::fs::Permissions::from_mode(0o777)).expect("chmod");
    let shown = cached(tmp.path()).load(&files);
    assert_eq!(shown, real);
    assert!(!hacked(&shown));
}

#[test]
fn a_cache_folder_named_at_home_deletes_none_of_the_learners_files() {
    let home = tempfile::tempdir().expect("tempdir");
    let old = std::time::SystemTime::now() - std::time::Duration::from_secs(86_400);
    for name in [
        ".bashrc",
        ".profile",
        ".gitconfig",
        "notes.txt",
        "photo.jpg",
    ] {
        let p = home.path().join(name);
        std::fs::write(&p, b"the learner's own").expect("write");
        std::fs::File::options()
            .write(true)
            .open(&p)
            .and_then(|f| f.set_modified(old))
            .expect("mtime");
    }
    let out = crate::common::latih()
        .args(["--lang", "en", "lint"])
        .arg(common::fixture("valid"))
        .env("LATIH_CACHE", home.path())
        .env("LATIH_CACHE_MAX_MB", "0")
        .env_remove("LATIH_NO_CACHE")
        .output()
        .expect("run latih");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for name in [
        ".bashrc",
        ".profile",
        ".gitconfig",
        "notes.txt",
        "photo.jpg",
    ] {
        assert!(home.path().join(name).exists(), "{name} was deleted");
    }
}
