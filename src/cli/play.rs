//! `latih play [--db FILE] [SCRIPT]`: the playground in line mode. Commands come from the
//! script, or from standard input when it is not a terminal, one a line (`#` starts a
//! comment); each is echoed and followed by the same lines the TUI shows, as plain text.
//! Exit status 1 when a command failed, so a script with a typo does not pass unnoticed.
//! Ctrl-C stops the command running (the database stays as it was before it); between
//! commands it ends latih as usual.

use std::io::{BufRead, IsTerminal};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use super::args::Shared;

use super::out;
use crate::core::lang::Lang;
use crate::core::message as m;
use crate::i18n::I18n;
use crate::playground::Playground;

/// Opens the playground database the command line asks for.
pub fn open(matches: &Shared, db: Option<&PathBuf>, i18n: &I18n) -> Result<Playground, String> {
    let Some(db) = db else {
        return Playground::in_memory().map_err(|e| e.to_string());
    };
    let progress = matches
        .progress
        .as_ref()
        .cloned()
        .or_else(crate::storage::default_path);
    Playground::open(db, progress.as_deref()).map_err(|e| i18n.msg(&e.message()))
}

pub fn play(
    matches: &Shared,
    db: Option<PathBuf>,
    script: Option<PathBuf>,
    lang: Lang,
) -> anyhow::Result<ExitCode> {
    let i18n = I18n::new(lang);
    // In a terminal without a script: the playground screen of the TUI.
    let terminal = std::io::stdin().is_terminal() && std::io::stdout().is_terminal();
    if terminal && script.is_none() {
        return super::run::interactive(matches, lang, super::run::Start::Play(db));
    }
    let mut pg = match open(matches, db.as_ref(), &i18n) {
        Ok(p) => p,
        Err(msg) => {
            out::err(&msg);
            return Ok(ExitCode::FAILURE);
        }
    };
    // The course's own playgrounds, which `reset ID` opens.
    let course = super::run::load(matches, matches.course.as_ref()).course;
    pg.set_definitions(course.playgrounds());
    let Some(input) = input(script.as_ref(), &i18n) else {
        return Ok(ExitCode::FAILURE);
    };
    let busy = Arc::new(AtomicBool::new(false));
    stop_on_interrupt(pg.canceller(), Arc::clone(&busy));
    let interactive = script.is_none() && std::io::stdin().is_terminal();
    let width = out::width();
    let bar = std::io::stderr().is_terminal();
    let intro = i18n.msg(&m::play_line_mode());
    let mut run = |cmd: &str| {
        // On a terminal the bar is redrawn in place; into a file or pipe, a line per tenth.
        let mut tenth = 0;
        let mut progress = |done: u64, all: u64| {
            if bar {
                eprint!("\r{}", crate::core::wrap::progress_bar(done, all));
                if done >= all {
                    eprintln!();
                }
            } else {
                let now = (done * 10).checked_div(all).unwrap_or(10);
                if now > tenth {
                    tenth = now;
                    out::err(&crate::core::wrap::progress_bar(done, all));
                }
            }
        };
        let report = pg.run_line(cmd, &mut progress);
        let rows = crate::app::render::play_report::rows(
            &i18n,
            &report,
            width,
            crate::app::render::play_report::Charts::Table,
        );
        (
            crate::app::render::play_report::plain(&rows),
            report.failed(),
        )
    };
    let shown = interactive.then_some(intro.as_str());
    Ok(super::script::each_command(input, shown, &busy, &mut run))
}

/// SIGINT while a command runs stops that command; otherwise it ends latih, as it would
/// without this handler.
pub(super) fn stop_on_interrupt(cancel: crate::playground::Cancel, busy: Arc<AtomicBool>) {
    use signal_hook::consts::SIGINT;
    let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGINT]) else {
        return;
    };
    std::thread::spawn(move || {
        for sig in signals.forever() {
            if busy.load(Ordering::SeqCst) {
                cancel.cancel();
            } else {
                let _ = signal_hook::low_level::emulate_default_handler(sig);
            }
        }
    });
}

/// The script's lines, or standard input's; `None` (said on stderr) when the script cannot
/// be read.
pub(super) fn input(script: Option<&PathBuf>, i18n: &I18n) -> Option<Box<dyn BufRead>> {
    match script {
        Some(path) => match std::fs::File::open(path) {
            Ok(f) => Some(Box::new(std::io::BufReader::new(f))),
            Err(e) => {
                let why = m::PlayScriptUnreadable {
                    file: path.display().to_string(),
                    detail: e.to_string(),
                };
                out::err(&i18n.msg(&why.into()));
                None
            }
        },
        None => Some(Box::new(std::io::stdin().lock())),
    }
}
