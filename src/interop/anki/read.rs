//! Reads the review log back out of a package or collection Anki wrote (`.apkg`, `.colpkg`,
//! or a bare `collection.anki2`): every answer given on a card whose note latih exported,
//! found by its GUID. Anki 2.1.50 and later pack the collection zstd-compressed
//! (`collection.anki21b`); older ones plainly (`collection.anki21`, `collection.anki2`).

use std::io::Read;
use std::path::Path;

use super::AnkiError;

/// One answer from Anki's review log.
#[derive(Debug, Clone, PartialEq)]
pub struct AnkiReview {
    /// The log entry's id: the moment of the answer in milliseconds, unique in the collection.
    pub id: i64,
    pub guid: String,
    /// Anki's button: 1 Again, 2 Hard, 3 Good, 4 Easy.
    pub ease: u8,
    pub time_ms: i64,
}

/// The collection's bytes from a package (the newest format inside first), or the file
/// itself when it is a collection.
fn collection_bytes(path: &Path) -> Result<Vec<u8>, AnkiError> {
    let bytes = std::fs::read(path)?;
    if bytes.starts_with(b"SQLite format 3\0") {
        return Ok(bytes);
    }
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes))?;
    for name in [
        "collection.anki21b",
        "collection.anki21",
        "collection.anki2",
    ] {
        let Ok(mut entry) = zip.by_name(name) else {
            continue;
        };
        let mut raw = Vec::new();
        entry.read_to_end(&mut raw)?;
        if name.ends_with('b') {
            let mut out = Vec::new();
            ruzstd::decoding::StreamingDecoder::new(raw.as_slice())
                .map_err(|e| AnkiError::Format(e.to_string()))?
                .read_to_end(&mut out)?;
            return Ok(out);
        }
        return Ok(raw);
    }
    Err(AnkiError::Format("no collection inside".into()))
}

/// Every answer in the log, oldest first, with its note's GUID. Entries that are no answer
/// (a card rescheduled or reset by hand: ease 0) are left out.
pub fn reviews(path: &Path) -> Result<Vec<AnkiReview>, AnkiError> {
    let bytes = collection_bytes(path)?;
    let dir = tempfile::tempdir()?;
    let copy = dir.path().join("collection.sqlite");
    std::fs::write(&copy, bytes)?;
    let conn = rusqlite::Connection::open_with_flags(
        &copy,
        rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY | rusqlite::OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )?;
    let mut stmt = conn.prepare(
        "SELECT r.id, n.guid, r.ease, r.time FROM revlog r
         JOIN cards c ON c.id = r.cid JOIN notes n ON n.id = c.nid
         WHERE r.ease BETWEEN 1 AND 4 ORDER BY r.id",
    )?;
    let rows = stmt.query_map([], |row| {
        Ok(AnkiReview {
            id: row.get(0)?,
            guid: row.get(1)?,
            ease: row.get(2)?,
            time_ms: row.get(3)?,
        })
    })?;
    Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
}
