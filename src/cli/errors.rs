//! A command line clap refuses, said in the learner's language: clap's own sentences are
//! English, so each kind of mistake has a message of ours, filled from what clap found (the
//! word, the option, the values it accepts), then the usage line and where to read more.

use clap::error::{ContextKind, ContextValue, Error, ErrorKind};

use crate::core::message::{self as m, Message};
use crate::i18n::I18n;

/// What clap found, as text: one value, or several joined with commas.
fn found(e: &Error, kind: ContextKind) -> Option<String> {
    match e.get(kind)? {
        ContextValue::String(s) => Some(s.clone()),
        ContextValue::Strings(v) if !v.is_empty() => Some(v.join(", ")),
        ContextValue::StyledStr(s) => Some(s.to_string()),
        ContextValue::StyledStrs(v) if !v.is_empty() => Some(
            v.iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join(", "),
        ),
        ContextValue::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// The usage line without clap's English heading, and the command it is for (`latih drill`).
fn usage(e: &Error) -> Option<(String, String)> {
    let text = found(e, ContextKind::Usage)?;
    let line = text.trim().trim_start_matches("Usage:").trim().to_string();
    let command: Vec<&str> = line
        .split_whitespace()
        .take_while(|w| !w.starts_with(['[', '<', '-']))
        .collect();
    let command = command.join(" ");
    Some((line, command))
}

/// The one sentence that says what is wrong.
fn sentence(e: &Error) -> Message {
    let arg = || found(e, ContextKind::InvalidArg).unwrap_or_default();
    let near = |k: ContextKind| found(e, k).unwrap_or_else(|| "none".into());
    match e.kind() {
        ErrorKind::MissingRequiredArgument => m::cli_err_missing(arg()),
        ErrorKind::InvalidSubcommand => m::CliErrSubcommand {
            word: found(e, ContextKind::InvalidSubcommand).unwrap_or_default(),
            near: near(ContextKind::SuggestedSubcommand),
        }
        .into(),
        ErrorKind::UnknownArgument => m::CliErrUnknownArg {
            arg: arg(),
            near: near(ContextKind::SuggestedArg),
        }
        .into(),
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => m::CliErrValue {
            value: found(e, ContextKind::InvalidValue).unwrap_or_default(),
            arg: arg(),
            valid: near(ContextKind::ValidValue),
        }
        .into(),
        ErrorKind::ArgumentConflict => m::CliErrConflict {
            arg: arg(),
            prior: found(e, ContextKind::PriorArg).unwrap_or_default(),
        }
        .into(),
        ErrorKind::NoEquals => m::cli_err_no_equals(arg()),
        ErrorKind::TooManyValues | ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            m::cli_err_values(arg())
        }
        ErrorKind::MissingSubcommand => m::cli_err_no_command(),
        _ => m::cli_err_other(),
    }
}

/// clap's English placeholders in a usage line, in the reader's language.
pub fn localize_usage(i18n: &I18n, text: &str) -> String {
    text.replace("[OPTIONS]", &i18n.msg(&m::cli_usage_options()))
        .replace("[COMMAND]", &i18n.msg(&m::cli_usage_command()))
}

/// The whole text latih prints for a refused command line.
pub fn refused(i18n: &I18n, e: &Error) -> String {
    let mut out = format!("latih: {}", i18n.msg(&sentence(e)));
    let (line, command) = usage(e).unwrap_or_else(|| ("latih".into(), "latih".into()));
    if line != "latih" {
        let line = localize_usage(i18n, &line);
        out.push_str(&format!("\n\n{} {line}", i18n.msg(&m::cli_usage())));
    }
    out.push_str(&format!("\n\n{}", i18n.msg(&m::cli_err_more(command))));
    out
}
