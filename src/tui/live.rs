//! The event loop: draw when something changed, wait for keys, workers, signals and the
//! watched folder, and feed what happened to the model until the learner quits.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use ratatui::crossterm::event;

use super::clock::clock_now;
use super::dispatch::{Outcome, dispatch, leave};
use super::draw::View;
use super::input::message;
use super::runner::Runner;
use super::style::Theme;
use super::{background, terminal, watch};
use crate::app::{Model, Msg};
use crate::content::Loader;
use crate::core::clock::Clock;

/// How long the loop sleeps when nothing happens: short enough to notice a signal quickly,
/// long enough to cost nothing.
const IDLE: Duration = Duration::from_millis(250);

/// `d` rounded up to whole milliseconds, and a little more. crossterm waits in whole
/// milliseconds, rounded down, then polls without waiting until the time is up: a spin of
/// up to a millisecond at every wake-up (some 80 calls, 0.3 % of a core on an idle home
/// screen). The margin covers the moments crossterm spends before it starts waiting.
fn whole_ms(d: Duration) -> Duration {
    if d.is_zero() {
        return d;
    }
    let ms = u64::try_from(d.as_micros().div_ceil(1000)).unwrap_or(u64::MAX);
    Duration::from_millis(ms).saturating_add(Duration::from_micros(50))
}

/// How often the loop looks for the course while it loads.
const LOAD_LOOK: Duration = Duration::from_millis(2);

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
    let mut live = Live {
        term: &mut term,
        model: &mut model,
        runner: &mut runner,
        load: &mut load,
        watcher: &mut watcher,
        stop: &stop,
        theme,
    };
    let mut ended = live.run();
    if let Ok(outcome) = &mut ended {
        outcome.copied = std::mem::take(&mut runner.copied);
    }
    if ended.is_err() {
        // The terminal is gone (hung up, a read or write error): what waits is kept for the
        // next start all the same.
        let _ = runner.save_for_next_start(&model.i18n);
    }
    ended
}
/// Everything the event loop works on.
pub(super) struct Live<'a> {
    pub term: &'a mut terminal::Term,
    pub model: &'a mut Model,
    pub runner: &'a mut Runner,
    pub load: &'a mut Option<background::Background>,
    pub watcher: &'a mut Option<watch::Watcher>,
    pub stop: &'a AtomicBool,
    pub theme: Theme,
}

impl Live<'_> {
    /// Draws, waits for something to happen, and feeds it to the model, until the learner
    /// quits or a signal arrives.
    pub fn run(&mut self) -> Result<Outcome, TuiError> {
        let Live {
            term,
            model,
            runner,
            load,
            watcher,
            stop,
            theme,
        } = self;
        let (model, runner, theme) = (&mut **model, &mut **runner, *theme);
        let mut dirty = true;
        let mut last_retry = Instant::now();
        let mut ticked = Instant::now();
        loop {
            if dirty {
                draw(term, model, theme)?;
            }
            // While a drill's clock runs, wake when its figure changes; otherwise only to look
            // at signals and the watched folder, drawing nothing when nothing happened.
            // The model's clock is the last tick's: what it waits for is that much nearer.
            let wake = model.next_wake_ms().map(|ms| {
                Duration::from_millis(ms.unsigned_abs()).saturating_sub(ticked.elapsed())
            });
            // Signals and the watched folder are looked at this often whatever the model
            // waits for (a new learner day may be hours away).
            let look = if watcher.is_some() { watch::POLL } else { IDLE };
            // While the course loads, look for it this often; frames stay at the model's
            // pace (the progress bar's): a course ready just after a frame waited up to the
            // next one, 15 ms later.
            let look = if load.is_some() {
                look.min(LOAD_LOOK)
            } else {
                look
            };
            let timeout = wake.map_or(look, |w| w.min(look));
            let mut msgs = gather(timeout, model, runner, watcher, &mut last_retry, stop)?;
            msgs.extend(course_load(load, watcher, runner, model.clock));
            dirty = !msgs.is_empty() || wake.is_some_and(|w| w <= timeout);
            if dirty {
                dispatch(model, runner, Msg::Tick(clock_now()));
                ticked = Instant::now();
            }
            for msg in msgs {
                if dispatch(model, runner, msg) {
                    let interrupted = stop.load(Ordering::Relaxed);
                    match leave(model, runner, interrupted) {
                        Some(outcome) => return Ok(outcome),
                        // Asked the learner what to do with answers no file could take.
                        None => {
                            dirty = true;
                            break;
                        }
                    }
                }
            }
        }
    }
}

/// What the course's loader has said since the last look; once it is done, the watcher
/// (with `--watch`) starts from the loader that read every file.
fn course_load(
    load: &mut Option<background::Background>,
    watcher: &mut Option<watch::Watcher>,
    runner: &mut Runner,
    clock: Clock,
) -> Option<Msg> {
    let rescope = load.as_ref()?.rescope;
    let heard = load.as_mut()?.poll();
    match heard {
        background::Heard::Nothing => None,
        background::Heard::Progress(msg) => Some(msg),
        background::Heard::Done(loaded, loader, dir) => {
            *load = None;
            if let Some((dir, before)) = dir {
                *watcher = Some(watch::Watcher::since(&dir, loader, before));
            }
            let snapshot = runner
                .progress
                .as_mut()
                .and_then(|p| rescope(p, &loaded.course, clock));
            Some(Msg::CourseLoaded(Box::new((*loaded, snapshot))))
        }
        background::Heard::Failed => {
            *load = None;
            Some(Msg::CourseLoadFailed)
        }
    }
}

/// Paints the model.
fn draw(term: &mut terminal::Term, model: &Model, theme: Theme) -> Result<(), TuiError> {
    term.draw(|f| f.render_widget(View { model, theme }, f.area()))?;
    debug_panic_hook();
    Ok(())
}

/// Everything that happened while waiting up to `timeout`: keys and resizes (a burst is
/// drained so it draws once), the workers' answers, a retry of unsaved answers, a signal, and
/// the watched folder's new course.
fn gather(
    timeout: Duration,
    model: &Model,
    runner: &mut Runner,
    watcher: &mut Option<watch::Watcher>,
    last_retry: &mut Instant,
    stop: &AtomicBool,
) -> Result<Vec<Msg>, TuiError> {
    let mut msgs = Vec::new();
    if event::poll(whole_ms(timeout))? {
        // Drain what is queued so a burst of keys or resizes draws once.
        loop {
            if let Some(m) = message(event::read()?) {
                msgs.push(m);
            }
            if !event::poll(Duration::ZERO)? {
                break;
            }
        }
    }
    msgs.extend(runner.poll_consoles());
    msgs.extend(runner.poll_optimize(clock_now(), &model.i18n));
    if runner.waiting() && last_retry.elapsed() >= RETRY {
        *last_retry = Instant::now();
        msgs.extend(runner.retry(&model.i18n));
    }
    if stop.load(Ordering::Relaxed) {
        msgs.push(Msg::Interrupted);
    }
    if let Some(w) = watcher.as_mut()
        && let Some(loaded) = w.poll(Instant::now())
    {
        msgs.push(Msg::Reloaded(loaded));
    }
    Ok(msgs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wait_is_whole_milliseconds_so_crossterm_does_not_spin_out_its_last_one() {
        let ms = Duration::from_millis;
        let margin = Duration::from_micros(50);
        assert_eq!(whole_ms(Duration::ZERO), Duration::ZERO);
        assert_eq!(whole_ms(Duration::from_micros(1)), ms(1) + margin);
        assert_eq!(whole_ms(Duration::from_micros(13_400)), ms(14) + margin);
        assert_eq!(whole_ms(IDLE), IDLE + margin);
        // crossterm rounds what is left down: after its own first moments, the whole wait.
        let left = whole_ms(Duration::from_micros(13_400)) - Duration::from_micros(20);
        assert_eq!(left.as_millis(), 14);
    }
}
