//! The command line's shape: flags and subcommands, with help text from the Fluent files.
//! Each command lists only the options it uses (`lint --help` shows no scheduling options);
//! an option may be written before or after the command (`latih --course D lint` or
//! `latih lint --course D`), and `Opts` reads it from either place.

use std::path::PathBuf;

use super::ids::{Opt, id};
use clap::{Arg as CArg, ArgAction, Command};

use crate::core::message::{self as m, Message};
use crate::i18n::I18n;

/// The usual help flag, headings and layout, in the active language.
pub(super) fn common(cmd: Command, i18n: &I18n) -> Command {
    let template = format!(
        "{{about-with-newline}}\n{} {{usage}}\n\n{{all-args}}{{after-help}}",
        i18n.msg(&m::cli_usage())
    );
    cmd.help_template(template)
        .disable_help_flag(true)
        .disable_version_flag(true)
        .disable_help_subcommand(true)
        .next_help_heading(i18n.msg(&m::cli_options()))
        .subcommand_help_heading(i18n.msg(&m::cli_commands()))
        .arg(
            CArg::new("help")
                .short('h')
                .long("help")
                .action(ArgAction::Help)
                .help(i18n.msg(&m::cli_help())),
        )
}

/// Everything a learning session uses: the app itself, `review` and `drill`.
const SESSION: &[Opt] = &[
    Opt::Course,
    Opt::NoCache,
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
    Opt::Order,
    Opt::LeechThreshold,
    Opt::Save,
];

pub(super) fn valued(id: &'static str, value: &'static str, help: String) -> CArg {
    CArg::new(id).long(id).value_name(value).help(help)
}

pub(super) fn flag(id: &'static str, help: String) -> CArg {
    CArg::new(id).long(id).action(ArgAction::SetTrue).help(help)
}

fn opt(o: Opt, i18n: &I18n) -> CArg {
    let t = |help: Message| i18n.msg(&help);
    match o {
        Opt::Course => {
            valued(o.id(), "DIR", t(m::cli_course())).value_parser(clap::value_parser!(PathBuf))
        }
        Opt::Watch => flag(o.id(), t(m::cli_watch())),
        Opt::Progress => valued(o.id(), "FILE", t(m::cli_progress()))
            .env("LATIH_PROGRESS")
            .value_parser(clap::value_parser!(PathBuf)),
        // Read in `settings`, so a bad seed is refused in the learner's language; negative
        // seeds are the form older progress files kept large ones in.
        Opt::Seed => valued(o.id(), "N", t(m::cli_seed())).allow_negative_numbers(true),
        Opt::Retention => {
            valued(o.id(), "0.7-0.99", t(m::cli_retention())).value_parser(clap::value_parser!(f32))
        }
        Opt::NewPerDay => {
            valued(o.id(), "N", t(m::cli_new_per_day())).value_parser(clap::value_parser!(usize))
        }
        Opt::ReviewsPerDay => valued(o.id(), "N", t(m::cli_reviews_per_day()))
            .value_parser(clap::value_parser!(usize)),
        Opt::DayStartsAt => valued(o.id(), "HOUR", t(m::cli_day_starts_at()))
            .value_parser(clap::value_parser!(u8).range(0..=23)),
        Opt::LearningSteps => valued(o.id(), "STEPS", t(m::cli_learning_steps())),
        Opt::RelearningSteps => valued(o.id(), "STEPS", t(m::cli_relearning_steps())),
        Opt::NoFuzz => flag(o.id(), t(m::cli_no_fuzz())),
        // 1, yes, on, true: set; 0, no, off, false or empty: not.
        Opt::NoMouse => flag(o.id(), t(m::cli_no_mouse()))
            .env("LATIH_NO_MOUSE")
            .value_parser(clap::builder::FalseyValueParser::new()),
        Opt::NoCache => flag(o.id(), t(m::cli_no_cache()))
            .env("LATIH_NO_CACHE")
            .value_parser(clap::builder::FalseyValueParser::new()),
        Opt::AllCourses => flag(o.id(), t(m::cli_all_courses())),
        Opt::Order => valued(o.id(), "read-first|course|random", t(m::cli_order()))
            .value_parser(crate::core::queue::NewOrder::KEYS),
        Opt::LeechThreshold => {
            valued(o.id(), "N", t(m::cli_leech_threshold())).value_parser(clap::value_parser!(u32))
        }
        Opt::Save => flag(o.id(), t(m::cli_save())),
        Opt::Quiet => flag(o.id(), t(m::cli_quiet()))
            .env("LATIH_QUIET")
            .value_parser(clap::builder::FalseyValueParser::new()),
    }
}

/// A command with `--lang` and these options.
pub(super) fn with(cmd: Command, i18n: &I18n, opts: &[Opt]) -> Command {
    let cmd = common(cmd, i18n).arg(
        CArg::new("lang")
            .long("lang")
            .value_name("id|en")
            .help(i18n.msg(&m::cli_lang())),
    );
    opts.iter().fold(cmd, |c, o| c.arg(opt(*o, i18n)))
}

pub(super) fn positional(
    id: &'static str,
    value: &'static str,
    i18n: &I18n,
    help: Message,
) -> CArg {
    CArg::new(id)
        .value_name(value)
        .help_heading(i18n.msg(&m::cli_arguments()))
        .help(i18n.msg(&help))
}

/// The command line but for the commands `command_out` adds: the app's own options, then
/// each command with only the options it uses.
pub(super) fn base(i18n: &I18n) -> Command {
    let args = |help: Message| i18n.msg(&help);
    with(Command::new("latih"), i18n, SESSION)
        .version(env!("CARGO_PKG_VERSION"))
        .arg(
            CArg::new("version")
                .short('V')
                .long("version")
                .action(ArgAction::Version)
                .help(args(m::cli_version())),
        )
        .about(args(m::cli_about()))
        .after_help(args(m::cli_after()))
        .subcommand(lint(i18n))
        .subcommand(show(i18n))
        .subcommand(schema(i18n))
        .subcommand(new(i18n))
        .subcommand(
            with(Command::new("review"), i18n, SESSION)
                .about(args(m::cli_review()))
                .arg(valued(id::LESSON, "ID", args(m::cli_review_lesson())))
                .arg(flag(id::COUNT_LIMITS, args(m::cli_count_limits())).requires(id::LESSON)),
        )
        .subcommand(drill(i18n))
        .subcommand(calc(i18n))
        .subcommand(play(i18n))
        .subcommand(feed(i18n))
        .subcommand(stats(i18n))
        .subcommand(optimize(i18n))
}

fn lint(i18n: &I18n) -> Command {
    let args = |help: Message| i18n.msg(&help);
    with(Command::new("lint"), i18n, &[Opt::Course, Opt::NoCache])
        .about(args(m::cli_lint()))
        .arg(
            positional(id::DIR, "DIR", i18n, m::cli_lint_dir())
                .value_parser(clap::value_parser!(PathBuf)),
        )
        .arg(flag(id::DENY_WARNINGS, args(m::cli_deny_warnings())))
        .arg(flag(id::RUN, args(m::cli_lint_run())))
        .arg(flag(id::FIX, args(m::cli_lint_fix())))
        .arg(
            valued(id::FORMAT, "FORMAT", args(m::cli_lint_format()))
                .value_parser(["text", "json"])
                .default_value("text"),
        )
}

fn schema(i18n: &I18n) -> Command {
    let args = |help: Message| i18n.msg(&help);
    with(Command::new("schema"), i18n, &[])
        .about(args(m::cli_schema()))
        .arg(
            positional(id::KIND, "KIND", i18n, m::cli_schema_kind())
                .value_parser(["lesson", "course", "bank", "glossary"])
                .default_value("lesson"),
        )
        .arg(
            valued(id::WRITE, "DIR", args(m::cli_schema_write()))
                .value_parser(clap::value_parser!(PathBuf)),
        )
}

/// `new course DIR` and `new lesson ID`.
fn new(i18n: &I18n) -> Command {
    let args = |help: Message| i18n.msg(&help);
    with(Command::new("new"), i18n, &[])
        .about(args(m::cli_new()))
        .subcommand_required(true)
        .subcommand(
            with(Command::new("course"), i18n, &[])
                .about(args(m::cli_new_course()))
                .arg(
                    positional(id::DIR, "DIR", i18n, m::cli_new_course_dir())
                        .required(true)
                        .value_parser(clap::value_parser!(PathBuf)),
                ),
        )
        .subcommand(
            with(Command::new("lesson"), i18n, &[Opt::Course])
                .about(args(m::cli_new_lesson()))
                .arg(positional(id::ID, "ID", i18n, m::cli_new_lesson_id()).required(true)),
        )
}

fn drill(i18n: &I18n) -> Command {
    with(Command::new("drill"), i18n, SESSION)
        .about(i18n.msg(&m::cli_drill()))
        .arg(positional(id::ID, "ID", i18n, m::cli_drill_id()).required(true))
}

fn calc(i18n: &I18n) -> Command {
    with(Command::new("calc"), i18n, &[])
        .about(i18n.msg(&m::cli_calc()))
        .arg(
            positional(id::EXPR, "EXPR", i18n, m::cli_calc_expr())
                .required(true)
                .num_args(1..),
        )
}

fn play(i18n: &I18n) -> Command {
    let args = |help: Message| i18n.msg(&help);
    with(Command::new("play"), i18n, &[Opt::Progress, Opt::NoMouse])
        .about(args(m::cli_play()))
        .arg(
            valued(id::DB, "FILE", args(m::cli_play_db()))
                .value_parser(clap::value_parser!(PathBuf)),
        )
        .arg(
            positional(id::SCRIPT, "SCRIPT", i18n, m::cli_play_script())
                .value_parser(clap::value_parser!(PathBuf)),
        )
}

fn feed(i18n: &I18n) -> Command {
    let args = |help: Message| i18n.msg(&help);
    with(Command::new("feed"), i18n, &[Opt::Progress, Opt::NoMouse])
        .about(args(m::cli_feed()))
        .arg(valued(id::REDIS, "URL", args(m::cli_feed_redis())))
        .arg(flag(id::REDIS_FORCE, args(m::cli_feed_redis_force())).requires(id::REDIS))
        .arg(
            flag(
                id::REDIS_ALLOW_EVICTION,
                args(m::cli_feed_redis_allow_eviction()),
            )
            .requires(id::REDIS),
        )
        .arg(
            positional(id::SCRIPT, "SCRIPT", i18n, m::cli_feed_script())
                .value_parser(clap::value_parser!(PathBuf)),
        )
}

fn show(i18n: &I18n) -> Command {
    let args = |help: Message| i18n.msg(&help);
    with(Command::new("show"), i18n, &[Opt::Course, Opt::NoCache])
        .about(args(m::cli_show()))
        .arg(positional(id::ID, "ID", i18n, m::cli_show_id()))
        .arg(valued(id::BANK, "ID", args(m::cli_show_bank())).conflicts_with(id::ID))
        .arg(
            valued(id::QUESTION, "ID", args(m::cli_show_question()))
                .conflicts_with_all([id::ID, id::BANK]),
        )
        .arg(flag(id::ANSWERS, args(m::cli_show_answers())))
        .group(
            clap::ArgGroup::new("what")
                .args([id::ID, id::BANK, id::QUESTION])
                .required(true),
        )
}

fn stats(i18n: &I18n) -> Command {
    with(
        Command::new("stats"),
        i18n,
        &[
            Opt::Course,
            Opt::NoCache,
            Opt::Progress,
            Opt::DayStartsAt,
            Opt::NewPerDay,
            Opt::ReviewsPerDay,
            Opt::AllCourses,
        ],
    )
    .about(i18n.msg(&m::cli_stats()))
}

fn optimize(i18n: &I18n) -> Command {
    with(
        Command::new("optimize"),
        i18n,
        &[
            Opt::Course,
            Opt::NoCache,
            Opt::Progress,
            Opt::DayStartsAt,
            Opt::AllCourses,
        ],
    )
    .about(i18n.msg(&m::cli_optimize()))
    .arg(flag(id::RESET, i18n.msg(&m::cli_optimize_reset())))
    .arg(flag(
        id::RESCHEDULE,
        i18n.msg(&m::cli_optimize_reschedule()),
    ))
}
