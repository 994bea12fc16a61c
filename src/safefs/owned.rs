//! The one rule for what latih deletes: only a file it can prove is its own, by looking inside
//! it (a header, an application id), opened without following a link. A name that looks
//! like latih's is not proof: anyone can name a file anything, and a folder latih was
//! pointed at may hold the learner's own files.

use std::fs::{self, File, Metadata};
use std::io;
use std::path::Path;

use super::read::open_plain;

/// Removes the plain file at `path` when `is_ours` (given the opened file and its metadata)
/// says it is latih's. Links, folders, devices and anything `is_ours` does not recognise
/// stay. Returns whether the file was removed.
pub fn remove_owned(
    path: &Path,
    is_ours: impl FnOnce(&mut File, &Metadata) -> bool,
) -> io::Result<bool> {
    let mut file = match open_plain(path) {
        Ok(f) => f,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(false),
        // A link (ELOOP) or a file latih may not read: not provably ours.
        Err(_) => return Ok(false),
    };
    let meta = file.metadata()?;
    if !meta.is_file() || !is_ours(&mut file, &meta) {
        return Ok(false);
    }
    drop(file);
    fs::remove_file(path)?;
    Ok(true)
}

/// Removes from the folder `dir` every file `is_ours` recognises, then the folder itself if
/// that left it empty. The folder must be a real folder, not a link to one. Returns how many
/// files were left because they are not latih's.
pub fn remove_owned_dir(
    dir: &Path,
    mut is_ours: impl FnMut(&mut File, &Metadata) -> bool,
) -> io::Result<usize> {
    match fs::symlink_metadata(dir) {
        Ok(m) if m.is_dir() => {}
        Ok(_) => return Ok(1),
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(0),
        Err(e) => return Err(e),
    }
    let mut kept = 0;
    for entry in fs::read_dir(dir)? {
        let path = entry?.path();
        if !remove_owned(&path, &mut is_ours)? {
            kept += 1;
        }
    }
    if kept == 0 {
        fs::remove_dir(dir)?;
    }
    Ok(kept)
}
