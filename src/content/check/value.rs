//! Checks of one value against its type in the format tables: scalars here (numbers,
//! ids, dates, addresses, versions, choices), lists, objects and variants handed on.

use super::text::Written;
use super::{Checker, Path, site};
use crate::content::schema::{FORMAT_VERSION, Ty};
use crate::content::yaml::{Node, Value};
use crate::core::date::Date;
use crate::core::ident;
use crate::core::problem::ProblemKind;

impl Checker<'_> {
    /// Checks `node` as a value of type `ty` at `path`.
    pub fn check(&mut self, node: &Node, ty: &Ty, path: &Path<'_>) {
        match ty {
            // The step rule itself is checked with the calculator (content::check::calc).
            Ty::Str | Ty::Step => {
                if let Some(s) = self.scalar(node, path, "text") {
                    self.plain_string(&s, node, path);
                }
            }
            Ty::Label => self.text(node, path, Written::Label),
            Ty::Text => self.text(node, path, Written::Prose),
            Ty::CodeText => match &node.value {
                Value::Map(_) => self.text(node, path, Written::Verbatim),
                _ => self.check(node, &Ty::Code, path),
            },
            Ty::Code => match &node.value {
                Value::Str(s) => self.chars(s, node, path, true),
                _ => self.wrong("text", node, path),
            },
            Ty::Int { min, max } => self.int(node, path, *min, *max),
            Ty::Number { min } => self.number_at_least(node, path, *min),
            Ty::Tolerance => match number(node) {
                Some(_) => self.number_at_least(node, path, 0.0),
                None => {
                    let s = node.as_text().unwrap_or_default();
                    if crate::core::tolerance::Tolerance::parse(s).is_none() {
                        let kind = ProblemKind::BadTolerance {
                            value: s.to_string(),
                        };
                        self.add(kind, node, path);
                    }
                }
            },
            Ty::Bool => {
                if !matches!(node.value, Value::Bool(_)) {
                    self.wrong("boolean", node, path);
                }
            }
            Ty::Id | Ty::Ref => self.id(node, path, matches!(ty, Ty::Ref)),
            Ty::Date => {
                if let Some(s) = self.scalar(node, path, "date")
                    && Date::parse(&s).is_none()
                {
                    self.add(ProblemKind::BadDate { value: s }, node, path);
                }
            }
            Ty::Url => self.url(node, path),
            Ty::Version => self.version(node, path, FORMAT_VERSION),
            Ty::ManifestVersion => {
                self.version(node, path, crate::content::schema::MANIFEST_VERSION)
            }
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

    /// A number, not below `min`.
    fn number_at_least(&mut self, node: &Node, path: &Path<'_>, min: f64) {
        match number(node) {
            Some(v) if v < min => {
                let kind = ProblemKind::BelowMin {
                    value: node.as_text().unwrap_or_default().to_string(),
                    min: min.to_string(),
                };
                self.add(kind, node, path);
            }
            Some(_) => {}
            None => self.wrong("number", node, path),
        }
    }

    /// An identifier; a lesson reference (`is_ref`) is kept to resolve against the course.
    fn id(&mut self, node: &Node, path: &Path<'_>, is_ref: bool) {
        if let Some(s) = self.scalar(node, path, "identifier") {
            if s.bytes().all(|b| b.is_ascii_digit()) && !self.quoted(node) {
                let kind = ProblemKind::UnquotedNumberId { value: s.clone() };
                self.add(kind, node, path);
            }
            if !ident::is_valid(&s) {
                self.add(ProblemKind::BadId { value: s }, node, path);
            } else if is_ref {
                self.refs.push(site(s, node, path));
            }
        }
    }

    /// An http(s) address without spaces.
    fn url(&mut self, node: &Node, path: &Path<'_>) {
        if let Some(s) = self.scalar(node, path, "text") {
            let ok = (s.starts_with("https://") || s.starts_with("http://"))
                && !s.contains(char::is_whitespace);
            if !ok {
                self.add(ProblemKind::BadUrl { value: s }, node, path);
            }
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
}

/// A number written as one (`12`, `0.5`, `4e10`).
fn number(node: &Node) -> Option<f64> {
    match &node.value {
        Value::Number(raw) => raw.replace('_', "").parse().ok(),
        _ => None,
    }
}
