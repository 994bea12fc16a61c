//! The fields of a lesson file under lessons/: its header, links and sources, and each kind
//! of block with the objects blocks hold.

use super::Rules;
use super::{Obj, Ty, Variant, list, list1, opt, req};

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
    rules: Rules::Lesson,
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
    rules: Rules::None,
    fields: &[opt("lesson", Ty::Ref), req("text", Ty::Text)],
};

pub static LINKS: Obj = Obj {
    name: "links",
    rules: Rules::None,
    fields: &[
        opt("prev", Ty::RefOr(&LINK)),
        opt("next", Ty::RefOr(&LINK)),
        opt("related", list(&Ty::RefOr(&LINK))),
    ],
};

pub static LINK: Obj = Obj {
    name: "link",
    rules: Rules::None,
    fields: &[req("lesson", Ty::Ref), opt("note", Ty::Text)],
};

pub static SOURCE: Obj = Obj {
    name: "source",
    rules: Rules::None,
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
        name: "diagram",
        ty: Ty::Obj(&DIAGRAM),
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
    Variant {
        name: "simulation",
        ty: Ty::Obj(&SIM_CARD),
    },
];

pub static LIST: Obj = Obj {
    name: "list",
    rules: Rules::None,
    fields: &[opt("ordered", Ty::Bool), req("items", list1(&Ty::Text))],
};

pub static TABLE: Obj = Obj {
    name: "table",
    rules: Rules::Table,
    fields: &[
        opt("caption", Ty::Text),
        req("header", list1(&Ty::Text)),
        req("rows", list1(&list1(&Ty::Text))),
        opt("align", list(&Ty::Enum(ALIGNS))),
    ],
};

pub static CODE: Obj = Obj {
    name: "code",
    rules: Rules::None,
    fields: &[
        opt("lang", Ty::Str),
        opt("caption", Ty::Text),
        req("text", Ty::CodeText),
    ],
};

pub static CALLOUT: Obj = Obj {
    name: "callout",
    rules: Rules::Callout,
    fields: &[
        req("kind", Ty::Enum(CALLOUT_KINDS)),
        opt("title", Ty::Label),
        opt("text", Ty::Text),
        opt("items", list(&Ty::Text)),
    ],
};

pub static EXERCISE: Obj = Obj {
    name: "exercise",
    rules: Rules::None,
    fields: &[
        opt("id", Ty::Id),
        opt("title", Ty::Label),
        req("prompt", Ty::Text),
        req("answer", Ty::Text),
        opt("hints", list(&Ty::Text)),
        opt("diagram", Ty::Obj(&DIAGRAM)),
    ],
};

/// A box-and-arrow drawing: `art` as written, with slots `{name   }` that `labels` fill in
/// the reader's language (see `core::diagram`).
pub static DIAGRAM: Obj = Obj {
    name: "diagram",
    rules: Rules::Diagram,
    fields: &[
        opt("caption", Ty::Text),
        req("art", Ty::Code),
        opt("labels", list(&Ty::Obj(&DIAGRAM_LABEL))),
    ],
};

pub static DIAGRAM_LABEL: Obj = Obj {
    name: "diagram-label",
    rules: Rules::None,
    fields: &[req("slot", Ty::Id), req("text", Ty::Label)],
};

/// A quiz inside a lesson: quick feedback, never recorded.
pub static QUIZ: Obj = Obj {
    name: "quiz",
    rules: Rules::Quiz,
    fields: &[
        req("bank", Ty::Id),
        opt("questions", list(&Ty::Id)),
        opt("title", Ty::Label),
    ],
};

/// A review inside a lesson: the questions of other lessons, recorded and scheduled.
pub static REVIEW: Obj = Obj {
    name: "review",
    rules: Rules::Review,
    fields: &[
        req("lessons", list1(&Ty::Ref)),
        opt("title", Ty::Label),
        opt("text", Ty::Text),
    ],
};

/// A drill inside a lesson: a card that starts the drill of that id.
pub static DRILL_CARD: Obj = Obj {
    name: "drill-card",
    rules: Rules::DrillCard,
    fields: &[req("id", Ty::Id), opt("title", Ty::Label)],
};

/// A calculator inside a lesson: its inputs and outputs, live.
pub static CALC_CARD: Obj = Obj {
    name: "calculator-card",
    rules: Rules::CalculatorCard,
    fields: &[req("id", Ty::Id), opt("title", Ty::Label)],
};

/// A guided playground scenario inside a lesson: Enter opens the playground at its first step.
pub static PLAY_CARD: Obj = Obj {
    name: "playground-card",
    rules: Rules::PlaygroundCard,
    fields: &[req("id", Ty::Id), opt("title", Ty::Label)],
};

/// A simulation inside a lesson: Enter opens the simulator with its run on the command line.
pub static SIM_CARD: Obj = Obj {
    name: "simulation-card",
    rules: Rules::SimulationCard,
    fields: &[req("id", Ty::Id), opt("title", Ty::Label)],
};
