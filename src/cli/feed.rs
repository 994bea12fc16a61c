//! `latih feed [--redis URL] [SCRIPT]`: the news-feed simulator in line mode. Commands come
//! from the script, or from standard input when it is not a terminal, one a line (`#` starts
//! a comment); each is echoed and followed by the same lines the screen shows, as plain
//! text. Exit status 1 when a command failed. Ctrl-C stops a running simulation and keeps
//! what it simulated so far; between commands it ends latih as usual.

use std::io::{BufRead, IsTerminal, Write};
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use clap::ArgMatches;

use super::out;
use super::play::{input, stop_on_interrupt};
use crate::app::screen::feed::report;
use crate::core::lang::Lang;
use crate::core::message as m;
use crate::feedsim::{Output, Progress, Simulator};
use crate::i18n::I18n;

/// The simulator with the feed cache the command line asks for, or why it cannot start.
pub fn simulator(sub: &ArgMatches, i18n: &I18n) -> Result<Simulator, String> {
    let url = sub.get_one::<String>("redis");
    let force = sub.get_flag("redis-force");
    crate::feedsim::store::open(url.map(String::as_str), force)
        .map(Simulator::with_store)
        .map_err(|e| i18n.msg(&super::feed::store_error(&e)))
}

/// A store that could not be opened, in a sentence.
pub fn store_error(e: &crate::feedsim::store::StoreError) -> crate::core::message::Message {
    use crate::feedsim::store::StoreError as E;
    match e {
        E::Unreachable { url, why } => m::FeedRedisUnreachable {
            url: url.as_str(),
            why: why.as_str(),
        }
        .into(),
        E::NotOurs { url, keys } => m::FeedRedisForeign {
            url: url.as_str(),
            keys: keys.to_string(),
        }
        .into(),
        E::Server(why) => m::feed_err_store(why.as_str()),
    }
}

pub fn feed(sub: &ArgMatches, lang: Lang) -> anyhow::Result<ExitCode> {
    let i18n = I18n::new(lang);
    let mut sim = match simulator(sub, &i18n) {
        Ok(s) => s,
        Err(msg) => {
            out::err(&msg);
            return Ok(ExitCode::FAILURE);
        }
    };
    let Some(input) = input(sub, &i18n) else {
        return Ok(ExitCode::FAILURE);
    };
    let busy = Arc::new(AtomicBool::new(false));
    stop_on_interrupt(sim.canceller(), Arc::clone(&busy));
    let script = sub.get_one::<std::path::PathBuf>("script").is_some();
    let interactive = !script && std::io::stdin().is_terminal();
    let width = out::width();
    let mut out = std::io::stdout().lock();
    let bar = std::io::stderr().is_terminal();
    if interactive {
        let _ = writeln!(out, "{}", i18n.msg(&m::feed_line_mode()));
    }
    let mut failed = false;
    for line in input.lines() {
        let Ok(line) = line else { break };
        let cmd = line.trim();
        if cmd.is_empty() || cmd.starts_with('#') {
            continue;
        }
        if !interactive {
            let _ = out::line(&mut out, &format!("› {cmd}"));
        }
        busy.store(true, Ordering::SeqCst);
        let answer = sim.run_line(cmd, &mut |p| progress(&i18n, p, bar));
        busy.store(false, Ordering::SeqCst);
        if bar {
            eprint!("\r\x1b[K");
        }
        failed |= matches!(answer, Output::Error(_) | Output::Store(_));
        let text = crate::app::screen::play::report::plain(&report::rows(&i18n, &answer, width));
        // A closed pipe (`| head`) ends the run quietly.
        if out::line(&mut out, &text).is_err() {
            break;
        }
    }
    Ok(if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}

/// On a terminal, a line on stderr redrawn in place; into a pipe, nothing (the report says
/// it all when the run ends).
fn progress(i18n: &I18n, p: Progress<'_>, bar: bool) {
    if !bar {
        return;
    }
    let said = match p {
        Progress::Graph(done, all) => m::FeedGraph {
            done: i18n.int(done),
            all: i18n.int(all),
        }
        .into(),
        Progress::Running(l) => m::FeedRunning {
            seconds: i18n.int(l.seconds),
            of: i18n.int(l.of),
        }
        .into(),
    };
    eprint!("\r\x1b[K{}", i18n.msg(&said));
}
