//! `latih feed [--redis URL] [--redis-force] [--redis-allow-eviction] [SCRIPT]`: the
//! news-feed simulator. In a terminal without a script it opens the simulator screen;
//! otherwise it runs in line mode: commands come from the script, or from standard input
//! when it is not a terminal, one a line (`#` starts a comment); each is echoed and followed
//! by the same lines the screen shows, as plain text. Exit status 1 when a command failed. Ctrl-C stops a running simulation and keeps
//! what it simulated so far; between commands it ends latih as usual.

use std::io::IsTerminal;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::args::{Shared, Sub};
use super::out;
use super::play::{input, stop_on_interrupt};
use crate::app::render::feed_report as report;
use crate::core::lang::Lang;
use crate::core::message as m;
use crate::feedsim::store::Consent;
use crate::feedsim::{Look, Output};
use crate::i18n::I18n;
use std::path::PathBuf;

/// `--redis URL`, `--redis-force` and `--redis-allow-eviction`, and the script, from `feed`.
fn store_args(sub: &Sub) -> (Option<String>, Consent, Option<PathBuf>) {
    match sub {
        Sub::Feed {
            redis,
            force,
            eviction,
            script,
        } => {
            let consent = Consent {
                foreign: *force,
                eviction: *eviction,
            };
            (redis.clone(), consent, script.clone())
        }
        _ => (None, Consent::default(), None),
    }
}

pub fn feed(matches: &Shared, sub: &Sub, lang: Lang) -> anyhow::Result<ExitCode> {
    let i18n = I18n::new(lang);
    let (redis, force, script) = store_args(sub);
    // In a terminal without a script: the simulator screen of the TUI.
    let terminal = std::io::stdin().is_terminal() && std::io::stdout().is_terminal();
    if terminal && script.is_none() {
        let start = super::run::Start::Feed { redis, force };
        return super::run::interactive(matches, lang, start);
    }
    let opened = crate::feedsim::Simulator::open(redis.as_deref(), force).map_err(|e| i18n.msg(&e));
    let mut sim = match opened {
        Ok(s) => s,
        Err(msg) => {
            out::err(&msg);
            return Ok(ExitCode::FAILURE);
        }
    };
    let Some(input) = input(script.as_ref(), &i18n) else {
        return Ok(ExitCode::FAILURE);
    };
    let busy = Arc::new(AtomicBool::new(false));
    stop_on_interrupt(sim.canceller(), Arc::clone(&busy));
    let interactive = script.is_none() && std::io::stdin().is_terminal();
    let width = out::width();
    let bar = std::io::stderr().is_terminal();
    let intro = i18n.msg(&m::feed_line_mode());
    let mut run = |cmd: &str| {
        let answer = sim.run_line(cmd, &mut |p| progress(&i18n, p, bar));
        if bar {
            eprint!("\r\x1b[K");
        }
        // Figures marked wrong fail a script as an error does.
        let failed = matches!(
            answer,
            Output::Error(_) | Output::Store(_) | Output::Wrong { .. }
        );
        let rows = report::rows(&i18n, &answer, width);
        (crate::app::render::play_report::plain(&rows), failed)
    };
    let shown = interactive.then_some(intro.as_str());
    Ok(super::script::each_command(input, shown, &busy, &mut run))
}

/// On a terminal, a line on stderr redrawn in place; into a pipe, nothing (the report says
/// it all when the run ends).
fn progress(i18n: &I18n, p: Look<'_>, bar: bool) {
    if !bar {
        return;
    }
    let said = match p {
        Look::Graph(done, all) => m::FeedGraph {
            done: i18n.int(done),
            all: i18n.int(all),
        }
        .into(),
        Look::Running(l) => m::FeedRunning {
            seconds: i18n.int(l.seconds),
            of: i18n.int(l.of),
        }
        .into(),
    };
    eprint!("\r\x1b[K{}", i18n.msg(&said));
}
