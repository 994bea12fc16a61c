//! `stats`: how big each table and index of the playground is, in rows and in bytes (from
//! SQLite's `dbstat` virtual table, page by page).

use super::Playground;
use crate::core::play_report::{Note, Report, Size};

impl Playground {
    pub(super) fn stats(&mut self) -> rusqlite::Result<Report> {
        let mut sizes = Vec::new();
        let mut stmt = self.conn.prepare(
            "SELECT s.name, m.type, m.tbl_name, sum(s.pgsize) FROM dbstat s \
             JOIN sqlite_schema m ON m.name = s.name \
             WHERE s.name NOT LIKE 'sqlite_%' GROUP BY s.name ORDER BY m.tbl_name, m.type DESC",
        )?;
        let found: Vec<(String, String, String, i64)> = stmt
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))?
            .collect::<rusqlite::Result<_>>()?;
        for (name, kind, table, bytes) in found {
            // An index has a row per row of its table.
            let rows: i64 = self.conn.query_row(
                &format!("SELECT count(*) FROM \"{}\"", table.replace('"', "\"\"")),
                [],
                |r| r.get(0),
            )?;
            sizes.push(Size {
                name,
                kind,
                rows: Some(rows as u64),
                bytes: bytes as u64,
            });
        }
        Ok(Report::note(Note::Stats(sizes)))
    }
}
