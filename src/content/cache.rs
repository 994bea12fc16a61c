//! What each course file turned into, kept on disk between runs: an unchanged lesson is read
//! back instead of parsed, checked and converted again.
//!
//! An entry is keyed by a hash of the build of latih that wrote it, the file's course path,
//! its name as problems give it, and its bytes; anything else about it is checked when it is
//! read back (a header, its length, a checksum, and postcard's own decoding). An entry that
//! fails any of these, written by another build, cut short or corrupt, is ignored, and the
//! file is parsed as if there were no cache; the fresh result then replaces it. Writing is
//! best effort: a cache that cannot be written only costs the time it would have saved.
//!
//! Entries live in a folder only the learner can write (cache_folder.rs): what they hold is
//! shown as lessons, so a folder anyone else could write is not used. Entries are read as
//! safefs reads (no links, plain files, bounded) and written as it writes.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};

use serde::Serialize;
use serde::de::DeserializeOwned;
use xxhash_rust::xxh3::{Xxh3, xxh3_64};

use super::SourceFile;
use super::cache_folder;
use super::loaded::FileReport;
use crate::core::problem::Problem;
use crate::safefs::{self, Replace};

/// The build that writes or reads entries: a hash of latih's sources and dependencies made
/// by build.rs, so any change to the types stored (or the code producing them) misses.
const BUILD: &str = env!("LATIH_BUILD_ID");

/// The first bytes of every entry.
const MAGIC: &[u8; 8] = b"latih\x00c1";

/// An entry is refused past this size without being read: a lesson file is at most 1 MB,
/// and what it turns into is a few times that at most.
const MAX_ENTRY: u64 = 32 << 20;

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
    /// What a lesson or bank file's bytes were keyed by, under its stamp (cache_stamp.rs).
    Stamp = 4,
}

#[derive(Debug)]
pub struct Cache {
    /// latih's own subfolder, where the entries are.
    dir: PathBuf,
    cap: u64,
    /// Entries written since the folder was last trimmed.
    written: AtomicUsize,
    /// Whether the folder is latih's and may be used, found out on first use.
    ready: OnceLock<bool>,
}

impl Cache {
    /// A cache in latih's own subfolder of `base` (made when first used).
    pub fn at(base: PathBuf) -> Cache {
        let cap = std::env::var("LATIH_CACHE_MAX_MB")
            .ok()
            .and_then(|v| v.trim().parse::<u64>().ok())
            .map_or(DEFAULT_CAP, |mb| mb.saturating_mul(1024 * 1024));
        Cache {
            dir: base.join(cache_folder::SUBFOLDER),
            cap,
            written: AtomicUsize::new(0),
            ready: OnceLock::new(),
        }
    }

    /// `LATIH_CACHE`, or the platform's cache folder (`~/.cache/latih` on Linux): the folder
    /// latih makes its own subfolder in.
    pub fn default_dir() -> Option<PathBuf> {
        if let Some(dir) = std::env::var_os("LATIH_CACHE").filter(|d| !d.is_empty()) {
            return Some(PathBuf::from(dir));
        }
        directories::ProjectDirs::from("", "", "latih").map(|d| d.cache_dir().to_path_buf())
    }

    /// The folder holding the entries.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Whether the folder may be used: latih's, and written by the learner alone.
    fn ready(&self) -> bool {
        *self.ready.get_or_init(|| {
            let new = std::fs::symlink_metadata(&self.dir).is_err();
            let ready = cache_folder::prepare(&self.dir);
            if ready
                && new
                && let Some(base) = self.dir.parent()
            {
                // Where latih 0.1 kept its entries.
                cache_folder::forget_old(&base.join("lessons"), &MAGIC[..7]);
            }
            ready
        })
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
        if !self.ready() {
            return None;
        }
        let data = safefs::read_bounded(&self.file(key), MAX_ENTRY).ok()?;
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

    /// Written beside the entry and renamed into place (a reader never sees half of one);
    /// a temporary file whose write failed (a full disk) is removed at once. Not synced: a
    /// torn entry fails its checksum and is only a miss.
    fn write(&self, key: u128, data: &[u8]) -> Result<(), safefs::WriteError> {
        if !self.ready() {
            return Err(safefs::WriteError::Refused(safefs::Kind::NotPlain));
        }
        safefs::write_whole(&self.file(key), data, Replace::Plain, false)
    }

    /// Trims the folder when this load wrote to it: listing thousands of entries is not free,
    /// and a load that only read them added nothing.
    pub fn trim_if_written(&self) {
        if self.written.swap(0, Ordering::Relaxed) > 0 {
            self.trim();
        }
    }

    /// Removes half-written entries a killed process left (after ten minutes), and keeps
    /// the folder under its cap on disk, the entries written longest ago going first.
    /// Reading an entry does not touch it, so "used" is when it was written; a course in use
    /// is written again only when it changes.
    pub fn trim(&self) {
        cache_folder::trim(&self.dir, self.cap, STALE_TEMPORARY, MAGIC);
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
        Kind::Manifest => super::loaded::MANIFEST,
        Kind::Glossary => super::loaded::GLOSSARY,
        Kind::File | Kind::Stamp => "",
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
#[path = "cache_tests.rs"]
mod tests;
