//! `latih export --format xapi` and `latih send URL`: the course's review log and drill
//! attempts as xAPI statements, written out as one JSON array or POSTed to a learning
//! record store.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use serde_json::Value;

use super::super::args::Shared;
use super::super::{out, progress};
use super::export::write_whole;
use super::load;
use crate::core::lang::Lang;
use crate::core::message as m;
use crate::i18n::I18n;
use crate::interop::xapi::{self, Actor};

/// Every statement of the course, answers then drill attempts, each oldest first; or the
/// sentence that says why not.
fn statements(o: &Shared, actor: Option<&str>, i18n: &I18n) -> Result<Vec<Value>, String> {
    if let Some(a) = actor.filter(|a| !(a.starts_with("mailto:") && a.contains('@'))) {
        return Err(i18n.msg(&m::cli_bad_actor(a.to_string())));
    }
    let course = load(o, o.course.as_ref()).course;
    let opened =
        progress::open(o).and_then(|mut p| progress::scope(&mut p, &course, false).map(|()| p));
    let mut progress = opened.map_err(|e| i18n.msg(&e.message()))?;
    let actor = match actor {
        Some(a) => Actor::Mailbox(a.to_string()),
        None => Actor::Anonymous(progress.learner_id().map_err(|e| i18n.msg(&e.message()))?),
    };
    let make = xapi::Statements::new(&course, actor);
    let mut all = Vec::new();
    (progress.each_answer(|a| all.push(make.answered(&a))))
        .and_then(|_| progress.each_attempt(|t| all.push(make.drilled(&t))))
        .map_err(|e| i18n.msg(&e.message()))?;
    Ok(all)
}

pub fn export_xapi(
    o: &Shared,
    target: Option<&PathBuf>,
    actor: Option<&str>,
    lang: Lang,
) -> anyhow::Result<ExitCode> {
    let i18n = I18n::new(lang);
    let all = match statements(o, actor, &i18n) {
        Ok(s) => s,
        Err(said) => {
            out::err(&said);
            return Ok(ExitCode::FAILURE);
        }
    };
    let mut text = String::from("[");
    for (k, s) in all.iter().enumerate() {
        text.push_str(if k == 0 { "\n  " } else { ",\n  " });
        text.push_str(&s.to_string());
    }
    text.push_str(if all.is_empty() { "]\n" } else { "\n]\n" });
    let Some(target) = target else {
        let mut stdout = std::io::stdout().lock();
        return match stdout.write_all(text.as_bytes()) {
            Ok(()) => Ok(ExitCode::SUCCESS),
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(ExitCode::SUCCESS),
            Err(e) => Err(e.into()),
        };
    };
    let progress = o.progress.clone().or_else(crate::storage::default_path);
    if !write_whole(&i18n, target, progress.as_deref(), text.as_bytes()) {
        return Ok(ExitCode::FAILURE);
    }
    Ok(ExitCode::SUCCESS)
}

pub fn send_xapi(
    o: &Shared,
    url: &str,
    (user, password): (Option<String>, Option<String>),
    actor: Option<&str>,
    lang: Lang,
) -> anyhow::Result<ExitCode> {
    let i18n = I18n::new(lang);
    let all = match statements(o, actor, &i18n) {
        Ok(s) => s,
        Err(said) => {
            out::err(&said);
            return Ok(ExitCode::FAILURE);
        }
    };
    let auth = user
        .as_deref()
        .map(|u| (u, password.as_deref().unwrap_or("")));
    let endpoint = xapi::send::endpoint(url);
    match xapi::send::send(url, auth, &all) {
        Ok(batches) => {
            let said = m::CliSent {
                statements: all.len(),
                batches,
                url: &endpoint,
            };
            out::err(&i18n.msg(&said.into()));
            Ok(ExitCode::SUCCESS)
        }
        Err(xapi::send::SendError::Refused { status, said }) => {
            let said = m::CliSendRefused {
                url: &endpoint,
                status: status as usize,
                said,
            };
            out::err(&i18n.msg(&said.into()));
            Ok(ExitCode::FAILURE)
        }
        Err(xapi::send::SendError::Unreachable(detail)) => {
            let said = m::CliSendUnreachable {
                url: &endpoint,
                detail,
            };
            out::err(&i18n.msg(&said.into()));
            Ok(ExitCode::FAILURE)
        }
    }
}
