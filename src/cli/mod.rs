//! Command line: `latih` (the TUI), `lint`, `schema`, `review`, `stats`, `export`. Help text
//! is built from the Fluent files in the language the learner asked for, so `--help` reads in
//! Indonesian too.

mod args;
mod command;
mod command_out;
mod errors;
mod feed;
mod ids;
mod options;
mod opts;
mod out;
mod play;
mod progress;
mod run;
mod scaffold;
mod script;

use std::ffi::OsString;
use std::process::ExitCode;

use crate::core::lang::Lang;
use crate::core::message as m;
use crate::i18n::I18n;
use args::Sub;
pub use command_out::command;

/// The language from `--lang`, else `LATIH_LANG`, else the system locale, else Indonesian.
/// An unusable value is passed over, not fatal; `--lang` is checked again by the parser.
pub fn pick_lang(flag: Option<&str>, env: Option<&str>, locale: Option<&str>) -> Lang {
    [flag, env, locale]
        .into_iter()
        .flatten()
        .find_map(Lang::from_locale)
        .unwrap_or(Lang::Id)
}

/// `--lang X` or `--lang=X` from raw arguments, before clap parses them (clap needs the
/// language to write its help).
fn lang_flag(args: &[OsString]) -> Option<String> {
    let mut it = args.iter().map(|a| a.to_string_lossy().to_string());
    while let Some(a) = it.next() {
        if a == "--lang" {
            return it.next();
        }
        if let Some(v) = a.strip_prefix("--lang=") {
            return Some(v.to_string());
        }
    }
    None
}

pub fn main() -> ExitCode {
    let args: Vec<OsString> = std::env::args_os().collect();
    let flag = lang_flag(&args);
    let env = std::env::var("LATIH_LANG").ok();
    let locale = sys_locale::get_locale();
    let lang = pick_lang(flag.as_deref(), env.as_deref(), locale.as_deref());
    let i18n = I18n::new(lang);
    // An unusable LATIH_LANG is passed over, but not in silence.
    if flag.is_none()
        && let Some(v) = env.as_deref().filter(|v| Lang::from_locale(v).is_none())
    {
        let said = m::CliBadLangEnv {
            value: v,
            lang: lang.code(),
        };
        out::err(&i18n.msg(&said.into()));
    }
    // clap would refuse an empty value in English; say it in the learner's language.
    if std::env::var_os("LATIH_PROGRESS").is_some_and(|v| v.is_empty()) {
        out::err(&i18n.msg(&m::cli_empty_progress()));
        return ExitCode::from(2);
    }
    if let Some(f) = &flag
        && Lang::from_locale(f).is_none()
    {
        out::err(&i18n.msg(&m::cli_bad_lang(f)));
        return ExitCode::from(2);
    }
    // Read first with every help text left empty, which parses no .ftl file; help, the
    // version and a refusal are then made again with the texts, to be shown.
    let matches = match command(&I18n::silent(lang)).try_get_matches_from(&args) {
        Ok(m) => Ok(m),
        Err(e) if e.kind() == clap::error::ErrorKind::DisplayVersion => Err(e),
        Err(_) => command(&i18n).try_get_matches_from(&args),
    };
    let matches = match matches {
        Ok(m) => m,
        Err(e) => {
            // What was typed is repeated: escaped like everything else latih prints.
            if e.use_stderr() {
                out::err(&errors::refused(&i18n, &e));
                return ExitCode::from(2);
            }
            // The version is only the name and number: no message to read for it.
            if e.kind() == clap::error::ErrorKind::DisplayVersion {
                let _ = out::write(&mut std::io::stdout().lock(), &e.render().to_string());
                return ExitCode::SUCCESS;
            }
            // Help: clap writes it from our own (localized) templates.
            let text = errors::localize_usage(&i18n, &e.render().to_string());
            let _ = out::write(&mut std::io::stdout().lock(), &text);
            return ExitCode::SUCCESS;
        }
    };
    let args = match args::Args::read(&matches) {
        Ok(a) => a,
        Err(e) => {
            out::err(&format!("latih: {e}"));
            return ExitCode::from(2);
        }
    };
    let result = dispatch(&args, lang, &i18n);
    match result {
        Ok(code) => code,
        // A reader that stopped reading (`| head`) is not a failure: every command's output
        // ends there quietly, as a shell tool's does.
        Err(e) if closed_pipe(&e) => ExitCode::SUCCESS,
        Err(e) => {
            out::err(&format!("latih: {e:#}"));
            ExitCode::FAILURE
        }
    }
}

/// Whether `e` is a write into a pipe whose reader has gone (serde_json keeps the kind of
/// the write error it met, not the error itself).
fn closed_pipe(e: &anyhow::Error) -> bool {
    use std::io::ErrorKind::BrokenPipe;
    e.chain().any(|c| {
        let io = c.downcast_ref::<std::io::Error>().map(std::io::Error::kind);
        let json = c.downcast_ref::<serde_json::Error>();
        io.or_else(|| json?.io_error_kind()) == Some(BrokenPipe)
    })
}

/// Runs the command the line asked for.
fn dispatch(args: &args::Args, lang: Lang, i18n: &I18n) -> anyhow::Result<ExitCode> {
    let o = &args.shared;
    match args.command.clone() {
        Sub::Lint { .. } => run::lint(i18n, o, &args.command),
        Sub::Schema { kind, write } => run::schema(i18n, &kind, write.as_ref()),
        Sub::NewCourse(dir) => run::new_course(i18n, &dir),
        Sub::NewLesson { id, course } => run::new_lesson(i18n, &id, course),
        Sub::Review(lesson) => run::interactive(o, lang, run::Start::Review(lesson)),
        Sub::Drill(id) => run::interactive(o, lang, run::Start::Drill(id)),
        Sub::Stats => run::stats(o, lang),
        Sub::Show { what, answers } => run::show(o, &what, answers, lang),
        Sub::Optimize { reset, reschedule } => run::optimize(o, reset, reschedule, lang),
        Sub::Calc(expr) => run::calc(&expr, lang),
        Sub::Play { db, script } => play::play(o, db, script, lang),
        Sub::Feed { .. } => feed::feed(o, &args.command, lang),
        Sub::Export {
            format,
            out,
            lesson,
            ..
        } if format == "apkg" => run::anki_deck(o, out.as_ref(), lesson.as_deref(), lang),
        Sub::Export {
            format, out, actor, ..
        } if format == "xapi" => run::export_xapi(o, out.as_ref(), actor.as_deref(), lang),
        Sub::Send {
            url,
            user,
            password,
            actor,
        } => run::send_xapi(o, &url, (user, password), actor.as_deref(), lang),
        Sub::Export { format, out, .. } => run::export(o, &format, out.as_ref(), lang),
        Sub::ImportAnki(file) => run::import_anki(o, &file, lang),
        Sub::ClassReport {
            optimize,
            sources,
            format,
            user,
            password,
            course,
        } => {
            let o = &args::Shared {
                course: course.or_else(|| o.course.clone()),
                ..o.clone()
            };
            let auth = user
                .as_deref()
                .map(|u| (u, password.as_deref().unwrap_or("")));
            if optimize {
                run::class_optimize(o, &sources, auth, lang)
            } else {
                run::class_report(o, &sources, &format, auth, lang)
            }
        }
        Sub::Completions(shell) => run::completions(&shell, lang),
        Sub::Man(dir) => run::man(dir.as_ref(), lang),
        Sub::Home => run::interactive(o, lang, run::Start::Home),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn language_order_flag_env_locale_default() {
        assert_eq!(pick_lang(Some("en"), Some("id"), Some("id-ID")), Lang::En);
        assert_eq!(pick_lang(None, Some("en_GB"), Some("id-ID")), Lang::En);
        assert_eq!(pick_lang(None, None, Some("en-US")), Lang::En);
        assert_eq!(pick_lang(None, Some("fr"), Some("C")), Lang::Id);
        assert_eq!(pick_lang(None, None, None), Lang::Id);
    }

    #[test]
    fn lang_flag_forms() {
        let args = |v: &[&str]| v.iter().map(OsString::from).collect::<Vec<_>>();
        assert_eq!(
            lang_flag(&args(&["latih", "--lang", "en"])),
            Some("en".into())
        );
        assert_eq!(
            lang_flag(&args(&["latih", "lint", "--lang=id"])),
            Some("id".into())
        );
        assert_eq!(lang_flag(&args(&["latih"])), None);
    }
}
