//! Rules of simulations: the run line is one a fresh simulator takes (words, settings in
//! range, within its memory budget); a card names a simulation, resolved against the banks
//! afterwards.

use super::{Checker, Path, site};
use crate::content::yaml::Node;
use crate::core::problem::ProblemKind;

impl Checker<'_> {
    /// A simulation's `run` is read and its settings applied as a fresh simulator would.
    pub(super) fn simulation_rules(&mut self, node: &Node, path: &Path<'_>) {
        let Some(run) = node.get("run") else { return };
        let Some(text) = run.as_text() else { return };
        if let Err(error) = crate::core::feed::plan::refusal(text) {
            let kind = ProblemKind::BadSimulation {
                command: text.trim().to_string(),
                error: Box::new(error),
            };
            self.add(kind, run, &Path::Field(path, "run"));
        }
    }

    /// The simulation a card names, resolved against the banks afterwards.
    pub(super) fn simulation_card_rules(&mut self, node: &Node, path: &Path<'_>) {
        if let Some(id) = node.get("id")
            && let Some(text) = id.as_text()
        {
            let s = site(text.to_string(), id, &Path::Field(path, "id"));
            self.simulation_refs.push(s);
        }
    }
}
