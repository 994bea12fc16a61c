//! Recovery files: answers waiting for the progress file, kept beside it so that no way latih
//! can end (a closed terminal, a read error on it, a signal, even SIGKILL) loses them.
//!
//! Each process keeps its own file, `progress.sqlite3.unsaved-<pid>-<n>.json`, rewritten
//! whole each time what waits changes (`Keeper`) and removed once everything is written. The
//! process holds a lock on it as long as it lives, so a latih starting meanwhile leaves it
//! alone; once the process has ended, however it ended, the next start writes the file in
//! (`Progress::import_recovery`), as it does the single `progress.sqlite3.unsaved.json` that
//! latih 0.1 wrote on quitting.

use std::ffi::OsString;
use std::fs::File;
use std::io::{self, Write as _};
use std::path::{Path, PathBuf};

use super::error::StorageError;
use super::pending::{Ids, Queued, real};
use super::progress::Progress;
use crate::core::record::{DrillStart, SessionKind};
use crate::core::write::Write;
use crate::safefs::{self, NewFile, ReadError, Replace};

/// A recovery file is refused past this size: about 200,000 answers, far more than any run
/// gives, and a bound on what a planted file can make latih read.
pub const MAX_BYTES: u64 = 64 << 20;

/// The file name of the progress file, or a stand-in when the path has none.
fn base_name(progress: &Path) -> OsString {
    progress
        .file_name()
        .map_or_else(|| OsString::from("progress"), ToOwned::to_owned)
}

fn folder(progress: &Path) -> PathBuf {
    match progress.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// `progress.sqlite3.unsaved.json`, the one recovery file of latih 0.1.
pub fn legacy_path(progress: &Path) -> PathBuf {
    let mut name = base_name(progress);
    name.push(".unsaved.json");
    folder(progress).join(name)
}

/// Whether `name` is one of the recovery files of the progress file called `base`.
fn is_recovery_name(base: &OsString, name: &OsString) -> bool {
    let (base, name) = (base.to_string_lossy(), name.to_string_lossy());
    name.strip_prefix(base.as_ref()).is_some_and(|rest| {
        rest == ".unsaved.json" || (rest.starts_with(".unsaved-") && rest.ends_with(".json"))
    })
}

/// Every recovery file beside the progress file, oldest name first.
pub fn files(progress: &Path) -> Vec<PathBuf> {
    let base = base_name(progress);
    let Ok(entries) = std::fs::read_dir(folder(progress)) else {
        return Vec::new();
    };
    let mut found: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .filter(|e| is_recovery_name(&base, &e.file_name()))
        .map(|e| e.path())
        .collect();
    found.sort();
    found
}

/// Takes the lock that says "a living latih keeps this file"; false when another holds it.
#[cfg(unix)]
#[allow(unsafe_code)] // the SAFETY comments below say why each call is sound
fn try_lock(file: &File) -> io::Result<bool> {
    use std::os::fd::AsRawFd;
    // SAFETY: flock on a descriptor this File owns; the lock ends when the File is closed.
    let r = unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) };
    if r == 0 {
        return Ok(true);
    }
    let e = io::Error::last_os_error();
    if e.kind() == io::ErrorKind::WouldBlock {
        Ok(false)
    } else {
        Err(e)
    }
}

#[cfg(not(unix))]
fn try_lock(_file: &File) -> io::Result<bool> {
    Ok(true)
}

/// This process's recovery file, locked, once something had to wait.
pub struct Keeper {
    progress: PathBuf,
    own: Option<(PathBuf, File)>,
    made: u32,
}

impl Keeper {
    pub fn new(progress: &Path) -> Keeper {
        Keeper {
            progress: progress.to_path_buf(),
            own: None,
            made: 0,
        }
    }

    /// The file holding what waits now, if anything does.
    pub fn path(&self) -> Option<&Path> {
        self.own.as_ref().map(|(p, _)| p.as_path())
    }

    /// Writes `items` (provisional ids already resolved) for `course` as the whole of this
    /// process's recovery file: a new file, locked before it takes the name, so a reader
    /// sees the old whole file or the new whole file, and never an unlocked one.
    pub fn keep(&mut self, course: &str, items: &[Queued]) -> io::Result<PathBuf> {
        let file = FileV2 {
            format: FORMAT.to_string(),
            version: VERSION,
            course: course.to_string(),
            writes: items.to_vec(),
        };
        let bytes = serde_json::to_vec(&file).map_err(io::Error::other)?;
        let target = match &self.own {
            Some((path, _)) => path.clone(),
            None => self.fresh_name(),
        };
        let replace = if self.own.is_some() {
            Replace::Plain
        } else {
            Replace::Never
        };
        let mut f = NewFile::beside(&target, replace, true)
            .and_then(|f| f.private().map_err(Into::into))
            .map_err(io::Error::other)?;
        if !try_lock(f.file())? {
            return Err(io::Error::other("the new recovery file is locked"));
        }
        f.write_all(&bytes)?;
        let file = f.commit().map_err(io::Error::other)?;
        // The old file (same name, now replaced) is unlocked by closing it.
        self.own = Some((target.clone(), file));
        Ok(target)
    }

    fn fresh_name(&mut self) -> PathBuf {
        self.made += 1;
        let stamp = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        let mut name = base_name(&self.progress);
        name.push(format!(
            ".unsaved-{}-{stamp:x}-{}.json",
            std::process::id(),
            self.made
        ));
        folder(&self.progress).join(name)
    }

    /// Everything was written: the file goes.
    pub fn clear(&mut self) {
        if let Some((path, _lock)) = self.own.take() {
            let _ = std::fs::remove_file(path);
        }
    }

    /// Lets go of the file (and its lock) for the next start to write in.
    pub fn release(&mut self) -> Option<PathBuf> {
        self.own.take().map(|(path, _)| path)
    }
}

/// Why a recovery file could not be written in. It is left where it is either way.
#[derive(Debug, thiserror::Error)]
pub enum RecoveryError {
    #[error("{file}: {why}")]
    Unreadable { file: PathBuf, why: ReadError },
    #[error("{file}: {detail}")]
    Damaged { file: PathBuf, detail: String },
    /// Written by a newer latih, in a format this one does not know: left for it.
    #[error("{file}: recovery file version {version}")]
    Newer { file: PathBuf, version: u64 },
    #[error(transparent)]
    Storage(StorageError),
}

/// What one recovery file gave at start.
#[derive(Debug)]
pub struct Imported {
    pub file: PathBuf,
    /// Answers and drill endings written in, or why none were.
    pub result: Result<usize, RecoveryError>,
}

impl Progress {
    /// Writes in every recovery file no running latih holds, each in one transaction, and
    /// removes each one written. A file that cannot be read or written in stays.
    pub fn import_recovery(&mut self) -> Vec<Imported> {
        files(&self.path)
            .into_iter()
            .filter_map(|file| {
                let result = self.import_one(&file).transpose()?;
                Some(Imported { file, result })
            })
            .collect()
    }

    /// `None` when another latih holds the file (it is still being kept).
    fn import_one(&mut self, file: &Path) -> Result<Option<usize>, RecoveryError> {
        let unreadable = |why| RecoveryError::Unreadable {
            file: file.to_path_buf(),
            why,
        };
        let opened = safefs::open_plain(file).map_err(|e| unreadable(ReadError::from_open(e)))?;
        // A pipe or device is refused before anything else is asked of it.
        if !opened.metadata().is_ok_and(|m| m.is_file()) {
            return Err(unreadable(ReadError::Refused(safefs::Kind::NotPlain)));
        }
        let locked = try_lock(&opened).map_err(|e| unreadable(ReadError::Io(e)))?;
        if !locked {
            return Ok(None);
        }
        let lock = opened
            .try_clone()
            .map_err(|e| unreadable(ReadError::Io(e)))?;
        let bytes = safefs::read_open(opened, MAX_BYTES).map_err(unreadable)?;
        let groups = parse(file, &bytes)?;
        let path = self.path.clone();
        let err = |e| RecoveryError::Storage(super::error::classify(&path, e));
        let tx = self.conn.transaction().map_err(err)?;
        let mut answers = 0;
        for (course, writes) in &groups {
            if !course.is_empty() {
                tx.execute("UPDATE temp.scope SET course = ?1", [course])
                    .map_err(err)?;
            }
            let mut ids = Ids::new();
            for q in writes {
                write_in_once(&tx, q, &mut ids).map_err(err)?;
                answers += usize::from(q.write.is_answer());
            }
        }
        tx.commit().map_err(err)?;
        // Written: a leftover file would only be skipped next time, answer by answer.
        let _ = std::fs::remove_file(file);
        drop(lock);
        Ok(Some(answers))
    }
}

/// What a recovery file says it is: its format's name and version, then its writes.
const FORMAT: &str = "latih-recovery";
/// The version this latih writes. Version 1 (no header, a bare list) is still read.
pub const VERSION: u64 = 2;

#[derive(serde::Serialize, serde::Deserialize)]
struct FileV2 {
    format: String,
    version: u64,
    /// The course the writes belong to (a recovery file may be written in by a run of
    /// another course).
    course: String,
    writes: Vec<Queued>,
}

/// The writes of a recovery file of any version this latih reads, by course.
fn parse(file: &Path, bytes: &[u8]) -> Result<Vec<(String, Vec<Queued>)>, RecoveryError> {
    let damaged = |e: serde_json::Error| RecoveryError::Damaged {
        file: file.to_path_buf(),
        detail: e.to_string(),
    };
    let value: serde_json::Value = serde_json::from_slice(bytes).map_err(damaged)?;
    if value.is_array() {
        let v1 = serde_json::from_value(value).map_err(damaged)?;
        return Ok(super::recovery_v1::upgrade(v1));
    }
    let version = value.get("version").and_then(serde_json::Value::as_u64);
    match version {
        Some(VERSION) => {
            let v2: FileV2 = serde_json::from_value(value).map_err(damaged)?;
            Ok(vec![(v2.course, v2.writes)])
        }
        Some(version) if version > VERSION => Err(RecoveryError::Newer {
            file: file.to_path_buf(),
            version,
        }),
        _ => Err(damaged(serde::de::Error::custom(
            "no recovery file version this latih reads",
        ))),
    }
}

/// One queued write from a file, written in the import's transaction. An answer already in
/// the file (the file written in before, then a crash before its removal) is not counted
/// twice. A file from latih 0.1 may name a session or attempt by a provisional id whose row
/// was written in that run: the writes then get a stand-in row instead of failing on its
/// foreign key at every start.
fn write_in_once(conn: &rusqlite::Connection, q: &Queued, ids: &mut Ids) -> rusqlite::Result<()> {
    if q.provisional.is_some_and(|p| ids.contains_key(&p)) {
        return Ok(());
    }
    stand_in(conn, &q.write, ids)?;
    let w = real(&q.write, ids);
    if let Write::Record { record, .. } = &w
        && super::write::review_exists(conn, record)?
    {
        return Ok(());
    }
    if let (Some(p), Some(id)) = (q.provisional, super::write::write_in(conn, &w)?) {
        ids.insert(p, id);
    }
    Ok(())
}

/// A stand-in for the session or attempt a provisional id stood for, when no row of the
/// file gives it.
fn stand_in(conn: &rusqlite::Connection, w: &Write, ids: &mut Ids) -> rusqlite::Result<()> {
    let Some(id) = w.refers_to().filter(|id| *id < 0 && !ids.contains_key(id)) else {
        return Ok(());
    };
    let start = match w {
        Write::Record { record, .. } => Write::StartSession {
            kind: SessionKind::Due,
            source: None,
            seed: 0,
            planned: 0,
            at: record.at,
        },
        Write::EndDrill {
            end, item, lesson, ..
        } => Write::StartDrill(DrillStart {
            drill: item.clone(),
            lesson: lesson.clone(),
            at: end.at - end.duration_ms / 1000,
            limit_seconds: 0,
            checklist_size: end.ticked.len(),
            pass_mark: 0,
        }),
        _ => return Ok(()),
    };
    if let Some(real) = super::write::write_in(conn, &start)? {
        ids.insert(id, real);
    }
    Ok(())
}
