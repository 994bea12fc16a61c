//! What can be wrong in a course file, as data: one variant per kind of problem, with what
//! a sentence about it needs.

use super::syntax::{Expansion, NodeKind, SyntaxMistake};

/// How serious a problem is (`order.rs` says which kind is which).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    Warning,
    Error,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum ProblemKind {
    /// May only follow from unreadable `files`: what they define is unknown.
    FollowOn {
        of: Box<ProblemKind>,
        files: String,
    },
    /// The file could not be read from disk.
    Unreadable {
        detail: String,
    },
    InvalidUtf8,
    /// A link that leads out of the course folder: not followed, not read.
    OutsideCourse {
        target: String,
    },
    /// Not a plain file (a pipe, a device, a socket): not opened.
    NotAFile,
    /// A link to a folder the walk has already read (a link to `.`, say): not read again.
    LinkLoop {
        target: String,
    },
    /// The course holds more files than latih reads; the walk stopped here.
    TooManyFiles {
        limit: usize,
    },
    TooLarge {
        bytes: u64,
        limit: u64,
    },
    TabIndent,
    /// Not valid YAML: the mistake in our words, and the parser's English `detail` (shown
    /// only in English, only when we have no sentence of our own).
    Syntax {
        what: SyntaxMistake,
        detail: String,
    },
    TooDeep,
    /// Aliases or sheer size expand the document past the safety budget.
    TooBig {
        what: Expansion,
    },
    MultipleDocuments,
    EmptyFile,
    /// A field given twice in one map; `first` is the line of the first one.
    DuplicateKey {
        key: String,
        first: usize,
    },
    UnknownField {
        field: String,
        expected: Vec<String>,
    },
    MissingField {
        field: String,
    },
    WrongType {
        expected: String,
        found: NodeKind,
    },
    /// A block must be a map with exactly one key naming its type.
    BlockShape {
        expected: Vec<String>,
    },
    BadEnum {
        value: String,
        allowed: Vec<String>,
    },
    OutOfRange {
        value: i64,
        min: i64,
        max: i64,
    },
    BadId {
        value: String,
    },
    BadDate {
        value: String,
    },
    BadUrl {
        value: String,
    },
    FormatVersion {
        found: i64,
        supported: i64,
    },
    EmptyText,
    EmptyList,
    /// An invisible character (zero-width space, joiner) outside scripts that need it.
    InvisibleChar {
        ch: char,
    },
    BadChar {
        ch: char,
    },
    MissingTranslation {
        missing: String,
    },
    UnclosedMarkup {
        marker: String,
    },
    UnknownCitation {
        id: String,
    },
    TableRowLength {
        expected: usize,
        found: usize,
    },
    CalloutEmpty,
    /// A slot `{name}` in a diagram's art with no label for it.
    DiagramUnlabelled {
        slot: String,
    },
    /// A diagram label no slot of the art uses (or a second label for the same slot).
    DiagramUnused {
        slot: String,
    },
    /// A diagram label wider than its slot in `id`, `en`, or `both` (written once).
    DiagramLabelTooLong {
        slot: String,
        lang: String,
        width: usize,
        room: usize,
    },
    DiagramTooWide {
        width: usize,
        room: usize,
    },
    /// An id written as digits without quotes (`id: 0042`): other YAML tools read it as a
    /// number (34 in YAML 1.1's octal, or 42), so the same file means another id to them.
    UnquotedNumberId {
        value: String,
    },
    /// A numeric question whose calculator has no output in the question's kind of unit.
    CalcAnswerKind {
        calculator: String,
        unit: String,
        /// What its outputs measure, as keys: `bytes,rate`.
        measures: String,
    },
    /// A numeric answer in a bit unit (`Gb`) that agrees with its calculator in bytes (`GB`).
    CalcAnswerBits {
        unit: String,
        bytes: String,
    },
    /// A numeric question whose calculator, with its defaults, gives another figure.
    CalcAnswerOff {
        calculator: String,
        answer: String,
        output: String,
        gives: String,
    },
    /// A guided scenario's step that contradicts what it says it shows (`lint --run`).
    ScenarioStep {
        run: String,
        unmet: crate::core::play::expect::Unmet,
    },
    /// A format 1 `course.yaml` without `id`: progress is kept under the folder.
    CourseWithoutId,
    /// A file under lessons/ that is a question bank (it has `field`).
    BankInLessons {
        field: String,
    },
    /// A file under quizzes/ that is a lesson (it has `blocks`).
    LessonInQuizzes,
    /// An id used before: `first` names where (a file, or the list in this file), `line`
    /// its line (0 when unknown).
    DuplicateId {
        id: String,
        first: String,
        line: usize,
    },
    BrokenRef {
        target: String,
    },
    SelfRef,
    UnknownModule {
        module: String,
    },
    NoManifest {
        path: String,
    },
    NoLessons {
        path: String,
    },
    /// A question type that needs a field it does not have (`numeric` without `unit`).
    QuestionNeeds {
        field: String,
        kind: String,
    },
    /// A field the question's type does not use (`options` on a `numeric` question).
    FieldNotForType {
        field: String,
        kind: String,
    },
    /// A choice question whose options are not marked right the way its type requires.
    CorrectCount {
        kind: String,
        found: usize,
    },
    TooFewChoices {
        min: usize,
        found: usize,
    },
    BelowMin {
        value: String,
        min: String,
    },
    UnknownBank {
        id: String,
    },
    UnknownQuestion {
        id: String,
        bank: String,
    },
    /// A bank with neither questions nor drills.
    BankEmpty,
    /// A drill whose pass mark is more points than its checklist has.
    PassOverChecklist {
        pass: usize,
        items: usize,
    },
    UnknownDrill {
        id: String,
    },
    UnknownCalculator {
        id: String,
    },
    UnknownScenario {
        id: String,
    },
    /// A figure mark `[=calc.name]` whose calculator has no such name; `names` it has.
    UnknownFigure {
        calc: String,
        name: String,
        names: Vec<String>,
    },
    /// A scenario whose first step is not `reset`: it would go on from whatever state the
    /// learner's playground is in, and its text would not match what they see.
    ScenarioNoReset {
        first: String,
    },
    /// A glossary mark or a related term naming no term of the glossary; `near` is the
    /// closest id, if one is close.
    UnknownTerm {
        id: String,
        near: Option<String>,
    },
    /// A mark in text of language `lang` (`id`, `en`) to a term without a `what` (`name`,
    /// `definition`) in that language.
    TermMissingLanguage {
        id: String,
        lang: String,
        what: String,
    },
    /// A glossary file somewhere it would be read as a lesson.
    GlossaryMisplaced,
    UnknownSimulation {
        id: String,
    },
    /// A simulation whose run the simulator would refuse (words, a range, memory).
    #[serde(
        serialize_with = "super::serialize::ser_feed",
        deserialize_with = "super::serialize::de_feed"
    )]
    BadSimulation {
        command: String,
        error: Box<crate::core::feed::FeedError>,
    },
    /// A scenario step whose command the playground would not take.
    #[serde(
        serialize_with = "super::serialize::ser_play",
        deserialize_with = "super::serialize::de_play"
    )]
    BadPlayCommand {
        command: String,
        error: crate::core::play::ParseError,
    },
    /// A playground the course defines that could not run as written.
    Playground {
        fault: crate::core::playdef::Fault,
    },
    /// A scenario step on a defined playground whose command it would not take.
    BadPlaygroundCommand {
        command: String,
        error: crate::core::playdef::line::LineError,
    },
    /// A challenge whose reference solution, run after the steps, never reaches its goal.
    GoalUnreached {
        solution: String,
    },
    /// A challenge the scenario's own last step already meets.
    GoalMetAlready,
    /// A course's `scheduler.parameters` that FSRS does not take (too few, out of range).
    BadParameters {
        detail: String,
    },
    /// A challenge question whose scenario sets no goal: nothing could ever answer it.
    ChallengeWithoutGoal {
        scenario: String,
    },
    /// A scenario naming a playground the course does not define.
    UnknownPlayground {
        id: String,
    },
    /// A calculator name a formula could not use (`edge-size`, `2x`, `max`).
    BadName {
        name: String,
    },
    BadStep {
        step: String,
    },
    /// An output with no figure at the defaults (`input` empty) or with `input` at its `min`
    /// or `max` (`bound`), by a division by zero (or else an overflow).
    CalcNoValue {
        output: String,
        input: String,
        bound: String,
        value: String,
        division: bool,
    },
    /// A review block over lessons without questions (`bank` empty), or a quiz block over a
    /// bank without questions: the learner would meet "0 questions".
    EmptyPractice {
        lessons: String,
        bank: String,
    },
    /// A count in a step's `expect` written with decimals: no count can meet it.
    ExpectNotWhole {
        field: String,
        value: String,
    },
    /// A key out of line with its sibling just above, which starts at `column` of `line`.
    Misaligned {
        key: String,
        sibling: String,
        line: usize,
        column: usize,
    },
    /// A comma in a one-line `{id: …, en: …}` read as more keys; `fixed` quotes both texts.
    CommaInFlow {
        fixed: String,
    },
    /// A figure mark in a title, label or diagram, which are shown as written.
    MarkNotRead,
    /// A drawn input whose figure mark (`mark`) the prompt does not show in both languages.
    VaryNotShown {
        mark: String,
    },
    /// A `tolerance` that is neither a number, `x` and a factor, nor `magnitude`.
    BadTolerance {
        value: String,
    },
    /// A single-choice question whose right option is `times` as long as any wrong one.
    RightMuchLongest {
        times: String,
    },
    /// A bank where the right option is the longest in `longest` of `total` single choices.
    LongestRightHabit {
        longest: String,
        total: String,
    },
    /// Two lessons with the same code: the map shows both under one name.
    DuplicateCode {
        code: String,
        first: String,
    },
    DefaultOutside {
        value: String,
        min: String,
        max: String,
    },
    /// An output whose formula gives another kind of quantity than its unit (`bytes`,
    /// `rate`, `count`, `other`).
    CalcUnitMismatch {
        unit: String,
        formula: String,
        expected: String,
    },
    /// A threshold whose unit measures nothing its output (or, on a calculator, any of its
    /// outputs) measures.
    ThresholdAboutNothing {
        unit: String,
        outputs: String,
    },
    /// A lesson title that says the lesson's code, which is shown beside it anyway.
    TitleRepeatsCode {
        code: String,
    },
    /// A threshold whose line is not above the one before it about the same figures: the
    /// message of the highest line passed is shown, so a ladder is written upward.
    ThresholdOutOfOrder {
        above: String,
        before: String,
    },
    FormulaSyntax {
        found: String,
    },
    /// The formula stops before it is complete; `unclosed` when a `(` is left open.
    FormulaUnfinished {
        unclosed: bool,
    },
    FormulaUnknownName {
        name: String,
    },
    FormulaNotYet {
        name: String,
    },
    FormulaMismatch {
        left: String,
        right: String,
    },
    FormulaPower,
    /// Nested too deep or too long to be a formula.
    FormulaTooDeep {
        depth: usize,
        len: usize,
    },
    FormulaArgs {
        func: String,
    },
}
