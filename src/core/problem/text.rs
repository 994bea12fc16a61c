//! A problem in words, as data: one sentence saying what is wrong and, where it helps, what
//! to do, as a `Message` that i18n puts into the reader's language.

use crate::core::message::{self as m, Arg, Message};
use crate::core::problem::args::{dims_list, figure_arg};
use crate::core::problem::{Expansion, NodeKind, Problem, ProblemKind, Severity, SyntaxMistake};

impl Severity {
    pub fn message(self) -> Message {
        match self {
            Severity::Error => m::sev_error(),
            Severity::Warning => m::sev_warning(),
        }
    }
}

impl Problem {
    /// `file:line:column` and the field path, as a compiler would print it: the same in
    /// every language.
    pub fn location(&self) -> String {
        let pl = &self.place;
        let mut out = pl.file.clone();
        if pl.line > 0 {
            out.push_str(&format!(":{}:{}", pl.line, pl.column.max(1)));
        }
        if !pl.path.is_empty() {
            out.push_str(&format!(" · {}", pl.path));
        }
        out
    }
}

impl NodeKind {
    /// The name of the kind of value found.
    pub fn message(self) -> Message {
        match self {
            NodeKind::Null => m::type_null(),
            NodeKind::Bool => m::type_boolean(),
            NodeKind::Number => m::type_number(),
            NodeKind::Text => m::type_text(),
            NodeKind::List => m::type_list(),
            NodeKind::Map => m::type_map(),
        }
    }
}

/// The name of an expected type as the checks write it (`integer`, `text`, ...); an unknown
/// key is shown as the id it would have, as a missing message is.
fn type_name(key: &str) -> Arg {
    Arg::from(match key {
        "null" => m::type_null(),
        "boolean" => m::type_boolean(),
        "number" => m::type_number(),
        "text" => m::type_text(),
        "list" => m::type_list(),
        "map" => m::type_map(),
        "integer" => m::type_integer(),
        "identifier" => m::type_identifier(),
        "date" => m::type_date(),
        _ => return Arg::from(format!("type-{key}")),
    })
}

/// `` `a`, `b` ``: names as the file writes them.
fn list(items: &[String]) -> String {
    items
        .iter()
        .map(|s| format!("`{s}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

impl ProblemKind {
    /// The sentence for a problem, without its place; a follow-on problem adds why it may
    /// only follow from another.
    pub fn text(&self) -> Arg {
        match self {
            ProblemKind::FollowOn { of, files } => Arg::Join(vec![
                of.text(),
                Arg::from(" "),
                Arg::from(Message::from(m::PFollowOn {
                    files,
                    count: files.split(", ").count(),
                })),
            ]),
            other => Arg::from(other.message()),
        }
    }

    /// One sentence per kind: this match is the table of them.
    fn message(&self) -> Message {
        use ProblemKind as K;
        match self {
            K::FollowOn { of, .. } => of.message(),
            K::Unreadable { detail } => m::p_unreadable(detail),
            K::InvalidUtf8 => m::p_invalid_utf8(),
            K::OutsideCourse { target } => m::p_outside_course(target),
            K::NotAFile => m::p_not_a_file(),
            K::LinkLoop { target } => m::p_link_loop(target),
            K::TooManyFiles { limit } => m::p_too_many_files(*limit),
            K::TooLarge { bytes, limit } => m::PTooLarge {
                size: Arg::Int(bytes / 1024),
                limit: Arg::Int(limit / 1024),
            }
            .into(),
            K::TabIndent => m::p_tab_indent(),
            K::Syntax { what, .. } => syntax(*what),
            K::TooDeep => m::p_too_deep(),
            K::TooBig { what } => too_big(*what),
            K::MultipleDocuments => m::p_multiple_documents(),
            K::EmptyFile => m::p_empty_file(),
            K::DuplicateKey { key, first } => m::PDuplicateKey {
                key,
                first: Arg::Int(*first as u64),
            }
            .into(),
            K::UnknownField { field, expected } => unknown_field(field, expected),
            K::MissingField { field } => m::p_missing_field(field),
            K::WrongType { expected, found } => m::PWrongType {
                expected: type_name(expected),
                found: found.message(),
            }
            .into(),
            K::BlockShape { expected } => m::p_block_shape(list(expected)),
            K::BadEnum { value, allowed } => m::PBadEnum {
                value,
                allowed: list(allowed),
            }
            .into(),
            K::OutOfRange { value, min, max } => m::POutOfRange {
                value: value.to_string(),
                min: min.to_string(),
                max: max.to_string(),
            }
            .into(),
            K::BadId { value } => m::p_bad_id(value),
            K::BadDate { value } => m::p_bad_date(value),
            K::BadUrl { value } => m::p_bad_url(value),
            K::FormatVersion { found, supported } => m::PFormatVersion {
                found: found.to_string(),
                supported: supported.to_string(),
            }
            .into(),
            K::EmptyText => m::p_empty_text(),
            K::EmptyList => m::p_empty_list(),
            K::BadChar { ch } => m::p_bad_char(format!("U+{:04X}", u32::from(*ch))),
            K::InvisibleChar { ch } => m::p_invisible_char(format!("U+{:04X}", u32::from(*ch))),
            K::MissingTranslation { missing } => m::p_missing_translation(missing),
            K::UnclosedMarkup { marker } => m::PUnclosedMarkup {
                marker,
                kind: if marker == "`" { "code" } else { "emphasis" },
            }
            .into(),
            K::UnknownCitation { id } => m::p_unknown_citation(id),
            K::DiagramUnlabelled { slot } => m::p_diagram_unlabelled(slot),
            K::DiagramUnused { slot } => m::p_diagram_unused(slot),
            K::DiagramLabelTooLong {
                slot,
                lang,
                width,
                room,
            } => m::PDiagramLabelTooLong {
                slot,
                lang,
                width: *width,
                room: *room,
            }
            .into(),
            K::DiagramTooWide { width, room } => m::PDiagramTooWide {
                width: *width,
                room: *room,
            }
            .into(),
            K::TableRowLength { expected, found } => m::PTableRowLength {
                expected: *expected,
                found: *found,
            }
            .into(),
            K::CalloutEmpty => m::p_callout_empty(),
            K::UnquotedNumberId { value } => m::p_unquoted_number_id(value),
            K::CalcAnswerKind {
                calculator,
                unit,
                measures,
            } => m::PCalcAnswerKind {
                calculator,
                unit,
                measures: dims_list(measures),
            }
            .into(),
            K::CalcAnswerOff {
                calculator,
                answer,
                output,
                gives,
            } => m::PCalcAnswerOff {
                calculator,
                answer: figure_arg(answer),
                output,
                gives: figure_arg(gives),
            }
            .into(),
            K::ScenarioStep { run, unmet } => unmet.message(run),
            K::BankInLessons { field } => m::p_bank_in_lessons(field),
            K::LessonInQuizzes => m::p_lesson_in_quizzes(),
            K::CourseWithoutId => m::p_course_without_id(),
            K::DuplicateId { id, first, line: 0 } => m::PDuplicateId { id, first }.into(),
            // A line number is written plainly, never grouped like a count.
            K::DuplicateId { id, first, line } => m::PDuplicateIdAt {
                id,
                first,
                line: line.to_string(),
            }
            .into(),
            K::BrokenRef { target } => m::p_broken_ref(target),
            K::SelfRef => m::p_self_ref(),
            K::UnknownModule { module } => m::p_unknown_module(module),
            K::NoManifest { path } => m::p_no_manifest(path),
            K::NoLessons { path } => m::p_no_lessons(path),
            K::QuestionNeeds { field, kind } => m::PQuestionNeeds { field, kind }.into(),
            K::FieldNotForType { field, kind } => m::PFieldNotForType { field, kind }.into(),
            K::CorrectCount { kind, found } => m::PCorrectCount {
                kind,
                found: *found,
            }
            .into(),
            K::TooFewChoices { min, found } => m::PTooFewChoices {
                min: *min,
                found: *found,
            }
            .into(),
            K::BelowMin { value, min } => m::PBelowMin { value, min }.into(),
            K::UnknownBank { id } => m::p_unknown_bank(id),
            K::UnknownQuestion { id, bank } => m::PUnknownQuestion { id, bank }.into(),
            K::BankEmpty => m::p_bank_empty(),
            K::PassOverChecklist { pass, items } => m::PPassOverChecklist {
                pass: *pass,
                items: *items,
            }
            .into(),
            K::UnknownDrill { id } => m::p_unknown_drill(id),
            K::UnknownCalculator { id } => m::p_unknown_calculator(id),
            K::UnknownScenario { id } => m::p_unknown_scenario(id),
            K::ScenarioNoReset { first } => m::p_scenario_no_reset(first),
            K::UnknownSimulation { id } => m::p_unknown_simulation(id),
            K::UnknownTerm { id, near } => m::PUnknownTerm {
                id,
                near: near.as_deref().unwrap_or("none"),
            }
            .into(),
            K::TermMissingLanguage { id, lang, what } => {
                m::PTermMissingLanguage { id, lang, what }.into()
            }
            K::GlossaryMisplaced => m::p_glossary_misplaced(),
            K::BadSimulation { command, error } => m::PBadSimulation {
                command,
                why: error.message(),
            }
            .into(),
            K::BadPlayCommand { command, error } => m::PBadPlayCommand {
                command,
                why: error.text(" "),
            }
            .into(),
            K::Playground { fault } => super::play_text::fault(fault),
            K::BadPlaygroundCommand { command, error } => {
                super::play_text::bad_command(command, error)
            }
            K::UnknownPlayground { id } => m::p_unknown_playground(id),
            K::GoalUnreached { solution } => m::p_goal_unreached(solution),
            K::GoalMetAlready => m::p_goal_met_already(),
            K::ChallengeWithoutGoal { scenario } => m::p_challenge_without_goal(scenario),
            K::BadParameters { detail } => m::p_bad_parameters(detail),
            K::BadName { name } => m::p_bad_name(name),
            K::BadStep { step } => m::p_bad_step(step),
            K::DefaultOutside { value, min, max } => default_outside(value, min, max),
            K::UnknownFigure { .. }
            | K::CalcNoValue { .. }
            | K::EmptyPractice { .. }
            | K::DuplicateCode { .. }
            | K::ExpectNotWhole { .. }
            | K::MarkNotRead
            | K::BadTolerance { .. }
            | K::VaryNotShown { .. }
            | K::RightMuchLongest { .. }
            | K::LongestRightHabit { .. }
            | K::CommaInFlow { .. }
            | K::Misaligned { .. }
            | K::CalcAnswerBits { .. } => crate::core::problem::args::authoring(self),
            K::CalcUnitMismatch {
                unit,
                formula,
                expected,
            } => m::PCalcUnitMismatch {
                unit,
                formula,
                expected,
            }
            .into(),
            K::ThresholdAboutNothing { unit, outputs } => {
                m::PThresholdAboutNothing { unit, outputs }.into()
            }
            K::TitleRepeatsCode { code } => m::p_title_repeats_code(code),
            K::ThresholdOutOfOrder { above, before } => {
                m::PThresholdOutOfOrder { above, before }.into()
            }
            K::FormulaSyntax { found } => m::p_formula_syntax(found),
            K::FormulaUnfinished { unclosed: true } => m::p_formula_unclosed(),
            K::FormulaUnfinished { unclosed: false } => m::p_formula_unfinished(),
            K::FormulaUnknownName { name } => m::p_formula_unknown_name(name),
            K::FormulaNotYet { name } => m::p_formula_not_yet(name),
            K::FormulaMismatch { left, right } => m::PFormulaMismatch { left, right }.into(),
            K::FormulaPower => m::p_formula_power(),
            K::FormulaArgs { func } => m::p_formula_args(func),
            K::FormulaTooDeep { depth, len } => m::PFormulaTooDeep {
                depth: *depth,
                len: *len,
            }
            .into(),
        }
    }
}

/// Our words for a YAML mistake: the parser's own (kept in `detail` for the cache) are
/// English and name its internals, so neither language shows them.
fn syntax(what: SyntaxMistake) -> Message {
    use SyntaxMistake as M;
    match what {
        M::ColonInValue => m::p_yaml_colon(),
        M::MissingColon => m::p_yaml_missing_colon(),
        M::UnclosedQuote => m::p_yaml_unclosed_quote(),
        M::UnclosedBracket(c) => m::p_yaml_unclosed_bracket(c.to_string()),
        M::Indentation => m::p_yaml_indentation(),
        M::UnknownEscape => m::p_yaml_escape(),
        M::UnknownAnchor => m::p_yaml_anchor(),
        M::ReservedCharacter(c) => m::PYamlReserved {
            ch: c.to_string(),
            kind: if c == '`' { "backtick" } else { "other" },
        }
        .into(),
        M::EmptyKey => m::p_yaml_empty_key(),
        M::KeyNotText => m::p_yaml_key_not_text(),
        M::MergeValue => m::p_yaml_merge(),
        M::AliasInItself => m::p_yaml_alias_in_itself(),
        M::QuoteValue(c) => m::p_yaml_quote_value(c.to_string()),
        M::BlockIndent => m::p_yaml_block_indent(),
        M::Other => m::p_syntax(),
    }
}

fn too_big(what: Expansion) -> Message {
    match what {
        Expansion::Nodes(n) => m::p_too_big_nodes(Arg::Int(n)),
        Expansion::Text(b) => m::p_too_big_text(Arg::Int(b / 1024)),
        Expansion::Aliases => m::p_too_big_aliases(),
    }
}

fn unknown_field(field: &str, expected: &[String]) -> Message {
    match crate::core::ident::nearest(field, expected.iter().map(String::as_str)) {
        Some(near) => m::PUnknownFieldNear {
            field,
            near,
            expected: list(expected),
        }
        .into(),
        None => m::PUnknownField {
            field,
            expected: list(expected),
        }
        .into(),
    }
}

fn default_outside(value: &str, min: &str, max: &str) -> Message {
    let bounds = match (min.is_empty(), max.is_empty()) {
        (false, true) => "min",
        (true, false) => "max",
        _ => "both",
    };
    m::PDefaultOutside {
        value: figure_arg(value),
        min: figure_arg(min),
        max: figure_arg(max),
        bounds,
    }
    .into()
}
