//! Problems in words, in the active language: one sentence saying what is wrong and, where
//! it helps, what to do.

use super::{Arg, I18n, ids};
use crate::content::check::kind_key;
use crate::core::problem::{Problem, ProblemKind, Severity};

/// The name of a value kind or expected type; an unknown key is shown as its id, as a
/// missing message is.
fn type_name(i: &I18n, key: &str) -> String {
    use crate::core::message as m;
    let name = match key {
        "null" => m::type_null(),
        "boolean" => m::type_boolean(),
        "number" => m::type_number(),
        "text" => m::type_text(),
        "list" => m::type_list(),
        "map" => m::type_map(),
        "integer" => m::type_integer(),
        "identifier" => m::type_identifier(),
        "date" => m::type_date(),
        _ => return format!("type-{key}"),
    };
    i.msg(&name)
}

fn list(items: &[String]) -> String {
    items
        .iter()
        .map(|s| format!("`{s}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn s(v: impl Into<String>) -> Arg {
    Arg::Str(v.into())
}

impl I18n {
    /// Why the playground database cannot be used.
    pub fn play_open_error(&self, e: &crate::playground::PlayError) -> String {
        use crate::playground::PlayError as E;
        let file = |p: &std::path::Path| s(p.display().to_string());
        match e {
            E::ProgressFile { path } => self.ta(ids::PLAY_DB_IS_PROGRESS, &[("file", file(path))]),
            E::NotPlayground { path } => self.ta(ids::PLAY_DB_NOT_OURS, &[("file", file(path))]),
            E::Damaged { path, detail } => self.ta(
                ids::PLAY_DB_DAMAGED,
                &[("file", file(path)), ("detail", s(detail.clone()))],
            ),
            E::Open { path, source } => self.ta(
                ids::PLAY_DB_OPEN,
                &[("file", file(path)), ("detail", s(source.to_string()))],
            ),
        }
    }

    /// One sentence naming what is wrong, then the usage of the command.
    pub fn play_parse_error(&self, e: &crate::core::play::ParseError) -> String {
        use crate::core::play::{self, ParseError};
        let i18n = self;
        let s = |v: &str| Arg::Str(v.to_string());
        let text = match e {
            ParseError::Empty => i18n.t(ids::PLAY_EMPTY),
            ParseError::Unknown {
                word,
                near: Some(n),
            } => i18n.ta(ids::PLAY_UNKNOWN_NEAR, &[("word", s(word)), ("near", s(n))]),
            ParseError::Unknown { word, near: None } => {
                i18n.ta(ids::PLAY_UNKNOWN, &[("word", s(word))])
            }
            ParseError::Missing { what, .. } => i18n.ta(ids::PLAY_MISSING, &[("what", s(what))]),
            ParseError::Bad { what, value, .. } => {
                i18n.ta(ids::PLAY_BAD, &[("what", s(what)), ("value", s(value))])
            }
            ParseError::BothPagings { .. } => i18n.t(ids::PLAY_BOTH_PAGINGS),
            ParseError::TooMany { extra, .. } => {
                i18n.ta(ids::PLAY_TOO_MANY, &[("extra", s(extra))])
            }
        };
        match e.command().and_then(play::usage) {
            Some(u) => format!("{text}\n{}", i18n.ta(ids::PLAY_USAGE, &[("usage", s(u))])),
            None => text,
        }
    }

    pub fn severity(&self, sev: Severity) -> String {
        self.t(match sev {
            Severity::Error => ids::SEV_ERROR,
            Severity::Warning => ids::SEV_WARNING,
        })
    }

    /// The sentence for a problem, without its place.
    pub fn problem(&self, p: &Problem) -> String {
        use ProblemKind as K;
        if let K::FollowOn { of, files } = &p.kind {
            let inner = Problem {
                kind: (**of).clone(),
                place: p.place.clone(),
            };
            let count = files.split(", ").count();
            let why = self.ta(
                ids::P_FOLLOW_ON,
                &[("files", s(files)), ("count", Arg::from(count))],
            );
            return format!("{} {why}", self.problem(&inner));
        }
        let (id, args): (&str, Vec<(&str, Arg)>) = match &p.kind {
            K::FollowOn { .. } => (ids::P_FOLLOW_ON, vec![]),
            K::Unreadable { detail } => (ids::P_UNREADABLE, vec![("detail", s(detail))]),
            K::InvalidUtf8 => (ids::P_INVALID_UTF8, vec![]),
            K::OutsideCourse { target } => (ids::P_OUTSIDE_COURSE, vec![("target", s(target))]),
            K::NotAFile => (ids::P_NOT_A_FILE, vec![]),
            K::TooLarge { bytes, limit } => (
                ids::P_TOO_LARGE,
                vec![
                    ("size", s(self.int(bytes / 1024))),
                    ("limit", s(self.int(limit / 1024))),
                ],
            ),
            K::TabIndent => (ids::P_TAB_INDENT, vec![]),
            K::Syntax { what, detail } => {
                use crate::core::problem::SyntaxMistake as M;
                match what {
                    M::ColonInValue => (ids::P_YAML_COLON, vec![]),
                    M::MissingColon => (ids::P_YAML_MISSING_COLON, vec![]),
                    M::UnclosedQuote => (ids::P_YAML_UNCLOSED_QUOTE, vec![]),
                    M::UnclosedBracket(c) => (
                        ids::P_YAML_UNCLOSED_BRACKET,
                        vec![("open", s(c.to_string()))],
                    ),
                    M::Indentation => (ids::P_YAML_INDENTATION, vec![]),
                    M::UnknownEscape => (ids::P_YAML_ESCAPE, vec![]),
                    M::UnknownAnchor => (ids::P_YAML_ANCHOR, vec![]),
                    M::ReservedCharacter(c) => (
                        ids::P_YAML_RESERVED,
                        vec![
                            ("ch", s(c.to_string())),
                            ("kind", s(if *c == '`' { "backtick" } else { "other" })),
                        ],
                    ),
                    // The library speaks English only: its words stay out of other languages.
                    M::Other if self.lang() == crate::core::lang::Lang::En => {
                        (ids::P_SYNTAX, vec![("detail", s(detail))])
                    }
                    M::Other => (ids::P_SYNTAX_PLAIN, vec![]),
                }
            }
            K::TooDeep => (ids::P_TOO_DEEP, vec![]),
            K::TooBig { what } => match what {
                crate::core::problem::Expansion::Nodes(n) => {
                    (ids::P_TOO_BIG_NODES, vec![("limit", s(self.int(*n)))])
                }
                crate::core::problem::Expansion::Text(b) => {
                    (ids::P_TOO_BIG_TEXT, vec![("limit", s(self.int(b / 1024)))])
                }
                crate::core::problem::Expansion::Aliases => (ids::P_TOO_BIG_ALIASES, vec![]),
            },
            K::MultipleDocuments => (ids::P_MULTIPLE_DOCUMENTS, vec![]),
            K::EmptyFile => (ids::P_EMPTY_FILE, vec![]),
            K::DuplicateKey { key } => (ids::P_DUPLICATE_KEY, vec![("key", s(key))]),
            K::UnknownField { field, expected } => {
                let near = crate::core::ident::nearest(field, expected.iter().map(String::as_str));
                match near {
                    Some(n) => (
                        ids::P_UNKNOWN_FIELD_NEAR,
                        vec![
                            ("field", s(field)),
                            ("near", s(n)),
                            ("expected", s(list(expected))),
                        ],
                    ),
                    None => (
                        ids::P_UNKNOWN_FIELD,
                        vec![("field", s(field)), ("expected", s(list(expected)))],
                    ),
                }
            }
            K::MissingField { field } => (ids::P_MISSING_FIELD, vec![("field", s(field))]),
            K::WrongType { expected, found } => (
                ids::P_WRONG_TYPE,
                vec![
                    ("expected", s(type_name(self, expected))),
                    ("found", s(type_name(self, kind_key(*found)))),
                ],
            ),
            K::BlockShape { expected } => {
                (ids::P_BLOCK_SHAPE, vec![("expected", s(list(expected)))])
            }
            K::BadEnum { value, allowed } => (
                ids::P_BAD_ENUM,
                vec![("value", s(value)), ("allowed", s(list(allowed)))],
            ),
            K::OutOfRange { value, min, max } => (
                ids::P_OUT_OF_RANGE,
                vec![
                    ("value", s(value.to_string())),
                    ("min", s(min.to_string())),
                    ("max", s(max.to_string())),
                ],
            ),
            K::BadId { value } => (ids::P_BAD_ID, vec![("value", s(value))]),
            K::BadDate { value } => (ids::P_BAD_DATE, vec![("value", s(value))]),
            K::BadUrl { value } => (ids::P_BAD_URL, vec![("value", s(value))]),
            K::FormatVersion { found, supported } => (
                ids::P_FORMAT_VERSION,
                vec![
                    ("found", s(found.to_string())),
                    ("supported", s(supported.to_string())),
                ],
            ),
            K::EmptyText => (ids::P_EMPTY_TEXT, vec![]),
            K::EmptyList => (ids::P_EMPTY_LIST, vec![]),
            K::BadChar { ch } => (
                ids::P_BAD_CHAR,
                vec![("code", s(format!("U+{:04X}", u32::from(*ch))))],
            ),
            K::MissingTranslation { missing } => {
                (ids::P_MISSING_TRANSLATION, vec![("lang", s(missing))])
            }
            K::UnclosedMarkup { marker } => (
                ids::P_UNCLOSED_MARKUP,
                vec![
                    ("marker", s(marker)),
                    ("kind", s(if marker == "`" { "code" } else { "emphasis" })),
                ],
            ),
            K::UnknownCitation { id } => (ids::P_UNKNOWN_CITATION, vec![("id", s(id))]),
            K::TableRowLength { expected, found } => (
                ids::P_TABLE_ROW_LENGTH,
                vec![
                    ("expected", Arg::from(*expected)),
                    ("found", Arg::from(*found)),
                ],
            ),
            K::CalloutEmpty => (ids::P_CALLOUT_EMPTY, vec![]),
            K::UnquotedNumberId { value } => (ids::P_UNQUOTED_NUMBER_ID, vec![("value", s(value))]),
            K::CalcAnswerKind { calculator, unit } => (
                ids::P_CALC_ANSWER_KIND,
                vec![("calculator", s(calculator)), ("unit", s(unit))],
            ),
            K::CalcAnswerOff {
                calculator,
                answer,
                output,
                gives,
            } => (
                ids::P_CALC_ANSWER_OFF,
                vec![
                    ("calculator", s(calculator)),
                    ("answer", s(answer)),
                    ("output", s(output)),
                    ("gives", s(gives)),
                ],
            ),
            K::ScenarioStep { run, unmet } => {
                use crate::core::play_expect::Unmet as U;
                let n = |v: &u64| s(self.int(*v));
                let mut args = vec![("run", s(run))];
                let id = match unmet {
                    U::Refused => ids::P_STEP_REFUSED,
                    U::NotRefused => ids::P_STEP_NOT_REFUSED,
                    U::PlanLacks { want, plans } => {
                        args.extend([("want", s(want)), ("plans", s(plans))]);
                        ids::P_STEP_PLAN_LACKS
                    }
                    U::PlanHas { unwanted, plans } => {
                        args.extend([("want", s(unwanted)), ("plans", s(plans))]);
                        ids::P_STEP_PLAN_HAS
                    }
                    U::Rows { want, got } => {
                        args.extend([("want", n(want)), ("got", n(got))]);
                        ids::P_STEP_ROWS
                    }
                    U::FullscanBelow { want, got } => {
                        args.extend([("want", n(want)), ("got", n(got))]);
                        ids::P_STEP_FULLSCAN
                    }
                    U::VmStepsAbove { want, got } => {
                        args.extend([("want", n(want)), ("got", n(got))]);
                        ids::P_STEP_VM_STEPS
                    }
                };
                (id, args)
            }
            K::BankInLessons { field } => (ids::P_BANK_IN_LESSONS, vec![("field", s(field))]),
            K::LessonInQuizzes => (ids::P_LESSON_IN_QUIZZES, vec![]),
            K::CourseWithoutId => (ids::P_COURSE_WITHOUT_ID, vec![]),
            K::DuplicateId { id, first, line: 0 } => (
                ids::P_DUPLICATE_ID,
                vec![("id", s(id)), ("first", s(first))],
            ),
            // A line number is written plainly, never grouped like a count.
            K::DuplicateId { id, first, line } => (
                ids::P_DUPLICATE_ID_AT,
                vec![
                    ("id", s(id)),
                    ("first", s(first)),
                    ("line", s(line.to_string())),
                ],
            ),
            K::BrokenRef { target } => (ids::P_BROKEN_REF, vec![("target", s(target))]),
            K::SelfRef => (ids::P_SELF_REF, vec![]),
            K::UnknownModule { module } => (ids::P_UNKNOWN_MODULE, vec![("module", s(module))]),
            K::NoManifest { path } => (ids::P_NO_MANIFEST, vec![("path", s(path))]),
            K::NoLessons { path } => (ids::P_NO_LESSONS, vec![("path", s(path))]),
            K::QuestionNeeds { field, kind } => (
                ids::P_QUESTION_NEEDS,
                vec![("field", s(field)), ("kind", s(kind))],
            ),
            K::FieldNotForType { field, kind } => (
                ids::P_FIELD_NOT_FOR_TYPE,
                vec![("field", s(field)), ("kind", s(kind))],
            ),
            K::CorrectCount { kind, found } => (
                ids::P_CORRECT_COUNT,
                vec![("kind", s(kind)), ("found", Arg::from(*found))],
            ),
            K::TooFewChoices { min, found } => (
                ids::P_TOO_FEW_CHOICES,
                vec![("min", Arg::from(*min)), ("found", Arg::from(*found))],
            ),
            K::BelowMin { value, min } => {
                (ids::P_BELOW_MIN, vec![("value", s(value)), ("min", s(min))])
            }
            K::UnknownBank { id } => (ids::P_UNKNOWN_BANK, vec![("id", s(id))]),
            K::UnknownQuestion { id, bank } => (
                ids::P_UNKNOWN_QUESTION,
                vec![("id", s(id)), ("bank", s(bank))],
            ),
            K::BankEmpty => (ids::P_BANK_EMPTY, vec![]),
            K::PassOverChecklist { pass, items } => (
                ids::P_PASS_OVER_CHECKLIST,
                vec![("pass", Arg::from(*pass)), ("items", Arg::from(*items))],
            ),
            K::UnknownDrill { id } => (ids::P_UNKNOWN_DRILL, vec![("id", s(id))]),
            K::UnknownCalculator { id } => (ids::P_UNKNOWN_CALCULATOR, vec![("id", s(id))]),
            K::UnknownScenario { id } => (ids::P_UNKNOWN_SCENARIO, vec![("id", s(id))]),
            K::BadPlayCommand { command, error } => (
                ids::P_BAD_PLAY_COMMAND,
                vec![
                    ("command", s(command)),
                    ("why", s(self.play_parse_error(error).replace('\n', " "))),
                ],
            ),
            K::BadName { name } => (ids::P_BAD_NAME, vec![("name", s(name))]),
            K::BadStep { step } => (ids::P_BAD_STEP, vec![("step", s(step))]),
            K::DefaultOutside { value, min, max } => {
                let bounds = match (min.is_empty(), max.is_empty()) {
                    (false, true) => "min",
                    (true, false) => "max",
                    _ => "both",
                };
                (
                    ids::P_DEFAULT_OUTSIDE,
                    vec![
                        ("value", s(value)),
                        ("min", s(min)),
                        ("max", s(max)),
                        ("bounds", Arg::Str(bounds.into())),
                    ],
                )
            }
            K::CalcUnitMismatch {
                unit,
                formula,
                expected,
            } => (
                ids::P_CALC_UNIT_MISMATCH,
                vec![
                    ("unit", s(unit)),
                    ("formula", s(formula)),
                    ("expected", s(expected)),
                ],
            ),
            K::ThresholdAboutNothing { unit, outputs } => (
                ids::P_THRESHOLD_ABOUT_NOTHING,
                vec![("unit", s(unit)), ("outputs", s(outputs))],
            ),
            K::FormulaSyntax { found } => (ids::P_FORMULA_SYNTAX, vec![("found", s(found))]),
            K::FormulaUnfinished { unclosed: true } => (ids::P_FORMULA_UNCLOSED, vec![]),
            K::FormulaUnfinished { unclosed: false } => (ids::P_FORMULA_UNFINISHED, vec![]),
            K::FormulaUnknownName { name } => {
                (ids::P_FORMULA_UNKNOWN_NAME, vec![("name", s(name))])
            }
            K::FormulaNotYet { name } => (ids::P_FORMULA_NOT_YET, vec![("name", s(name))]),
            K::FormulaMismatch { left, right } => (
                ids::P_FORMULA_MISMATCH,
                vec![("left", s(left)), ("right", s(right))],
            ),
            K::FormulaPower => (ids::P_FORMULA_POWER, vec![]),
            K::FormulaArgs { func } => (ids::P_FORMULA_ARGS, vec![("func", s(func))]),
            K::FormulaTooDeep { depth, len } => (
                ids::P_FORMULA_TOO_DEEP,
                vec![("depth", Arg::from(*depth)), ("len", Arg::from(*len))],
            ),
        };
        self.ta(id, &args)
    }

    /// `file:line:column` and the field path, as a compiler would print it.
    pub fn place(&self, p: &Problem) -> String {
        let pl = &p.place;
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

impl I18n {
    /// A progress-file problem as a sentence naming the file.
    pub fn storage_error(&self, e: &crate::storage::StorageError) -> String {
        use crate::storage::StorageError as E;
        let path = |p: &std::path::Path| s(p.display().to_string());
        let (id, args): (&str, Vec<(&str, Arg)>) = match e {
            E::NotSqlite { path: p } => (ids::STORE_NOT_SQLITE, vec![("path", path(p))]),
            E::Corrupt { path: p, detail } => (
                ids::STORE_CORRUPT,
                vec![("path", path(p)), ("detail", s(detail))],
            ),
            E::Newer {
                path: p,
                found,
                supported,
            } => (
                ids::STORE_NEWER,
                vec![
                    ("path", path(p)),
                    ("found", s(found.to_string())),
                    ("supported", s(supported.to_string())),
                ],
            ),
            E::Foreign { path: p } => (ids::STORE_FOREIGN, vec![("path", path(p))]),
            E::BadVersion { path: p, found } => (
                ids::STORE_BAD_VERSION,
                vec![("path", path(p)), ("found", s(found.to_string()))],
            ),
            E::NeedsUpdate { path: p, found } => (
                ids::STORE_NEEDS_UPDATE,
                vec![("path", path(p)), ("found", s(found.to_string()))],
            ),
            E::ReadOnly { path: p } => (ids::STORE_READ_ONLY, vec![("path", path(p))]),
            E::NoFolder { path: p } => (ids::STORE_NO_FOLDER, vec![("path", path(p))]),
            E::Full { path: p } => (ids::STORE_FULL, vec![("path", path(p))]),
            E::Busy { path: p } => (ids::STORE_BUSY, vec![("path", path(p))]),
            E::Other { path: p, detail } => (
                ids::STORE_OTHER,
                vec![("path", path(p)), ("detail", s(detail))],
            ),
        };
        self.ta(id, &args)
    }
}
