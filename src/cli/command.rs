//! The command line's shape: flags and subcommands, with help text from the Fluent files.
//! Each command lists only the options it uses (`lint --help` shows no scheduling options);
//! an option may be written before or after the command (`latih --course D lint` or
//! `latih lint --course D`), and `Opts` reads it from either place.

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

/// The options a command may take besides `--lang` (which every command takes).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opt {
    Course,
    Watch,
    Progress,
    Seed,
    Retention,
    NewPerDay,
    ReviewsPerDay,
    DayStartsAt,
    LearningSteps,
    RelearningSteps,
    NoFuzz,
    NoMouse,
    Quiet,
    AllCourses,
}

/// Everything a learning session uses: the app itself, `review` and `drill`.
const SESSION: &[Opt] = &[
    Opt::Course,
    Opt::Watch,
    Opt::Progress,
    Opt::Seed,
    Opt::Retention,
    Opt::NewPerDay,
    Opt::ReviewsPerDay,
    Opt::DayStartsAt,
    Opt::LearningSteps,
    Opt::RelearningSteps,
    Opt::NoFuzz,
    Opt::NoMouse,
    Opt::Quiet,
];

fn valued(id: &'static str, value: &'static str, help: String) -> CArg {
    CArg::new(id).long(id).value_name(value).help(help)
}

fn flag(id: &'static str, help: String) -> CArg {
    CArg::new(id).long(id).action(ArgAction::SetTrue).help(help)
}

fn opt(o: Opt, i18n: &I18n) -> CArg {
    let t = |id: &str| i18n.t(id);
    match o {
        Opt::Course => {
            valued("course", "DIR", t(ids::CLI_COURSE)).value_parser(clap::value_parser!(PathBuf))
        }
        Opt::Watch => flag("watch", t(ids::CLI_WATCH)),
        Opt::Progress => valued("progress", "FILE", t(ids::CLI_PROGRESS))
            .env("LATIH_PROGRESS")
            .value_parser(clap::value_parser!(PathBuf)),
        // Read in `settings`, so a bad seed is refused in the learner's language; negative
        // seeds are the form older progress files kept large ones in.
        Opt::Seed => valued("seed", "N", t(ids::CLI_SEED)).allow_negative_numbers(true),
        Opt::Retention => valued("retention", "0.7-0.99", t(ids::CLI_RETENTION))
            .value_parser(clap::value_parser!(f32)),
        Opt::NewPerDay => valued("new-per-day", "N", t(ids::CLI_NEW_PER_DAY))
            .value_parser(clap::value_parser!(usize)),
        Opt::ReviewsPerDay => valued("reviews-per-day", "N", t(ids::CLI_REVIEWS_PER_DAY))
            .value_parser(clap::value_parser!(usize)),
        Opt::DayStartsAt => valued("day-starts-at", "HOUR", t(ids::CLI_DAY_STARTS_AT))
            .value_parser(clap::value_parser!(u8).range(0..=23)),
        Opt::LearningSteps => valued("learning-steps", "STEPS", t(ids::CLI_LEARNING_STEPS)),
        Opt::RelearningSteps => valued("relearning-steps", "STEPS", t(ids::CLI_RELEARNING_STEPS)),
        Opt::NoFuzz => flag("no-fuzz", t(ids::CLI_NO_FUZZ)),
        // 1, yes, on, true: set; 0, no, off, false or empty: not.
        Opt::NoMouse => flag("no-mouse", t(ids::CLI_NO_MOUSE))
            .env("LATIH_NO_MOUSE")
            .value_parser(clap::builder::FalseyValueParser::new()),
        Opt::AllCourses => flag("all-courses", t(ids::CLI_ALL_COURSES)),
        Opt::Quiet => flag("quiet", t(ids::CLI_QUIET))
            .env("LATIH_QUIET")
            .value_parser(clap::builder::FalseyValueParser::new()),
    }
}

/// A command with `--lang` and these options.
fn with(cmd: Command, i18n: &I18n, opts: &[Opt]) -> Command {
    let cmd = common(cmd, i18n).arg(
        CArg::new("lang")
            .long("lang")
            .value_name("id|en")
            .help(i18n.t(ids::CLI_LANG)),
    );
    opts.iter().fold(cmd, |c, o| c.arg(opt(*o, i18n)))
}

fn positional(id: &'static str, value: &'static str, i18n: &I18n, help: &str) -> CArg {
    CArg::new(id)
        .value_name(value)
        .help_heading(i18n.t(ids::CLI_ARGUMENTS))
        .help(i18n.t(help))
}

pub fn command(i18n: &I18n) -> Command {
    let args = |id: &str| i18n.t(id);
    with(Command::new("latih"), i18n, SESSION)
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
        .subcommand(
            with(Command::new("lint"), i18n, &[Opt::Course])
                .about(args(ids::CLI_LINT))
                .arg(
                    positional("dir", "DIR", i18n, ids::CLI_LINT_DIR)
                        .value_parser(clap::value_parser!(PathBuf)),
                )
                .arg(flag("deny-warnings", args(ids::CLI_DENY_WARNINGS)))
                .arg(flag("run", args(ids::CLI_LINT_RUN))),
        )
        .subcommand(
            with(Command::new("schema"), i18n, &[])
                .about(args(ids::CLI_SCHEMA))
                .arg(
                    positional("kind", "KIND", i18n, ids::CLI_SCHEMA_KIND)
                        .value_parser(["lesson", "course", "bank"])
                        .default_value("lesson"),
                )
                .arg(
                    valued("write", "DIR", args(ids::CLI_SCHEMA_WRITE))
                        .value_parser(clap::value_parser!(PathBuf)),
                ),
        )
        .subcommand(
            with(Command::new("new"), i18n, &[])
                .about(args(ids::CLI_NEW))
                .subcommand_required(true)
                .subcommand(
                    with(Command::new("course"), i18n, &[])
                        .about(args(ids::CLI_NEW_COURSE))
                        .arg(
                            positional("dir", "DIR", i18n, ids::CLI_NEW_COURSE_DIR)
                                .required(true)
                                .value_parser(clap::value_parser!(PathBuf)),
                        ),
                )
                .subcommand(
                    with(Command::new("lesson"), i18n, &[Opt::Course])
                        .about(args(ids::CLI_NEW_LESSON))
                        .arg(positional("id", "ID", i18n, ids::CLI_NEW_LESSON_ID).required(true)),
                ),
        )
        .subcommand(with(Command::new("review"), i18n, SESSION).about(args(ids::CLI_REVIEW)))
        .subcommand(
            with(Command::new("drill"), i18n, SESSION)
                .about(args(ids::CLI_DRILL))
                .arg(positional("id", "ID", i18n, ids::CLI_DRILL_ID).required(true)),
        )
        .subcommand(
            with(Command::new("calc"), i18n, &[])
                .about(args(ids::CLI_CALC))
                .arg(
                    positional("expr", "EXPR", i18n, ids::CLI_CALC_EXPR)
                        .required(true)
                        .num_args(1..),
                ),
        )
        .subcommand(
            with(Command::new("play"), i18n, &[Opt::Progress, Opt::NoMouse])
                .about(args(ids::CLI_PLAY))
                .arg(
                    valued("db", "FILE", args(ids::CLI_PLAY_DB))
                        .value_parser(clap::value_parser!(PathBuf)),
                )
                .arg(
                    positional("script", "SCRIPT", i18n, ids::CLI_PLAY_SCRIPT)
                        .value_parser(clap::value_parser!(PathBuf)),
                ),
        )
        .subcommand(
            with(
                Command::new("stats"),
                i18n,
                &[
                    Opt::Course,
                    Opt::Progress,
                    Opt::DayStartsAt,
                    Opt::NewPerDay,
                    Opt::ReviewsPerDay,
                    Opt::AllCourses,
                ],
            )
            .about(args(ids::CLI_STATS)),
        )
        .subcommand(
            with(
                Command::new("optimize"),
                i18n,
                &[Opt::Progress, Opt::DayStartsAt],
            )
            .about(args(ids::CLI_OPTIMIZE)),
        )
        .subcommand(
            with(
                Command::new("export"),
                i18n,
                &[Opt::Course, Opt::Progress, Opt::AllCourses],
            )
            .about(args(ids::CLI_EXPORT))
            .arg(
                valued("format", "csv|json", args(ids::CLI_EXPORT_FORMAT))
                    .value_parser(["csv", "json"])
                    .default_value("csv"),
            )
            .arg(
                valued("out", "FILE", args(ids::CLI_EXPORT_OUT))
                    .value_parser(clap::value_parser!(PathBuf)),
            ),
        )
}
