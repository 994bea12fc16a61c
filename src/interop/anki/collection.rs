//! The SQLite collection inside an `.apkg`: Anki's schema 11 (the format every Anki since
//! 2.1 imports), its one `col` row with the note types and the deck as JSON, then a note and
//! a new card per question.

use rusqlite::{Connection, params};
use serde_json::{Value, json};

use super::note::{BACK, CSS, FIELDS, FRONT, NoteType};

const SCHEMA: &str = "
CREATE TABLE col (id integer primary key, crt integer not null, mod integer not null,
  scm integer not null, ver integer not null, dty integer not null, usn integer not null,
  ls integer not null, conf text not null, models text not null, decks text not null,
  dconf text not null, tags text not null);
CREATE TABLE notes (id integer primary key, guid text not null, mid integer not null,
  mod integer not null, usn integer not null, tags text not null, flds text not null,
  sfld integer not null, csum integer not null, flags integer not null, data text not null);
CREATE TABLE cards (id integer primary key, nid integer not null, did integer not null,
  ord integer not null, mod integer not null, usn integer not null, type integer not null,
  queue integer not null, due integer not null, ivl integer not null, factor integer not null,
  reps integer not null, lapses integer not null, left integer not null, odue integer not null,
  odid integer not null, flags integer not null, data text not null);
CREATE TABLE revlog (id integer primary key, cid integer not null, usn integer not null,
  ease integer not null, ivl integer not null, lastIvl integer not null,
  factor integer not null, time integer not null, type integer not null);
CREATE TABLE graves (usn integer not null, oid integer not null, type integer not null);
CREATE INDEX ix_notes_usn on notes (usn);
CREATE INDEX ix_cards_usn on cards (usn);
CREATE INDEX ix_revlog_usn on revlog (usn);
CREATE INDEX ix_cards_nid on cards (nid);
CREATE INDEX ix_cards_sched on cards (did, queue, due);
CREATE INDEX ix_revlog_cid on revlog (cid);
CREATE INDEX ix_notes_csum on notes (csum);
";

/// What goes in: the deck and every note with its note type.
pub struct Contents {
    pub deck_id: i64,
    pub deck_name: String,
    pub deck_text: String,
    /// Seconds since the epoch: notes carry it as their modification time, so a later
    /// export is newer and Anki updates the notes it made before.
    pub now: i64,
    pub notes: Vec<Note>,
}

pub struct Note {
    pub id: i64,
    pub card_id: i64,
    pub guid: String,
    pub model_id: i64,
    pub fields: Vec<String>,
    pub tags: Vec<String>,
}

fn model(t: &NoteType, id: i64, deck: i64, now: i64) -> Value {
    let flds: Vec<Value> = (FIELDS.iter().enumerate())
        .map(|(ord, name)| {
            json!({"name": name, "ord": ord, "sticky": false, "rtl": false,
                   "font": "Arial", "size": 20, "media": []})
        })
        .collect();
    json!({
        "id": id, "name": t.name, "type": 0, "mod": now, "usn": -1, "sortf": 0, "did": deck,
        "tmpls": [{"name": "Card 1", "ord": 0, "qfmt": FRONT, "afmt": BACK,
                   "bqfmt": "", "bafmt": "", "did": null, "bfont": "", "bsize": 0}],
        "flds": flds, "css": CSS, "latexPre": "", "latexPost": "", "latexsvg": false,
        "req": [[0, "any", [0]]], "tags": [], "vers": []
    })
}

fn deck(c: &Contents) -> Value {
    let one = |id: i64, name: &str, desc: &str| {
        json!({"id": id, "name": name, "desc": desc, "mod": c.now, "usn": -1,
               "collapsed": false, "browserCollapsed": false, "dyn": 0, "conf": 1,
               "extendNew": 0, "extendRev": 0, "newToday": [0, 0], "revToday": [0, 0],
               "lrnToday": [0, 0], "timeToday": [0, 0]})
    };
    json!({
        "1": one(1, "Default", ""),
        c.deck_id.to_string(): one(c.deck_id, &c.deck_name, &c.deck_text),
    })
}

/// Writes the collection into `conn` (an empty database).
pub fn write(
    conn: &mut Connection,
    c: &Contents,
    types: &[(i64, &NoteType)],
) -> rusqlite::Result<()> {
    // A scratch file read once into the zip: no journal, no syncs, one transaction.
    conn.execute_batch("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;")?;
    let conn = conn.transaction()?;
    conn.execute_batch(SCHEMA)?;
    let models: serde_json::Map<String, Value> = (types.iter())
        .map(|(id, t)| (id.to_string(), model(t, *id, c.deck_id, c.now)))
        .collect();
    let conf = json!({"activeDecks": [c.deck_id], "curDeck": c.deck_id, "nextPos": 1,
                      "sortType": "noteFld", "sortBackwards": false, "addToCur": true});
    conn.execute(
        "INSERT INTO col VALUES (1, ?1, ?2, ?2, 11, 0, 0, 0, ?3, ?4, ?5, '{}', '{}')",
        params![
            c.now - c.now.rem_euclid(86_400),
            c.now * 1000,
            conf.to_string(),
            Value::Object(models).to_string(),
            deck(c).to_string()
        ],
    )?;
    let mut note =
        conn.prepare("INSERT INTO notes VALUES (?1, ?2, ?3, ?4, -1, ?5, ?6, ?7, 0, 0, '')")?;
    let mut card = conn.prepare(
        "INSERT INTO cards VALUES (?1, ?2, ?3, 0, ?4, -1, 0, 0, ?5, 0, 0, 0, 0, 0, 0, 0, 0, '')",
    )?;
    for (k, n) in c.notes.iter().enumerate() {
        // Anki keeps tags space-separated with a space at each end.
        let tags = format!(" {} ", n.tags.join(" "));
        let sort = n.fields.first().cloned().unwrap_or_default();
        note.execute(params![
            n.id,
            n.guid,
            n.model_id,
            c.now,
            tags,
            n.fields.join("\u{1f}"),
            sort
        ])?;
        card.execute(params![n.card_id, n.id, c.deck_id, c.now, k as i64 + 1])?;
    }
    drop((note, card));
    conn.commit()
}
