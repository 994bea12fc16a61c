//! What each course file turned into, kept on disk between runs: an unchanged lesson is read
//! back instead of parsed, checked and converted again.
//!
//! An entry is keyed by a hash of the build of latih that wrote it, the file's course path,
//! its name as problems give it, and its bytes; anything else about it is checked when it is
//! read back (a header, its length, a checksum, and postcard's own decoding). An entry that
//! fails any of these, written by another build, cut short or corrupt, is ignored, and the
//! file is parsed as if there were no cache; the fresh result then replaces it. Writing is
//! best effort: a cache that cannot be written only costs the time it would have saved.

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

use serde::Serialize;
use serde::de::DeserializeOwned;
use xxhash_rust::xxh3::{Xxh3, xxh3_64};

use super::{FileReport, SourceFile};
use crate::core::problem::Problem;

/// The build that writes or reads entries: a hash of latih's sources and dependencies made
/// by build.rs, so any change to the types stored (or the code producing them) misses.
const BUILD: &str = env!("LATIH_BUILD_ID");

/// The first bytes of every entry.
const MAGIC: &[u8; 8] = b"latih\x00c1";

/// Header: magic, key (16 bytes), payload length (8), payload checksum (8).
const HEADER: usize = 8 + 16 + 8 + 8;

/// Folder size above which the oldest entries are removed, unless `LATIH_CACHE_MAX_MB` says
/// otherwise: about ten courses of 500 lessons.
const DEFAULT_CAP: u64 = 256 * 1024 * 1024;

/// A temporary file this old was left by a process that died while writing it.
const STALE_TEMPORARY: std::time::Duration = std::time::Duration::from_secs(600);

/// What an entry holds: one file kind each, so a lesson's entry never reads as a glossary.
#[derive(Debug, Clone, Copy)]
pub(super) enum Kind {
    Manifest = 1,
    Glossary = 2,
    File = 3,
}

#[derive(Debug)]
pub struct Cache {
    dir: PathBuf,
    cap: u64,
    /// Entries written since the folder was last trimmed.
    written: AtomicUsize,
}

impl Cache {
    /// A cache in `dir` (created when first written).
    pub fn at(dir: PathBuf) -> Cache {
        let cap = std::env::var("LATIH_CACHE_MAX_MB")
            .ok()
            .and_then(|v| v.trim().parse::<u64>().ok())
            .map_or(DEFAULT_CAP, |mb| mb.saturating_mul(1024 * 1024));
        Cache {
            dir,
            cap,
            written: AtomicUsize::new(0),
        }
    }

    /// The platform's cache folder (`~/.cache/latih/lessons` on Linux), or `LATIH_CACHE`.
    pub fn default_dir() -> Option<PathBuf> {
        if let Some(dir) = std::env::var_os("LATIH_CACHE").filter(|d| !d.is_empty()) {
            return Some(PathBuf::from(dir));
        }
        directories::ProjectDirs::from("", "", "latih").map(|d| d.cache_dir().join("lessons"))
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    pub(super) fn key(kind: Kind, path: &str, display: &str, bytes: &[u8]) -> u128 {
        let mut h = Xxh3::new();
        for part in [
            BUILD.as_bytes(),
            &[kind as u8],
            path.as_bytes(),
            display.as_bytes(),
        ] {
            h.update(&(part.len() as u64).to_le_bytes());
            h.update(part);
        }
        h.update(bytes);
        h.digest128()
    }

    fn file(&self, key: u128) -> PathBuf {
        self.dir.join(format!("{key:032x}"))
    }

    /// The value stored under `key`, if there is a sound entry for it.
    pub(super) fn get<T: DeserializeOwned>(&self, key: u128) -> Option<T> {
        let data = std::fs::read(self.file(key)).ok()?;
        let payload = payload(&data, key)?;
        postcard::from_bytes(payload).ok()
    }

    /// Stores `value` under `key`: written to a temporary file and renamed, so a reader never
    /// sees half an entry and two processes writing the same entry both leave a whole one.
    pub(super) fn put<T: Serialize>(&self, key: u128, value: &T) {
        let Ok(payload) = postcard::to_stdvec(value) else {
            return;
        };
        let mut data = Vec::with_capacity(HEADER + payload.len());
        data.extend_from_slice(MAGIC);
        data.extend_from_slice(&key.to_le_bytes());
        data.extend_from_slice(&(payload.len() as u64).to_le_bytes());
        data.extend_from_slice(&xxh3_64(&payload).to_le_bytes());
        data.extend_from_slice(&payload);
        if self.write(key, &data).is_ok() {
            self.written.fetch_add(1, Ordering::Relaxed);
        }
    }

    fn write(&self, key: u128, data: &[u8]) -> std::io::Result<()> {
        std::fs::create_dir_all(&self.dir)?;
        let target = self.file(key);
        let tmp = self.dir.join(format!(
            ".{key:032x}.{}.{:?}",
            std::process::id(),
            std::thread::current().id()
        ));
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(data)?;
        drop(f);
        std::fs::rename(&tmp, &target).inspect_err(|_| {
            let _ = std::fs::remove_file(&tmp);
        })
    }

    /// Trims the folder when this load wrote to it: listing thousands of entries is not free,
    /// and a load that only read them added nothing.
    pub fn trim_if_written(&self) {
        if self.written.swap(0, Ordering::Relaxed) > 0 {
            self.trim();
        }
    }

    /// Removes half-written entries a killed process left (after ten minutes), and keeps
    /// the folder under its cap: when it is over, the entries used least recently
    /// go until it is at three quarters of it. Reading an entry does not touch it, so
    /// "used" is when it was written; a course in use is written again only when it changes.
    pub fn trim(&self) {
        let Ok(entries) = std::fs::read_dir(&self.dir) else {
            return;
        };
        let mut files: Vec<(std::time::SystemTime, u64, PathBuf)> = entries
            .filter_map(Result::ok)
            .filter_map(|e| {
                let meta = e.metadata().ok().filter(std::fs::Metadata::is_file)?;
                Some((meta.modified().ok()?, meta.len(), e.path()))
            })
            .collect();
        // Half-written entries of a process that was killed while writing (`put` renames a
        // finished one at once): gone once they are clearly nobody's.
        let now = std::time::SystemTime::now();
        files.retain(|(when, _, path)| {
            let temporary = path
                .file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with('.'));
            let stale = now
                .duration_since(*when)
                .is_ok_and(|age| age > STALE_TEMPORARY);
            !(temporary && stale && std::fs::remove_file(path).is_ok())
        });
        let mut total: u64 = files.iter().map(|(_, len, _)| len).sum();
        if total <= self.cap {
            return;
        }
        files.sort();
        for (_, len, path) in files {
            if total <= self.cap / 4 * 3 {
                break;
            }
            if std::fs::remove_file(&path).is_ok() {
                total -= len;
            }
        }
    }
}

/// What `read` makes of the course file of `kind` (the manifest or the glossary), with the
/// problems and reports it adds: from the cache when it holds the file's bytes.
pub(super) fn cached<T: Serialize + DeserializeOwned>(
    cache: Option<&Cache>,
    kind: Kind,
    files: &[SourceFile],
    problems: &mut Vec<Problem>,
    reports: &mut Vec<FileReport>,
    read: impl FnOnce(&mut Vec<Problem>, &mut Vec<FileReport>) -> T,
) -> T {
    let path = match kind {
        Kind::Manifest => super::MANIFEST,
        Kind::Glossary => super::GLOSSARY,
        Kind::File => "",
    };
    let file = files.iter().find(|f| f.path == path);
    let Some((cache, file, bytes)) = cache
        .zip(file)
        .and_then(|(c, f)| Some((c, f, f.data.as_ref().ok()?)))
    else {
        return read(problems, reports);
    };
    let key = Cache::key(kind, &file.path, &file.display, bytes);
    let (value, found, made) = match cache.get::<(T, Vec<Problem>, Vec<FileReport>)>(key) {
        Some(hit) => hit,
        None => {
            let (mut found, mut made) = (Vec::new(), Vec::new());
            let value = read(&mut found, &mut made);
            let entry = (value, found, made);
            cache.put(key, &entry);
            entry
        }
    };
    problems.extend(found);
    reports.extend(made);
    value
}

/// The payload of a sound entry for `key`.
fn payload(data: &[u8], key: u128) -> Option<&[u8]> {
    let header = data.get(..HEADER)?;
    let rest = &data[HEADER..];
    let u64_at = |at: usize| {
        header
            .get(at..at + 8)
            .and_then(|b| b.try_into().ok())
            .map(u64::from_le_bytes)
    };
    let stored_key = header
        .get(8..24)
        .and_then(|b| b.try_into().ok())
        .map(u128::from_le_bytes)?;
    let sound = &header[..8] == MAGIC
        && stored_key == key
        && u64_at(24)? == rest.len() as u64
        && u64_at(32)? == xxh3_64(rest);
    sound.then_some(rest)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cache() -> (tempfile::TempDir, Cache) {
        let tmp = tempfile::tempdir().expect("tempdir");
        let cache = Cache::at(tmp.path().join("c"));
        (tmp, cache)
    }

    #[test]
    fn a_value_comes_back_under_its_key_only() {
        let (_tmp, c) = cache();
        let k = Cache::key(Kind::File, "lessons/a.yaml", "a.yaml", b"id: a\n");
        assert_eq!(c.get::<Vec<String>>(k), None);
        c.put(k, &vec!["x".to_string()]);
        assert_eq!(c.get::<Vec<String>>(k), Some(vec!["x".to_string()]));
        let other = Cache::key(Kind::File, "lessons/a.yaml", "a.yaml", b"id: b\n");
        assert_ne!(k, other);
        assert_eq!(c.get::<Vec<String>>(other), None);
        let glossary = Cache::key(Kind::Glossary, "lessons/a.yaml", "a.yaml", b"id: a\n");
        assert_ne!(k, glossary);
    }

    #[test]
    fn a_damaged_or_foreign_entry_is_ignored() {
        let (_tmp, c) = cache();
        let k = Cache::key(Kind::File, "p", "p", b"x");
        c.put(k, &vec![1u32, 2, 3]);
        let path = c.file(k);
        let good = std::fs::read(&path).expect("entry");
        // One payload byte changed, the end cut off, a header of another key, nothing.
        let mut flipped = good.clone();
        let last = flipped.len() - 1;
        flipped[last] ^= 1;
        let mut moved = good.clone();
        moved[8] ^= 1;
        for bad in [flipped, good[..good.len() - 1].to_vec(), moved, Vec::new()] {
            std::fs::write(&path, &bad).expect("write");
            assert_eq!(c.get::<Vec<u32>>(k), None);
        }
        c.put(k, &vec![4u32]);
        assert_eq!(c.get::<Vec<u32>>(k), Some(vec![4]));
    }

    #[test]
    fn trimming_removes_the_oldest_entries_past_the_cap() {
        let (_tmp, mut c) = cache();
        c.cap = 3000;
        let keys: Vec<u128> = (0..4u8)
            .map(|i| Cache::key(Kind::File, "p", "p", &[i]))
            .collect();
        for (i, k) in keys.iter().enumerate() {
            c.put(*k, &vec![0u8; 1000]);
            let when = std::time::SystemTime::UNIX_EPOCH
                + std::time::Duration::from_secs(1_000_000 + i as u64);
            let f = std::fs::File::options()
                .write(true)
                .open(c.file(*k))
                .expect("entry");
            f.set_modified(when).expect("mtime");
        }
        c.trim();
        let left: Vec<bool> = keys.iter().map(|k| c.file(*k).exists()).collect();
        assert_eq!(left, [false, false, true, true]);
    }

    #[test]
    fn a_half_written_entry_left_by_a_dead_process_goes_once_it_is_old() {
        let (_tmp, c) = cache();
        let k = Cache::key(Kind::File, "p", "p", b"x");
        c.put(k, &1u8);
        let old = c.dir.join(".0123.999.ThreadId(2)");
        let fresh = c.dir.join(".4567.1000.ThreadId(3)");
        for f in [&old, &fresh] {
            std::fs::write(f, b"half").expect("write");
        }
        let long_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
        std::fs::File::options()
            .write(true)
            .open(&old)
            .and_then(|f| f.set_modified(long_ago))
            .expect("mtime");
        c.trim();
        assert!(!old.exists(), "an old half-written entry stays");
        assert!(fresh.exists(), "one being written now must stay");
        assert_eq!(c.get::<u8>(k), Some(1));
    }
}
