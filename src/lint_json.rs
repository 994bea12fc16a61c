//! `latih lint --format json`: the course checked and every problem as one JSON object, for
//! CI and editors: file, line, column, severity, field and the sentence in the chosen
//! language.

use crate::content::Loaded;
use crate::core::problem::{ProblemKind, Severity};
use crate::i18n::I18n;

/// The whole report as one JSON document: `{"course": …, "problems": […], "errors": n,
/// "warnings": n, "files": n, "lessons": n}`.
pub fn report(i18n: &I18n, loaded: &Loaded, course: &str) -> String {
    let problems: Vec<serde_json::Value> = loaded
        .problems
        .iter()
        .map(|p| {
            let severity = match p.severity() {
                Severity::Error => "error",
                Severity::Warning => "warning",
            };
            let mut o = serde_json::json!({
                "file": p.place.file,
                "line": p.place.line,
                "column": p.place.column,
                "severity": severity,
                "field": p.place.path,
                "message": i18n.text(&p.kind.text()),
            });
            if let Some(fix) = fix(&p.kind) {
                o["fix"] = serde_json::Value::String(fix);
            }
            o
        })
        .collect();
    let doc = serde_json::json!({
        "course": course,
        "problems": problems,
        "errors": loaded.errors(),
        "warnings": loaded.warnings(),
        "files": loaded.files.len(),
        "lessons": loaded.course.lessons.len(),
    });
    let mut text = serde_json::to_string_pretty(&doc).unwrap_or_default();
    text.push('\n');
    text
}

/// The text that fixes a problem where lint knows it: what to write at its place.
fn fix(kind: &ProblemKind) -> Option<String> {
    match kind {
        ProblemKind::CommaInFlow { fixed } => Some(fixed.clone()),
        ProblemKind::CalcAnswerBits { bytes, .. } => Some(format!("unit: {bytes}")),
        ProblemKind::ScenarioNoReset { .. } => Some("- run: reset".to_string()),
        ProblemKind::UnknownFigure { calc, name, names } if !name.is_empty() => {
            let near = crate::core::ident::nearest(name, names.iter().map(String::as_str))?;
            Some(format!("[={calc}.{near}]"))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::lang::Lang;
    use crate::core::problem::{Place, Problem, ProblemKind};

    #[test]
    fn every_problem_is_an_object_with_its_place_and_sentence() {
        let mut loaded = Loaded {
            course: Default::default(),
            problems: Vec::new(),
            files: Vec::new(),
        };
        loaded.problems.push(Problem {
            kind: ProblemKind::EmptyFile,
            place: Place {
                file: "lessons/a.yaml".into(),
                line: 3,
                column: 7,
                path: "blocks[0]".into(),
                snippet: None,
            },
        });
        let text = report(&I18n::new(Lang::En), &loaded, "kv");
        let doc: serde_json::Value = serde_json::from_str(&text).expect("json");
        let p = &doc["problems"][0];
        assert_eq!(p["file"], "lessons/a.yaml");
        assert_eq!(
            (p["line"].as_u64(), p["column"].as_u64()),
            (Some(3), Some(7))
        );
        assert_eq!(p["severity"], "error");
        assert_eq!(p["field"], "blocks[0]");
        assert!(p["message"].as_str().is_some_and(|m| !m.is_empty()));
        assert_eq!(doc["errors"], 1);
        assert_eq!(doc["course"], "kv");
        assert!(p.get("fix").is_none(), "no fix for an empty file");
    }

    #[test]
    fn a_problem_lint_knows_the_fix_for_carries_it() {
        let kind = ProblemKind::UnknownFigure {
            calc: "kv".into(),
            name: "per_nod".into(),
            names: vec!["nodes".into(), "per_node".into()],
        };
        assert_eq!(fix(&kind).as_deref(), Some("[=kv.per_node]"));
    }
}
