//! What a statement's object says of the question or drill (its xAPI interaction type,
//! its prompt in both languages, its options and the right response pattern) and how the
//! learner's answer reads as an xAPI response (`a[,]c`, `b[,]a[,]c`, `40`, typed text).

use serde_json::{Value, json};

use crate::core::course::Course;
use crate::core::lang::Localized;
use crate::core::quiz::{Choice, Kind, Question};
use crate::core::rich::RichText;
use crate::core::tolerance::Tolerance;
use crate::storage::log::{Answer, Attempt};

/// The IRI every latih activity, extension and account lives under.
pub const BASE: &str = "urn:latih";

/// A part of an IRI: everything but unreserved characters percent-encoded.
fn part(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                char::from(b).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

pub fn course_iri(course: &Course) -> String {
    format!("{BASE}:course:{}", part(&course.id))
}

/// The IRI of a lesson, question or drill of the course.
pub fn iri(course: &Course, what: &str, id: &str) -> String {
    format!("{}:{what}:{}", course_iri(course), part(id))
}

/// A text in both languages as an xAPI language map.
fn map(t: &Localized<RichText>) -> Value {
    let mut m = serde_json::Map::new();
    for (tag, text) in [("id", &t.id), ("en", &t.en)] {
        if let Some(text) = text {
            m.insert(tag.into(), text.plain().into());
        }
    }
    Value::Object(m)
}

fn components(choices: &[Choice]) -> Value {
    (choices.iter())
        .map(|c| json!({"id": c.id, "description": map(&c.text)}))
        .collect()
}

/// The numeric range a tolerance accepts, as xAPI writes it (`lo[:]hi`).
fn range(value: f64, tolerance: Tolerance) -> String {
    let (lo, hi) = match tolerance {
        Tolerance::Percent(p) => (value * (1.0 - p / 100.0), value * (1.0 + p / 100.0)),
        Tolerance::Factor(f) => (value / f, value * f),
        Tolerance::Magnitude => (value / 10f64.sqrt(), value * 10f64.sqrt()),
    };
    format!("{lo}[:]{hi}")
}

/// The question's definition, and the answer as an xAPI response. The answer is read as
/// the log kept it (its type then); the course's question adds its texts, options and the
/// right response when it is still of that type.
pub fn question(q: Option<&Question>, a: &Answer) -> (Value, String) {
    let answer: Value = serde_json::from_str(&a.answer).unwrap_or(Value::Null);
    let ids = |key: &str| -> String {
        match &answer[key] {
            Value::String(s) => s.clone(),
            Value::Array(v) => {
                let v: Vec<&str> = v.iter().filter_map(Value::as_str).collect();
                v.join("[,]")
            }
            _ => String::new(),
        }
    };
    let text = |key: &str| answer[key].as_str().unwrap_or_default().to_string();
    let (kind, response) = match a.kind.as_str() {
        "single" | "multiple" if answer["choice"].is_null() => ("choice", ids("choices")),
        "single" | "multiple" => ("choice", ids("choice")),
        "ordering" => ("sequencing", ids("order")),
        "numeric" => {
            let given = answer["value"].as_f64().map(|v| v.to_string());
            ("numeric", given.unwrap_or_else(|| text("text")))
        }
        "recall" => ("long-fill-in", text("text")),
        "challenge" => ("performance", text("reached")),
        _ => ("other", String::new()),
    };
    let mut def = json!({"type": "http://adlnet.gov/expapi/activities/cmi.interaction",
                         "interactionType": kind});
    let Some(q) = q else {
        return (def, response);
    };
    def["name"] = map(&q.prompt);
    def["description"] = map(&q.explanation);
    if q.kind.key() != a.kind {
        return (def, response);
    }
    match &q.kind {
        Kind::Single { options } | Kind::Multiple { options } => {
            def["choices"] = components(options);
            let right: Vec<&str> = (options.iter().filter(|o| o.correct))
                .map(|o| o.id.as_str())
                .collect();
            def["correctResponsesPattern"] = json!([right.join("[,]")]);
        }
        Kind::Ordering { steps } => {
            def["choices"] = components(steps);
            let order: Vec<&str> = steps.iter().map(|s| s.id.as_str()).collect();
            def["correctResponsesPattern"] = json!([order.join("[,]")]);
        }
        Kind::Numeric {
            value, tolerance, ..
        } => {
            def["correctResponsesPattern"] = json!([range(*value, *tolerance)]);
        }
        Kind::Recall { .. } | Kind::Challenge { .. } => {}
    }
    (def, response)
}

/// The drill's definition (its checklist as performance steps), and the points ticked.
pub fn drill(course: &Course, t: &Attempt) -> (Value, String) {
    let mut def = json!({"type": "http://adlnet.gov/expapi/activities/cmi.interaction",
                         "interactionType": "performance"});
    let ticked: Vec<String> = serde_json::from_str(&t.ticked).unwrap_or_default();
    let mut response = Vec::new();
    if let Some(d) = course.drill(&t.drill) {
        def["name"] = map(&d.prompt);
        def["steps"] = (d.checklist.iter())
            .map(|c| json!({"id": c.id, "description": map(&c.text)}))
            .collect();
        for c in &d.checklist {
            response.push(format!("{}[.]{}", c.id, ticked.contains(&c.id)));
        }
    } else {
        response.extend(ticked.iter().map(|id| format!("{id}[.]true")));
    }
    (def, response.join("[,]"))
}
