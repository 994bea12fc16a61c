//! Command line: `latih` (the TUI), `latih lint`, `latih schema`. Help text is built from the
//! Fluent files in the language the learner asked for, so `--help` reads in Indonesian too.

use std::ffi::OsString;
use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Arg as CArg, ArgAction, Command};

use crate::app::Model;
use crate::content::{self, jsonschema};
use crate::core::lang::Lang;
use crate::i18n::{Arg, I18n, ids};
use crate::{lint, tui};

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

/// The usual help and version flags, with help text in the active language.
fn common(cmd: Command, i18n: &I18n) -> Command {
    let template = format!(
        "{{about-with-newline}}\n{} {{usage}}\n\n{{all-args}}{{after-help}}",
        i18n.t(ids::CLI_USAGE)
    );
    cmd.help_template(template)
        .disable_help_flag(true)
        .disable_version_flag(true)
        .disable_help_subcommand(true)
        .next_help_heading(i18n.t(ids::CLI_OPTIONS))
        .subcommand_help_heading(i18n.t(ids::CLI_COMMANDS))
        .arg(
            CArg::new("help")
                .short('h')
                .long("help")
                .action(ArgAction::Help)
                .help(i18n.t(ids::CLI_HELP)),
        )
}

pub fn command(i18n: &I18n) -> Command {
    let lang = CArg::new("lang")
        .long("lang")
        .value_name("id|en")
        .global(true)
        .help(i18n.t(ids::CLI_LANG));
    let root = common(Command::new("latih"), i18n)
        .version(env!("CARGO_PKG_VERSION"))
        .arg(
            CArg::new("version")
                .short('V')
                .long("version")
                .action(ArgAction::Version)
                .help(i18n.t(ids::CLI_VERSION)),
        );
    root.about(i18n.t(ids::CLI_ABOUT))
        .after_help(i18n.t(ids::CLI_AFTER))
        .arg(lang)
        .arg(
            CArg::new("course")
                .long("course")
                .value_name("DIR")
                .value_parser(clap::value_parser!(PathBuf))
                .help(i18n.t(ids::CLI_COURSE)),
        )
        .arg(
            CArg::new("watch")
                .long("watch")
                .action(ArgAction::SetTrue)
                .requires("course")
                .help(i18n.t(ids::CLI_WATCH)),
        )
        .subcommand(
            common(Command::new("lint"), i18n)
                .about(i18n.t(ids::CLI_LINT))
                .arg(
                    CArg::new("dir")
                        .value_name("DIR")
                        .help_heading(i18n.t(ids::CLI_ARGUMENTS))
                        .value_parser(clap::value_parser!(PathBuf))
                        .help(i18n.t(ids::CLI_LINT_DIR)),
                )
                .arg(
                    CArg::new("deny-warnings")
                        .long("deny-warnings")
                        .action(ArgAction::SetTrue)
                        .help(i18n.t(ids::CLI_DENY_WARNINGS)),
                ),
        )
        .subcommand(
            common(Command::new("schema"), i18n)
                .about(i18n.t(ids::CLI_SCHEMA))
                .arg(
                    CArg::new("kind")
                        .help_heading(i18n.t(ids::CLI_ARGUMENTS))
                        .value_parser(["lesson", "course"])
                        .default_value("lesson")
                        .help(i18n.t(ids::CLI_SCHEMA_KIND)),
                ),
        )
}

pub fn main() -> ExitCode {
    let args: Vec<OsString> = std::env::args_os().collect();
    let flag = lang_flag(&args);
    let env = std::env::var("LATIH_LANG").ok();
    let locale = sys_locale::get_locale();
    let lang = pick_lang(flag.as_deref(), env.as_deref(), locale.as_deref());
    let i18n = I18n::new(lang);
    if let Some(f) = &flag
        && Lang::from_locale(f).is_none()
    {
        eprintln!(
            "{}",
            i18n.ta(ids::CLI_BAD_LANG, &[("value", Arg::Str(f.clone()))])
        );
        return ExitCode::from(2);
    }
    let matches = match command(&i18n).try_get_matches_from(args) {
        Ok(m) => m,
        Err(e) => {
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
        }
    };
    let result = match matches.subcommand() {
        Some(("lint", sub)) => run_lint(
            &i18n,
            sub.get_one::<PathBuf>("dir"),
            sub.get_flag("deny-warnings"),
        ),
        Some(("schema", sub)) => {
            run_schema(&i18n, sub.get_one::<String>("kind").map(String::as_str))
        }
        _ => run_tui(
            lang,
            matches.get_one::<PathBuf>("course"),
            matches.get_flag("watch"),
        ),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("latih: {e:#}");
            ExitCode::FAILURE
        }
    }
}

fn load(dir: Option<&PathBuf>) -> content::Loaded {
    match dir {
        Some(d) => content::load_dir(d),
        None => content::load_bundled(),
    }
}

fn run_lint(i18n: &I18n, dir: Option<&PathBuf>, deny_warnings: bool) -> anyhow::Result<ExitCode> {
    let loaded = load(dir);
    let mut out = std::io::stdout().lock();
    out.write_all(lint::report(i18n, &loaded).as_bytes())?;
    Ok(if lint::failed(&loaded, deny_warnings) {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

fn run_schema(i18n: &I18n, kind: Option<&str>) -> anyhow::Result<ExitCode> {
    let kind = match kind {
        Some("course") => jsonschema::Kind::Course,
        _ => jsonschema::Kind::Lesson,
    };
    let schema = jsonschema::generate(kind, &|id| i18n.t(id));
    let mut out = std::io::stdout().lock();
    serde_json::to_writer_pretty(&mut out, &schema)?;
    writeln!(out)?;
    Ok(ExitCode::SUCCESS)
}

fn run_tui(lang: Lang, course: Option<&PathBuf>, watch: bool) -> anyhow::Result<ExitCode> {
    let i18n = I18n::new(lang);
    if !std::io::stdout().is_terminal() || !std::io::stdin().is_terminal() {
        eprintln!("{}", i18n.t(ids::CLI_NOT_A_TERMINAL));
        return Ok(ExitCode::from(2));
    }
    let mut loader = if watch {
        content::Loader::remembering()
    } else {
        content::Loader::default()
    };
    let loaded = match course {
        Some(dir) => content::load_dir_with(&mut loader, dir),
        None => content::load_bundled(),
    };
    let model = Model::new(loaded, lang, (80, 24));
    let watch = match (watch, course) {
        (true, Some(dir)) => Some((dir.clone(), loader)),
        _ => None,
    };
    tui::run(model, watch)?;
    Ok(ExitCode::SUCCESS)
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
