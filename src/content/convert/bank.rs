//! A question bank file: its questions, drills, playground scenarios and simulations; its calculators are
//! built in `calc`.

use super::calc::calculator;
use super::{int, label, number, opt_label, present, string, text, texts};
use crate::content::schema;
use crate::content::yaml::{Node, Value};
use crate::core::drill::{CheckItem, Drill};
use crate::core::quiz::{Bank, Choice, Kind, Question};
use crate::core::tolerance::Tolerance;
use crate::core::vary::Vary;
use schema::DEFAULT_TOLERANCE;

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

/// A number is percent either side; `x2` or `magnitude` a factor (see `core::tolerance`).
fn tolerance(node: &Node) -> Tolerance {
    let written = present(node, "tolerance").and_then(Node::as_text);
    match written.map(|s| (s.replace('_', "").parse::<f64>(), s)) {
        Some((Ok(p), _)) => Tolerance::Percent(p),
        Some((Err(_), s)) => Tolerance::parse(s).unwrap_or(Tolerance::Percent(DEFAULT_TOLERANCE)),
        None => Tolerance::Percent(DEFAULT_TOLERANCE),
    }
}

/// The inputs a numeric question draws anew each time it is asked.
fn vary(node: &Node) -> Vec<Vary> {
    let items = present(node, "vary").map(Node::items).unwrap_or_default();
    (items.iter())
        .filter_map(|v| {
            Some(Vary {
                input: string(v, "input")?,
                min: number(v, "min")?,
                max: number(v, "max")?,
            })
        })
        .collect()
}

fn question(node: &Node, lesson: Option<&str>) -> Question {
    let kind = match string(node, "type").as_deref() {
        Some("multiple") => Kind::Multiple {
            options: choices(node, "options"),
        },
        Some("numeric") => Kind::Numeric {
            value: number(node, "value").unwrap_or(0.0),
            unit: present(node, "unit").map(label).unwrap_or_default(),
            tolerance: tolerance(node),
            calculator: present(node, "calculator")
                .and_then(Node::as_text)
                .map(|s| s.trim().to_string()),
            vary: vary(node),
        },
        Some("ordering") => Kind::Ordering {
            steps: choices(node, "steps"),
        },
        Some("recall") => Kind::Recall {
            answer: present(node, "answer").map(text).unwrap_or_default(),
        },
        Some("challenge") => Kind::Challenge {
            scenario: string(node, "scenario").unwrap_or_default(),
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
        simulation: present(node, "simulation")
            .and_then(Node::as_text)
            .map(|s| s.trim().to_string()),
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
        playgrounds: present(node, "playgrounds")
            .map(|ps| {
                ps.items()
                    .iter()
                    .map(|p| {
                        let mut d = super::playground(p, lesson.as_deref());
                        // The columns SQLite makes; the checker reported any fault already.
                        let _ = crate::playground::define::try_sql(&mut d);
                        d
                    })
                    .collect()
            })
            .unwrap_or_default(),
        simulations: present(node, "simulations")
            .map(|ss| {
                ss.items()
                    .iter()
                    .map(|s| simulation(s, lesson.as_deref()))
                    .collect()
            })
            .unwrap_or_default(),
        lesson,
        file: file.to_string(),
    }
}

fn scenario(node: &Node, lesson: Option<&str>) -> crate::core::play::Scenario {
    let mut s = scenario_as_written(node, lesson);
    // The scenario's `reset` names its playground (the follow graph unless it says), so it
    // opens that one fresh whichever playground the learner was on.
    let on = (s.playground.clone()).unwrap_or_else(|| crate::core::playdef::BUILT_IN.to_string());
    if let Some(first) = s.steps.first_mut()
        && matches!(
            crate::core::play::parse(&first.run),
            Ok(crate::core::play::Command::Reset(None))
        )
    {
        first.run = format!("reset {on}");
    }
    // A scenario written before `reset` was required starts from a fresh playground all
    // the same (lint warns, and `lint --fix` writes the step in), so its text stays true.
    let starts_clean = s.steps.first().is_some_and(|st| {
        matches!(
            crate::core::play::parse(&st.run),
            Ok(crate::core::play::Command::Reset(_))
        )
    });
    if !starts_clean && let Some(first) = s.steps.first() {
        let words =
            |lang| crate::i18n::I18n::new(lang).msg(&crate::core::message::play_fresh_start());
        let said = |lang| Some(crate::core::rich::RichText::parse(&words(lang)).0);
        let step = crate::core::play::ScenarioStep {
            text: crate::core::lang::Localized::new(
                said(crate::core::lang::Lang::Id),
                said(crate::core::lang::Lang::En),
            ),
            run: format!("reset {on}"),
            expect: None,
            at: first.at,
        };
        s.steps.insert(0, step);
    }
    s
}

fn scenario_as_written(node: &Node, lesson: Option<&str>) -> crate::core::play::Scenario {
    crate::core::play::Scenario {
        id: string(node, "id").unwrap_or_default(),
        lesson: lesson.map(str::to_string),
        title: opt_label(node, "title"),
        playground: string(node, "playground"),
        goal: present(node, "goal").map(|g| crate::core::play::Goal {
            text: present(g, "text").map(text).unwrap_or_default(),
            command: string(g, "command"),
            expect: present(g, "expect").map(expect).unwrap_or_default(),
            solution: (present(g, "solution")
                .map(Node::items)
                .unwrap_or_default()
                .iter())
            .filter_map(Node::as_text)
            .map(|s| s.trim().to_string())
            .collect(),
            at: g
                .get("solution")
                .map_or((g.line, g.column), |n| (n.line, n.column)),
        }),
        playground_at: node
            .get("playground")
            .map_or((node.line, node.column), |p| (p.line, p.column)),
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

fn simulation(node: &Node, lesson: Option<&str>) -> crate::core::feed::Simulation {
    crate::core::feed::Simulation {
        id: string(node, "id").unwrap_or_default(),
        lesson: lesson.map(str::to_string),
        title: present(node, "title").map(label).unwrap_or_default(),
        text: present(node, "text").map(text).unwrap_or_default(),
        run: string(node, "run").unwrap_or_default(),
    }
}

fn expect(e: &Node) -> crate::core::play::expect::Expect {
    let count = |field: &str| int(e, field).and_then(|n| u64::try_from(n).ok());
    crate::core::play::expect::Expect {
        plan: string(e, "plan"),
        not_plan: string(e, "not_plan"),
        rows: count("rows"),
        refused: matches!(
            e.get("refused").map(|v| &v.value),
            Some(crate::content::yaml::Value::Bool(true))
        ),
        fullscan_at_least: count("fullscan_at_least"),
        vm_steps_at_most: count("vm_steps_at_most"),
        touched: count("touched"),
        touched_at_most: count("touched_at_most"),
        hottest_at_least: number(e, "hottest_at_least"),
        hottest_at_most: number(e, "hottest_at_most"),
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
