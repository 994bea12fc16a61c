//! `latih export`: the review log as CSV or JSON, one row per recorded answer.

use std::io::Write;

use super::error::StorageError;
use super::progress::Progress;

/// Why an export stopped: the progress file could not be read, or the output not written
/// (a full disk, a closed pipe). The two name different files, so they stay apart.
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    #[error(transparent)]
    Storage(#[from] StorageError),
    #[error("{0}")]
    Write(std::io::Error),
}

/// The columns, in order, for both formats.
pub const COLUMNS: &[&str] = &[
    "review_id",
    "session_id",
    "session_kind",
    "session_seed",
    "reviewed_at",
    "item_id",
    "item_kind",
    "lesson_id",
    "position",
    "shown",
    "answer",
    "correct",
    "rating",
    "duration_ms",
    "interval_days",
];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Csv,
    Json,
}

fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

impl Progress {
    /// Writes the whole review log, oldest first. Returns the number of rows.
    pub fn export(&self, format: Format, out: &mut dyn Write) -> Result<usize, ExportError> {
        let io = ExportError::Write;
        let mut stmt = self
            .conn
            .prepare(
                "SELECT r.review_id, r.session_id, s.kind, s.seed, r.reviewed_at, r.item_id,
                        r.item_kind, r.lesson_id, r.position, r.shown, r.answer, r.correct,
                        r.rating, r.duration_ms, r.interval_days
                 FROM my_reviews r JOIN my_sessions s USING (session_id)
                 ORDER BY r.reviewed_at, r.review_id",
            )
            .map_err(|e| self.err(e))?;
        let mut rows = stmt.query([]).map_err(|e| self.err(e))?;
        let mut n = 0;
        if format == Format::Csv {
            writeln!(out, "{}", COLUMNS.join(",")).map_err(io)?;
        } else {
            write!(out, "[").map_err(io)?;
        }
        while let Some(row) = rows.next().map_err(|e| self.err(e))? {
            let value = |i: usize| -> serde_json::Value {
                use rusqlite::types::ValueRef;
                match row.get_ref(i) {
                    // In JSON, whether the answer was right is a boolean (null for recall).
                    Ok(ValueRef::Integer(v)) if i == 11 && format == Format::Json => {
                        (v != 0).into()
                    }
                    Ok(ValueRef::Integer(v)) => v.into(),
                    Ok(ValueRef::Real(v)) => v.into(),
                    Ok(ValueRef::Text(t)) => {
                        let s = String::from_utf8_lossy(t).to_string();
                        // shown and answer are JSON already: keep them structured.
                        if (i == 9 || i == 10) && format == Format::Json {
                            serde_json::from_str(&s).unwrap_or(serde_json::Value::String(s))
                        } else {
                            s.into()
                        }
                    }
                    _ => serde_json::Value::Null,
                }
            };
            match format {
                Format::Csv => {
                    let fields: Vec<String> = (0..COLUMNS.len())
                        .map(|i| match value(i) {
                            serde_json::Value::String(s) => csv_field(&s),
                            serde_json::Value::Null => String::new(),
                            v => csv_field(&v.to_string()),
                        })
                        .collect();
                    writeln!(out, "{}", fields.join(",")).map_err(io)?;
                }
                Format::Json => {
                    let obj: serde_json::Map<String, serde_json::Value> = COLUMNS
                        .iter()
                        .enumerate()
                        .map(|(i, c)| (c.to_string(), value(i)))
                        .collect();
                    let sep = if n == 0 { "\n  " } else { ",\n  " };
                    write!(out, "{sep}{}", serde_json::Value::Object(obj)).map_err(io)?;
                }
            }
            n += 1;
        }
        if format == Format::Json {
            writeln!(out, "{}]", if n == 0 { "" } else { "\n" }).map_err(io)?;
        }
        out.flush().map_err(io)?;
        Ok(n)
    }
}
