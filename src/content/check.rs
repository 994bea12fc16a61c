//! Checks a parsed YAML tree against the format tables and collects every problem found,
//! instead of stopping at the first, each with its line, column and field path.

mod calc;
mod drill;
mod question;
mod text;

use super::schema::{FORMAT_VERSION, Field, Obj, Ty, Variant};
use super::yaml::{Node, Value};
use crate::core::date::Date;
use crate::core::ident;
use crate::core::problem::{NodeKind, ProblemKind};

/// A problem before the file name and snippet are attached.
#[derive(Debug, Clone, PartialEq)]
pub struct Found {
    pub kind: ProblemKind,
    pub line: usize,
    pub column: usize,
    pub path: String,
}

/// Where a value that must be resolved later (a lesson id, a citation) was written.
#[derive(Debug, Clone, PartialEq)]
pub struct Site {
    pub target: String,
    pub line: usize,
    pub column: usize,
    pub path: String,
}

#[derive(Debug, Default)]
pub struct Checker<'s> {
    /// The file's text, to point at a character inside a multi-line text value.
    pub src: &'s str,
    pub found: Vec<Found>,
    /// Lesson references, resolved against the whole course afterwards.
    pub refs: Vec<Site>,
    /// Citations `[^id]`, resolved against the lesson's sources.
    pub cites: Vec<Site>,
    /// Ids declared by objects, keyed by `object.field`, for duplicate checks.
    pub ids: Vec<(String, Site)>,
    /// Quiz blocks: the bank they name and the questions they list.
    pub quiz_refs: Vec<(Site, Vec<Site>)>,
    /// Drill cards: the drill each one names.
    pub drill_refs: Vec<Site>,
    /// Calculator blocks: the calculator each one names.
    pub calculator_refs: Vec<Site>,
    /// Playground cards: the scenario each one names.
    pub scenario_refs: Vec<Site>,
}

/// Where a value sits (`blocks[3].table.rows[1]`), built as a chain on the stack and turned
/// into text only when a problem is reported: checking a large course allocates no paths.
#[derive(Debug, Clone, Copy)]
pub enum Path<'a> {
    Root,
    Field(&'a Path<'a>, &'a str),
    Index(&'a Path<'a>, usize),
}

impl Path<'_> {
    pub fn render(&self) -> String {
        match self {
            Path::Root => String::new(),
            Path::Field(parent, name) => {
                let p = parent.render();
                if p.is_empty() {
                    name.to_string()
                } else {
                    format!("{p}.{name}")
                }
            }
            Path::Index(parent, i) => format!("{}[{i}]", parent.render()),
        }
    }
}

impl Checker<'_> {
    fn add(&mut self, kind: ProblemKind, node: &Node, path: &Path<'_>) {
        self.add_at(kind, node.line, node.column, path);
    }

    fn add_at(&mut self, kind: ProblemKind, line: usize, column: usize, path: &Path<'_>) {
        self.found.push(Found {
            kind,
            line,
            column,
            path: path.render(),
        });
    }

    /// Whether a scalar is written in quotes in the source.
    fn quoted(&self, node: &Node) -> bool {
        self.src
            .split('\n')
            .nth(node.line.saturating_sub(1))
            .and_then(|l| l.chars().nth(node.column.saturating_sub(1)))
            .is_some_and(|c| c == '"' || c == '\'')
    }

    pub fn has_errors(&self) -> bool {
        self.found
            .iter()
            .any(|f| f.kind.severity() == crate::core::problem::Severity::Error)
    }

    fn wrong(&mut self, expected: &str, node: &Node, path: &Path<'_>) {
        self.add(
            ProblemKind::WrongType {
                expected: expected.to_string(),
                found: node.kind(),
            },
            node,
            path,
        );
    }

    /// Checks `node` as a value of type `ty` at `path`.
    pub fn check(&mut self, node: &Node, ty: &Ty, path: &Path<'_>) {
        match ty {
            // The step rule itself is checked with the calculator (content::check::calc).
            Ty::Str | Ty::Step => {
                if let Some(s) = self.scalar(node, path, "text") {
                    self.plain_string(&s, node, path);
                }
            }
            Ty::Label => self.text(node, path, false),
            Ty::Text => self.text(node, path, true),
            Ty::Code => match &node.value {
                Value::Str(s) => self.chars(s, node, path, true),
                _ => self.wrong("text", node, path),
            },
            Ty::Int { min, max } => self.int(node, path, *min, *max),
            Ty::Number { min } => match number(node) {
                Some(v) if v < *min => {
                    let kind = ProblemKind::BelowMin {
                        value: node.as_text().unwrap_or_default().to_string(),
                        min: min.to_string(),
                    };
                    self.add(kind, node, path);
                }
                Some(_) => {}
                None => self.wrong("number", node, path),
            },
            Ty::Bool => {
                if !matches!(node.value, Value::Bool(_)) {
                    self.wrong("boolean", node, path);
                }
            }
            Ty::Id | Ty::Ref => {
                if let Some(s) = self.scalar(node, path, "identifier") {
                    if s.bytes().all(|b| b.is_ascii_digit()) && !self.quoted(node) {
                        let kind = ProblemKind::UnquotedNumberId { value: s.clone() };
                        self.add(kind, node, path);
                    }
                    if !ident::is_valid(&s) {
                        self.add(ProblemKind::BadId { value: s }, node, path);
                    } else if matches!(ty, Ty::Ref) {
                        self.refs.push(site(s, node, path));
                    }
                }
            }
            Ty::Date => {
                if let Some(s) = self.scalar(node, path, "date")
                    && Date::parse(&s).is_none()
                {
                    self.add(ProblemKind::BadDate { value: s }, node, path);
                }
            }
            Ty::Url => {
                if let Some(s) = self.scalar(node, path, "text") {
                    let ok = (s.starts_with("https://") || s.starts_with("http://"))
                        && !s.contains(char::is_whitespace);
                    if !ok {
                        self.add(ProblemKind::BadUrl { value: s }, node, path);
                    }
                }
            }
            Ty::Version => self.version(node, path, FORMAT_VERSION),
            Ty::ManifestVersion => self.version(node, path, super::schema::MANIFEST_VERSION),
            Ty::Enum(allowed) => {
                if let Some(s) = self.scalar(node, path, "text")
                    && !allowed.contains(&s.as_str())
                {
                    let allowed = allowed.iter().map(|a| a.to_string()).collect();
                    self.add(ProblemKind::BadEnum { value: s, allowed }, node, path);
                }
            }
            Ty::List { item, min } => self.list(node, item, *min, path),
            Ty::Obj(obj) => self.obj(node, obj, path),
            Ty::RefOr(obj) => match &node.value {
                Value::Map(_) => self.obj(node, obj, path),
                _ => self.check(node, &Ty::Ref, path),
            },
            Ty::OneOf(variants) => self.one_of(node, variants, path),
        }
    }

    /// A scalar's text, or a wrong-type problem.
    fn scalar(&mut self, node: &Node, path: &Path<'_>, expected: &str) -> Option<String> {
        match node.as_text() {
            Some(s) => Some(s.to_string()),
            None => {
                self.wrong(expected, node, path);
                None
            }
        }
    }

    fn int(&mut self, node: &Node, path: &Path<'_>, min: i64, max: i64) {
        let parsed = match &node.value {
            Value::Number(raw) => raw.replace('_', "").parse::<i64>().ok(),
            _ => None,
        };
        match parsed {
            Some(v) if v < min || v > max => {
                self.add(ProblemKind::OutOfRange { value: v, min, max }, node, path)
            }
            Some(_) => {}
            None => self.wrong("integer", node, path),
        }
    }

    /// A format version from 1 up to `newest`.
    fn version(&mut self, node: &Node, path: &Path<'_>, newest: i64) {
        let found = match &node.value {
            Value::Number(raw) => raw.parse::<i64>().ok(),
            _ => None,
        };
        match found {
            Some(v) if (FORMAT_VERSION..=newest).contains(&v) => {}
            Some(found) => self.add(
                ProblemKind::FormatVersion {
                    found,
                    supported: newest,
                },
                node,
                path,
            ),
            None => self.wrong("integer", node, path),
        }
    }

    fn list(&mut self, node: &Node, item: &Ty, min: usize, path: &Path<'_>) {
        let Value::Seq(items) = &node.value else {
            self.wrong("list", node, path);
            return;
        };
        if items.len() < min {
            self.add(ProblemKind::EmptyList, node, path);
        }
        for (i, it) in items.iter().enumerate() {
            self.check(it, item, &Path::Index(path, i));
        }
    }

    fn duplicate_keys(&mut self, node: &Node, path: &Path<'_>) {
        let entries = node.entries();
        for (i, (k, _)) in entries.iter().enumerate() {
            if entries[..i].iter().any(|(p, _)| p.name == k.name) {
                let kind = ProblemKind::DuplicateKey {
                    key: k.name.clone(),
                };
                self.add_at(kind, k.line, k.column, &Path::Field(path, &k.name));
            }
        }
    }

    fn obj(&mut self, node: &Node, obj: &Obj, path: &Path<'_>) {
        if !matches!(node.value, Value::Map(_)) {
            self.wrong("map", node, path);
            return;
        }
        self.duplicate_keys(node, path);
        for (k, v) in node.entries() {
            let field_path = Path::Field(path, &k.name);
            match obj.fields.iter().find(|f| f.name == k.name) {
                Some(f) => self.field(v, f, obj, &field_path),
                None => {
                    let kind = ProblemKind::UnknownField {
                        field: k.name.clone(),
                        expected: obj.fields.iter().map(|f| f.name.to_string()).collect(),
                    };
                    self.add_at(kind, k.line, k.column, &field_path);
                }
            }
        }
        // A required field written with a typo (`titel`) is named once, at the typo, with the
        // suggestion; not a second time as missing.
        let names: Vec<&str> = obj.fields.iter().map(|f| f.name).collect();
        let misspelled: Vec<&str> = node
            .entries()
            .iter()
            .filter(|(k, _)| !names.contains(&k.name.as_str()))
            .filter_map(|(k, _)| crate::core::ident::nearest(&k.name, names.iter().copied()))
            .collect();
        for f in obj.fields.iter().filter(|f| f.required) {
            let present = node.get(f.name).is_some_and(|v| v.value != Value::Null);
            if !present && !misspelled.contains(&f.name) {
                let kind = ProblemKind::MissingField {
                    field: f.name.to_string(),
                };
                self.add(kind, node, path);
            }
        }
        self.obj_rules(node, obj, path);
    }

    /// A manifest of format 2 names its course; one of format 1 without an id is kept under
    /// its folder, which moving the folder would change: said as a warning.
    fn course_rules(&mut self, node: &Node, path: &Path<'_>) {
        let version = node
            .get("format_version")
            .and_then(Node::as_text)
            .and_then(|v| v.parse::<i64>().ok());
        if node.get("id").is_some_and(|v| v.value != Value::Null) {
            return;
        }
        match version {
            Some(v) if v >= super::schema::MANIFEST_VERSION => {
                let kind = ProblemKind::MissingField { field: "id".into() };
                self.add(kind, node, path);
            }
            Some(_) => self.add(ProblemKind::CourseWithoutId, node, path),
            None => {}
        }
    }

    fn field(&mut self, v: &Node, f: &Field, obj: &Obj, path: &Path<'_>) {
        if v.value == Value::Null {
            // `field:` with nothing after it counts as absent; required ones are reported once.
            return;
        }
        self.check(v, &f.ty, path);
        // Only an object's own `id` declares something; other id fields point elsewhere.
        // Options, steps and checklist points are unique per question or drill, which their
        // own rules check; a drill card's id names a drill.
        if f.name == "id"
            && !matches!(
                obj.name,
                "option" | "step" | "check-item" | "drill-card" | "calculator-card"
            )
            && let Some(s) = v.as_text()
        {
            self.ids.push((
                format!("{}.{}", obj.name, f.name),
                site(s.to_string(), v, path),
            ));
        }
    }

    /// Rules that involve several fields of one object.
    fn obj_rules(&mut self, node: &Node, obj: &Obj, path: &Path<'_>) {
        match obj.name {
            "callout" => {
                let has = |f: &str| node.get(f).is_some_and(|v| v.value != Value::Null);
                if !has("text") && !has("items") {
                    self.add(ProblemKind::CalloutEmpty, node, path);
                }
            }
            "question" => self.question_rules(node, path),
            "course" => self.course_rules(node, path),
            "drill" => self.drill_rules(node, path),
            "drill-card" => self.drill_card_rules(node, path),
            "calculator" => self.calculator_rules(node, path),
            "calculator-card" => self.calculator_card_rules(node, path),
            "playground-card" => {
                if let Some(id) = node.get("id")
                    && let Some(text) = id.as_text()
                {
                    let s = site(text.to_string(), id, &Path::Field(path, "id"));
                    self.scenario_refs.push(s);
                }
            }
            "scenario-step" => {
                if let Some(run) = node.get("run")
                    && let Some(text) = run.as_text()
                    && let Err(e) = crate::core::play::parse(text)
                {
                    let kind = ProblemKind::BadPlayCommand {
                        command: text.to_string(),
                        error: e,
                    };
                    self.add(kind, run, &Path::Field(path, "run"));
                }
            }
            "bank" => self.bank_rules(node, path),
            "quiz" => {
                if let Some(bank) = node.get("bank").filter(|b| b.as_text().is_some()) {
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
            }
            "table" => {
                let columns = node.get("header").map(|h| h.items().len()).unwrap_or(0);
                if let Some(rows) = node.get("rows") {
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
            }
            _ => {}
        }
    }

    fn one_of(&mut self, node: &Node, variants: &[Variant], path: &Path<'_>) {
        let expected = || variants.iter().map(|v| v.name.to_string()).collect();
        let entries = node.entries();
        let [(key, value)] = entries else {
            self.add(
                ProblemKind::BlockShape {
                    expected: expected(),
                },
                node,
                path,
            );
            return;
        };
        let Some(variant) = variants.iter().find(|v| v.name == key.name) else {
            let kind = ProblemKind::UnknownField {
                field: key.name.clone(),
                expected: expected(),
            };
            self.add_at(kind, key.line, key.column, &Path::Field(path, &key.name));
            return;
        };
        let inner = Path::Field(path, &key.name);
        if value.value == Value::Null {
            let kind = ProblemKind::MissingField {
                field: key.name.clone(),
            };
            self.add_at(kind, key.line, key.column, &inner);
            return;
        }
        self.check(value, &variant.ty, &inner);
    }
}

/// A number written as one (`12`, `0.5`, `4e10`).
fn number(node: &Node) -> Option<f64> {
    match &node.value {
        Value::Number(raw) => raw.replace('_', "").parse().ok(),
        _ => None,
    }
}

fn site(target: String, node: &Node, path: &Path<'_>) -> Site {
    Site {
        target,
        line: node.line,
        column: node.column,
        path: path.render(),
    }
}

/// Expected names of node kinds, as used in `WrongType` problems.
pub fn kind_key(kind: NodeKind) -> &'static str {
    match kind {
        NodeKind::Null => "null",
        NodeKind::Bool => "boolean",
        NodeKind::Number => "number",
        NodeKind::Text => "text",
        NodeKind::List => "list",
        NodeKind::Map => "map",
    }
}
