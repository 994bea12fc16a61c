//! JSON Schema (draft-07, what yaml-language-server reads best) generated from the format
//! tables, so editors offer completion and flag mistakes as the instructor types.

use serde_json::{Map, Value, json};

use super::schema::{self, BLOCKS, Obj, Ty};
use crate::core::ident;

/// Which file kind the schema describes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Lesson,
    Course,
    Bank,
}

/// Builds the schema; `describe` turns a description message id into text.
pub fn generate(kind: Kind, describe: &dyn Fn(&str) -> String) -> Value {
    let (root, root_doc, title) = match kind {
        Kind::Lesson => (&schema::LESSON, "schema-lesson-root", "latih lesson"),
        Kind::Course => (
            &schema::COURSE,
            "schema-course-root",
            "latih course manifest",
        ),
        Kind::Bank => (&schema::BANK, "schema-bank-root", "latih question bank"),
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
        m.insert("description".into(), json!(describe(root_doc)));
        m.insert("definitions".into(), Value::Object(defs));
    }
    out
}

fn text(describe: &dyn Fn(&str) -> String) -> Value {
    let lang = json!({"type": ["string", "number", "boolean"]});
    json!({
        "description": describe("schema-text"),
        "oneOf": [
            {"type": ["string", "number", "boolean"]},
            {
                "type": "object",
                "properties": {"id": lang, "en": lang},
                "additionalProperties": false,
                "minProperties": 1
            }
        ]
    })
}

fn blocks(describe: &dyn Fn(&str) -> String) -> Value {
    let variants: Vec<Value> = BLOCKS
        .iter()
        .map(|v| {
            let mut props = Map::new();
            let mut t = ty(&v.ty);
            if let Value::Object(m) = &mut t {
                m.insert(
                    "description".into(),
                    json!(describe(&schema::block_doc_id(v.name))),
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

fn object(obj: &Obj, describe: &dyn Fn(&str) -> String) -> Value {
    let mut props = Map::new();
    for f in obj.fields {
        let mut t = ty(&f.ty);
        if let Value::Object(m) = &mut t {
            m.insert(
                "description".into(),
                json!(describe(&schema::doc_id(obj.name, f.name))),
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
    json!({
        "type": "object",
        "properties": props,
        "required": required,
        "additionalProperties": false
    })
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
        Ty::Int { min, max } => json!({"type": "integer", "minimum": min, "maximum": max}),
        Ty::Number { min } => json!({"type": "number", "minimum": min}),
        Ty::Bool => json!({"type": "boolean"}),
        Ty::Id | Ty::Ref => json!({"type": ["string", "number"], "pattern": ident::PATTERN}),
        Ty::Date => json!({"type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"}),
        Ty::Url => json!({"type": "string", "pattern": "^https?://\\S+$"}),
        Ty::Version => json!({"const": schema::FORMAT_VERSION}),
        Ty::Enum(values) => json!({"enum": values}),
        Ty::List { item, min } => json!({"type": "array", "items": ty(item), "minItems": min}),
        Ty::Obj(obj) => reference(obj.name),
        Ty::RefOr(obj) => json!({
            "oneOf": [ty(&Ty::Ref), { "$ref": format!("#/definitions/{}", obj.name) }]
        }),
        Ty::OneOf(_) => reference("block"),
    }
}
