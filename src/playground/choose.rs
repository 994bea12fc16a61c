//! Which playground a line runs on: the follow graph built in, or one the course defines.
//! `reset ID` opens one fresh (the follow graph's id is `follow-graph`); every other line
//! goes to the one in use. The course's definitions are handed over once, when the
//! playground opens.

use super::defined::Defined;
use super::generate::Counting;
use super::store::Playground;
use crate::core::play::defnote::DefNote;
use crate::core::play::report::{Note, Report};
use crate::core::playdef::{BUILT_IN, Definition};

impl Playground {
    /// The playgrounds the course defines, which `reset ID` opens.
    pub fn set_definitions(&mut self, defs: Vec<Definition>) {
        if let Ok(mut d) = self.defs.lock() {
            *d = defs;
        }
    }

    /// Reads the definitions from `shared`, which another thread may update.
    pub fn share_definitions(&mut self, shared: super::store::Definitions) {
        self.defs = shared;
    }

    /// The id of the playground in use.
    pub fn in_use(&self) -> &str {
        self.defined.as_ref().map_or(BUILT_IN, |d| d.id())
    }

    /// Runs a line on the playground in use, or opens the one `reset ID` names; `None`
    /// when the follow graph is in use and the line is its own.
    pub(super) fn run_chosen(&mut self, line: &str, progress: Counting<'_>) -> Option<Report> {
        let mut words = line.split_whitespace();
        let first = words.next().map(str::to_ascii_lowercase);
        let to = words.next();
        if first.as_deref() == Some("reset")
            && let Some(to) = to
            && words.next().is_none()
        {
            return self.open_named(to);
        }
        let limits = self.limits;
        let Some(d) = self.defined.as_mut() else {
            // `help` on the follow graph ends with the course's own playgrounds.
            if first.as_deref() == Some("help") && to.is_none() {
                return self.help_with_others(line, progress);
            }
            return None;
        };
        Some(d.run_line(line, limits, progress))
    }

    /// The follow graph's `help`, then the playgrounds the course defines.
    fn help_with_others(&mut self, line: &str, progress: Counting<'_>) -> Option<Report> {
        let defs = self.defs.lock().map(|d| d.clone()).unwrap_or_default();
        if defs.is_empty() {
            return None;
        }
        let mut r = self.run_parsed(line, progress);
        let others = (defs.iter())
            .map(|d| (d.id.clone(), d.title.clone()))
            .collect();
        r.notes.push(Note::Defined(DefNote::Others(others)));
        Some(r)
    }

    /// `reset ID`: the follow graph (left to its own `reset`), or a defined playground,
    /// fresh.
    fn open_named(&mut self, id: &str) -> Option<Report> {
        if id.eq_ignore_ascii_case(BUILT_IN) {
            self.defined = None;
            self.watch_interrupts(None);
            return None;
        }
        let defs = self.defs.lock().map(|d| d.clone()).unwrap_or_default();
        let Some(def) = defs.iter().find(|d| d.id.eq_ignore_ascii_case(id)) else {
            let mut known: Vec<String> = vec![BUILT_IN.to_string()];
            known.extend(defs.iter().map(|d| d.id.clone()));
            let mut r = Report::note(Note::Defined(DefNote::NoSuchPlayground {
                id: id.to_string(),
                known,
            }));
            r.notes.push(Note::Unchanged);
            return Some(r);
        };
        // The one in use goes first: its partitions close before the new one's open.
        self.defined = None;
        Some(match Defined::new(def, &self.cancel) {
            Ok(d) => {
                let r = Report::note(Note::Defined(d.opened()));
                self.defined = Some(Box::new(d));
                r
            }
            Err(e) => {
                self.watch_interrupts(None);
                let mut r = Report::note(super::run::sql_error(&e));
                r.notes.push(Note::Unchanged);
                r
            }
        })
    }
}
