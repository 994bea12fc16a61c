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
        if kind == "numeric" {
            self.vary_rules(node, path);
        }
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

impl Checker<'_> {
    /// A numeric question's `vary`: it needs the calculator whose inputs it draws, each
    /// input a name of that calculator (resolved with the figure marks), each range the
    /// right way round, and each drawn input shown in the prompt, or the learner is asked
    /// about a figure they cannot see.
    pub(super) fn vary_rules(&mut self, node: &Node, path: &Path<'_>) {
        let Some(vary) = node.get("vary").filter(|v| !v.items().is_empty()) else {
            return;
        };
        let Some(calc) = node.get("calculator").and_then(Node::as_text) else {
            let problem = ProblemKind::QuestionNeeds {
                field: "calculator".into(),
                kind: "vary".into(),
            };
            return self.add(problem, vary, &Path::Field(path, "vary"));
        };
        let calc = calc.trim().to_string();
        let prompt = node.get("prompt");
        let written = |lang: &str| {
            (prompt.and_then(|p| p.get(lang).or(Some(p))))
                .and_then(Node::as_text)
                .unwrap_or_default()
                .to_string()
        };
        let (id, en) = (written("id"), written("en"));
        let vpath = Path::Field(path, "vary");
        for (i, v) in vary.items().iter().enumerate() {
            let item = Path::Index(&vpath, i);
            let Some(input) = v.get("input") else {
                continue;
            };
            let name = input.as_text().unwrap_or_default().trim();
            let site = super::site(
                format!("{calc}.{name}"),
                input,
                &Path::Field(&item, "input"),
            );
            self.figures.push(site);
            let mark = format!("[={calc}.{name}");
            let shows =
                |t: &str| t.contains(&format!("{mark}]")) || t.contains(&format!("{mark}:"));
            if !shows(&id) || !shows(&en) {
                let problem = ProblemKind::VaryNotShown {
                    mark: format!("{mark}]"),
                };
                self.add(problem, input, &Path::Field(&item, "input"));
            }
            let n = |f: &str| {
                v.get(f)
                    .and_then(Node::as_text)
                    .and_then(|s| s.parse::<f64>().ok())
            };
            if let (Some(lo), Some(hi), Some(at)) = (n("min"), n("max"), v.get("max"))
                && hi < lo
            {
                let problem = ProblemKind::BelowMin {
                    value: hi.to_string(),
                    min: lo.to_string(),
                };
                self.add(problem, at, &Path::Field(&item, "max"));
            }
        }
    }
}
