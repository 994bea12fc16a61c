//! Command line: `latih` (the TUI), `lint`, `schema`, `review`, `stats`, `export`. Help text
//! is built from the Fluent files in the language the learner asked for, so `--help` reads in
//! Indonesian too.

mod command;
mod feed;
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
pub use command::command;

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
    let matches = match command(&i18n).try_get_matches_from(args) {
        Ok(m) => m,
        Err(e) => {
            // clap repeats what was typed: escaped like everything else latih prints.
            let text = e.render().to_string();
            if e.use_stderr() {
                out::err(text.trim_end());
                return ExitCode::from(2);
            }
            let _ = out::write(&mut std::io::stdout().lock(), &text);
            return ExitCode::SUCCESS;
        }
    };
    let o = opts::Opts::new(&matches);
    let result = match matches.subcommand() {
        Some(("lint", sub)) => run::lint(&i18n, &o, sub),
        Some(("schema", sub)) => run::schema(&i18n, sub),
        Some(("new", sub)) => run::new(&i18n, sub),
        Some(("review", sub)) => run::interactive(
            &o,
            lang,
            run::Start::Review(sub.get_one::<String>("lesson").cloned()),
        ),
        Some(("drill", sub)) => {
            let id = sub.get_one::<String>("id").cloned().unwrap_or_default();
            run::interactive(&o, lang, run::Start::Drill(id))
        }
        Some(("stats", _)) => run::stats(&o, lang),
        Some(("show", sub)) => run::show(&o, sub, lang),
        Some(("optimize", sub)) => run::optimize(&o, sub, lang),
        Some(("calc", sub)) => run::calc(sub, lang),
        Some(("play", sub)) => play::play(&o, sub, lang),
        Some(("feed", sub)) => feed::feed(&o, sub, lang),
        Some(("export", sub)) => run::export(&o, sub, lang),
        _ => run::interactive(&o, lang, run::Start::Home),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            out::err(&format!("latih: {e:#}"));
            ExitCode::FAILURE
        }
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
