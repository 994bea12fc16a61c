//! The defined playground's own commands besides `gen` and the partitions: `index NAME
//! on|off`, `sql` (the learner's statement, held to what a learner may do, routed like any
//! other once split), `stats`, `help` and `reset`.

use std::sync::atomic::Ordering;

use super::exec;
use super::state::Defined;
use crate::core::play::defnote::DefNote;
use crate::core::play::report::{Note, Query, Report, Size};
use crate::core::playdef::{line, route};

/// Rows of a result shown.
const SHOWN: usize = 20;

impl Defined {
    /// Builds or drops a switchable index (on every partition, once split); the plan of
    /// each command of its table then shows the change at once.
    pub(super) fn index(&mut self, name: &str, on: bool) -> rusqlite::Result<Report> {
        let Some((table, index)) = self.def.index(name) else {
            return Ok(Report::default());
        };
        let (table, ddl) = (table.name.clone(), index.ddl.clone());
        let had = self.on.iter().any(|i| i == name);
        let sql = if on {
            ddl
        } else {
            format!("DROP INDEX {name}")
        };
        let start = std::time::Instant::now();
        self.plans.clear();
        if had != on {
            match &self.split {
                None => self.conn.execute_batch(&sql)?,
                Some(s) => {
                    let asked: Vec<_> = (s.nodes.iter())
                        .map(|n| {
                            let sql = sql.clone();
                            n.ask(move |c| c.execute_batch(&sql))
                        })
                        .collect();
                    for rx in asked {
                        crate::playground::cluster::wait(rx)?;
                    }
                }
            }
            if on {
                self.on.push(name.to_string());
            } else {
                self.on.retain(|i| i != name);
            }
        }
        let mut r = Report::note(Note::Defined(DefNote::Index {
            name: name.to_string(),
            on,
            changed: had != on,
        }));
        r.queries.push(Query {
            sql,
            micros: start.elapsed().as_micros() as u64,
            ..Query::default()
        });
        // What each command on the table plans now, on the one store (its tables are the
        // same on every partition).
        let probes: Vec<String> = (self.def.commands.iter())
            .flat_map(|c| c.sql.iter())
            .filter(|s| {
                let t = route::tokens(s);
                route::kind(&t) == route::Kind::Read
                    && route::tables_named(&t, &[&table]).len() == 1
            })
            .cloned()
            .collect();
        for sql in probes {
            if self.split.is_none() {
                let plan = exec::plan_only(&self.conn, &sql)?;
                r.queries.push(Query {
                    sql,
                    plan,
                    ..Query::default()
                });
            }
        }
        Ok(r)
    }

    /// The learner's statement: checked on the one store as a learner's (no schema
    /// change, no ATTACH, no PRAGMA that writes), then run where it belongs.
    pub(super) fn sql(&mut self, statement: &str) -> rusqlite::Result<Report> {
        self.guard.learner.store(true, Ordering::SeqCst);
        let checked = self.conn.prepare(statement).map(|s| s.readonly());
        self.guard.learner.store(false, Ordering::SeqCst);
        let refused = self.guard.take_refused();
        let readonly = match (checked, refused) {
            (_, Some(what)) if what == crate::playground::guard::SCHEMA => {
                return Ok(failed(Note::SchemaFixed {
                    statement: statement.trim().to_string(),
                }));
            }
            (_, Some(what)) => return Ok(failed(Note::Refused { what })),
            (Err(rusqlite::Error::MultipleStatement), _) => return Ok(failed(Note::OneStatement)),
            (Err(e), _) => return Err(e),
            (Ok(readonly), None) => readonly,
        };
        let saved = !readonly && self.split.is_none();
        if saved {
            self.conn.execute_batch("SAVEPOINT learner")?;
        }
        let done = self.statement(statement, &[], SHOWN);
        if saved {
            let end = if done.is_ok() {
                "RELEASE learner"
            } else {
                "ROLLBACK TO learner; RELEASE learner"
            };
            if !self.conn.is_autocommit() {
                self.conn.execute_batch(end)?;
            }
        }
        let done = done?;
        let mut r = Report::default();
        if let Some(n) = done.note {
            let stop = n.failed();
            r.notes.push(Note::Defined(n));
            if stop {
                r.notes.push(Note::Unchanged);
                return Ok(r);
            }
        }
        let rows = done.ran.query.rows;
        r.notes.insert(
            0,
            if done.ran.columns.is_empty() {
                Note::SqlChanged {
                    rows: done.ran.changed,
                }
            } else {
                Note::SqlRows { rows }
            },
        );
        r.columns = done.ran.columns;
        r.rows = (done.ran.rows.iter())
            .map(|row| row.iter().map(exec::shown).collect())
            .collect();
        r.queries.push(done.ran.query);
        r.spreads.extend(done.spread);
        Ok(r)
    }

    pub(super) fn stats(&mut self) -> rusqlite::Result<Report> {
        let mut sizes = crate::playground::stats::sizes_in(&self.conn)?;
        if let Some(s) = &self.split {
            let n = s.n();
            sizes.retain(|x| x.rows != Some(0));
            for node in &s.nodes {
                for one in node.call(|c| crate::playground::stats::sizes_in(c))? {
                    let name = format!("{} ×{n}", one.name);
                    match sizes.iter_mut().find(|x| x.name == name) {
                        Some(x) => {
                            x.rows = Some(x.rows.unwrap_or(0) + one.rows.unwrap_or(0));
                            x.bytes += one.bytes;
                        }
                        None => sizes.push(Size { name, ..one }),
                    }
                }
            }
        }
        Ok(Report::note(Note::Stats(sizes)))
    }

    pub(super) fn help(&self, topic: Option<&str>) -> Report {
        let d = &self.def;
        match topic {
            Some(t) => match line::usage(d, t) {
                Some(usage) => Report::note(Note::Defined(DefNote::HelpOne {
                    usage,
                    text: d.command(t).map(|c| c.text.clone()),
                })),
                None => Report::note(Note::Defined(DefNote::Parse(line::LineError::Unknown {
                    word: t.to_string(),
                    near: None,
                }))),
            },
            None => Report::note(Note::Defined(DefNote::Help {
                title: d.id.clone(),
                text: d.text.clone(),
                own: line::USAGES.iter().map(|u| u.to_string()).collect(),
                commands: (d.commands.iter())
                    .filter_map(|c| Some((line::usage(d, &c.name)?, c.text.clone())))
                    .collect(),
            })),
        }
    }

    /// The playground fresh: partitions closed, every table empty, indexes as they start.
    pub(super) fn reset(&mut self) -> rusqlite::Result<Report> {
        let fresh = Defined::new(&self.def, &self.cancel)?;
        *self = fresh;
        Ok(Report::note(Note::Defined(self.opened())))
    }

    /// What `reset` into this playground says.
    pub fn opened(&self) -> DefNote {
        DefNote::Opened {
            title: self.def.id.clone(),
            text: self.def.text.clone(),
            tables: self.def.tables.iter().map(|t| t.name.clone()).collect(),
        }
    }
}

fn failed(n: Note) -> Report {
    let mut r = Report::note(n);
    r.notes.push(Note::Unchanged);
    r
}
