//! `latih class report FILE|URL...`: an instructor's report of a class, from the learners'
//! xAPI exports (files) or a learning record store (URLs), in the terminal or as CSV or
//! JSON.

use std::io::Write;
use std::process::ExitCode;

use serde_json::Value;

use super::super::args::Shared;
use super::super::out;
use super::load;
use crate::core::class::{Report, report};
use crate::core::course::Course;
use crate::core::lang::Lang;
use crate::core::message as m;
use crate::i18n::I18n;
use crate::interop::xapi;

/// Statements from a file (a JSON array, or one statement a line) or a store.
fn statements(source: &str, auth: Option<(&str, &str)>, i18n: &I18n) -> Result<Vec<Value>, String> {
    if source.starts_with("http://") || source.starts_with("https://") {
        return xapi::send::fetch(source, auth).map_err(|e| {
            i18n.msg(
                &m::CliClassUnreadable {
                    source,
                    detail: e.to_string(),
                }
                .into(),
            )
        });
    }
    let unreadable = |detail: String| i18n.msg(&m::CliClassUnreadable { source, detail }.into());
    let text = std::fs::read_to_string(source).map_err(|e| unreadable(e.to_string()))?;
    match serde_json::from_str::<Value>(&text) {
        Ok(Value::Array(all)) => Ok(all),
        Ok(one @ Value::Object(_)) => Ok(vec![one]),
        _ => (text.lines())
            .filter(|l| !l.trim().is_empty())
            .map(|l| serde_json::from_str(l).map_err(|e| unreadable(e.to_string())))
            .collect(),
    }
}

fn pct(x: f64) -> String {
    format!("{:.0} %", x * 100.0)
}

/// The option's words for a wrong option id, when the course still has it.
fn option_text(course: &Course, question: &str, option: &str, lang: Lang) -> String {
    (course.question(question))
        .and_then(|q| q.kind.choices().iter().find(|c| c.id == option))
        .and_then(|c| c.text.get(lang).map(|t| t.value.plain()))
        .unwrap_or_default()
}

fn question_lines(r: &Report, course: &Course, i18n: &I18n, out: &mut Vec<String>) {
    let lang = i18n.lang();
    out.push(i18n.msg(&m::class_questions()));
    let width = r
        .questions
        .iter()
        .map(|q| q.question.chars().count())
        .max()
        .unwrap_or(0);
    for q in &r.questions {
        let wrong = match &q.top_wrong {
            Some((id, share)) => {
                let words = option_text(course, &q.question, id, lang);
                let words = crate::core::wrap::truncate(&words, 40).0;
                format!("{id} {} \"{words}\"", pct(*share))
            }
            None => "-".into(),
        };
        let disc = q.discrimination.map_or("-".into(), |d| format!("{d:+.2}"));
        let mark = if q.misconception { "!" } else { " " };
        out.push(
            i18n.msg(
                &m::ClassQuestion {
                    mark,
                    question: format!("{:width$}", q.question),
                    learners: q.learners,
                    right: pct(q.first_right),
                    discrimination: disc,
                    wrong,
                    seconds: crate::core::numfmt::decimal(q.median_ms as f64 / 1000.0, 1, lang),
                }
                .into(),
            ),
        );
    }
}

fn drill_lines(r: &Report, i18n: &I18n, out: &mut Vec<String>) {
    out.push(i18n.msg(&m::class_drills()));
    for d in &r.drills {
        let missed = (d.missed.iter().take(3))
            .map(|(p, s)| format!("{p} {}", pct(*s)))
            .collect::<Vec<_>>()
            .join(", ");
        let gap = d.self_grade_gap.map_or("-".into(), |g| format!("{g:+.2}"));
        out.push(
            i18n.msg(
                &m::ClassDrill {
                    drill: d.drill.as_str(),
                    attempts: d.attempts,
                    passed: pct(d.passed),
                    missed,
                    gap,
                }
                .into(),
            ),
        );
    }
}

fn text(r: &Report, course: &Course, i18n: &I18n) -> String {
    let head = m::ClassHead {
        learners: r.learners,
        answers: r.answers,
    };
    let mut out = vec![i18n.msg(&head.into()), String::new()];
    question_lines(r, course, i18n, &mut out);
    out.push(String::new());
    drill_lines(r, i18n, &mut out);
    out.push(String::new());
    out.push(i18n.msg(&m::class_lessons()));
    for l in &r.lessons {
        out.push(
            i18n.msg(
                &m::ClassLesson {
                    lesson: l.lesson.as_str(),
                    first: l.first_tries,
                    right: pct(l.first_right),
                    reviews: l.reviews,
                    retention: l.retention.map_or("-".into(), pct),
                }
                .into(),
            ),
        );
    }
    out.join("\n") + "\n"
}

fn csv(r: &Report) -> String {
    let mut out = String::from(
        "section,id,lesson,count,right,discrimination,top_wrong,top_wrong_share,median_ms,misconception,missed_most,self_grade_gap,reviews,retention\n",
    );
    let f = |x: Option<f64>| x.map_or(String::new(), |v| format!("{v:.4}"));
    for q in &r.questions {
        let (w, s) = q
            .top_wrong
            .clone()
            .map_or((String::new(), None), |(w, s)| (w, Some(s)));
        out.push_str(&format!(
            "question,{},{},{},{:.4},{},{},{},{},{},,,,\n",
            q.question,
            q.lesson.clone().unwrap_or_default(),
            q.learners,
            q.first_right,
            f(q.discrimination),
            w,
            f(s),
            q.median_ms,
            q.misconception
        ));
    }
    for d in &r.drills {
        let missed = d.missed.first().map(|m| m.0.clone()).unwrap_or_default();
        out.push_str(&format!(
            "drill,{},{},{},{:.4},,,,,,{},{},,\n",
            d.drill,
            d.lesson.clone().unwrap_or_default(),
            d.attempts,
            d.passed,
            missed,
            f(d.self_grade_gap)
        ));
    }
    for l in &r.lessons {
        out.push_str(&format!(
            "lesson,{},{},{},{:.4},,,,,,,,{},{}\n",
            l.lesson,
            l.lesson,
            l.first_tries,
            l.first_right,
            l.reviews,
            f(l.retention)
        ));
    }
    out
}

/// Every statement of every source, or the sentence naming the one that could not be read.
pub(super) fn gather(
    sources: &[String],
    auth: Option<(&str, &str)>,
    i18n: &I18n,
) -> Result<Vec<Value>, String> {
    let mut all = Vec::new();
    for s in sources {
        all.extend(statements(s, auth, i18n)?);
    }
    Ok(all)
}

pub fn class_report(
    o: &Shared,
    sources: &[String],
    format: &str,
    auth: Option<(&str, &str)>,
    lang: Lang,
) -> anyhow::Result<ExitCode> {
    let i18n = I18n::new(lang);
    let all = match gather(sources, auth, &i18n) {
        Ok(all) => all,
        Err(said) => {
            out::err(&said);
            return Ok(ExitCode::FAILURE);
        }
    };
    let (answers, drills) = xapi::rows(&all);
    let r = report(&answers, &drills);
    let course = load(o, o.course.as_ref()).course;
    let printed = match format {
        "json" => serde_json::to_string_pretty(&r)? + "\n",
        "csv" => csv(&r),
        _ => text(&r, &course, &i18n),
    };
    let mut stdout = std::io::stdout().lock();
    let written = if format == "text" {
        out::write(&mut stdout, &printed)
    } else {
        stdout.write_all(printed.as_bytes())
    };
    match written {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(e.into()),
        _ => Ok(ExitCode::SUCCESS),
    }
}
