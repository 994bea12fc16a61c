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
        let (required, allowed) = schema::question_fields(&kind);
        self.typed_fields(node, path, &kind, required, allowed);
        let list = if kind == "ordering" {
            "steps"
        } else {
            "options"
        };
        let Some(choices) = node.get(list).filter(|_| allowed.contains(&list)) else {
            return;
        };
        let lpath = Path::Field(path, list);
        self.choice_counts(choices, &lpath, &kind);
        self.right_option_length(node, path);
        self.duplicate_item_ids(choices.items(), &lpath, list);
    }

    /// The fields a question's type needs are there, and none that belongs to another type.
    fn typed_fields(
        &mut self,
        node: &Node,
        path: &Path<'_>,
        kind: &str,
        required: &[&str],
        allowed: &[&str],
    ) {
        let has = |f: &str| node.get(f).is_some_and(|v| v.value != Value::Null);
        for f in required.iter().filter(|f| !has(f)) {
            let problem = ProblemKind::QuestionNeeds {
                field: f.to_string(),
                kind: kind.to_string(),
            };
            self.add(problem, node, path);
        }
        for (k, _) in node.entries() {
            if TYPED.contains(&k.name.as_str()) && !allowed.contains(&k.name.as_str()) {
                let problem = ProblemKind::FieldNotForType {
                    field: k.name.clone(),
                    kind: kind.to_string(),
                };
                self.add_at(problem, k.line, k.column, &Path::Field(path, &k.name));
            }
        }
    }

    /// At least two options or steps, and as many right ones as the type wants.
    fn choice_counts(&mut self, choices: &Node, lpath: &Path<'_>, kind: &str) {
        let items = choices.items();
        if items.len() < 2 && matches!(choices.value, Value::Seq(_)) {
            let problem = ProblemKind::TooFewChoices {
                min: 2,
                found: items.len(),
            };
            self.add(problem, choices, lpath);
        }
        let right = items
            .iter()
            .filter(|o| matches!(o.get("correct").map(|c| &c.value), Some(Value::Bool(true))))
            .count();
        let wrong_count = match kind {
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
                kind: kind.to_string(),
                found: right,
            };
            self.add(problem, choices, lpath);
        }
    }
}
