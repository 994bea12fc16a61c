//! Rules of quiz questions that depend on their type: the fields each type needs and uses,
//! how many options are right, unique option ids.

use super::{Checker, Path};
use crate::content::schema;
use crate::content::yaml::{Node, Value};
use crate::core::problem::ProblemKind;

use schema::TYPED_FIELDS as TYPED;

impl Checker<'_> {
    pub(super) fn question_rules(&mut self, node: &Node, path: &Path<'_>) {
        let Some(kind) = node.get("type").and_then(Node::as_text) else {
            return;
        };
        if !schema::QUESTION_TYPES.contains(&kind) {
            return;
        }
        let kind = kind.to_string();
        let has = |f: &str| node.get(f).is_some_and(|v| v.value != Value::Null);
        let (required, allowed) = schema::question_fields(&kind);
        for f in required.iter().filter(|f| !has(f)) {
            let problem = ProblemKind::QuestionNeeds {
                field: f.to_string(),
                kind: kind.clone(),
            };
            self.add(problem, node, path);
        }
        for (k, _) in node.entries() {
            if TYPED.contains(&k.name.as_str()) && !allowed.contains(&k.name.as_str()) {
                let problem = ProblemKind::FieldNotForType {
                    field: k.name.clone(),
                    kind: kind.clone(),
                };
                self.add_at(problem, k.line, k.column, &Path::Field(path, &k.name));
            }
        }
        let list = if kind == "ordering" {
            "steps"
        } else {
            "options"
        };
        let Some(choices) = node.get(list).filter(|_| allowed.contains(&list)) else {
            return;
        };
        let items = choices.items();
        let lpath = Path::Field(path, list);
        if items.len() < 2 && matches!(choices.value, Value::Seq(_)) {
            let problem = ProblemKind::TooFewChoices {
                min: 2,
                found: items.len(),
            };
            self.add(problem, choices, &lpath);
        }
        let right = items
            .iter()
            .filter(|o| matches!(o.get("correct").map(|c| &c.value), Some(Value::Bool(true))))
            .count();
        let wrong_count = match kind.as_str() {
            "single" => right != 1,
            "multiple" => right == 0,
            _ => false,
        };
        // A `correct` that is not true or false is reported as such; counting it would only
        // repeat that.
        let unreadable = items.iter().any(|o| {
            o.get("correct")
                .is_some_and(|c| !matches!(c.value, Value::Bool(_)))
        });
        if wrong_count && !unreadable {
            let problem = ProblemKind::CorrectCount {
                kind: kind.clone(),
                found: right,
            };
            self.add(problem, choices, &lpath);
        }
        let mut seen: Vec<(&str, usize)> = Vec::new();
        for (i, item) in items.iter().enumerate() {
            if let Some(id) = item.get("id") {
                let text = id.as_text().unwrap_or_default();
                if let Some((_, line)) = seen.iter().find(|(t, _)| *t == text) {
                    let problem = ProblemKind::DuplicateId {
                        id: text.to_string(),
                        first: list.to_string(),
                        line: *line,
                    };
                    let ipath = Path::Index(&lpath, i);
                    self.add(problem, id, &Path::Field(&ipath, "id"));
                }
                seen.push((text, id.line));
            }
        }
    }
}
