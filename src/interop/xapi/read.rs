//! xAPI statements read back into a class's rows: who answered which question or drill,
//! when, right or not, what they picked, how long it took. Statements latih did not write
//! (another verb, another activity) are passed over.

use serde_json::Value;

use crate::core::class::{Answered, Drilled};

/// `%XX` sequences decoded (what `activity::part` encoded).
fn decode(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        let hex = (b[i] == b'%' && i + 2 < b.len())
            .then(|| std::str::from_utf8(&b[i + 1..i + 3]).ok())
            .flatten()
            .and_then(|h| u8::from_str_radix(h, 16).ok());
        match hex {
            Some(v) => {
                out.push(v);
                i += 3;
            }
            None => {
                out.push(b[i]);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The id after `:what:` in a latih activity IRI.
fn id_of(iri: &str, what: &str) -> Option<String> {
    let tag = format!(":{what}:");
    let at = iri.rfind(&tag)?;
    iri.starts_with(super::activity::BASE)
        .then(|| decode(&iri[at + tag.len()..]))
}

/// An xAPI duration (`PT1H2M3.5S`) in milliseconds; 0 when it cannot be read.
pub fn duration_ms(d: &str) -> i64 {
    let Some(rest) = d.strip_prefix("PT") else {
        return 0;
    };
    let mut ms = 0.0;
    let mut num = String::new();
    for c in rest.chars() {
        match c {
            'H' | 'M' | 'S' => {
                let v: f64 = num.parse().unwrap_or(0.0);
                ms += v * match c {
                    'H' => 3_600_000.0,
                    'M' => 60_000.0,
                    _ => 1000.0,
                };
                num.clear();
            }
            c => num.push(c),
        }
    }
    ms.round() as i64
}

fn learner(s: &Value) -> String {
    let a = &s["actor"];
    match a["mbox"].as_str() {
        Some(m) => m.to_string(),
        None => format!(
            "{}/{}",
            a["account"]["homePage"].as_str().unwrap_or_default(),
            a["account"]["name"].as_str().unwrap_or_default()
        ),
    }
}

fn lesson(s: &Value) -> Option<String> {
    let parents = s["context"]["contextActivities"]["parent"].as_array()?;
    parents
        .iter()
        .find_map(|p| p["id"].as_str().and_then(|id| id_of(id, "lesson")))
}

/// The class's rows from `statements`.
pub fn rows(statements: &[Value]) -> (Vec<Answered>, Vec<Drilled>) {
    let mut answers = Vec::new();
    let mut drills = Vec::new();
    for s in statements {
        let verb = s["verb"]["id"].as_str().unwrap_or_default();
        let object = s["object"]["id"].as_str().unwrap_or_default();
        let at = (s["timestamp"].as_str())
            .and_then(crate::core::clock::parse_iso)
            .unwrap_or(0);
        let response = s["result"]["response"].as_str().unwrap_or_default();
        let parts = || response.split("[,]").filter(|p| !p.is_empty());
        if verb.ends_with("/answered")
            && let Some(question) = id_of(object, "question")
        {
            let choice = s["object"]["definition"]["interactionType"] == "choice";
            answers.push(Answered {
                learner: learner(s),
                question,
                lesson: lesson(s),
                at,
                success: s["result"]["success"].as_bool().unwrap_or(false),
                picked: if choice {
                    parts().map(str::to_string).collect()
                } else {
                    Vec::new()
                },
                duration_ms: duration_ms(s["result"]["duration"].as_str().unwrap_or_default()),
                rating: (s["result"]["extensions"][format!("{}:rating", super::activity::BASE)]
                    .as_str())
                .and_then(crate::core::schedule::Rating::from_key),
            });
        } else if (verb.ends_with("/passed") || verb.ends_with("/failed"))
            && let Some(drill) = id_of(object, "drill")
        {
            let points = parts()
                .filter_map(|p| p.split_once("[.]"))
                .map(|(id, ticked)| (id.to_string(), ticked == "true"))
                .collect();
            drills.push(Drilled {
                learner: learner(s),
                drill,
                lesson: lesson(s),
                at,
                passed: verb.ends_with("/passed"),
                points,
            });
        }
    }
    (answers, drills)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_and_encoded_ids_read_back() {
        assert_eq!(duration_ms("PT5.200S"), 5200);
        assert_eq!(duration_ms("PT1M2S"), 62_000);
        assert_eq!(duration_ms("5s"), 0);
        assert_eq!(
            id_of("urn:latih:course:folder%3A%2Fx:question:q%201", "question").as_deref(),
            Some("q 1")
        );
        assert_eq!(id_of("https://elsewhere/question:q", "question"), None);
    }
}
