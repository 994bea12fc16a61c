//! `gen` on a defined playground: each table with a generator filled anew, row by row in
//! one transaction, every column drawn as the course says (sequences, uniform or Zipf
//! ranges, references into another table's ids, rising timestamps), from one seed so the
//! same line gives the same tables. Switchable indexes that are on are built after the
//! load, which is several times faster than keeping them up to date row by row.

use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};

use super::state::Defined;
use crate::core::play::defnote::DefNote;
use crate::core::play::report::{Note, Report};
use crate::core::playdef::zipf::Zipf;
use crate::core::playdef::{Definition, Draw};
use crate::playground::cancel::Work;
use crate::playground::generate::Counting;

/// How one column's values are made, ready to draw.
enum Maker {
    Sequence(i64),
    Uniform(i64, i64),
    Zipf(i64, Zipf),
    Time { from: i64, step: i64 },
}

impl Maker {
    fn new(draw: &Draw, d: &Definition, rows: &[(String, i64)]) -> Maker {
        match draw {
            Draw::Sequence { from } => Maker::Sequence(*from),
            Draw::Uniform { min, max } => Maker::Uniform(*min, *max),
            Draw::Zipf { min, max, s } => zipf(*min, (max - min + 1) as u64, *s),
            Draw::Time { from, step } => Maker::Time {
                from: *from,
                step: *step,
            },
            Draw::Ref {
                table,
                column,
                skew,
            } => {
                // The referenced column is a sequence (checked): its values are known.
                let from = (d.table(table).and_then(|t| t.generate.as_ref()))
                    .and_then(|g| g.columns.iter().find(|(c, _)| c == column))
                    .map_or(1, |(_, d)| match d {
                        Draw::Sequence { from } => *from,
                        _ => 1,
                    });
                let n = rows
                    .iter()
                    .find(|(t, _)| t == table)
                    .map_or(1, |(_, n)| *n)
                    .max(1);
                match skew {
                    Some(s) => zipf(from, n as u64, *s),
                    None => Maker::Uniform(from, from + n - 1),
                }
            }
        }
    }

    fn make(&self, i: i64, rng: &mut ChaCha8Rng) -> i64 {
        match self {
            Maker::Sequence(from) => from + i,
            Maker::Uniform(min, max) => rng.random_range(*min..=*max),
            Maker::Zipf(from, z) => from + z.sample(rng) as i64 - 1,
            Maker::Time { from, step } => from + i * step + rng.random_range(0..*step),
        }
    }
}

/// Rows drawn before they are written, a chunk at a time.
const CHUNK: usize = 1 << 19;

/// A WITHOUT ROWID table is a B-tree on its primary key: rows written in key order fill it
/// page after page instead of splitting pages all over it (measured: 1.9 times faster for a
/// million chat messages keyed by conversation). The key's places among the drawn columns,
/// when every key column is drawn; none for a table kept in rowid order.
fn clustered(
    conn: &rusqlite::Connection,
    table: &str,
    drawn: &[&str],
) -> rusqlite::Result<Vec<usize>> {
    let rowid: bool = conn
        .query_row(
            "SELECT wr = 0 FROM pragma_table_list WHERE name = ?1",
            [table],
            |r| r.get(0),
        )
        .unwrap_or(true);
    if rowid {
        return Ok(Vec::new());
    }
    let mut stmt =
        conn.prepare("SELECT name FROM pragma_table_info(?1) WHERE pk > 0 ORDER BY pk")?;
    let key: Vec<String> = stmt
        .query_map([table], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    let places: Vec<usize> = (key.iter())
        .filter_map(|k| drawn.iter().position(|d| d == k))
        .collect();
    Ok(if places.len() == key.len() {
        places
    } else {
        Vec::new()
    })
}

/// Rows drawn and not yet written, one after another in one flat list.
struct Chunk {
    width: usize,
    values: Vec<i64>,
}

impl Chunk {
    fn len(&self) -> usize {
        self.values.len() / self.width.max(1)
    }

    /// Writes the rows, in key order when the table is clustered by its key and has at most
    /// eight columns (rows are sorted whole, so they are then read in order: sorting only
    /// the keys and fetching each row after made every row a cache miss); empties the chunk
    /// and returns the rows kept.
    fn write(
        &mut self,
        insert: &mut rusqlite::Statement<'_>,
        order: &[usize],
    ) -> rusqlite::Result<u64> {
        let w = self.width.max(1);
        let mut kept = 0;
        if order.is_empty() || w > 8 {
            for row in self.values.chunks_exact(w) {
                kept += insert.execute(rusqlite::params_from_iter(row.iter()))? as u64;
            }
        } else {
            let mut rows: Vec<[i64; 8]> = (self.values.chunks_exact(w))
                .map(|r| {
                    let mut row = [0i64; 8];
                    row[..w].copy_from_slice(r);
                    row
                })
                .collect();
            rows.sort_unstable_by(|a, b| {
                (order.iter())
                    .map(|&i| a[i].cmp(&b[i]))
                    .find(|o| o.is_ne())
                    .unwrap_or(std::cmp::Ordering::Equal)
            });
            for row in &rows {
                kept += insert.execute(rusqlite::params_from_iter(row[..w].iter()))? as u64;
            }
        }
        self.values.clear();
        Ok(kept)
    }
}

fn zipf(from: i64, n: u64, s: f64) -> Maker {
    match Zipf::new(n, s) {
        Some(z) => Maker::Zipf(from, z),
        None => Maker::Uniform(from, from + n as i64 - 1),
    }
}

impl Defined {
    /// Fills every table that has a generator with the rows asked for.
    pub(super) fn generate(
        &mut self,
        rows: &[(String, i64)],
        seed: u64,
        progress: Counting<'_>,
    ) -> rusqlite::Result<Report> {
        let start = std::time::Instant::now();
        let split = self.split_keys();
        if split.is_some() {
            self.unsplit_quietly()?;
        }
        let total: i64 = rows.iter().map(|(_, n)| *n).sum();
        let mut work = Work::new(&self.cancel, progress, total.max(0) as u64);
        let tx = self.conn.unchecked_transaction()?;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut made = Vec::new();
        for t in &self.def.tables {
            let Some(g) = &t.generate else { continue };
            let n = rows
                .iter()
                .find(|(x, _)| *x == t.name)
                .map_or(g.rows.default, |(_, n)| *n);
            for i in &t.indexes {
                tx.execute_batch(&format!("DROP INDEX IF EXISTS {}", i.name))?;
            }
            tx.execute_batch(&format!("DELETE FROM {}", t.name))?;
            let makers: Vec<Maker> = (g.columns.iter())
                .map(|(_, d)| Maker::new(d, &self.def, rows))
                .collect();
            let names: Vec<&str> = g.columns.iter().map(|(c, _)| c.as_str()).collect();
            let marks = vec!["?"; names.len()].join(", ");
            // A draw that repeats a key (two follows of the same pair) is one row, as a
            // load that skips duplicates keeps it: the report counts the rows kept.
            let sql = format!(
                "INSERT OR IGNORE INTO {} ({}) VALUES ({marks})",
                t.name,
                names.join(", ")
            );
            let mut insert = tx.prepare(&sql)?;
            let order = clustered(&tx, &t.name, &names)?;
            let mut chunk = Chunk {
                width: makers.len(),
                values: Vec::new(),
            };
            let mut kept = 0u64;
            for i in 0..n {
                chunk
                    .values
                    .extend(makers.iter().map(|m| m.make(i, &mut rng)));
                if chunk.len() == CHUNK || i + 1 == n {
                    kept += chunk.write(&mut insert, &order)?;
                }
                if i % 4096 == 4095 {
                    work.add(4096)?;
                }
            }
            work.add((n % 4096) as u64)?;
            made.push((t.name.clone(), kept));
        }
        // The indexes that were on, built once over the new rows.
        for t in &self.def.tables {
            for i in &t.indexes {
                if self.on.contains(&i.name) {
                    tx.execute_batch(&i.ddl)?;
                }
            }
        }
        tx.commit()?;
        let _ = self.conn.execute_batch("PRAGMA shrink_memory");
        if let Some((n, keys)) = split {
            self.split_into(n, keys, &mut |_, _| {})?;
        }
        let millis = start.elapsed().as_millis() as u64;
        Ok(Report::note(Note::Defined(DefNote::Generated {
            tables: made,
            millis,
        })))
    }
}
