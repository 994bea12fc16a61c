//! The review log as xAPI statements (the learning-record standard: actor, verb, object,
//! result): one per answer and one per ended drill attempt, each with its interaction type
//! (choice, sequencing, numeric, long-fill-in, performance), the response, score, success,
//! duration and time. A statement's id comes from the learner, the course and the row's own
//! id, so sending the same statements again never adds them twice.

mod activity;
mod read;
pub mod send;
pub use read::rows;

use std::collections::HashMap;

use serde_json::{Value, json};
use xxhash_rust::xxh3::xxh3_128;

use crate::core::course::Course;
use crate::core::quiz::Question;
use crate::storage::log::{Answer, Attempt};

pub use activity::BASE;

/// Who the statements are about.
#[derive(Debug, Clone, PartialEq)]
pub enum Actor {
    /// The learner's anonymous id, kept in the progress file.
    Anonymous(String),
    /// A `mailto:` address the learner chose to give.
    Mailbox(String),
}

impl Actor {
    fn json(&self) -> Value {
        match self {
            Actor::Anonymous(id) => json!({"objectType": "Agent",
                "account": {"homePage": "https://latih.invalid", "name": id}}),
            Actor::Mailbox(mbox) => json!({"objectType": "Agent", "mbox": mbox}),
        }
    }

    fn key(&self) -> &str {
        match self {
            Actor::Anonymous(s) | Actor::Mailbox(s) => s,
        }
    }
}

/// A UUID (RFC 9562 version 8: its bits are ours) from `key`: the same key, the same id.
fn uuid(key: &str) -> String {
    let mut b = xxh3_128(key.as_bytes()).to_be_bytes();
    b[6] = (b[6] & 0x0f) | 0x80;
    b[8] = (b[8] & 0x3f) | 0x80;
    let h: String = b.iter().map(|x| format!("{x:02x}")).collect();
    format!(
        "{}-{}-{}-{}-{}",
        &h[0..8],
        &h[8..12],
        &h[12..16],
        &h[16..20],
        &h[20..32]
    )
}

/// An xAPI duration (ISO 8601) of `ms` milliseconds.
fn duration(ms: i64) -> String {
    let ms = ms.max(0);
    format!("PT{}.{:03}S", ms / 1000, ms % 1000)
}

fn verb(name: &str) -> Value {
    json!({"id": format!("http://adlnet.gov/expapi/verbs/{name}"), "display": {"en-US": name}})
}

fn context(course: &Course, lesson: Option<&str>, extensions: Value) -> Value {
    let mut parents = Vec::new();
    if let Some(l) = lesson {
        parents.push(json!({"id": activity::iri(course, "lesson", l), "objectType": "Activity"}));
    }
    json!({
        "contextActivities": {
            "parent": parents,
            "grouping": [{"id": activity::course_iri(course), "objectType": "Activity"}],
        },
        "extensions": extensions,
    })
}

/// Makes the statements of one course about one learner (its questions looked up once).
pub struct Statements<'a> {
    course: &'a Course,
    actor: Actor,
    questions: HashMap<&'a str, &'a Question>,
}

impl<'a> Statements<'a> {
    pub fn new(course: &'a Course, actor: Actor) -> Statements<'a> {
        let questions = course.questions().map(|q| (q.id.as_str(), q)).collect();
        Statements {
            course,
            actor,
            questions,
        }
    }

    /// The statement of one recorded answer.
    pub fn answered(&self, a: &Answer) -> Value {
        let (course, actor) = (self.course, &self.actor);
        let q = self.questions.get(a.item.as_str()).copied();
        let (definition, response) = activity::question(q, a);
        let success = a.correct.unwrap_or(a.rating != "again");
        let id = uuid(&format!(
            "latih\0{}\0{}\0review\0{}",
            actor.key(),
            course.id,
            a.review
        ));
        json!({
            "id": id,
            "actor": actor.json(),
            "verb": verb("answered"),
            "object": {"objectType": "Activity",
                       "id": activity::iri(course, "question", &a.item),
                       "definition": definition},
            "result": {
                "success": success,
                "score": {"scaled": if success { 1.0 } else { 0.0 }},
                "response": response,
                "duration": duration(a.duration_ms),
                "extensions": {format!("{BASE}:rating"): a.rating},
            },
            "timestamp": a.at,
            "context": context(course, a.lesson.as_deref(),
                               json!({format!("{BASE}:session"): a.session})),
        })
    }

    /// The statement of one ended drill attempt: passed or failed, with the points ticked.
    pub fn drilled(&self, t: &Attempt) -> Value {
        let (course, actor) = (self.course, &self.actor);
        let (definition, response) = activity::drill(course, t);
        let id = uuid(&format!(
            "latih\0{}\0{}\0attempt\0{}",
            actor.key(),
            course.id,
            t.attempt
        ));
        let scaled = if t.checklist_size > 0 {
            t.ticked_count as f64 / t.checklist_size as f64
        } else {
            0.0
        };
        json!({
            "id": id,
            "actor": actor.json(),
            "verb": verb(if t.passed { "passed" } else { "failed" }),
            "object": {"objectType": "Activity", "id": activity::iri(course, "drill", &t.drill),
                       "definition": definition},
            "result": {
                "success": t.passed,
                "completion": true,
                "score": {"raw": t.ticked_count, "min": 0, "max": t.checklist_size,
                          "scaled": scaled},
                "response": response,
                "duration": duration(t.duration_ms),
            },
            "timestamp": t.ended_at.as_deref().unwrap_or(&t.started_at),
            "context": context(course, t.lesson.as_deref(), json!({})),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_uuids_that_stay_the_same_and_durations_are_iso() {
        let a = uuid("latih|me|c|review|1");
        assert_eq!(a, uuid("latih|me|c|review|1"));
        assert_ne!(a, uuid("latih|me|c|review|2"));
        assert_eq!(a.len(), 36);
        assert_eq!(&a[14..15], "8", "version 8");
        assert!(
            matches!(&a[19..20], "8" | "9" | "a" | "b"),
            "RFC variant: {a}"
        );
        assert_eq!(duration(5_200), "PT5.200S");
        assert_eq!(duration(-3), "PT0.000S");
    }
}
