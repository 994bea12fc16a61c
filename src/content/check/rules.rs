//! Rules that involve several fields of one object: which object has which, and those of
//! the manifest and of lesson blocks (callouts, tables, quizzes, playground cards and steps).

use super::{Checker, Path, site};
use crate::content::schema::{Obj, Rules};
use crate::content::yaml::{Node, Value};
use crate::core::problem::ProblemKind;

impl Checker<'_> {
    /// Rules that involve several fields of one object, as the object's schema names them.
    pub(super) fn obj_rules(&mut self, node: &Node, obj: &Obj, path: &Path<'_>) {
        match obj.rules {
            Rules::None => {}
            Rules::Lesson => self.lesson_rules(node, path),
            Rules::Callout => self.callout_rules(node, path),
            Rules::Question => self.question_rules(node, path),
            Rules::Course => self.course_rules(node, path),
            Rules::Drill => self.drill_rules(node, path),
            Rules::DrillCard => self.drill_card_rules(node, path),
            Rules::Calculator => self.calculator_rules(node, path),
            Rules::CalculatorCard => self.calculator_card_rules(node, path),
            Rules::PlaygroundCard => self.playground_card_rules(node, path),
            Rules::Scenario => self.scenario_rules(node, path),
            Rules::ScenarioStep => self.scenario_step_rules(node, path),
            Rules::Simulation => self.simulation_rules(node, path),
            Rules::SimulationCard => self.simulation_card_rules(node, path),
            Rules::Bank => self.bank_rules(node, path),
            Rules::Quiz => self.quiz_rules(node, path),
            Rules::Review => self.review_rules(node, path),
            Rules::StepExpect => self.step_expect_rules(node, path),
            Rules::Table => self.table_rules(node, path),
            Rules::Diagram => self.diagram_rules(node, path),
            Rules::Playground => self.playground_rules(node, path),
            Rules::PlaygroundColumn => self.playground_column_rules(node, path),
            Rules::Scheduler => self.scheduler_rules(node, path),
        }
    }

    /// A lesson's title does not repeat its code: the map and the title bar show the code
    /// beside it already (`M13.08 Review M13.08: …`).
    fn lesson_rules(&mut self, node: &Node, path: &Path<'_>) {
        let Some(code) = node.get("code").and_then(Node::as_text).map(str::trim) else {
            return;
        };
        let Some(title) = node.get("title") else {
            return;
        };
        let tpath = Path::Field(path, "title");
        let texts: Vec<(&Node, Path<'_>)> = match title.as_text() {
            Some(_) => vec![(title, tpath)],
            None => ["id", "en"]
                .into_iter()
                .filter_map(|l| title.get(l).map(|n| (n, Path::Field(&tpath, l))))
                .collect(),
        };
        for (n, p) in texts {
            if !code.is_empty() && n.as_text().is_some_and(|t| t.contains(code)) {
                let kind = ProblemKind::TitleRepeatsCode {
                    code: code.to_string(),
                };
                self.add(kind, n, &p);
            }
        }
    }

    /// A callout says something: a text, items, or both.
    fn callout_rules(&mut self, node: &Node, path: &Path<'_>) {
        let has = |f: &str| node.get(f).is_some_and(|v| v.value != Value::Null);
        if !has("text") && !has("items") {
            self.add(ProblemKind::CalloutEmpty, node, path);
        }
    }

    /// The scenario a playground card names, resolved against the banks afterwards.
    fn playground_card_rules(&mut self, node: &Node, path: &Path<'_>) {
        if let Some(id) = node.get("id")
            && let Some(text) = id.as_text()
        {
            let s = site(text.to_string(), id, &Path::Field(path, "id"));
            self.scenario_refs.push(s);
        }
    }

    /// A scenario starts from a state it declares: its first step is `reset`, so what it
    /// says matches what the learner sees whatever ran before it.
    fn scenario_rules(&mut self, node: &Node, path: &Path<'_>) {
        let steps = Path::Field(path, "steps");
        self.scenario_steps_read(node, &steps);
        let Some(first) = node.get("steps").and_then(|s| s.items().first()) else {
            return;
        };
        let Some(run) = first.get("run") else { return };
        let text = run.as_text().unwrap_or_default().trim();
        if !matches!(
            crate::core::play::parse(text),
            Ok(crate::core::play::Command::Reset(_))
        ) {
            let kind = ProblemKind::ScenarioNoReset {
                first: text.to_string(),
            };
            let at = Path::Field(&Path::Index(&steps, 0), "run");
            self.add(kind, run, &at);
        }
    }

    /// A step's command is read with its scenario's (`scenario_rules`): the follow graph
    /// and a playground the course defines take different commands.
    fn scenario_step_rules(&mut self, _node: &Node, _path: &Path<'_>) {}

    /// Each step of a scenario on the follow graph runs a command it reads; a defined
    /// playground's steps are read against its definition with the whole course.
    fn scenario_steps_read(&mut self, node: &Node, steps: &Path<'_>) {
        let on = node
            .get("playground")
            .and_then(Node::as_text)
            .map(str::trim);
        if on.is_some_and(|p| p != crate::core::playdef::BUILT_IN) {
            return;
        }
        let items = node.get("steps").map(Node::items).unwrap_or_default();
        for (i, step) in items.iter().enumerate() {
            if let Some(run) = step.get("run")
                && let Some(text) = run.as_text()
                && let Err(e) = crate::core::play::parse(text)
            {
                let kind = ProblemKind::BadPlayCommand {
                    command: text.to_string(),
                    error: e,
                };
                let at = Path::Index(steps, i);
                self.add(kind, run, &Path::Field(&at, "run"));
            }
        }
    }

    /// The bank and questions a quiz block names, resolved against the course afterwards.
    fn quiz_rules(&mut self, node: &Node, path: &Path<'_>) {
        let Some(bank) = node.get("bank").filter(|b| b.as_text().is_some()) else {
            return;
        };
        let bank_site = site(
            bank.as_text().unwrap_or_default().to_string(),
            bank,
            &Path::Field(path, "bank"),
        );
        let qpath = Path::Field(path, "questions");
        let questions = node
            .get("questions")
            .map(|q| q.items())
            .unwrap_or_default()
            .iter()
            .enumerate()
            .filter_map(|(i, q)| {
                q.as_text()
                    .map(|t| site(t.to_string(), q, &Path::Index(&qpath, i)))
            })
            .collect();
        self.quiz_refs.push((bank_site, questions));
    }

    /// The lessons a review block reviews, resolved against the banks afterwards.
    fn review_rules(&mut self, node: &Node, path: &Path<'_>) {
        let Some(lessons) = node.get("lessons") else {
            return;
        };
        let ids = (lessons.items().iter())
            .filter_map(|l| l.as_text().map(str::to_string))
            .collect();
        let at = site(String::new(), lessons, &Path::Field(path, "lessons"));
        self.review_refs.push((at, ids));
    }

    /// Counts in what a step expects are whole: `touched: 2.5` could never be met, and
    /// earlier releases skipped it without a word.
    fn step_expect_rules(&mut self, node: &Node, path: &Path<'_>) {
        for field in [
            "rows",
            "fullscan_at_least",
            "vm_steps_at_most",
            "touched",
            "touched_at_most",
        ] {
            if let Some(v) = node.get(field)
                && let Value::Number(n) = &v.value
                && n.parse::<f64>().is_ok_and(|x| x.fract() != 0.0)
            {
                let kind = ProblemKind::ExpectNotWhole {
                    field: field.to_string(),
                    value: n.clone(),
                };
                self.add(kind, v, &Path::Field(path, field));
            }
        }
    }

    /// Every row of a table has as many cells as its header.
    fn table_rules(&mut self, node: &Node, path: &Path<'_>) {
        let columns = node.get("header").map(|h| h.items().len()).unwrap_or(0);
        let Some(rows) = node.get("rows") else {
            return;
        };
        for (i, row) in rows.items().iter().enumerate() {
            let found = row.items().len();
            if matches!(row.value, Value::Seq(_)) && found != columns {
                let kind = ProblemKind::TableRowLength {
                    expected: columns,
                    found,
                };
                self.add(kind, row, &Path::Index(&Path::Field(path, "rows"), i));
            }
        }
    }

    /// A manifest of format 2 names its course; one of format 1 without an id is kept under
    /// its folder, which moving the folder would change: said as a warning.
    /// A course's FSRS parameters are ones the scheduler takes (21 of them, each in its range).
    fn scheduler_rules(&mut self, node: &Node, path: &Path<'_>) {
        let Some(list) = node.get("parameters") else {
            return;
        };
        let numbers: Option<Vec<f32>> = (list.items().iter())
            .map(|n| n.as_text().and_then(|t| t.trim().parse::<f32>().ok()))
            .collect();
        let Some(numbers) = numbers else {
            return;
        };
        let retention = crate::core::schedule::DEFAULT_RETENTION;
        if let Err(e) = crate::core::schedule::Scheduler::with_parameters(retention, &numbers) {
            let kind = ProblemKind::BadParameters {
                detail: e.to_string(),
            };
            self.add(kind, list, &Path::Field(path, "parameters"));
        }
    }

    fn course_rules(&mut self, node: &Node, path: &Path<'_>) {
        let version = node
            .get("format_version")
            .and_then(Node::as_text)
            .and_then(|v| v.parse::<i64>().ok());
        if node.get("id").is_some_and(|v| v.value != Value::Null) {
            return;
        }
        match version {
            Some(v) if v >= crate::content::schema::MANIFEST_VERSION => {
                let kind = ProblemKind::MissingField { field: "id".into() };
                self.add(kind, node, path);
            }
            Some(_) => self.add(ProblemKind::CourseWithoutId, node, path),
            None => {}
        }
    }
}
