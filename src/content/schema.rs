//! The course file format, declared once as data.
//!
//! The checker walks files against these tables, `latih schema` turns them into JSON Schema,
//! and a test holds docs/authoring.md to them, so the three cannot drift apart. Every field's
//! description is a Fluent message `schema-<object>-<field>`, in both languages.
//!
//! Here the types the tables are written in and the list of every object; the tables of each
//! kind of file (lesson, question bank, course manifest, glossary) have a file each.

mod bank;
mod course;
mod glossary;
mod lesson;
mod playground;

pub use bank::{
    BANK, CALC_INPUT, CALC_OUTPUT, CALCULATOR, CHECK_ITEM, DEFAULT_TOLERANCE, DRILL, OPTION,
    QUESTION, QUESTION_TYPES, SCENARIO, SCENARIO_GOAL, SCENARIO_STEP, SIMULATION, STEP,
    STEP_EXPECT, THRESHOLD, TYPED_FIELDS, VARY, question_fields,
};
pub use course::{COURSE, MODULE, PLANNED, SCHEDULER};
pub use glossary::{GLOSSARY, TERM};
pub use lesson::{
    ALIGNS, BLOCKS, CALC_CARD, CALLOUT, CALLOUT_KINDS, CODE, DIAGRAM, DIAGRAM_LABEL, DRILL_CARD,
    EXERCISE, LESSON, LINK, LINKS, LIST, PLAY_CARD, PREREQUISITE, QUIZ, REVIEW, SIM_CARD, SOURCE,
    TABLE,
};
pub use playground::{
    DRAWS, MAX_ROWS, PARAM_TYPES, PG_COLUMN, PG_COMMAND, PG_CURSOR, PG_INDEX, PG_PARAM,
    PG_PARTITION, PG_RANGE, PG_ROWS, PG_TABLE, PG_TIME, PG_ZIPF, PLAYGROUND,
};

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
    /// Verbatim text as `Code`, or `{id: .., en: ..}` when its comments speak to the reader.
    CodeText,
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
    /// A numeric answer's tolerance: percent (a number), `x2` or `magnitude`.
    Tolerance,
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
    /// The rules over several of its fields the checker applies (content::check::rules).
    pub rules: Rules,
    pub fields: &'static [Field],
}

/// The checks an object has besides its fields' own, named where the object is declared:
/// the checker matches on this, so an object cannot name rules that do not exist.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rules {
    None,
    Lesson,
    Callout,
    Question,
    Course,
    Drill,
    DrillCard,
    Calculator,
    CalculatorCard,
    PlaygroundCard,
    Scenario,
    ScenarioStep,
    Playground,
    PlaygroundColumn,
    Simulation,
    SimulationCard,
    Bank,
    Quiz,
    Review,
    StepExpect,
    Table,
    Diagram,
    Scheduler,
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
    &DIAGRAM,
    &DIAGRAM_LABEL,
    &QUIZ,
    &REVIEW,
    &DRILL_CARD,
    &BANK,
    &QUESTION,
    &OPTION,
    &STEP,
    &VARY,
    &DRILL,
    &CHECK_ITEM,
    &CALC_CARD,
    &PLAY_CARD,
    &SIM_CARD,
    &SCENARIO,
    &SCENARIO_STEP,
    &SCENARIO_GOAL,
    &STEP_EXPECT,
    &CALCULATOR,
    &CALC_INPUT,
    &CALC_OUTPUT,
    &THRESHOLD,
    &SIMULATION,
    &PLAYGROUND,
    &PG_TABLE,
    &PG_ROWS,
    &PG_COLUMN,
    &PG_RANGE,
    &PG_ZIPF,
    &PG_TIME,
    &PG_INDEX,
    &PG_PARTITION,
    &PG_COMMAND,
    &PG_PARAM,
    &PG_CURSOR,
    &COURSE,
    &MODULE,
    &PLANNED,
    &SCHEDULER,
    &GLOSSARY,
    &TERM,
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
            "schema-glossary-root",
        ]
        .map(String::from),
    );
    ids
}
