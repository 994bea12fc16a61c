//! Builds core types from a YAML tree that the checker has passed. Fields the checker would
//! have rejected are simply skipped here; this code never decides what is valid.

use super::schema;
use super::yaml::{Node, Value};
use crate::core::calc::{Calculator, Input as CalcInput, Output as CalcOutput, Step, Threshold};
use crate::core::course::{Module, Planned};
use crate::core::date::Date;
use crate::core::drill::{CheckItem, Drill};
use crate::core::lang::Localized;
use crate::core::lesson::{
    Align, Block, CalloutKind, Exercise, Label, Lesson, Link, Links, Prerequisite, Source, Table,
    Text,
};
use crate::core::quiz::{Bank, Choice, Kind, Question};
use crate::core::rich::RichText;

fn present<'a>(node: &'a Node, field: &str) -> Option<&'a Node> {
    node.get(field).filter(|v| v.value != Value::Null)
}

fn string(node: &Node, field: &str) -> Option<String> {
    present(node, field)
        .and_then(Node::as_text)
        .map(|s| s.trim().to_string())
}

fn localized<T>(node: &Node, f: impl Fn(&str) -> T) -> Localized<T>
where
    T: Clone + Default,
{
    match &node.value {
        Value::Map(_) => Localized::new(
            present(node, "id").and_then(Node::as_text).map(&f),
            present(node, "en").and_then(Node::as_text).map(&f),
        ),
        _ => node
            .as_text()
            .map(|s| Localized::neutral(f(s)))
            .unwrap_or_default(),
    }
}

pub fn label(node: &Node) -> Label {
    localized(node, |s| s.split_whitespace().collect::<Vec<_>>().join(" "))
}

pub fn text(node: &Node) -> Text {
    localized(node, |s| RichText::parse(s).0)
}

fn opt_label(node: &Node, field: &str) -> Option<Label> {
    present(node, field).map(label)
}

fn opt_text(node: &Node, field: &str) -> Option<Text> {
    present(node, field).map(text)
}

fn texts(node: &Node, field: &str) -> Vec<Text> {
    present(node, field)
        .map(|n| n.items().iter().map(text).collect())
        .unwrap_or_default()
}

fn int(node: &Node, field: &str) -> Option<i64> {
    string(node, field).and_then(|s| s.replace('_', "").parse().ok())
}

fn link(node: &Node) -> Option<Link> {
    match &node.value {
        Value::Map(_) => Some(Link {
            lesson: string(node, "lesson")?,
            note: opt_text(node, "note"),
        }),
        _ => node.as_text().map(|s| Link {
            lesson: s.trim().to_string(),
            note: None,
        }),
    }
}

pub fn lesson(node: &Node, file: &str) -> Lesson {
    let links = present(node, "links")
        .map(|l| Links {
            prev: present(l, "prev").and_then(link),
            next: present(l, "next").and_then(link),
            related: present(l, "related")
                .map(|r| r.items().iter().filter_map(link).collect())
                .unwrap_or_default(),
        })
        .unwrap_or_default();
    let items = |field: &str| present(node, field).map_or(&[][..], Node::items);
    Lesson {
        id: string(node, "id").unwrap_or_default(),
        code: string(node, "code").unwrap_or_default(),
        module: string(node, "module").unwrap_or_default(),
        order: int(node, "order").unwrap_or(0),
        minutes: int(node, "minutes")
            .and_then(|m| u32::try_from(m).ok())
            .unwrap_or(0),
        title: present(node, "title").map(label).unwrap_or_default(),
        subtitle: opt_label(node, "subtitle"),
        question: opt_text(node, "question"),
        goals: texts(node, "goals"),
        prerequisites: items("prerequisites")
            .iter()
            .map(|p| Prerequisite {
                lesson: string(p, "lesson"),
                text: present(p, "text").map(text).unwrap_or_default(),
            })
            .collect(),
        blocks: items("blocks").iter().filter_map(block).collect(),
        links,
        sources: items("sources")
            .iter()
            .map(|s| Source {
                id: string(s, "id").unwrap_or_default(),
                title: present(s, "title").map(label).unwrap_or_default(),
                url: string(s, "url"),
                note: opt_text(s, "note"),
            })
            .collect(),
        last_reviewed: string(node, "last_reviewed").and_then(|d| Date::parse(&d)),
        file: file.to_string(),
    }
}

fn block(node: &Node) -> Option<Block> {
    let (key, v) = node.entries().first()?;
    Some(match key.name.as_str() {
        "heading" => Block::Heading(label(v)),
        "paragraph" => Block::Paragraph(text(v)),
        "list" => Block::List {
            ordered: matches!(
                present(v, "ordered").map(|n| &n.value),
                Some(Value::Bool(true))
            ),
            items: texts(v, "items"),
        },
        "table" => Block::Table(Table {
            caption: opt_text(v, "caption"),
            header: texts(v, "header"),
            rows: present(v, "rows")
                .map(|r| {
                    r.items()
                        .iter()
                        .map(|row| row.items().iter().map(text).collect())
                        .collect()
                })
                .unwrap_or_default(),
            align: present(v, "align")
                .map(|a| {
                    a.items()
                        .iter()
                        .map(|x| match x.as_text() {
                            Some("right") => Align::Right,
                            Some("center") => Align::Center,
                            _ => Align::Left,
                        })
                        .collect()
                })
                .unwrap_or_default(),
        }),
        "code" => Block::Code {
            lang: string(v, "lang"),
            caption: opt_text(v, "caption"),
            text: present(v, "text")
                .and_then(Node::as_text)
                .unwrap_or_default()
                .trim_end()
                .to_string(),
        },
        "callout" => Block::Callout {
            kind: string(v, "kind")
                .and_then(|k| CalloutKind::from_key(&k))
                .unwrap_or(CalloutKind::Note),
            title: opt_label(v, "title"),
            text: opt_text(v, "text"),
            items: texts(v, "items"),
        },
        "exercise" => Block::Exercise(Exercise {
            id: string(v, "id"),
            title: opt_label(v, "title"),
            prompt: present(v, "prompt").map(text).unwrap_or_default(),
            answer: present(v, "answer").map(text).unwrap_or_default(),
        }),
        "quiz" => Block::Quiz {
            bank: string(v, "bank").unwrap_or_default(),
            questions: ids(v, "questions"),
            title: opt_label(v, "title"),
        },
        "review" => Block::Review {
            lessons: ids(v, "lessons"),
            title: opt_label(v, "title"),
            text: opt_text(v, "text"),
        },
        "drill" => Block::Drill {
            id: string(v, "id").unwrap_or_default(),
            title: opt_label(v, "title"),
        },
        "calculator" => Block::Calculator {
            id: string(v, "id").unwrap_or_default(),
            title: opt_label(v, "title"),
        },
        "playground" => Block::Playground {
            id: string(v, "id").unwrap_or_default(),
            title: opt_label(v, "title"),
        },
        _ => return None,
    })
}

fn ids(node: &Node, field: &str) -> Vec<String> {
    present(node, field)
        .map(|n| {
            n.items()
                .iter()
                .filter_map(Node::as_text)
                .map(|s| s.trim().to_string())
                .collect()
        })
        .unwrap_or_default()
}

fn number(node: &Node, field: &str) -> Option<f64> {
    string(node, field).and_then(|s| s.replace('_', "").parse().ok())
}

/// Options or steps; an option without an id is named by its position (`a`, `b`, ...).
fn choices(node: &Node, field: &str) -> Vec<Choice> {
    present(node, field)
        .map(|list| {
            list.items()
                .iter()
                .enumerate()
                .map(|(i, o)| Choice {
                    id: string(o, "id").unwrap_or_else(|| position_id(i)),
                    text: present(o, "text").map(text).unwrap_or_default(),
                    correct: matches!(
                        present(o, "correct").map(|c| &c.value),
                        Some(Value::Bool(true))
                    ),
                })
                .collect()
        })
        .unwrap_or_default()
}

fn position_id(i: usize) -> String {
    let letters = "abcdefghijklmnopqrstuvwxyz";
    match letters.chars().nth(i) {
        Some(c) => c.to_string(),
        None => format!("o{i}"),
    }
}

fn question(node: &Node, lesson: Option<&str>) -> Question {
    let kind = match string(node, "type").as_deref() {
        Some("multiple") => Kind::Multiple {
            options: choices(node, "options"),
        },
        Some("numeric") => Kind::Numeric {
            value: number(node, "value").unwrap_or(0.0),
            unit: present(node, "unit").map(label).unwrap_or_default(),
            tolerance: number(node, "tolerance").unwrap_or(schema::DEFAULT_TOLERANCE),
            calculator: present(node, "calculator")
                .and_then(Node::as_text)
                .map(|s| s.trim().to_string()),
        },
        Some("ordering") => Kind::Ordering {
            steps: choices(node, "steps"),
        },
        Some("recall") => Kind::Recall {
            answer: present(node, "answer").map(text).unwrap_or_default(),
        },
        _ => Kind::Single {
            options: choices(node, "options"),
        },
    };
    Question {
        id: string(node, "id").unwrap_or_default(),
        lesson: lesson.map(str::to_string),
        prompt: present(node, "prompt").map(text).unwrap_or_default(),
        kind,
        explanation: present(node, "explanation").map(text).unwrap_or_default(),
    }
}

/// A question bank file that the checker has passed.
pub fn bank(node: &Node, file: &str) -> Bank {
    let lesson = string(node, "lesson");
    Bank {
        id: string(node, "id").unwrap_or_default(),
        title: opt_label(node, "title"),
        questions: present(node, "questions")
            .map(|qs| {
                qs.items()
                    .iter()
                    .map(|q| question(q, lesson.as_deref()))
                    .collect()
            })
            .unwrap_or_default(),
        drills: present(node, "drills")
            .map(|ds| {
                ds.items()
                    .iter()
                    .map(|d| drill(d, lesson.as_deref()))
                    .collect()
            })
            .unwrap_or_default(),
        calculators: present(node, "calculators")
            .map(|cs| {
                cs.items()
                    .iter()
                    .map(|c| calculator(c, lesson.as_deref()))
                    .collect()
            })
            .unwrap_or_default(),
        scenarios: present(node, "scenarios")
            .map(|cs| {
                cs.items()
                    .iter()
                    .map(|c| scenario(c, lesson.as_deref()))
                    .collect()
            })
            .unwrap_or_default(),
        lesson,
        file: file.to_string(),
    }
}

fn scenario(node: &Node, lesson: Option<&str>) -> crate::core::play::Scenario {
    crate::core::play::Scenario {
        id: string(node, "id").unwrap_or_default(),
        lesson: lesson.map(str::to_string),
        title: opt_label(node, "title"),
        steps: present(node, "steps")
            .map(|ss| {
                ss.items()
                    .iter()
                    .map(|st| crate::core::play::ScenarioStep {
                        text: present(st, "text").map(text).unwrap_or_default(),
                        run: string(st, "run").unwrap_or_default(),
                        expect: present(st, "expect").map(expect),
                        at: st
                            .get("run")
                            .map_or((st.line, st.column), |r| (r.line, r.column)),
                    })
                    .collect()
            })
            .unwrap_or_default(),
    }
}

fn expect(e: &Node) -> crate::core::play_expect::Expect {
    let count = |field: &str| int(e, field).and_then(|n| u64::try_from(n).ok());
    crate::core::play_expect::Expect {
        plan: string(e, "plan"),
        not_plan: string(e, "not_plan"),
        rows: count("rows"),
        refused: matches!(
            e.get("refused").map(|v| &v.value),
            Some(crate::content::yaml::Value::Bool(true))
        ),
        fullscan_at_least: count("fullscan_at_least"),
        vm_steps_at_most: count("vm_steps_at_most"),
    }
}

fn threshold(t: &Node) -> Threshold {
    Threshold {
        above: number(t, "above").unwrap_or(0.0),
        unit: string(t, "unit"),
        message: present(t, "message").map(text).unwrap_or_default(),
    }
}

fn calc_input(i: &Node) -> CalcInput {
    CalcInput {
        name: string(i, "name").unwrap_or_default(),
        label: present(i, "label").map(label).unwrap_or_default(),
        unit: string(i, "unit").unwrap_or_default(),
        default: number(i, "default").unwrap_or(0.0),
        min: number(i, "min"),
        max: number(i, "max"),
        step: string(i, "step")
            .as_deref()
            .and_then(step)
            .unwrap_or(Step::OneTwoFive),
    }
}

fn calc_output(o: &Node) -> CalcOutput {
    CalcOutput {
        name: string(o, "name").unwrap_or_default(),
        label: present(o, "label").map(label).unwrap_or_default(),
        formula: string(o, "formula").unwrap_or_default(),
        unit: string(o, "unit").unwrap_or_default(),
        thresholds: present(o, "thresholds")
            .map(|t| t.items().iter().map(threshold).collect())
            .unwrap_or_default(),
        expr: None,
    }
}

/// A calculator as written, its formulas compiled (the checker has reported any problem).
pub fn calculator(node: &Node, lesson: Option<&str>) -> Calculator {
    let list = |field: &str| {
        present(node, field)
            .map(|l| l.items().to_vec())
            .unwrap_or_default()
    };
    let mut c = Calculator {
        id: string(node, "id").unwrap_or_default(),
        lesson: lesson.map(str::to_string),
        title: opt_label(node, "title"),
        inputs: list("inputs").iter().map(calc_input).collect(),
        outputs: list("outputs").iter().map(calc_output).collect(),
        thresholds: list("thresholds").iter().map(threshold).collect(),
    };
    c.compile();
    c
}

/// `1-2-5`, or a positive number for linear steps; `None` for anything else.
pub fn step(s: &str) -> Option<Step> {
    match s.trim() {
        "1-2-5" => Some(Step::OneTwoFive),
        other => other
            .replace('_', "")
            .parse::<f64>()
            .ok()
            .filter(|n| *n > 0.0 && n.is_finite())
            .map(Step::Linear),
    }
}

fn drill(node: &Node, lesson: Option<&str>) -> Drill {
    let checklist: Vec<CheckItem> = present(node, "checklist")
        .map(|c| {
            c.items()
                .iter()
                .map(|i| CheckItem {
                    id: string(i, "id").unwrap_or_default(),
                    text: present(i, "text").map(text).unwrap_or_default(),
                })
                .collect()
        })
        .unwrap_or_default();
    let pass = number(node, "pass").map_or(checklist.len(), |n| n as usize);
    Drill {
        id: string(node, "id").unwrap_or_default(),
        lesson: lesson.map(str::to_string),
        title: opt_label(node, "title"),
        prompt: present(node, "prompt").map(text).unwrap_or_default(),
        seconds: number(node, "seconds").map_or(90, |n| n as u32),
        sample: present(node, "sample").map(text).unwrap_or_default(),
        pass: pass.min(checklist.len()),
        checklist,
        hints: texts(node, "hints"),
    }
}

pub fn modules(node: &Node) -> Vec<Module> {
    present(node, "modules")
        .map(|m| {
            m.items()
                .iter()
                .map(|m| Module {
                    id: string(m, "id").unwrap_or_default(),
                    code: string(m, "code").unwrap_or_default(),
                    title: present(m, "title").map(label).unwrap_or_default(),
                })
                .collect()
        })
        .unwrap_or_default()
}

pub fn planned(node: &Node) -> Vec<Planned> {
    present(node, "planned")
        .map(|m| {
            m.items()
                .iter()
                .map(|p| Planned {
                    id: string(p, "id").unwrap_or_default(),
                    code: string(p, "code").unwrap_or_default(),
                    title: present(p, "title").map(label).unwrap_or_default(),
                    module: string(p, "module"),
                })
                .collect()
        })
        .unwrap_or_default()
}
