//! The course file format, declared once as data.
//!
//! The checker walks files against these tables, `latih schema` turns them into JSON Schema,
//! and a test holds docs/authoring.md to them, so the three cannot drift apart. Every field's
//! description is a Fluent message `schema-<object>-<field>`, in both languages.

/// The only format version this build reads.
pub const FORMAT_VERSION: i64 = 1;

/// The newest format of `course.yaml`: 2 adds the course's `id` (required), which keys the
/// learner's progress; format 1 manifests still load, their progress kept under the folder.
pub const MANIFEST_VERSION: i64 = 2;

#[derive(Debug, Clone, Copy)]
pub enum Ty {
    /// A plain non-empty string (codes, language names).
    Str,
    /// A short single-language-or-bilingual label: a string, or `{id: .., en: ..}`.
    Label,
    /// Prose with inline markup, a string or `{id: .., en: ..}`.
    Text,
    /// Verbatim text such as SQL, kept exactly, never translated or re-wrapped.
    Code,
    Int {
        min: i64,
        max: i64,
    },
    /// Any number, integer or decimal, at least `min`.
    Number {
        min: f64,
    },
    Bool,
    /// An identifier (see `core::ident`).
    Id,
    /// The id of a lesson, existing or planned.
    Ref,
    /// `YYYY-MM-DD`.
    Date,
    /// How a calculator input steps: `1-2-5`, or a positive number to add.
    Step,
    /// An http(s) address.
    Url,
    /// Must equal `FORMAT_VERSION`.
    Version,
    /// `course.yaml`'s format: `FORMAT_VERSION` up to `MANIFEST_VERSION`.
    ManifestVersion,
    Enum(&'static [&'static str]),
    List {
        item: &'static Ty,
        min: usize,
    },
    Obj(&'static Obj),
    /// A lesson id string, or the object form with extra fields.
    RefOr(&'static Obj),
    /// A map with exactly one key naming the variant.
    OneOf(&'static [Variant]),
}

#[derive(Debug)]
pub struct Field {
    pub name: &'static str,
    pub ty: Ty,
    pub required: bool,
}

#[derive(Debug)]
pub struct Obj {
    /// Used in message ids and JSON Schema definition names.
    pub name: &'static str,
    pub fields: &'static [Field],
}

#[derive(Debug)]
pub struct Variant {
    pub name: &'static str,
    pub ty: Ty,
}

const fn req(name: &'static str, ty: Ty) -> Field {
    Field {
        name,
        ty,
        required: true,
    }
}

const fn opt(name: &'static str, ty: Ty) -> Field {
    Field {
        name,
        ty,
        required: false,
    }
}

const fn list(item: &'static Ty) -> Ty {
    Ty::List { item, min: 0 }
}

const fn list1(item: &'static Ty) -> Ty {
    Ty::List { item, min: 1 }
}

pub const CALLOUT_KINDS: &[&str] = &[
    "note",
    "assumption",
    "failure",
    "counterexample",
    "summary",
    "tip",
];
pub const ALIGNS: &[&str] = &["left", "right", "center"];

pub static LESSON: Obj = Obj {
    name: "lesson",
    fields: &[
        req("format_version", Ty::Version),
        req("id", Ty::Id),
        req("code", Ty::Str),
        req("module", Ty::Id),
        opt(
            "order",
            Ty::Int {
                min: 0,
                max: 100_000,
            },
        ),
        req("minutes", Ty::Int { min: 1, max: 600 }),
        req("title", Ty::Label),
        opt("subtitle", Ty::Label),
        opt("question", Ty::Text),
        opt("goals", list(&Ty::Text)),
        opt("prerequisites", list(&Ty::Obj(&PREREQUISITE))),
        req("blocks", list1(&Ty::OneOf(BLOCKS))),
        opt("links", Ty::Obj(&LINKS)),
        opt("sources", list(&Ty::Obj(&SOURCE))),
        opt("last_reviewed", Ty::Date),
    ],
};

pub static PREREQUISITE: Obj = Obj {
    name: "prerequisite",
    fields: &[opt("lesson", Ty::Ref), req("text", Ty::Text)],
};

pub static LINKS: Obj = Obj {
    name: "links",
    fields: &[
        opt("prev", Ty::RefOr(&LINK)),
        opt("next", Ty::RefOr(&LINK)),
        opt("related", list(&Ty::RefOr(&LINK))),
    ],
};

pub static LINK: Obj = Obj {
    name: "link",
    fields: &[req("lesson", Ty::Ref), opt("note", Ty::Text)],
};

pub static SOURCE: Obj = Obj {
    name: "source",
    fields: &[
        req("id", Ty::Id),
        req("title", Ty::Label),
        opt("url", Ty::Url),
        opt("note", Ty::Text),
    ],
};

pub static BLOCKS: &[Variant] = &[
    Variant {
        name: "heading",
        ty: Ty::Label,
    },
    Variant {
        name: "paragraph",
        ty: Ty::Text,
    },
    Variant {
        name: "list",
        ty: Ty::Obj(&LIST),
    },
    Variant {
        name: "table",
        ty: Ty::Obj(&TABLE),
    },
    Variant {
        name: "code",
        ty: Ty::Obj(&CODE),
    },
    Variant {
        name: "callout",
        ty: Ty::Obj(&CALLOUT),
    },
    Variant {
        name: "exercise",
        ty: Ty::Obj(&EXERCISE),
    },
    Variant {
        name: "quiz",
        ty: Ty::Obj(&QUIZ),
    },
    Variant {
        name: "review",
        ty: Ty::Obj(&REVIEW),
    },
    Variant {
        name: "drill",
        ty: Ty::Obj(&DRILL_CARD),
    },
    Variant {
        name: "calculator",
        ty: Ty::Obj(&CALC_CARD),
    },
    Variant {
        name: "playground",
        ty: Ty::Obj(&PLAY_CARD),
    },
];

/// A guided playground scenario inside a lesson: Enter opens the playground at its first step.
pub static PLAY_CARD: Obj = Obj {
    name: "playground-card",
    fields: &[req("id", Ty::Id), opt("title", Ty::Label)],
};

/// A guided walk through the playground: an explanation, then a command, step by step.
pub static SCENARIO: Obj = Obj {
    name: "scenario",
    fields: &[
        req("id", Ty::Id),
        opt("title", Ty::Label),
        req("steps", list1(&Ty::Obj(&SCENARIO_STEP))),
    ],
};

pub static SCENARIO_STEP: Obj = Obj {
    name: "scenario-step",
    fields: &[
        req("text", Ty::Text),
        req("run", Ty::Str),
        opt("expect", Ty::Obj(&STEP_EXPECT)),
    ],
};

/// What a step's output must show; `latih lint --run` runs the scenario and checks it.
pub static STEP_EXPECT: Obj = Obj {
    name: "step-expect",
    fields: &[
        opt("plan", Ty::Str),
        opt("not_plan", Ty::Str),
        opt("rows", Ty::Number { min: 0.0 }),
        opt("refused", Ty::Bool),
        opt("fullscan_at_least", Ty::Number { min: 0.0 }),
        opt("vm_steps_at_most", Ty::Number { min: 0.0 }),
    ],
};

/// A calculator inside a lesson: its inputs and outputs, live.
pub static CALC_CARD: Obj = Obj {
    name: "calculator-card",
    fields: &[req("id", Ty::Id), opt("title", Ty::Label)],
};

/// A drill inside a lesson: a card that starts the drill of that id.
pub static DRILL_CARD: Obj = Obj {
    name: "drill-card",
    fields: &[req("id", Ty::Id), opt("title", Ty::Label)],
};

/// A quiz inside a lesson: quick feedback, never recorded.
pub static QUIZ: Obj = Obj {
    name: "quiz",
    fields: &[
        req("bank", Ty::Id),
        opt("questions", list(&Ty::Id)),
        opt("title", Ty::Label),
    ],
};

/// A review inside a lesson: the questions of other lessons, recorded and scheduled.
pub static REVIEW: Obj = Obj {
    name: "review",
    fields: &[
        req("lessons", list1(&Ty::Ref)),
        opt("title", Ty::Label),
        opt("text", Ty::Text),
    ],
};

pub const QUESTION_TYPES: &[&str] = &["single", "multiple", "numeric", "ordering", "recall"];

/// A question bank file under quizzes/.
pub static BANK: Obj = Obj {
    name: "bank",
    fields: &[
        req("format_version", Ty::Version),
        req("id", Ty::Id),
        opt("lesson", Ty::Ref),
        opt("title", Ty::Label),
        opt("questions", list1(&Ty::Obj(&QUESTION))),
        opt("drills", list1(&Ty::Obj(&DRILL))),
        opt("calculators", list1(&Ty::Obj(&CALCULATOR))),
        opt("scenarios", list1(&Ty::Obj(&SCENARIO))),
    ],
};

/// A back-of-envelope calculator: inputs the learner changes, outputs that follow.
pub static CALCULATOR: Obj = Obj {
    name: "calculator",
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
    fields: &[
        req("above", Ty::Number { min: 0.0 }),
        opt("unit", Ty::Str),
        req("message", Ty::Text),
    ],
};

/// A timed oral drill: speak an answer against the clock, then tick a checklist.
pub static DRILL: Obj = Obj {
    name: "drill",
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
    fields: &[req("id", Ty::Id), req("text", Ty::Text)],
};

pub static QUESTION: Obj = Obj {
    name: "question",
    fields: &[
        req("id", Ty::Id),
        req("type", Ty::Enum(QUESTION_TYPES)),
        req("prompt", Ty::Text),
        opt("options", list(&Ty::Obj(&OPTION))),
        opt("steps", list(&Ty::Obj(&STEP))),
        opt("value", Ty::Number { min: 0.0 }),
        opt("unit", Ty::Label),
        opt("tolerance", Ty::Number { min: 0.0 }),
        opt("calculator", Ty::Id),
        opt("answer", Ty::Text),
        req("explanation", Ty::Text),
    ],
};

pub static OPTION: Obj = Obj {
    name: "option",
    fields: &[
        opt("id", Ty::Id),
        req("text", Ty::Text),
        opt("correct", Ty::Bool),
    ],
};

pub static STEP: Obj = Obj {
    name: "step",
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
    "answer",
];

pub fn question_fields(kind: &str) -> (&'static [&'static str], &'static [&'static str]) {
    // (required, allowed)
    match kind {
        "single" | "multiple" => (&["options"], &["options"]),
        "numeric" => (
            &["value", "unit"],
            &["value", "unit", "tolerance", "calculator"],
        ),
        "ordering" => (&["steps"], &["steps"]),
        "recall" => (&["answer"], &["answer"]),
        _ => (&[], &[]),
    }
}

/// Percent either side of `value` a numeric answer may be when `tolerance` is not given.
pub const DEFAULT_TOLERANCE: f64 = 10.0;

pub static LIST: Obj = Obj {
    name: "list",
    fields: &[opt("ordered", Ty::Bool), req("items", list1(&Ty::Text))],
};

pub static TABLE: Obj = Obj {
    name: "table",
    fields: &[
        opt("caption", Ty::Text),
        req("header", list1(&Ty::Text)),
        req("rows", list1(&list1(&Ty::Text))),
        opt("align", list(&Ty::Enum(ALIGNS))),
    ],
};

pub static CODE: Obj = Obj {
    name: "code",
    fields: &[
        opt("lang", Ty::Str),
        opt("caption", Ty::Text),
        req("text", Ty::Code),
    ],
};

pub static CALLOUT: Obj = Obj {
    name: "callout",
    fields: &[
        req("kind", Ty::Enum(CALLOUT_KINDS)),
        opt("title", Ty::Label),
        opt("text", Ty::Text),
        opt("items", list(&Ty::Text)),
    ],
};

pub static EXERCISE: Obj = Obj {
    name: "exercise",
    fields: &[
        opt("id", Ty::Id),
        opt("title", Ty::Label),
        req("prompt", Ty::Text),
        req("answer", Ty::Text),
    ],
};

pub static COURSE: Obj = Obj {
    name: "course",
    fields: &[
        req("format_version", Ty::ManifestVersion),
        opt("id", Ty::Id),
        req("title", Ty::Label),
        req("modules", list1(&Ty::Obj(&MODULE))),
        opt("planned", list(&Ty::Obj(&PLANNED))),
    ],
};

pub static MODULE: Obj = Obj {
    name: "module",
    fields: &[
        req("id", Ty::Id),
        req("code", Ty::Str),
        req("title", Ty::Label),
    ],
};

pub static PLANNED: Obj = Obj {
    name: "planned",
    fields: &[
        req("id", Ty::Id),
        req("code", Ty::Str),
        req("title", Ty::Label),
        opt("module", Ty::Id),
    ],
};

/// Every object of the format, for documentation and JSON Schema definitions.
pub static OBJECTS: &[&Obj] = &[
    &LESSON,
    &PREREQUISITE,
    &LINKS,
    &LINK,
    &SOURCE,
    &LIST,
    &TABLE,
    &CODE,
    &CALLOUT,
    &EXERCISE,
    &QUIZ,
    &REVIEW,
    &DRILL_CARD,
    &BANK,
    &QUESTION,
    &OPTION,
    &STEP,
    &DRILL,
    &CHECK_ITEM,
    &CALC_CARD,
    &PLAY_CARD,
    &SCENARIO,
    &SCENARIO_STEP,
    &STEP_EXPECT,
    &CALCULATOR,
    &CALC_INPUT,
    &CALC_OUTPUT,
    &THRESHOLD,
    &COURSE,
    &MODULE,
    &PLANNED,
];

/// The Fluent message id describing a field.
pub fn doc_id(obj: &str, field: &str) -> String {
    format!("schema-{obj}-{field}")
}

/// The Fluent message id describing a block type.
pub fn block_doc_id(variant: &str) -> String {
    format!("schema-block-{variant}")
}

/// Every description message id the schema needs.
pub fn all_doc_ids() -> Vec<String> {
    let mut ids: Vec<String> = OBJECTS
        .iter()
        .flat_map(|o| o.fields.iter().map(|f| doc_id(o.name, f.name)))
        .collect();
    ids.extend(BLOCKS.iter().map(|v| block_doc_id(v.name)));
    ids.extend(
        [
            "schema-text",
            "schema-lesson-root",
            "schema-course-root",
            "schema-bank-root",
        ]
        .map(String::from),
    );
    ids
}
