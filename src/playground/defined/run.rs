//! Running a line on a defined playground: read against the definition, bounded in time
//! (a course's command and `sql` like the follow graph's, `gen` and `partition` stopped by
//! the learner only), a command on the one store inside a savepoint so a failed or stopped
//! one changes nothing, and every failure turned into a report.

use super::exec;
use super::state::Defined;
use crate::core::play::defnote::DefNote;
use crate::core::play::report::{Note, Report};
use crate::core::playdef::line::{self, Line};
use crate::playground::cancel::is_interrupt;
use crate::playground::generate::Counting;
use crate::playground::store::Limits;

/// Rows of a result shown.
const SHOWN: usize = 20;

impl Defined {
    /// Reads and runs one line. `Reset(Some(..))` is the playground's to answer (it
    /// changes which playground is in use), and is not sent here.
    pub fn run_line(&mut self, text: &str, limits: Limits, progress: Counting<'_>) -> Report {
        let mut r = match line::parse(&self.def, text) {
            Ok(l) => self.run(&l, limits, progress),
            Err(e) => {
                let word = e.command().map(str::to_string);
                let mut r = Report::note(Note::Defined(DefNote::Parse(e)));
                if let Some(u) = word.and_then(|w| line::usage(&self.def, &w)) {
                    r.notes.push(Note::Defined(DefNote::Usage(u)));
                }
                r
            }
        };
        r.explain = self.explain;
        r
    }

    fn run(&mut self, l: &Line, limits: Limits, progress: Counting<'_>) -> Report {
        self.cancel.clear();
        let limit = match l {
            Line::Run { .. } | Line::Hotspot | Line::Stats => Some(limits.builtin),
            Line::Sql(_) => Some(limits.sql),
            _ => None,
        };
        if let Some(limit) = limit {
            self.cancel.arm(limit);
        }
        // A command on the one store is all or nothing.
        let saved = matches!(l, Line::Run { .. }) && self.split.is_none();
        let outcome = if saved {
            (self.conn.execute_batch("SAVEPOINT command")).and_then(|()| self.dispatch(l, progress))
        } else {
            self.dispatch(l, progress)
        };
        self.cancel.disarm();
        let asked = self.cancel.cancelled();
        self.cancel.clear();
        if saved && !self.conn.is_autocommit() {
            let failed = outcome.as_ref().map_or(true, Report::failed);
            let end = if failed {
                "ROLLBACK TO command; RELEASE command"
            } else {
                "RELEASE command"
            };
            let _ = self.conn.execute_batch(end);
        }
        match outcome {
            Ok(r) => r,
            Err(e) => {
                let first = if is_interrupt(&e) && asked {
                    Note::Cancelled
                } else if is_interrupt(&e) {
                    let millis = limit.unwrap_or(limits.builtin).as_millis() as u64;
                    Note::Interrupted { millis }
                } else {
                    crate::playground::run::sql_error(&e)
                };
                let mut r = Report::note(first);
                r.notes.push(Note::Unchanged);
                r
            }
        }
    }

    fn dispatch(&mut self, l: &Line, progress: Counting<'_>) -> rusqlite::Result<Report> {
        Ok(match l {
            Line::Gen { rows, seed } => self.generate(rows, *seed, progress)?,
            Line::Index { name, on } => self.index(name, *on)?,
            Line::Partition(asked) => self.partition(asked.clone(), progress)?,
            Line::Unpartition => self.unpartition()?,
            Line::Hotspot => self.hotspot()?,
            Line::Sql(s) => self.sql(s)?,
            Line::Explain(on) => {
                self.explain = *on;
                Report::note(Note::Explain(*on))
            }
            Line::Stats => self.stats()?,
            Line::Reset(_) => self.reset()?,
            Line::Help(topic) => self.help(topic.as_deref()),
            Line::Run { command, args } => self.command(command, args)?,
        })
    }

    /// A course's command: each of its statements where it belongs, the rows of the last
    /// one that returns rows, and the next page's line when it pages.
    fn command(&mut self, name: &str, args: &[(String, line::Value)]) -> rusqlite::Result<Report> {
        let Some(c) = self.def.command(name).cloned() else {
            return Ok(Report::default());
        };
        let mut r = Report::default();
        let mut changed = 0;
        let mut read: Option<u64> = None;
        for sql in &c.sql {
            let done = self.statement(sql, args, SHOWN)?;
            if let Some(n) = done.note {
                let failed = n.failed();
                r.notes.push(Note::Defined(n));
                if failed {
                    r.notes.push(Note::Unchanged);
                    return Ok(r);
                }
            }
            r.queries.push(done.ran.query.clone());
            r.spreads.extend(done.spread);
            if done.ran.columns.is_empty() {
                changed += done.ran.changed;
                continue;
            }
            r.columns = done.ran.columns;
            r.rows = (done.ran.rows.iter())
                .map(|row| row.iter().map(exec::shown).collect())
                .collect();
            read = Some(done.ran.query.rows);
            if let Some(cur) = &c.cursor {
                let short = short_page(sql, args, done.ran.query.rows);
                let last = done.ran.rows.last().filter(|_| !short);
                r.notes.extend(next_page(&c.name, args, cur, &r, last));
            }
        }
        match read {
            Some(rows) => r.notes.insert(0, Note::SqlRows { rows }),
            None => r.notes.insert(0, Note::SqlChanged { rows: changed }),
        }
        Ok(r)
    }
}

/// Whether a page came back with fewer rows than its LIMIT asked: the list has ended.
fn short_page(sql: &str, args: &[(String, line::Value)], rows: u64) -> bool {
    use crate::core::playdef::route::{self, Count};
    let limit = match route::tail(&route::tokens(sql)).limit {
        Some(Count::Int(n)) => Some(n),
        Some(Count::Param(p)) => args.iter().find_map(|(n, v)| match v {
            line::Value::Int(i) if *n == p => Some(*i),
            _ => None,
        }),
        None => None,
    };
    limit.is_some_and(|l| (rows as i64) < l)
}

/// The line that shows the next page: the same command with the cursor set to the last
/// row's value; `EndOfList` when there is no last row to go on from (or the page was short).
fn next_page(
    name: &str,
    args: &[(String, line::Value)],
    cur: &crate::core::playdef::Cursor,
    r: &Report,
    last: Option<&Vec<rusqlite::types::Value>>,
) -> Option<Note> {
    let at = r.columns.iter().position(|c| *c == cur.column)?;
    let Some(last) = last else {
        return Some(Note::EndOfList);
    };
    // A first page may leave the cursor out, and name the command that takes it.
    let mut line = cur.next.as_deref().unwrap_or(name).to_string();
    let next = format!(" {}={}", cur.param, exec::shown(&last[at]));
    for (p, v) in args {
        if *p == cur.param {
            line.push_str(&next);
        } else {
            line.push_str(&format!(" {p}={v}"));
        }
    }
    if !args.iter().any(|(p, _)| *p == cur.param) {
        line.push_str(&next);
    }
    Some(Note::Defined(DefNote::NextPage(line)))
}
