//! A question as an Anki note: its note type (one per question type), its fields in the
//! learner's language and then the other, and its tags. Options are listed in the order
//! written (Anki does not shuffle), an ordering question's steps by their words so the front
//! does not give the order away.

use super::html::{escape, text};
use crate::core::course::Course;
use crate::core::lang::Lang;
use crate::core::message as m;
use crate::core::quiz::{Choice, Kind, Question};
use crate::core::tolerance::Tolerance;
use crate::i18n::I18n;

/// The fields every latih note type has, in order; the first is the sort field.
pub const FIELDS: &[&str] = &[
    "Question",
    "Options",
    "Answer",
    "Explanation",
    "Other question",
    "Other options",
    "Other answer",
    "Other explanation",
    "Id",
];

/// One latih note type: the question type it is for and its name in Anki.
pub struct NoteType {
    pub kind: &'static str,
    pub name: &'static str,
}

/// The note types, one per question type (a stable name keeps Anki's note type the same
/// from one export to the next).
pub const NOTE_TYPES: &[NoteType] = &[
    NoteType {
        kind: "single",
        name: "latih: single choice",
    },
    NoteType {
        kind: "multiple",
        name: "latih: multiple choice",
    },
    NoteType {
        kind: "numeric",
        name: "latih: estimate",
    },
    NoteType {
        kind: "ordering",
        name: "latih: ordering",
    },
    NoteType {
        kind: "recall",
        name: "latih: recall",
    },
    NoteType {
        kind: "challenge",
        name: "latih: playground challenge",
    },
];

/// The card's front and back.
pub const FRONT: &str =
    "{{Question}}{{#Options}}<div class=\"options\">{{Options}}</div>{{/Options}}";
pub const BACK: &str = "{{FrontSide}}<hr id=\"answer\"><div class=\"answer\">{{Answer}}</div>\
<div class=\"explanation\">{{Explanation}}</div>\
{{#Other question}}<hr><div class=\"other\">{{Other question}}\
{{#Other options}}<div class=\"options\">{{Other options}}</div>{{/Other options}}\
<div class=\"answer\">{{Other answer}}</div>\
<div class=\"explanation\">{{Other explanation}}</div></div>{{/Other question}}";
pub const CSS: &str = ".card { font-family: sans-serif; font-size: 18px; text-align: left; }\n\
.options, .answer, .explanation { margin-top: 0.8em; }\n\
.answer { font-weight: bold; }\n\
.other { color: #666; font-size: 15px; }\n\
code { background: rgba(127,127,127,0.15); padding: 0 0.2em; }";

/// The learner's language and the other, each with its messages (read once per deck).
pub struct Langs {
    first: I18n,
    other: I18n,
}

impl Langs {
    pub fn new(lang: Lang) -> Langs {
        let other = match lang {
            Lang::Id => Lang::En,
            Lang::En => Lang::Id,
        };
        Langs {
            first: I18n::new(lang),
            other: I18n::new(other),
        }
    }
}

/// The four parts of a question in one language: question, options, answer, explanation.
fn parts(course: &Course, q: &Question, i18n: &I18n) -> [String; 4] {
    let lang = i18n.lang();
    let mut question = text(&q.prompt, lang);
    let (options, answer) = match &q.kind {
        Kind::Single { options } | Kind::Multiple { options } => (
            lettered(options, lang, |_| true),
            lettered(options, lang, |c| c.correct),
        ),
        Kind::Numeric {
            value,
            unit,
            tolerance,
            ..
        } => {
            let within = match tolerance {
                Tolerance::Percent(p) => {
                    format!(" (± {} %)", crate::core::numfmt::decimal(*p, 2, lang))
                }
                Tolerance::Factor(f) => {
                    format!(" (×{})", crate::core::numfmt::decimal(*f, 2, lang))
                }
                Tolerance::Magnitude => " (10^n)".to_string(),
            };
            let value = crate::core::numfmt::decimal(*value, 3, lang);
            let unit = unit.exact(lang).map(String::as_str).unwrap_or_default();
            (String::new(), escape(&format!("{value} {unit}{within}")))
        }
        Kind::Ordering { steps } => {
            let mut shown: Vec<&Choice> = steps.iter().collect();
            shown.sort_by_key(|c| c.text.exact(lang).map(|t| t.plain()).unwrap_or_default());
            (
                list("ul", &shown, lang),
                list("ol", &steps.iter().collect::<Vec<_>>(), lang),
            )
        }
        Kind::Recall { answer } => (String::new(), text(answer, lang)),
        Kind::Challenge { scenario } => {
            let goal = course.scenario(scenario).and_then(|s| s.goal.as_ref());
            if let Some(g) = goal {
                let label = escape(&i18n.msg(&m::quiz_challenge_goal()));
                question = format!("{question}<br><br><b>{label}</b> {}", text(&g.text, lang));
            }
            let solution = goal.map(|g| g.solution.as_slice()).unwrap_or_default();
            let lines: Vec<String> = (solution.iter())
                .map(|s| format!("<code>{}</code>", escape(s)))
                .collect();
            (String::new(), lines.join("<br>"))
        }
    };
    [question, options, answer, text(&q.explanation, lang)]
}

/// Options as `a) ...` lines, the ones `keep` takes.
fn lettered(options: &[Choice], lang: Lang, keep: impl Fn(&Choice) -> bool) -> String {
    let lines: Vec<String> = (options.iter().enumerate())
        .filter(|(_, c)| keep(c))
        .map(|(k, c)| {
            let letter = char::from(b'a' + (k % 26) as u8);
            format!("{letter}) {}", text(&c.text, lang))
        })
        .collect();
    lines.join("<br>")
}

fn list(tag: &str, items: &[&Choice], lang: Lang) -> String {
    let lis: String = (items.iter())
        .map(|c| format!("<li>{}</li>", text(&c.text, lang)))
        .collect();
    format!("<{tag}>{lis}</{tag}>")
}

/// The note's fields, in `FIELDS` order: the learner's language first, the other after.
pub fn fields(course: &Course, q: &Question, langs: &Langs) -> Vec<String> {
    let mut first = parts(course, q, &langs.first).to_vec();
    let mut second = parts(course, q, &langs.other).to_vec();
    // A course written in one language only: its text goes first whatever the learner's.
    if first[0].is_empty() {
        std::mem::swap(&mut first, &mut second);
    }
    first.extend(second);
    first.push(escape(&q.id));
    first
}

/// The note's tags: latih, its lesson, its module (by code) and its type.
pub fn tags(course: &Course, q: &Question) -> Vec<String> {
    let word = |s: &str| {
        s.chars()
            .map(|c| if c.is_whitespace() { '_' } else { c })
            .collect::<String>()
    };
    let mut out = vec![
        "latih".to_string(),
        format!("latih::type::{}", q.kind.key()),
    ];
    if let Some(lesson) = q.lesson.as_deref().and_then(|l| course.lesson(l)) {
        out.push(format!("latih::lesson::{}", word(&lesson.id)));
        if let Some(module) = course.modules.iter().find(|m| m.id == lesson.module) {
            out.push(format!("latih::module::{}", word(&module.code)));
        }
    }
    out
}
