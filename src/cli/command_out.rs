//! The commands that take latih's data to other tools and back (`export`, `import`,
//! `send`) and describe latih to the shell (`completions`, `man`), built with the same
//! helpers as the rest of the command line in `command.rs`.

use std::path::PathBuf;

use super::command::{base, positional, valued, with};
use super::ids::{Opt, id};
use clap::Command;

use crate::core::message::{self as m, Message};
use crate::i18n::I18n;

/// The whole command line: `command.rs`'s commands, then these.
pub fn command(i18n: &I18n) -> Command {
    base(i18n)
        .subcommand(export(i18n))
        .subcommand(import(i18n))
        .subcommand(send(i18n))
        .subcommand(class(i18n))
        .subcommand(completions(i18n))
        .subcommand(man(i18n))
}

pub(super) fn export(i18n: &I18n) -> Command {
    let args = |help: Message| i18n.msg(&help);
    with(
        Command::new("export"),
        i18n,
        &[Opt::Course, Opt::NoCache, Opt::Progress, Opt::AllCourses],
    )
    .about(args(m::cli_export()))
    .arg(
        valued(
            id::FORMAT,
            "csv|json|apkg|xapi",
            args(m::cli_export_format()),
        )
        .value_parser(["csv", "json", "apkg", "xapi"])
        .default_value("csv"),
    )
    .arg(
        valued(id::OUT, "FILE", args(m::cli_export_out()))
            .value_parser(clap::value_parser!(PathBuf)),
    )
    .arg(valued(id::LESSON, "ID", args(m::cli_export_lesson())))
    .arg(valued(id::ACTOR, "mailto:ADDRESS", args(m::cli_actor())))
}

pub(super) fn completions(i18n: &I18n) -> Command {
    let args = |help: Message| i18n.msg(&help);
    with(Command::new("completions"), i18n, &[])
        .about(args(m::cli_completions()))
        .arg(
            positional(id::SHELL, "SHELL", i18n, m::cli_completions_shell())
                .value_parser(super::run::SHELLS.to_vec())
                .required(true),
        )
}

pub(super) fn man(i18n: &I18n) -> Command {
    let args = |help: Message| i18n.msg(&help);
    with(Command::new("man"), i18n, &[])
        .about(args(m::cli_man()))
        .arg(
            valued(id::OUT, "DIR", args(m::cli_man_out()))
                .value_parser(clap::value_parser!(PathBuf)),
        )
}

/// `import anki FILE`: answers given in Anki on notes latih exported.
pub(super) fn import(i18n: &I18n) -> Command {
    let args = |help: Message| i18n.msg(&help);
    with(
        Command::new("import"),
        i18n,
        &[Opt::Course, Opt::NoCache, Opt::Progress],
    )
    .about(args(m::cli_import()))
    .arg(
        positional(id::FROM, "anki", i18n, m::cli_import_from())
            .value_parser(["anki"])
            .required(true),
    )
    .arg(
        positional(id::FILE, "FILE", i18n, m::cli_import_file())
            .required(true)
            .value_parser(clap::value_parser!(PathBuf)),
    )
}

/// `send URL`: the review log as xAPI statements to a learning record store.
pub(super) fn send(i18n: &I18n) -> Command {
    let args = |help: Message| i18n.msg(&help);
    with(
        Command::new("send"),
        i18n,
        &[Opt::Course, Opt::NoCache, Opt::Progress],
    )
    .about(args(m::cli_send()))
    .arg(positional(id::URL, "URL", i18n, m::cli_send_url()).required(true))
    .arg(valued(id::USER, "NAME", args(m::cli_send_user())))
    .arg(valued(id::PASSWORD, "PASSWORD", args(m::cli_send_password())).env("LATIH_LRS_PASSWORD"))
    .arg(valued(id::ACTOR, "mailto:ADDRESS", args(m::cli_actor())))
}

/// `class report FILE|URL...`: an instructor's report of a class.
pub(super) fn class(i18n: &I18n) -> Command {
    let args = |help: Message| i18n.msg(&help);
    with(Command::new("class"), i18n, &[])
        .about(args(m::cli_class()))
        .subcommand_required(true)
        .subcommand(
            with(Command::new("report"), i18n, &[Opt::Course, Opt::NoCache])
                .about(args(m::cli_class_report()))
                .arg(
                    positional(id::SOURCES, "FILE|URL", i18n, m::cli_class_sources())
                        .required(true)
                        .num_args(1..),
                )
                .arg(
                    valued(id::FORMAT, "text|csv|json", args(m::cli_class_format()))
                        .value_parser(["text", "csv", "json"])
                        .default_value("text"),
                )
                .arg(valued(id::USER, "NAME", args(m::cli_send_user())))
                .arg(
                    valued(id::PASSWORD, "PASSWORD", args(m::cli_send_password()))
                        .env("LATIH_LRS_PASSWORD"),
                ),
        )
        .subcommand(
            with(Command::new("optimize"), i18n, &[Opt::Course, Opt::NoCache])
                .about(args(m::cli_class_optimize()))
                .arg(
                    positional(id::SOURCES, "FILE|URL", i18n, m::cli_class_sources())
                        .required(true)
                        .num_args(1..),
                )
                .arg(valued(id::USER, "NAME", args(m::cli_send_user())))
                .arg(
                    valued(id::PASSWORD, "PASSWORD", args(m::cli_send_password()))
                        .env("LATIH_LRS_PASSWORD"),
                ),
        )
}
