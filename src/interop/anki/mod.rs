//! The course's questions as an Anki deck (`.apkg`): one note type per question type, every
//! question a note with its texts in both languages (the learner's first), tagged by lesson,
//! module and type, under a GUID made from the course and question ids so that a newer
//! export updates the notes Anki already has instead of adding them again.

mod collection;
mod html;
pub mod note;
pub mod read;

use std::io::{Cursor, Write};

use xxhash_rust::xxh3::xxh3_64;

use crate::core::course::Course;
use crate::core::lang::Lang;
use crate::core::quiz::Question;

#[derive(Debug, thiserror::Error)]
pub enum AnkiError {
    #[error("{0}")]
    Sqlite(#[from] rusqlite::Error),
    #[error("{0}")]
    Io(#[from] std::io::Error),
    #[error("{0}")]
    Zip(#[from] zip::result::ZipError),
    /// Not a collection latih can read (said in English by the library that found it).
    #[error("{0}")]
    Format(String),
}

/// An id from `key` that stays the same from one export to the next: 52 bits, as Anki's
/// ids (milliseconds) are, kept clear of 0.
fn stable_id(key: &str) -> i64 {
    ((xxh3_64(key.as_bytes()) >> 12) as i64) | (1 << 40)
}

/// The GUID of a question's note: the same for the same course and question id, whatever
/// else changes, so Anki recognises the note in a later export.
pub fn guid(course: &str, question: &str) -> String {
    format!(
        "latih{:016x}",
        xxh3_64(format!("{course}\0{question}").as_bytes())
    )
}

/// A finished deck: the `.apkg` bytes and how many notes it holds.
pub struct Deck {
    pub bytes: Vec<u8>,
    pub notes: usize,
}

/// The deck of `questions` (all of the course when `None`), its texts in `lang` first,
/// stamped with `now` (seconds).
pub fn apkg(
    course: &Course,
    questions: Option<&[String]>,
    lang: Lang,
    now: i64,
) -> Result<Deck, AnkiError> {
    let chosen: Vec<&Question> = (course.questions())
        .filter(|q| questions.is_none_or(|ids| ids.contains(&q.id)))
        .collect();
    let langs = note::Langs::new(lang);
    let types: Vec<(i64, &note::NoteType)> = (note::NOTE_TYPES.iter())
        .map(|t| (stable_id(&format!("latih-note-type\0{}", t.kind)), t))
        .collect();
    let notes = (chosen.iter())
        .filter_map(|q| {
            let model_id = types.iter().find(|(_, t)| t.kind == q.kind.key())?.0;
            let key = format!("{}\0{}", course.id, q.id);
            Some(collection::Note {
                id: stable_id(&format!("latih-note\0{key}")),
                card_id: stable_id(&format!("latih-card\0{key}")),
                guid: guid(&course.id, &q.id),
                model_id,
                fields: note::fields(course, q, &langs),
                tags: note::tags(course, q),
            })
        })
        .collect::<Vec<_>>();
    let contents = collection::Contents {
        deck_id: stable_id(&format!("latih-deck\0{}", course.id)),
        deck_name: format!("latih::{}", course.title.text(lang)),
        deck_text: html::escape(&course.id),
        now,
        notes,
    };
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("collection.anki2");
    {
        let mut conn = rusqlite::Connection::open(&path)?;
        collection::write(&mut conn, &contents, &types)?;
    }
    let db = std::fs::read(&path)?;
    let mut zip = zip::ZipWriter::new(Cursor::new(Vec::new()));
    let deflated = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated);
    zip.start_file("collection.anki2", deflated)?;
    zip.write_all(&db)?;
    // No pictures or sounds: an empty media map.
    zip.start_file("media", deflated)?;
    zip.write_all(b"{}")?;
    let bytes = zip.finish()?.into_inner();
    Ok(Deck {
        bytes,
        notes: contents.notes.len(),
    })
}
