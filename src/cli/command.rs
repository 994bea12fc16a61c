//! The command line's shape: flags and subcommands, with help text from the Fluent files.

use std::path::PathBuf;

use clap::{Arg as CArg, ArgAction, Command};

use crate::i18n::{I18n, ids};

/// The usual help flag, headings and layout, in the active language.
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

fn global(id: &'static str, long: &'static str, value: &'static str, help: String) -> CArg {
    CArg::new(id)
        .long(long)
        .value_name(value)
        .global(true)
        .help(help)
}

pub fn command(i18n: &I18n) -> Command {
    let args = |id: &str| i18n.t(id);
    common(Command::new("latih"), i18n)
        .version(env!("CARGO_PKG_VERSION"))
        .arg(
            CArg::new("version")
                .short('V')
                .long("version")
                .action(ArgAction::Version)
                .help(args(ids::CLI_VERSION)),
        )
        .about(args(ids::CLI_ABOUT))
        .after_help(args(ids::CLI_AFTER))
        .arg(global("lang", "lang", "id|en", args(ids::CLI_LANG)))
        .arg(
            global("course", "course", "DIR", args(ids::CLI_COURSE))
                .value_parser(clap::value_parser!(PathBuf)),
        )
        .arg(
            CArg::new("watch")
                .long("watch")
                .action(ArgAction::SetTrue)
                .requires("course")
                .help(args(ids::CLI_WATCH)),
        )
        .arg(
            global("progress", "progress", "FILE", args(ids::CLI_PROGRESS))
                .env("LATIH_PROGRESS")
                .value_parser(clap::value_parser!(PathBuf)),
        )
        .arg(
            // Read in `settings`, so a bad seed is refused in the learner's language; negative
            // seeds are the form older progress files kept large ones in.
            global("seed", "seed", "N", args(ids::CLI_SEED)).allow_negative_numbers(true),
        )
        .arg(
            global(
                "retention",
                "retention",
                "0.7-0.99",
                args(ids::CLI_RETENTION),
            )
            .value_parser(clap::value_parser!(f32)),
        )
        .arg(
            global(
                "new-per-day",
                "new-per-day",
                "N",
                args(ids::CLI_NEW_PER_DAY),
            )
            .value_parser(clap::value_parser!(usize)),
        )
        .arg(
            global(
                "reviews-per-day",
                "reviews-per-day",
                "N",
                args(ids::CLI_REVIEWS_PER_DAY),
            )
            .value_parser(clap::value_parser!(usize)),
        )
        .arg(
            global(
                "day-starts-at",
                "day-starts-at",
                "HOUR",
                args(ids::CLI_DAY_STARTS_AT),
            )
            .value_parser(clap::value_parser!(u8).range(0..=23)),
        )
        .arg(global(
            "learning-steps",
            "learning-steps",
            "STEPS",
            args(ids::CLI_LEARNING_STEPS),
        ))
        .arg(global(
            "relearning-steps",
            "relearning-steps",
            "STEPS",
            args(ids::CLI_RELEARNING_STEPS),
        ))
        .arg(
            CArg::new("no-fuzz")
                .long("no-fuzz")
                .action(ArgAction::SetTrue)
                .global(true)
                .help(args(ids::CLI_NO_FUZZ)),
        )
        .subcommand(
            common(Command::new("lint"), i18n)
                .about(args(ids::CLI_LINT))
                .arg(
                    CArg::new("dir")
                        .value_name("DIR")
                        .help_heading(args(ids::CLI_ARGUMENTS))
                        .value_parser(clap::value_parser!(PathBuf))
                        .help(args(ids::CLI_LINT_DIR)),
                )
                .arg(
                    CArg::new("deny-warnings")
                        .long("deny-warnings")
                        .action(ArgAction::SetTrue)
                        .help(args(ids::CLI_DENY_WARNINGS)),
                ),
        )
        .subcommand(
            common(Command::new("schema"), i18n)
                .about(args(ids::CLI_SCHEMA))
                .arg(
                    CArg::new("kind")
                        .help_heading(args(ids::CLI_ARGUMENTS))
                        .value_parser(["lesson", "course", "bank"])
                        .default_value("lesson")
                        .help(args(ids::CLI_SCHEMA_KIND)),
                ),
        )
        .arg(
            CArg::new("no-mouse")
                .long("no-mouse")
                .env("LATIH_NO_MOUSE")
                .action(ArgAction::SetTrue)
                .value_parser(clap::builder::FalseyValueParser::new())
                .global(true)
                .help(args(ids::CLI_NO_MOUSE)),
        )
        .arg(
            CArg::new("quiet")
                .long("quiet")
                .env("LATIH_QUIET")
                .action(ArgAction::SetTrue)
                // 1, yes, on, true: set; 0, no, off, false or empty: not.
                .value_parser(clap::builder::FalseyValueParser::new())
                .global(true)
                .help(args(ids::CLI_QUIET)),
        )
        .subcommand(common(Command::new("review"), i18n).about(args(ids::CLI_REVIEW)))
        .subcommand(
            common(Command::new("drill"), i18n)
                .about(args(ids::CLI_DRILL))
                .arg(
                    CArg::new("id")
                        .value_name("ID")
                        .required(true)
                        .help_heading(args(ids::CLI_ARGUMENTS))
                        .help(args(ids::CLI_DRILL_ID)),
                ),
        )
        .subcommand(
            common(Command::new("calc"), i18n)
                .about(args(ids::CLI_CALC))
                .arg(
                    CArg::new("expr")
                        .value_name("EXPR")
                        .required(true)
                        .num_args(1..)
                        .help_heading(args(ids::CLI_ARGUMENTS))
                        .help(args(ids::CLI_CALC_EXPR)),
                ),
        )
        .subcommand(
            common(Command::new("play"), i18n)
                .about(args(ids::CLI_PLAY))
                .arg(
                    CArg::new("db")
                        .long("db")
                        .value_name("FILE")
                        .value_parser(clap::value_parser!(PathBuf))
                        .help(args(ids::CLI_PLAY_DB)),
                )
                .arg(
                    CArg::new("script")
                        .value_name("SCRIPT")
                        .help_heading(args(ids::CLI_ARGUMENTS))
                        .value_parser(clap::value_parser!(PathBuf))
                        .help(args(ids::CLI_PLAY_SCRIPT)),
                ),
        )
        .subcommand(common(Command::new("stats"), i18n).about(args(ids::CLI_STATS)))
        .subcommand(common(Command::new("optimize"), i18n).about(args(ids::CLI_OPTIMIZE)))
        .subcommand(
            common(Command::new("export"), i18n)
                .about(args(ids::CLI_EXPORT))
                .arg(
                    CArg::new("format")
                        .long("format")
                        .value_name("csv|json")
                        .value_parser(["csv", "json"])
                        .default_value("csv")
                        .help(args(ids::CLI_EXPORT_FORMAT)),
                )
                .arg(
                    CArg::new("out")
                        .long("out")
                        .value_name("FILE")
                        .value_parser(clap::value_parser!(PathBuf))
                        .help(args(ids::CLI_EXPORT_OUT)),
                ),
        )
}
