//! Checks of lists, objects and one-of variants: unknown, missing, misspelled and repeated
//! fields, each field checked against its type, the ids objects declare.

use super::{Checker, Path, site};
use crate::content::schema::{Field, Obj, Ty, Variant};
use crate::content::yaml::{Node, Value};
use crate::core::problem::ProblemKind;

impl Checker<'_> {
    pub(super) fn list(&mut self, node: &Node, item: &Ty, min: usize, path: &Path<'_>) {
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

    pub(super) fn duplicate_keys(&mut self, node: &Node, path: &Path<'_>) {
        let entries = node.entries();
        for (i, (k, _)) in entries.iter().enumerate() {
            if let Some((first, _)) = entries[..i].iter().find(|(p, _)| p.name == k.name) {
                let kind = ProblemKind::DuplicateKey {
                    key: k.name.clone(),
                    first: first.line,
                };
                self.add_at(kind, k.line, k.column, &Path::Field(path, &k.name));
            }
        }
    }

    pub(super) fn obj(&mut self, node: &Node, obj: &Obj, path: &Path<'_>) {
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

    pub(super) fn one_of(&mut self, node: &Node, variants: &[Variant], path: &Path<'_>) {
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

    /// Ids are unique within one list (options, steps, a checklist): a later one that repeats
    /// an earlier is reported at its id, with the line of the first.
    pub(super) fn duplicate_item_ids(&mut self, items: &[Node], lpath: &Path<'_>, list: &str) {
        let mut seen: Vec<(&str, usize)> = Vec::new();
        for (i, item) in items.iter().enumerate() {
            let Some(id) = item.get("id") else { continue };
            let text = id.as_text().unwrap_or_default();
            if let Some((_, line)) = seen.iter().find(|(t, _)| *t == text) {
                let kind = ProblemKind::DuplicateId {
                    id: text.to_string(),
                    first: list.to_string(),
                    line: *line,
                };
                let ipath = Path::Index(lpath, i);
                self.add(kind, id, &Path::Field(&ipath, "id"));
            }
            seen.push((text, id.line));
        }
    }
}
