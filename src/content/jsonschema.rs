//! JSON Schema (draft-07, what yaml-language-server reads best) generated from the format
//! tables, so editors offer completion and flag mistakes as the instructor types.

use serde_json::{Map, Value, json};

use super::schema::{self, BLOCKS, Obj, Ty};
use crate::core::ident;
use crate::core::message::{self, Arg};

/// Turns a description into text in the reader's language (`I18n::text`).
type Describe<'a> = &'a dyn Fn(&Arg) -> String;

/// The description of a field or block type: its id is made from the format tables, and a
/// test checks each has its message; one without would show its id, as before.
fn doc(id: &str) -> Arg {
    message::lookup(id).map_or_else(|| Arg::from(id), Arg::from)
}

/// Which file kind the schema describes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Lesson,
    Course,
    Bank,
    Glossary,
}

/// Builds the schema; `describe` turns a description into text.
pub fn generate(kind: Kind, describe: Describe<'_>) -> Value {
    let (root, root_doc, title) = match kind {
        Kind::Lesson => (
            &schema::LESSON,
            message::schema_lesson_root(),
            "latih lesson",
        ),
        Kind::Course => (
            &schema::COURSE,
            message::schema_course_root(),
            "latih course manifest",
        ),
        Kind::Bank => (
            &schema::BANK,
            message::schema_bank_root(),
            "latih question bank",
        ),
        Kind::Glossary => (
            &schema::GLOSSARY,
            message::schema_glossary_root(),
            "latih glossary",
        ),
    };
    let mut defs = Map::new();
    for obj in schema::OBJECTS {
        defs.insert(obj.name.to_string(), object(obj, describe));
    }
    defs.insert("text".into(), text(describe));
    defs.insert("block".into(), blocks(describe));
    let mut out = object(root, describe);
    if let Value::Object(m) = &mut out {
        m.insert(
            "$schema".into(),
            json!("http://json-schema.org/draft-07/schema#"),
        );
        m.insert("title".into(), json!(title));
        m.insert("description".into(), json!(describe(&Arg::from(root_doc))));
        m.insert("definitions".into(), Value::Object(defs));
    }
    out
}

fn text(describe: Describe<'_>) -> Value {
    // Empty or blank text is refused, as lint refuses it.
    let lang = json!({"type": ["string", "number", "boolean"], "pattern": "\\S"});
    json!({
        "description": describe(&message::schema_text().into()),
        "oneOf": [
            lang,
            {
                "type": "object",
                "properties": {"id": lang, "en": lang},
                "additionalProperties": false,
                "minProperties": 1
            }
        ]
    })
}

fn blocks(describe: Describe<'_>) -> Value {
    let variants: Vec<Value> = BLOCKS
        .iter()
        .map(|v| {
            let mut props = Map::new();
            let mut t = ty(&v.ty);
            if let Value::Object(m) = &mut t {
                m.insert(
                    "description".into(),
                    json!(describe(&doc(&schema::block_doc_id(v.name)))),
                );
            }
            props.insert(v.name.to_string(), t);
            json!({
                "type": "object",
                "properties": props,
                "required": [v.name],
                "additionalProperties": false
            })
        })
        .collect();
    json!({ "oneOf": variants })
}

fn object(obj: &Obj, describe: Describe<'_>) -> Value {
    let mut props = Map::new();
    for f in obj.fields {
        let mut t = ty(&f.ty);
        if let Value::Object(m) = &mut t {
            m.insert(
                "description".into(),
                json!(describe(&doc(&schema::doc_id(obj.name, f.name)))),
            );
        }
        props.insert(f.name.to_string(), t);
    }
    let required: Vec<&str> = obj
        .fields
        .iter()
        .filter(|f| f.required)
        .map(|f| f.name)
        .collect();
    let mut out = json!({
        "type": "object",
        "properties": props,
        "required": required,
        "additionalProperties": false
    });
    if let (Value::Object(m), Some(extra)) = (&mut out, rules(obj.name)) {
        m.extend(extra);
    }
    out
}

/// What lint checks of an object beyond its fields that JSON Schema can say too: the fields
/// each question type needs and may have, with at least two options or steps; a bank with
/// something in it.
fn rules(obj: &str) -> Option<Map<String, Value>> {
    let mut m = Map::new();
    match obj {
        "question" => {
            let typed = schema::TYPED_FIELDS;
            let cases: Vec<Value> = schema::QUESTION_TYPES
                .iter()
                .map(|kind| {
                    let (required, allowed) = schema::question_fields(kind);
                    let mut props = Map::new();
                    for f in typed.iter().filter(|f| !allowed.contains(f)) {
                        props.insert((*f).to_string(), json!(false));
                    }
                    for f in ["options", "steps"].iter().filter(|f| allowed.contains(f)) {
                        props.insert((*f).to_string(), json!({"minItems": 2}));
                    }
                    json!({
                        "if": {"properties": {"type": {"const": kind}}, "required": ["type"]},
                        "then": {"required": required, "properties": props}
                    })
                })
                .collect();
            m.insert("allOf".into(), Value::Array(cases));
        }
        "course" => {
            m.insert(
                "allOf".into(),
                json!([{
                    "if": {"properties": {"format_version": {"const": schema::MANIFEST_VERSION}}},
                    "then": {"required": ["id"]}
                }]),
            );
        }
        "bank" => {
            let any: Vec<Value> = [
                "questions",
                "drills",
                "calculators",
                "scenarios",
                "simulations",
            ]
            .iter()
            .map(|f| json!({"required": [f]}))
            .collect();
            m.insert("anyOf".into(), Value::Array(any));
        }
        _ => return None,
    }
    Some(m)
}

fn reference(name: &str) -> Value {
    // allOf keeps room for a sibling "description" next to the $ref in draft-07.
    json!({ "allOf": [{ "$ref": format!("#/definitions/{name}") }] })
}

fn ty(t: &Ty) -> Value {
    match t {
        Ty::Str => json!({"type": ["string", "number"], "minLength": 1}),
        Ty::Label | Ty::Text => reference("text"),
        Ty::Code => json!({"type": "string"}),
        Ty::CodeText => reference("text"),
        Ty::Int { min, max } => json!({"type": "integer", "minimum": min, "maximum": max}),
        Ty::Number { min } => json!({"type": "number", "minimum": min}),
        Ty::Bool => json!({"type": "boolean"}),
        // Strings only: an unquoted `0042` is a number to other YAML tools.
        Ty::Id | Ty::Ref => json!({"type": "string", "pattern": ident::PATTERN}),
        // Months 01-12 and days that month can have (29 February in any year).
        Ty::Date => json!({
            "type": "string",
            "format": "date",
            "pattern": "^[0-9]{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-9]))$"
        }),
        Ty::Tolerance => json!({
            "oneOf": [
                {"type": "number", "minimum": 0},
                {"type": "string", "pattern": "^(magnitude|[x×][0-9]+(\\.[0-9]+)?)$"}
            ]
        }),
        Ty::Step => json!({
            "oneOf": [{"const": "1-2-5"}, {"type": "number", "exclusiveMinimum": 0}]
        }),
        Ty::Url => json!({"type": "string", "pattern": "^https?://\\S+$"}),
        Ty::Version => json!({"const": schema::FORMAT_VERSION}),
        Ty::ManifestVersion => {
            json!({"enum": (schema::FORMAT_VERSION..=schema::MANIFEST_VERSION).collect::<Vec<_>>()})
        }
        Ty::Enum(values) => json!({"enum": values}),
        Ty::List { item, min } => json!({"type": "array", "items": ty(item), "minItems": min}),
        Ty::Obj(obj) => reference(obj.name),
        Ty::RefOr(obj) => json!({
            "oneOf": [ty(&Ty::Ref), { "$ref": format!("#/definitions/{}", obj.name) }]
        }),
        Ty::OneOf(_) => reference("block"),
    }
}
