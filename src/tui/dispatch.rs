//! Carrying out what the model asks for: a message in, effects run, their answers fed back;
//! and on the way out, what still waits for the progress file.

use std::path::PathBuf;

use super::runner::Runner;
use super::terminal;
use crate::app::{self, Effect, Model, Msg};

/// Feeds a message to the model and carries out the effects it asks for, feeding their
/// results back, until nothing is left. Returns true when the model asked to quit.
pub fn dispatch(model: &mut Model, runner: &mut Runner, first: Msg) -> bool {
    let mut queue = std::collections::VecDeque::from([first]);
    let mut quit = false;
    while let Some(msg) = queue.pop_front() {
        for effect in app::update(model, msg) {
            if effect == Effect::Quit {
                quit = true;
                continue;
            }
            if let Effect::Term(t) = effect {
                queue.extend(term(t, runner));
                continue;
            }
            queue.extend(runner.run(effect, model.clock, &model.i18n));
        }
    }
    quit
}

/// The terminal's effects, done here where the terminal is; a copy answers with how far
/// it reached.
fn term(t: app::Term, runner: &mut Runner) -> Option<Msg> {
    use std::io::Write;
    let mut out = std::io::stdout();
    match t {
        app::Term::Mouse(on) => terminal::set_mouse(on),
        app::Term::Bell if !runner.quiet => {
            // A failed bell is not worth stopping for.
            let _ = out.write_all(b"\x07").and_then(|()| out.flush());
        }
        app::Term::Bell => {}
        app::Term::Copy(text) => {
            let reach = runner.copy_reach;
            if reach != app::CopyReach::OnQuit {
                let sent = super::clipboard::osc52(&text);
                let _ = out.write_all(sent.as_bytes()).and_then(|()| out.flush());
            }
            let lines = text.lines().count().max(1);
            if reach != app::CopyReach::Clipboard {
                runner.copied.push(text);
            }
            return Some(Msg::Copied(reach, lines));
        }
    }
    None
}

/// On the way out: answers still waiting go to the recovery file; if even that fails, the
/// learner is asked (retry, quit without them, or stay) unless a signal is ending latih or
/// they already chose to quit without them. `None`: asked, keep running.
pub fn leave(model: &mut Model, runner: &mut Runner, interrupted: bool) -> Option<Outcome> {
    let waiting = runner.unsaved();
    if waiting == 0 {
        return Some(Outcome::default());
    }
    let reason = model.storage_failure.clone();
    match runner.save_for_next_start(&model.i18n) {
        Ok(None) => Some(Outcome::default()),
        Ok(Some(file)) => Some(Outcome {
            recovered: Some((waiting, file)),
            lost: 0,
            reason,
            copied: Vec::new(),
        }),
        Err(_) if interrupted || model.discard_unsaved => Some(Outcome {
            recovered: None,
            lost: runner.unsaved(),
            reason,
            copied: Vec::new(),
        }),
        Err(detail) => {
            let why = match (&reason, detail.is_empty()) {
                (Some(r), true) => r.clone(),
                (Some(r), false) => format!("{r} ({detail})"),
                (None, _) => detail,
            };
            dispatch(model, runner, app::Msg::QuitBlocked(why));
            None
        }
    }
}

/// Answers that waited for the progress file when latih ended (normally none).
#[derive(Debug, Default)]
pub struct Outcome {
    /// Kept in this recovery file, written in at the next start.
    pub recovered: Option<(usize, PathBuf)>,
    /// Lost: the learner chose to quit without them, or a signal ended latih.
    pub lost: usize,
    /// Why the progress file did not take them.
    pub reason: Option<String>,
    /// Code copied where the clipboard may not have taken it: printed once the terminal is
    /// back to normal.
    pub copied: Vec<String>,
}
