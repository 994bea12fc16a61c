//! `gen` on a defined playground: each table with a generator filled anew, row by row in
//! one transaction, every column drawn as the course says (sequences, uniform or Zipf
//! ranges, references into another table's ids, rising timestamps), from one seed so the
//! same line gives the same tables. Switchable indexes that are on are built after the
//! load, which is several times faster than keeping them up to date row by row.

use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};
use rusqlite::types::Value;

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
            let mut values: Vec<Value> = Vec::with_capacity(makers.len());
            let mut kept = 0u64;
            for i in 0..n {
                values.clear();
                values.extend(makers.iter().map(|m| Value::Integer(m.make(i, &mut rng))));
                kept += insert.execute(rusqlite::params_from_iter(values.iter()))? as u64;
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
