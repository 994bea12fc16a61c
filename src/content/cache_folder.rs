//! The lesson cache's folder, and what latih may do in it. The cache lives in a subfolder of
//! its own (`latih-lessons`) marked with a `CACHEDIR.TAG` that names latih, made by latih
//! with only the learner able to write it. A folder that is not so marked, a link, or one
//! that other users can write is not used at all: nothing is read from it (another user
//! could plant what lessons show) and nothing in it is ever deleted. Even in its own folder
//! latih deletes only entries with its own names and its own header.

use std::fs::{self, File, Metadata};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use crate::safefs::{self, Replace};

/// The subfolder latih owns inside the folder `LATIH_CACHE` names (or the platform's).
pub const SUBFOLDER: &str = "latih-lessons";

/// The marker's name and first line, from the Cache Directory Tagging specification (so
/// backup tools skip the folder too).
const TAG: &str = "CACHEDIR.TAG";
const TAG_TEXT: &str = "Signature: 8a477f597d28d172789f06886806bc55
# This folder is latih's lesson cache: what each course file turned into.
# latih deletes only the entries it wrote here, and nothing else.
";

/// What marks the tag as latih's, not another program's.
const TAG_OWNER: &[u8] = b"latih's lesson cache";

/// Whether `dir` is latih's cache folder, made ready if it is not there yet: true when it
/// may be read and written.
pub fn prepare(dir: &Path) -> bool {
    if fs::symlink_metadata(dir).is_err() {
        // New: made here, for the learner alone, and marked before anything goes in.
        if safefs::ensure_dir(dir).is_err() {
            return false;
        }
        private(dir);
        let _ = safefs::write_whole(&dir.join(TAG), TAG_TEXT.as_bytes(), Replace::Never, false);
    }
    is_ours(dir)
}

#[cfg(unix)]
fn private(dir: &Path) {
    use std::os::unix::fs::PermissionsExt;
    let _ = fs::set_permissions(dir, fs::Permissions::from_mode(0o700));
}

#[cfg(not(unix))]
fn private(_dir: &Path) {}

/// A real folder (not a link), only the learner can write, holding latih's tag.
fn is_ours(dir: &Path) -> bool {
    let Ok(meta) = fs::symlink_metadata(dir) else {
        return false;
    };
    if !meta.is_dir() || safefs::writable_by_others(&meta) {
        return false;
    }
    safefs::read_bounded(&dir.join(TAG), 4096).is_ok_and(|text| {
        text.starts_with(&TAG_TEXT.as_bytes()[..43])
            && text.windows(TAG_OWNER.len()).any(|w| w == TAG_OWNER)
    })
}

/// An entry's name: 32 lowercase hex digits, the key.
pub fn is_entry_name(name: &str) -> bool {
    name.len() == 32 && name.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

/// A temporary file safefs names (`.latih-XXXXXX.tmp`).
fn is_temporary_name(name: &str) -> bool {
    name.starts_with(".latih-") && name.ends_with(".tmp")
}

/// Whether the opened file starts with `magic` (an entry, or an entry being written that got
/// as far as its header).
fn starts_with(file: &mut File, magic: &[u8]) -> bool {
    let mut head = vec![0u8; magic.len()];
    file.read_exact(&mut head).is_ok() && head == magic
}

/// One entry or leftover as the trim sees it.
struct Found {
    path: PathBuf,
    written: SystemTime,
    disk: u64,
    temporary: bool,
}

/// Everything in the folder named as an entry or a temporary file, with what it takes on
/// disk (its blocks, not its length: a thousand small files take a thousand blocks).
fn list(dir: &Path) -> Vec<Found> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    entries
        .filter_map(Result::ok)
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().to_string();
            let temporary = is_temporary_name(&name);
            if !temporary && !is_entry_name(&name) {
                return None;
            }
            // The entry's own metadata: a link is not followed.
            let meta: Metadata = e.metadata().ok().filter(Metadata::is_file)?;
            Some(Found {
                path: e.path(),
                written: meta.modified().ok()?,
                disk: safefs::disk_bytes(&meta),
                temporary,
            })
        })
        .collect()
}

/// Removes what a process killed while writing left (after `stale`), and keeps the folder
/// under `cap` bytes on disk: when it is over, the entries written longest ago go until it
/// is at three quarters of it. Only files proven latih's are removed (`magic` in their
/// first bytes), and only in a folder proven latih's.
pub fn trim(dir: &Path, cap: u64, stale: Duration, magic: &[u8]) {
    if !is_ours(dir) {
        return;
    }
    let now = SystemTime::now();
    let mut files = list(dir);
    files.retain(|f| {
        let old = now.duration_since(f.written).is_ok_and(|age| age > stale);
        // A temporary file shorter than the header cannot show it: in latih's own folder,
        // under latih's temporary name, it is one latih began.
        let gone = f.temporary
            && old
            && safefs::remove_owned(&f.path, |file, meta| {
                meta.len() < magic.len() as u64 || starts_with(file, magic)
            })
            .unwrap_or(false);
        !gone && !f.temporary
    });
    let mut total: u64 = files.iter().map(|f| f.disk).sum();
    if total <= cap {
        return;
    }
    files.sort_by_key(|f| f.written);
    for f in files {
        if total <= cap / 4 * 3 {
            break;
        }
        if safefs::remove_owned(&f.path, |file, _| starts_with(file, magic)).unwrap_or(false) {
            total = total.saturating_sub(f.disk);
        }
    }
}

/// The folder latih 0.1 kept entries in (`~/.cache/latih/lessons`): its entries, proven
/// latih's by their header, go, and the folder with them once empty.
pub fn forget_old(dir: &Path, magic_prefix: &[u8]) {
    let _ = safefs::remove_owned_dir(dir, |file, _| starts_with(file, magic_prefix));
}
