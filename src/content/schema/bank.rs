//! The fields of a question bank file under quizzes/: questions and the fields each type
//! uses, drills, calculators, playground scenarios and simulations.

use super::Rules;
use super::{Obj, Ty, list, list1, opt, req};

/// A question bank file under quizzes/.
pub static BANK: Obj = Obj {
    name: "bank",
    rules: Rules::Bank,
    fields: &[
        req("format_version", Ty::Version),
        req("id", Ty::Id),
        opt("lesson", Ty::Ref),
        opt("title", Ty::Label),
        opt("questions", list1(&Ty::Obj(&QUESTION))),
        opt("drills", list1(&Ty::Obj(&DRILL))),
        opt("calculators", list1(&Ty::Obj(&CALCULATOR))),
        opt("scenarios", list1(&Ty::Obj(&SCENARIO))),
        opt("simulations", list1(&Ty::Obj(&SIMULATION))),
        opt("playgrounds", list1(&Ty::Obj(&super::PLAYGROUND))),
    ],
};

pub const QUESTION_TYPES: &[&str] = &[
    "single",
    "multiple",
    "numeric",
    "ordering",
    "recall",
    "challenge",
];

pub static QUESTION: Obj = Obj {
    name: "question",
    rules: Rules::Question,
    fields: &[
        req("id", Ty::Id),
        req("type", Ty::Enum(QUESTION_TYPES)),
        req("prompt", Ty::Text),
        opt("options", list(&Ty::Obj(&OPTION))),
        opt("steps", list(&Ty::Obj(&STEP))),
        opt("value", Ty::Number { min: 0.0 }),
        opt("unit", Ty::Label),
        opt("tolerance", Ty::Tolerance),
        opt("calculator", Ty::Id),
        opt("vary", list(&Ty::Obj(&VARY))),
        opt("answer", Ty::Text),
        opt("scenario", Ty::Id),
        req("explanation", Ty::Text),
        opt("simulation", Ty::Id),
    ],
};

/// An input of a numeric question's calculator drawn anew each time it is asked.
pub static VARY: Obj = Obj {
    name: "vary",
    rules: Rules::None,
    fields: &[
        req("input", Ty::Id),
        req("min", Ty::Number { min: 0.0 }),
        req("max", Ty::Number { min: 0.0 }),
    ],
};

pub static OPTION: Obj = Obj {
    name: "option",
    rules: Rules::None,
    fields: &[
        opt("id", Ty::Id),
        req("text", Ty::Text),
        opt("correct", Ty::Bool),
    ],
};

pub static STEP: Obj = Obj {
    name: "step",
    rules: Rules::None,
    fields: &[opt("id", Ty::Id), req("text", Ty::Text)],
};

/// Which fields each question type uses (besides id, type, prompt and explanation).
/// Fields that belong to one question type or another (`question_fields` says which).
pub const TYPED_FIELDS: &[&str] = &[
    "options",
    "steps",
    "value",
    "unit",
    "tolerance",
    "calculator",
    "vary",
    "answer",
    "scenario",
];

pub fn question_fields(kind: &str) -> (&'static [&'static str], &'static [&'static str]) {
    // (required, allowed)
    match kind {
        "single" | "multiple" => (&["options"], &["options"]),
        "numeric" => (
            &["value", "unit"],
            &["value", "unit", "tolerance", "calculator", "vary"],
        ),
        "ordering" => (&["steps"], &["steps"]),
        "recall" => (&["answer"], &["answer"]),
        "challenge" => (&["scenario"], &["scenario"]),
        _ => (&[], &[]),
    }
}

/// Percent either side of `value` a numeric answer may be when `tolerance` is not given.
pub const DEFAULT_TOLERANCE: f64 = 10.0;

/// A timed oral drill: speak an answer against the clock, then tick a checklist.
pub static DRILL: Obj = Obj {
    name: "drill",
    rules: Rules::Drill,
    fields: &[
        req("id", Ty::Id),
        opt("title", Ty::Label),
        req("prompt", Ty::Text),
        req("seconds", Ty::Int { min: 10, max: 3600 }),
        req("sample", Ty::Text),
        req("checklist", list1(&Ty::Obj(&CHECK_ITEM))),
        req("pass", Ty::Int { min: 1, max: 100 }),
        opt("hints", list(&Ty::Text)),
    ],
};

pub static CHECK_ITEM: Obj = Obj {
    name: "check-item",
    rules: Rules::None,
    fields: &[req("id", Ty::Id), req("text", Ty::Text)],
};

/// A back-of-envelope calculator: inputs the learner changes, outputs that follow.
pub static CALCULATOR: Obj = Obj {
    name: "calculator",
    rules: Rules::Calculator,
    fields: &[
        req("id", Ty::Id),
        opt("title", Ty::Label),
        req("inputs", list1(&Ty::Obj(&CALC_INPUT))),
        req("outputs", list1(&Ty::Obj(&CALC_OUTPUT))),
        opt("thresholds", list(&Ty::Obj(&THRESHOLD))),
    ],
};

pub static CALC_INPUT: Obj = Obj {
    name: "calc-input",
    rules: Rules::None,
    fields: &[
        req("name", Ty::Str),
        req("label", Ty::Label),
        req("unit", Ty::Str),
        req("default", Ty::Number { min: 0.0 }),
        opt("min", Ty::Number { min: 0.0 }),
        opt("max", Ty::Number { min: 0.0 }),
        opt("step", Ty::Step),
    ],
};

pub static CALC_OUTPUT: Obj = Obj {
    name: "calc-output",
    rules: Rules::None,
    fields: &[
        req("name", Ty::Str),
        req("label", Ty::Label),
        req("formula", Ty::Code),
        req("unit", Ty::Str),
        opt("thresholds", list(&Ty::Obj(&THRESHOLD))),
    ],
};

pub static THRESHOLD: Obj = Obj {
    name: "threshold",
    rules: Rules::None,
    fields: &[
        req("above", Ty::Number { min: 0.0 }),
        opt("unit", Ty::Str),
        req("message", Ty::Text),
    ],
};

/// A guided walk through the playground: an explanation, then a command, step by step.
pub static SCENARIO: Obj = Obj {
    name: "scenario",
    rules: Rules::Scenario,
    fields: &[
        req("id", Ty::Id),
        opt("title", Ty::Label),
        opt("playground", Ty::Id),
        req("steps", list1(&Ty::Obj(&SCENARIO_STEP))),
        opt("goal", Ty::Obj(&SCENARIO_GOAL)),
    ],
};

/// A challenge: after the steps, what the learner's own commands must reach, and a
/// reference solution `latih lint --run` checks reaches it.
pub static SCENARIO_GOAL: Obj = Obj {
    name: "scenario-goal",
    rules: Rules::None,
    fields: &[
        req("text", Ty::Text),
        opt("command", Ty::Str),
        req("expect", Ty::Obj(&STEP_EXPECT)),
        req("solution", list1(&Ty::Str)),
    ],
};

pub static SCENARIO_STEP: Obj = Obj {
    name: "scenario-step",
    rules: Rules::ScenarioStep,
    fields: &[
        req("text", Ty::Text),
        req("run", Ty::Str),
        opt("expect", Ty::Obj(&STEP_EXPECT)),
    ],
};

/// What a step's output must show; `latih lint --run` runs the scenario and checks it.
pub static STEP_EXPECT: Obj = Obj {
    name: "step-expect",
    rules: Rules::StepExpect,
    fields: &[
        opt("plan", Ty::Str),
        opt("not_plan", Ty::Str),
        opt("rows", Ty::Number { min: 0.0 }),
        opt("refused", Ty::Bool),
        opt("fullscan_at_least", Ty::Number { min: 0.0 }),
        opt("vm_steps_at_most", Ty::Number { min: 0.0 }),
        opt("touched", Ty::Number { min: 0.0 }),
        opt("touched_at_most", Ty::Number { min: 0.0 }),
        opt("hottest_at_least", Ty::Number { min: 0.0 }),
        opt("hottest_at_most", Ty::Number { min: 0.0 }),
    ],
};

/// One run of the news-feed simulator with what to look for: a lesson's card or a question
/// opens the simulator with `run` on its command line.
pub static SIMULATION: Obj = Obj {
    name: "simulation",
    rules: Rules::Simulation,
    fields: &[
        req("id", Ty::Id),
        req("title", Ty::Label),
        req("text", Ty::Text),
        req("run", Ty::Str),
    ],
};
