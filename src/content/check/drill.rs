//! Rules of drills and of what holds them: a pass mark the checklist can reach, unique
//! checklist ids, banks that hold something, and drill cards naming a drill.

use super::{Checker, Path, site};
use crate::content::yaml::{Node, Value};
use crate::core::problem::ProblemKind;

impl Checker<'_> {
    pub(super) fn drill_rules(&mut self, node: &Node, path: &Path<'_>) {
        let items = node.get("checklist").map(|c| c.items()).unwrap_or_default();
        if let Some(pass) = node.get("pass")
            && let Value::Number(n) = &pass.value
            && let Ok(n) = n.parse::<usize>()
            && !items.is_empty()
            && n > items.len()
        {
            let kind = ProblemKind::PassOverChecklist {
                pass: n,
                items: items.len(),
            };
            self.add(kind, pass, &Path::Field(path, "pass"));
        }
        let lpath = Path::Field(path, "checklist");
        self.duplicate_item_ids(items, &lpath, "checklist");
    }

    pub(super) fn bank_rules(&mut self, node: &Node, path: &Path<'_>) {
        let has = |f: &str| node.get(f).is_some_and(|v| v.value != Value::Null);
        let lists = [
            "questions",
            "drills",
            "calculators",
            "scenarios",
            "simulations",
        ];
        if !lists.iter().any(|f| has(f)) {
            self.add(ProblemKind::BankEmpty, node, path);
        }
        self.longest_right_habit(node, path);
    }

    pub(super) fn drill_card_rules(&mut self, node: &Node, path: &Path<'_>) {
        if let Some(id) = node.get("id")
            && let Some(text) = id.as_text()
        {
            let s = site(text.to_string(), id, &Path::Field(path, "id"));
            self.drill_refs.push(s);
        }
    }
}
