//! The thin terminal layer: set the terminal up, turn terminal events into messages, draw the
//! model, and put the terminal back on the way out.

pub mod background;
pub mod console;
pub mod draw;
mod live;
pub mod paint;
pub mod runner;
pub mod style;
pub mod terminal;
pub mod watch;
pub mod writes;

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseEventKind,
};

use crate::app::keymap::Key;
use crate::app::{self, Effect, Model, Msg};
use crate::content::Loader;
use crate::core::clock::Clock;
use runner::Runner;
use style::Theme;

/// How long the loop sleeps when nothing happens: short enough to notice a signal quickly,
/// long enough to cost nothing.
const IDLE: Duration = Duration::from_millis(250);

/// A terminal key as one of ours; `None` for keys latih does not use.
pub fn key(ev: KeyEvent) -> Option<Key> {
    if ev.kind != KeyEventKind::Press {
        return None;
    }
    let ctrl = ev.modifiers.contains(KeyModifiers::CONTROL);
    Some(match ev.code {
        KeyCode::Char(c) if ctrl => Key::Ctrl(c.to_ascii_lowercase()),
        KeyCode::Char(c) => Key::Char(c),
        KeyCode::Enter => Key::Enter,
        KeyCode::Esc => Key::Esc,
        KeyCode::Tab => Key::Tab,
        KeyCode::BackTab => Key::BackTab,
        KeyCode::Backspace => Key::Backspace,
        KeyCode::Up => Key::Up,
        KeyCode::Down => Key::Down,
        KeyCode::Left => Key::Left,
        KeyCode::Right => Key::Right,
        KeyCode::PageUp => Key::PageUp,
        KeyCode::PageDown => Key::PageDown,
        KeyCode::Home => Key::Home,
        KeyCode::End => Key::End,
        KeyCode::F(1) => Key::F1,
        KeyCode::F(2) => Key::F2,
        _ => return None,
    })
}

fn message(ev: Event) -> Option<Msg> {
    match ev {
        Event::Key(k) => key(k).map(Msg::Key),
        Event::Mouse(m) => match m.kind {
            MouseEventKind::ScrollDown => Some(Msg::Wheel(1)),
            MouseEventKind::ScrollUp => Some(Msg::Wheel(-1)),
            _ => None,
        },
        Event::Resize(w, h) => Some(Msg::Resize(w, h)),
        Event::Paste(text) => Some(Msg::Paste(text)),
        _ => None,
    }
}

/// On SIGTERM, SIGINT or SIGHUP the loop is asked to stop; if it cannot (crossterm 0.29 spins
/// on a terminal that was closed under it, reading end-of-file forever), this thread restores
/// the terminal and ends the process with the signal's default action after a grace period.
fn watch_signals(stop: Arc<AtomicBool>) -> std::io::Result<()> {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    let mut signals = signal_hook::iterator::Signals::new([SIGTERM, SIGINT, SIGHUP])?;
    std::thread::spawn(move || {
        if let Some(sig) = signals.forever().next() {
            stop.store(true, Ordering::SeqCst);
            std::thread::sleep(Duration::from_millis(500));
            terminal::restore();
            let _ = signal_hook::low_level::emulate_default_handler(sig);
        }
    });
    Ok(())
}

/// Debug builds only: `LATIH_DEBUG_PANIC=1` panics after the first frame and
/// `LATIH_DEBUG_ABORT=1` aborts the process (as a stack overflow would), so the end-to-end
/// tests can prove that either leaves the terminal usable. Release builds have no trigger.
fn debug_panic_hook() {
    #[cfg(debug_assertions)]
    {
        if std::env::var_os("LATIH_DEBUG_PANIC").is_some() {
            panic!("LATIH_DEBUG_PANIC: deliberate panic after the first frame");
        }
        if std::env::var_os("LATIH_DEBUG_ABORT").is_some() {
            std::process::abort();
        }
    }
}

/// Why the interface had to stop.
#[derive(Debug, thiserror::Error)]
pub enum TuiError {
    #[error("terminal input/output failed: {0}")]
    Io(#[from] std::io::Error),
}

/// The time now as the model wants it: Unix milliseconds and the local offset from UTC.
///
/// For tests: `LATIH_NOW` (an RFC 3339 time such as `2026-12-01T22:30:00Z`, or Unix seconds)
/// makes the clock start at that moment when the process starts and run on from there, so
/// days, learning steps and limits can be tried end to end with the real binary. The local
/// offset follows `TZ`, as everywhere.
pub fn clock_now() -> Clock {
    let now = chrono::Local::now();
    let offset = now.offset().local_minus_utc();
    let ms = now.timestamp_millis();
    match test_start() {
        Some((start_ms, real_start_ms)) => Clock::from_ms(start_ms + (ms - real_start_ms), offset),
        None => Clock::from_ms(ms, offset),
    }
}

/// `LATIH_NOW` read once: the moment it names, and the real time it was read at.
fn test_start() -> Option<(i64, i64)> {
    static START: std::sync::OnceLock<Option<(i64, i64)>> = std::sync::OnceLock::new();
    *START.get_or_init(|| {
        let v = std::env::var("LATIH_NOW").ok()?;
        let at = v
            .trim()
            .parse::<i64>()
            .ok()
            .or_else(|| crate::core::clock::parse_iso(v.trim()))?;
        Some((at * 1000, chrono::Utc::now().timestamp_millis()))
    })
}

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
                term(t, runner.quiet);
                continue;
            }
            queue.extend(runner.run(effect, model.clock, &model.i18n));
        }
    }
    quit
}

/// The terminal's effects, done here where the terminal is.
fn term(t: app::Term, quiet: bool) {
    match t {
        app::Term::Mouse(on) => terminal::set_mouse(on),
        app::Term::Bell if !quiet => {
            use std::io::Write;
            let mut out = std::io::stdout();
            // A failed bell is not worth stopping for.
            let _ = out.write_all(b"\x07").and_then(|()| out.flush());
        }
        app::Term::Bell => {}
    }
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
        }),
        Err(_) if interrupted || model.discard_unsaved => Some(Outcome {
            recovered: None,
            lost: runner.unsaved(),
            reason,
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

/// What the interface needs besides the model.
pub struct Options {
    /// The course folder and its loader, when reloading on save.
    pub watch: Option<(PathBuf, Loader)>,
    /// The course still loading on its worker, when the first frame had only its manifest
    /// (it starts watching, with `--watch`, once it has loaded).
    pub load: Option<background::Background>,
    pub runner: Runner,
    /// Messages to handle before the first frame (e.g. start a review).
    pub start: Vec<Msg>,
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
}

/// How often answers waiting for a full disk are tried again.
const RETRY: Duration = Duration::from_secs(3);

/// Runs the interface until the learner quits or a signal arrives.
pub fn run(mut model: Model, options: Options) -> Result<Outcome, TuiError> {
    let Options {
        watch,
        mut load,
        mut runner,
        start,
    } = options;
    let stop = Arc::new(AtomicBool::new(false));
    watch_signals(Arc::clone(&stop))?;
    let mut term = terminal::init()?;
    if !model.mouse {
        terminal::set_mouse(false);
    }
    let _guard = terminal::Guard;
    let theme = Theme::from_env();
    let size = term.size()?;
    dispatch(&mut model, &mut runner, Msg::Tick(clock_now()));
    dispatch(
        &mut model,
        &mut runner,
        Msg::Resize(size.width, size.height),
    );
    for msg in start {
        dispatch(&mut model, &mut runner, msg);
    }
    let mut watcher = watch.map(|(dir, loader)| watch::Watcher::new(&dir, loader));
    model.watching = watcher.is_some() || load.as_ref().is_some_and(|b| b.watches());
    let mut live = live::Live {
        term: &mut term,
        model: &mut model,
        runner: &mut runner,
        load: &mut load,
        watcher: &mut watcher,
        stop: &stop,
        theme,
    };
    let ended = live.run();
    if ended.is_err() {
        // The terminal is gone (hung up, a read or write error): what waits is kept for the
        // next start all the same.
        let _ = runner.save_for_next_start(&model.i18n);
    }
    ended
}
